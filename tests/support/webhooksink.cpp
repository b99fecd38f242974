#include "webhooksink.h"

#include <QDateTime>
#include <QTcpSocket>

using brokerdesk::webhook::errorBody;
using brokerdesk::webhook::HttpAnswer;
using brokerdesk::webhook::HttpRequestFramer;

WebhookSink::WebhookSink() : m_startMs(QDateTime::currentMSecsSinceEpoch())
{
    m_server.listen(QHostAddress::LocalHost, 0);
    connect(&m_server, &QTcpServer::newConnection, this, &WebhookSink::onConnection);
}

WebhookSink::~WebhookSink()
{
    // The sockets die with the server, after m_framers: they must not call back into us.
    for (QTcpSocket *socket : m_server.findChildren<QTcpSocket *>())
        socket->disconnect(this);
}

QString WebhookSink::url() const
{
    return QStringLiteral("http://127.0.0.1:%1/hooks/affinity").arg(m_server.serverPort());
}

QList<QByteArray> WebhookSink::acknowledged() const
{
    QList<QByteArray> out;
    for (const Delivery &d : deliveries)
        if (d.answered == 200)
            out << d.body;
    return out;
}

void WebhookSink::onConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        m_framers.insert(socket, HttpRequestFramer());
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadable(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_framers.remove(socket);
            socket->deleteLater();
        });
    }
}

void WebhookSink::onReadable(QTcpSocket *socket)
{
    const auto found = m_framers.find(socket);
    if (found == m_framers.end())
        return;
    HttpRequestFramer &framer = *found;
    framer.append(socket->readAll());
    while (true) {
        switch (framer.next()) {
        case HttpRequestFramer::Step::NeedMore:
            return;
        case HttpRequestFramer::Step::Head:
            continue;
        case HttpRequestFramer::Step::Refused:
            socket->write(HttpAnswer{framer.refusal().status,
                                     errorBody(QString::fromLatin1(framer.refusal().reason))}
                              .toBytes(false));
            m_framers.remove(socket);
            socket->disconnectFromHost();
            return;
        case HttpRequestFramer::Step::Request:
            break;
        }
        Delivery d;
        for (const auto &h : framer.head().headers)
            d.headers.insert(h.first.toLower(), h.second);
        d.body = framer.body();
        d.receivedMs = QDateTime::currentMSecsSinceEpoch() - m_startMs;
        d.answered = m_respond ? m_respond(d) : 200;
        deliveries.append(d);
        HttpAnswer answer{d.answered, {}};
        answer.contentType.clear();
        socket->write(answer.toBytes(true));
    }
}
