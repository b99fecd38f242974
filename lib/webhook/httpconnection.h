#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QTimer>

#include <functional>
#include <optional>
#include <utility>

class QTcpSocket;

namespace brokerdesk::webhook {

struct HttpHead
{
    QByteArray method;
    QByteArray
        target; // "/hooks/affinity?x=1"; a proxy's "http://host:port/path"; CONNECT's "host:port"
    QByteArray version; // "HTTP/1.1"
    QList<QPair<QByteArray, QByteArray>> headers;

    QByteArray header(const QByteArray &name) const; // case-insensitive; empty if absent
    QByteArray path() const;                         // the target without its query
    bool keepAlive() const;
    bool expectsContinue() const; // "Expect: 100-continue": the body waits for a 100
    // The target as an origin server takes it: a proxy's absolute "http://host:port/p?q" as
    // "/p?q"; any other target as it is.
    QByteArray originForm() const;
    // The request line and headers as sent on the wire, up to and with the empty line.
    QByteArray toBytes() const;
};

struct HttpAnswer
{
    int status = 200;
    QByteArray body;
    QByteArray contentType = "application/json";    // none written when empty
    QList<QPair<QByteArray, QByteArray>> headers{}; // more headers, written as they are

    // Status line, headers (Content-Length and Connection included) and body.
    QByteArray toBytes(bool keepOpen) const;
};

struct HttpLimits
{
    qsizetype maxHeadBytes = qsizetype(16) * 1024;
    qint64 maxBodyBytes = qint64(1) << 20;
    int idleTimeoutMs = 30000;
};

// Frames HTTP/1.1 requests out of the bytes a client sends: a head, then a Content-Length body
// (no chunked bodies), one request after another. Heads and bodies over the limits, and bytes
// that are not HTTP/1.1, are refused with the status and words to answer.
class HttpRequestFramer
{
public:
    enum class Step {
        NeedMore, // wait for more bytes
        Head,     // head() is whole; its body is still to come (a server may refuse it first)
        Request,  // head() and body() are whole
        Refused,  // refusal() says why; nothing more is framed
    };
    struct Refusal
    {
        int status = 0;
        QByteArray reason;
        qint64 drain = 0; // bytes of the refused body the client sends anyway
    };

    explicit HttpRequestFramer(HttpLimits limits = {});

    void append(const QByteArray &bytes) { m_buffer += bytes; }
    Step next();

    const HttpHead &head() const { return m_head; }
    const QByteArray &body() const { return m_body; }
    const Refusal &refusal() const { return m_refusal; }
    // Bytes of the current head's body the client sends without waiting for a 100 (bounded).
    qint64 bodyInFlight() const;
    // What is buffered past the last head or request framed: after CONNECT, the tunnel's bytes.
    qsizetype buffered() const { return m_buffer.size(); }
    QByteArray takeBuffered() { return std::exchange(m_buffer, {}); }

private:
    Step parseHead(qsizetype end);
    Step refuse(int status, const QByteArray &reason, qint64 drain = 0);

    HttpLimits m_limits;
    QByteArray m_buffer;
    HttpHead m_head;
    QByteArray m_body;
    Refusal m_refusal;
    qint64 m_bodyLength = -1; // -1 while reading a head
    bool m_refused = false;
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
    void answer(const HttpAnswer &answer, bool keepOpen, qint64 drain = 0);
    void refuse(int status, const QByteArray &reason, qint64 drain = 0);

    QTcpSocket *m_socket;
    HttpRequestFramer m_framer;
    HeadCheck m_check;
    Handler m_handler;
    bool m_closing = false;
    qint64 m_drain = 0; // bytes of a refused body still to read and drop
    QTimer m_idle;
};

// {"error": reason}
QByteArray errorBody(const QString &reason);

} // namespace brokerdesk::webhook
