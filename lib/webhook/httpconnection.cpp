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
    case 503:
        return "Service Unavailable";
    default:
        return "Error";
    }
}

HttpConnection::HttpConnection(QTcpSocket *socket, HttpLimits limits, HeadCheck check,
                               Handler handler, QObject *parent)
    : QObject(parent), m_socket(socket), m_limits(limits), m_check(std::move(check)),
      m_handler(std::move(handler))
{
    m_socket->setParent(this);
    m_idle.setSingleShot(true);
    m_idle.setInterval(m_limits.idleTimeoutMs);
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
    m_buffer += m_socket->readAll();
    while (!m_closing) {
        if (m_bodyLength < 0) {
            const qsizetype end = m_buffer.indexOf("\r\n\r\n");
            if (end < 0) {
                if (m_buffer.size() > m_limits.maxHeadBytes)
                    refuse(431, "The request head is too large.");
                return;
            }
            if (end > m_limits.maxHeadBytes) {
                refuse(431, "The request head is too large.");
                return;
            }
            if (!parseHead(end))
                return;
        }
        if (m_buffer.size() < m_bodyLength)
            return;
        const QByteArray body = m_buffer.left(m_bodyLength);
        m_buffer.remove(0, m_bodyLength);
        m_bodyLength = -1;
        answer(m_handler(m_head, body), m_head.keepAlive());
    }
}

bool HttpConnection::parseHead(qsizetype end)
{
    const QList<QByteArray> lines = m_buffer.left(end).split('\n');
    m_buffer.remove(0, end + 4);
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    if (requestLine.size() != 3 || !requestLine.at(2).startsWith("HTTP/1.")) {
        refuse(400, "The request line is not HTTP/1.1.");
        return false;
    }
    m_head = HttpHead{requestLine.at(0), requestLine.at(1), requestLine.at(2), {}};
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            refuse(400, "A header line is malformed.");
            return false;
        }
        m_head.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    if (!m_head.header("Transfer-Encoding").isEmpty()) {
        refuse(411, "Send the body with a Content-Length.");
        return false;
    }
    const QByteArray lengthText = m_head.header("Content-Length");
    bool ok = lengthText.isEmpty();
    const qint64 length = lengthText.isEmpty() ? 0 : lengthText.toLongLong(&ok);
    if (!ok || length < 0) {
        refuse(400, "Content-Length is not a number.");
        return false;
    }
    const bool expectsContinue =
        m_head.header("Expect").compare("100-continue", Qt::CaseInsensitive) == 0;
    // Without "Expect: 100-continue" the body is already on its way: drain it (up to a bound).
    const qint64 inFlight = expectsContinue ? 0 : std::min(length, maxDrainBytes);
    if (length > m_limits.maxBodyBytes) {
        refuse(413, "The body is larger than 1 MiB.", inFlight);
        return false;
    }
    if (m_check) {
        if (const auto early = m_check(m_head)) {
            answer(*early, false, inFlight);
            return false;
        }
    }
    if (expectsContinue)
        m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
    m_bodyLength = length;
    return true;
}

void HttpConnection::answer(const HttpAnswer &a, bool keepOpen, qint64 drain)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(a.status) + ' ' + reasonPhrase(a.status) +
                     "\r\nContent-Type: application/json\r\nContent-Length: " +
                     QByteArray::number(a.body.size()) + "\r\nConnection: " +
                     (keepOpen ? QByteArray("keep-alive") : QByteArray("close")) + "\r\n\r\n";
    out += a.body;
    m_socket->write(out);
    if (keepOpen)
        return;
    m_closing = true;
    m_drain = drain - m_buffer.size();
    m_buffer.clear();
    if (m_drain <= 0)
        m_socket->disconnectFromHost(); // once the answer is written
}

void HttpConnection::refuse(int status, const QByteArray &reason, qint64 drain)
{
    answer({status, errorBody(QString::fromLatin1(reason))}, false, drain);
}

} // namespace brokerdesk::webhook
