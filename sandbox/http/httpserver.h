#pragma once

#include "connectionlimits.h"
#include "httpmessage.h"
#include "ratelimiter.h"

#include <QHostAddress>
#include <QObject>

#include <functional>

namespace brokerdesk::sandbox {

class ServerConnection;
struct WireRequest;

// The sandbox's HTTP/1.1 server: listens, frames each connection's requests
// (ServerConnection), turns each into an HttpRequest value for the handler, adds X-Request-Id,
// limits each client's request rate and writes one log line per request. Its own rather than
// QtHttpServer's: that one parses every request twice over (its parser and our guards') and
// reads through a buffered socket, which cost a third of a cached page's time.
class HttpServer final : public QObject
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

private:
    void serve(ServerConnection &connection, WireRequest wire);
    HttpResponse answer(const HttpRequest &in);
    int delay() const; // --latency-ms, with its jitter drawn

    Handler m_handler;
    ConnectionLimits m_limits;
    RateLimiter m_rateLimiter;
    int m_latencyMs = 0;
    int m_jitterMs = 0;
};

} // namespace brokerdesk::sandbox
