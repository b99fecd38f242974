#include "httpserver.h"
#include "reasonphrase.h"
#include "requestid.h"

#include <QElapsedTimer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QLoggingCategory>
#include <QPointer>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <deque>

Q_LOGGING_CATEGORY(lcHttp, "brokerdesk.sandbox.http")

namespace brokerdesk::sandbox {

namespace {

QByteArray methodName(QHttpServerRequest::Method m)
{
    switch (m) {
    case QHttpServerRequest::Method::Get:
        return "GET";
    case QHttpServerRequest::Method::Put:
        return "PUT";
    case QHttpServerRequest::Method::Delete:
        return "DELETE";
    case QHttpServerRequest::Method::Post:
        return "POST";
    case QHttpServerRequest::Method::Head:
        return "HEAD";
    case QHttpServerRequest::Method::Options:
        return "OPTIONS";
    case QHttpServerRequest::Method::Patch:
        return "PATCH";
    case QHttpServerRequest::Method::Connect:
        return "CONNECT";
    case QHttpServerRequest::Method::Trace:
        return "TRACE";
    default:
        return "UNKNOWN";
    }
}

// The whole answer as one array: written in one piece, it leaves in one send() (in pieces,
// Nagle's algorithm would hold the body back until the client's delayed ACK of the head).
QByteArray wireResponse(const HttpResponse &out, const QByteArray &requestId)
{
    QByteArray wire;
    wire.reserve(256 + out.body.size());
    wire += "HTTP/1.1 " + QByteArray::number(out.status) + ' ' + reasonPhrase(out.status) +
            "\r\nContent-Type: " + out.contentType +
            "\r\nContent-Length: " + QByteArray::number(out.body.size()) +
            "\r\nX-Request-Id: " + requestId + "\r\n";
    for (const auto &h : out.headers)
        wire += h.first + ": " + h.second + "\r\n";
    wire += "\r\n";
    wire += out.body;
    return wire;
}

// The answers held back on one connection: delayed (--latency-ms), or with a body still being
// read (HttpResponse::later). They leave in request order: a pipelined answer never overtakes
// the one before it, whatever its own delay.
class HeldAnswers : public QObject
{
public:
    // The connection's, or null if it never held an answer back.
    static HeldAnswers *find(QTcpSocket *socket)
    {
        return static_cast<HeldAnswers *>(qvariant_cast<QObject *>(socket->property(key)));
    }
    static HeldAnswers *of(QTcpSocket *socket)
    {
        if (HeldAnswers *held = find(socket))
            return held;
        auto *created = new HeldAnswers(socket); // dies with the connection
        socket->setProperty(key, QVariant::fromValue<QObject *>(created));
        return created;
    }
    bool isEmpty() const { return m_queue.empty(); }

    void hold(const QByteArray &wire, int delayMs, bool close)
    {
        fill(reserve(delayMs, close), wire);
    }
    // A place in the line for an answer whose bytes come later, through fill().
    quint64 reserve(int delayMs, bool close)
    {
        const qint64 now = m_clock.elapsed();
        const qint64 due = std::max(now + delayMs, m_queue.empty() ? 0 : m_queue.back().due);
        m_queue.push_back({++m_lastSlot, due, {}, close, false});
        return m_lastSlot;
    }
    void fill(quint64 slot, const QByteArray &wire)
    {
        for (Held &h : m_queue)
            if (h.slot == slot) {
                h.wire = wire;
                h.ready = true;
            }
        sendDue();
    }

private:
    static constexpr const char *key = "brokerdesk_held_answers";

    explicit HeldAnswers(QTcpSocket *socket) : QObject(socket), m_socket(socket)
    {
        m_clock.start();
    }

    void arm(qint64 ms)
    {
        QTimer::singleShot(std::chrono::milliseconds(std::max<qint64>(ms, 0)), Qt::PreciseTimer,
                           this, [this] { sendDue(); });
    }

    void sendDue()
    {
        const qint64 now = m_clock.elapsed();
        bool wrote = false;
        bool close = false;
        while (!close && !m_queue.empty() && m_queue.front().ready && m_queue.front().due <= now) {
            m_socket->write(m_queue.front().wire);
            close = m_queue.front().close;
            m_queue.pop_front();
            wrote = true;
        }
        if (wrote)
            m_socket->flush();
        if (close) {
            m_socket->disconnectFromHost(); // the client asked for nothing after this answer
            return;
        }
        // The head is due later (a timer woke a little early, or it is delayed): look again
        // then. A head still being read is sent by its fill().
        if (!m_queue.empty() && m_queue.front().ready)
            arm(m_queue.front().due - now);
    }

    struct Held
    {
        quint64 slot;
        qint64 due;
        QByteArray wire;
        bool close;
        bool ready;
    };

    QTcpSocket *m_socket;
    QElapsedTimer m_clock;
    std::deque<Held> m_queue;
    quint64 m_lastSlot = 0;
};

} // namespace

HttpServer::HttpServer(Handler handler, const ConnectionLimits &limits, RateLimiter rateLimiter,
                       QObject *parent)
    : QAbstractHttpServer(parent), m_handler(std::move(handler)), m_limits(limits),
      m_rateLimiter(std::move(rateLimiter))
{
}

quint16 HttpServer::start(const QHostAddress &address, quint16 port)
{
    auto *tcp = new GuardedTcpServer(m_limits, this);
    if (!tcp->listen(address, port)) {
        delete tcp;
        return 0;
    }
    bind(tcp);
    return tcp->serverPort();
}

bool HttpServer::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    QElapsedTimer timer;
    timer.start();

    HttpRequest in;
    in.method = methodName(request.method());
    in.path = request.url().path();
    in.query = request.query();
    for (const auto &h : request.headers())
        in.headers.append({h.first.toLower(), h.second});
    in.body = request.body();
    in.peer = request.remoteAddress();

    HttpResponse out = answer(in);
    const QByteArray requestId = responseRequestId(in.header("x-request-id"));
    // HTTP/1.1 clients such as the operator's Go SDK ask for one request per connection.
    const bool close = in.header("connection").toLower().contains("close");
    if (close)
        out.addHeader("Connection", "close");

    const auto log = [method = in.method, path = in.path, requestId, timer](int status,
                                                                            qsizetype bytes) {
        qCInfo(lcHttp).noquote() << method << path << status << bytes << "bytes"
                                 << QString::number(double(timer.nsecsElapsed()) / 1e6, 'f', 2) +
                                        QStringLiteral("ms")
                                 << QByteArray("id=" + requestId);
    };
    if (out.later) {
        // Its place in the connection's line is kept now; the bytes follow when read.
        HeldAnswers *held = HeldAnswers::of(socket);
        const quint64 slot = held->reserve(delay(), close);
        const auto later = std::exchange(out.later, nullptr);
        later([held = QPointer<HeldAnswers>(held), slot, out, requestId,
               log](const QByteArray &body) mutable {
            out.body = body;
            log(out.status, body.size());
            if (held) // else the connection is gone
                held->fill(slot, wireResponse(out, requestId));
        });
        return true;
    }
    send(socket, wireResponse(out, requestId), close);
    log(out.status, out.body.size());
    return true;
}

void HttpServer::setLatency(int ms, int jitterMs)
{
    m_latencyMs = std::max(ms, 0);
    m_jitterMs = std::clamp(jitterMs, 0, m_latencyMs);
}

int HttpServer::delay() const
{
    return m_latencyMs +
           (m_jitterMs ? QRandomGenerator::global()->bounded(-m_jitterMs, m_jitterMs + 1) : 0);
}

void HttpServer::send(QTcpSocket *socket, const QByteArray &wire, bool close)
{
    const HeldAnswers *held = HeldAnswers::find(socket);
    if (m_latencyMs == 0 && (!held || held->isEmpty())) {
        // What QHttpServerResponder would write, in one write instead of a dozen; flushed now
        // rather than on the next turn of the event loop.
        socket->write(wire);
        socket->flush();
        if (close)
            socket->disconnectFromHost(); // after the bytes written have left
        return;
    }
    HeldAnswers::of(socket)->hold(wire, delay(), close); // behind the answers held before it
}

HttpResponse HttpServer::answer(const HttpRequest &in)
{
    if (in.body.size() > m_limits.maxBodyBytes) // a chunked body only shows its size now
        return HttpResponse::error(
            {413,
             QStringLiteral("payload_too_large"),
             QStringLiteral("The request body is larger than %1 bytes.").arg(m_limits.maxBodyBytes),
             {}});
    const QByteArray authorization = in.header("authorization");
    int retryAfter = 0;
    if (!m_rateLimiter.allow(
            authorization.isEmpty() ? in.peer.toString().toLatin1() : authorization, &retryAfter)) {
        HttpResponse r = HttpResponse::error(
            {429,
             QStringLiteral("rate_limited"),
             QStringLiteral("Too many requests from this client. Try again in %1 s.")
                 .arg(retryAfter),
             {}});
        r.addHeader("Retry-After", QByteArray::number(retryAfter));
        return r;
    }
    return m_handler(in);
}

void HttpServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // handleRequest answers everything; this only satisfies the abstract interface.
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
}

} // namespace brokerdesk::sandbox
