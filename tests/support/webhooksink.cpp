#include "webhooksink.h"

#include <QDateTime>
#include <QTcpSocket>

WebhookSink::WebhookSink() : m_startMs(QDateTime::currentMSecsSinceEpoch())
{
    m_server.listen(QHostAddress::LocalHost, 0);
    connect(&m_server, &QTcpServer::newConnection, this, &WebhookSink::onConnection);
}

WebhookSink::~WebhookSink()
{
    // The sockets die with the server, after m_buffers: they must not call back into us.
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
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadable(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
    }
}

void WebhookSink::onReadable(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    while (true) {
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        Delivery d;
        const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines.at(i).indexOf(':');
            if (colon > 0)
                d.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                 lines.at(i).mid(colon + 1).trimmed());
        }
        const qsizetype length = d.headers.value("content-length").toLongLong();
        if (buffer.size() < headerEnd + 4 + length)
            return;
        d.body = buffer.mid(headerEnd + 4, length);
        buffer.remove(0, headerEnd + 4 + length);
        d.receivedMs = QDateTime::currentMSecsSinceEpoch() - m_startMs;
        d.answered = m_respond ? m_respond(d) : 200;
        deliveries.append(d);
        socket->write("HTTP/1.1 " + QByteArray::number(d.answered) +
                      " X\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n");
    }
}
