#pragma once

#include "httpmessage.h"

#include <QDateTime>

#include <functional>
#include <optional>

namespace brokerdesk::sandbox {

class Database;
class Clock;

// docs/contract.md's Idempotency-Key: within 24 h the same key and body return the first answer
// and create nothing; the same key with another body is a 400 idempotency_key_reused.
class IdempotencyStore
{
public:
    IdempotencyStore(Database &db, const Clock &clock) : m_db(db), m_clock(clock) {}

    static QByteArray requestHash(const HttpRequest &request);

    // The stored answer for this key, an error if the key was used for another request, or
    // nullopt if the key is new.
    std::optional<HttpResponse> replay(const QString &brokerId, const QString &key,
                                       const QByteArray &hash);
    // Inside the transaction that did the work.
    bool remember(const QString &brokerId, const QString &key, const QByteArray &hash,
                  const HttpResponse &response);
    // Answers worth replaying: successes and business refusals, not auth or server faults.
    static bool isReplayable(const HttpResponse &response);

    // Runs a POST's handler once per key: replays, or runs it and records the answer in the
    // same transaction as the handler's own writes.
    HttpResponse run(const QString &brokerId, const HttpRequest &request,
                     const std::function<HttpResponse()> &handler);

private:
    Database &m_db;
    const Clock &m_clock;
    QDateTime m_lastPurge;
};

} // namespace brokerdesk::sandbox
