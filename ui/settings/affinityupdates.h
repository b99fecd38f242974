#pragma once

#include "desksettings.h"

#include <QObject>
#include <QUrl>

#include <memory>

namespace brokerdesk::webhook {
class AffinityReadBack;
class WebhookReceiver;
} // namespace brokerdesk::webhook

namespace brokerdesk::ui {

class Workspace;

// The receiver a real service pushes affinity updates to, run as Settings → Affinity updates
// says: started at launch and again on every save, at the path made for this desk
// (DeskSettings::webhookPath), signed or unsigned as DeskSettings::receivesSigned() says; an
// unsigned update is read back from the service before anything is applied. Updates it
// applies reach the workspace like the embedded sandbox's, and its state is told in words for
// the Settings page.
class AffinityUpdates final : public QObject
{
    Q_OBJECT
public:
    explicit AffinityUpdates(Workspace &workspace, QObject *parent = nullptr);
    ~AffinityUpdates() override;

    // Stops any running receiver and starts the one the settings describe (none when they
    // disable it). False when it cannot run; statusText() says why.
    bool apply(const DeskSettings &settings, const QString &secret);
    // At launch: the saved settings, with the secret read from the keychain.
    void startFromSavedSettings();

    bool isListening() const;
    // Where the operator sends updates; this computer's name when it listens on every address.
    QUrl url() const;
    webhook::WebhookReceiver *receiver() const { return m_receiver.get(); }
    // "Listening on …, port …. Last event at …. Events applied: N, refused: M."
    QString statusText() const;

signals:
    void changed();

private:
    void stop();
    bool fail(const QString &why);

    Workspace &m_workspace;
    std::unique_ptr<webhook::WebhookReceiver> m_receiver;
    std::unique_ptr<webhook::AffinityReadBack> m_readBack;
    bool m_enabled = false;
    bool m_madeLive = false; // we told the workspace updates arrive live
    bool m_anyAddress = false;
    QString m_error;
};

} // namespace brokerdesk::ui
