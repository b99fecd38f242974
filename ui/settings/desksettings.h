#pragma once

#include "api/lookups.h"
#include "api/networksettings.h"
#include "api/serversettings.h"

#include <QString>

namespace brokerdesk::ui {

// How affinity updates are received (docs/architecture.md, "Affinity updates").
enum class WebhookMode {
    Automatic, // signed when a secret is set, else unsigned: what the operator sends
    Signed,    // Standard Webhooks, checked with the secret
    Unsigned,  // the body alone; each update is read back from the service
};

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
    WebhookMode webhookMode = WebhookMode::Automatic;
    QString webhookPath; // the receiver's path, made once at random: only the operator knows it
    api::NetworkSettings network; // proxyPassword is never stored here
    QString brokerageName;        // printed on proposals, with the SUSEP code
    QString brokerageSusep;
    QString brokerageLogoFile; // a picture at the head of proposals; empty: the name alone
    QString proposalFooter;    // a few lines at the foot of each proposal page
    // Where the address and vehicle lookups ask (a real service only; the demo uses its own).
    QUrl cepLookupUrl = api::Lookups::defaultCepUrl();
    QUrl fipeLookupUrl = api::Lookups::defaultFipeUrl();

    // Who a proposal is issued by: the configured brokerage, else, on the demo service, the
    // demo's own, so a demo proposal is complete.
    QString issuerName() const;
    QString issuerSusep() const;

    // Whether updates come signed, as the mode and the presence of a secret decide.
    static bool receivesSigned(WebhookMode mode, bool hasSecret);
    // Makes webhookPath when there is none: /hooks/affinity/ and 128 random bits.
    void ensureWebhookPath();

    static DeskSettings load();
    void save() const;

    friend bool operator==(const DeskSettings &, const DeskSettings &) = default;
};

// The demo service's first broker (sandbox/seed/brokers.cpp), whose channel the desk uses;
// the SUSEP code is made up, as the demo has none.
inline const QString demoBrokerageName = QStringLiteral("Corretora Aurora");
inline const QString demoBrokerageSusep = QStringLiteral("202412345");

// Keychain entries.
inline const QString clientSecretKey = QStringLiteral("client-secret");
inline const QString webhookSecretKey = QStringLiteral("webhook-secret");
inline const QString proxyPasswordKey = QStringLiteral("proxy-password");

} // namespace brokerdesk::ui
