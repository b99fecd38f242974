#include "settlement.h"

#include "catalog.h"
#include "domain/holder.h"
#include "ledger.h"
#include "policies.h"
#include "quotes.h"
#include "saleledger.h"
#include "salelist.h"
#include "sales.h"
#include "store/database.h"
#include "store/states.h"
#include "support/jsoncheck.h"

#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlQuery>
#include <QTimer>

Q_LOGGING_CATEGORY(lcSettle, "brokerdesk.sandbox.settlement")

namespace brokerdesk::sandbox {

struct Settlement::OpenSale
{
    QString id;
    QString brokerId;
    QString quoteId;
    QString installmentId;
    QString paymentMethod;
    QJsonObject complement;
    SaleStatus status = SaleStatus::Started;
    QDateTime settleAt;
};

void Settlement::schedule(const QString &saleId, const QString &brokerId, const QDateTime &due)
{
    const qint64 wait = std::max<qint64>(0, m_ctx.clock.now(brokerId).msecsTo(due));
    QTimer::singleShot(std::chrono::milliseconds(wait), &m_timers,
                       [this, saleId] { advance(saleId); });
}

void Settlement::resumeOpenSales()
{
    QSqlQuery &q =
        m_ctx.db.query(QStringLiteral("SELECT id, broker_id FROM sales WHERE status IN (?, ?)"));
    q.addBindValue(code(SaleStatus::Started));
    q.addBindValue(code(SaleStatus::Pending));
    q.exec();
    QList<QPair<QString, QString>> open;
    while (q.next())
        open.append({q.value(0).toString(), q.value(1).toString()});
    q.finish();
    for (const auto &[id, broker] : open)
        schedule(id, broker, m_ctx.clock.now(broker));
}

QDateTime Settlement::settleDue(const QString &brokerId)
{
    const QDateTime now = m_ctx.clock.now(brokerId);
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT id, settle_at FROM sales WHERE broker_id = ? AND status IN (?, ?) "
                       "ORDER BY settle_at, created"));
    q.addBindValue(brokerId);
    q.addBindValue(code(SaleStatus::Started));
    q.addBindValue(code(SaleStatus::Pending));
    q.exec();
    QStringList due;
    QDateTime next;
    while (q.next()) {
        const QDateTime at = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
        if (at <= now)
            due << q.value(0).toString();
        else if (!next.isValid() || at < next)
            next = at;
    }
    q.finish();
    for (const QString &id : due)
        advance(id);
    return next;
}

void Settlement::advance(const QString &saleId)
{
    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT s.broker_id, r.quote_id, s.installment_id, s.payment_method, s.complement, "
        "s.status, s.settle_at FROM sales s JOIN sale_requests r ON r.id = s.sale_request_id "
        "WHERE s.id = ?"));
    q.addBindValue(saleId);
    if (!q.exec() || !q.next())
        return;
    OpenSale sale{saleId,
                  q.value(0).toString(),
                  q.value(1).toString(),
                  q.value(2).toString(),
                  q.value(3).toString(),
                  QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object(),
                  SaleStatus(q.value(5).toInt()),
                  QDateTime::fromString(q.value(6).toString(), Qt::ISODateWithMs)};
    q.finish();

    if (sale.status == SaleStatus::Started) {
        Transaction tx(m_ctx.db);
        if (!m_ctx.db.exec(QStringLiteral("UPDATE sales SET status = ? WHERE id = ?"),
                           {code(SaleStatus::Pending), saleId}) ||
            !appendSaleEvent(m_ctx.db, saleId, m_ctx.clock.now(sale.brokerId),
                             QStringLiteral("payment_pending")) ||
            !storeSaleListRow(m_ctx, saleId) || !tx.commit()) {
            qCWarning(lcSettle) << "could not mark sale pending; retrying" << saleId;
            schedule(saleId, sale.brokerId, m_ctx.clock.now(sale.brokerId).addSecs(1));
            return;
        }
        sale.status = SaleStatus::Pending;
    }
    if (sale.status != SaleStatus::Pending)
        return;
    if (m_ctx.clock.now(sale.brokerId) < sale.settleAt) {
        schedule(saleId, sale.brokerId, sale.settleAt);
        return;
    }
    if (!settle(sale)) {
        qCWarning(lcSettle) << "settlement failed; retrying" << saleId;
        schedule(saleId, sale.brokerId, m_ctx.clock.now(sale.brokerId).addSecs(1));
    }
}

bool Settlement::settle(const OpenSale &sale)
{
    Transaction tx(m_ctx.db);
    if (sale.complement.value(QStringLiteral("declined")).toBool()) {
        return m_ctx.db.exec(QStringLiteral("UPDATE sales SET status = ? WHERE id = ?"),
                             {code(SaleStatus::Failed), sale.id}) &&
               appendSaleEvent(m_ctx.db, sale.id, m_ctx.clock.now(sale.brokerId),
                               QStringLiteral("payment_refused")) &&
               storeSaleListRow(m_ctx, sale.id) && tx.commit();
    }
    const auto quote = m_quotes.quote(sale.brokerId, sale.quoteId);
    const auto installment = m_quotes.installment(sale.quoteId, sale.installmentId);
    const auto vendor = quote ? m_catalog.vendor(sale.brokerId, quote->productId) : std::nullopt;
    if (!quote || !installment || !vendor)
        return false;

    const QJsonObject holder = sale.complement.value(QStringLiteral("policy_holder")).toObject();
    const qint64 total = installment->doc.value(QStringLiteral("total_amount")).toInteger();
    const auto policy = m_policies.issue(
        {sale.brokerId, sale.id, *quote, total, installment->doc, holder,
         sale.complement.value(QStringLiteral("item")).toObject(), sale.paymentMethod});
    if (!policy)
        return false;
    const QString policyId = policy->value(QStringLiteral("id")).toString();

    SaleFacts facts;
    facts.policyId = policyId;
    facts.paymentMethod = sale.paymentMethod;
    facts.payerName = domain::holderName(holder);
    facts.payerDocument = holder.value(QStringLiteral("cnpj"))
                              .toString(holder.value(QStringLiteral("cpf")).toString());
    facts.installment = installment->doc;
    facts.netPremium = installment->netPremium;
    facts.commissionPercent = vendor->value(QStringLiteral("commission_percent")).toDouble();
    facts.agencyPercent = vendor->value(QStringLiteral("agency_percent")).toDouble();
    facts.proLaborPercent = vendor->value(QStringLiteral("pro_labor_percent")).toDouble();
    facts.settledAt = m_ctx.clock.now(sale.brokerId);
    facts.settledDay = m_ctx.clock.dayOf(facts.settledAt);
    for (const QJsonObject &row : saleLedgerRecords(facts))
        if (!m_ledger.append(sale.brokerId, row))
            return false;

    return m_ctx.db.exec(QStringLiteral("UPDATE sales SET status = ?, policy_id = ? WHERE id = ?"),
                         {code(SaleStatus::Finished), policyId, sale.id}) &&
           appendSaleEvent(m_ctx.db, sale.id, m_ctx.clock.now(sale.brokerId),
                           QStringLiteral("payment_confirmed")) &&
           appendSaleEvent(m_ctx.db, sale.id, m_ctx.clock.now(sale.brokerId),
                           QStringLiteral("policy_issued"), policyId) &&
           storeSaleListRow(m_ctx, sale.id) && tx.commit();
}

} // namespace brokerdesk::sandbox
