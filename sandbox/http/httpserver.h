#pragma once

#include "http/limits.h"
#include "httpmessage.h"
#include "ratelimiter.h"

#include <QHostAddress>
#include <QObject>

#include <functional>
#include <memory>

namespace brokerdesk::http {
class Connection;
class Server;
} // namespace brokerdesk::http

namespace brokerdesk::sandbox {

// The sandbox's side of lib/http's server: turns each request into an HttpRequest value for the
// handler, adds X-Request-Id, limits each client's request rate, holds answers back as a distant
// service would, and writes one log line per request. Refusals of the framing answer in the
// contract's error shape ({"error", "code"}) with the request's id.
class HttpServer final : public QObject
{
    Q_OBJECT
public:
    using Handler = std::function<HttpResponse(const HttpRequest &)>;

    HttpServer(Handler handler, const http::Limits &limits, RateLimiter rateLimiter,
               QObject *parent = nullptr);
    ~HttpServer() override;

    // Returns the bound port, 0 on failure.
    quint16 start(const QHostAddress &address, quint16 port);

    // Holds every answer back by ms ± jitterMs, as a distant service would, without holding
    // up other connections (--latency-ms). 0 answers at once.
    void setLatency(int ms, int jitterMs);

private:
    void serve(http::Connection &connection, http::Request wire);
    HttpResponse answer(const HttpRequest &in);
    int delay() const; // --latency-ms, with its jitter drawn

    Handler m_handler;
    RateLimiter m_rateLimiter;
    std::unique_ptr<http::Server> m_server;
    int m_latencyMs = 0;
    int m_jitterMs = 0;
};

} // namespace brokerdesk::sandbox
