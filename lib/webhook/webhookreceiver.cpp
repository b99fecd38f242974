#include "webhookreceiver.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QPointer>
#include <QSslServer>
#include <QTcpSocket>
#include <QTimer>

namespace brokerdesk::webhook {

namespace {
// The service sends one delivery at a time per target; a few spare connections are plenty.
constexpr int maxConnections = 32;
// Applied ids remembered for redeliveries: at one event a second, over a day of them.
constexpr qsizetype maxAppliedIds = 100000;
// A client that connects and never finishes the TLS handshake is dropped after this.
constexpr int handshakeTimeoutMs = 10000;
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
    if (isTls()) {
        auto *tls = new QSslServer(this);
        tls->setSslConfiguration(m_tls);
        tls->setHandshakeTimeout(handshakeTimeoutMs);
        m_server = tls;
    } else {
        m_server = new QTcpServer(this);
    }
    // Not newConnection: a QSslServer queues a socket only once its handshake is done.
    connect(m_server, &QTcpServer::pendingConnectionAvailable, this,
            &WebhookReceiver::onNewConnection);
    if (m_server->listen(address, port))
        return true;
    m_error = m_server->errorString();
    delete m_server;
    m_server = nullptr;
    return false;
}

void WebhookReceiver::close()
{
    if (m_server)
        m_server->close();
    delete m_server;
    m_server = nullptr;
}

bool WebhookReceiver::isListening() const
{
    return m_server && m_server->isListening();
}

quint16 WebhookReceiver::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

QUrl WebhookReceiver::url() const
{
    QUrl u;
    u.setScheme(isTls() ? QStringLiteral("https") : QStringLiteral("http"));
    u.setHost(m_server ? m_server->serverAddress().toString() : QStringLiteral("127.0.0.1"));
    u.setPort(port());
    u.setPath(QString::fromLatin1(m_path));
    return u;
}

void WebhookReceiver::setToleranceSeconds(qint64 seconds)
{
    m_verifier = WebhookVerifier(m_secret, seconds);
}

void WebhookReceiver::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        if (m_connections >= maxConnections) {
            socket->write("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: "
                          "close\r\n\r\n");
            socket->disconnectFromHost();
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            continue;
        }
        ++m_connections;
        auto *connection = new HttpConnection(
            socket, m_limits, [this](const HttpHead &h) { return checkHead(h); },
            [this](const HttpHead &h, const QByteArray &b) { return handle(h, b); }, this);
        connect(connection, &QObject::destroyed, this, [this] { --m_connections; });
    }
}

std::optional<HttpAnswer> WebhookReceiver::checkHead(const HttpHead &head) const
{
    // The path is the secret of an unsigned endpoint: compared in constant time.
    if (!m_path.isEmpty() && !constantTimeEquals(head.path(), m_path))
        return HttpAnswer{404, errorBody(tr("Nothing is received at this path."))};
    if (head.method != "POST")
        return HttpAnswer{405, errorBody(tr("Deliveries are POST requests."))};
    return std::nullopt;
}

HttpAnswer WebhookReceiver::reject(int status, const QString &reason)
{
    countRefusal(status, reason);
    return {status, errorBody(reason)};
}

HttpAnswer WebhookReceiver::handle(const HttpHead &head, const QByteArray &body)
{
    if (const auto early = checkHead(head)) {
        ++m_rejected;
        emit activity();
        return *early;
    }
    if (body.size() > m_limits.maxBodyBytes)
        return reject(413, tr("The body is larger than 1 MiB."));
    return m_mode == Mode::Signed ? receiveSigned(head, body) : receiveUnsigned(body);
}

HttpAnswer WebhookReceiver::receiveSigned(const HttpHead &head, const QByteArray &body)
{
    const QByteArray id = head.header("webhook-id");
    const QByteArray timestamp = head.header("webhook-timestamp");
    const qint64 now = m_now();
    const auto verdict =
        m_verifier.verify(id, timestamp, head.header("webhook-signature"), body, now);
    // Signed with the secret (Replayed is only said of a valid signature) and already
    // applied: our 200 was lost on the way back. Acknowledged again, applied once.
    if ((verdict.ok() || verdict.verdict == WebhookVerifier::Verdict::Replayed) &&
        alreadyApplied(id)) {
        m_lastEventAt = QDateTime::currentDateTimeUtc();
        emit activity();
        return {200,
                QJsonDocument(QJsonObject{{QStringLiteral("webhook_id"), QString::fromLatin1(id)},
                                          {QStringLiteral("applied"), true}})
                    .toJson(QJsonDocument::Compact)};
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
            return {503,
                    errorBody(why.isEmpty() ? tr("The update could not be applied now.") : why)};
        }
    }
    emit affinityUpdated(affinity);
    m_verifier.remember(id, timestamp.toLongLong(), now);
    rememberApplied(id);
    ++m_applied;
    m_lastEventAt = QDateTime::currentDateTimeUtc();
    emit activity();
    return {200,
            QJsonDocument(QJsonObject{{QStringLiteral("id"), affinity.value(QLatin1String("id"))},
                                      {QStringLiteral("applied"), true}})
                .toJson(QJsonDocument::Compact)};
}

HttpAnswer WebhookReceiver::receiveUnsigned(const QByteArray &body)
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
    return {200, QJsonDocument(QJsonObject{{QStringLiteral("received"), true}})
                     .toJson(QJsonDocument::Compact)};
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
