#pragma once

#include "support/result.h"

#include <QString>

#include <optional>

namespace brokerdesk::sandbox {

class CatalogService;

// The operator's troubleshooting rule: a product whose vendor is not active for the broker is
// neither quoted nor sold. The refusal, or nullopt when the vendor authorizes the product.
std::optional<ApiError> productNotAuthorized(const CatalogService &catalog, const QString &brokerId,
                                             const QString &productId);

} // namespace brokerdesk::sandbox
