#pragma once

#include "support/jsoncheck.h"

namespace brokerdesk::sandbox {

// The insured item of docs/contract.md, validated per product type (1 Auto ... 12 Travel). Errors
// go into `check` with full paths such as "items[0].plate". `today` anchors vehicle years and birth
// dates.
void checkItem(JsonCheck &check, const QJsonObject &item, const QString &path, int productType,
               const QDate &today);

} // namespace brokerdesk::sandbox
