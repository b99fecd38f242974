#include "desk.h"

#include "common/errortext.h"
#include "demoquotes.h"

#include "mainwindow.h"
#include "pages.h"
#include "settings/affinityupdates.h"
#include "settings/desksettings.h"
#include "settings/secretstore.h"
#include "webhook/affinityreadback.h"
#include "webhook/webhookreceiver.h"

#include <QDir>
#include <QRandomGenerator>
#include <QStandardPaths>

using namespace brokerdesk;

namespace {
QString dataFile(const QString &name)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + u'/' + name;
}

QByteArray randomSecret() // 256 bits, as hex
{
    QByteArray secret;
    for (int i = 0; i < 4; ++i)
        secret += QByteArray::number(QRandomGenerator::system()->generate64(), 16)
                      .rightJustified(16, '0');
    return secret;
}
} // namespace

Desk::Desk(DeskOptions options, QObject *parent) : QObject(parent), m_options(std::move(options))
{
    const auto report = m_offline.open(dataFile(QStringLiteral("offline.db")));
    if (!report.ok())
        qWarning("Offline store unavailable: %s", qPrintable(report.message));
    // The Customers page keeps the same file; the holder forms search it through this one.
    const QString customersDir =
        QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    QDir().mkpath(customersDir);
    const auto customers = m_customers.open(customersDir + QStringLiteral("/customers.sqlite"));
    if (customers.ok())
        m_workspace.setCustomers(&m_customers);
    else
        qWarning("Customer directory unavailable: %s", qPrintable(customers.message));
    m_lookups =
        std::make_unique<api::Lookups>(m_api.network(), dataFile(QStringLiteral("lookups.sqlite")));
    m_workspace.setLookups(m_lookups.get());
    // Before the pages: the Settings page shows this receiver's state.
    m_affinityUpdates = new ui::AffinityUpdates(m_workspace, this);
    m_workspace.setAffinityUpdates(m_affinityUpdates);
    m_window = std::make_unique<ui::MainWindow>(m_workspace, ui::createPages(m_workspace));
}

Desk::~Desk()
{
    m_window.reset(); // pages go before the client and store they use
}

void Desk::start()
{
    const bool screenshots = !m_options.screenshotDir.isEmpty();
    if (screenshots)
        m_window->resize(m_options.screenshotSize); // 1280x720 unless --screenshot-size
    else
        m_window->restoreLayout();
    m_window->show();

    // The operator may be holding back events for this office until its endpoint answers.
    if (!screenshots)
        m_affinityUpdates->startFromSavedSettings();
    const ui::DeskSettings saved = ui::DeskSettings::load();
    if (m_options.server.isValid())
        startServer(m_options.server);
    else if (m_options.forceSandbox || screenshots || saved.useSandbox)
        startSandbox();
    else
        startServer(saved.server.baseUrl);
}

void Desk::startSandbox()
{
    emit m_workspace.status(tr("Starting the built-in demo service…"));
    m_sandbox = new EmbeddedSandbox(dataFile(QStringLiteral("sandbox.db")), this);
    const QByteArray secret = randomSecret();
    if (listenForAffinityUpdates(secret, m_sandbox->isStrict()))
        m_sandbox->setWebhookTarget(m_receiver->url(), secret);
    connect(m_sandbox, &EmbeddedSandbox::ready, this, [this](const EmbeddedAccess &a) {
        api::ServerSettings s;
        s.baseUrl = a.baseUrl;
        s.tokenUrl = a.tokenUrl;
        s.clientId = a.clientId;
        s.clientSecret = a.clientSecret;
        s.serviceInstance = a.instanceId;
        // The demo answers the CEP and FIPE lookups for its own seeded streets and cars.
        m_lookups->address().setBaseUrl(a.baseUrl);
        m_lookups->vehicle().setBaseUrl(a.baseUrl);
        useAccess(s, a.brokerChannelId);
    });
    connect(m_sandbox, &EmbeddedSandbox::failed, this, [this](const QString &error) {
        emit m_workspace.status(tr("The built-in demo service could not start: %1").arg(error));
        emit connected();
    });
    m_sandbox->start();
}

// The embedded service pushes affinity updates to a receiver of ours on loopback, signed with a
// secret made for this run (a strict one sends them unsigned: each is read back from it), so
// issuance shows up live. A real service pushes to the receiver configured in Settings
// (AffinityUpdates); without one, the affinities page polls instead.
bool Desk::listenForAffinityUpdates(const QByteArray &secret, bool unsignedUpdates)
{
    auto *receiver = new webhook::WebhookReceiver(secret, this);
    if (unsignedUpdates) {
        receiver->setMode(webhook::WebhookReceiver::Mode::Unsigned);
        receiver->setReadBack((new webhook::AffinityReadBack(m_api, receiver))->function());
    }
    if (!receiver->listen(QHostAddress::LocalHost, 0)) {
        qWarning("Affinity updates will be polled: %s", qPrintable(receiver->errorString()));
        delete receiver;
        return false;
    }
    m_receiver = receiver;
    connect(m_receiver, &webhook::WebhookReceiver::affinityUpdated, &m_workspace,
            &ui::Workspace::affinityUpdated);
    m_workspace.setLiveAffinityUpdates(true);
    return true;
}

void Desk::startServer(const QUrl &baseUrl)
{
    ui::DeskSettings saved = ui::DeskSettings::load();
    api::ServerSettings s = saved.server;
    s.baseUrl = baseUrl;
    const QString channel = saved.brokerChannelId;
    m_lookups->address().setBaseUrl(saved.cepLookupUrl);
    m_lookups->vehicle().setBaseUrl(saved.fipeLookupUrl);
    // The proxy first: signing in goes through it.
    auto &secrets = ui::SecretStore::instance();
    secrets.read(ui::proxyPasswordKey, this,
                 [this, s, channel, network = saved.network](const QString &password) mutable {
                     network.proxyPassword = password;
                     if (!m_api.setNetworkSettings(network))
                         qWarning("The extra certificate authority file holds no certificate: %s",
                                  qPrintable(network.extraCaFile));
                     ui::SecretStore::instance().read(
                         ui::clientSecretKey, this,
                         [this, s, channel](const QString &secret) mutable {
                             s.clientSecret = secret;
                             useAccess(s, channel);
                         });
                 });
}

void Desk::useAccess(const api::ServerSettings &server, const QString &channelId)
{
    m_api.setSettings(server);
    emit m_workspace.status(QString());
    if (!server.isComplete()) {
        emit m_workspace.status(tr("Not connected: enter the service's address and credentials "
                                   "in Settings."));
        m_workspace.setBrokerChannelId(channelId);
        emit connected();
        return;
    }
    m_api.signIn(this, [this, channelId](const api::ApiResult<api::AccessToken> &result) {
        if (!result.ok())
            emit m_workspace.status(
                tr("Sign-in failed: %1").arg(ui::errortext::sentence(result.error())));
        // Setting the channel makes the visible page load.
        m_workspace.setBrokerChannelId(channelId);
        if (m_sandbox && result.ok())
            makeDemoQuotes(m_api, m_offline, channelId, this);
        emit connected();
    });
}
