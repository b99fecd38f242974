#pragma once

#include "desksettings.h"
#include "page.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QToolButton;

namespace brokerdesk::api {
class ApiClient;
struct ApiError;
} // namespace brokerdesk::api

namespace brokerdesk::domain {
struct BrokerChannel;
}

namespace brokerdesk::ui {

class AdvancedSection;
class BrokerageSection;
class LookupSection;
class PageHeader;
class ErrorBanner;

// The broker's own settings first (my brokerage, language, lookups); where the desk connects,
// how it signs in and the affinity webhook receiver folded under "Connection (administrator)". Save
// stores everything (the secrets in the OS keychain, or for this session only when there is none)
// and applies the connection to the API client at once.
class SettingsPage final : public Page
{
    Q_OBJECT
public:
    explicit SettingsPage(Workspace &workspace, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override { return m_pendingSecrets > 0; }

    // Checks the form and saves it; false when a field is wrong (it is marked and focused).
    bool save();
    DeskSettings formSettings() const;

    QRadioButton *sandboxChoice() const { return m_sandbox; }
    QRadioButton *serverChoice() const { return m_server; }
    QLineEdit *serverUrlField() const { return m_serverUrl; }
    QLineEdit *tokenUrlField() const { return m_tokenUrl; }
    QLineEdit *clientIdField() const { return m_clientId; }
    QLineEdit *clientSecretField() const { return m_clientSecret; }
    QLineEdit *audienceField() const { return m_audience; }
    // The channel by name, as the service lists it; its last entry lets one enter an id.
    QComboBox *channelPicker() const { return m_channelPicker; }
    QPushButton *loadChannelsButton() const { return m_loadChannels; }
    QLineEdit *channelField() const { return m_channel; } // the chosen channel's id
    QComboBox *languageField() const { return m_language; }
    BrokerageSection *brokerage() const { return m_brokerage; }
    QLineEdit *brokerageNameField() const;
    QLineEdit *brokerageSusepField() const;
    // "Connection (administrator)": folded until someone opens it.
    QToolButton *connectionToggle() const { return m_connectionToggle; }
    QWidget *connectionSection() const { return m_connectionBody; }
    QCheckBox *allowHttpField() const { return m_allowHttp; }
    AdvancedSection *advanced() const { return m_advanced; }
    LookupSection *lookups() const { return m_lookups; }
    QCheckBox *webhookField() const;
    QSpinBox *webhookPortField() const;
    QLineEdit *webhookSecretField() const;
    QPushButton *saveButton() const { return m_save; }
    QString noteText() const;
    QString testResultText() const;
    ErrorBanner *errorBanner() const { return m_error; }

signals:
    void saved(const brokerdesk::ui::DeskSettings &settings);

private:
    void fill(const DeskSettings &settings);
    void updateEnabled();
    void secretDone();
    bool validate();
    bool showInvalid(const api::ApiError &error); // true when there is nothing to show
    void loadChannels();
    // Signs in with the form's connection and reads the chosen channel; says what worked.
    void testConnection();
    void showChannels(const QList<domain::BrokerChannel> &channels);
    void pickChannel(int index);

    DeskSettings m_loaded;
    int m_pendingSecrets = 0;
    QRadioButton *m_sandbox;
    QRadioButton *m_server;
    QLineEdit *m_serverUrl;
    QLineEdit *m_tokenUrl;
    QLineEdit *m_clientId;
    QLineEdit *m_clientSecret;
    QLineEdit *m_audience;
    QComboBox *m_channelPicker;
    QPushButton *m_loadChannels;
    QLineEdit *m_channel;
    QFormLayout *m_form = nullptr;
    api::ApiClient *m_channelSource; // signs in with the form's connection to list channels
    QCheckBox *m_allowHttp;
    QComboBox *m_language;
    BrokerageSection *m_brokerage; // printed on proposals
    QToolButton *m_connectionToggle;
    QWidget *m_connectionBody;
    AdvancedSection *m_advanced;
    LookupSection *m_lookups;
    QLabel *m_note;
    QLabel *m_keychain;
    ErrorBanner *m_error;
    PageHeader *m_header;
    QPushButton *m_test;
    QLabel *m_testResult; // what the connection test found, beside its button
    QPushButton *m_save;
    QPushButton *m_revert;
};

} // namespace brokerdesk::ui
