#pragma once

#include <QDateTime>
#include <QStringView>

// The one reader of the service's timestamps: every part of the desk that turns wire text into
// a time goes through here, so all of them accept the same forms.
namespace brokerdesk::domain {

// Milliseconds since the epoch of an ISO 8601 date-time as the service writes it
// ("2026-11-23T16:20:40Z", with optional fraction and ±HH:MM offset), or 0 when the text is
// no date-time. Reads that form directly (a mirror sync parses two million of them); any
// other form goes through QDateTime, which takes a zone-less time as local time.
qint64 isoMsecs(QStringView text);

// An RFC 3339 timestamp as UTC, or a full date (YYYY-MM-DD) read as midnight UTC; invalid
// otherwise.
QDateTime parseTimestamp(QStringView text);

} // namespace brokerdesk::domain
