#pragma once

#include "embeddedsandbox.h"
#include "options.h"

#include "api/apiclient.h"
#include "api/lookups.h"
#include "cache/customerdirectory.h"
#include "offline/offlinestore.h"
#include "workspace.h"

#include <memory>

namespace brokerdesk::ui {
class AffinityUpdates;
class MainWindow;
} // namespace brokerdesk::ui
namespace brokerdesk::webhook {
class WebhookReceiver;
}

// The running workstation: the API client, the offline store, the workspace, the window, and
// the embedded sandbox when no service is configured. Shows the window at once and connects
// asynchronously.
class Desk final : public QObject
{
    Q_OBJECT
public:
    explicit Desk(DeskOptions options, QObject *parent = nullptr);
    ~Desk() override;

    void start();
    brokerdesk::ui::MainWindow &window() { return *m_window; }
    brokerdesk::ui::Workspace &workspace() { return m_workspace; }

signals:
    // Signed in (or failed to) and the workspace knows its channel: pages have data to show.
    void connected();

private:
    void startSandbox();
    bool listenForAffinityUpdates(const QByteArray &secret, bool unsignedUpdates);
    void startServer(const QUrl &baseUrl);
    void useAccess(const brokerdesk::api::ServerSettings &server, const QString &channelId);

    DeskOptions m_options;
    brokerdesk::api::ApiClient m_api;
    brokerdesk::cache::OfflineStore m_offline;
    brokerdesk::cache::CustomerDirectory m_customers;
    brokerdesk::ui::Workspace m_workspace{m_api, m_offline};
    std::unique_ptr<brokerdesk::api::Lookups> m_lookups; // CEP and FIPE, cached on disk
    std::unique_ptr<brokerdesk::ui::MainWindow> m_window;
    EmbeddedSandbox *m_sandbox = nullptr;
    brokerdesk::webhook::WebhookReceiver *m_receiver = nullptr;
    brokerdesk::ui::AffinityUpdates *m_affinityUpdates = nullptr; // the configured receiver
};
