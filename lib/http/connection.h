#pragma once

#include "limits.h"
#include "message.h"
#include "requestparser.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <deque>
#include <memory>

namespace brokerdesk::http {

class Server;
class Transport;

// One client connection of a Server. Frames the requests it sends (RequestParser) and hands each
// to the server's handler; answers leave in request order, whatever the order they are ready in
// (an answer made on another thread or held back keeps its place in the line). It guards itself:
// a request over the limits is refused and the connection closed, the head and the body must
// each arrive within their time, an idle connection is closed, and a client that does not read
// its answers is not read from. Deletes itself when the connection ends.
class Connection final : public QObject
{
public:
    Connection(std::unique_ptr<Transport> transport, Server &server);
    ~Connection() override;
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    bool isOpen() const { return m_open; }
    QHostAddress peer() const { return m_peer; }

    // Answers `request` (after delayMs), keeping or closing the connection as it asked.
    void answer(const Request &request, const Response &response, int delayMs = 0);
    // A place in the line for an answer due in delayMs or later, its bytes given to fill().
    // `close`: the connection ends once this answer has left.
    quint64 reserve(int delayMs, bool close);
    void fill(quint64 slot, const QByteArray &wire);
    void send(const QByteArray &wire, int delayMs, bool close);
    // Ends the connection at once, whatever is left unsent.
    void abort() { close(); }

    // Nothing of ours is waiting to be answered or sent: the client is idle, still sending, or
    // refused and not gone yet. Such a connection may be closed to make room for another.
    bool waitingOnClient() const;
    // Since when (on the server's clock) it has been: opened, or its last request framed.
    qint64 waitingSince() const { return m_waitingSince; }

private:
    friend class Server;
    enum class Deadline { Idle, Head, Body, Linger };

    void onReadable();
    void serveFramed();
    void refuse(const Refusal &refusal);
    void answerEarly(const Response &response); // before the body: it is not read
    void armDeadline();
    void startDeadline(Deadline kind, int ms);
    void onDeadline();
    void sendDue();
    void write(const QByteArray &bytes);
    void onWritable();
    bool behind() const; // too much waits for the client: its requests are not read
    void catchUp();
    void closeWhenDone();
    void close(); // at once, whatever is left unsent; deletes this later

    struct Held
    {
        quint64 slot;
        qint64 due; // on m_clock
        QByteArray wire;
        bool close;
        bool ready;
    };

    std::unique_ptr<Transport> m_transport;
    bool m_open = true;
    bool m_framing = false; // in serveFramed()
    Server &m_server;
    const Limits &m_limits;
    QHostAddress m_peer;
    RequestParser m_parser;
    QByteArray m_unsent; // what the socket did not take yet, from m_unsentAt
    qsizetype m_unsentAt = 0;
    bool m_closeWhenSent = false;
    bool m_refused = false;  // refused or answered early: what else comes is dropped
    bool m_closing = false;  // an answer closes the connection: nothing after it is served
    bool m_peerDone = false; // the client sent all it will send
    QTimer m_deadline;
    Deadline m_deadlineKind = Deadline::Idle;
    QElapsedTimer m_clock;     // since the connection opened
    qint64 m_idleSince = 0;    // on m_clock
    qint64 m_waitingSince = 0; // on the server's clock
    std::deque<Held> m_line;
    quint64 m_lastSlot = 0;
    bool m_dueArmed = false; // a timer will call sendDue()
};

} // namespace brokerdesk::http
