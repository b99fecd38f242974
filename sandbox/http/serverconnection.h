#pragma once

#include "connectionlimits.h"
#include "requestparser.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QTimer>

#include <deque>
#include <functional>

class QSocketNotifier;

namespace brokerdesk::sandbox {

// One client connection of the sandbox's HTTP/1.1 server. Frames the requests it sends
// (RequestParser) and hands each to the server; guards the connection: a head or body over the
// limits is refused before it is read, a request that trickles in slower than the deadline or
// an idle connection is closed. Answers leave in request order, whatever the order they are
// ready in: an answer read on the PageReader's thread or held back (--latency-ms) keeps its
// place in the line. Deletes itself when the connection ends.
class ServerConnection : public QObject
{
public:
    using OnRequest = std::function<void(ServerConnection &, WireRequest)>;

    ServerConnection(qintptr descriptor, const ConnectionLimits &limits, OnRequest onRequest,
                     QObject *parent);
    ~ServerConnection() override;
    ServerConnection(const ServerConnection &) = delete;
    ServerConnection &operator=(const ServerConnection &) = delete;

    bool isOpen() const { return m_descriptor >= 0; }
    QHostAddress peer() const { return m_peer; }

    // A place in the line for an answer due in delayMs or later, its bytes given to fill().
    // `close`: the connection ends once this answer has left.
    quint64 reserve(int delayMs, bool close);
    void fill(quint64 slot, const QByteArray &wire);
    void send(const QByteArray &wire, int delayMs, bool close);

private:
    void onReadyRead();
    void serveFramed();
    void refuse(const RequestParser::Refusal &refusal);
    void armDeadline();
    void onDeadline();
    void sendDue();
    void write(const QByteArray &bytes);
    void onWritable();
    void holdReadsIfBehind();
    void close();   // at once, whatever is left unsent; deletes this later
    void release(); // the socket and its notifiers

    struct Held
    {
        quint64 slot;
        qint64 due; // on m_clock
        QByteArray wire;
        bool close;
        bool ready;
    };

    qintptr m_descriptor;
    QSocketNotifier *m_readable = nullptr;
    QSocketNotifier *m_writable = nullptr;
    static constexpr qsizetype maxUnsentBytes = qsizetype(1) << 20;
    QByteArray m_unsent; // what the socket did not take yet, from m_unsentAt
    qsizetype m_unsentAt = 0;
    bool m_closeWhenSent = false;
    QHostAddress m_peer;
    ConnectionLimits m_limits;
    RequestParser m_parser;
    OnRequest m_onRequest;
    bool m_refused = false; // a refusal was sent: what else comes is dropped
    bool m_closing = false; // an answer closes the connection: nothing after it is served
    QTimer m_deadline;
    bool m_deadlineIsForRequest = false; // else it is the idle deadline
    QElapsedTimer m_clock;               // since the connection opened
    qint64 m_idleSince = 0;              // on m_clock
    std::deque<Held> m_line;
    quint64 m_lastSlot = 0;
    bool m_dueArmed = false; // a timer will call sendDue()
};

} // namespace brokerdesk::sandbox
