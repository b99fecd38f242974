#include "apierror.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace brokerdesk::api {

QString ApiError::fieldReason(const QString &field) const
{
    for (const FieldError &f : fields)
        if (f.field == field)
            return f.reason;
    return {};
}

bool ApiError::isBearerRejected() const
{
    return httpStatus == 401 && (code.isEmpty() || code == QLatin1String("invalid_token"));
}

bool ApiError::isTransient() const
{
    switch (kind) {
    case Kind::Offline:
    case Kind::Timeout:
    case Kind::Dropped:
    case Kind::Server:
    case Kind::RateLimited:
        return true;
    default:
        return false;
    }
}

bool ApiError::isRefusal() const
{
    return kind == Kind::Http && httpStatus >= 400 && httpStatus < 500 && httpStatus != 408;
}

QString ApiError::describe(Kind kind, int httpStatus)
{
    switch (kind) {
    case Kind::NotConfigured:
        return tr("BrokerDesk has no server address or client credentials yet. Add them in "
                  "Settings.");
    case Kind::Offline:
        return tr("Cannot reach the service. Check the network connection and the server "
                  "address.");
    case Kind::Timeout:
        return tr("The service took too long to answer. Try again in a moment.");
    case Kind::Tls:
        return tr("The secure connection to the service failed: its certificate could not be "
                  "verified.");
    case Kind::Dropped:
        return tr("The connection to the service was lost before its answer arrived. Try "
                  "again.");
    case Kind::Server:
        return tr("The service has a problem of its own (HTTP %1). Try again later.")
            .arg(httpStatus);
    case Kind::RateLimited:
        return tr("The service is busy and asked BrokerDesk to slow down. Try again in a "
                  "moment.");
    case Kind::Auth:
        return tr("The service did not accept the sign-in. Check the client id and secret in "
                  "Settings.");
    case Kind::BadAnswer:
        return tr("The service sent an answer BrokerDesk cannot read.");
    case Kind::Http:
        break;
    }
    switch (httpStatus) {
    case 400:
        return tr("The service refused the request as invalid.");
    case 403:
        return tr("This account may not do that.");
    case 404:
        return tr("The service does not know this item. It may belong to another broker or "
                  "no longer exist.");
    case 413:
        return tr("The request is too large for the service.");
    default:
        return tr("The service refused the request (HTTP %1).").arg(httpStatus);
    }
}

ApiError ApiError::insecureUrl(const QUrl &url)
{
    ApiError e = make(Kind::NotConfigured, url.toString());
    e.message = tr("BrokerDesk will not send credentials over unencrypted http:// to %1. Use an "
                   "https:// address, or allow unencrypted connections in Settings.")
                    .arg(url.host());
    return e;
}

ApiError ApiError::make(Kind kind, const QString &detail)
{
    ApiError e;
    e.kind = kind;
    e.message = describe(kind);
    e.detail = detail;
    return e;
}

namespace {
// The service's codes for a request whose credentials, not its content, are at fault.
bool isSignInCode(const QString &code)
{
    return code == QLatin1String("missing_token") || code == QLatin1String("insufficient_scope");
}
} // namespace

ApiError ApiError::fromHttp(int status, const QByteArray &body, bool tokenEndpoint)
{
    ApiError e;
    e.httpStatus = status;
    if (status >= 500)
        e.kind = Kind::Server;
    else if (status == 429)
        e.kind = Kind::RateLimited;
    else
        e.kind = Kind::Http;

    const QJsonObject json = QJsonDocument::fromJson(body).object();
    const QString error = json.value(QLatin1String("error")).toString();
    if (tokenEndpoint) {
        // RFC 6749: "error" is a code, "error_description" the sentence.
        e.code = error;
        e.message = json.value(QLatin1String("error_description")).toString();
        e.serviceMessage = e.message;
    } else {
        e.code = json.value(QLatin1String("code")).toString();
        e.message = error;
        e.serviceMessage = error;
        for (const QJsonValue f : json.value(QLatin1String("fields")).toArray())
            e.fields.append(
                {f[QLatin1String("field")].toString(), f[QLatin1String("reason")].toString()});
    }
    // Only the sign-in and the bearer token are sign-in problems; another 401 (a wrong
    // evaluate_token) is a refusal of the request, told as the service words it.
    if (tokenEndpoint ? (status == 400 || status == 401)
                      : (status == 401 && (e.isBearerRejected() || isSignInCode(e.code))))
        e.kind = Kind::Auth;
    if (e.message.isEmpty())
        e.message = describe(e.kind, status);
    if (json.isEmpty() && !body.isEmpty())
        e.detail = QString::fromUtf8(body.left(200));
    return e;
}

ApiError ApiError::fromNetwork(QNetworkReply::NetworkError error, const QString &errorString)
{
    using E = QNetworkReply;
    Kind kind = Kind::Offline;
    switch (error) {
    case E::TimeoutError:
    case E::OperationCanceledError: // Qt's transfer timeout; our own cancels never get here
    case E::ProxyTimeoutError:
        kind = Kind::Timeout;
        break;
    case E::SslHandshakeFailedError:
        kind = Kind::Tls;
        break;
    case E::RemoteHostClosedError:
        kind = Kind::Dropped;
        break;
    case E::ProtocolFailure:
    case E::ProtocolUnknownError:
    case E::ProtocolInvalidOperationError:
        kind = Kind::BadAnswer;
        break;
    default:
        kind = Kind::Offline;
        break;
    }
    return make(kind, errorString);
}

ApiError ApiError::tlsFailure(const QString &host, const QString &reason)
{
    ApiError e = make(Kind::Tls, reason);
    e.message = tr("The secure connection to %1 was refused: %2. If your office inspects secure "
                   "connections, add its certificate authority in Settings, Advanced.")
                    .arg(host, reason);
    return e;
}

QString displayName(ApiError::Kind kind)
{
    using K = ApiError::Kind;
    switch (kind) {
    case K::NotConfigured:
        return QStringLiteral("NotConfigured");
    case K::Offline:
        return QStringLiteral("Offline");
    case K::Timeout:
        return QStringLiteral("Timeout");
    case K::Tls:
        return QStringLiteral("Tls");
    case K::Dropped:
        return QStringLiteral("Dropped");
    case K::Server:
        return QStringLiteral("Server");
    case K::RateLimited:
        return QStringLiteral("RateLimited");
    case K::Auth:
        return QStringLiteral("Auth");
    case K::Http:
        return QStringLiteral("Http");
    case K::BadAnswer:
        return QStringLiteral("BadAnswer");
    }
    return {};
}

} // namespace brokerdesk::api
