#pragma once

#include <QDateTime>
#include <QHash>
#include <QString>

namespace brokerdesk::sandbox {

// Wall-clock time in UTC, with an offset tests can move forward (expiry of quotes and tokens)
// without sleeping, and one more offset per broker: POST /sandbox/clock moves one broker's
// business time (quotes, sales, settlement, policies, ledger, affinities) and no one else's.
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
    QHash<QString, qint64> m_brokerOffsetMs;
};

} // namespace brokerdesk::sandbox
