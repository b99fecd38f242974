#include "forwardproxy.h"

#include <QTcpSocket>
#include <QUrl>

// One client connection and the upstream connection it was sent to. Requests are parsed only
// as far as needed to rewrite each request line and find where its body ends; answers pass
// back untouched.
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
                m_client->write(
                    "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
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
        m_buffer += m_client->readAll();
        while (!m_buffer.isEmpty()) {
            if (m_tunnel || m_bodyLeft > 0) {
                const qsizetype n =
                    m_tunnel ? m_buffer.size() : qMin<qint64>(m_bodyLeft, m_buffer.size());
                toUpstream(m_buffer.left(n));
                m_buffer.remove(0, n);
                m_bodyLeft -= m_tunnel ? 0 : n;
                continue;
            }
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QByteArray head = m_buffer.left(end);
            m_buffer.remove(0, end + 4);
            startRequest(head);
        }
    }

    void startRequest(const QByteArray &head)
    {
        QList<QByteArray> lines = head.split('\n');
        const QList<QByteArray> request = lines.takeFirst().trimmed().split(' ');
        const QByteArray method = request.value(0);
        const QByteArray target = request.value(1);
        m_proxy.m_seen.append({method, target});
        if (method == "CONNECT") {
            const qsizetype colon = target.lastIndexOf(':');
            m_tunnel = true;
            open(QString::fromLatin1(target.left(colon)), target.mid(colon + 1).toUShort());
            return;
        }
        const QUrl url(QString::fromLatin1(target));
        open(url.host(), quint16(url.port(80)));
        QByteArray out = method + ' ' + url.toEncoded(QUrl::RemoveScheme | QUrl::RemoveAuthority) +
                         ' ' + request.value(2) + "\r\n";
        m_bodyLeft = 0;
        for (const QByteArray &raw : std::as_const(lines)) {
            const QByteArray line = raw.trimmed();
            const QByteArray name = line.left(line.indexOf(':')).trimmed().toLower();
            if (name.startsWith("proxy-"))
                continue; // meant for us, not for the server
            if (name == "content-length")
                m_bodyLeft = line.mid(line.indexOf(':') + 1).trimmed().toLongLong();
            out += line + "\r\n";
        }
        toUpstream(out + "\r\n");
    }

    ForwardProxy &m_proxy;
    QTcpSocket *m_client;
    QTcpSocket m_upstream;
    QByteArray m_buffer;
    QByteArray m_pending;
    qint64 m_bodyLeft = 0;
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
