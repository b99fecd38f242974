#pragma once

#include "support/servicecontext.h"

#include <QJsonArray>
#include <QJsonObject>

#include <functional>

namespace brokerdesk::sandbox {

// The durable side of webhooks: events are written in the same transaction as the change
// they describe, one row per target of the affinity's broker, and stay until acknowledged.
class WebhookOutbox
{
public:
    explicit WebhookOutbox(ServiceContext &ctx) : m_ctx(ctx) {}

    // Inside the caller's transaction.
    bool enqueue(const QJsonObject &affinity);
    // Called once the transaction committed: wakes the dispatcher.
    void notify() const
    {
        if (m_onNew)
            m_onNew();
    }
    void setOnNew(std::function<void()> onNew) { m_onNew = std::move(onNew); }

    // Pending events per target: count, head attempts, next attempt, last error.
    static QJsonArray status(Database &db);

private:
    ServiceContext &m_ctx;
    std::function<void()> m_onNew;
};

// "v1,<base64 HMAC-SHA256(secret, id.timestamp.body)>" (Standard Webhooks).
QByteArray webhookSignature(const QByteArray &secret, const QByteArray &id, qint64 timestamp,
                            const QByteArray &body);

} // namespace brokerdesk::sandbox
