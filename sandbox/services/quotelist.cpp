#include "quotelist.h"

#include "domain/scopes.h"

#include "quotereview.h"

#include "store/database.h"
#include "support/jsoncheck.h"

#include <QJsonDocument>
#include <QSqlQuery>

namespace brokerdesk::sandbox {

namespace {

const QString listTable = QStringLiteral("quote_list");

QJsonObject parsed(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

} // namespace

QuoteListService::QuoteListService(ServiceContext &ctx, QuoteReview &review)
    : m_ctx(ctx), m_review(review), m_pager(ctx, listTable)
{
}

void QuoteListService::registerRoutes(Router &router)
{
    router.add("GET", QStringLiteral("/v1/quotes"), domain::scopes::quoteRead,
               [this](const RequestContext &c) {
                   // A list read never shows a quote the insurer was due to have moved on.
                   m_review.runDue(c.principal.brokerId);
                   const auto query = m_pager.parse(c.request.query, c.principal.brokerId);
                   return query.ok() ? HttpResponse::rawJson(
                                           m_pager.page(c.principal.brokerId, query.value()))
                                     : HttpResponse::error(query.error());
               });
}

bool QuoteListService::backfill()
{
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT id FROM quotes WHERE id NOT IN (SELECT id FROM quote_list) "
                       "ORDER BY created, rowid"));
    QStringList missing;
    if (q.exec())
        while (q.next())
            missing << q.value(0).toString();
    q.finish();
    if (missing.isEmpty())
        return true;
    Transaction tx(m_ctx.db);
    for (const QString &id : std::as_const(missing))
        if (!storeQuoteListRow(m_ctx, id))
            return false;
    return tx.commit();
}

bool storeQuoteListRow(ServiceContext &ctx, const QString &quoteId)
{
    QSqlQuery &q = ctx.db.query(QStringLiteral(
        "SELECT q.broker_id, q.doc, q.created, q.quote_request_id, q.request, r.product_id, "
        "r.broker_product_id, (SELECT ord FROM quote_list WHERE id = q.id) FROM quotes q "
        "JOIN quote_requests r ON r.id = q.quote_request_id WHERE q.id = ?"));
    q.addBindValue(quoteId);
    if (!q.exec() || !q.next())
        return false;
    const QString brokerId = q.value(0).toString();
    QJsonObject doc = parsed(q.value(1));
    const QJsonObject request = parsed(q.value(4));
    doc.insert(QStringLiteral("created"), q.value(2).toString());
    doc.insert(QStringLiteral("quote_request_id"), q.value(3).toString());
    doc.insert(QStringLiteral("product_id"), q.value(5).toString());
    doc.insert(QStringLiteral("broker_product_id"), q.value(6).toString());
    doc.insert(QStringLiteral("plan_id"), request.value(QStringLiteral("plan_id")));
    if (request.contains(QStringLiteral("policy_holder")))
        doc.insert(QStringLiteral("policy_holder"), request.value(QStringLiteral("policy_holder")));
    const bool listed = !q.value(7).isNull();
    q.finish();
    if (listed)
        return ctx.db.exec(QStringLiteral("UPDATE quote_list SET doc = ? WHERE id = ?"),
                           {compactJson(doc), quoteId});
    const ListPager pager(ctx, listTable);
    const qint64 ord = pager.nextOrd(brokerId);
    return ctx.db.exec(
        QStringLiteral(
            "INSERT INTO quote_list (id, broker_id, ord, doc, pos) VALUES (?, ?, ?, ?, ?)"),
        {quoteId, brokerId, ord, compactJson(doc), pager.rowKey(brokerId, ord)});
}

} // namespace brokerdesk::sandbox
