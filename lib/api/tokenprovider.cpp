#include "tokenprovider.h"

#include "httpcall.h"
#include "transport.h"

namespace brokerdesk::api {

TokenProvider::TokenProvider(Transport &transport, QObject *parent)
    : QObject(parent), m_transport(transport)
{
}

bool TokenProvider::hasValidToken() const
{
    return !m_token.isEmpty() && !m_freshUntil.hasExpired();
}

void TokenProvider::token(QObject *waiter, Done done)
{
    if (hasValidToken()) {
        done(m_token, std::nullopt);
        return;
    }
    m_waiters.append({waiter, std::move(done)});
    if (!m_fetch || !m_fetch->isRunning())
        fetch();
}

void TokenProvider::invalidate(const QByteArray &token)
{
    if (token == m_token)
        m_token.clear();
}

void TokenProvider::reset()
{
    m_token.clear();
    m_current = {};
    if (m_fetch && m_fetch->isRunning()) {
        m_fetch->cancel();
        m_fetch = nullptr;
        if (!m_waiters.isEmpty())
            fetch(); // with the new settings
    }
}

HttpCall *TokenProvider::requestToken(QObject *context, Then then)
{
    HttpSpec spec = m_transport.requests().token();
    if (!m_transport.requests().settings().isComplete())
        spec.url = QUrl(); // the call then answers NotConfigured
    else
        m_transport.connection().noteSigningIn();
    emit tokenRequested();
    return new HttpCall(m_transport, spec, context,
                        [this, then = std::move(then)](const HttpOutcome &outcome) {
                            const std::optional<ApiError> error = accept(outcome);
                            if (then)
                                then(outcome, error);
                        });
}

void TokenProvider::fetch()
{
    m_fetch = requestToken(
        this, [this](const HttpOutcome &, const std::optional<ApiError> &) { m_fetch = nullptr; });
    m_fetch->start();
}

std::optional<ApiError> TokenProvider::accept(const HttpOutcome &outcome)
{
    std::optional<ApiError> error;
    if (!outcome.ok) {
        error = outcome.error;
        if (error->kind == ApiError::Kind::Http)
            error->kind =
                ApiError::Kind::Auth; // any refusal of the credentials is a sign-in problem
        if (error->kind == ApiError::Kind::Auth || error->kind == ApiError::Kind::NotConfigured)
            m_transport.connection().noteSignedOut(*error);
        else
            m_transport.connection().noteFailure(*error);
        release({}, error);
        return error;
    }
    auto decoded = domain::fromJson<AccessToken>(outcome.json);
    if (!decoded) {
        error = ApiError::make(ApiError::Kind::BadAnswer, decoded.error().message());
        error->httpStatus = 200;
        error->requestId = outcome.requestId;
        m_transport.connection().noteFailure(*error);
        release({}, error);
        return error;
    }
    m_current = decoded.value();
    m_token = m_current.accessToken;
    // Without expires_in the token is kept until the service answers 401. A short-lived token
    // keeps its last tenth as the margin, so it still serves more than one call.
    const qint64 margin = std::min<qint64>(refreshMarginSeconds, m_current.expiresIn / 10);
    const qint64 usable = m_current.expiresIn > 0 ? m_current.expiresIn - margin : -1;
    m_freshUntil =
        usable < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(usable * 1000);
    m_transport.connection().noteSignedIn();
    release(m_token, std::nullopt);
    return std::nullopt;
}

void TokenProvider::release(const QByteArray &token, const std::optional<ApiError> &error)
{
    // A token close to expiry still serves the calls that waited for it.
    const QList<Waiter> waiters = std::exchange(m_waiters, {});
    for (const Waiter &w : waiters)
        if (w.waiter)
            w.done(token, error);
}

} // namespace brokerdesk::api
