#pragma once

#include "accesstoken.h"
#include "apierror.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

namespace brokerdesk::api {

class HttpCall;
struct HttpOutcome;
class Transport;

// OAuth2 client credentials: keeps one bearer token until shortly before it expires; callers that
// need one while it is being fetched wait for that same request.
class TokenProvider final : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const QByteArray &token, const std::optional<ApiError> &error)>;

    // Tokens are used until this long (or the last tenth of their life, if shorter) before
    // they expire.
    static constexpr qint64 refreshMarginSeconds = 60;

    explicit TokenProvider(Transport &transport, QObject *parent = nullptr);

    // Calls `done` with a valid token, or why there is none: at once when one is cached, else
    // after the shared token request. Not called if `waiter` is destroyed first.
    void token(QObject *waiter, Done done);
    // Forgets `token` if it is still the current one (after a 401 with it): the next caller
    // fetches a fresh one. Many calls failing with the same token cause one refresh.
    void invalidate(const QByteArray &token);
    // Forgets the token (signing out, or new settings); a request in flight is restarted
    // for the callers already waiting.
    void reset();

    bool hasValidToken() const;

    // A request to the token endpoint, not started yet. Its answer becomes the current token
    // (or the reason there is none) for everyone waiting; then `then` is called with it.
    using Then =
        std::function<void(const HttpOutcome &outcome, const std::optional<ApiError> &error)>;
    HttpCall *requestToken(QObject *context, Then then);
    // The last token answer (scopes, expiry), for the Settings page.
    const AccessToken &current() const { return m_current; }

signals:
    void tokenRequested(); // each request sent to the token endpoint (tests count them)

private:
    struct Waiter
    {
        QPointer<QObject> waiter;
        Done done;
    };
    void fetch();
    std::optional<ApiError> accept(const HttpOutcome &outcome);
    void release(const QByteArray &token, const std::optional<ApiError> &error);

    Transport &m_transport;
    AccessToken m_current;
    QByteArray m_token;
    QDeadlineTimer m_freshUntil;
    QList<Waiter> m_waiters;
    QPointer<HttpCall> m_fetch;
};

} // namespace brokerdesk::api
