#include "forwardproxy.h"

#include "http/requestparser.h"
#include "http/server.h"

#include <QTcpSocket>
#include <QUrl>

namespace http = brokerdesk::http;

// One client connection and the upstream connection it was sent to. Each request goes on with
// its request line in origin form and without the headers meant for the proxy; after CONNECT
// the bytes pass as they are. Answers pass back untouched. A proxy passes bytes on rather than
// answering, so it frames with lib/http's parser over its own sockets, not its Server.
class ProxyTunnel : public QObject
{
public:
    ProxyTunnel(ForwardProxy &proxy, QTcpSocket *client)
        : QObject(&proxy), m_proxy(proxy), m_client(client)
    {
        client->setParent(this);
        connect(client, &QTcpSocket::readyRead, this, [this] { fromClient(); });
        connect(client, &QTcpSocket::disconnected, this, &QObject::deleteLater);
        connect(&m_upstream, &QTcpSocket::readyRead, this,
                [this] { m_client->write(m_upstream.readAll()); });
        connect(&m_upstream, &QTcpSocket::connected, this, [this] {
            m_reached = true;
            if (m_tunnel)
                m_client->write("HTTP/1.1 200 Connection established\r\n\r\n");
            m_upstream.write(m_pending);
            m_pending.clear();
        });
        connect(&m_upstream, &QTcpSocket::disconnected, m_client, &QTcpSocket::disconnectFromHost);
        connect(&m_upstream, &QTcpSocket::errorOccurred, this, [this] {
            if (!m_reached) {
                m_client->write(http::Response{502, {}, {}, {}}.toBytes(http::Persist::Close));
                m_client->disconnectFromHost();
            }
        });
    }

private:
    void toUpstream(const QByteArray &bytes)
    {
        if (m_upstream.state() == QAbstractSocket::ConnectedState)
            m_upstream.write(bytes);
        else
            m_pending += bytes;
    }

    void open(const QString &host, quint16 port)
    {
        if (m_upstream.state() == QAbstractSocket::UnconnectedState)
            m_upstream.connectToHost(host, port);
    }

    void fromClient()
    {
        if (m_tunnel) {
            toUpstream(m_client->readAll());
            return;
        }
        m_parser.append(m_client->readAll());
        while (!m_tunnel) {
            switch (m_parser.next()) {
            case http::RequestParser::Step::NeedMore:
                return;
            case http::RequestParser::Step::Head:
                continue;
            case http::RequestParser::Step::Refused:
                m_client->write(http::Server::defaultRefusalAnswer(m_parser.refusal())
                                    .toBytes(http::Persist::Close));
                m_client->disconnectFromHost();
                return;
            case http::RequestParser::Step::Request:
                startRequest(m_parser.take());
                break;
            }
        }
        toUpstream(m_parser.takeBuffered()); // what followed CONNECT is the tunnel's
    }

    void startRequest(const http::Request &request)
    {
        m_proxy.m_seen.append({request.method, request.target});
        if (request.method == "CONNECT") {
            const qsizetype colon = request.target.lastIndexOf(':');
            m_tunnel = true;
            open(QString::fromLatin1(request.target.left(colon)),
                 request.target.mid(colon + 1).toUShort());
            return;
        }
        const QUrl url(QString::fromLatin1(request.target));
        open(url.host(), quint16(url.port(80)));
        http::Request out;
        out.method = request.method;
        out.target = request.originForm();
        out.version = request.version;
        for (const auto &h : request.headers)
            if (!h.first.startsWith("proxy-")) // meant for us, not for the server
                out.headers.append(h);
        toUpstream(out.headBytes() + request.body);
    }

    ForwardProxy &m_proxy;
    QTcpSocket *m_client;
    QTcpSocket m_upstream;
    http::RequestParser m_parser{http::Limits{}};
    QByteArray m_pending;
    bool m_tunnel = false;
    bool m_reached = false; // the upstream connection was made once
};

ForwardProxy::ForwardProxy(QObject *parent) : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server.nextPendingConnection())
            new ProxyTunnel(*this, socket);
    });
}

bool ForwardProxy::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

qsizetype ForwardProxy::count(const QByteArray &method) const
{
    qsizetype n = 0;
    for (const Seen &s : m_seen)
        n += s.method == method ? 1 : 0;
    return n;
}
