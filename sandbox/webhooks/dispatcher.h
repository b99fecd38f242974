#pragma once

#include "support/servicecontext.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

class QNetworkReply;

namespace brokerdesk::sandbox {

// Delivers the outbox: per target strictly in order (a failing head holds the rest back),
// only HTTP 200 acknowledges, 10 s timeout, exponential backoff 1 s → 5 min, forever.
class WebhookDispatcher final : public QObject
{
    Q_OBJECT
public:
    WebhookDispatcher(ServiceContext &ctx, QObject *parent = nullptr);
    ~WebhookDispatcher() override;

    // Looks at every target's head now (start-up and after new events).
    void deliverPending();

    static qint64 backoffMs(int failedAttempts);

private:
    struct Target
    {
        WebhookTarget target;
        QNetworkReply *inFlight = nullptr;
        QTimer retry;
    };
    void deliverHead(Target &t);
    void finished(Target &t, qint64 seq, int attempts, QNetworkReply *reply);

    ServiceContext &m_ctx;
    QNetworkAccessManager m_http;
    std::vector<std::unique_ptr<Target>> m_targets;
};

} // namespace brokerdesk::sandbox
