#include "embeddedsandbox.h"

#include "sandbox.h"
#include "seed/brokers.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

EmbeddedSandbox::EmbeddedSandbox(QString dbPath, QObject *parent)
    : QObject(parent), m_dbPath(std::move(dbPath)),
      m_strict(qEnvironmentVariableIntValue("BROKERDESK_SANDBOX_STRICT") == 1)
{
    m_thread.setObjectName(QStringLiteral("sandbox"));
}

EmbeddedSandbox::~EmbeddedSandbox()
{
    if (!m_thread.isRunning())
        return;
    // The sandbox's sockets, timers and database belong to its thread: end them there.
    QMetaObject::invokeMethod(
        m_home, [home = m_home] { delete home; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void EmbeddedSandbox::setWebhookTarget(const QUrl &url, const QByteArray &secret)
{
    m_webhookUrl = url;
    m_webhookSecret = secret;
}

void EmbeddedSandbox::start()
{
    m_home = new QObject;
    m_home->moveToThread(&m_thread);
    m_thread.start();
    // The answer is posted to `target`; if it is gone by then (its destructor first waits for
    // this job), Qt drops the event.
    EmbeddedSandbox *target = this;
    brokerdesk::sandbox::SandboxSettings settings;
    settings.dbPath = m_dbPath;
    settings.seedAffinities = 5;       // a fresh demo shows affinities in every state
    settings.seedLeads = 16;           // and people to call, ranked by the call list
    settings.seedCanceledPolicies = 2; // policies and sales in every state they reach
    settings.seedRefusedSales = 1;
    settings.seedAwaitingBoletos = 1;
    settings.seedRenewalsDue = 6; // Início and Renovações have policies ending soon
    settings.strict = m_strict;
    if (m_webhookUrl.isValid())
        settings.webhookTargets = {{QString::fromLatin1(brokerdesk::sandbox::firstDemoClientId),
                                    m_webhookUrl, m_webhookSecret}};
    QMetaObject::invokeMethod(
        m_home,
        [target, home = m_home, settings] {
            QDir().mkpath(QFileInfo(settings.dbPath).absolutePath());
            auto *sandbox = new brokerdesk::sandbox::Sandbox(settings, home);
            QString error;
            const bool ok = sandbox->start(QHostAddress::LocalHost, 0, &error);
            EmbeddedAccess access;
            const auto brokers = ok ? sandbox->brokers() : decltype(sandbox->brokers())();
            const auto broker = std::find_if(brokers.begin(), brokers.end(), [](const auto &b) {
                return b.clientId == QLatin1String(brokerdesk::sandbox::firstDemoClientId);
            });
            if (broker != brokers.end()) {
                access = {sandbox->baseUrl(),   sandbox->tokenUrl(), broker->clientId,
                          broker->clientSecret, broker->channelId,   sandbox->instanceId()};
            } else if (ok) {
                error = QStringLiteral("the demo database has no brokers");
            }
            // Back to the GUI thread with the outcome.
            QMetaObject::invokeMethod(
                target,
                [target, ok, error, access] {
                    if (ok && error.isEmpty())
                        emit target->ready(access);
                    else
                        emit target->failed(error);
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}
