#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <deque>

namespace brokerdesk::webhook {

// Checks a Standard Webhooks delivery: `webhook-signature` is one or more space-separated
// "v1,<base64 HMAC-SHA256(secret, id.timestamp.body)>", compared in constant time; the
// timestamp must be within the tolerance of now; an id already accepted within that window is
// a replay. Only deliveries that pass everything may be remembered as seen.
class WebhookVerifier
{
    Q_DECLARE_TR_FUNCTIONS(WebhookVerifier)
public:
    enum class Verdict {
        Accepted,
        MissingHeader,
        BadTimestamp,
        StaleTimestamp,
        BadSignature,
        Replayed
    };

    struct Result
    {
        Verdict verdict = Verdict::Accepted;
        int httpStatus = 200;
        QString reason; // one sentence for the sender's log
        bool ok() const { return verdict == Verdict::Accepted; }
    };

    explicit WebhookVerifier(QByteArray secret, qint64 toleranceSeconds = 300);

    Result verify(const QByteArray &id, const QByteArray &timestamp, const QByteArray &signatures,
                  const QByteArray &body, qint64 nowSeconds) const;
    // Records an applied delivery, so its id is refused until its timestamp leaves the window.
    void remember(const QByteArray &id, qint64 timestamp, qint64 nowSeconds);

    static QByteArray sign(const QByteArray &secret, const QByteArray &id, qint64 timestamp,
                           const QByteArray &body);

private:
    void forgetExpired(qint64 nowSeconds);

    QByteArray m_secret;
    qint64 m_tolerance;
    QHash<QByteArray, qint64> m_seen;                   // id -> when it may be forgotten
    std::deque<std::pair<qint64, QByteArray>> m_expiry; // in insertion order
};

// Equal bytes, in time that depends only on the lengths.
bool constantTimeEquals(const QByteArray &a, const QByteArray &b);

} // namespace brokerdesk::webhook
