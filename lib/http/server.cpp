#include "server.h"
#include "connection.h"
#include "transport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSslServer>
#include <QTcpServer>

namespace brokerdesk::http {

Q_LOGGING_CATEGORY(lcHttpServer, "brokerdesk.http")

namespace {

// Hands the listening socket's connections over as descriptors, with no QTcpSocket of
// QTcpServer's own in between.
class Listener final : public QTcpServer
{
public:
    using Accept = std::function<void(qintptr)>;
    Listener(Accept accept, QObject *parent) : QTcpServer(parent), m_accept(std::move(accept)) {}

protected:
    void incomingConnection(qintptr descriptor) override { m_accept(descriptor); }

private:
    Accept m_accept;
};

// Whose connection it is, for the cap per client: an IPv4 address, or an IPv6 client's /64 (one
// client may hold a whole /64).
QByteArray peerKey(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4);
    if (v4)
        return QByteArray::number(ip4);
    const Q_IPV6ADDR ip6 = address.toIPv6Address();
    return QByteArray(reinterpret_cast<const char *>(ip6.c), 8);
}

// A client that connects and never finishes the TLS handshake is dropped after this.
constexpr int handshakeTimeoutMs = 10000;

} // namespace

Server::Server(const Limits &limits, OnRequest onRequest, QObject *parent)
    : QObject(parent), m_limits(limits), m_onRequest(std::move(onRequest))
{
    m_clock.start();
}

Server::~Server()
{
    // Connections go first, while what they call back into is still here.
    const QList<Connection *> open = std::exchange(m_connections, {});
    qDeleteAll(open);
}

bool Server::listen(const QHostAddress &address, quint16 port)
{
    close();
    if (isTls()) {
        auto *tls = new QSslServer(this);
        tls->setSslConfiguration(m_tls);
        tls->setHandshakeTimeout(handshakeTimeoutMs);
        // Not newConnection: a QSslServer queues a socket only once its handshake is done.
        connect(tls, &QTcpServer::pendingConnectionAvailable, this, [this, tls] {
            while (QTcpSocket *socket = tls->nextPendingConnection())
                accept(socketTransport(socket));
        });
        m_listener = tls;
    } else {
        m_listener = new Listener(
            [this](qintptr descriptor) {
                if (auto transport = nativeTransport(descriptor))
                    accept(std::move(transport));
            },
            this);
    }
    if (m_listener->listen(address, port))
        return true;
    m_error = m_listener->errorString();
    delete m_listener;
    m_listener = nullptr;
    return false;
}

void Server::close()
{
    delete m_listener;
    m_listener = nullptr;
}

bool Server::isListening() const
{
    return m_listener && m_listener->isListening();
}

QHostAddress Server::address() const
{
    return m_listener ? m_listener->serverAddress() : QHostAddress();
}

quint16 Server::port() const
{
    return m_listener ? m_listener->serverPort() : 0;
}

void Server::accept(std::unique_ptr<Transport> transport)
{
    const QByteArray peer = peerKey(transport->peer());
    if (!makeRoom(peer)) {
        // Every connection is busy being answered: this one is told so and closed.
        qCWarning(lcHttpServer).noquote()
            << "refused a connection from" << transport->peer().toString() << "at"
            << m_connections.size() << "connections";
        const QByteArray busy =
            refusalAnswer({503,
                           "too_many_connections",
                           "The server has too many connections open. Try again shortly.",
                           {}})
                .toBytes(Persist::Close);
        transport->send(busy.constData(), busy.size());
        transport->close();
        return;
    }
    ++m_perPeer[peer];
    m_connections.append(new Connection(std::move(transport), *this));
}

// Closes connections that wait on their client, longest first, until there is room for one more
// from `peer`; false if every connection that counts is busy with an answer.
bool Server::makeRoom(const QByteArray &peer)
{
    for (;;) {
        const bool allFull = m_connections.size() >= m_limits.maxConnections;
        const bool peerFull = m_perPeer.value(peer) >= m_limits.maxConnectionsPerPeer;
        if (!allFull && !peerFull)
            return true;
        Connection *oldest = nullptr;
        for (Connection *c : std::as_const(m_connections))
            if (c->waitingOnClient() && (!peerFull || peerKey(c->peer()) == peer) &&
                (!oldest || c->waitingSince() < oldest->waitingSince()))
                oldest = c;
        if (!oldest)
            return false;
        qCInfo(lcHttpServer).noquote()
            << "closed a waiting connection from" << oldest->peer().toString() << "to make room";
        oldest->close();
    }
}

std::optional<Response> Server::checkHead(const Request &head) const
{
    return m_headCheck ? m_headCheck(head) : std::nullopt;
}

Response Server::defaultRefusalAnswer(const Refusal &refusal)
{
    Response r;
    r.status = refusal.status;
    r.body =
        QJsonDocument(QJsonObject{{QStringLiteral("error"), QString::fromUtf8(refusal.message)},
                                  {QStringLiteral("code"), QString::fromLatin1(refusal.code)}})
            .toJson(QJsonDocument::Compact);
    return r;
}

Response Server::refusalAnswer(const Refusal &refusal) const
{
    return m_refusalAnswer ? m_refusalAnswer(refusal) : defaultRefusalAnswer(refusal);
}

void Server::forget(Connection *connection)
{
    if (!m_connections.removeOne(connection))
        return;
    const QByteArray peer = peerKey(connection->peer());
    if (--m_perPeer[peer] <= 0)
        m_perPeer.remove(peer);
}

} // namespace brokerdesk::http
