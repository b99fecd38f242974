#include "ratelimiter.h"

#include <algorithm>
#include <cmath>

namespace brokerdesk::sandbox {

RateLimiter::RateLimiter(int perSecond, int burst)
    : m_perSecond(std::max(0, perSecond)), m_burst(std::max(1, burst))
{
    m_clock.start();
}

bool RateLimiter::allow(const QByteArray &client, int *retryAfterSeconds)
{
    if (m_perSecond <= 0)
        return true;
    const qint64 now = m_clock.elapsed();
    forgetIdleClients(now);
    auto it = m_buckets.find(client);
    if (it == m_buckets.end())
        it = m_buckets.insert(client, Bucket{m_burst, now});
    Bucket &b = *it;
    b.tokens = std::min(m_burst, b.tokens + double(now - b.updatedMs) * m_perSecond / 1000.0);
    b.updatedMs = now;
    if (b.tokens >= 1) {
        b.tokens -= 1;
        return true;
    }
    *retryAfterSeconds = std::max(1, int(std::ceil((1 - b.tokens) / m_perSecond)));
    return false;
}

void RateLimiter::forgetIdleClients(qint64 nowMs)
{
    // A bucket left alone long enough to be full again is the same as no bucket.
    const qint64 refillMs = qint64(m_burst / m_perSecond * 1000.0) + 1000;
    if (nowMs - m_lastSweepMs < refillMs)
        return;
    m_lastSweepMs = nowMs;
    m_buckets.removeIf(
        [&](const auto &entry) { return nowMs - entry.value().updatedMs > refillMs; });
}

} // namespace brokerdesk::sandbox
