#include "serversettings.h"

#include <QHostAddress>

namespace brokerdesk::api {

QUrl ServerSettings::effectiveTokenUrl() const
{
    if (!tokenUrl.isEmpty() || baseUrl.isEmpty())
        return tokenUrl;
    return QUrl(baseUrl.toString(QUrl::StripTrailingSlash) + QStringLiteral("/oauth2/token"));
}

bool ServerSettings::isComplete() const
{
    const QUrl token = effectiveTokenUrl();
    return baseUrl.isValid() && !baseUrl.host().isEmpty() && token.isValid() &&
           !token.host().isEmpty() && !clientId.isEmpty() && !clientSecret.isEmpty();
}

bool ServerSettings::isInsecure(const QUrl &url)
{
    if (url.scheme().compare(QLatin1String("http"), Qt::CaseInsensitive) != 0)
        return false;
    const QString host = url.host().toLower();
    return host != QLatin1String("localhost") && !QHostAddress(host).isLoopback();
}

QStringList ServerSettings::allScopes()
{
    return {QStringLiteral("quote:read"),          QStringLiteral("quote:write"),
            QStringLiteral("sale:read"),           QStringLiteral("sale:write"),
            QStringLiteral("broker-product:read"), QStringLiteral("affinity:read"),
            QStringLiteral("affinity:write"),      QStringLiteral("policy:read"),
            QStringLiteral("policy:write"),        QStringLiteral("cash-flow:read"),
            QStringLiteral("recommendation:write")};
}

} // namespace brokerdesk::api
