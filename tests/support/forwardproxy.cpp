#include "forwardproxy.h"

#include "webhook/httpconnection.h"

#include <QTcpSocket>
#include <QUrl>

using brokerdesk::webhook::errorBody;
using brokerdesk::webhook::HttpAnswer;
using brokerdesk::webhook::HttpHead;
using brokerdesk::webhook::HttpRequestFramer;

// One client connection and the upstream connection it was sent to. Each request goes on with
// its request line in origin form and without the headers meant for the proxy; after CONNECT
// the bytes pass as they are. Answers pass back untouched.
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
                HttpAnswer badGateway{502, {}};
                badGateway.contentType.clear();
                m_client->write(badGateway.toBytes(false));
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
        m_framer.append(m_client->readAll());
        while (!m_tunnel) {
            switch (m_framer.next()) {
            case HttpRequestFramer::Step::NeedMore:
                return;
            case HttpRequestFramer::Step::Head:
                continue;
            case HttpRequestFramer::Step::Refused:
                m_client->write(
                    HttpAnswer{m_framer.refusal().status,
                               errorBody(QString::fromLatin1(m_framer.refusal().reason))}
                        .toBytes(false));
                m_client->disconnectFromHost();
                return;
            case HttpRequestFramer::Step::Request:
                startRequest(m_framer.head(), m_framer.body());
                break;
            }
        }
        toUpstream(m_framer.takeBuffered()); // what followed CONNECT is the tunnel's
    }

    void startRequest(const HttpHead &head, const QByteArray &body)
    {
        m_proxy.m_seen.append({head.method, head.target});
        if (head.method == "CONNECT") {
            const qsizetype colon = head.target.lastIndexOf(':');
            m_tunnel = true;
            open(QString::fromLatin1(head.target.left(colon)),
                 head.target.mid(colon + 1).toUShort());
            return;
        }
        const QUrl url(QString::fromLatin1(head.target));
        open(url.host(), quint16(url.port(80)));
        HttpHead out{head.method, head.originForm(), head.version, {}};
        for (const auto &h : head.headers)
            if (!h.first.toLower().startsWith("proxy-")) // meant for us, not for the server
                out.headers.append(h);
        toUpstream(out.toBytes() + body);
    }

    ForwardProxy &m_proxy;
    QTcpSocket *m_client;
    QTcpSocket m_upstream;
    HttpRequestFramer m_framer;
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
