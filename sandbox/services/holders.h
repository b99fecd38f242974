#pragma once

#include "jsoncheck.h"

namespace brokerdesk::sandbox {

// Product-dependent shapes of CONTRACT.md: policy/affinity holders and insured items,
// validated per product type (1 Auto ... 12 Travel). Errors go into `check` with full paths
// such as "items[0].plate". `today` anchors birth dates and vehicle years.
void checkHolder(JsonCheck &check, const QJsonObject &holder, const QString &path,
                 int productType, const QDate &today);
void checkItem(JsonCheck &check, const QJsonObject &item, const QString &path, int productType,
               const QDate &today);

} // namespace brokerdesk::sandbox
