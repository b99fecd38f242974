#pragma once

#include "api/serversettings.h"

#include <QByteArray>
#include <QString>

class QNetworkAccessManager;

#include <functional>

// The client-core benchmarks; each prints its figures and returns false if a target is missed.
namespace bench {

struct Context
{
    brokerdesk::api::ServerSettings server;
    QString channelId;  // the broker's channel, whose store the catalog shows
    qint64 records = 0; // the ledger's size, as the service counts it
    int runs = 5;
    int syncRuns = 3;
    int scrollStep = 500;   // rows between two stops of the whole-list scroll
    QString workDir;        // where mirror files go
    int latencyMs = 0;      // the service's answers held this long (a network's round trip)
    int parallelPages = 16; // a first mirror sync's pages in flight (1: one cursor walk)
};

// A fresh token for the context's broker, signed in through `http`; empty on failure.
QByteArray fetchToken(const Context &ctx, QNetworkAccessManager &http);
// GET <base><pathAndQuery> with a fresh token: the raw body, as the client receives it.
QByteArray fetchRaw(const Context &ctx, const QString &pathAndQuery);
// POST <base><path> with a JSON body and a fresh token: the raw answer.
QByteArray postRaw(const Context &ctx, const QString &path, const QByteArray &json);
// Spins the event loop until done() or the timeout; false on timeout.
bool waitUntil(const std::function<bool()> &done, int timeoutMs = 60000);

bool benchCatalog(const Context &ctx);
bool benchDecode(const Context &ctx);
bool benchJump(const Context &ctx);
bool benchScrollMemory(const Context &ctx);
bool benchMirror(const Context &ctx);

} // namespace bench
