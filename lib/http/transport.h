#pragma once

#include <QHostAddress>

#include <functional>
#include <memory>

class QTcpSocket;

namespace brokerdesk::http {

// Where one connection's bytes come from and go: the OS socket itself (plain TCP: one recv and
// one send per request, no copy in between), or a QTcpSocket (TLS, through QSslSocket).
class Transport
{
public:
    virtual ~Transport() = default;

    // Bytes read into `to`; 0 when nothing is there yet; -1 when the peer closed or it broke.
    virtual qint64 receive(char *to, qint64 size) = 0;
    // Bytes taken (0 while the socket's buffer is full); -1 when it broke.
    virtual qint64 send(const char *from, qint64 size) = 0;
    // Whether onReadable / onWritable are called when the socket can be read / written.
    virtual void watchReads(bool on) = 0;
    virtual void watchWrites(bool on) = 0;
    virtual QHostAddress peer() const = 0;
    // Ends the connection: what send() took still leaves, as far as the peer reads it.
    virtual void close() = 0;

    std::function<void()> onReadable;
    std::function<void()> onWritable;
};

// Over a connected socket's descriptor (taken over, closed by the transport); null when it
// cannot be made non-blocking.
std::unique_ptr<Transport> nativeTransport(qintptr descriptor);
// Over a connected QTcpSocket or QSslSocket (taken over).
std::unique_ptr<Transport> socketTransport(QTcpSocket *socket);

} // namespace brokerdesk::http
