#pragma once

#include <QCoreApplication>
#include <QList>
#include <QNetworkReply>
#include <QString>

namespace brokerdesk::api {

struct FieldError
{
    QString field;  // JSON path, "items[0].plate"
    QString reason; // "must be a valid plate"
};

// Why a call failed, as a value. `message` is what the user reads: the service's own `error`
// sentence when it sent one, else a translated sentence for the kind of failure.
struct ApiError
{
    Q_DECLARE_TR_FUNCTIONS(ApiError)
public:
    enum class Kind {
        NotConfigured, // no server address or credentials
        Offline,       // the service cannot be reached (refused, no route, unknown host)
        Timeout,       // no answer in time
        Tls,           // the secure connection failed
        Dropped,       // the connection closed before a whole answer arrived
        Server,        // 5xx
        RateLimited,   // 429
        Auth,          // sign-in refused, or 401 after a fresh token
        Http,          // any other refusal (400 validation or business rule, 404, 413...)
        BadAnswer,     // the answer is not the JSON the contract promises
    };

    Kind kind = Kind::Http;
    int httpStatus = 0; // 0 when no HTTP answer arrived
    QString code;       // the service's snake_case code, e.g. "quote_expired"
    QString message;
    // The sentence the service wrote, as it wrote it (its language, its words): for the
    // details of a failure, never its headline. Empty when the failure is the desk's own.
    QString serviceMessage;
    QList<FieldError> fields;
    QString requestId; // X-Request-Id of the last attempt, for support
    QString detail;    // technical detail for logs (Qt's error text, the decode problem)

    // The reason given for one field, or empty.
    QString fieldReason(const QString &field) const;
    // Worth trying again later without changing anything (offline, timeout, 5xx, 429...).
    bool isTransient() const;
    // The service understood the request and refused it by its rules (a 4xx other than a
    // timeout): sending it again unchanged gets the same answer.
    bool isRefusal() const;
    // A 401 about the bearer token itself (invalid or expired; or a service that gives no
    // code): the only 401 a fresh token can cure.
    bool isBearerRejected() const;

    // The translated sentence for a kind of failure (with the HTTP status where it helps).
    static QString describe(Kind kind, int httpStatus = 0);

    static ApiError make(Kind kind, const QString &detail = {});
    // The desk will not send credentials over plain http:// to `url`'s host (NotConfigured).
    static ApiError insecureUrl(const QUrl &url);
    // From an HTTP error answer: {"error", "code", "fields"} of the API, or the OAuth2 error
    // shape {"error", "error_description"} when `tokenEndpoint`.
    static ApiError fromHttp(int status, const QByteArray &body, bool tokenEndpoint);
    // From a failure below HTTP (no answer, or a broken one).
    static ApiError fromNetwork(QNetworkReply::NetworkError error, const QString &errorString);
    // The secure connection to `host` was refused for `reason` (the certificate errors in
    // words): both are shown, so an office can tell its proxy's inspection from an attack.
    static ApiError tlsFailure(const QString &host, const QString &reason);
};

QString displayName(ApiError::Kind kind); // "Offline", "Timeout"... for logs and tests

} // namespace brokerdesk::api
