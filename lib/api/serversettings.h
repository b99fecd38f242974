#pragma once

#include <QStringList>
#include <QUrl>

namespace brokerdesk::api {

// Where the service is and how the desk signs in (OAuth2 client credentials).
struct ServerSettings
{
    QUrl baseUrl;  // e.g. http://127.0.0.1:8750; paths /v1/... go under it
    QUrl tokenUrl; // empty: <baseUrl>/oauth2/token (the real service has it on another host)
    QString clientId;
    QString clientSecret;
    QString audience = QStringLiteral("brokerdesk");
    QStringList scopes = allScopes();
    // Plain http:// to another machine sends the secret and tokens readable: only when allowed.
    bool allowInsecureHttp = false;
    // The embedded sandbox's database identity, which the desk reads in-process: the service
    // stays the same across restarts on another port. Empty for a real service.
    QString serviceInstance;

    QUrl effectiveTokenUrl() const;
    // A base URL, a token URL and both credentials: enough to sign in.
    bool isComplete() const;
    // A plain http:// URL to a host other than this machine, which the desk refuses to call
    // unless allowInsecureHttp.
    static bool isInsecure(const QUrl &url);
    bool refuses(const QUrl &url) const { return !allowInsecureHttp && isInsecure(url); }

    // Every scope the workstation uses (the operator's real ones and ours, docs/contract.md).
    static QStringList allScopes();

    friend bool operator==(const ServerSettings &, const ServerSettings &) = default;
};

} // namespace brokerdesk::api
