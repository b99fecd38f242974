#pragma once

#include "http/server.h"

#include <QByteArray>
#include <QHash>
#include <QList>

#include <functional>

// A real HTTP receiver on 127.0.0.1:<free port> for webhook deliveries. Records every
// request; answers with the status `respond` picks (200 unless told otherwise).
class WebhookSink : public QObject
{
    Q_OBJECT
public:
    struct Delivery
    {
        QHash<QByteArray, QByteArray> headers; // lower-cased names
        QByteArray body;
        qint64 receivedMs = 0; // since the sink started
        int answered = 0;
    };

    WebhookSink();
    QString url() const;
    void setResponder(std::function<int(const Delivery &)> respond)
    {
        m_respond = std::move(respond);
    }

    QList<Delivery> deliveries;
    // The bodies of the deliveries answered 200, in order.
    QList<QByteArray> acknowledged() const;

private:
    brokerdesk::http::Response receive(const brokerdesk::http::Request &request);

    brokerdesk::http::Server m_server;
    std::function<int(const Delivery &)> m_respond;
    qint64 m_startMs = 0;
};
