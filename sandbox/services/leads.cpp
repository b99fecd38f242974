#include "leads.h"

#include "domain/documents.h"
#include "domain/scopes.h"

#include "store/database.h"
#include "support/jsoncheck.h"
#include "validation/holders.h"

#include <QSqlQuery>

namespace brokerdesk::sandbox {

namespace {

using J = JsonCheck;

constexpr qsizetype nameLength = 200;
constexpr qint64 maxChildren = 50;

// The fields a lead keeps, in the order they are checked; anything else is dropped.
const QStringList &leadFields()
{
    static const QStringList fields{QStringLiteral("name"),
                                    QStringLiteral("email"),
                                    QStringLiteral("phone"),
                                    QStringLiteral("cpf"),
                                    QStringLiteral("cnpj"),
                                    QStringLiteral("gender"),
                                    QStringLiteral("birth_date"),
                                    QStringLiteral("marital_status"),
                                    QStringLiteral("occupation_name"),
                                    QStringLiteral("income_monthly"),
                                    QStringLiteral("children"),
                                    QStringLiteral("address")};
    return fields;
}

} // namespace

LeadService::LeadService(ServiceContext &ctx) : m_ctx(ctx), m_pager(ctx, QStringLiteral("leads")) {}

void LeadService::registerRoutes(Router &router)
{
    // Leads open quotes, so they ride on the quote scopes (docs/sandbox.md, "Leads").
    router.add("POST", QStringLiteral("/v1/leads"), domain::scopes::quoteWrite,
               [this](const RequestContext &c) {
                   const auto body = parseJsonObject(c.request.body);
                   return body.ok() ? toResponse(create(c.principal.brokerId, body.value()))
                                    : HttpResponse::error(body.error());
               });
    router.add("GET", QStringLiteral("/v1/leads"), domain::scopes::quoteRead,
               [this](const RequestContext &c) {
                   const auto query = m_pager.parse(c.request.query, c.principal.brokerId);
                   return query.ok() ? HttpResponse::rawJson(
                                           m_pager.page(c.principal.brokerId, query.value()))
                                     : HttpResponse::error(query.error());
               });
}

Result<QJsonObject> LeadService::create(const QString &brokerId, const QJsonObject &body)
{
    const QDateTime now = m_ctx.clock.now();
    JsonCheck check;
    check.string(body, {}, QStringLiteral("name"), J::Required, nameLength);
    checkContact(check, body, {}, J::Required);
    if (body.contains(QStringLiteral("cpf")) && body.contains(QStringLiteral("cnpj")))
        check.fail(QStringLiteral("cnpj"),
                   QStringLiteral("a lead has a cpf (a person) or a cnpj (a company), not both"));
    checkCpf(check, body, {}, J::Optional);
    const auto cnpj = check.string(body, {}, QStringLiteral("cnpj"), J::Optional, 20);
    if (cnpj && !documents::isValidCnpj(*cnpj))
        check.fail(QStringLiteral("cnpj"), QStringLiteral("is not a valid CNPJ (check digits)"));
    checkPersonalData(check, body, {}, m_ctx.clock.dayOf(now), J::Optional);
    check.integer(body, {}, QStringLiteral("children"), 0, maxChildren, J::Optional);
    if (const auto address = check.object(body, {}, QStringLiteral("address"), J::Optional))
        checkAddress(check, *address, QStringLiteral("address"));
    if (!check.ok())
        return check.error();

    QJsonObject lead{{QStringLiteral("id"), newId()},
                     {QStringLiteral("created"), toRfc3339(now.addMSecs(-now.time().msec()))}};
    for (const QString &key : leadFields()) {
        const QJsonValue v = body.value(key);
        if (!v.isUndefined() && !v.isNull())
            lead.insert(key, v.isString() ? QJsonValue(v.toString().trimmed()) : v);
    }
    Transaction tx(m_ctx.db);
    const qint64 ord = m_pager.nextOrd(brokerId);
    if (!m_ctx.db.exec(QStringLiteral("INSERT INTO leads (id, broker_id, ord, doc, pos) "
                                      "VALUES (?, ?, ?, ?, ?)"),
                       {lead.value(QStringLiteral("id")).toString(), brokerId, ord,
                        compactJson(lead), m_pager.rowKey(brokerId, ord)}) ||
        !tx.commit())
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The lead could not be stored."),
                        {}};
    return lead;
}

bool isLeadOfBroker(Database &db, const QString &brokerId, const QString &leadId)
{
    QSqlQuery &q = db.query(QStringLiteral("SELECT 1 FROM leads WHERE id = ? AND broker_id = ?"));
    q.addBindValue(leadId);
    q.addBindValue(brokerId);
    const bool found = q.exec() && q.next();
    q.finish();
    return found;
}

} // namespace brokerdesk::sandbox
