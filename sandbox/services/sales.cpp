#include "sales.h"

#include "domain/scopes.h"

#include "productauthorization.h"
#include "salelist.h"

#include "store/database.h"
#include "store/states.h"
#include "support/jsoncheck.h"
#include "validation/holders.h"
#include "validation/items.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QUuid>

namespace brokerdesk::sandbox {

namespace {

const QStringList paymentMethods{QStringLiteral("Billet"),       QStringLiteral("CreditCard"),
                                 QStringLiteral("DebitCard"),    QStringLiteral("WireTransfer"),
                                 QStringLiteral("AccountDebit"), QStringLiteral("Pix")};

// Complement values override the quote's, one level deep (contact and address merge too).
QJsonObject merged(QJsonObject base, const QJsonObject &over)
{
    for (auto it = over.begin(); it != over.end(); ++it) {
        if (it->isObject() && base.value(it.key()).isObject()) {
            QJsonObject inner = base.value(it.key()).toObject();
            const QJsonObject add = it->toObject();
            for (auto j = add.begin(); j != add.end(); ++j)
                inner.insert(j.key(), j.value());
            base.insert(it.key(), inner);
        } else {
            base.insert(it.key(), it.value());
        }
    }
    return base;
}

ApiError quoteUnavailable()
{
    return ApiError::badRequest(QStringLiteral("quote_not_available"),
                                QStringLiteral("Quote not available to perform a sale"));
}

ApiError quoteExpired()
{
    return ApiError::badRequest(QStringLiteral("quote_expired"),
                                QStringLiteral("Quote is expired"));
}

} // namespace

bool SaleService::isDeclinedTestHolder(const QJsonObject &holder)
{
    const QString email = holder.value(QStringLiteral("contact"))
                              .toObject()
                              .value(QStringLiteral("email"))
                              .toString()
                              .trimmed();
    return email.contains(u'@') &&
           email.section(u'@', -1).compare(declinedTestDomain, Qt::CaseInsensitive) == 0;
}

void SaleService::registerRoutes(Router &router)
{
    const auto withBody = [](auto call) {
        return [call](const RequestContext &c) {
            const auto body = parseJsonObject(c.request.body);
            return body.ok() ? toResponse(call(c.principal.brokerId, body.value()))
                             : HttpResponse::error(body.error());
        };
    };
    router.add("POST", QStringLiteral("/v1/sales/request"), domain::scopes::saleWrite,
               withBody([this](const QString &broker, const QJsonObject &body) {
                   return createSaleRequest(broker, body);
               }));
    router.add("POST", QStringLiteral("/v1/sales"), domain::scopes::saleWrite,
               withBody([this](const QString &broker, const QJsonObject &body) {
                   return createSale(broker, body);
               }));
    router.add("GET", QStringLiteral("/v1/sales/{sale_id}"), domain::scopes::saleRead,
               [this](const RequestContext &c) {
                   return toResponse(sale(c.principal.brokerId, c.args.at(0)));
               });
    router.add("GET", QStringLiteral("/v1/consultant/timeline/{sale_id}"), domain::scopes::saleRead,
               [this](const RequestContext &c) {
                   return toResponse(timeline(c.principal.brokerId, c.args.at(0)));
               });
}

Result<QJsonObject> SaleService::createSaleRequest(const QString &brokerId, const QJsonObject &body)
{
    JsonCheck check;
    const auto quoteId = check.string(body, {}, QStringLiteral("quote_id"));
    if (!check.ok())
        return check.error();
    const auto quote = m_quotes.quote(brokerId, *quoteId);
    if (!quote)
        return ApiError::notFound(QStringLiteral("Quote"));
    if (quote->status != code(QuoteStatus::Finished))
        return quoteUnavailable();
    if (m_ctx.clock.now(brokerId) >= quote->validUntil)
        return quoteExpired();
    if (auto refused = productNotAuthorized(m_catalog, brokerId, quote->productId))
        return *refused;
    // A failed payment frees the quote for a new sale request (another payment method); a
    // request still waiting for its sale, or a sale that went through, does not.
    QSqlQuery &existing =
        m_ctx.db.query(QStringLiteral("SELECT s.status FROM sale_requests r LEFT JOIN sales s "
                                      "ON s.sale_request_id = r.id WHERE r.quote_id = ?"));
    existing.addBindValue(*quoteId);
    bool waiting = false;
    bool sold = false;
    if (existing.exec())
        while (existing.next()) {
            waiting = waiting || existing.value(0).isNull();
            sold = sold || (!existing.value(0).isNull() &&
                            existing.value(0).toInt() != code(SaleStatus::Failed));
        }
    existing.finish();
    if (sold)
        return quoteUnavailable();
    if (waiting)
        return ApiError::badRequest(
            QStringLiteral("sale_request_exists"),
            QStringLiteral("A sale request already exists for this quote."));
    const QString id = newId();
    if (!m_ctx.db.exec(
            QStringLiteral("INSERT INTO sale_requests (id, broker_id, quote_id, created) "
                           "VALUES (?, ?, ?, ?)"),
            {id, brokerId, *quoteId, toRfc3339(m_ctx.clock.now(brokerId))}))
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The sale request could not be stored."),
                        {}};
    return QJsonObject{{QStringLiteral("id"), id}};
}

Result<QJsonObject> SaleService::createSale(const QString &brokerId, const QJsonObject &body)
{
    JsonCheck check;
    const auto requestId = check.string(body, {}, QStringLiteral("sale_request_id"));
    const auto installmentId = check.string(body, {}, QStringLiteral("installment_id"));
    const auto method = check.oneOf(body, {}, QStringLiteral("payment_method"), paymentMethods);
    const QJsonObject complement =
        check.object(body, {}, QStringLiteral("complement"), JsonCheck::Optional)
            .value_or(QJsonObject());
    const QString complementPath = QStringLiteral("complement");
    const auto holderOver = check.object(complement, complementPath,
                                         QStringLiteral("policy_holder"), JsonCheck::Optional);
    const auto itemOver =
        check.object(complement, complementPath, QStringLiteral("item"), JsonCheck::Optional);
    // Card data never travels in a sale: the insurer collects it by its own channel.
    if (complement.contains(QStringLiteral("card_number")))
        check.fail(QStringLiteral("complement.card_number"),
                   QStringLiteral("is not accepted: card data is collected by the insurer, "
                                  "never sent in a sale"));
    if (!check.ok())
        return check.error();

    QSqlQuery &req = m_ctx.db.query(
        QStringLiteral("SELECT quote_id FROM sale_requests WHERE id = ? AND broker_id = ?"));
    req.addBindValue(*requestId);
    req.addBindValue(brokerId);
    if (!req.exec() || !req.next())
        return ApiError::notFound(QStringLiteral("Sale request"));
    const QString quoteId = req.value(0).toString();
    req.finish();
    QSqlQuery &used =
        m_ctx.db.query(QStringLiteral("SELECT 1 FROM sales WHERE sale_request_id = ?"));
    used.addBindValue(*requestId);
    if (used.exec() && used.next())
        return ApiError::badRequest(QStringLiteral("sale_exists"),
                                    QStringLiteral("A sale already exists for this sale request."));
    used.finish();

    const auto quote = m_quotes.quote(brokerId, quoteId);
    if (!quote || quote->status != code(QuoteStatus::Finished))
        return quoteUnavailable();
    const QDateTime now = m_ctx.clock.now(brokerId);
    if (now >= quote->validUntil)
        return quoteExpired();
    if (auto refused = productNotAuthorized(m_catalog, brokerId, quote->productId))
        return *refused;
    const auto installment = m_quotes.installment(quoteId, *installmentId);
    if (!installment)
        return ApiError{400,
                        QStringLiteral("installment_not_in_quote"),
                        QStringLiteral("installment_id is not one of this quote's installments."),
                        {{QStringLiteral("installment_id"),
                          QStringLiteral("is not an installment of the quote")}}};
    const QJsonArray offered = installment->doc.value(QStringLiteral("payment_methods")).toArray();
    if (!offered.contains(QJsonValue(*method)))
        return ApiError{400,
                        QStringLiteral("payment_method_not_available"),
                        QStringLiteral("Payment method not available for this installment"),
                        {{QStringLiteral("payment_method"),
                          QStringLiteral("is not offered for this installment")}}};

    const QJsonObject holder =
        merged(quote->request.value(QStringLiteral("policy_holder")).toObject(),
               holderOver.value_or(QJsonObject()));
    const QJsonObject item = merged(quote->request.value(QStringLiteral("items"))
                                        .toArray()
                                        .at(installment->itemIndex)
                                        .toObject(),
                                    itemOver.value_or(QJsonObject()));
    if (holder.isEmpty())
        check.fail(QStringLiteral("complement.policy_holder"),
                   QStringLiteral("is required: the quote has no policy holder"));
    else
        checkHolder(check, holder, QStringLiteral("complement.policy_holder"), quote->productType,
                    m_ctx.clock.dayOf(now));
    checkItem(check, item, QStringLiteral("complement.item"), quote->productType,
              m_ctx.clock.dayOf(now));
    if (!check.ok())
        return check.error();

    const bool isCard = method->endsWith(QStringLiteral("Card"));
    const QJsonObject stored{{QStringLiteral("policy_holder"), holder},
                             {QStringLiteral("item"), item},
                             // The marker stands for a card its issuer refuses: another
                             // payment method on a new sale request goes through.
                             {QStringLiteral("declined"), isCard && isDeclinedTestHolder(holder)}};
    const QString id = newId();
    const QDateTime settleAt = now.addMSecs(isCard ? 0 : m_ctx.settings.settleDelayMs);
    Transaction tx(m_ctx.db);
    const bool ok =
        m_ctx.db.exec(QStringLiteral("INSERT INTO sales (id, broker_id, sale_request_id, "
                                     "installment_id, payment_method, complement, status, created, "
                                     "settle_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                      {id, brokerId, *requestId, *installmentId, *method, compactJson(stored),
                       code(SaleStatus::Started), toRfc3339(now),
                       settleAt.toUTC().toString(Qt::ISODateWithMs)}) &&
        appendSaleEvent(m_ctx.db, id, m_ctx.clock.now(brokerId), QStringLiteral("sale_started")) &&
        storeSaleListRow(m_ctx, id);
    if (!ok || !tx.commit())
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The sale could not be stored; nothing was created."),
                        {}};
    // A card is charged while the sale is made: it is settled before the answer leaves, so an
    // answered card sale is paid on disk even if the service dies right after answering.
    if (isCard)
        m_settlement.advance(id);
    else
        m_settlement.schedule(id, brokerId, now);
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("status"), code(SaleStatus::Started)}};
}

Result<QJsonObject> SaleService::sale(const QString &brokerId, const QString &saleId) const
{
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT status, sale_request_id, installment_id, payment_method, policy_id "
                       "FROM sales WHERE id = ? AND broker_id = ?"));
    q.addBindValue(saleId);
    q.addBindValue(brokerId);
    if (!q.exec() || !q.next())
        return ApiError::notFound(QStringLiteral("Sale"));
    QJsonObject out{{QStringLiteral("id"), saleId},
                    {QStringLiteral("status"), q.value(0).toInt()},
                    {QStringLiteral("sale_request_id"), q.value(1).toString()},
                    {QStringLiteral("installment_id"), q.value(2).toString()},
                    {QStringLiteral("payment_method"), q.value(3).toString()}};
    if (!q.value(4).isNull())
        out.insert(QStringLiteral("policy_id"), q.value(4).toString());
    q.finish();
    return out;
}

Result<QJsonObject> SaleService::timeline(const QString &brokerId, const QString &saleId) const
{
    if (!sale(brokerId, saleId).ok())
        return ApiError::notFound(QStringLiteral("Sale"));
    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT date, kind, policy_id FROM timeline_events WHERE sale_id = ? ORDER BY seq"));
    q.addBindValue(saleId);
    q.exec();
    QJsonArray events;
    QString last;
    QList<QPair<qsizetype, QString>> policyEvents;
    while (q.next()) {
        last = q.value(0).toString();
        QJsonObject e{{QStringLiteral("date"), last},
                      {QStringLiteral("kind"), q.value(1).toString()}};
        if (!q.value(2).isNull())
            policyEvents.append({events.size(), q.value(2).toString()});
        events.append(e);
    }
    q.finish();
    // The event carries the policy as it is now (a canceled policy shows as canceled).
    for (const auto &[index, policyId] : policyEvents) {
        QJsonObject e = events.at(index).toObject();
        e.insert(QStringLiteral("policy"),
                 m_policies.policy(brokerId, policyId).value_or(QJsonObject()));
        events.replace(index, e);
    }
    const QUuid ns(QStringLiteral("{6f1c1c52-64a4-4f0a-9d0e-9a7c2b1e0a11}"));
    return QJsonObject{
        {QStringLiteral("id"), QUuid::createUuidV5(ns, saleId).toString(QUuid::WithoutBraces)},
        {QStringLiteral("last_update"), last},
        {QStringLiteral("events"), events}};
}

bool appendSaleEvent(Database &db, const QString &saleId, const QDateTime &at, const QString &kind,
                     const QString &policyId)
{
    return db.exec(
        QStringLiteral("INSERT INTO timeline_events (sale_id, date, kind, policy_id) "
                       "VALUES (?, ?, ?, ?)"),
        {saleId, toRfc3339(at), kind, policyId.isEmpty() ? QVariant() : QVariant(policyId)});
}

} // namespace brokerdesk::sandbox
