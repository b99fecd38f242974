#include "mirroraccount.h"

#include <QHostAddress>

namespace brokerdesk::cache {

namespace {

// scheme://host[:port]: a default port, a path or a trailing slash does not change the service.
QString originOf(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty())
        return {};
    QUrl origin;
    origin.setScheme(url.scheme().toLower());
    origin.setHost(url.host().toLower());
    const int defaultPort = origin.scheme() == QLatin1String("https")  ? 443
                            : origin.scheme() == QLatin1String("http") ? 80
                                                                       : -1;
    if (url.port() != defaultPort)
        origin.setPort(url.port());
    return origin.toString();
}

bool isLoopback(const QUrl &url)
{
    const QString host = url.host().toLower();
    return host == QLatin1String("localhost") || QHostAddress(host).isLoopback();
}

} // namespace

QString MirrorAccount::key() const
{
    if (clientId.isEmpty())
        return {};
    if (!serviceInstance.isEmpty())
        return QStringLiteral("sandbox:%1 %2").arg(serviceInstance, clientId);
    const QString origin = originOf(baseUrl);
    return origin.isEmpty() ? QString() : origin + u' ' + clientId;
}

bool MirrorAccount::adopts(const QString &storedKey) const
{
    const QString suffix = u' ' + clientId;
    if (clientId.isEmpty() || !storedKey.endsWith(suffix) || storedKey.startsWith(u"sandbox:"))
        return false;
    const QUrl stored(storedKey.chopped(suffix.size()), QUrl::StrictMode);
    if (!stored.isValid() || stored.host().isEmpty())
        return false;
    // Migration: the embedded sandbox listened on loopback at a port picked per run, and the
    // desk always embeds the same database file, so an old loopback key with this client id is
    // that sandbox's (a standalone one on loopback has the same seeded ledger ids, rewritten in
    // place). The key is rewritten on adoption: this guess is made once per file.
    if (!serviceInstance.isEmpty())
        return stored.scheme() == QLatin1String("http") && isLoopback(stored) && stored.port() > 0;
    // A real service: the same origin, written with a path or a trailing slash.
    return originOf(stored) + suffix == key();
}

} // namespace brokerdesk::cache
