#include "faultproxy.h"

#include <QNetworkReply>
#include <QPointer>
#include <QTcpSocket>

using brokerdesk::webhook::errorBody;
using brokerdesk::webhook::HttpAnswer;
using brokerdesk::webhook::HttpHead;
using brokerdesk::webhook::HttpRequestFramer;
using Headers = QList<QPair<QByteArray, QByteArray>>;

QString FaultProxy::name(Fault fault)
{
    switch (fault) {
    case Fault::None:
        return QStringLiteral("none");
    case Fault::Refused:
        return QStringLiteral("refused");
    case Fault::Hang:
        return QStringLiteral("hang");
    case Fault::ServerError:
        return QStringLiteral("http500");
    case Fault::RateLimited:
        return QStringLiteral("http429");
    case Fault::Garbage:
        return QStringLiteral("garbage");
    case Fault::Truncated:
        return QStringLiteral("truncated");
    case Fault::Dropped:
        return QStringLiteral("dropped");
    case Fault::Missing:
        return QStringLiteral("http404");
    }
    return {};
}

FaultProxy::FaultProxy(const QUrl &upstream, QObject *parent)
    : QObject(parent), m_upstream(upstream)
{
    connect(&m_server, &QTcpServer::newConnection, this, &FaultProxy::onConnection);
    m_network.setAutoDeleteReplies(true);
}

FaultProxy::~FaultProxy()
{
    // Open sockets and replies die with the proxy; they must not call back into it.
    for (QTcpSocket *socket : m_server.findChildren<QTcpSocket *>())
        socket->disconnect(this);
    for (QNetworkReply *reply : m_network.findChildren<QNetworkReply *>())
        reply->disconnect(this);
}

bool FaultProxy::listen()
{
    if (!m_server.listen(QHostAddress::LocalHost, m_port))
        return false;
    m_port = m_server.serverPort();
    return true;
}

QUrl FaultProxy::baseUrl() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(m_port);
    return url;
}

void FaultProxy::arm(Fault fault, const QByteArray &method, const QString &path)
{
    lift();
    m_fault = fault;
    m_method = method;
    m_path = QRegularExpression(QRegularExpression::anchoredPattern(path));
    m_faulted = 0;
    if (fault == Fault::Refused)
        m_server.close(); // the port stays ours to listen on again: nobody else binds it meanwhile
}

void FaultProxy::lift()
{
    if (m_fault == Fault::Refused && !m_server.isListening())
        listen();
    m_fault = Fault::None;
}

QList<QByteArray> FaultProxy::keysSent(const QByteArray &method, const QString &path) const
{
    const QRegularExpression re(QRegularExpression::anchoredPattern(path));
    QList<QByteArray> keys;
    for (const Seen &s : m_seen)
        if (s.forwarded && s.method == method && re.match(s.path).hasMatch() &&
            !keys.contains(s.idempotencyKey))
            keys << s.idempotencyKey;
    return keys;
}

void FaultProxy::onConnection()
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

void FaultProxy::onReadyRead(QTcpSocket *socket)
{
    HttpRequestFramer &framer = m_framers[socket];
    framer.append(socket->readAll());
    HttpRequestFramer::Step step = framer.next();
    if (step == HttpRequestFramer::Step::Head)
        step = framer.next();
    if (step == HttpRequestFramer::Step::NeedMore)
        return;
    // One request per connection: every answer closes it.
    const HttpRequestFramer done = m_framers.take(socket);
    socket->disconnect(this, nullptr);
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    if (step == HttpRequestFramer::Step::Refused) {
        answer(socket, done.refusal().status, {},
               errorBody(QString::fromLatin1(done.refusal().reason)));
        return;
    }
    handle(socket, done.head(), done.body());
}

void FaultProxy::handle(QTcpSocket *socket, const HttpHead &head, const QByteArray &body)
{
    const QByteArray &method = head.method;
    const QByteArray &target = head.target;
    Seen seen;
    seen.method = method;
    seen.target = target;
    seen.body = body;
    seen.path = QUrl::fromPercentEncoding(head.path());
    seen.idempotencyKey = head.header("Idempotency-Key");
    seen.requestId = head.header("X-Request-Id");
    const Headers &headers = head.headers;
    const bool hit =
        m_fault != Fault::None && method == m_method && m_path.match(seen.path).hasMatch();
    const Fault fault = hit ? m_fault : Fault::None;
    m_faulted += hit ? 1 : 0;
    seen.forwarded =
        fault != Fault::ServerError && fault != Fault::RateLimited && fault != Fault::Missing;
    m_seen.append(seen);
    switch (fault) {
    case Fault::ServerError:
        // Echoes the request's id, as the service does on every answer.
        answer(socket, 500, {{"Content-Type", "text/html"}, {"X-Request-Id", seen.requestId}},
               "<html><body><h1>500 Internal Server Error</h1></body></html>");
        return;
    case Fault::RateLimited:
        answer(socket, 429, {{"Content-Type", "application/json"}, {"Retry-After", "120"}},
               R"({"error":"Too many requests. Try again in 2 minutes.","code":"rate_limited"})");
        return;
    case Fault::Missing:
        answer(socket, 404, {{"Content-Type", "application/json"}},
               R"({"error":"Path )" + seen.path.toUtf8() + R"( not found.","code":"not_found"})");
        return;
    default:
        forward(socket, method, target, headers, body, fault);
    }
}

void FaultProxy::forward(QTcpSocket *socket, const QByteArray &method, const QByteArray &target,
                         const Headers &headers, const QByteArray &body, Fault fault)
{
    QNetworkRequest request(QUrl(m_upstream.toString() + QString::fromLatin1(target)));
    static const QList<QByteArray> hopByHop = {"host", "content-length", "connection", "keep-alive",
                                               "accept-encoding"};
    for (const auto &h : headers)
        if (!hopByHop.contains(h.first.toLower()))
            request.setRawHeader(h.first, h.second);
    QNetworkReply *reply = m_network.sendCustomRequest(request, method, body);
    const QPointer<QTcpSocket> client(socket);
    connect(reply, &QNetworkReply::finished, this, [reply, client, fault] {
        if (!client || client->state() != QAbstractSocket::ConnectedState)
            return; // the client gave up (its timeout) before the service answered
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        Headers out;
        for (const auto &h : reply->rawHeaderPairs()) {
            const QByteArray name = h.first.toLower();
            if (name != "content-length" && name != "connection" && name != "transfer-encoding" &&
                name != "keep-alive")
                out.append(h);
        }
        const QByteArray answerBody = reply->readAll();
        switch (fault) {
        case Fault::Hang:
            return; // never answered; the client's timeout ends it
        case Fault::Dropped:
            client->abort();
            return;
        case Fault::Garbage:
            answer(client, 200, out, "<html><body>Service temporarily unavailable</body></html>");
            return;
        case Fault::Truncated:
            answer(client, status, out, answerBody.left(answerBody.size() / 2));
            return;
        default:
            answer(client, status == 0 ? 502 : status, out, answerBody);
        }
    });
}

void FaultProxy::answer(QTcpSocket *socket, int status, const Headers &headers,
                        const QByteArray &body)
{
    HttpAnswer out{status, body};
    for (const auto &h : headers) {
        if (h.first.compare("content-type", Qt::CaseInsensitive) == 0)
            out.contentType = h.second;
        else
            out.headers.append(h);
    }
    socket->write(out.toBytes(false));
    socket->flush();
    socket->disconnectFromHost();
}
