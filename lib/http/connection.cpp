#include "connection.h"
#include "server.h"
#include "transport.h"

#include <QLoggingCategory>
#include <QScopeGuard>

namespace brokerdesk::http {

Connection::Connection(std::unique_ptr<Transport> transport, Server &server)
    : QObject(&server), m_transport(std::move(transport)), m_server(server),
      m_limits(server.limits()), m_peer(m_transport->peer()), m_parser(server.limits()),
      m_waitingSince(server.now())
{
    m_clock.start();
    m_transport->onReadable = [this] { onReadable(); };
    m_transport->onWritable = [this] { onWritable(); };
    m_transport->watchReads(true);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &Connection::onDeadline);
    m_deadline.start(m_limits.idleTimeoutMs);
}

Connection::~Connection() = default;

bool Connection::waitingOnClient() const
{
    return isOpen() && m_line.empty() && m_unsent.isEmpty();
}

void Connection::onReadable()
{
    char buffer[16 * 1024];
    // At most a few reads at a time: a client that floods waits for the next turn.
    for (int reads = 0; reads < 4; ++reads) {
        const qint64 n = m_transport->receive(buffer, sizeof buffer);
        if (n < 0) { // the client closed its side, or the connection broke
            m_peerDone = true;
            m_transport->watchReads(false);
            break;
        }
        if (n > 0 && !m_refused) // after a refusal, what comes is read and dropped
            m_parser.append(QByteArrayView(buffer, n));
        if (n < qint64(sizeof buffer))
            break;
    }
    if (!m_refused && !m_closing)
        serveFramed();
    if (!isOpen())
        return;
    if (m_peerDone) {
        closeWhenDone(); // what is being answered still leaves
        return;
    }
    armDeadline();
}

void Connection::serveFramed()
{
    if (m_framing) // an answer sent from within the loop below: the loop goes on by itself
        return;
    m_framing = true;
    const auto done = qScopeGuard([this] { m_framing = false; });
    while (!m_closing && !m_refused && !behind()) {
        switch (m_parser.next()) {
        case RequestParser::Step::NeedMore:
            return;
        case RequestParser::Step::Head: {
            const Request &head = m_parser.request();
            if (auto early = m_server.checkHead(head)) {
                answerEarly(*early);
                return;
            }
            // Only when no answer waits before it, which a 100 must not overtake; a client that
            // gets none sends its body after a second anyway. Never to an HTTP/1.0 client.
            if (head.expectsContinue() && head.version >= 11 && m_parser.buffered() == 0 &&
                m_line.empty() && m_unsent.isEmpty())
                write("HTTP/1.1 100 Continue\r\n\r\n");
            break;
        }
        case RequestParser::Step::Request: {
            m_idleSince = m_clock.elapsed();
            m_waitingSince = m_server.now();
            Request request = m_parser.take();
            request.peer = m_peer;
            m_server.serve(*this, std::move(request));
            break;
        }
        case RequestParser::Step::Refused:
            refuse(m_parser.refusal());
            return;
        }
    }
    if (behind()) // read again once the client has taken its answers
        m_transport->watchReads(false);
}

void Connection::refuse(const Refusal &refusal)
{
    qCInfo(lcHttpServer).noquote() << "refused a request from" << m_peer.toString()
                                   << refusal.status << QString::fromLatin1(refusal.code);
    answerEarly(m_server.refusalAnswer(refusal));
}

void Connection::answerEarly(const Response &response)
{
    m_refused = true;
    send(response.toBytes(Persist::Close), 0, false);
    // Keep reading (and dropping) for a moment before closing: closing with unread bytes would
    // reset the connection and could lose the answer on the client's side.
    m_transport->watchReads(true);
    startDeadline(Deadline::Linger, m_limits.lingerMs);
}

// Restarting a QTimer costs two trips through the event dispatcher, so a request that arrives
// whole moves no timer: the idle deadline is checked against m_idleSince when it fires. A head
// or body split over reads gets its own deadline, counted from its first byte, not its last.
void Connection::armDeadline()
{
    if (m_refused)
        return;
    const Deadline kind = !m_parser.inRequest() ? Deadline::Idle
                          : m_parser.inBody()   ? Deadline::Body
                                                : Deadline::Head;
    if (kind == m_deadlineKind)
        return;
    startDeadline(kind, kind == Deadline::Idle   ? m_limits.idleTimeoutMs
                        : kind == Deadline::Body ? m_limits.bodyTimeoutMs
                                                 : m_limits.headTimeoutMs);
}

void Connection::startDeadline(Deadline kind, int ms)
{
    m_deadlineKind = kind;
    m_deadline.start(ms);
}

void Connection::onDeadline()
{
    if (m_deadlineKind == Deadline::Idle) {
        const qint64 left = m_limits.idleTimeoutMs - (m_clock.elapsed() - m_idleSince);
        if (left > 0 || !m_line.empty() || !m_unsent.isEmpty()) { // busy since, or answering
            m_deadline.start(int(std::clamp<qint64>(left, 1000, m_limits.idleTimeoutMs)));
            return;
        }
    }
    if ((m_deadlineKind == Deadline::Head || m_deadlineKind == Deadline::Body) && behind()) {
        m_deadline.start(m_limits.headTimeoutMs); // it is we who do not read, not the client
        return;
    }
    if (m_deadlineKind == Deadline::Head || m_deadlineKind == Deadline::Body)
        qCInfo(lcHttpServer).noquote()
            << "closed a connection from" << m_peer.toString() << "whose request"
            << (m_deadlineKind == Deadline::Head ? "head" : "body") << "did not arrive in time";
    close(); // idle, too slow, or refused and not gone: nothing more to say
}

void Connection::answer(const Request &request, const Response &response, int delayMs)
{
    const Persist persist = persistFor(request);
    send(response.toBytes(persist), delayMs, persist == Persist::Close);
}

quint64 Connection::reserve(int delayMs, bool close)
{
    const qint64 now = m_clock.elapsed();
    const qint64 due = std::max(now + delayMs, m_line.empty() ? 0 : m_line.back().due);
    m_line.push_back({++m_lastSlot, due, {}, close, false});
    m_closing = m_closing || close;
    return m_lastSlot;
}

void Connection::fill(quint64 slot, const QByteArray &wire)
{
    for (Held &h : m_line)
        if (h.slot == slot) {
            h.wire = wire;
            h.ready = true;
            break;
        }
    sendDue();
}

void Connection::send(const QByteArray &wire, int delayMs, bool close)
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

void Connection::sendDue()
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
    // A head still being made is sent by its fill().
    if (!m_dueArmed && !m_line.empty() && m_line.front().ready) {
        m_dueArmed = true;
        QTimer::singleShot(std::chrono::milliseconds(std::max<qint64>(m_line.front().due - now, 0)),
                           Qt::PreciseTimer, this, [this] {
                               m_dueArmed = false;
                               sendDue();
                           });
    }
    catchUp();
}

void Connection::write(const QByteArray &bytes)
{
    if (!isOpen())
        return;
    if (!m_unsent.isEmpty()) { // behind what waits already
        m_unsent += bytes;
        return;
    }
    const qint64 sent = m_transport->send(bytes.constData(), bytes.size());
    if (sent < 0) {
        close(); // the client is gone
        return;
    }
    if (sent == bytes.size())
        return;
    // The socket's buffer is full (a large answer, or a client slow to read): the rest is sent
    // as it drains.
    m_unsent = bytes;
    m_unsentAt = sent;
    m_transport->watchWrites(true);
}

void Connection::onWritable()
{
    const qint64 sent =
        m_transport->send(m_unsent.constData() + m_unsentAt, m_unsent.size() - m_unsentAt);
    if (sent < 0) {
        close();
        return;
    }
    m_unsentAt += sent;
    if (m_unsentAt < m_unsent.size())
        return;
    m_unsent.clear();
    m_unsentAt = 0;
    m_transport->watchWrites(false);
    if (m_closeWhenSent) {
        close();
        return;
    }
    catchUp();
}

bool Connection::behind() const
{
    return qsizetype(m_line.size()) >= m_limits.maxPipelined ||
           m_unsent.size() - m_unsentAt > m_limits.maxUnsentBytes;
}

// Once the client has taken most of what waited for it, the requests it sent meanwhile are
// framed and its socket read again.
void Connection::catchUp()
{
    if (!isOpen() || m_refused || m_closing || behind())
        return;
    if (m_peerDone) {
        closeWhenDone();
        return;
    }
    serveFramed();
    if (isOpen() && !behind() && !m_closing) {
        m_transport->watchReads(true);
        armDeadline();
    }
}

// The client sent all it will: the connection ends once its answers have left.
void Connection::closeWhenDone()
{
    m_closing = true;
    if (m_line.empty() && m_unsent.isEmpty())
        close();
    else if (!m_line.empty())
        m_line.back().close = true;
    else
        m_closeWhenSent = true;
}

void Connection::close()
{
    if (!isOpen())
        return;
    m_open = false;
    m_closing = true;
    m_line.clear();
    m_deadline.stop();
    // The transport itself goes with this object: this may be one of its own callbacks.
    m_transport->close();
    m_server.forget(this);
    deleteLater();
}

} // namespace brokerdesk::http
