#pragma once

#include "apierror.h"
#include "requestfactory.h"

#include <QJsonObject>
#include <QPointer>
#include <QSslError>
#include <QTimer>

#include <functional>

namespace brokerdesk::api {

class Transport;

// What one logical exchange came to, after its retries.
struct HttpOutcome
{
    bool ok = false;
    QJsonObject json; // the answer's object, when ok
    QByteArray body;  // the answer as sent, when ok and the spec asked for a rawAnswer
    ApiError error;   // when not ok
    QString requestId;
    QByteArray idempotencyKey;
    int attempts = 0;
};

// One logical exchange: waits for a token, sends, retries transient failures with backoff
// (honouring Retry-After), refreshes the token once on a 401, and reports once, unless it is
// cancelled or its parent (the caller's context object) is destroyed first.
class HttpCall final : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const HttpOutcome &)>;

    HttpCall(Transport &transport, HttpSpec spec, QObject *context, Done done);
    ~HttpCall() override;

    void start();
    // Stops at once; `done` is never called. Safe at any time, also from `done` itself.
    void cancel();
    bool isRunning() const { return m_state == State::Idle || m_state == State::Running; }

private:
    enum class State { Idle, Running, Finished, Cancelled };

    void awaitToken();
    void send(const QByteArray &token);
    void onReplyFinished();
    void onAnswer(int status, const QByteArray &body, const QByteArray &retryAfter);
    void retryOrFail(const ApiError &error, const QByteArray &retryAfter);
    bool mayRetry(const ApiError &error) const;
    void succeed(const QJsonObject &json);
    void fail(ApiError error);
    void report(HttpOutcome outcome);
    void dropReply();

    QPointer<Transport> m_transport;
    HttpSpec m_spec;
    Done m_done;
    State m_state = State::Idle;
    QPointer<QNetworkReply> m_reply;
    QList<QSslError> m_sslErrors; // of the current attempt, for a failure in words
    QTimer m_retryTimer;
    QByteArray m_token;
    QString m_requestId;
    int m_attempts = 0;
    bool m_refreshedToken = false;
};

// The caller's grip on a running call.
class CallHandle
{
public:
    CallHandle() = default;
    explicit CallHandle(HttpCall *call) : m_call(call) {}

    // No callback after this. Does nothing when the call is over.
    void cancel()
    {
        if (m_call)
            m_call->cancel();
    }
    bool isRunning() const { return m_call && m_call->isRunning(); }

private:
    QPointer<HttpCall> m_call;
};

} // namespace brokerdesk::api
