#include "outbox.h"

#include "store/database.h"
#include "support/jsoncheck.h"

#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QSqlQuery>
#include <QUuid>

namespace brokerdesk::sandbox {

bool WebhookOutbox::enqueue(const QJsonObject &affinity)
{
    const QByteArray body = QJsonDocument(affinity).toJson(QJsonDocument::Compact);
    const QString now = toRfc3339(m_ctx.clock.now());
    const QString eventId = QStringLiteral("evt_") + QUuid::createUuid().toString(QUuid::Id128);
    // The affinity's broker, from the store itself: its targets and no one else's get it.
    QSqlQuery &owner =
        m_ctx.db.query(QStringLiteral("SELECT b.client_id FROM affinities a JOIN brokers b ON b.id "
                                      "= a.broker_id WHERE a.id = ?"));
    owner.addBindValue(affinity.value(QStringLiteral("id")).toString());
    if (!owner.exec() || !owner.next())
        return false;
    const QString clientId = owner.value(0).toString();
    owner.finish();
    for (const WebhookTarget &target : m_ctx.settings.webhookTargets)
        if (target.clientId == clientId &&
            !m_ctx.db.exec(QStringLiteral("INSERT INTO webhook_outbox (target, event_id, body, "
                                          "created, next_attempt) VALUES (?, ?, ?, ?, ?)"),
                           {target.url.toString(), eventId, body, now, now}))
            return false;
    return true;
}

QJsonArray WebhookOutbox::status(Database &db)
{
    QSqlQuery q(db.handle());
    q.exec(QStringLiteral(
        "SELECT o.target, COUNT(*), h.event_id, h.attempts, h.next_attempt, h.last_error "
        "FROM webhook_outbox o JOIN webhook_outbox h ON h.seq = (SELECT MIN(seq) FROM "
        "webhook_outbox WHERE target = o.target AND delivered IS NULL) "
        "WHERE o.delivered IS NULL GROUP BY o.target ORDER BY o.target"));
    QJsonArray out;
    while (q.next())
        out.append(QJsonObject{{QStringLiteral("target"), q.value(0).toString()},
                               {QStringLiteral("pending"), q.value(1).toLongLong()},
                               {QStringLiteral("head_event_id"), q.value(2).toString()},
                               {QStringLiteral("head_attempts"), q.value(3).toLongLong()},
                               {QStringLiteral("next_attempt"), q.value(4).toString()},
                               {QStringLiteral("last_error"), q.value(5).toString()}});
    return out;
}

QByteArray webhookSignature(const QByteArray &secret, const QByteArray &id, qint64 timestamp,
                            const QByteArray &body)
{
    const QByteArray signedContent = id + '.' + QByteArray::number(timestamp) + '.' + body;
    return "v1," +
           QMessageAuthenticationCode::hash(signedContent, secret, QCryptographicHash::Sha256)
               .toBase64();
}

} // namespace brokerdesk::sandbox
