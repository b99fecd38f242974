#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>

namespace brokerdesk::sandbox {

// A token bucket per client: `perSecond` requests a second on average, bursts up to `burst`.
// A client is its bearer token, or its address before it has one. 0 per second turns it off.
class RateLimiter
{
public:
    RateLimiter(int perSecond, int burst);

    // True when the request may go on; otherwise *retryAfterSeconds says when to come back.
    bool allow(const QByteArray &client, int *retryAfterSeconds);

private:
    struct Bucket
    {
        double tokens = 0;
        qint64 updatedMs = 0;
    };
    void forgetIdleClients(qint64 nowMs);

    double m_perSecond;
    double m_burst;
    QElapsedTimer m_clock;
    QHash<QByteArray, Bucket> m_buckets;
    qint64 m_lastSweepMs = 0;
};

} // namespace brokerdesk::sandbox
