#include "httpconnection.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpSocket>

namespace brokerdesk::webhook {

namespace {
constexpr qint64 maxDrainBytes = qint64(16) << 20;
} // namespace

QByteArray HttpHead::header(const QByteArray &name) const
{
    for (const auto &h : headers)
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

QByteArray HttpHead::path() const
{
    const qsizetype q = target.indexOf('?');
    return q < 0 ? target : target.left(q);
}

bool HttpHead::keepAlive() const
{
    const QByteArray connection = header("Connection").toLower();
    if (version == "HTTP/1.0")
        return connection.contains("keep-alive");
    return !connection.contains("close");
}

bool HttpHead::expectsContinue() const
{
    return header("Expect").compare("100-continue", Qt::CaseInsensitive) == 0;
}

QByteArray HttpHead::originForm() const
{
    if (!target.startsWith('/') && target.contains("://")) {
        const QByteArray rest = target.mid(target.indexOf("://") + 3);
        const qsizetype slash = rest.indexOf('/');
        const qsizetype query = rest.indexOf('?');
        if (slash >= 0 && (query < 0 || slash < query))
            return rest.mid(slash);
        return '/' + (query >= 0 ? rest.mid(query) : QByteArray());
    }
    return target;
}

QByteArray HttpHead::toBytes() const
{
    QByteArray out = method + ' ' + target + ' ' + version + "\r\n";
    for (const auto &h : headers)
        out += h.first + ": " + h.second + "\r\n";
    return out + "\r\n";
}

QByteArray HttpAnswer::toBytes(bool keepOpen) const
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' +
                     HttpConnection::reasonPhrase(status) + "\r\n";
    if (!contentType.isEmpty())
        out += "Content-Type: " + contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) +
           "\r\nConnection: " + (keepOpen ? QByteArray("keep-alive") : QByteArray("close")) +
           "\r\n";
    for (const auto &h : headers)
        out += h.first + ": " + h.second + "\r\n";
    return out + "\r\n" + body;
}

QByteArray errorBody(const QString &reason)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), reason}})
        .toJson(QJsonDocument::Compact);
}

QByteArray HttpConnection::reasonPhrase(int status)
{
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 409:
        return "Conflict";
    case 411:
        return "Length Required";
    case 413:
        return "Payload Too Large";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    default:
        return "Error";
    }
}

HttpRequestFramer::HttpRequestFramer(HttpLimits limits) : m_limits(limits) {}

HttpRequestFramer::Step HttpRequestFramer::next()
{
    if (m_refused)
        return Step::Refused;
    if (m_bodyLength < 0) {
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0) {
            if (m_buffer.size() > m_limits.maxHeadBytes)
                return refuse(431, "The request head is too large.");
            return Step::NeedMore;
        }
        if (end > m_limits.maxHeadBytes)
            return refuse(431, "The request head is too large.");
        return parseHead(end);
    }
    if (m_buffer.size() < m_bodyLength)
        return Step::NeedMore;
    m_body = m_buffer.left(m_bodyLength);
    m_buffer.remove(0, m_bodyLength);
    m_bodyLength = -1;
    return Step::Request;
}

qint64 HttpRequestFramer::bodyInFlight() const
{
    // Without "Expect: 100-continue" the body is already on its way (drained up to a bound).
    return m_head.expectsContinue() ? 0
                                    : std::min(std::max<qint64>(m_bodyLength, 0), maxDrainBytes);
}

HttpRequestFramer::Step HttpRequestFramer::parseHead(qsizetype end)
{
    const QList<QByteArray> lines = m_buffer.left(end).split('\n');
    m_buffer.remove(0, end + 4);
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    if (requestLine.size() != 3 || !requestLine.at(2).startsWith("HTTP/1."))
        return refuse(400, "The request line is not HTTP/1.1.");
    m_head = HttpHead{requestLine.at(0), requestLine.at(1), requestLine.at(2), {}};
    m_body.clear();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return refuse(400, "A header line is malformed.");
        m_head.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    if (!m_head.header("Transfer-Encoding").isEmpty())
        return refuse(411, "Send the body with a Content-Length.");
    const QByteArray lengthText = m_head.header("Content-Length");
    bool ok = lengthText.isEmpty();
    const qint64 length = lengthText.isEmpty() ? 0 : lengthText.toLongLong(&ok);
    if (!ok || length < 0)
        return refuse(400, "Content-Length is not a number.");
    m_bodyLength = length;
    if (length > m_limits.maxBodyBytes)
        return refuse(413, "The body is larger than 1 MiB.", bodyInFlight());
    return Step::Head;
}

HttpRequestFramer::Step HttpRequestFramer::refuse(int status, const QByteArray &reason,
                                                  qint64 drain)
{
    m_refused = true;
    m_refusal = {status, reason, drain};
    return Step::Refused;
}

HttpConnection::HttpConnection(QTcpSocket *socket, HttpLimits limits, HeadCheck check,
                               Handler handler, QObject *parent)
    : QObject(parent), m_socket(socket), m_framer(limits), m_check(std::move(check)),
      m_handler(std::move(handler))
{
    m_socket->setParent(this);
    m_idle.setSingleShot(true);
    m_idle.setInterval(limits.idleTimeoutMs);
    connect(&m_idle, &QTimer::timeout, m_socket, &QTcpSocket::abort);
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this] {
        if (m_socket->state() == QAbstractSocket::UnconnectedState)
            deleteLater();
    });
    m_idle.start();
    if (m_socket->bytesAvailable() > 0)
        onReadyRead();
}

void HttpConnection::onReadyRead()
{
    if (m_closing) {
        // A refused body is read and dropped before closing: closing with unread data makes
        // the peer's TCP reset the connection, and it may never see our answer.
        m_drain -= m_socket->readAll().size();
        if (m_drain <= 0)
            m_socket->disconnectFromHost();
        return;
    }
    m_idle.start();
    m_framer.append(m_socket->readAll());
    while (!m_closing) {
        switch (m_framer.next()) {
        case HttpRequestFramer::Step::NeedMore:
            return;
        case HttpRequestFramer::Step::Refused: {
            const auto &r = m_framer.refusal();
            refuse(r.status, r.reason, r.drain);
            return;
        }
        case HttpRequestFramer::Step::Head:
            if (m_check) {
                if (const auto early = m_check(m_framer.head())) {
                    answer(*early, false, m_framer.bodyInFlight());
                    return;
                }
            }
            if (m_framer.head().expectsContinue())
                m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
            break;
        case HttpRequestFramer::Step::Request:
            answer(m_handler(m_framer.head(), m_framer.body()), m_framer.head().keepAlive());
            break;
        }
    }
}

void HttpConnection::answer(const HttpAnswer &a, bool keepOpen, qint64 drain)
{
    m_socket->write(a.toBytes(keepOpen));
    if (keepOpen)
        return;
    m_closing = true;
    m_drain = drain - m_framer.takeBuffered().size();
    if (m_drain <= 0)
        m_socket->disconnectFromHost(); // once the answer is written
}

void HttpConnection::refuse(int status, const QByteArray &reason, qint64 drain)
{
    answer({status, errorBody(QString::fromLatin1(reason))}, false, drain);
}

} // namespace brokerdesk::webhook
