#include "serverconnection.h"
#include "nativesocket.h"
#include "reasonphrase.h"
#include "requestid.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSocketNotifier>

Q_DECLARE_LOGGING_CATEGORY(lcHttp)

namespace brokerdesk::sandbox {

ServerConnection::ServerConnection(qintptr descriptor, const ConnectionLimits &limits,
                                   OnRequest onRequest, QObject *parent)
    : QObject(parent), m_descriptor(descriptor), m_limits(limits), m_parser(limits),
      m_onRequest(std::move(onRequest))
{
    m_clock.start();
    if (!nativesocket::prepare(descriptor)) {
        qCWarning(lcHttp) << "cannot take a connection: its socket cannot be made non-blocking";
        close();
        return;
    }
    m_peer = nativesocket::peer(descriptor);
    m_readable = new QSocketNotifier(descriptor, QSocketNotifier::Read, this);
    connect(m_readable, &QSocketNotifier::activated, this, &ServerConnection::onReadyRead);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &ServerConnection::onDeadline);
    m_deadline.start(m_limits.idleTimeoutMs);
}

ServerConnection::~ServerConnection()
{
    release();
}

void ServerConnection::onReadyRead()
{
    char buffer[16 * 1024];
    for (;;) {
        const qint64 n = nativesocket::receive(m_descriptor, buffer, sizeof buffer);
        if (n < 0) { // the client closed the connection, or it broke
            close();
            return;
        }
        if (n > 0 && !m_refused) // after a refusal, what comes is read and dropped
            m_parser.append(QByteArrayView(buffer, n));
        if (n < qint64(sizeof buffer))
            break;
    }
    if (m_refused || m_closing)
        return;
    serveFramed();
    if (!m_refused && isOpen())
        armDeadline();
}

void ServerConnection::serveFramed()
{
    while (!m_closing) {
        switch (m_parser.next()) {
        case RequestParser::Step::NeedMore:
            return;
        case RequestParser::Step::WantsBody:
            // Only when no answer waits before it, which a 100 must not overtake; a client
            // that gets none sends its body after a second anyway.
            if (m_line.empty())
                write("HTTP/1.1 100 Continue\r\n\r\n");
            break;
        case RequestParser::Step::Request:
            m_idleSince = m_clock.elapsed();
            m_onRequest(*this, m_parser.take());
            break;
        case RequestParser::Step::Refused:
            refuse(m_parser.refusal());
            return;
        }
    }
}

void ServerConnection::refuse(const RequestParser::Refusal &refusal)
{
    m_refused = true;
    const QByteArray body =
        QJsonDocument(QJsonObject{{QStringLiteral("error"), QString::fromUtf8(refusal.message)},
                                  {QStringLiteral("code"), QString::fromLatin1(refusal.code)}})
            .toJson(QJsonDocument::Compact);
    send("HTTP/1.1 " + QByteArray::number(refusal.status) + ' ' + reasonPhrase(refusal.status) +
             "\r\nContent-Type: application/json\r\nContent-Length: " +
             QByteArray::number(body.size()) + "\r\nX-Request-Id: " +
             responseRequestId(refusal.requestId) + "\r\nConnection: close\r\n\r\n" + body,
         0, false);
    qCInfo(lcHttp).noquote() << "refused a connection from" << m_peer.toString() << refusal.status
                             << QString::fromLatin1(refusal.code);
    // Keep reading (and dropping) for a moment before closing: closing with unread bytes
    // would reset the connection and could lose the refusal on the client's side.
    m_deadline.start(2000);
}

// Restarting a QTimer costs two trips through the event dispatcher, so a request that
// arrives whole moves no timer: the idle deadline is checked against m_idleSince when it
// fires. Only a request split over reads arms the request deadline.
void ServerConnection::armDeadline()
{
    const bool inRequest = m_parser.inRequest();
    if (inRequest == m_deadlineIsForRequest)
        return;
    m_deadlineIsForRequest = inRequest;
    m_deadline.start(inRequest ? m_limits.requestTimeoutMs : m_limits.idleTimeoutMs);
}

void ServerConnection::onDeadline()
{
    if (!m_refused && !m_deadlineIsForRequest) {
        const qint64 left = m_limits.idleTimeoutMs - (m_clock.elapsed() - m_idleSince);
        if (left > 0 || !m_line.empty()) { // busy since the timer was armed, or answering
            m_deadline.start(int(std::max<qint64>(left, 1000)));
            return;
        }
    }
    // Idle, trickling in too slowly, or refused and not gone: nothing more to say.
    if (!m_refused && m_deadlineIsForRequest)
        qCInfo(lcHttp).noquote() << "closed a connection from" << m_peer.toString()
                                 << "whose request did not arrive in time";
    close();
}

quint64 ServerConnection::reserve(int delayMs, bool close)
{
    const qint64 now = m_clock.elapsed();
    const qint64 due = std::max(now + delayMs, m_line.empty() ? 0 : m_line.back().due);
    m_line.push_back({++m_lastSlot, due, {}, close, false});
    m_closing = m_closing || close;
    return m_lastSlot;
}

void ServerConnection::fill(quint64 slot, const QByteArray &wire)
{
    for (Held &h : m_line)
        if (h.slot == slot) {
            h.wire = wire;
            h.ready = true;
            break;
        }
    sendDue();
}

void ServerConnection::send(const QByteArray &wire, int delayMs, bool close)
{
    if (delayMs > 0 || !m_line.empty()) {
        fill(reserve(delayMs, close), wire); // behind the answers held before it
        return;
    }
    write(wire);
    if (close) {
        m_closing = true;
        m_closeWhenSent = true;
        if (m_unsent.isEmpty())
            this->close();
    }
}

void ServerConnection::sendDue()
{
    const qint64 now = m_clock.elapsed();
    QByteArray out; // every answer due now, in one write
    bool close = false;
    while (!close && !m_line.empty() && m_line.front().ready && m_line.front().due <= now) {
        out += m_line.front().wire;
        close = m_line.front().close;
        m_line.pop_front();
    }
    if (!out.isEmpty())
        write(out);
    if (close) {
        m_closeWhenSent = true;
        if (m_unsent.isEmpty())
            this->close();
        return;
    }
    // The head is due later (a timer woke a little early, or it is delayed): look again then.
    // A head still being read is sent by its fill().
    if (!m_dueArmed && !m_line.empty() && m_line.front().ready) {
        m_dueArmed = true;
        QTimer::singleShot(std::chrono::milliseconds(std::max<qint64>(m_line.front().due - now, 0)),
                           Qt::PreciseTimer, this, [this] {
                               m_dueArmed = false;
                               sendDue();
                           });
    }
}

void ServerConnection::write(const QByteArray &bytes)
{
    if (!isOpen())
        return;
    if (!m_unsent.isEmpty()) { // behind what waits already
        m_unsent += bytes;
        holdReadsIfBehind();
        return;
    }
    const qint64 sent = nativesocket::send(m_descriptor, bytes.constData(), bytes.size());
    if (sent < 0) {
        close(); // the client is gone
        return;
    }
    if (sent == bytes.size())
        return;
    // The socket's buffer is full (a large answer, or a client slow to read): the rest is
    // sent as it drains.
    m_unsent = bytes;
    m_unsentAt = sent;
    if (!m_writable) {
        m_writable = new QSocketNotifier(m_descriptor, QSocketNotifier::Write, this);
        connect(m_writable, &QSocketNotifier::activated, this, &ServerConnection::onWritable);
    }
    m_writable->setEnabled(true);
    holdReadsIfBehind();
}

// A client that sends requests and does not read the answers is not read from either, until
// it has taken most of what waits for it: what the server holds for it stays bounded.
void ServerConnection::holdReadsIfBehind()
{
    if (m_readable)
        m_readable->setEnabled(m_unsent.size() - m_unsentAt <= maxUnsentBytes);
}

void ServerConnection::onWritable()
{
    const qint64 sent = nativesocket::send(m_descriptor, m_unsent.constData() + m_unsentAt,
                                           m_unsent.size() - m_unsentAt);
    if (sent < 0) {
        close();
        return;
    }
    m_unsentAt += sent;
    if (m_unsentAt < m_unsent.size()) {
        holdReadsIfBehind();
        return;
    }
    m_unsent.clear();
    m_unsentAt = 0;
    m_writable->setEnabled(false);
    if (m_closeWhenSent) {
        close();
        return;
    }
    holdReadsIfBehind();
}

void ServerConnection::close()
{
    if (!isOpen())
        return;
    m_closing = true;
    m_line.clear();
    m_deadline.stop();
    release();
    deleteLater();
}

void ServerConnection::release()
{
    // The notifiers go before the descriptor they watch.
    delete m_readable;
    m_readable = nullptr;
    delete m_writable;
    m_writable = nullptr;
    if (m_descriptor >= 0)
        nativesocket::close(m_descriptor);
    m_descriptor = -1;
}

} // namespace brokerdesk::sandbox
