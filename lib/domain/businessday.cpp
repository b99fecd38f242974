#include "businessday.h"

#include <atomic>
#include <limits>

namespace brokerdesk::domain::businessday {

namespace {

std::atomic<qint64> clockOffsetMs{0};

} // namespace

QTimeZone defaultZone()
{
    static const QTimeZone zone = [] {
        QTimeZone z(defaultZoneId);
        return z.isValid() ? z : QTimeZone::utc();
    }();
    return zone;
}

QDate dayOf(const QDateTime &instant, const QTimeZone &zone)
{
    return instant.isValid() ? instant.toTimeZone(zone).date() : QDate();
}

QDateTime startOf(const QDate &day, const QTimeZone &zone)
{
    return day.isValid() ? day.startOfDay(zone).toUTC() : QDateTime();
}

qint64 DayFinder::dayNumber(qint64 msecs)
{
    if (msecs < m_from || msecs >= m_to) {
        const QDateTime at = QDateTime::fromMSecsSinceEpoch(msecs, QTimeZone::utc());
        m_offsetMs = qint64(m_zone.offsetFromUtc(at)) * 1000;
        const QTimeZone::OffsetData before = m_zone.previousTransition(at.addMSecs(1));
        const QTimeZone::OffsetData after = m_zone.nextTransition(at);
        m_from = before.atUtc.isValid() ? before.atUtc.toMSecsSinceEpoch()
                                        : std::numeric_limits<qint64>::min();
        m_to = after.atUtc.isValid() ? after.atUtc.toMSecsSinceEpoch()
                                     : std::numeric_limits<qint64>::max();
    }
    const qint64 local = msecs + m_offsetMs;
    constexpr qint64 dayMs = 86'400'000;
    return local >= 0 ? local / dayMs : -((-local + dayMs - 1) / dayMs);
}

QDateTime now()
{
    return QDateTime::currentDateTimeUtc().addMSecs(clockOffsetMs.load());
}

QDate today()
{
    return dayOf(now());
}

void startClockAt(const QDateTime &at)
{
    clockOffsetMs.store(at.isValid() ? QDateTime::currentDateTimeUtc().msecsTo(at) : 0);
}

} // namespace brokerdesk::domain::businessday
