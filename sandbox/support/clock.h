#pragma once

#include "domain/businessday.h"

#include <QDateTime>
#include <QHash>
#include <QString>
#include <QTimeZone>

namespace brokerdesk::sandbox {

// Wall-clock time in UTC, with an offset tests can move forward (expiry of quotes and tokens)
// without sleeping, and one more offset per broker: POST /sandbox/clock moves one broker's
// business time (quotes, sales, settlement, policies, ledger, affinities) and no one else's.
// The broker's business day ("today", due dates, "not before today") is a day of the business
// zone (--business-zone, America/Sao_Paulo by default), never the machine's zone nor UTC.
class Clock
{
public:
    // The service's own time: tokens, idempotency keys, webhook retries.
    QDateTime now() const { return QDateTime::currentDateTimeUtc().addMSecs(m_offsetMs); }
    // A broker's time: the service's time plus what that broker advanced its clock by.
    QDateTime now(const QString &brokerId) const
    {
        return now().addMSecs(m_brokerOffsetMs.value(brokerId));
    }
    // The broker's business day now, and the day an instant falls on, in the business zone.
    QDate today(const QString &brokerId) const { return dayOf(now(brokerId)); }
    QDate dayOf(const QDateTime &instant) const
    {
        return domain::businessday::dayOf(instant, m_zone);
    }
    // When a business day starts, as an instant (a day's forecast falls due then).
    QDateTime startOf(const QDate &day) const { return domain::businessday::startOf(day, m_zone); }
    void setZone(const QTimeZone &zone) { m_zone = zone; }
    void advance(qint64 ms) { m_offsetMs += ms; }
    void advance(const QString &brokerId, qint64 ms) { m_brokerOffsetMs[brokerId] += ms; }
    qint64 brokerOffset(const QString &brokerId) const { return m_brokerOffsetMs.value(brokerId); }
    void setBrokerOffset(const QString &brokerId, qint64 ms) { m_brokerOffsetMs[brokerId] = ms; }
    // Where time starts (--clock-start): now() reads `start` at this moment and runs on.
    void startAt(const QDateTime &start)
    {
        m_offsetMs = QDateTime::currentDateTimeUtc().msecsTo(start);
    }

private:
    qint64 m_offsetMs = 0;
    QTimeZone m_zone = domain::businessday::defaultZone();
    QHash<QString, qint64> m_brokerOffsetMs;
};

} // namespace brokerdesk::sandbox
