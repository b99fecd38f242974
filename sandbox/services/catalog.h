#pragma once

#include "api/pagequery.h"
#include "http/router.h"
#include "support/result.h"
#include "support/servicecontext.h"

#include <QJsonObject>

#include <optional>

namespace brokerdesk::sandbox {

// The merchant side: a broker channel's store and the vendor settings of its products.
class CatalogService
{
public:
    explicit CatalogService(ServiceContext &ctx) : m_ctx(ctx) {}

    // GET /v1/merchant/stores/{broker_channel_id}, GET /v1/merchant/vendor/{product_id} and the
    // lists the operator's SDK reads, GET /v1/broker-channels and GET /v1/broker-products (scope
    // broker-product:read).
    void registerRoutes(Router &router);

    // A broker product the broker sells, with its insurer product and the rules the quoting
    // engine prices it by.
    struct Offer
    {
        QString brokerProductId;
        QString productId;
        QString channelId;
        int productType = 0;
        QJsonObject product; // the insurer product as the store answers it
        QJsonObject rules;   // assists, coverages, plans and rates (see seed/catalog.cpp)
    };
    std::optional<Offer> brokerProduct(const QString &brokerId,
                                       const QString &brokerProductId) const;
    // The vendor object as GET /v1/merchant/vendor answers it, for this broker.
    std::optional<QJsonObject> vendor(const QString &brokerId, const QString &productId) const;

    // The merchant store of one of the broker's channels (404 for any other channel).
    Result<QJsonObject> store(const QString &brokerId, const QString &channelId) const;
    // Where GET /assets/channels/{channel_id}.svg serves the channel's logo.
    QString logoUrl(const QString &channelId) const;

    // The broker's channels ({id, name, description}) and broker products (with whole-number
    // commission, agency and pro-labor percents), by page and rows: {"total", "items"}.
    QJsonObject channels(const QString &brokerId, const api::PageQuery &page) const;
    QJsonObject brokerProducts(const QString &brokerId, const api::PageQuery &page) const;

private:
    HttpResponse logo(const QString &fileName) const;
    qint64 count(const QString &table, const QString &brokerId) const;

    ServiceContext &m_ctx;
};

} // namespace brokerdesk::sandbox
