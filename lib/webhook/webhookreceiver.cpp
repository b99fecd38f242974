#include "webhookreceiver.h"
#include "http/connection.h"
#include "http/server.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QPointer>
#include <QTimer>

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

// Unsigned notices waiting for their read-back, at most (beyond: 503, sent again later).
constexpr qsizetype maxPendingReads = 64;
// A read-back that fails is tried again after 1, 2, 4 and 8 s, then given up (the affinities
// page reads the list itself when opened).
constexpr int maxReadFailures = 5;

// What names the affinity in a notice: its id, else its affinity_request_id (the operator's
// documented body has no id). Empty when neither is a non-empty string.
QString noticeKey(const QJsonObject &body, QJsonObject *notice)
{
    for (const QLatin1String field : {QLatin1String("id"), QLatin1String("affinity_request_id")}) {
        const QString value = body.value(field).toString();
        if (!value.isEmpty()) {
            *notice = QJsonObject{{field, value}};
            return QString(field) + u':' + value;
        }
    }
    return {};
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

std::optional<http::Response> WebhookReceiver::checkHead(const http::Request &head) const
{
    QByteArray path = head.originForm();
    if (const qsizetype query = path.indexOf('?'); query >= 0)
        path.truncate(query);
    // The path is the secret of an unsigned endpoint: compared in constant time.
    if (!m_path.isEmpty() && !constantTimeEquals(path, m_path))
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
    countRefusal(status, reason);
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
    return m_mode == Mode::Signed ? receiveSigned(request) : receiveUnsigned(body);
}

http::Response WebhookReceiver::receiveSigned(const http::Request &request)
{
    const QByteArray &body = request.body;
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

http::Response WebhookReceiver::receiveUnsigned(const QByteArray &body)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return reject(400, tr("The body is not a JSON object."));
    QJsonObject notice;
    const QString key = noticeKey(doc.object(), &notice);
    if (key.isEmpty())
        return reject(400, tr("The body names no affinity: it has neither id nor "
                              "affinity_request_id."));
    if (!m_readBack)
        return reject(503, tr("Updates cannot be confirmed with the service now."));
    if (!m_reads.contains(key) && m_reads.size() >= maxPendingReads)
        return reject(503, tr("Too many updates wait to be confirmed; send this one again later."));
    // Nothing of the body but the affinity it names goes further.
    PendingRead &read = m_reads[key];
    read.notice = notice;
    if (read.running)
        read.again = true;
    else
        readBack(key);
    m_lastEventAt = QDateTime::currentDateTimeUtc();
    emit activity();
    return jsonAnswer(200, {{QStringLiteral("received"), true}});
}

void WebhookReceiver::readBack(const QString &key)
{
    PendingRead &read = m_reads[key];
    read.running = true;
    read.again = false;
    m_readBack(read.notice, [self = QPointer(this), key](const ReadBackResult &result) {
        if (self)
            self->onReadBack(key, result);
    });
}

void WebhookReceiver::onReadBack(const QString &key, const ReadBackResult &result)
{
    if (!m_reads.contains(key))
        return;
    m_reads[key].running = false;
    if (!result.ok()) {
        retryReadBack(key, result.error().message);
        return;
    }
    if (!result.value()) {
        // Forged, or not this office's: the service has no such affinity.
        m_reads.remove(key);
        countRefusal(404, tr("The service has no affinity of that notice: nothing was changed."));
        return;
    }
    const QJsonObject affinity = *result.value();
    if (m_applier) {
        QString why;
        if (!m_applier(affinity, &why)) {
            retryReadBack(key, why.isEmpty() ? tr("The update could not be applied now.") : why);
            return;
        }
    }
    emit affinityUpdated(affinity);
    ++m_applied;
    emit activity();
    if (m_reads.value(key).again) {
        m_reads[key].failures = 0;
        readBack(key);
    } else {
        m_reads.remove(key);
    }
}

void WebhookReceiver::retryReadBack(const QString &key, const QString &why)
{
    const int failures = ++m_reads[key].failures;
    if (failures >= maxReadFailures) {
        m_reads.remove(key);
        countRefusal(503, tr("The update could not be confirmed with the service: %1").arg(why));
        return;
    }
    QTimer::singleShot(1000 << (failures - 1), this, [this, key] {
        if (m_reads.contains(key) && !m_reads.value(key).running)
            readBack(key);
    });
}

void WebhookReceiver::countRefusal(int status, const QString &reason)
{
    ++m_rejected;
    emit deliveryRejected(status, reason);
    emit activity();
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
