#include "policyledgerreader.h"

#include "domain/cashflow.h"
#include "domain/isodate.h"

namespace brokerdesk::models {

PolicyLedgerReader::PolicyLedgerReader(api::ApiClient &api, QObject *parent)
    : QObject(parent), m_api(api)
{
}

void PolicyLedgerReader::read(const QString &policyId, const QDateTime &issuedAt)
{
    m_call.cancel();
    m_policyId = policyId;
    m_issuedAt = issuedAt;
    m_records.clear();
    m_pages = 0;
    fetch({});
}

void PolicyLedgerReader::fetch(const QString &cursor)
{
    const api::PageQuery query =
        cursor.isEmpty() ? api::PageQuery::number(1, 100) : api::PageQuery::after(cursor, 100);
    m_call = m_api.listPage(
        api::ListResource::CashFlow, query, this,
        [this](const api::ApiResult<domain::ListPage<QJsonObject>> &r) {
            if (!r) {
                emit unavailable(r.error().message);
                return;
            }
            ++m_pages;
            bool older = false;
            for (const QJsonObject &record : r.value().items) {
                const QDateTime date = domain::parseTimestamp(
                    record.value(QLatin1String(domain::cashflowkey::date)).toString());
                if (m_issuedAt.isValid() && date.isValid() && date < m_issuedAt) {
                    older = true;
                    break;
                }
                if (record.value(QLatin1String(domain::cashflowkey::policyId)).toString() ==
                    m_policyId)
                    m_records.append(record);
            }
            if (older || !r.value().hasMore()) {
                emit found(domain::policyMoney(m_records));
            } else if (m_pages >= maxPages) {
                emit unavailable(tr("the policy's records lie too far back in the ledger"));
            } else {
                fetch(r.value().cursor);
            }
        });
}

} // namespace brokerdesk::models
