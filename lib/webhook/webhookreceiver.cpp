#include "webhookreceiver.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSslServer>
#include <QTcpSocket>

namespace brokerdesk::webhook {

namespace {
// The service sends one delivery at a time per target; a few spare connections are plenty.
constexpr int maxConnections = 32;
// Applied ids remembered for redeliveries: at one event a second, over a day of them.
constexpr qsizetype maxAppliedIds = 100000;
// A client that connects and never finishes the TLS handshake is dropped after this.
constexpr int handshakeTimeoutMs = 10000;
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
    if (!m_path.isEmpty() && head.path() != m_path)
        return HttpAnswer{404, errorBody(tr("Nothing is received at this path."))};
    if (head.method != "POST")
        return HttpAnswer{405, errorBody(tr("Deliveries are POST requests."))};
    return std::nullopt;
}

HttpAnswer WebhookReceiver::reject(int status, const QString &reason)
{
    ++m_rejected;
    emit deliveryRejected(status, reason);
    emit activity();
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
