#pragma once

#include <QHostAddress>

// The few calls lib/http's server makes on a connected TCP socket, straight to the OS:
// QTcpSocket taken from a descriptor always buffers, which costs an ioctl and two copies per
// request. POSIX and Winsock alike.
namespace brokerdesk::http::nativesocket {

// Non-blocking, no Nagle delay, no SIGPIPE. False if the socket cannot be set so.
bool prepare(qintptr socket);
QHostAddress peer(qintptr socket);
// Bytes read into `to`; 0 when nothing is there yet; -1 when the peer closed or it broke.
qint64 receive(qintptr socket, char *to, qint64 size);
// Bytes the socket took (0 when its buffer is full); -1 when it broke.
qint64 send(qintptr socket, const char *from, qint64 size);
void close(qintptr socket);

} // namespace brokerdesk::http::nativesocket
