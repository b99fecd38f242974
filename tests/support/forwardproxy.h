#pragma once

#include <QList>
#include <QObject>
#include <QTcpServer>

// A forward HTTP proxy on 127.0.0.1:<free port>, as an office runs: absolute-form requests
// ("GET http://host:port/path") are passed on in origin form, CONNECT opens a tunnel (https
// through the proxy). It records what it was asked, so a test can tell traffic went through it.
class ForwardProxy : public QObject
{
    Q_OBJECT
public:
    struct Seen
    {
        QByteArray method;
        QByteArray target; // as the client sent it: "http://127.0.0.1:4321/v1/..." or "host:port"
    };

    explicit ForwardProxy(QObject *parent = nullptr);

    bool listen();
    quint16 port() const { return m_server.serverPort(); }
    const QList<Seen> &seen() const { return m_seen; }
    qsizetype count(const QByteArray &method) const;

private:
    friend class ProxyTunnel;
    QTcpServer m_server;
    QList<Seen> m_seen;
};
