#include "httpserver.h"
#include "reasonphrase.h"
#include "requestid.h"
#include "serverconnection.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QPointer>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QUrl>

#include <algorithm>

Q_LOGGING_CATEGORY(lcHttp, "brokerdesk.sandbox.http")

namespace brokerdesk::sandbox {

namespace {

// The whole answer as one array: written in one piece, it leaves in one send().
QByteArray wireResponse(const HttpResponse &out, const QByteArray &requestId)
{
    QByteArray wire;
    wire.reserve(256 + out.body.size());
    wire += "HTTP/1.1 " + QByteArray::number(out.status) + ' ' + reasonPhrase(out.status) +
            "\r\nContent-Type: " + out.contentType +
            "\r\nContent-Length: " + QByteArray::number(out.body.size()) +
            "\r\nX-Request-Id: " + requestId + "\r\n";
    for (const auto &h : out.headers)
        wire += h.first + ": " + h.second + "\r\n";
    wire += "\r\n";
    wire += out.body;
    return wire;
}

// The request target's path (decoded) and query, as QtHttpServer gave them to the handlers.
// A proxy's absolute form ("http://host:port/p?q") is taken as "/p?q".
void splitTarget(const QByteArray &target, HttpRequest &in)
{
    QByteArrayView rest(target);
    if (!rest.startsWith('/')) {
        if (const qsizetype scheme = rest.indexOf("://"); scheme > 0) {
            rest = rest.sliced(scheme + 3);
            const qsizetype slash = rest.indexOf('/');
            rest = slash < 0 ? QByteArrayView("/") : rest.sliced(slash);
        }
    }
    if (const qsizetype fragment = rest.indexOf('#'); fragment >= 0)
        rest = rest.first(fragment);
    const qsizetype question = rest.indexOf('?');
    QUrl url;
    url.setPath(QString::fromUtf8(question < 0 ? rest : rest.first(question)), QUrl::TolerantMode);
    in.path = url.path();
    if (question >= 0) {
        url.setQuery(QString::fromUtf8(rest.sliced(question + 1)));
        in.query = QUrlQuery(url.query());
    }
}

// Hands the listening socket's connections to ServerConnection, with no QTcpSocket of
// QTcpServer's own in between.
class Listener : public QTcpServer
{
public:
    using Accept = std::function<void(qintptr)>;
    Listener(Accept accept, QObject *parent) : QTcpServer(parent), m_accept(std::move(accept)) {}

protected:
    void incomingConnection(qintptr descriptor) override { m_accept(descriptor); }

private:
    Accept m_accept;
};

} // namespace

HttpServer::HttpServer(Handler handler, const ConnectionLimits &limits, RateLimiter rateLimiter,
                       QObject *parent)
    : QObject(parent), m_handler(std::move(handler)), m_limits(limits),
      m_rateLimiter(std::move(rateLimiter))
{
}

quint16 HttpServer::start(const QHostAddress &address, quint16 port)
{
    auto *listener = new Listener(
        [this](qintptr descriptor) {
            new ServerConnection(
                descriptor, m_limits,
                [this](ServerConnection &c, WireRequest wire) { serve(c, std::move(wire)); }, this);
        },
        this);
    if (!listener->listen(address, port)) {
        delete listener;
        return 0;
    }
    return listener->serverPort();
}

void HttpServer::serve(ServerConnection &connection, WireRequest wire)
{
    QElapsedTimer timer;
    timer.start();

    HttpRequest in;
    in.method = std::move(wire.method);
    splitTarget(wire.target, in);
    in.headers = std::move(wire.headers);
    in.body = std::move(wire.body);
    in.peer = connection.peer();

    HttpResponse out = answer(in);
    const QByteArray requestId = responseRequestId(in.header("x-request-id"));
    // HTTP/1.1 clients such as the operator's Go SDK ask for one request per connection.
    const bool close = !wire.keepAlive;
    if (close)
        out.addHeader("Connection", "close");

    const auto log = [method = in.method, path = in.path, requestId, timer](int status,
                                                                            qsizetype bytes) {
        qCInfo(lcHttp).noquote() << method << path << status << bytes << "bytes"
                                 << QString::number(double(timer.nsecsElapsed()) / 1e6, 'f', 2) +
                                        QStringLiteral("ms")
                                 << QByteArray("id=" + requestId);
    };
    if (out.later) {
        // Its place in the connection's line is kept now; the bytes follow when read.
        const quint64 slot = connection.reserve(delay(), close);
        const auto later = std::exchange(out.later, nullptr);
        later([c = QPointer<ServerConnection>(&connection), slot, out, requestId,
               log](const QByteArray &body) mutable {
            out.body = body;
            log(out.status, body.size());
            if (c) // else the connection is gone
                c->fill(slot, wireResponse(out, requestId));
        });
        return;
    }
    connection.send(wireResponse(out, requestId), delay(), close);
    log(out.status, out.body.size());
}

void HttpServer::setLatency(int ms, int jitterMs)
{
    m_latencyMs = std::max(ms, 0);
    m_jitterMs = std::clamp(jitterMs, 0, m_latencyMs);
}

int HttpServer::delay() const
{
    return m_latencyMs +
           (m_jitterMs ? QRandomGenerator::global()->bounded(-m_jitterMs, m_jitterMs + 1) : 0);
}

HttpResponse HttpServer::answer(const HttpRequest &in)
{
    const QByteArray authorization = in.header("authorization");
    int retryAfter = 0;
    if (!m_rateLimiter.allow(
            authorization.isEmpty() ? in.peer.toString().toLatin1() : authorization, &retryAfter)) {
        HttpResponse r = HttpResponse::error(
            {429,
             QStringLiteral("rate_limited"),
             QStringLiteral("Too many requests from this client. Try again in %1 s.")
                 .arg(retryAfter),
             {}});
        r.addHeader("Retry-After", QByteArray::number(retryAfter));
        return r;
    }
    return m_handler(in);
}

} // namespace brokerdesk::sandbox
