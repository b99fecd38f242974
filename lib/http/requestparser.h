#pragma once

#include "limits.h"
#include "message.h"

#include <memory>

namespace brokerdesk::http {

// Why a request was refused, and what its answer says.
struct Refusal
{
    int status = 0;       // 400, 413, 414, 431, 501 (503: no room for the connection)
    QByteArray code;      // snake_case for programs: "malformed_request", "payload_too_large", ...
    QByteArray message;   // one sentence for people
    QByteArray requestId; // the X-Request-Id of a head that was whole, to echo
};

// Frames HTTP/1.1 requests out of the bytes a client sends, one after another (pipelined or
// not). The message syntax is Boost.Beast's parser (request line, fields, Content-Length and
// chunked bodies); on top of it, the rules of RFC 9112 that Beast leaves to the server, each
// answered as nginx answers it: Content-Length with Transfer-Encoding, a transfer coding other
// than chunked, HTTP/1.1 without exactly one Host, obs-fold, a repeated or listed
// Content-Length, and the limits of Limits. After a refusal nothing more is framed. Pure: no
// sockets, so tests and the fuzzer feed it directly.
class RequestParser
{
public:
    enum class Step {
        NeedMore, // wait for more bytes
        Head,     // request() has its head; its body is still to come
        Request,  // take() holds a whole request
        Refused,  // refusal() says why
    };

    explicit RequestParser(const Limits &limits);
    ~RequestParser();
    RequestParser(const RequestParser &) = delete;
    RequestParser &operator=(const RequestParser &) = delete;

    void append(QByteArrayView bytes) { m_buffer.append(bytes); }
    // Call until NeedMore or Refused.
    Step next();
    const Request &request() const { return m_request; }
    Request take() { return std::exchange(m_request, {}); }
    const Refusal &refusal() const { return m_refusal; }

    // Some of a request has arrived and not all of it; of those, whether its head is whole.
    bool inRequest() const { return m_message != nullptr || m_at < m_buffer.size(); }
    bool inBody() const;
    // Bytes received and not framed yet: after CONNECT, the tunnel's first bytes.
    qsizetype buffered() const { return m_buffer.size() - m_at; }
    QByteArray takeBuffered();

private:
    class Message; // Beast's parser, writing into m_request
    Step refuse(const Refusal &refusal);
    Refusal headTooLarge(const Message &message) const;
    void consume(qsizetype bytes);

    Limits m_limits;
    QByteArray m_buffer;
    qsizetype m_at = 0;                 // bytes of m_buffer already framed
    std::unique_ptr<Message> m_message; // the request being framed; none between requests
    qsizetype m_headBytes = 0;          // of its head, framed so far
    bool m_headSaid = false;            // Step::Head was returned for it
    bool m_refused = false;
    Request m_request;
    Refusal m_refusal;
};

} // namespace brokerdesk::http
