#pragma once

#include "httpmessage.h"

#include <QAbstractHttpServer>

#include <functional>

namespace brokerdesk::sandbox {

// The only class that touches QtHttpServer (its API changes in 6.5 and 6.8). It turns each
// request into an HttpRequest value, adds X-Request-Id, guards the body size and writes one
// log line per request.
class HttpServer final : public QAbstractHttpServer
{
    Q_OBJECT
public:
    using Handler = std::function<HttpResponse(const HttpRequest &)>;

    HttpServer(Handler handler, qint64 maxBodyBytes, QObject *parent = nullptr);

    // Returns the bound port, 0 on failure.
    quint16 start(const QHostAddress &address, quint16 port);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    Handler m_handler;
    qint64 m_maxBodyBytes;
};

} // namespace brokerdesk::sandbox
