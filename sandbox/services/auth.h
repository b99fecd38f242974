#pragma once

#include "http/httpmessage.h"
#include "http/router.h"
#include "support/servicecontext.h"

#include <QHash>

#include <optional>

namespace brokerdesk::sandbox {

struct BrokerCredentials
{
    QString brokerId;
    QString name;
    QString clientId;
    QString clientSecret;
    QString channelId;
    QStringList scopes;
};

// OAuth2 client credentials: POST /oauth2/token issues opaque bearer tokens that expire;
// verify() maps a token back to its broker and granted scopes.
class AuthService
{
public:
    static inline const QString audience = QStringLiteral("brokerdesk");

    explicit AuthService(ServiceContext &ctx) : m_ctx(ctx) {}

    HttpResponse tokenEndpoint(const HttpRequest &request);
    std::optional<Principal> verify(const QByteArray &token) const;
    QList<BrokerCredentials> brokers() const;

private:
    struct Grant
    {
        Principal principal;
        QDateTime expires;
    };
    void forgetExpired();

    ServiceContext &m_ctx;
    QHash<QByteArray, Grant> m_tokens;
};

} // namespace brokerdesk::sandbox
