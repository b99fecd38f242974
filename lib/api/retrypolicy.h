#pragma once

#include <QByteArray>
#include <QDateTime>

#include <chrono>
#include <optional>

namespace brokerdesk::api {

// How often and how patiently a call is tried again after a transient failure.
struct RetryPolicy
{
    int maxAttempts = 3; // tries in all, the first one included
    // A background call (the ledger mirror's pages) answered 429 waits as the service asks, up
    // to this many times: a sync of ten thousand pages meets the rate limit and must slow down,
    // not fail.
    int backgroundRateLimitedTries = 20;
    std::chrono::milliseconds firstDelay{250};
    std::chrono::milliseconds maxDelay{2000};
    // A longer Retry-After than this ends the call with RateLimited instead of waiting.
    std::chrono::milliseconds maxRetryAfter{30000};
    // POSTs are retried too: each carries an Idempotency-Key, so a repeat creates nothing new.
    bool retryPosts = true;

    // Wait before the next try after `failedAttempts` failures: doubling, capped.
    std::chrono::milliseconds backoff(int failedAttempts) const;

    // Retry-After as delta-seconds or an HTTP date; nothing when absent or unreadable.
    static std::optional<std::chrono::milliseconds> parseRetryAfter(const QByteArray &value,
                                                                    const QDateTime &now);
};

} // namespace brokerdesk::api
