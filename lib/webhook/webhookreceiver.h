#pragma once

#include "httpconnection.h"
#include "webhookverifier.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QUrl>

#include <functional>

class QTcpServer;

namespace brokerdesk::webhook {

// The desk's optional endpoint for affinity updates pushed by the service (Standard Webhooks
// signing, see CONTRACT.md). A delivery is answered 200 only after the update was applied:
// affinityUpdated() is emitted synchronously (and the applier, if set, ran) before the answer
// is written. Refusals are 4xx with {"error": reason} and apply nothing.
class WebhookReceiver : public QObject
{
    Q_OBJECT
public:
    // Applies an update; false (with a reason) answers 503 so the service delivers it again.
    using Applier = std::function<bool(const QJsonObject &affinity, QString *error)>;

    explicit WebhookReceiver(QByteArray secret, QObject *parent = nullptr);
    ~WebhookReceiver() override;

    // Port 0 picks a free port. The path deliveries are posted to (default /hooks/affinity).
    bool listen(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    void close();
    bool isListening() const;
    quint16 port() const;
    QUrl url() const; // what the operator configures as the webhook target
    QString errorString() const { return m_error; }

    void setPath(const QByteArray &path) { m_path = path; }
    void setApplier(Applier applier) { m_applier = std::move(applier); }
    void setToleranceSeconds(qint64 seconds);
    void setClock(std::function<qint64()> nowSeconds) { m_now = std::move(nowSeconds); }

    qint64 appliedCount() const { return m_applied; }
    qint64 rejectedCount() const { return m_rejected; }

    // The whole decision for one request, without sockets (tests and fuzzing call it too).
    HttpAnswer handle(const HttpHead &head, const QByteArray &body);

signals:
    void affinityUpdated(const QJsonObject &affinity);
    void deliveryRejected(int httpStatus, const QString &reason);

private:
    std::optional<HttpAnswer> checkHead(const HttpHead &head) const;
    HttpAnswer reject(int status, const QString &reason);
    void onNewConnection();

    QByteArray m_secret;
    WebhookVerifier m_verifier;
    QTcpServer *m_server = nullptr;
    QByteArray m_path = "/hooks/affinity";
    Applier m_applier;
    std::function<qint64()> m_now;
    HttpLimits m_limits;
    QString m_error;
    qint64 m_applied = 0;
    qint64 m_rejected = 0;
    int m_connections = 0;
};

} // namespace brokerdesk::webhook
