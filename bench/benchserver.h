#pragma once

#include "api/serversettings.h"

#include <QProcess>
#include <QTemporaryDir>

namespace bench {

// The standalone brokerdesk-sandbox as a child process over a kept database file (seeded on
// first use: about a minute or two for a million records), so later runs start at once.
class BenchServer
{
public:
    // latencyMs > 0: every answer is held that long, a network's round trip (--latency-ms);
    // extraArgs go to the sandbox's command line as they are.
    BenchServer(QString dbPath, int seedLedger, int latencyMs = 0, QStringList extraArgs = {});
    ~BenchServer();

    bool start(QString *error); // waits until the service listens (seeding included)
    brokerdesk::api::ServerSettings settings() const { return m_settings; }
    QString channelId() const { return m_channelId; }

private:
    QString m_dbPath;
    int m_seedLedger;
    int m_latencyMs;
    QStringList m_extraArgs;
    QProcess m_process;
    QTemporaryDir m_dir;
    brokerdesk::api::ServerSettings m_settings;
    QString m_channelId;
};

} // namespace bench
