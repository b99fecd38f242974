#include "productauthorization.h"

#include "catalog.h"

namespace brokerdesk::sandbox {

std::optional<ApiError> productNotAuthorized(const CatalogService &catalog, const QString &brokerId,
                                             const QString &productId)
{
    const auto vendor = catalog.vendor(brokerId, productId);
    if (vendor && vendor->value(QStringLiteral("active")).toBool())
        return std::nullopt;
    // The operator's own sentence, so a client that matches it keeps working.
    return ApiError::badRequest(
        QStringLiteral("product_not_authorized"),
        QStringLiteral("Merchant does not authorize the product for broker"));
}

} // namespace brokerdesk::sandbox
