#include "benchserver.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace bench {

BenchServer::BenchServer(QString dbPath, int seedLedger, int latencyMs, QStringList extraArgs)
    : m_dbPath(std::move(dbPath)), m_seedLedger(seedLedger), m_latencyMs(latencyMs),
      m_extraArgs(std::move(extraArgs))
{
}

BenchServer::~BenchServer()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
        m_process.waitForFinished(2000);
    }
}

bool BenchServer::start(QString *error)
{
    const QString credentials = m_dir.filePath(QStringLiteral("credentials.json"));
    m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QStringList args{QStringLiteral("--db"),
                     m_dbPath,
                     QStringLiteral("--seed-ledger"),
                     QString::number(m_seedLedger),
                     QStringLiteral("--port"),
                     QStringLiteral("0"),
                     QStringLiteral("--log-level"),
                     QStringLiteral("warning"),
                     QStringLiteral("--credentials-file"),
                     credentials};
    if (m_latencyMs > 0)
        args << QStringLiteral("--latency-ms") << QString::number(m_latencyMs);
    args << m_extraArgs;
    m_process.start(QStringLiteral(BROKERDESK_SANDBOX_BIN), args);
    if (!m_process.waitForStarted(10000)) {
        *error = m_process.errorString();
        return false;
    }
    // Seeding a million records takes minutes on a busy machine.
    const QDeadlineTimer deadline(std::chrono::minutes(20));
    while (!QFile::exists(credentials) || QFile(credentials).size() == 0) {
        if (m_process.state() == QProcess::NotRunning || deadline.hasExpired()) {
            *error = QStringLiteral("the sandbox did not start (exit code %1)")
                         .arg(m_process.exitCode());
            return false;
        }
        m_process.waitForFinished(200);
    }
    QFile f(credentials);
    f.open(QIODevice::ReadOnly);
    const QJsonObject c = QJsonDocument::fromJson(f.readAll()).object();
    const QJsonObject broker = c.value(QStringLiteral("brokers")).toArray().at(0).toObject();
    m_settings.baseUrl = QUrl(c.value(QStringLiteral("base_url")).toString());
    m_settings.tokenUrl = QUrl(c.value(QStringLiteral("token_url")).toString());
    m_settings.clientId = broker.value(QStringLiteral("client_id")).toString();
    m_settings.clientSecret = broker.value(QStringLiteral("client_secret")).toString();
    m_channelId = broker.value(QStringLiteral("broker_channel_id")).toString();
    if (!m_settings.isComplete()) {
        *error = QStringLiteral("the credentials file could not be read");
        return false;
    }
    return true;
}

} // namespace bench
