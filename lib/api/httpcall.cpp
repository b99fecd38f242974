#include "httpcall.h"

#include "domain/jsoncodec.h"
#include "tokenprovider.h"
#include "transport.h"

namespace brokerdesk::api {

namespace {
// Qt's own sentences for the certificate's problems, each once; Qt's error text without them.
QString tlsReason(const QList<QSslError> &errors, const QString &fallback)
{
    QStringList reasons;
    for (const QSslError &e : errors)
        if (!reasons.contains(e.errorString()))
            reasons << e.errorString();
    return reasons.isEmpty() ? fallback : reasons.join(QStringLiteral("; "));
}
} // namespace

HttpCall::HttpCall(Transport &transport, HttpSpec spec, QObject *context, Done done)
    : QObject(context), m_transport(&transport), m_spec(std::move(spec)), m_done(std::move(done))
{
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, [this] {
        if (m_spec.authenticated)
            awaitToken();
        else
            send({});
    });
    connect(&transport, &Transport::shuttingDown, this, &HttpCall::cancel);
}

HttpCall::~HttpCall()
{
    dropReply();
}

void HttpCall::start()
{
    if (m_state != State::Idle)
        return;
    m_state = State::Running;
    if (!m_transport || m_spec.url.isEmpty() || !m_spec.url.isValid()) {
        fail(ApiError::make(ApiError::Kind::NotConfigured));
        return;
    }
    const bool sendsCredentials = m_spec.authenticated || m_spec.tokenRequest;
    if (sendsCredentials && m_transport->requests().settings().refuses(m_spec.url)) {
        fail(ApiError::insecureUrl(m_spec.url));
        return;
    }
    if (m_spec.authenticated)
        awaitToken();
    else
        send({});
}

void HttpCall::cancel()
{
    if (m_state == State::Finished || m_state == State::Cancelled)
        return;
    m_state = State::Cancelled;
    m_retryTimer.stop();
    dropReply();
    m_done = nullptr;
    deleteLater();
}

void HttpCall::awaitToken()
{
    if (!m_transport->tokens) {
        fail(ApiError::make(ApiError::Kind::NotConfigured));
        return;
    }
    m_transport->tokens->token(
        this, [this](const QByteArray &token, const std::optional<ApiError> &error) {
            if (m_state != State::Running)
                return;
            if (error)
                fail(*error);
            else
                send(token);
        });
}

void HttpCall::send(const QByteArray &token)
{
    if (!m_transport) {
        fail(ApiError::make(ApiError::Kind::NotConfigured));
        return;
    }
    ++m_attempts;
    m_token = token;
    const QByteArray requestId = RequestFactory::newUuid();
    m_requestId = QString::fromLatin1(requestId);
    const QNetworkRequest request = m_transport->requests().request(m_spec, token, requestId);
    m_reply = m_transport->network(m_spec.background)
                  .sendCustomRequest(request, m_spec.method, m_spec.body);
    connect(m_reply, &QNetworkReply::finished, this, &HttpCall::onReplyFinished);
    // Recorded, never ignored: the call fails and says why.
    m_sslErrors.clear();
    connect(m_reply, &QNetworkReply::sslErrors, this,
            [this](const QList<QSslError> &errors) { m_sslErrors = errors; });
}

void HttpCall::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    if (!reply || m_state != State::Running)
        return;
    reply->disconnect(this);
    reply->deleteLater();

    const QByteArray echoed = reply->rawHeader("X-Request-Id");
    if (!echoed.isEmpty())
        m_requestId = QString::fromLatin1(echoed);
    const QNetworkReply::NetworkError error = reply->error();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    // Codes below 200 are connection and proxy failures: even with a status line, the
    // answer is incomplete (a body cut short reports RemoteHostClosedError).
    if (error == QNetworkReply::SslHandshakeFailedError) {
        retryOrFail(
            ApiError::tlsFailure(m_spec.url.host(), tlsReason(m_sslErrors, reply->errorString())),
            {});
        return;
    }
    if (error != QNetworkReply::NoError && (static_cast<int>(error) < 200 || status == 0)) {
        retryOrFail(ApiError::fromNetwork(error, reply->errorString()), {});
        return;
    }
    onAnswer(status, reply->readAll(), reply->rawHeader("Retry-After"));
}

void HttpCall::onAnswer(int status, const QByteArray &body, const QByteArray &retryAfter)
{
    if (status >= 200 && status < 300 && m_spec.rawAnswer) {
        HttpOutcome outcome;
        outcome.ok = true;
        outcome.body = body;
        report(std::move(outcome));
        return;
    }
    if (status >= 200 && status < 300) {
        // An empty success body counts as an empty object: some answers carry nothing.
        const auto parsed = body.trimmed().isEmpty() ? domain::Decoded<QJsonObject>(QJsonObject())
                                                     : domain::parseJsonObject(body);
        if (!parsed) {
            ApiError e = ApiError::make(ApiError::Kind::BadAnswer, parsed.error().message());
            e.httpStatus = status;
            retryOrFail(e, {});
            return;
        }
        if (!m_spec.tokenRequest)
            m_transport->connection().noteAnswered();
        succeed(parsed.value());
        return;
    }
    const ApiError e = ApiError::fromHttp(status, body, m_spec.tokenRequest);
    if (m_spec.authenticated && !m_refreshedToken && e.isBearerRejected()) {
        // The token may have expired early or been revoked: one fresh token, one more try.
        // Any other 401 (a wrong evaluate_token, a missing scope) is no token's fault.
        m_refreshedToken = true;
        m_transport->tokens->invalidate(m_token);
        awaitToken();
        return;
    }
    retryOrFail(e, retryAfter);
}

void HttpCall::retryOrFail(const ApiError &error, const QByteArray &retryAfter)
{
    // The token provider reports its own outcome; a file may live on another host and says
    // nothing of the service.
    if (!m_spec.tokenRequest && !m_spec.rawAnswer)
        m_transport->connection().noteFailure(error);
    if (!mayRetry(error)) {
        fail(error);
        return;
    }
    const RetryPolicy &policy = m_transport->retry;
    std::chrono::milliseconds delay = policy.backoff(m_attempts);
    if (const auto asked =
            RetryPolicy::parseRetryAfter(retryAfter, QDateTime::currentDateTimeUtc())) {
        if (*asked > policy.maxRetryAfter) {
            fail(error);
            return;
        }
        delay = *asked;
    }
    m_retryTimer.start(delay);
}

bool HttpCall::mayRetry(const ApiError &error) const
{
    const RetryPolicy &policy = m_transport->retry;
    if (m_spec.background && error.kind == ApiError::Kind::RateLimited)
        return m_attempts < policy.backgroundRateLimitedTries;
    if (m_attempts >= policy.maxAttempts || !error.isTransient())
        return false;
    // Refused connections and 429s were not processed: any request may go again.
    if (error.kind == ApiError::Kind::Offline || error.kind == ApiError::Kind::RateLimited)
        return true;
    if (!m_spec.repeatable)
        return false;
    if (!m_spec.idempotencyKey.isEmpty())
        return policy.retryPosts;
    return true;
}

void HttpCall::succeed(const QJsonObject &json)
{
    HttpOutcome outcome;
    outcome.ok = true;
    outcome.json = json;
    report(std::move(outcome));
}

void HttpCall::fail(ApiError error)
{
    error.requestId = m_requestId;
    HttpOutcome outcome;
    outcome.error = std::move(error);
    report(std::move(outcome));
}

void HttpCall::report(HttpOutcome outcome)
{
    if (m_state != State::Running)
        return;
    m_state = State::Finished;
    outcome.requestId = m_requestId;
    outcome.idempotencyKey = m_spec.idempotencyKey;
    outcome.attempts = m_attempts;
    const Done done = std::move(m_done);
    m_done = nullptr;
    deleteLater();
    if (done)
        done(outcome); // may destroy this call (through its context): nothing below touches it
}

void HttpCall::dropReply()
{
    if (QNetworkReply *reply = m_reply) {
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

} // namespace brokerdesk::api
