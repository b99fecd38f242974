#pragma once

#include <QDate>
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

// A calendar date (a cover's start or end, a due date): a full date ("2026-12-01") or the date
// part of a timestamp as it is written ("2026-12-01T00:00:00Z", "2026-12-01T00:00:00-03:00");
// invalid otherwise. The date is never moved into a time zone: "2026-12-01T00:00:00Z" read as
// an instant is 30/11 in Brasília, and a cover date must read the same everywhere.
QDate parseCalendarDate(QStringView text);

// The timestamp that stands for a calendar date in the service's answers (which give
// timestamps for dates, docs/contract.md): midnight UTC of that date, as the interface's
// examples write it ("2026-12-01T00:00:00Z"). A client in any zone that takes the date part
// reads the same date, and so does one that reads it in UTC.
QString calendarDateStamp(const QDate &day);

} // namespace brokerdesk::domain
