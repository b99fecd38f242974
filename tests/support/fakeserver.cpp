#include "fakeserver.h"
#include "http/connection.h"

#include <QJsonDocument>
#include <QTcpServer>
#include <QUrlQuery>

namespace http = brokerdesk::http;

QString FakeServer::Request::path() const
{
    const qsizetype q = target.indexOf('?');
    return QUrl::fromPercentEncoding(q < 0 ? target : target.left(q));
}

QString FakeServer::Request::query(const QString &key) const
{
    const qsizetype q = target.indexOf('?');
    if (q < 0)
        return {};
    const QUrlQuery query(QString::fromLatin1(target.mid(q + 1)));
    return query.queryItemValue(key, QUrl::FullyDecoded);
}

QJsonObject FakeServer::Request::json() const
{
    return QJsonDocument::fromJson(body).object();
}

FakeServer::FakeServer(QObject *parent)
    : QObject(parent), m_server(http::Limits{}, [this](http::Connection &c, http::Request r) {
          Request request;
          static_cast<http::Request &>(request) = std::move(r);
          m_requests.append(request);
          answer(c, request);
      })
{
    m_handler = withToken([](const Request &) { return error(404, QStringLiteral("Not here.")); });
}

FakeServer::~FakeServer() = default;

bool FakeServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl FakeServer::baseUrl() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(m_server.port());
    return url;
}

quint16 FakeServer::closedPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

int FakeServer::hits(const QString &path) const
{
    int n = 0;
    for (const Request &r : m_requests)
        n += r.path() == path ? 1 : 0;
    return n;
}

FakeServer::Response FakeServer::json(const QJsonObject &body, int status, Headers headers)
{
    Response r;
    r.status = status;
    r.headers = std::move(headers);
    r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    return r;
}

FakeServer::Response FakeServer::error(int status, const QString &message, const QString &code,
                                       Headers headers)
{
    QJsonObject body{{QStringLiteral("error"), message}};
    if (!code.isEmpty())
        body.insert(QStringLiteral("code"), code);
    return json(body, status, std::move(headers));
}

FakeServer::Response FakeServer::token(int expiresIn, const QByteArray &accessToken)
{
    return json(
        {{QStringLiteral("access_token"),
          QString::fromLatin1(accessToken.isEmpty() ? QByteArray("fake-token") : accessToken)},
         {QStringLiteral("token_type"), QStringLiteral("Bearer")},
         {QStringLiteral("expires_in"), expiresIn},
         {QStringLiteral("scope"), QStringLiteral("quote:read")}});
}

FakeServer::Handler FakeServer::withToken(Handler api, int expiresIn)
{
    return [api = std::move(api), expiresIn](const Request &r) {
        return r.isTokenRequest() ? token(expiresIn) : api(r);
    };
}

FakeServer::Response FakeServer::hang()
{
    Response r;
    r.action = Response::Action::Hang;
    return r;
}

FakeServer::Response FakeServer::drop()
{
    Response r;
    r.action = Response::Action::Drop;
    return r;
}

FakeServer::Response FakeServer::raw(const QByteArray &bytes)
{
    Response r;
    r.action = Response::Action::Raw;
    r.raw = bytes;
    return r;
}

// One request per connection: every answer closes it, as a server that keeps none alive.
void FakeServer::answer(http::Connection &connection, const Request &request)
{
    const Response response = m_handler(request);

    switch (response.action) {
    case Response::Action::Hang:
        connection.reserve(0, true); // a place in the line that is never filled
        return;
    case Response::Action::Drop:
        connection.abort();
        return;
    case Response::Action::Raw:
        connection.send(response.raw, 0, true);
        return;
    case Response::Action::Answer:
        break;
    }
    http::Response out{response.status, "application/json", {}, response.body};
    const QByteArray requestId = request.header("X-Request-Id");
    if (!requestId.isEmpty())
        out.headers.append({"X-Request-Id", requestId});
    out.headers += response.headers;
    connection.send(out.toBytes(http::Persist::Close), 0, true);
}
