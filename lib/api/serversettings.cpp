#include "serversettings.h"

#include "domain/scopes.h"

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
    return domain::scopes::all();
}

} // namespace brokerdesk::api
