#pragma once

#include "serversettings.h"

#include <QJsonObject>
#include <QNetworkRequest>
#include <QSslConfiguration>

#include <chrono>

namespace brokerdesk::api {

// One HTTP exchange to make (an operation, or the token request).
struct HttpSpec
{
    QByteArray method = "GET";
    QUrl url;
    QByteArray body;           // empty: no body
    QByteArray contentType;    // of the body
    bool authenticated = true; // sends the bearer token, refreshes it once on a 401
    bool tokenRequest = false; // answers and errors follow OAuth2, not the API
    bool repeatable = false;   // safe to send again after it may have reached the service
    QByteArray idempotencyKey; // sent on every API POST; the same on every retry
    bool rawAnswer = false;    // a file, not JSON: the answer is kept as bytes
    bool background = false;   // sent on the background lane's own connections (Transport)
};

// The one place that knows the base URL and the headers every request carries:
// Authorization, X-Request-Id, Idempotency-Key, User-Agent, Accept, Content-Type, and the
// transfer timeout.
class RequestFactory
{
public:
    using Query = QList<QPair<QString, QString>>;

    const ServerSettings &settings() const { return m_settings; }
    void setSettings(const ServerSettings &settings) { m_settings = settings; }
    std::chrono::milliseconds timeout() const { return m_timeout; }
    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }
    // The TLS settings every request carries (the extra certificate authority); null: Qt's.
    void setSslConfiguration(const QSslConfiguration &tls) { m_tls = tls; }

    // `path` starts with "/v1/"; put ids through segment() first.
    HttpSpec get(const QString &path, const Query &query = {}) const;
    // A new Idempotency-Key unless one is given (to repeat an earlier create).
    HttpSpec post(const QString &path, const QJsonObject &body,
                  const QByteArray &idempotencyKey = {}, const Query &query = {}) const;
    HttpSpec del(const QString &path, const QJsonObject &body = {}) const;
    // GET of a file behind a URL the service returned (the channel's logo). The bearer token
    // goes only to the service's own origin, never to another host.
    HttpSpec file(const QUrl &url) const;
    // POST <token url>, form-encoded client credentials.
    HttpSpec token() const;

    QNetworkRequest request(const HttpSpec &spec, const QByteArray &bearer,
                            const QByteArray &requestId) const;

    QUrl apiUrl(const QString &path, const Query &query = {}) const;
    // An id as one percent-encoded path segment (ids are opaque: "/" or "?" must not split).
    static QString segment(const QString &id);
    static QByteArray newUuid();
    static QByteArray userAgent(); // "BrokerDesk/<version>"

private:
    ServerSettings m_settings;
    std::chrono::milliseconds m_timeout{30000};
    QSslConfiguration m_tls;
};

} // namespace brokerdesk::api
