#pragma once

#include <QtGlobal>

namespace brokerdesk::sandbox {

// What one client connection may send, and for how long it may take (SandboxSettings).
struct ConnectionLimits
{
    qint64 maxBodyBytes = qint64(1) << 20;
    int maxHeaderBytes = 64 * 1024;
    int requestTimeoutMs = 10000; // a whole request, first byte to last (slow drip)
    int idleTimeoutMs = 60000;    // a kept-alive connection with nothing to do
};

} // namespace brokerdesk::sandbox
