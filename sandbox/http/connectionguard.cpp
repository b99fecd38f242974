#include "connectionguard.h"
#include "requestid.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QTcpSocket>

Q_DECLARE_LOGGING_CATEGORY(lcHttp)

namespace brokerdesk::sandbox {

namespace {

// The value of a header in a raw head (CRLF-separated lines), or an empty array. Runs for
// every request: scans in place rather than splitting the head into lines.
QByteArray headerValue(const QByteArray &head, QByteArrayView lowerName)
{
    const QByteArrayView all(head);
    qsizetype at = all.indexOf('\n') + 1; // past the request line
    while (at > 0 && at < all.size()) {
        qsizetype end = all.indexOf('\n', at);
        if (end < 0)
            end = all.size();
        const QByteArrayView line = all.sliced(at, end - at);
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.first(colon).trimmed().compare(lowerName, Qt::CaseInsensitive) == 0)
            return line.sliced(colon + 1).trimmed().toByteArray();
        at = end + 1;
    }
    return {};
}

} // namespace

ConnectionGuard::ConnectionGuard(QTcpSocket *socket, const ConnectionLimits &limits)
    : QObject(socket), m_socket(socket), m_limits(limits)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &ConnectionGuard::onDeadline);
    // Connected before QtHttpServer adopts the socket, so this slot sees every byte first.
    connect(socket, &QTcpSocket::readyRead, this, &ConnectionGuard::onReadyRead);
    m_idleSince.start();
    m_deadline.start(m_limits.idleTimeoutMs);
}

void ConnectionGuard::onReadyRead()
{
    if (m_state == State::Refused) {
        m_socket->readAll(); // drained so the client can read the refusal before the close
        return;
    }
    const QByteArray bytes = m_socket->peek(m_socket->bytesAvailable());
    consume(bytes);
    if (m_state == State::Refused)
        m_socket->readAll();
    else
        armDeadline();
}

// Restarting a QTimer costs two trips through the event dispatcher, so a request that
// arrives whole moves no timer: the idle deadline is checked against m_idleSince when it
// fires. Only a request split over reads arms the request deadline.
void ConnectionGuard::armDeadline()
{
    const bool inRequest = m_state != State::Idle;
    if (inRequest == m_deadlineIsForRequest)
        return;
    m_deadlineIsForRequest = inRequest;
    m_deadline.start(inRequest ? m_limits.requestTimeoutMs : m_limits.idleTimeoutMs);
}

void ConnectionGuard::consume(const QByteArray &bytes)
{
    qsizetype at = 0;
    while (at < bytes.size() && m_state != State::Refused) {
        switch (m_state) {
        case State::Idle:
            startRequest();
            break;
        case State::Headers: {
            const qsizetype before = m_head.size();
            m_head.append(bytes.mid(at));
            const qsizetype end = m_head.indexOf("\r\n\r\n");
            if (end < 0) {
                at = bytes.size();
                if (m_head.size() > m_limits.maxHeaderBytes)
                    refuse(400, "headers_too_large",
                           "The request headers are larger than " +
                               QByteArray::number(m_limits.maxHeaderBytes) + " bytes.");
                break;
            }
            at += end + 4 - before;
            m_head.truncate(end + 4);
            onHeaders(m_head);
            break;
        }
        case State::Body: {
            const qint64 take = std::min<qint64>(m_bodyLeft, bytes.size() - at);
            m_bodyLeft -= take;
            at += take;
            if (m_bodyLeft == 0)
                finishRequest();
            break;
        }
        case State::Chunked: {
            const QByteArray part = bytes.mid(at);
            at = bytes.size();
            m_bodyLeft += part.size();
            m_chunkTail = QByteArray(m_chunkTail + part).right(5);
            if (m_bodyLeft > m_limits.maxBodyBytes)
                refuse(413, "payload_too_large", "The request body is too large.");
            else if (m_chunkTail == "0\r\n\r\n")
                finishRequest();
            break;
        }
        case State::Refused:
            break;
        }
    }
}

void ConnectionGuard::startRequest()
{
    m_state = State::Headers;
    m_head.clear();
    m_chunkTail.clear();
    m_bodyLeft = 0;
}

void ConnectionGuard::finishRequest()
{
    m_state = State::Idle;
    m_idleSince.start();
}

void ConnectionGuard::onHeaders(const QByteArray &head)
{
    if (headerValue(head, "transfer-encoding").toLower().contains("chunked")) {
        m_state = State::Chunked;
        return;
    }
    const QByteArray length = headerValue(head, "content-length");
    bool ok = true;
    const qint64 bytes = length.isEmpty() ? 0 : length.toLongLong(&ok);
    if (!ok || bytes < 0) {
        refuse(400, "malformed_request", "Content-Length is not a number of bytes.");
        return;
    }
    if (bytes > m_limits.maxBodyBytes) {
        refuse(413, "payload_too_large",
               "The request body is larger than " + QByteArray::number(m_limits.maxBodyBytes) +
                   " bytes.");
        return;
    }
    m_bodyLeft = bytes;
    m_state = State::Body;
    if (bytes == 0)
        finishRequest();
}

void ConnectionGuard::refuse(int status, const QByteArray &code, const QByteArray &message)
{
    m_state = State::Refused;
    // Headers cut short may hold half an id: echo only one from a complete head.
    const QByteArray givenId =
        m_head.endsWith("\r\n\r\n") ? headerValue(m_head, "x-request-id") : QByteArray();
    const QByteArray body =
        QJsonDocument(QJsonObject{{QStringLiteral("error"), QString::fromUtf8(message)},
                                  {QStringLiteral("code"), QString::fromLatin1(code)}})
            .toJson(QJsonDocument::Compact);
    m_socket->write(
        "HTTP/1.1 " + QByteArray::number(status) +
        (status == 413 ? " Payload Too Large" : " Bad Request") +
        "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size()) +
        "\r\nX-Request-Id: " + responseRequestId(givenId) + "\r\nConnection: close\r\n\r\n" + body);
    qCInfo(lcHttp).noquote() << "refused a connection from" << m_socket->peerAddress().toString()
                             << status << QString::fromLatin1(code);
    // Keep reading (and dropping) for a moment before closing: closing with unread bytes
    // would reset the connection and could lose the refusal on the client's side.
    m_deadline.start(2000);
}

void ConnectionGuard::onDeadline()
{
    if (m_state == State::Idle) {
        const qint64 left = m_limits.idleTimeoutMs - m_idleSince.elapsed();
        if (left > 0) { // busy since the timer was armed
            m_deadline.start(int(left));
            return;
        }
    }
    // Idle, trickling in too slowly, or refused and not gone: nothing more to say.
    if (m_state != State::Idle && m_state != State::Refused)
        qCInfo(lcHttp).noquote() << "closed a connection from" << m_socket->peerAddress().toString()
                                 << "whose request did not arrive in time";
    m_socket->abort();
}

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    new ConnectionGuard(socket, m_limits);
    addPendingConnection(socket);
}

} // namespace brokerdesk::sandbox
