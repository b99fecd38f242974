#pragma once

#include "api/networksettings.h"
#include "api/serversettings.h"

#include <QString>

namespace brokerdesk::ui {

// What the desk remembers between runs (QSettings), except secrets, which live in the
// keychain (SecretStore).
struct DeskSettings
{
    bool useSandbox = true;     // nothing configured: the embedded demo service
    api::ServerSettings server; // clientSecret is never stored here
    QString brokerChannelId;
    QString language; // "", "en" or "pt_BR"; empty follows the system
    bool webhookEnabled = false;
    quint16 webhookPort = 8765;
    QString webhookAddress;  // empty: every network interface
    QString webhookCertFile; // both set: https (the key without a passphrase)
    QString webhookKeyFile;
    api::NetworkSettings network; // proxyPassword is never stored here

    static DeskSettings load();
    void save() const;

    friend bool operator==(const DeskSettings &, const DeskSettings &) = default;
};

// Keychain entries.
inline const QString clientSecretKey = QStringLiteral("client-secret");
inline const QString webhookSecretKey = QStringLiteral("webhook-secret");
inline const QString proxyPasswordKey = QStringLiteral("proxy-password");

} // namespace brokerdesk::ui
