#pragma once

#include "http/server.h"

#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QRegularExpression>
#include <QUrl>

// An HTTP/1.1 proxy on 127.0.0.1 in front of a real server (the in-process sandbox) for UI
// fault tests. It passes every request through, except those matching the armed fault's
// method and path: those fail as the fault says. Faults that happen after the service got the
// request (hang, garbage, truncated, drop) still forward it, so a create really happens and a
// retry that is not idempotent shows up as a duplicate. Lift the fault and the next request
// reaches the service again. With no fault armed it is a recorder of everything the client sent.
class FaultProxy : public QObject
{
    Q_OBJECT
public:
    enum class Fault {
        None,
        Refused,     // nothing listens: every connection is refused (whatever the path)
        Hang,        // forwarded, but the answer never comes back
        ServerError, // 500 with an HTML page and the request's X-Request-Id, not forwarded
        RateLimited, // 429 with Retry-After, not forwarded
        Garbage,     // forwarded; the answer is replaced by 200 and a non-JSON body
        Truncated,   // forwarded; the answer's JSON is cut in half
        Dropped,     // forwarded; then the connection is reset without an answer
        Missing,     // 404 as a service without the route answers, not forwarded
    };
    static QString name(Fault fault);

    struct Seen
    {
        QByteArray method;
        QString path;
        QByteArray idempotencyKey;
        QByteArray requestId; // X-Request-Id as the client sent it
        bool forwarded = false;
        QByteArray target; // path and query as sent
        QByteArray body;   // exactly as the client sent it (tests scan it for what must not leak)
    };

    explicit FaultProxy(const QUrl &upstream, QObject *parent = nullptr);
    ~FaultProxy() override;

    bool listen();
    QUrl baseUrl() const;

    // Arms `fault` for requests of `method` whose path matches `path` (anchored regex).
    void arm(Fault fault, const QByteArray &method, const QString &path);
    void lift();
    Fault fault() const { return m_fault; }
    // How many requests met the armed fault since it was armed.
    int faulted() const { return m_faulted; }
    const QList<Seen> &seen() const { return m_seen; }
    void clearSeen() { m_seen.clear(); }
    // The distinct Idempotency-Keys of forwarded requests of `method` to paths matching `path`.
    QList<QByteArray> keysSent(const QByteArray &method, const QString &path) const;

private:
    void handle(brokerdesk::http::Connection &connection, const brokerdesk::http::Request &request);
    void forward(brokerdesk::http::Connection &connection, quint64 slot,
                 const brokerdesk::http::Request &request, Fault fault);
    static QByteArray answer(int status, const brokerdesk::http::Headers &headers,
                             const QByteArray &body);

    QUrl m_upstream;
    brokerdesk::http::Server m_server;
    quint16 m_port = 0;
    QNetworkAccessManager m_network;
    Fault m_fault = Fault::None;
    QByteArray m_method;
    QRegularExpression m_path;
    int m_faulted = 0;
    QList<Seen> m_seen;
};
