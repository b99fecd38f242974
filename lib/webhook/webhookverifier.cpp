#include "webhookverifier.h"

#include <QMessageAuthenticationCode>

namespace brokerdesk::webhook {

namespace {
// Ids kept for replay detection; beyond this the oldest go first (a flood of valid deliveries
// cannot grow memory without bound).
constexpr qsizetype maxRemembered = 100000;
constexpr qsizetype maxIdLength = 256;
} // namespace

bool constantTimeEquals(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return diff == 0;
}

WebhookVerifier::WebhookVerifier(QByteArray secret, qint64 toleranceSeconds)
    : m_secret(std::move(secret)), m_tolerance(toleranceSeconds)
{
}

QByteArray WebhookVerifier::sign(const QByteArray &secret, const QByteArray &id, qint64 timestamp,
                                 const QByteArray &body)
{
    const QByteArray content = id + '.' + QByteArray::number(timestamp) + '.' + body;
    return "v1," +
           QMessageAuthenticationCode::hash(content, secret, QCryptographicHash::Sha256).toBase64();
}

WebhookVerifier::Result WebhookVerifier::verify(const QByteArray &id, const QByteArray &timestamp,
                                                const QByteArray &signatures,
                                                const QByteArray &body, qint64 nowSeconds) const
{
    const auto refuse = [](Verdict v, int status, QString reason) {
        return Result{v, status, std::move(reason)};
    };
    if (id.isEmpty() || timestamp.isEmpty() || signatures.isEmpty())
        return refuse(Verdict::MissingHeader, 400,
                      tr("webhook-id, webhook-timestamp and webhook-signature are required."));
    if (id.size() > maxIdLength)
        return refuse(Verdict::MissingHeader, 400, tr("webhook-id is too long."));
    bool numeric = timestamp.size() <= 12;
    for (const char c : timestamp)
        numeric = numeric && c >= '0' && c <= '9';
    if (!numeric)
        return refuse(Verdict::BadTimestamp, 400, tr("webhook-timestamp must be Unix seconds."));
    const qint64 ts = timestamp.toLongLong();
    if (ts < nowSeconds - m_tolerance || ts > nowSeconds + m_tolerance)
        return refuse(Verdict::StaleTimestamp, 400,
                      tr("webhook-timestamp is more than %1 seconds from now.").arg(m_tolerance));

    const QByteArray expected = QMessageAuthenticationCode::hash(
        id + '.' + timestamp + '.' + body, m_secret, QCryptographicHash::Sha256);
    bool matched = false;
    for (const QByteArray &entry : signatures.split(' ')) {
        if (!entry.startsWith("v1,"))
            continue; // other schemes (e.g. v1a asymmetric) are not ours to check
        const auto decoded =
            QByteArray::fromBase64Encoding(entry.mid(3), QByteArray::AbortOnBase64DecodingErrors);
        // Every candidate is compared, so the time taken does not reveal which one matched.
        if (decoded && constantTimeEquals(decoded.decoded, expected))
            matched = true;
    }
    if (!matched)
        return refuse(Verdict::BadSignature, 401, tr("webhook-signature does not match."));
    if (m_seen.contains(id))
        return refuse(Verdict::Replayed, 409, tr("This webhook-id was already delivered."));
    return {};
}

void WebhookVerifier::remember(const QByteArray &id, qint64 timestamp, qint64 nowSeconds)
{
    forgetExpired(nowSeconds);
    // A replay must carry the same signed timestamp, which stops passing verify() once it is
    // older than the tolerance: the id is needed until then, no longer.
    const qint64 until = std::max(timestamp, nowSeconds) + m_tolerance;
    m_seen.insert(id, until);
    m_expiry.emplace_back(until, id);
    while (m_seen.size() > maxRemembered && !m_expiry.empty()) {
        m_seen.remove(m_expiry.front().second);
        m_expiry.pop_front();
    }
}

void WebhookVerifier::forgetExpired(qint64 nowSeconds)
{
    while (!m_expiry.empty() && m_expiry.front().first < nowSeconds) {
        const auto &[until, id] = m_expiry.front();
        const auto it = m_seen.constFind(id);
        if (it != m_seen.cend() && it.value() == until)
            m_seen.erase(it);
        m_expiry.pop_front();
    }
}

} // namespace brokerdesk::webhook
