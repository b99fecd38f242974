#include "requestparser.h"

#include <optional>

namespace brokerdesk::sandbox {

namespace {

constexpr qsizetype maxChunkLine = 1024; // "size;extensions" of one chunk

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text)
        if (c <= 32 || c >= 127 || QByteArrayView("\"(),/:;<=>?@[\\]{}").contains(c))
            return false;
    return true;
}

bool isFieldValue(QByteArrayView text)
{
    for (const char c : text)
        if ((c >= 0 && c < 32 && c != '\t') || c == 127)
            return false;
    return true;
}

// 1 to 18 decimal digits, nothing else.
std::optional<qint64> parseLength(QByteArrayView text)
{
    if (text.isEmpty() || text.size() > 18)
        return std::nullopt;
    qint64 n = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n;
}

} // namespace

QByteArray WireRequest::header(QByteArrayView lowerName) const
{
    for (const auto &h : headers)
        if (h.first == lowerName)
            return h.second;
    return {};
}

RequestParser::Step RequestParser::next()
{
    for (;;) {
        const QByteArrayView rest = QByteArrayView(m_buffer).sliced(m_at);
        switch (m_state) {
        case State::Refused:
            return Step::Refused;
        case State::Head: {
            // A client may send an empty line between requests (RFC 9112, 2.2).
            if (rest.startsWith("\r\n")) {
                consume(2);
                continue;
            }
            const qsizetype end = rest.indexOf("\r\n\r\n");
            if (end > m_limits.maxHeaderBytes || (end < 0 && rest.size() > m_limits.maxHeaderBytes))
                return refuse(400, "headers_too_large",
                              "The request headers are larger than " +
                                  QByteArray::number(m_limits.maxHeaderBytes) + " bytes.");
            if (end < 0)
                return Step::NeedMore;
            const Step step = parseHead(end);
            if (step != Step::NeedMore)
                return step;
            continue;
        }
        case State::Body:
            return takeBody(rest) ? finish() : Step::NeedMore;
        case State::ChunkSize: {
            const Step step = chunkSize();
            if (step != Step::NeedMore || m_state == State::ChunkSize)
                return step;
            continue;
        }
        case State::ChunkData:
            if (!takeBody(rest))
                return Step::NeedMore;
            m_state = State::ChunkEnd;
            continue;
        case State::ChunkEnd:
            if (rest.size() < 2)
                return Step::NeedMore;
            if (!rest.startsWith("\r\n"))
                return refuse(400, "malformed_request",
                              "A chunk of the body does not end in CRLF.");
            consume(2);
            m_state = State::ChunkSize;
            continue;
        case State::Trailers: {
            // m_left counts the trailer bytes framed so far.
            const qsizetype end = rest.indexOf("\r\n");
            if (m_left + (end < 0 ? rest.size() : end) > m_limits.maxHeaderBytes)
                return refuse(400, "headers_too_large", "The body's trailers are too large.");
            if (end < 0)
                return Step::NeedMore;
            consume(end + 2);
            m_left += end + 2;
            if (end == 0)
                return finish();
            continue; // a trailer field: not used
        }
        }
    }
}

RequestParser::Step RequestParser::parseHead(qsizetype end)
{
    const QByteArrayView head = QByteArrayView(m_buffer).sliced(m_at, end);
    m_request = {};
    qsizetype lineEnd = head.indexOf("\r\n");
    const QByteArrayView requestLine = head.first(lineEnd < 0 ? head.size() : lineEnd);
    const qsizetype sp1 = requestLine.indexOf(' ');
    const qsizetype sp2 = sp1 < 0 ? -1 : requestLine.indexOf(' ', sp1 + 1);
    const QByteArrayView version = sp2 < 0 ? QByteArrayView() : requestLine.sliced(sp2 + 1);
    const QByteArrayView target =
        sp2 < 0 ? QByteArrayView() : requestLine.sliced(sp1 + 1, sp2 - sp1 - 1);
    if (sp2 < 0 || !isToken(requestLine.first(sp1)) || target.isEmpty() || target.contains(' ') ||
        !isFieldValue(target) || (version != "HTTP/1.1" && version != "HTTP/1.0"))
        return refuse(400, "malformed_request", "The request line is not an HTTP/1.1 request.");
    m_request.method = requestLine.first(sp1).toByteArray();
    m_request.target = target.toByteArray();

    while (lineEnd >= 0) {
        const qsizetype from = lineEnd + 2;
        lineEnd = head.indexOf("\r\n", from);
        const QByteArrayView line = head.sliced(from, (lineEnd < 0 ? head.size() : lineEnd) - from);
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(line.first(colon)) || !isFieldValue(line.sliced(colon + 1)))
            return refuse(400, "malformed_request", "A header line of the request is malformed.");
        m_request.headers.append({line.first(colon).toByteArray().toLower(),
                                  line.sliced(colon + 1).trimmed().toByteArray()});
    }
    consume(end + 4);
    m_refusal.requestId = m_request.header("x-request-id"); // a refusal of its body echoes it

    const QByteArray connection = m_request.header("connection").toLower();
    m_request.keepAlive =
        version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive");
    const bool expectsContinue =
        m_request.header("expect").compare("100-continue", Qt::CaseInsensitive) == 0;
    m_continueSent = !expectsContinue;

    const QByteArray coding = m_request.header("transfer-encoding").toLower();
    if (!coding.isEmpty()) {
        if (!coding.endsWith("chunked"))
            return refuse(400, "malformed_request",
                          "The body's Transfer-Encoding is not chunked, the only one read here.");
        m_state = State::ChunkSize;
        return Step::NeedMore; // next() goes on with the body
    }
    QByteArray lengthText;
    for (const auto &h : std::as_const(m_request.headers)) {
        if (h.first != "content-length")
            continue;
        if (!lengthText.isNull() && h.second != lengthText)
            return refuse(400, "malformed_request",
                          "The request has two different Content-Lengths.");
        lengthText = h.second;
    }
    const std::optional<qint64> length = lengthText.isNull() ? 0 : parseLength(lengthText);
    if (!length)
        return refuse(400, "malformed_request", "Content-Length is not a number of bytes.");
    if (*length > m_limits.maxBodyBytes)
        return refuse(413, "payload_too_large",
                      "The request body is larger than " +
                          QByteArray::number(m_limits.maxBodyBytes) + " bytes.");
    if (*length == 0)
        return finish();
    m_left = *length;
    m_state = State::Body;
    if (!m_continueSent && m_buffer.size() - m_at < m_left) {
        m_continueSent = true;
        return Step::WantsBody;
    }
    return Step::NeedMore;
}

RequestParser::Step RequestParser::chunkSize()
{
    const QByteArrayView rest = QByteArrayView(m_buffer).sliced(m_at);
    if (!m_continueSent && rest.isEmpty()) {
        m_continueSent = true;
        return Step::WantsBody;
    }
    const qsizetype end = rest.indexOf("\r\n");
    if (end < 0 || end > maxChunkLine) {
        if (end > maxChunkLine || rest.size() > maxChunkLine)
            return refuse(400, "malformed_request", "A chunk size line of the body is too long.");
        return Step::NeedMore;
    }
    QByteArrayView digits = rest.first(end);
    if (const qsizetype semicolon = digits.indexOf(';'); semicolon >= 0)
        digits = digits.first(semicolon); // chunk extensions: not used
    digits = digits.trimmed();
    bool ok = !digits.isEmpty() && digits.size() <= 15;
    const qint64 size = ok ? digits.toLongLong(&ok, 16) : 0;
    if (!ok || size < 0 || digits.startsWith('+') || digits.startsWith('-'))
        return refuse(400, "malformed_request", "A chunk size of the body is not a hex number.");
    if (m_request.body.size() + size > m_limits.maxBodyBytes)
        return refuse(413, "payload_too_large",
                      "The request body is larger than " +
                          QByteArray::number(m_limits.maxBodyBytes) + " bytes.");
    consume(end + 2);
    m_left = size;
    m_state = size == 0 ? State::Trailers : State::ChunkData;
    return Step::NeedMore;
}

bool RequestParser::takeBody(QByteArrayView rest)
{
    const qint64 take = std::min<qint64>(m_left, rest.size());
    m_request.body.append(rest.first(take));
    consume(take);
    m_left -= take;
    return m_left == 0;
}

RequestParser::Step RequestParser::refuse(int status, const QByteArray &code,
                                          const QByteArray &message)
{
    m_state = State::Refused;
    m_refusal.status = status;
    m_refusal.code = code;
    m_refusal.message = message;
    m_buffer.clear();
    m_at = 0;
    return Step::Refused;
}

RequestParser::Step RequestParser::finish()
{
    m_state = State::Head;
    m_refusal.requestId.clear();
    return Step::Request;
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

} // namespace brokerdesk::sandbox
