#pragma once

#include "api/connectionstate.h"
#include "domain/enums.h"

#include <QIcon>
#include <QString>

namespace brokerdesk::ui {

// An SVG line icon from the embedded resources (":/icons/<name>.svg"): page names
// (catalog, quote, sales...), actions (search, retry, copy...). Null for an unknown name.
QIcon icon(const QString &name);

// The icon of a product type ("product-auto", ... "product-unknown").
QIcon productTypeIcon(domain::ProductType type);
QString productTypeIconName(domain::ProductType type);

// The icon of what the connection indicator shows.
QIcon connectionIcon(api::ConnectionState state);

} // namespace brokerdesk::ui
