#include "requestfactory.h"

#include <brokerdesk/version.h>

#include <QJsonDocument>
#include <QUuid>

namespace brokerdesk::api {

namespace {

QByteArray encodePairs(const RequestFactory::Query &pairs)
{
    // Percent-encode every reserved character: a '+' in a cursor or a secret must not turn
    // into a space on the other side.
    QByteArray out;
    for (const auto &[key, value] : pairs) {
        if (!out.isEmpty())
            out += '&';
        out += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    return out;
}

} // namespace

HttpSpec RequestFactory::get(const QString &path, const Query &query) const
{
    HttpSpec spec;
    spec.method = "GET";
    spec.url = apiUrl(path, query);
    spec.repeatable = true;
    return spec;
}

HttpSpec RequestFactory::post(const QString &path, const QJsonObject &body,
                              const QByteArray &idempotencyKey, const Query &query) const
{
    HttpSpec spec;
    spec.method = "POST";
    spec.url = apiUrl(path, query);
    spec.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    spec.contentType = "application/json";
    spec.idempotencyKey = idempotencyKey.isEmpty() ? newUuid() : idempotencyKey;
    spec.repeatable = true; // by its key; RetryPolicy::retryPosts can still say no
    return spec;
}

HttpSpec RequestFactory::del(const QString &path, const QJsonObject &body) const
{
    HttpSpec spec;
    spec.method = "DELETE";
    spec.url = apiUrl(path);
    if (!body.isEmpty()) {
        spec.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
        spec.contentType = "application/json";
    }
    return spec;
}

HttpSpec RequestFactory::file(const QUrl &url) const
{
    const auto origin = [](const QUrl &u) {
        return u.adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery |
                          QUrl::RemoveFragment);
    };
    HttpSpec spec;
    spec.method = "GET";
    spec.url = url;
    spec.authenticated = !m_settings.baseUrl.isEmpty() && origin(url) == origin(m_settings.baseUrl);
    spec.repeatable = true;
    spec.rawAnswer = true;
    return spec;
}

HttpSpec RequestFactory::token() const
{
    HttpSpec spec;
    spec.method = "POST";
    spec.url = m_settings.effectiveTokenUrl();
    spec.body = encodePairs({{QStringLiteral("grant_type"), QStringLiteral("client_credentials")},
                             {QStringLiteral("client_id"), m_settings.clientId},
                             {QStringLiteral("client_secret"), m_settings.clientSecret},
                             {QStringLiteral("audience"), m_settings.audience},
                             {QStringLiteral("scope"), m_settings.scopes.join(u' ')}});
    spec.contentType = "application/x-www-form-urlencoded";
    spec.authenticated = false;
    spec.tokenRequest = true;
    spec.repeatable = true; // asking for a token again changes nothing on the service
    return spec;
}

QNetworkRequest RequestFactory::request(const HttpSpec &spec, const QByteArray &bearer,
                                        const QByteArray &requestId) const
{
    QNetworkRequest r(spec.url);
    r.setRawHeader("Accept", spec.rawAnswer ? "*/*" : "application/json");
    r.setRawHeader("User-Agent", userAgent());
    r.setRawHeader("X-Request-Id", requestId);
    if (!spec.body.isEmpty())
        r.setRawHeader("Content-Type", spec.contentType);
    if (!bearer.isEmpty())
        r.setRawHeader("Authorization", QByteArray("Bearer ") + bearer);
    if (!spec.idempotencyKey.isEmpty())
        r.setRawHeader("Idempotency-Key", spec.idempotencyKey);
    r.setTransferTimeout(static_cast<int>(m_timeout.count()));
    if (!m_tls.isNull())
        r.setSslConfiguration(m_tls);
    return r;
}

QUrl RequestFactory::apiUrl(const QString &path, const Query &query) const
{
    if (m_settings.baseUrl.isEmpty())
        return {};
    QUrl url(m_settings.baseUrl.toString(QUrl::StripTrailingSlash) + path);
    if (!query.isEmpty())
        url.setQuery(QString::fromLatin1(encodePairs(query)), QUrl::StrictMode);
    return url;
}

QString RequestFactory::segment(const QString &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}

QByteArray RequestFactory::newUuid()
{
    return QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
}

QByteArray RequestFactory::userAgent()
{
    return QByteArray("BrokerDesk/") + BROKERDESK_VERSION;
}

} // namespace brokerdesk::api
