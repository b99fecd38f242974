#pragma once

#include <QStringView>

namespace brokerdesk::domain {

// Milliseconds since the epoch of an ISO 8601 date-time as the service writes it
// ("2026-11-23T16:20:40Z", with optional fraction and ±HH:MM offset), or 0 when the text is
// no date-time. Reads that form directly (a mirror sync parses two million of them); any
// other form goes through QDateTime, which takes a zone-less time as local time.
qint64 isoMsecs(QStringView text);

} // namespace brokerdesk::domain
