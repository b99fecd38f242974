#pragma once

#include "waituntil.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>

#include <algorithm>

// Waits until every request `network` sent is answered, posted events delivered first so that
// a send queued by the step before counts too: what a test then checks of what went out is final.
inline bool waitForNetworkIdle(QNetworkAccessManager &network, int timeoutMs = 10000)
{
    return waitUntil(
        [&network] {
            QCoreApplication::sendPostedEvents();
            const QList<QNetworkReply *> replies = network.findChildren<QNetworkReply *>();
            return std::none_of(replies.cbegin(), replies.cend(),
                                [](const QNetworkReply *r) { return r->isRunning(); });
        },
        timeoutMs);
}
