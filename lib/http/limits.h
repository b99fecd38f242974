#pragma once

#include <QtGlobal>

namespace brokerdesk::http {

// What one client may send, for how long, and how much a server holds for it. Limits are per
// request, never per byte: a client that sends a byte now and then gains no time by it.
struct Limits
{
    qint64 maxBodyBytes = qint64(1) << 20;
    int maxRequestLineBytes = 8 * 1024; // over it: 414
    int maxHeadBytes = 64 * 1024;       // request line and fields together; over it: 431
    int headTimeoutMs = 10000;          // from the first byte of a request's head to its last
    int bodyTimeoutMs = 10000;          // from the end of the head to the last byte of the body
    int idleTimeoutMs = 60000;          // a kept-alive connection with nothing to do
    int lingerMs = 2000;      // after a refusal, what the client still sends is read and dropped
    int maxConnections = 512; // in all; at the cap the longest-waiting one is closed
    int maxConnectionsPerPeer = 128;               // per client address (an IPv6 client: its /64)
    qsizetype maxUnsentBytes = qsizetype(1) << 20; // answers a client has not read yet
    int maxPipelined = 64; // requests read ahead of their answers on one connection
};

} // namespace brokerdesk::http
