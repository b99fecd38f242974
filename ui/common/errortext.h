#pragma once

#include <QString>

namespace brokerdesk::ui::errortext {

// The interface's own sentence for a service error `code` (docs/contract.md), so the broker
// reads it in the interface's language; empty for a code the desk does not know.
QString forCode(const QString &code);

// The label a broker knows for a field path the service names: "items[0].plate" →
// "Plate (item 1)". An unknown field reads as its words, never as a path.
QString fieldLabel(const QString &path);

} // namespace brokerdesk::ui::errortext
