#include "httpserver.h"
#include "http/connection.h"
#include "http/server.h"
#include "requestid.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QPointer>
#include <QRandomGenerator>

#include <algorithm>

Q_LOGGING_CATEGORY(lcHttp, "brokerdesk.sandbox.http")

namespace brokerdesk::sandbox {

namespace {

// The whole answer as one array: written in one piece, it leaves in one send().
QByteArray wireResponse(HttpResponse out, const QByteArray &requestId, http::Persist persist)
{
    out.headers.prepend({"X-Request-Id", requestId});
    return out.toBytes(persist);
}

} // namespace

HttpServer::HttpServer(Handler handler, const http::Limits &limits, RateLimiter rateLimiter,
                       QObject *parent)
    : QObject(parent), m_handler(std::move(handler)), m_rateLimiter(std::move(rateLimiter)),
      m_server(std::make_unique<http::Server>(
          limits, [this](http::Connection &c, http::Request wire) { serve(c, std::move(wire)); }))
{
    m_server->setRefusalAnswer([](const http::Refusal &refusal) {
        http::Response r = http::Server::defaultRefusalAnswer(refusal);
        r.addHeader("X-Request-Id", responseRequestId(refusal.requestId));
        return r;
    });
}

HttpServer::~HttpServer() = default;

quint16 HttpServer::start(const QHostAddress &address, quint16 port)
{
    return m_server->listen(address, port) ? m_server->port() : 0;
}

void HttpServer::serve(http::Connection &connection, http::Request wire)
{
    QElapsedTimer timer;
    timer.start();

    const http::Persist persist = http::persistFor(wire);
    const HttpRequest in = HttpRequest::fromWire(std::move(wire));
    HttpResponse out = answer(in);
    const QByteArray requestId = responseRequestId(in.header("x-request-id"));
    const bool close = persist == http::Persist::Close;

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
        later([c = QPointer<http::Connection>(&connection), slot, out, requestId, persist,
               log](const QByteArray &body) mutable {
            out.body = body;
            log(out.status, body.size());
            if (c) // else the connection is gone
                c->fill(slot, wireResponse(std::move(out), requestId, persist));
        });
        return;
    }
    log(out.status, out.body.size());
    connection.send(wireResponse(std::move(out), requestId, persist), delay(), close);
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
