// What happens to an affinity after it is created: issuance, expiry and cancel, each in one
// transaction with its webhook event; and the PDFs behind its attachments.
#include "affinities.h"

#include "support/jsoncheck.h"
#include "documents/pdf.h"
#include "store/database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlQuery>

Q_LOGGING_CATEGORY(lcAffinity, "brokerdesk.sandbox.affinity")

namespace brokerdesk::sandbox {

namespace {

constexpr int issued = 1, canceled = 2, expired = 3;

QStringList dueIds(Database &db, const QString &sql, const QString &now)
{
    QSqlQuery &q = db.query(sql);
    q.addBindValue(now);
    q.exec();
    QStringList ids;
    while (q.next())
        ids << q.value(0).toString();
    q.finish();
    return ids;
}

QJsonObject docOf(Database &db, const QString &id)
{
    QSqlQuery &q = db.query(QStringLiteral("SELECT doc FROM affinities WHERE id = ?"));
    q.addBindValue(id);
    QJsonObject doc;
    if (q.exec() && q.next())
        doc = QJsonDocument::fromJson(q.value(0).toByteArray()).object();
    q.finish();
    return doc;
}

} // namespace

void AffinityService::runDueJobs()
{
    const QDateTime now = m_ctx.clock.now();
    bool changed = false;
    const QStringList toIssue = dueIds(
        m_ctx.db, QStringLiteral("SELECT id FROM affinities WHERE status = 5 AND issue_at <= ?"),
        now.toString(Qt::ISODateWithMs));
    for (const QString &id : toIssue) {
        QJsonObject a = docOf(m_ctx.db, id);
        a.insert(QStringLiteral("status"), issued);
        a.insert(QStringLiteral("attachments"),
                 QJsonArray{attachment(id, 1), attachment(id, 2), attachment(id, 3)});
        a.insert(QStringLiteral("last_update"), toRfc3339(now));
        Transaction tx(m_ctx.db);
        if (save(a, issued) && tx.commit())
            changed = true;
        else
            qCWarning(lcAffinity) << "could not issue affinity" << id << "- will retry";
    }
    const QStringList toExpire = dueIds(
        m_ctx.db,
        QStringLiteral("SELECT id FROM affinities WHERE status IN (1, 5) AND lifetime_end <= ?"),
        toRfc3339(now));
    for (const QString &id : toExpire) {
        QJsonObject a = docOf(m_ctx.db, id);
        a.insert(QStringLiteral("status"), expired);
        a.insert(QStringLiteral("last_update"), toRfc3339(now));
        Transaction tx(m_ctx.db);
        if (save(a, expired) && tx.commit())
            changed = true;
    }
    if (changed)
        m_outbox.notify();
}

Result<QJsonObject> AffinityService::cancel(const QString &brokerId, const QString &affinityId)
{
    runDueJobs();
    auto found = load(brokerId, affinityId);
    if (!found)
        return ApiError::notFound(QStringLiteral("Affinity"));
    QJsonObject a = *found;
    const int status = a.value(QStringLiteral("status")).toInt();
    if (status == canceled)
        return ApiError::badRequest(QStringLiteral("affinity_already_canceled"),
                                    QStringLiteral("Affinity is already canceled."));
    if (status == expired)
        return ApiError::badRequest(QStringLiteral("affinity_expired"),
                                    QStringLiteral("Affinity has expired and cannot be canceled."));
    const QString now = toRfc3339(m_ctx.clock.now());
    QJsonArray attachments = a.value(QStringLiteral("attachments")).toArray();
    attachments.append(attachment(affinityId, 4));
    a.insert(QStringLiteral("status"), canceled);
    a.insert(QStringLiteral("date_end"), now);
    a.insert(QStringLiteral("last_update"), now);
    a.insert(QStringLiteral("attachments"), attachments);
    Transaction tx(m_ctx.db);
    if (!save(a, canceled) || !tx.commit())
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The cancellation could not be stored; nothing changed."),
                        {}};
    m_outbox.notify();
    return QJsonObject{{QStringLiteral("id"), affinityId},
                       {QStringLiteral("status"), canceled},
                       {QStringLiteral("date_end"), now},
                       {QStringLiteral("attachments"), attachments}};
}

HttpResponse AffinityService::document(const RequestContext &c) const
{
    const QString id = c.args.at(0);
    const QString file = c.args.at(1);
    const QString kind = file.chopped(file.endsWith(QStringLiteral(".pdf")) ? 4 : 0);
    const QByteArray sig = c.request.query.queryItemValue(QStringLiteral("sig")).toLatin1();
    const QJsonObject a = docOf(m_ctx.db, id);
    int type = 0;
    for (int t = 1; t <= 4; ++t)
        if (kind == QString::fromLatin1(attachmentKinds[t]))
            type = t;
    if (a.isEmpty() || type == 0 || !file.endsWith(QStringLiteral(".pdf")) ||
        sig != signature(id, kind))
        return HttpResponse::error(ApiError::notFound(QStringLiteral("Document")));

    const QJsonObject holder = a.value(QStringLiteral("affinity_holder")).toObject();
    const QString name =
        holder.value(QStringLiteral("corporate_name"))
            .toString(QString(holder.value(QStringLiteral("first_name")).toString() + u' ' +
                              holder.value(QStringLiteral("last_name")).toString()));
    const QStringList titles{{},
                             QStringLiteral("Certificado de seguro"),
                             QStringLiteral("Condições gerais"),
                             QStringLiteral("Regulamento de capitalização"),
                             QStringLiteral("Comprovante de cancelamento")};
    const QList<QPair<QString, QString>> rows{
        {QStringLiteral("Adesão"), id},
        {QStringLiteral("Segurado"), name},
        {QStringLiteral("Plano"), a.value(QStringLiteral("plan_id")).toString()},
        {QStringLiteral("Vigência"),
         a.value(QStringLiteral("lifetime_start")).toString().left(10) + QStringLiteral(" a ") +
             a.value(QStringLiteral("lifetime_end")).toString().left(10)},
        {QStringLiteral("Situação"), QString::number(a.value(QStringLiteral("status")).toInt())}};
    QStringList notes{
        QStringLiteral("Documento emitido pelo ambiente de testes BrokerDesk sandbox.")};
    if (type == 4)
        notes.prepend(
            QStringLiteral("Cancelado em %1.").arg(a.value(QStringLiteral("date_end")).toString()));
    HttpResponse r;
    r.contentType = "application/pdf";
    r.body = renderPdf(titles.at(type), rows, notes);
    return r;
}

} // namespace brokerdesk::sandbox
