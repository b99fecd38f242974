#pragma once

#include "pricing/productrules.h"
#include "support/jsoncheck.h"

#include <optional>

// Validation of POST /v1/quotes beyond single fields: the lifetime and the items against the
// quote request's plan. Errors go into `check` with full paths.
namespace brokerdesk::sandbox::quotecheck {

constexpr int maxItems = 20;

// Start not before the broker's business day `today`; end after start; at most 366 days for
// Travel (12) and 5 years otherwise (productType 0 = not known yet). Calendar dates.
void checkLifetime(JsonCheck &check, const std::optional<QDate> &start,
                   const std::optional<QDate> &end, int productType, const QDate &today);

// The items to price: `items` as sent (unknown fields kept), each checked with checkItem and
// its coverages and assists checked against the plan; without `items`, one item with the
// plan's required coverages at their minimum insured amounts and no assists.
QJsonArray checkItems(JsonCheck &check, const QJsonObject &body, const ProductRules &rules,
                      const RulePlan *plan, int productType, const QDate &today);

// The item quoted when the body has no items.
QJsonObject defaultItem(const ProductRules &rules, const RulePlan &plan);

} // namespace brokerdesk::sandbox::quotecheck
