#include "salelist.h"

#include "domain/scopes.h"

#include "store/database.h"
#include "support/jsoncheck.h"

#include <QJsonDocument>
#include <QSqlQuery>

namespace brokerdesk::sandbox {

namespace {

const QString listTable = QStringLiteral("sale_list");

QJsonObject parsed(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

} // namespace

SaleListService::SaleListService(ServiceContext &ctx) : m_ctx(ctx), m_pager(ctx, listTable) {}

void SaleListService::registerRoutes(Router &router)
{
    router.add("GET", QStringLiteral("/v1/sales"), domain::scopes::saleRead,
               [this](const RequestContext &c) {
                   const auto query = m_pager.parse(c.request.query, c.principal.brokerId);
                   return query.ok() ? HttpResponse::rawJson(
                                           m_pager.page(c.principal.brokerId, query.value()))
                                     : HttpResponse::error(query.error());
               });
}

bool SaleListService::backfill()
{
    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT id FROM sales WHERE id NOT IN (SELECT id FROM sale_list) ORDER BY created, rowid"));
    QStringList missing;
    if (q.exec())
        while (q.next())
            missing << q.value(0).toString();
    q.finish();
    if (missing.isEmpty())
        return true;
    Transaction tx(m_ctx.db);
    for (const QString &id : std::as_const(missing))
        if (!storeSaleListRow(m_ctx, id))
            return false;
    return tx.commit();
}

bool storeSaleListRow(ServiceContext &ctx, const QString &saleId)
{
    QSqlQuery &q = ctx.db.query(QStringLiteral(
        "SELECT s.broker_id, s.status, s.sale_request_id, s.installment_id, s.payment_method, "
        "s.policy_id, s.complement, s.created, r.quote_id, qr.product_id, i.doc, "
        "(SELECT ord FROM sale_list WHERE id = s.id), bp.doc, q.request FROM sales s "
        "JOIN sale_requests r ON r.id = s.sale_request_id JOIN quotes q ON q.id = r.quote_id "
        "JOIN quote_requests qr ON qr.id = q.quote_request_id "
        "JOIN installments i ON i.id = s.installment_id "
        "LEFT JOIN broker_products bp ON bp.id = qr.broker_product_id WHERE s.id = ?"));
    q.addBindValue(saleId);
    if (!q.exec() || !q.next())
        return false;
    const QString brokerId = q.value(0).toString();
    QJsonObject doc{{QStringLiteral("id"), saleId},
                    {QStringLiteral("status"), q.value(1).toInt()},
                    {QStringLiteral("sale_request_id"), q.value(2).toString()},
                    {QStringLiteral("installment_id"), q.value(3).toString()},
                    {QStringLiteral("payment_method"), q.value(4).toString()},
                    {QStringLiteral("created"), q.value(7).toString()},
                    {QStringLiteral("quote_id"), q.value(8).toString()},
                    {QStringLiteral("product_id"), q.value(9).toString()},
                    {QStringLiteral("product_name"),
                     parsed(q.value(12)).value(QStringLiteral("name")).toString()},
                    {QStringLiteral("policy_holder"),
                     parsed(q.value(6)).value(QStringLiteral("policy_holder"))},
                    {QStringLiteral("installment"), parsed(q.value(10))}};
    if (!q.value(5).isNull())
        doc.insert(QStringLiteral("policy_id"), q.value(5).toString());
    // The cover sold, as the quote asked for it: a list names a sale by it.
    const QJsonObject quoted = parsed(q.value(13));
    for (const char *day : {"lifetime_start", "lifetime_end"})
        if (quoted.contains(QLatin1String(day)))
            doc.insert(QLatin1String(day), quoted.value(QLatin1String(day)));
    const bool listed = !q.value(11).isNull();
    q.finish();
    if (listed)
        return ctx.db.exec(QStringLiteral("UPDATE sale_list SET doc = ? WHERE id = ?"),
                           {compactJson(doc), saleId});
    const ListPager pager(ctx, listTable);
    const qint64 ord = pager.nextOrd(brokerId);
    return ctx.db.exec(
        QStringLiteral(
            "INSERT INTO sale_list (id, broker_id, ord, doc, pos) VALUES (?, ?, ?, ?, ?)"),
        {saleId, brokerId, ord, compactJson(doc), pager.rowKey(brokerId, ord)});
}

} // namespace brokerdesk::sandbox
