#include "idempotency.h"

#include "store/database.h"
#include "support/clock.h"
#include "support/jsoncheck.h"

#include <QCryptographicHash>
#include <QSqlQuery>

namespace brokerdesk::sandbox {

namespace {
constexpr qint64 keepSeconds = qint64(24) * 3600;
}

QByteArray IdempotencyStore::requestHash(const HttpRequest &request)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(request.method);
    h.addData(QByteArrayView("\n"));
    h.addData(request.path.toUtf8());
    h.addData(QByteArrayView("\n"));
    h.addData(request.body);
    return h.result().toHex();
}

bool IdempotencyStore::isReplayable(const HttpResponse &response)
{
    return response.status == 200 || response.status == 400 || response.status == 404;
}

std::optional<HttpResponse> IdempotencyStore::replay(const QString &brokerId, const QString &key,
                                                     const QByteArray &hash)
{
    const QDateTime now = m_clock.now();
    if (!m_lastPurge.isValid() || m_lastPurge.secsTo(now) > 600) {
        m_db.exec(QStringLiteral("DELETE FROM idempotency WHERE created < ?"),
                  {toRfc3339(now.addSecs(-keepSeconds))});
        m_lastPurge = now;
    }
    QSqlQuery &q = m_db.query(QStringLiteral(
        "SELECT request_hash, status, body FROM idempotency WHERE broker_id = ? AND key = ? "
        "AND created >= ?"));
    q.addBindValue(brokerId);
    q.addBindValue(key);
    q.addBindValue(toRfc3339(now.addSecs(-keepSeconds)));
    if (!q.exec() || !q.next())
        return std::nullopt;
    const bool sameRequest = q.value(0).toByteArray() == hash;
    HttpResponse stored = HttpResponse::rawJson(q.value(2).toByteArray(), q.value(1).toInt());
    q.finish();
    if (!sameRequest)
        return HttpResponse::error(
            {400,
             QStringLiteral("idempotency_key_reused"),
             QStringLiteral("This Idempotency-Key was already used for a different request."),
             {{QStringLiteral("Idempotency-Key"), QStringLiteral("was used with another body")}}});
    stored.addHeader("Idempotent-Replayed", "true");
    return stored;
}

bool IdempotencyStore::remember(const QString &brokerId, const QString &key, const QByteArray &hash,
                                const HttpResponse &response)
{
    return m_db.exec(
        QStringLiteral("INSERT OR REPLACE INTO idempotency (broker_id, key, request_hash, "
                       "status, body, created) VALUES (?, ?, ?, ?, ?, ?)"),
        {brokerId, key, hash, response.status, response.body, toRfc3339(m_clock.now())});
}

HttpResponse IdempotencyStore::run(const QString &brokerId, const HttpRequest &request,
                                   const std::function<HttpResponse()> &handler)
{
    const QString key = QString::fromUtf8(request.header("idempotency-key")).trimmed();
    if (key.isEmpty())
        return handler();
    if (key.size() > 255)
        return HttpResponse::error(
            {400,
             QStringLiteral("validation_failed"),
             QStringLiteral("Idempotency-Key must be at most 255 characters."),
             {{QStringLiteral("Idempotency-Key"),
               QStringLiteral("is longer than 255 characters")}}});
    const QByteArray hash = requestHash(request);
    if (auto earlier = replay(brokerId, key, hash))
        return *earlier;
    Transaction tx(m_db);
    HttpResponse response = handler();
    if (response.status >= 500)
        return response; // rolled back: a retry runs again
    if (isReplayable(response) && !remember(brokerId, key, hash, response))
        return HttpResponse::error({500,
                                    QStringLiteral("storage_failed"),
                                    QStringLiteral("The request could not be recorded; nothing "
                                                   "was changed."),
                                    {}});
    if (!tx.commit())
        return HttpResponse::error({500,
                                    QStringLiteral("storage_failed"),
                                    QStringLiteral("The request could not be committed; nothing "
                                                   "was changed."),
                                    {}});
    return response;
}

} // namespace brokerdesk::sandbox
