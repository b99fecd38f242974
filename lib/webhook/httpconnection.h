#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QTimer>

#include <functional>
#include <optional>

class QTcpSocket;

namespace brokerdesk::webhook {

struct HttpHead
{
    QByteArray method;
    QByteArray target;  // "/hooks/affinity?x=1"
    QByteArray version; // "HTTP/1.1"
    QList<QPair<QByteArray, QByteArray>> headers;

    QByteArray header(const QByteArray &name) const; // case-insensitive; empty if absent
    QByteArray path() const;                         // the target without its query
    bool keepAlive() const;
};

struct HttpAnswer
{
    int status = 200;
    QByteArray body; // JSON
};

struct HttpLimits
{
    qsizetype maxHeadBytes = 16 * 1024;
    qint64 maxBodyBytes = qint64(1) << 20;
    int idleTimeoutMs = 30000;
};

// One client connection of a minimal HTTP/1.1 server: reads requests (Content-Length bodies
// only, keep-alive, Expect: 100-continue), refuses oversized heads and bodies before reading
// them, and answers each with what the handler returns. Deletes itself when the socket closes.
class HttpConnection : public QObject
{
    Q_OBJECT
public:
    // Looks at the head before the body is read: an answer here ends the exchange (and the
    // connection) without reading the body; nothing lets the body be read.
    using HeadCheck = std::function<std::optional<HttpAnswer>(const HttpHead &)>;
    using Handler = std::function<HttpAnswer(const HttpHead &, const QByteArray &body)>;

    HttpConnection(QTcpSocket *socket, HttpLimits limits, HeadCheck check, Handler handler,
                   QObject *parent = nullptr);

    static QByteArray reasonPhrase(int status);

private:
    void onReadyRead();
    bool parseHead(qsizetype end);
    void answer(const HttpAnswer &answer, bool keepOpen, qint64 drain = 0);
    void refuse(int status, const QByteArray &reason, qint64 drain = 0);

    QTcpSocket *m_socket;
    HttpLimits m_limits;
    HeadCheck m_check;
    Handler m_handler;
    QByteArray m_buffer;
    HttpHead m_head;
    qint64 m_bodyLength = -1; // -1 while reading a head
    bool m_closing = false;
    qint64 m_drain = 0; // bytes of a refused body still to read and drop
    QTimer m_idle;
};

// {"error": reason}
QByteArray errorBody(const QString &reason);

} // namespace brokerdesk::webhook
