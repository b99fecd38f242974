#pragma once

#include "connectionlimits.h"

#include <QByteArray>
#include <QList>
#include <QPair>

namespace brokerdesk::sandbox {

// One request as it came off the wire, its body whole (a chunked body decoded).
struct WireRequest
{
    QByteArray method;
    QByteArray target;                            // "/v1/cash-flow?rows=10", as sent
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased, values trimmed
    QByteArray body;
    bool keepAlive = true; // HTTP/1.1 without "Connection: close", or 1.0 with "keep-alive"

    QByteArray header(QByteArrayView lowerName) const;
};

// Frames HTTP/1.1 requests out of the bytes a client sends, one after another (pipelined or
// not): request line, headers, then a Content-Length or chunked body. A head or body over the
// limits, or bytes that are not HTTP/1.x, are refused with the status and words to answer, and
// nothing after them is framed. Pure: the fuzz target feeds it directly.
class RequestParser
{
public:
    enum class Step {
        NeedMore,  // wait for more bytes
        WantsBody, // the head asked "Expect: 100-continue" and its body is still to come
        Request,   // take() holds a whole request
        Refused,   // refusal() says why
    };
    struct Refusal
    {
        int status = 0;
        QByteArray code;      // the contract's error code: "payload_too_large", ...
        QByteArray message;   // for the error body
        QByteArray requestId; // the X-Request-Id of a head that was whole, to echo
    };

    explicit RequestParser(const ConnectionLimits &limits) : m_limits(limits) {}

    void append(QByteArrayView bytes) { m_buffer.append(bytes); }
    // Call until NeedMore or Refused.
    Step next();
    WireRequest take() { return std::exchange(m_request, {}); }
    const Refusal &refusal() const { return m_refusal; }
    // Some of a request has arrived and not all of it.
    bool inRequest() const { return m_state != State::Head || m_buffer.size() > m_at; }

private:
    enum class State { Head, Body, ChunkSize, ChunkData, ChunkEnd, Trailers, Refused };

    Step parseHead(qsizetype end);
    Step chunkSize();
    // Moves up to m_left bytes of `rest` into the body; true once all m_left are in.
    bool takeBody(QByteArrayView rest);
    Step refuse(int status, const QByteArray &code, const QByteArray &message);
    Step finish();
    void consume(qsizetype bytes);

    ConnectionLimits m_limits;
    QByteArray m_buffer;
    qsizetype m_at = 0; // bytes of m_buffer already framed
    State m_state = State::Head;
    WireRequest m_request;
    qint64 m_left = 0; // bytes of the body (or of the chunk) still to come
    bool m_continueSent = false;
    Refusal m_refusal;
};

} // namespace brokerdesk::sandbox
