#include "nativesocket.h"

#ifdef Q_OS_WIN
#include <winsock2.h>
#include <ws2tcpip.h>
#else
#include <cerrno>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace brokerdesk::http::nativesocket {

namespace {

#ifdef Q_OS_WIN
using Native = SOCKET;
bool wouldBlock()
{
    return WSAGetLastError() == WSAEWOULDBLOCK;
}
#else
using Native = int;
bool wouldBlock()
{
    return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR;
}
#endif

#ifdef MSG_NOSIGNAL
constexpr int sendFlags = MSG_NOSIGNAL; // a client gone mid-answer is an error, not a signal
#else
constexpr int sendFlags = 0;
#endif

} // namespace

bool prepare(qintptr socket)
{
    const auto s = Native(socket);
    const int one = 1;
#ifdef Q_OS_WIN
    u_long nonBlocking = 1;
    if (ioctlsocket(s, FIONBIO, &nonBlocking) != 0)
        return false;
#else
    const int flags = fcntl(s, F_GETFL);
    if (flags < 0 || fcntl(s, F_SETFL, flags | O_NONBLOCK) < 0)
        return false;
#endif
#ifdef SO_NOSIGPIPE
    setsockopt(s, SOL_SOCKET, SO_NOSIGPIPE, &one, sizeof one);
#endif
    // Answers are written whole; pipelined ones must not wait for the ACK of the one before.
    setsockopt(s, IPPROTO_TCP, TCP_NODELAY, reinterpret_cast<const char *>(&one), sizeof one);
    return true;
}

QHostAddress peer(qintptr socket)
{
    sockaddr_storage address{};
    socklen_t size = sizeof address;
    if (getpeername(Native(socket), reinterpret_cast<sockaddr *>(&address), &size) != 0)
        return {};
    return QHostAddress(reinterpret_cast<const sockaddr *>(&address));
}

qint64 receive(qintptr socket, char *to, qint64 size)
{
    const auto n = ::recv(Native(socket), to, int(size), 0);
    if (n > 0)
        return n;
    return n < 0 && wouldBlock() ? 0 : -1; // 0 from recv: the peer closed
}

qint64 send(qintptr socket, const char *from, qint64 size)
{
    const auto n = ::send(Native(socket), from, int(std::min<qint64>(size, 1 << 30)), sendFlags);
    if (n >= 0)
        return n;
    return wouldBlock() ? 0 : -1;
}

void close(qintptr socket)
{
#ifdef Q_OS_WIN
    ::closesocket(Native(socket));
#else
    ::close(Native(socket));
#endif
}

} // namespace brokerdesk::http::nativesocket
