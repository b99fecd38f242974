#include "webhookreceiver.h"
#include "http/connection.h"
#include "http/server.h"

#include <QDateTime>
#include <QJsonDocument>

namespace brokerdesk::webhook {

namespace {
// Applied ids remembered for redeliveries: at one event a second, over a day of them.
constexpr qsizetype maxAppliedIds = 100000;
constexpr qint64 maxBodyBytes = qint64(1) << 20;

// The service sends one delivery at a time per target. The port is open to the network, so
// the caps are tight; at a cap, the connection waiting longest on its client makes room.
http::Limits receiverLimits()
{
    http::Limits l;
    l.maxBodyBytes = maxBodyBytes;
    l.maxHeadBytes = 16 * 1024;
    l.idleTimeoutMs = 30000;
    l.maxConnections = 64;
    l.maxConnectionsPerPeer = 32;
    l.maxPipelined = 8;
    return l;
}
http::Response jsonAnswer(int status, const QJsonObject &body)
{
    return {status, "application/json", {}, QJsonDocument(body).toJson(QJsonDocument::Compact)};
}

// {"error": reason}: the receiver's answers other than 200.
http::Response errorAnswer(int status, const QString &reason)
{
    return jsonAnswer(status, {{QStringLiteral("error"), reason}});
}
} // namespace

WebhookReceiver::WebhookReceiver(QByteArray secret, QObject *parent)
    : QObject(parent), m_secret(secret), m_verifier(std::move(secret)),
      m_now([] { return QDateTime::currentSecsSinceEpoch(); })
{
}

WebhookReceiver::~WebhookReceiver() = default;

bool WebhookReceiver::listen(const QHostAddress &address, quint16 port)
{
    close();
    m_server = std::make_unique<http::Server>(
        receiverLimits(),
        [this](http::Connection &c, const http::Request &r) { c.answer(r, handle(r)); });
    m_server->setHeadCheck([this](const http::Request &head) { return checkHead(head); });
    m_server->setRefusalAnswer([this](const http::Refusal &r) { return refusal(r); });
    m_server->setTlsConfiguration(m_tls);
    if (m_server->listen(address, port))
        return true;
    m_error = m_server->errorString();
    m_server.reset();
    return false;
}

void WebhookReceiver::close()
{
    m_server.reset();
}

bool WebhookReceiver::isListening() const
{
    return m_server && m_server->isListening();
}

quint16 WebhookReceiver::port() const
{
    return m_server ? m_server->port() : 0;
}

QUrl WebhookReceiver::url() const
{
    QUrl u;
    u.setScheme(isTls() ? QStringLiteral("https") : QStringLiteral("http"));
    u.setHost(m_server ? m_server->address().toString() : QStringLiteral("127.0.0.1"));
    u.setPort(port());
    u.setPath(QString::fromLatin1(m_path));
    return u;
}

void WebhookReceiver::setToleranceSeconds(qint64 seconds)
{
    m_verifier = WebhookVerifier(m_secret, seconds);
}

std::optional<http::Response> WebhookReceiver::checkHead(const http::Request &head) const
{
    QByteArray path = head.originForm();
    if (const qsizetype query = path.indexOf('?'); query >= 0)
        path.truncate(query);
    if (!m_path.isEmpty() && path != m_path)
        return errorAnswer(404, tr("Nothing is received at this path."));
    if (head.method != "POST")
        return errorAnswer(405, tr("Deliveries are POST requests."));
    return std::nullopt;
}

// A request the HTTP layer refused, in the receiver's words.
http::Response WebhookReceiver::refusal(const http::Refusal &r) const
{
    QString reason;
    switch (r.status) {
    case 413:
        reason = tr("The body is larger than 1 MiB.");
        break;
    case 414:
    case 431:
        reason = tr("The request head is too large.");
        break;
    case 501:
        reason = tr("Send the body with a Content-Length, or chunked.");
        break;
    case 503:
        reason = tr("Too many connections are open. Try again shortly.");
        break;
    default:
        reason = tr("The request is not valid HTTP/1.1.");
    }
    return errorAnswer(r.status, reason);
}

http::Response WebhookReceiver::reject(int status, const QString &reason)
{
    ++m_rejected;
    emit deliveryRejected(status, reason);
    emit activity();
    return errorAnswer(status, reason);
}

http::Response WebhookReceiver::handle(const http::Request &request)
{
    if (const auto early = checkHead(request)) {
        ++m_rejected;
        emit activity();
        return *early;
    }
    const QByteArray &body = request.body;
    if (body.size() > maxBodyBytes)
        return reject(413, tr("The body is larger than 1 MiB."));
    const QByteArray id = request.header("webhook-id");
    const QByteArray timestamp = request.header("webhook-timestamp");
    const qint64 now = m_now();
    const auto verdict =
        m_verifier.verify(id, timestamp, request.header("webhook-signature"), body, now);
    // Signed with the secret (Replayed is only said of a valid signature) and already
    // applied: our 200 was lost on the way back. Acknowledged again, applied once.
    if ((verdict.ok() || verdict.verdict == WebhookVerifier::Verdict::Replayed) &&
        alreadyApplied(id)) {
        m_lastEventAt = QDateTime::currentDateTimeUtc();
        emit activity();
        return jsonAnswer(200, {{QStringLiteral("webhook_id"), QString::fromLatin1(id)},
                                {QStringLiteral("applied"), true}});
    }
    if (!verdict.ok())
        return reject(verdict.httpStatus, verdict.reason);

    // Parsed only once the signature proved the sender knows the secret.
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return reject(400, tr("The body is not a JSON object."));
    const QJsonObject affinity = doc.object();
    if (!affinity.value(QLatin1String("id")).isString() ||
        affinity.value(QLatin1String("id")).toString().isEmpty())
        return reject(400, tr("The affinity has no id."));

    if (m_applier) {
        QString why;
        if (!m_applier(affinity, &why)) {
            ++m_rejected;
            emit deliveryRejected(503, why);
            emit activity();
            return errorAnswer(503,
                               why.isEmpty() ? tr("The update could not be applied now.") : why);
        }
    }
    emit affinityUpdated(affinity);
    m_verifier.remember(id, timestamp.toLongLong(), now);
    rememberApplied(id);
    ++m_applied;
    m_lastEventAt = QDateTime::currentDateTimeUtc();
    emit activity();
    return jsonAnswer(200, {{QStringLiteral("id"), affinity.value(QLatin1String("id"))},
                            {QStringLiteral("applied"), true}});
}

bool WebhookReceiver::alreadyApplied(const QByteArray &id) const
{
    return m_appliedIds.contains(id);
}

void WebhookReceiver::rememberApplied(const QByteArray &id)
{
    m_appliedIds.insert(id);
    m_appliedOrder.push_back(id);
    while (m_appliedOrder.size() > std::size_t(maxAppliedIds)) {
        m_appliedIds.remove(m_appliedOrder.front());
        m_appliedOrder.pop_front();
    }
}

} // namespace brokerdesk::webhook
