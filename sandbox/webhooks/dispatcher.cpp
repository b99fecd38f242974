#include "dispatcher.h"

#include "outbox.h"
#include "store/database.h"
#include "support/jsoncheck.h"

#include <QLoggingCategory>
#include <QNetworkReply>
#include <QSqlQuery>

Q_LOGGING_CATEGORY(lcWebhooks, "brokerdesk.sandbox.webhooks")

namespace brokerdesk::sandbox {

namespace {
constexpr int timeoutMs = 10'000;
constexpr qint64 maxBackoffMs = qint64(5) * 60 * 1000;
} // namespace

WebhookDispatcher::WebhookDispatcher(ServiceContext &ctx, QObject *parent)
    : QObject(parent), m_ctx(ctx)
{
    for (const WebhookTarget &target : ctx.settings.webhookTargets) {
        auto t = std::make_unique<Target>();
        t->target = target;
        t->retry.setSingleShot(true);
        Target *raw = t.get();
        connect(&t->retry, &QTimer::timeout, this, [this, raw] { deliverHead(*raw); });
        m_targets.push_back(std::move(t));
    }
}

WebhookDispatcher::~WebhookDispatcher()
{
    for (auto &t : m_targets)
        if (t->inFlight) {
            t->inFlight->disconnect(this);
            t->inFlight->abort();
        }
}

qint64 WebhookDispatcher::backoffMs(int failedAttempts)
{
    const int doublings = std::clamp(failedAttempts - 1, 0, 20);
    return std::min<qint64>(qint64(1000) << doublings, maxBackoffMs);
}

void WebhookDispatcher::deliverPending()
{
    for (auto &t : m_targets)
        deliverHead(*t);
}

void WebhookDispatcher::deliverHead(Target &t)
{
    if (t.inFlight)
        return;
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT seq, event_id, body, attempts, next_attempt FROM webhook_outbox "
                       "WHERE target = ? AND delivered IS NULL ORDER BY seq LIMIT 1"));
    q.addBindValue(t.target.url.toString());
    if (!q.exec() || !q.next())
        return;
    const qint64 seq = q.value(0).toLongLong();
    const QByteArray eventId = q.value(1).toByteArray();
    const QByteArray body = q.value(2).toByteArray();
    const int attempts = q.value(3).toInt();
    const QDateTime due = parseTimestampOrDate(q.value(4).toString());
    q.finish();

    const qint64 wait = m_ctx.clock.now().msecsTo(due);
    if (wait > 0) {
        t.retry.start(int(std::min<qint64>(wait, maxBackoffMs)));
        return;
    }
    const qint64 timestamp = m_ctx.clock.now().toSecsSinceEpoch();
    QNetworkRequest request(t.target.url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    // The operator documents the body alone (interface § Events): --strict signs nothing.
    if (!m_ctx.settings.strict) {
        request.setRawHeader("webhook-id", eventId);
        request.setRawHeader("webhook-timestamp", QByteArray::number(timestamp));
        request.setRawHeader("webhook-signature",
                             webhookSignature(t.target.secret, eventId, timestamp, body));
    }
    request.setTransferTimeout(timeoutMs);
    t.inFlight = m_http.post(request, body);
    QNetworkReply *reply = t.inFlight;
    connect(reply, &QNetworkReply::finished, this,
            [this, &t, seq, attempts, reply] { finished(t, seq, attempts, reply); });
}

void WebhookDispatcher::finished(Target &t, qint64 seq, int attempts, QNetworkReply *reply)
{
    t.inFlight = nullptr;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString now = toRfc3339(m_ctx.clock.now());
    if (status == 200) {
        m_ctx.db.exec(QStringLiteral("UPDATE webhook_outbox SET delivered = ?, attempts = ?, "
                                     "last_error = NULL WHERE seq = ?"),
                      {now, attempts + 1, seq});
        deliverHead(t);
        return;
    }
    const QString error = status ? QStringLiteral("HTTP %1").arg(status) : reply->errorString();
    const qint64 delay = backoffMs(attempts + 1);
    qCInfo(lcWebhooks).noquote() << "delivery to" << t.target.url.toString() << "failed:" << error
                                 << "- retrying in" << delay << "ms";
    m_ctx.db.exec(QStringLiteral("UPDATE webhook_outbox SET attempts = ?, last_error = ?, "
                                 "next_attempt = ? WHERE seq = ?"),
                  {attempts + 1, error.left(300),
                   m_ctx.clock.now().addMSecs(delay).toString(Qt::ISODateWithMs), seq});
    t.retry.start(int(delay));
}

} // namespace brokerdesk::sandbox
