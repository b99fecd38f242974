#pragma once

#include "connectionguard.h"
#include "httpmessage.h"
#include "ratelimiter.h"

#include <QAbstractHttpServer>

#include <functional>

namespace brokerdesk::sandbox {

// The only class that touches QtHttpServer (its API changes in 6.5 and 6.8). It turns each
// request into an HttpRequest value, adds X-Request-Id, guards every connection
// (ConnectionGuard), limits each client's request rate and writes one log line per request.
class HttpServer final : public QAbstractHttpServer
{
    Q_OBJECT
public:
    using Handler = std::function<HttpResponse(const HttpRequest &)>;

    HttpServer(Handler handler, const ConnectionLimits &limits, RateLimiter rateLimiter,
               QObject *parent = nullptr);

    // Returns the bound port, 0 on failure.
    quint16 start(const QHostAddress &address, quint16 port);

    // Holds every answer back by ms ± jitterMs, as a distant service would, without holding
    // up other connections (--latency-ms). 0 answers at once.
    void setLatency(int ms, int jitterMs);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    HttpResponse answer(const HttpRequest &in);
    // `close`: the client sent "Connection: close"; the connection ends once the answer left.
    void send(QTcpSocket *socket, const QByteArray &wire, bool close);
    int delay() const; // --latency-ms, with its jitter drawn

    Handler m_handler;
    ConnectionLimits m_limits;
    RateLimiter m_rateLimiter;
    int m_latencyMs = 0;
    int m_jitterMs = 0;
};

} // namespace brokerdesk::sandbox
