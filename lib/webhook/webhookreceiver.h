#pragma once

#include "http/message.h"
#include "webhookverifier.h"

#include "api/apiresult.h"

#include <QDateTime>
#include <QHash>
#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QSslConfiguration>
#include <QUrl>

#include <deque>
#include <functional>
#include <memory>
#include <optional>

namespace brokerdesk::http {
class Server;
struct Refusal;
} // namespace brokerdesk::http

namespace brokerdesk::webhook {

// The desk's optional endpoint for affinity updates pushed by the service, at a path only the
// operator is given. Two modes:
// - Signed (Standard Webhooks, docs/contract.md): a delivery is answered 200 only after the
//   update was applied: affinityUpdated() is emitted synchronously (and the applier, if set,
//   ran) before the answer is written. A redelivery of an event already applied is answered 200
//   and applied nothing: the service delivers strictly in order, so anything but 200 would hold
//   back every later event (interface § Events, 4–5).
// - Unsigned (the body alone, as the operator documents it): the body is never trusted. It only
//   names an affinity (its id, else its affinity_request_id); the delivery is answered 200 once
//   taken, then the affinity is read back from the service (ReadBack) and what the service says
//   is applied and emitted. A forged body therefore changes nothing; a notice of an affinity
//   the service does not have is counted refused. A failed read is tried again a few times.
// Refusals are 4xx (503 to be sent again) with {"error": reason} and apply nothing. It serves
// through lib/http (framing, limits, connection caps); what is decided here is the delivery's.
class WebhookReceiver final : public QObject
{
    Q_OBJECT
public:
    enum class Mode { Signed, Unsigned };
    // Applies an update; false (with a reason) answers 503 so the service delivers it again
    // (Unsigned: the read and the apply are tried again later).
    using Applier = std::function<bool(const QJsonObject &affinity, QString *error)>;
    // The service's own row of the affinity a notice names, std::nullopt when it has none.
    using ReadBackResult = api::ApiResult<std::optional<QJsonObject>>;
    using ReadBack = std::function<void(const QJsonObject &notice,
                                        std::function<void(const ReadBackResult &)> done)>;

    explicit WebhookReceiver(QByteArray secret, QObject *parent = nullptr);
    ~WebhookReceiver() override;

    // Port 0 picks a free port. The path deliveries are posted to (default /hooks/affinity).
    bool listen(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    // With a certificate and key, listen() serves https (QSslServer); a null one, plain http.
    void setTlsConfiguration(const QSslConfiguration &tls) { m_tls = tls; }
    bool isTls() const { return !m_tls.isNull(); }
    void close();
    bool isListening() const;
    quint16 port() const;
    QUrl url() const; // what the operator configures as the webhook target
    QString errorString() const { return m_error; }

    void setPath(const QByteArray &path) { m_path = path; }
    void setMode(Mode mode) { m_mode = mode; }
    Mode mode() const { return m_mode; }
    void setApplier(Applier applier) { m_applier = std::move(applier); }
    // Needed in Unsigned mode (without it every unsigned delivery is answered 503).
    void setReadBack(ReadBack readBack) { m_readBack = std::move(readBack); }
    int pendingReadBacks() const { return int(m_reads.size()); }
    void setClock(std::function<qint64()> nowSeconds) { m_now = std::move(nowSeconds); }

    qint64 appliedCount() const { return m_applied; }
    qint64 rejectedCount() const { return m_rejected; }
    QDateTime lastEventAt() const { return m_lastEventAt; } // last delivery answered 200

    // The whole decision for one request, without sockets (tests and fuzzing call it too).
    http::Response handle(const http::Request &request);

signals:
    void affinityUpdated(const QJsonObject &affinity);
    void deliveryRejected(int httpStatus, const QString &reason);
    // A count or the last event changed (for a status display).
    void activity();

private:
    struct PendingRead
    {
        QJsonObject notice; // only what names the affinity
        bool running = false;
        bool again = false; // another notice came while reading: read once more after
        int failures = 0;
    };

    std::optional<http::Response> checkHead(const http::Request &head) const;
    http::Response reject(int status, const QString &reason);
    http::Response refusal(const http::Refusal &refusal) const;
    http::Response receiveSigned(const http::Request &request);
    http::Response receiveUnsigned(const QByteArray &body);
    void readBack(const QString &key);
    void onReadBack(const QString &key, const ReadBackResult &result);
    void retryReadBack(const QString &key, const QString &why);
    // A refusal counted and told (deliveryRejected, activity), now or after a read-back.
    void countRefusal(int status, const QString &reason);
    bool alreadyApplied(const QByteArray &id) const;
    void rememberApplied(const QByteArray &id);

    QByteArray m_secret;
    WebhookVerifier m_verifier;
    std::unique_ptr<http::Server> m_server;
    QByteArray m_path = "/hooks/affinity";
    Mode m_mode = Mode::Signed;
    Applier m_applier;
    ReadBack m_readBack;
    QHash<QString, PendingRead> m_reads; // by the affinity they name
    std::function<qint64()> m_now;
    QString m_error;
    QSslConfiguration m_tls;
    // Ids of applied events, kept far longer than the signature window: the service re-signs
    // each retry with a new timestamp, so a lost 200 can come back long after.
    QSet<QByteArray> m_appliedIds;
    std::deque<QByteArray> m_appliedOrder;
    QDateTime m_lastEventAt;
    qint64 m_applied = 0;
    qint64 m_rejected = 0;
};

} // namespace brokerdesk::webhook
