#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTcpServer>
#include <QTimer>

class QTcpSocket;

namespace brokerdesk::sandbox {

struct ConnectionLimits
{
    qint64 maxBodyBytes = qint64(1) << 20;
    int maxHeaderBytes = 64 * 1024;
    int requestTimeoutMs = 10000; // a whole request, first byte to last (slow drip)
    int idleTimeoutMs = 60000;    // a kept-alive connection with nothing to do
};

// Watches one connection's incoming bytes ahead of QtHttpServer, which has none of these
// guards in 6.4: a body announced over the limit is refused with 413 before it is read; a
// request that trickles in slower than the deadline, or an idle connection, is closed.
// Understands just enough HTTP/1.1 framing (headers, Content-Length, chunked) to know where
// one request ends.
class ConnectionGuard : public QObject
{
    Q_OBJECT
public:
    ConnectionGuard(QTcpSocket *socket, const ConnectionLimits &limits);

private:
    enum class State { Idle, Headers, Body, Chunked, Refused };

    void onReadyRead();
    void consume(const QByteArray &bytes);
    void startRequest();
    void finishRequest();
    void armDeadline();
    void onHeaders(const QByteArray &head);
    void refuse(int status, const QByteArray &code, const QByteArray &message);
    void onDeadline();

    QTcpSocket *m_socket;
    ConnectionLimits m_limits;
    State m_state = State::Idle;
    QByteArray m_head;      // header bytes of the current request so far
    QByteArray m_chunkTail; // last bytes of a chunked body, to spot its end
    qint64 m_bodyLeft = 0;
    QTimer m_deadline;
    bool m_deadlineIsForRequest = false; // else it is the idle deadline
    QElapsedTimer m_idleSince;
};

// A QTcpServer whose connections each get a ConnectionGuard before QtHttpServer sees them.
class GuardedTcpServer : public QTcpServer
{
    Q_OBJECT
public:
    GuardedTcpServer(const ConnectionLimits &limits, QObject *parent = nullptr)
        : QTcpServer(parent), m_limits(limits)
    {
    }

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    ConnectionLimits m_limits;
};

} // namespace brokerdesk::sandbox
