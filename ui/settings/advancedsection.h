#pragma once

#include "desksettings.h"

#include "api/apierror.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QVBoxLayout;

namespace brokerdesk::ui {

class AffinityUpdates;
class ErrorBanner;

// Settings → Connection (administrator): the affinity updates receiver (address, port, signed or
// unsigned, secret, TLS files, the address to give the operator, and its state in words) and how
// the desk reaches the network (proxy, an extra certificate authority). Kept apart from the page so
// each file stays readable.
class AdvancedSection final : public QWidget
{
    Q_OBJECT
public:
    explicit AdvancedSection(QWidget *parent = nullptr);

    void fill(const DeskSettings &settings); // secrets arrive apart, from the keychain
    void write(DeskSettings &settings) const;
    // Field errors for what cannot be saved as it is.
    void check(api::ApiError &error) const;
    void registerFields(ErrorBanner &banner);
    // Shows the receiver's state, kept current.
    void watch(AffinityUpdates *updates);

    QCheckBox *webhookField() const { return m_webhook; }
    QLineEdit *webhookAddressField() const { return m_webhookAddress; }
    QSpinBox *webhookPortField() const { return m_webhookPort; }
    QLineEdit *webhookSecretField() const { return m_webhookSecret; }
    QComboBox *webhookModeField() const { return m_webhookMode; }
    // Read-only: the address to give the operator, once the receiver listens.
    QLineEdit *webhookUrlField() const { return m_webhookUrl; }
    QLineEdit *webhookCertField() const { return m_webhookCert; }
    QLineEdit *webhookKeyField() const { return m_webhookKey; }
    QLabel *webhookStatus() const { return m_webhookStatus; }
    QComboBox *proxyField() const { return m_proxy; }
    QLineEdit *proxyHostField() const { return m_proxyHost; }
    QSpinBox *proxyPortField() const { return m_proxyPort; }
    QLineEdit *proxyUserField() const { return m_proxyUser; }
    QLineEdit *proxyPasswordField() const { return m_proxyPassword; }
    QLineEdit *extraCaField() const { return m_extraCa; }

private:
    void updateEnabled();
    void showStatus();

    AffinityUpdates *m_updates = nullptr;
    QCheckBox *m_webhook;
    QLineEdit *m_webhookAddress;
    QSpinBox *m_webhookPort;
    QLineEdit *m_webhookSecret;
    QComboBox *m_webhookMode;
    QLineEdit *m_webhookUrl;
    QLineEdit *m_webhookCert;
    QLineEdit *m_webhookKey;
    QLabel *m_webhookStatus;
    QComboBox *m_proxy;
    QLineEdit *m_proxyHost;
    QSpinBox *m_proxyPort;
    QLineEdit *m_proxyUser;
    QLineEdit *m_proxyPassword;
    QLineEdit *m_extraCa;
};

} // namespace brokerdesk::ui
