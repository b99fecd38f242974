#include "catalog.h"

#include "domain/scopes.h"

#include "documents/channellogo.h"
#include "paging/paging.h"
#include "store/database.h"
#include "support/jsoncheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace brokerdesk::sandbox {

namespace {

QJsonObject parse(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

} // namespace

void CatalogService::registerRoutes(Router &router)
{
    router.add("GET", QStringLiteral("/v1/merchant/stores/{broker_channel_id}"),
               domain::scopes::brokerProductRead, [this](const RequestContext &c) {
                   return toResponse(store(c.principal.brokerId, c.args.at(0)));
               });
    router.add("GET", QStringLiteral("/v1/merchant/vendor/{product_id}"),
               domain::scopes::brokerProductRead, [this](const RequestContext &c) {
                   const auto found = vendor(c.principal.brokerId, c.args.at(0));
                   return found ? HttpResponse::json(*found)
                                : HttpResponse::error(ApiError::notFound(QStringLiteral("Vendor")));
               });
    const auto numbered = [](auto list) {
        return [list](const RequestContext &c) {
            const auto page = parseNumberedPage(c.request.query);
            return page.ok() ? HttpResponse::json(list(c.principal.brokerId, page.value()))
                             : HttpResponse::error(page.error());
        };
    };
    router.add("GET", QStringLiteral("/v1/broker-channels"), domain::scopes::brokerProductRead,
               numbered([this](const QString &broker, const api::PageQuery &page) {
                   return channels(broker, page);
               }));
    router.add("GET", QStringLiteral("/v1/broker-products"), domain::scopes::brokerProductRead,
               numbered([this](const QString &broker, const api::PageQuery &page) {
                   return brokerProducts(broker, page);
               }));
    // Public, like the real logo_url: browsers and image views fetch it without a token.
    router.add("GET", QStringLiteral("/assets/channels/{logo}"), {},
               [this](const RequestContext &c) { return logo(c.args.at(0)); });
}

Result<QJsonObject> CatalogService::store(const QString &brokerId, const QString &channelId) const
{
    QSqlQuery &channel =
        m_ctx.db.query(QStringLiteral("SELECT 1 FROM channels WHERE id = ? AND broker_id = ?"));
    channel.addBindValue(channelId);
    channel.addBindValue(brokerId);
    const bool known = channel.exec() && channel.next();
    channel.finish();
    if (!known)
        return ApiError::notFound(QStringLiteral("Broker channel"));

    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT bp.doc, p.doc FROM broker_products bp JOIN products p ON p.id = bp.product_id "
        "WHERE bp.channel_id = ? AND bp.broker_id = ? ORDER BY bp.position"));
    q.addBindValue(channelId);
    q.addBindValue(brokerId);
    q.exec();
    QJsonArray products;
    while (q.next()) {
        QJsonObject bp = parse(q.value(0));
        bp.insert(QStringLiteral("product"), parse(q.value(1)));
        products.append(bp);
    }
    q.finish();
    return QJsonObject{{QStringLiteral("broker_channel_id"), channelId},
                       {QStringLiteral("logo_url"), logoUrl(channelId)},
                       {QStringLiteral("broker_products"), products}};
}

QJsonObject CatalogService::channels(const QString &brokerId, const api::PageQuery &page) const
{
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT c.id, c.name, b.name FROM channels c "
                       "JOIN brokers b ON b.id = c.broker_id WHERE c.broker_id = ? ORDER BY c.id "
                       "LIMIT ? OFFSET ?"));
    q.addBindValue(brokerId);
    q.addBindValue(page.rows);
    q.addBindValue(qint64(page.page - 1) * page.rows);
    q.exec();
    QJsonArray items;
    while (q.next())
        items.append(
            QJsonObject{{QStringLiteral("id"), q.value(0).toString()},
                        {QStringLiteral("name"), q.value(1).toString()},
                        {QStringLiteral("description"),
                         QStringLiteral("Canal de vendas de %1").arg(q.value(2).toString())}});
    q.finish();
    return {{QStringLiteral("total"), count(QStringLiteral("channels"), brokerId)},
            {QStringLiteral("items"), items}};
}

QJsonObject CatalogService::brokerProducts(const QString &brokerId,
                                           const api::PageQuery &page) const
{
    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT bp.doc, bp.channel_id, v.doc, p.doc FROM broker_products bp JOIN vendors v "
        "ON v.broker_id = bp.broker_id AND v.product_id = bp.product_id JOIN products p "
        "ON p.id = bp.product_id WHERE bp.broker_id = ? "
        "ORDER BY bp.channel_id, bp.position LIMIT ? OFFSET ?"));
    q.addBindValue(brokerId);
    q.addBindValue(page.rows);
    q.addBindValue(qint64(page.page - 1) * page.rows);
    q.exec();
    QJsonArray items;
    while (q.next()) {
        QJsonObject bp = parse(q.value(0));
        const QJsonObject vendor = parse(q.value(2));
        bp.insert(QStringLiteral("broker_id"), brokerId);
        bp.insert(QStringLiteral("broker_channel_id"), q.value(1).toString());
        // The insurer's product, as the merchant store's items carry it: the SDK reads it.
        bp.insert(QStringLiteral("product"), parse(q.value(3)));
        // The SDK decodes these percents as integers: whole numbers, as the vendor keeps them.
        for (const QString &key :
             {QStringLiteral("commission_percent"), QStringLiteral("agency_percent"),
              QStringLiteral("pro_labor_percent")})
            bp.insert(key, qRound(vendor.value(key).toDouble()));
        items.append(bp);
    }
    q.finish();
    return {{QStringLiteral("total"), count(QStringLiteral("broker_products"), brokerId)},
            {QStringLiteral("items"), items}};
}

qint64 CatalogService::count(const QString &table, const QString &brokerId) const
{
    QSqlQuery &q =
        m_ctx.db.query(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE broker_id = ?").arg(table));
    q.addBindValue(brokerId);
    const qint64 n = q.exec() && q.next() ? q.value(0).toLongLong() : 0;
    q.finish();
    return n;
}

QString CatalogService::logoUrl(const QString &channelId) const
{
    return m_ctx.url(QStringLiteral("/assets/channels/") +
                     QString::fromLatin1(QUrl::toPercentEncoding(channelId)) +
                     QStringLiteral(".svg"));
}

HttpResponse CatalogService::logo(const QString &fileName) const
{
    const QString suffix = QStringLiteral(".svg");
    if (!fileName.endsWith(suffix))
        return HttpResponse::error(ApiError::notFound(QStringLiteral("Logo")));
    const QString channelId = fileName.chopped(suffix.size());
    QSqlQuery &q = m_ctx.db.query(QStringLiteral("SELECT name FROM channels WHERE id = ?"));
    q.addBindValue(channelId);
    const bool found = q.exec() && q.next();
    const QString name = found ? q.value(0).toString() : QString();
    q.finish();
    if (!found)
        return HttpResponse::error(ApiError::notFound(QStringLiteral("Logo")));
    HttpResponse r;
    r.contentType = "image/svg+xml";
    r.body = channelLogoSvg(channelId, name);
    r.addHeader("Cache-Control", "public, max-age=86400");
    return r;
}

std::optional<CatalogService::Offer>
CatalogService::brokerProduct(const QString &brokerId, const QString &brokerProductId) const
{
    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT bp.product_id, bp.channel_id, p.type, p.doc, p.rules FROM broker_products bp "
        "JOIN products p ON p.id = bp.product_id WHERE bp.id = ? AND bp.broker_id = ?"));
    q.addBindValue(brokerProductId);
    q.addBindValue(brokerId);
    if (!q.exec() || !q.next()) {
        q.finish();
        return std::nullopt;
    }
    Offer offer{brokerProductId,    q.value(0).toString(), q.value(1).toString(),
                q.value(2).toInt(), parse(q.value(3)),     parse(q.value(4))};
    q.finish();
    return offer;
}

std::optional<QJsonObject> CatalogService::vendor(const QString &brokerId,
                                                  const QString &productId) const
{
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT doc FROM vendors WHERE broker_id = ? AND product_id = ?"));
    q.addBindValue(brokerId);
    q.addBindValue(productId);
    std::optional<QJsonObject> out;
    if (q.exec() && q.next())
        out = parse(q.value(0));
    q.finish();
    return out;
}

} // namespace brokerdesk::sandbox
