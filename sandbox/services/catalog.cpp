#include "catalog.h"

#include "domain/scopes.h"

#include "documents/channellogo.h"
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
