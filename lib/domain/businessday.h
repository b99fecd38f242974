#pragma once

#include <QDate>
#include <QDateTime>
#include <QTimeZone>

// The office's business day: "today", "this month", "overdue" and "not before today" are days
// in Brasília's time zone (docs/broker-domain: the office's day is Brasília's), whatever zone
// the computer is set to. Instants are still shown in local time; only these days follow here.
namespace brokerdesk::domain::businessday {

inline constexpr char defaultZoneId[] = "America/Sao_Paulo";

// America/Sao_Paulo (UTC when the system has no zone data for it, which Debian's tzdata has).
QTimeZone defaultZone();

// The day `instant` falls on in `zone`.
QDate dayOf(const QDateTime &instant, const QTimeZone &zone = defaultZone());
// The first moment of `day` in `zone`, as an instant.
QDateTime startOf(const QDate &day, const QTimeZone &zone = defaultZone());

// The days of many instants in one zone, fast: the zone's offset is looked up once for each
// stretch between its transitions (a mirror sync asks for a million of them).
class DayFinder
{
public:
    explicit DayFinder(const QTimeZone &zone = defaultZone()) : m_zone(zone) {}
    // Days since 1970-01-01 of the day `msecs` (since the epoch) falls on.
    qint64 dayNumber(qint64 msecs);
    QDate dayOf(qint64 msecs) { return QDate(1970, 1, 1).addDays(dayNumber(msecs)); }

private:
    QTimeZone m_zone;
    qint64 m_from = 1; // [m_from, m_to): the stretch m_offsetMs holds for; empty at first
    qint64 m_to = 0;
    qint64 m_offsetMs = 0;
};

// The desk's clock: the wall clock, or the moment a test pinned, running on from there.
QDateTime now();
QDate today();
// Tests: now() reads `at` from this call on and runs on with the wall clock; an invalid `at`
// goes back to the wall clock.
void startClockAt(const QDateTime &at);

} // namespace brokerdesk::domain::businessday
