#pragma once

#include "http/router.h"
#include "pricing/propensitymodel.h"
#include "support/servicecontext.h"

#include <QHash>

namespace brokerdesk::sandbox {

// POST /v1/recommendations/product-type and .../{id}/evaluate (scope recommendation:write).
class RecommendationService
{
public:
    explicit RecommendationService(ServiceContext &ctx) : m_ctx(ctx) {}

    void registerRoutes(Router &router);

    Result<QJsonObject> recommend(const QString &brokerId, const QJsonObject &body);
    Result<QJsonObject> evaluate(const QString &brokerId, const QString &id, const QString &token,
                                 const QJsonObject &body);

private:
    PropensityModel model(int productType);
    bool saveModel(int productType, const PropensityModel &model);

    ServiceContext &m_ctx;
};

} // namespace brokerdesk::sandbox
