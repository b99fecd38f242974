#include "webhooksink.h"
#include "http/connection.h"

#include <QDateTime>

namespace http = brokerdesk::http;

WebhookSink::WebhookSink()
    : m_server(http::Limits{},
               [this](http::Connection &c, const http::Request &r) { c.answer(r, receive(r)); }),
      m_startMs(QDateTime::currentMSecsSinceEpoch())
{
    m_server.listen(QHostAddress::LocalHost, 0);
}

QString WebhookSink::url() const
{
    return QStringLiteral("http://127.0.0.1:%1/hooks/affinity").arg(m_server.port());
}

QList<QByteArray> WebhookSink::acknowledged() const
{
    QList<QByteArray> out;
    for (const Delivery &d : deliveries)
        if (d.answered == 200)
            out << d.body;
    return out;
}

http::Response WebhookSink::receive(const http::Request &request)
{
    Delivery d;
    for (const auto &h : request.headers)
        d.headers.insert(h.first, h.second); // lower-cased by the parser
    d.body = request.body;
    d.receivedMs = QDateTime::currentMSecsSinceEpoch() - m_startMs;
    d.answered = m_respond ? m_respond(d) : 200;
    deliveries.append(d);
    return {d.answered, {}, {}, {}};
}
