#include "fakeserver.h"

#include <QJsonDocument>
#include <QTcpSocket>
#include <QUrlQuery>

using brokerdesk::webhook::errorBody;
using brokerdesk::webhook::HttpAnswer;
using brokerdesk::webhook::HttpHead;
using brokerdesk::webhook::HttpRequestFramer;

QByteArray FakeServer::Request::header(const QByteArray &name) const
{
    for (const auto &h : headers)
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

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

FakeServer::FakeServer(QObject *parent) : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &FakeServer::onConnection);
    m_handler = withToken([](const Request &) { return error(404, QStringLiteral("Not here.")); });
}

FakeServer::~FakeServer()
{
    // Open sockets die with the server; they must not call back into a half-destroyed object.
    for (QTcpSocket *socket : m_server.findChildren<QTcpSocket *>())
        socket->disconnect(this);
}

bool FakeServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl FakeServer::baseUrl() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(m_server.serverPort());
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

void FakeServer::onConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        m_framers.insert(socket, HttpRequestFramer());
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_framers.remove(socket);
            socket->deleteLater();
        });
    }
}

void FakeServer::onReadyRead(QTcpSocket *socket)
{
    const auto found = m_framers.find(socket);
    if (found == m_framers.end())
        return; // answered and closing: what else it sends is not read
    HttpRequestFramer &framer = *found;
    framer.append(socket->readAll());
    while (true) {
        switch (framer.next()) {
        case HttpRequestFramer::Step::NeedMore:
            return;
        case HttpRequestFramer::Step::Head:
            continue;
        case HttpRequestFramer::Step::Refused:
            socket->write(HttpAnswer{framer.refusal().status,
                                     errorBody(QString::fromLatin1(framer.refusal().reason))}
                              .toBytes(false));
            m_framers.remove(socket);
            socket->disconnectFromHost();
            return;
        case HttpRequestFramer::Step::Request:
            break;
        }
        const HttpHead &head = framer.head();
        const Request request{head.method, head.target, head.headers, framer.body()};
        m_requests.append(request);
        answer(socket, request);
        if (!m_framers.contains(socket))
            return;
    }
}

void FakeServer::answer(QTcpSocket *socket, const Request &request)
{
    const Response response = m_handler(request);

    switch (response.action) {
    case Response::Action::Hang:
        return;
    case Response::Action::Drop:
        m_framers.remove(socket);
        socket->abort();
        return;
    case Response::Action::Raw:
        m_framers.remove(socket);
        socket->write(response.raw);
        socket->flush();
        socket->disconnectFromHost();
        return;
    case Response::Action::Answer:
        break;
    }
    HttpAnswer out{response.status, response.body};
    const QByteArray requestId = request.header("X-Request-Id");
    if (!requestId.isEmpty())
        out.headers.append({"X-Request-Id", requestId});
    out.headers += response.headers;
    m_framers.remove(socket);
    socket->write(out.toBytes(false));
    socket->flush();
    socket->disconnectFromHost();
}
