#pragma once

#include "limits.h"
#include "message.h"
#include "requestparser.h"

#include <QElapsedTimer>
#include <QHash>
#include <QLoggingCategory>
#include <QObject>
#include <QSslConfiguration>

#include <functional>
#include <memory>
#include <optional>

class QTcpServer;

namespace brokerdesk::http {

Q_DECLARE_LOGGING_CATEGORY(lcHttpServer)

class Connection;
class Transport;

// The project's one HTTP/1.1 server: the sandbox, the desk's webhook receiver and the test
// servers each give it a handler. It listens, hands each connection to a Connection (which
// frames and guards it), and keeps the number of connections bounded, in all and per client
// address: at a cap, the connection that has waited longest on its client (idle, or still
// sending) is closed to make room, so idle or trickling clients never turn a real request away.
// Plain TCP goes straight through the OS's socket calls; with a TLS configuration, QSslSocket.
class Server final : public QObject
{
    Q_OBJECT
public:
    // Called for each request framed; answers through the connection, now or later.
    using OnRequest = std::function<void(Connection &, Request)>;
    // Looks at a head whose body is still to come: an answer here is sent instead, the body is
    // not read, and the connection ends.
    using HeadCheck = std::function<std::optional<Response>(const Request &head)>;
    // The answer to a request refused by the framing or the limits.
    using RefusalAnswer = std::function<Response(const Refusal &)>;

    Server(const Limits &limits, OnRequest onRequest, QObject *parent = nullptr);
    ~Server() override;

    void setHeadCheck(HeadCheck check) { m_headCheck = std::move(check); }
    void setRefusalAnswer(RefusalAnswer answer) { m_refusalAnswer = std::move(answer); }
    // A configuration with a certificate and key serves https; a null one, plain http.
    void setTlsConfiguration(const QSslConfiguration &tls) { m_tls = tls; }
    bool isTls() const { return !m_tls.isNull(); }

    // Port 0 picks a free port. False (errorString() says why) if it cannot listen.
    bool listen(const QHostAddress &address, quint16 port);
    void close(); // stops listening; open connections go on
    bool isListening() const;
    QHostAddress address() const;
    quint16 port() const;
    QString errorString() const { return m_error; }

    const Limits &limits() const { return m_limits; }
    qsizetype connectionCount() const { return m_connections.size(); }
    qint64 now() const { return m_clock.elapsed(); }

    // {"error": message, "code": code}, the answer to a refusal unless set otherwise.
    static Response defaultRefusalAnswer(const Refusal &refusal);

private:
    friend class Connection;
    void accept(std::unique_ptr<Transport> transport);
    bool makeRoom(const QByteArray &peer);
    void serve(Connection &connection, Request request)
    {
        m_onRequest(connection, std::move(request));
    }
    std::optional<Response> checkHead(const Request &head) const;
    Response refusalAnswer(const Refusal &refusal) const;
    void forget(Connection *connection);

    Limits m_limits;
    OnRequest m_onRequest;
    HeadCheck m_headCheck;
    RefusalAnswer m_refusalAnswer;
    QSslConfiguration m_tls;
    QTcpServer *m_listener = nullptr;
    QString m_error;
    QElapsedTimer m_clock;
    QList<Connection *> m_connections;
    QHash<QByteArray, int> m_perPeer; // open connections by client address (IPv6: its /64)
};

} // namespace brokerdesk::http
