#include "apiclient.h"

#include "tokenprovider.h"
#include "transport.h"

namespace brokerdesk::api {

ApiClient::ApiClient(const ServerSettings &settings, QObject *parent)
    : QObject(parent), m_transport(new Transport(this)),
      m_tokens(new TokenProvider(*m_transport, this))
{
    m_transport->tokens = m_tokens;
    m_transport->requests().setSettings(settings);
    connect(&m_transport->connection(), &ConnectionTracker::stateChanged, this,
            &ApiClient::connectionStateChanged);
}

ApiClient::~ApiClient()
{
    // Calls owned by other objects let go now, while the token provider still exists.
    delete m_transport;
}

const ServerSettings &ApiClient::settings() const
{
    return m_transport->requests().settings();
}

void ApiClient::setSettings(const ServerSettings &settings)
{
    if (settings == this->settings())
        return;
    m_transport->requests().setSettings(settings);
    m_tokens->reset();
    m_transport->connection().noteSignedOut();
}

RetryPolicy ApiClient::retryPolicy() const
{
    return m_transport->retry;
}

void ApiClient::setRetryPolicy(const RetryPolicy &policy)
{
    m_transport->retry = policy;
}

std::chrono::milliseconds ApiClient::timeout() const
{
    return m_transport->requests().timeout();
}

void ApiClient::setTimeout(std::chrono::milliseconds timeout)
{
    m_transport->requests().setTimeout(timeout);
}

bool ApiClient::setNetworkSettings(const NetworkSettings &settings)
{
    return m_transport->setNetworkSettings(settings);
}

ConnectionState ApiClient::connectionState() const
{
    return m_transport->connection().state();
}

ApiError ApiClient::lastError() const
{
    return m_transport->connection().lastError();
}

void ApiClient::signOut()
{
    m_tokens->reset();
    m_transport->connection().noteSignedOut();
}

TokenProvider &ApiClient::tokens()
{
    return *m_tokens;
}

QNetworkAccessManager &ApiClient::network()
{
    return m_transport->network();
}

CallHandle ApiClient::signIn(QObject *context, Done<AccessToken> done)
{
    m_tokens->reset();
    HttpCall *call = m_tokens->requestToken(
        context ? context : this,
        [tokens = m_tokens, done = std::move(done)](const HttpOutcome &outcome,
                                                    const std::optional<ApiError> &error) {
            if (!done)
                return;
            if (error)
                done(ApiResult<AccessToken>(*error));
            else
                done(ApiResult<AccessToken>(tokens->current(), outcome.requestId));
        });
    QMetaObject::invokeMethod(call, &HttpCall::start, Qt::QueuedConnection);
    return CallHandle(call);
}

} // namespace brokerdesk::api
