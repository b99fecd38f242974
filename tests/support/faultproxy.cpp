#include "faultproxy.h"
#include "http/connection.h"

#include <QNetworkReply>
#include <QPointer>

namespace http = brokerdesk::http;
using http::Headers;

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
    : QObject(parent), m_upstream(upstream),
      m_server(http::Limits{},
               [this](http::Connection &c, const http::Request &r) { handle(c, r); })
{
    m_network.setAutoDeleteReplies(true);
}

FaultProxy::~FaultProxy()
{
    // Replies die with the proxy; they must not call back into it.
    for (QNetworkReply *reply : m_network.findChildren<QNetworkReply *>())
        reply->disconnect(this);
}

bool FaultProxy::listen()
{
    if (!m_server.listen(QHostAddress::LocalHost, m_port))
        return false;
    m_port = m_server.port();
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

// One request per connection: every answer closes it.
void FaultProxy::handle(http::Connection &connection, const http::Request &request)
{
    const QByteArray &method = request.method;
    Seen seen;
    seen.method = method;
    seen.target = request.target;
    seen.body = request.body;
    const QByteArray target = request.originForm();
    seen.path = QUrl::fromPercentEncoding(
        target.left(target.contains('?') ? target.indexOf('?') : target.size()));
    seen.idempotencyKey = request.header("Idempotency-Key");
    seen.requestId = request.header("X-Request-Id");
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
        connection.send(answer(500,
                               {{"Content-Type", "text/html"}, {"X-Request-Id", seen.requestId}},
                               "<html><body><h1>500 Internal Server Error</h1></body></html>"),
                        0, true);
        return;
    case Fault::RateLimited:
        connection.send(
            answer(
                429, {{"Content-Type", "application/json"}, {"Retry-After", "120"}},
                R"({"error":"Too many requests. Try again in 2 minutes.","code":"rate_limited"})"),
            0, true);
        return;
    case Fault::Missing:
        connection.send(answer(404, {{"Content-Type", "application/json"}},
                               R"({"error":"Path )" + seen.path.toUtf8() +
                                   R"( not found.","code":"not_found"})"),
                        0, true);
        return;
    default:
        forward(connection, connection.reserve(0, true), request, fault);
    }
}

void FaultProxy::forward(http::Connection &connection, quint64 slot, const http::Request &in,
                         Fault fault)
{
    QNetworkRequest request(QUrl(m_upstream.toString() + QString::fromLatin1(in.target)));
    static const QList<QByteArray> hopByHop = {"host", "content-length", "connection", "keep-alive",
                                               "accept-encoding"};
    for (const auto &h : in.headers)
        if (!hopByHop.contains(h.first))
            request.setRawHeader(h.first, h.second);
    QNetworkReply *reply = m_network.sendCustomRequest(request, in.method, in.body);
    const QPointer<http::Connection> client(&connection);
    connect(reply, &QNetworkReply::finished, this, [reply, client, slot, fault] {
        if (!client || !client->isOpen())
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
            client->fill(slot, answer(200, out,
                                      "<html><body>Service temporarily unavailable</body></html>"));
            return;
        case Fault::Truncated:
            client->fill(slot, answer(status, out, answerBody.left(answerBody.size() / 2)));
            return;
        default:
            client->fill(slot, answer(status == 0 ? 502 : status, out, answerBody));
        }
    });
}

QByteArray FaultProxy::answer(int status, const Headers &headers, const QByteArray &body)
{
    http::Response out{status, "application/json", {}, body};
    for (const auto &h : headers) {
        if (h.first.compare("content-type", Qt::CaseInsensitive) == 0)
            out.contentType = h.second;
        else
            out.headers.append(h);
    }
    return out.toBytes(http::Persist::Close);
}
