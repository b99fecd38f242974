#include "auth.h"

#include "store/database.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QSqlQuery>

namespace brokerdesk::sandbox {

namespace {

HttpResponse oauthError(int status, const QString &error, const QString &description)
{
    HttpResponse r =
        HttpResponse::json(QJsonObject{{QStringLiteral("error"), error},
                                       {QStringLiteral("error_description"), description}},
                           status);
    r.addHeader("Cache-Control", "no-store");
    if (status == 401)
        r.addHeader("WWW-Authenticate", "Basic realm=\"brokerdesk\"");
    return r;
}

QByteArray randomToken()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()),
                                          bytes.size() / 4);
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

// Constant-time comparison so a wrong secret's timing says nothing about the right one.
bool sameSecret(const QString &a, const QString &b)
{
    const QByteArray ha = QCryptographicHash::hash(a.toUtf8(), QCryptographicHash::Sha256);
    const QByteArray hb = QCryptographicHash::hash(b.toUtf8(), QCryptographicHash::Sha256);
    int diff = 0;
    for (int i = 0; i < ha.size(); ++i)
        diff |= ha.at(i) ^ hb.at(i);
    return diff == 0;
}

} // namespace

HttpResponse AuthService::tokenEndpoint(const HttpRequest &request)
{
    const QByteArray type = request.header("content-type");
    if (!type.startsWith("application/x-www-form-urlencoded"))
        return oauthError(400, QStringLiteral("invalid_request"),
                          QStringLiteral("The token request must be form-encoded "
                                         "(application/x-www-form-urlencoded)."));
    const QUrlQuery form(QString::fromUtf8(request.body).replace(u'+', u' '));
    const auto field = [&form](const char *name) {
        return form.queryItemValue(QString::fromLatin1(name), QUrl::FullyDecoded);
    };
    QString clientId = field("client_id");
    QString clientSecret = field("client_secret");
    const QByteArray basic = request.header("authorization");
    if (basic.startsWith("Basic ")) {
        const QByteArray pair = QByteArray::fromBase64(basic.mid(6).trimmed());
        const qsizetype colon = pair.indexOf(':');
        if (colon > 0) {
            clientId = QUrl::fromPercentEncoding(pair.left(colon));
            clientSecret = QUrl::fromPercentEncoding(pair.mid(colon + 1));
        }
    }
    if (field("grant_type") != QStringLiteral("client_credentials"))
        return oauthError(400, QStringLiteral("unsupported_grant_type"),
                          QStringLiteral("Only grant_type=client_credentials is supported."));
    if (clientId.isEmpty() || clientSecret.isEmpty())
        return oauthError(401, QStringLiteral("invalid_client"),
                          QStringLiteral("client_id and client_secret are required."));
    const QString requestedAudience = field("audience");
    if (!requestedAudience.isEmpty() && requestedAudience != audience)
        return oauthError(400, QStringLiteral("invalid_request"),
                          QStringLiteral("Unknown audience \"%1\"; use \"%2\".")
                              .arg(requestedAudience.left(60), audience));

    std::optional<BrokerCredentials> broker;
    for (const BrokerCredentials &b : brokers())
        if (b.clientId == clientId && sameSecret(b.clientSecret, clientSecret))
            broker = b;
    if (!broker)
        return oauthError(401, QStringLiteral("invalid_client"),
                          QStringLiteral("Unknown client or wrong secret."));

    QStringList granted = broker->scopes;
    const QString scope = field("scope").simplified();
    if (!scope.isEmpty()) {
        granted = scope.split(u' ');
        granted.removeDuplicates();
        for (const QString &s : granted)
            if (!broker->scopes.contains(s))
                return oauthError(400, QStringLiteral("invalid_scope"),
                                  QStringLiteral("Scope \"%1\" is not available to this client.")
                                      .arg(s.left(60)));
    }

    forgetExpired();
    const QByteArray token = randomToken();
    m_tokens.insert(token, {{broker->brokerId, granted},
                            m_ctx.clock.now().addSecs(m_ctx.settings.tokenTtlSeconds)});
    HttpResponse r = HttpResponse::json(
        QJsonObject{{QStringLiteral("access_token"), QString::fromLatin1(token)},
                    {QStringLiteral("token_type"), QStringLiteral("Bearer")},
                    {QStringLiteral("expires_in"), m_ctx.settings.tokenTtlSeconds},
                    {QStringLiteral("scope"), granted.join(u' ')}});
    r.addHeader("Cache-Control", "no-store");
    return r;
}

std::optional<Principal> AuthService::verify(const QByteArray &token) const
{
    const auto it = m_tokens.constFind(token);
    if (it == m_tokens.constEnd() || it->expires <= m_ctx.clock.now())
        return std::nullopt;
    return it->principal;
}

void AuthService::forgetExpired()
{
    const QDateTime now = m_ctx.clock.now();
    m_tokens.removeIf([&now](const auto &it) { return it.value().expires <= now; });
}

QList<BrokerCredentials> AuthService::brokers() const
{
    QSqlQuery &q =
        m_ctx.db.query(QStringLiteral("SELECT id, name, client_id, client_secret, channel_id, "
                                      "scopes FROM brokers ORDER BY client_id"));
    q.exec();
    QList<BrokerCredentials> out;
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                    q.value(3).toString(), q.value(4).toString(),
                    q.value(5).toString().split(u' ', Qt::SkipEmptyParts)});
    return out;
}

} // namespace brokerdesk::sandbox
