#include "requestparser.h"

#include <boost/beast/http/basic_parser.hpp>
#include <boost/beast/http/error.hpp>

#include <optional>

namespace brokerdesk::http {

namespace beast = boost::beast;
namespace bhttp = boost::beast::http;
using boost::beast::error_code;
using boost::beast::string_view;

namespace {

QByteArrayView view(string_view s)
{
    return {s.data(), qsizetype(s.size())};
}

bool hasBareLf(QByteArrayView bytes)
{
    for (qsizetype at = bytes.indexOf('\n'); at >= 0; at = bytes.indexOf('\n', at + 1))
        if (at == 0 || bytes[at - 1] != '\r')
            return true;
    return false;
}

Refusal malformed(const QByteArray &message)
{
    return {400, "malformed_request", message, {}};
}

Refusal tooLarge(const QByteArray &what, qint64 limit)
{
    return {431,
            "headers_too_large",
            what + " larger than " + QByteArray::number(limit) + " bytes.",
            {}};
}

Refusal uriTooLong(int limit)
{
    return {414,
            "uri_too_long",
            "The request line is longer than " + QByteArray::number(limit) + " bytes.",
            {}};
}

Refusal bodyTooLarge(qint64 limit)
{
    return {413,
            "payload_too_large",
            "The request body is larger than " + QByteArray::number(limit) + " bytes.",
            {}};
}

} // namespace

// Beast's parser for one request: it calls these as it reads the request line, each field, the
// end of the head and the body. What Beast accepts and RFC 9112 (or nginx) does not is refused
// here, with the refusal kept for the caller.
class RequestParser::Message final : public bhttp::basic_parser<true>
{
public:
    Message(Request &out, const Limits &limits) : m_out(out), m_limits(limits)
    {
        header_limit(std::uint32_t(limits.maxHeadBytes));
        // The Content-Length is checked after the head's own rules (on_header_impl). Not
        // boost::none: Beast compares a length with it, and any length is more than none.
        body_limit(std::numeric_limits<std::uint64_t>::max());
    }

    // The bytes being put: a folded field's value is not among them (Beast unfolds it aside).
    void setInput(const char *begin, const char *end)
    {
        m_begin = begin;
        m_end = end;
    }
    bool startLineDone() const { return m_startLineDone; }
    std::optional<Refusal> refusal;

private:
    void fail(error_code &ec, Refusal why)
    {
        refusal = std::move(why);
        ec = bhttp::error::bad_value; // any error: it stops the parser
    }

    void on_request_impl(bhttp::verb, string_view method, string_view target, int version,
                         error_code &ec) override
    {
        m_startLineDone = true;
        // "METHOD SP target SP HTTP/1.1 CRLF"
        if (method.size() + target.size() + 12 > std::size_t(m_limits.maxRequestLineBytes))
            return fail(ec, uriTooLong(m_limits.maxRequestLineBytes));
        m_out.method = view(method).toByteArray();
        m_out.target = view(target).toByteArray();
        m_out.version = version;
    }

    void on_response_impl(int, string_view, int, error_code &) override {}

    void on_field_impl(bhttp::field field, string_view name, string_view value,
                       error_code &ec) override
    {
        // obs-fold (RFC 9112, 5.2): Beast joins the lines; a server may refuse, and nginx does.
        const char *valueAt = value.data() ? value.data() : name.data() + name.size();
        if (valueAt < m_begin || valueAt > m_end ||
            QByteArrayView(name.data() + name.size(), valueAt).contains('\n')) {
            fail(ec, malformed("A header field of the request is folded over two lines."));
            return;
        }
        if (is_header_done())
            return; // a trailer field of a chunked body: never merged into the head (RFC 9110, 6.5)
        switch (field) {
        case bhttp::field::host:
            ++m_hosts;
            m_hostEmpty = m_hostEmpty || value.empty();
            break;
        case bhttp::field::content_length:
            ++m_lengths;
            if (value.find(',') != string_view::npos) // Beast takes "5, 5"; nginx does not
                m_lengths = 2;
            break;
        case bhttp::field::transfer_encoding:
            ++m_codings;
            m_chunkedOnly = beast::iequals(value, "chunked");
            break;
        default:
            break;
        }
        m_out.headers.append({view(name).toByteArray().toLower(), view(value).toByteArray()});
    }

    // The head's rules, in the order nginx checks them (ngx_http_process_request_header).
    void on_header_impl(error_code &ec) override
    {
        if (m_hosts > 1)
            return fail(ec, malformed("The request has more than one Host header."));
        if (m_lengths > 1)
            return fail(ec, malformed("The request has more than one Content-Length."));
        if (m_out.version >= 11 && (m_hosts == 0 || m_hostEmpty))
            return fail(ec, malformed("An HTTP/1.1 request must name its Host."));
        if (m_codings > 0) {
            if (m_out.version < 11)
                return fail(ec, malformed("An HTTP/1.0 request cannot have a Transfer-Encoding."));
            if (m_codings > 1)
                return fail(ec, malformed("The request has more than one Transfer-Encoding."));
            if (!m_chunkedOnly)
                return fail(ec, {501,
                                 "not_implemented",
                                 "The only Transfer-Encoding read here is chunked.",
                                 {}});
            if (m_lengths > 0)
                return fail(ec, malformed("The request has both Content-Length and "
                                          "Transfer-Encoding."));
        }
        if (const auto length = content_length();
            length && *length > quint64(m_limits.maxBodyBytes))
            return fail(ec, bodyTooLarge(m_limits.maxBodyBytes));
        body_limit(std::uint64_t(m_limits.maxBodyBytes)); // a chunked body, as it comes
        m_out.keepAlive = keep_alive();
    }

    void on_body_init_impl(const boost::optional<std::uint64_t> &length, error_code &) override
    {
        if (length)
            m_out.body.reserve(qsizetype(*length));
    }

    std::size_t on_body_impl(string_view body, error_code &) override
    {
        m_out.body.append(view(body));
        return body.size();
    }

    void on_chunk_header_impl(std::uint64_t, string_view, error_code &) override {}

    std::size_t on_chunk_body_impl(std::uint64_t, string_view body, error_code &) override
    {
        m_out.body.append(view(body));
        return body.size();
    }

    void on_finish_impl(error_code &) override {}

    Request &m_out;
    const Limits &m_limits;
    const char *m_begin = nullptr;
    const char *m_end = nullptr;
    bool m_startLineDone = false;
    int m_hosts = 0;
    bool m_hostEmpty = false;
    int m_lengths = 0;
    int m_codings = 0;
    bool m_chunkedOnly = false;
};

RequestParser::RequestParser(const Limits &limits) : m_limits(limits) {}

// Too large before the request line ended: 414 (nginx's answer); after it: 431 (RFC 6585).
Refusal RequestParser::headTooLarge(const Message &message) const
{
    return message.startLineDone() ? tooLarge("The request headers are", m_limits.maxHeadBytes)
                                   : uriTooLong(m_limits.maxRequestLineBytes);
}

RequestParser::~RequestParser() = default;

bool RequestParser::inBody() const
{
    return m_message && m_message->is_header_done();
}

QByteArray RequestParser::takeBuffered()
{
    QByteArray rest = m_buffer.mid(m_at);
    m_buffer.clear();
    m_at = 0;
    return rest;
}

RequestParser::Step RequestParser::next()
{
    if (m_refused)
        return Step::Refused;
    for (;;) {
        if (!m_message) {
            // A client may send empty lines between requests (RFC 9112, 2.2).
            while (m_buffer.size() - m_at >= 2 && m_buffer[m_at] == '\r' &&
                   m_buffer[m_at + 1] == '\n')
                consume(2);
            if (m_at == m_buffer.size() || QByteArrayView(m_buffer).sliced(m_at) == "\r")
                return Step::NeedMore;
            m_request = {};
            m_message = std::make_unique<Message>(m_request, m_limits);
            m_headBytes = 0;
            m_headSaid = false;
        }
        Message &message = *m_message;
        const bool inHead = !message.is_header_done();
        // An empty chunked body's last chunk read so far ("0\r\n", "0\r\n\r") waits for all of
        // "0\r\n\r\n": shown fewer than five bytes of it again, Beast asserts (debug builds).
        if (!inHead && message.chunked() && m_buffer.size() - m_at < 5 &&
            QByteArrayView(m_buffer).sliced(m_at).startsWith("0\r\n"))
            return Step::NeedMore;
        // The head is bounded as a whole, however many reads it takes (Beast's limit is per put).
        const qsizetype window = inHead ? std::min<qsizetype>(m_buffer.size() - m_at,
                                                              m_limits.maxHeadBytes - m_headBytes)
                                        : m_buffer.size() - m_at;
        const char *from = m_buffer.constData() + m_at;
        message.setInput(from, from + window);
        error_code ec;
        const std::size_t used =
            message.put(boost::asio::const_buffer(from, std::size_t(window)), ec);
        consume(qsizetype(used));
        if (inHead)
            m_headBytes += qsizetype(used);

        if (ec && ec != bhttp::error::need_more) {
            if (message.refusal)
                return refuse(*message.refusal);
            if (ec == bhttp::error::header_limit)
                return refuse(headTooLarge(message));
            if (ec == bhttp::error::body_limit)
                return refuse(bodyTooLarge(m_limits.maxBodyBytes));
            if (ec == bhttp::error::bad_chunk || ec == bhttp::error::bad_chunk_extension)
                return refuse(malformed("A chunk of the body is malformed."));
            if (ec == bhttp::error::bad_content_length)
                return refuse(malformed("Content-Length is not one number of bytes, or comes "
                                        "with Transfer-Encoding."));
            if (ec == bhttp::error::bad_transfer_encoding)
                return refuse(malformed("The request has both Content-Length and "
                                        "Transfer-Encoding, or two Transfer-Encodings."));
            if (message.startLineDone())
                return refuse(malformed("A header field of the request is malformed."));
            return refuse(malformed("The request line is not an HTTP/1.1 request."));
        }
        if (message.is_done()) {
            m_message.reset();
            return Step::Request;
        }
        if (message.is_header_done() && !m_headSaid) {
            m_headSaid = true;
            message.eager(true); // the body's chunks in one put each time
            return Step::Head;
        }
        if (used > 0)
            continue;
        // Stalled: Beast waits for the end of a line it cannot find in what it was shown.
        if (inHead && window == m_limits.maxHeadBytes - m_headBytes)
            return refuse(headTooLarge(message));
        // Once stalled, Beast looks for the head's CRLF CRLF before it parses again: a head
        // with bare LF line ends would wait for it forever, where whole it is refused at once.
        if (inHead && hasBareLf(QByteArrayView(from, window)))
            return refuse(malformed("A line of the request head does not end in CRLF."));
        if (!inHead && window > m_limits.maxHeadBytes)
            return refuse(
                tooLarge("A chunk line or the trailers of the body are", m_limits.maxHeadBytes));
        return Step::NeedMore;
    }
}

RequestParser::Step RequestParser::refuse(const Refusal &refusal)
{
    m_refused = true;
    m_refusal = refusal;
    if (m_message && m_message->is_header_done()) // the head was whole: its id is echoed
        m_refusal.requestId = m_request.header("x-request-id");
    m_message.reset();
    m_buffer.clear();
    m_at = 0;
    return Step::Refused;
}

void RequestParser::consume(qsizetype bytes)
{
    m_at += bytes;
    if (m_at == m_buffer.size()) {
        m_buffer.resize(0); // keeps its capacity for the next request
        m_at = 0;
    } else if (m_at > qsizetype(64) * 1024) {
        m_buffer.remove(0, m_at);
        m_at = 0;
    }
}

} // namespace brokerdesk::http
