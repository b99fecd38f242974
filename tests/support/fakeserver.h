#pragma once

#include "http/server.h"

#include <QJsonObject>
#include <QList>
#include <QUrl>

#include <functional>

// A misbehaving HTTP/1.1 server on 127.0.0.1:<free port> for client tests: it answers what the
// test's handler says, or hangs, drops the connection, or writes raw (broken) bytes.
class FakeServer : public QObject
{
    Q_OBJECT
public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    // What lib/http framed, with a test's conveniences.
    struct Request : brokerdesk::http::Request
    {
        QString path() const;                    // decoded, without the query
        QString query(const QString &key) const; // decoded query value
        QJsonObject json() const;
        bool isTokenRequest() const { return target.startsWith("/oauth2/token"); }
    };

    struct Response
    {
        enum class Action { Answer, Hang, Drop, Raw };
        Action action = Action::Answer;
        int status = 200;
        Headers headers;
        QByteArray body;
        QByteArray raw; // Action::Raw: written as is, then the connection is closed
    };
    using Handler = std::function<Response(const Request &)>;

    explicit FakeServer(QObject *parent = nullptr);
    ~FakeServer() override;

    bool listen();
    QUrl baseUrl() const;
    // A loopback port nobody listens on (connections to it are refused).
    static quint16 closedPort();

    void setHandler(Handler handler) { m_handler = std::move(handler); }
    // Token requests get a token; everything else goes to `api`.
    static Handler withToken(Handler api, int expiresIn = 3600);
    const QList<Request> &requests() const { return m_requests; }
    // How many requests asked for this path (query ignored).
    int hits(const QString &path) const;

    static Response json(const QJsonObject &body, int status = 200, Headers headers = {});
    static Response error(int status, const QString &message, const QString &code = {},
                          Headers headers = {});
    static Response token(int expiresIn = 3600, const QByteArray &accessToken = {});
    static Response hang();
    static Response drop();
    static Response raw(const QByteArray &bytes);

private:
    void answer(brokerdesk::http::Connection &connection, const Request &request);

    brokerdesk::http::Server m_server;
    Handler m_handler;
    QList<Request> m_requests;
};
