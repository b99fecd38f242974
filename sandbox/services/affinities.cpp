#include "affinities.h"

#include "domain/isodate.h"
#include "domain/scopes.h"

#include "documents/documentwords.h"
#include "documents/pdf.h"
#include "domain/holder.h"
#include "store/database.h"
#include "store/states.h"
#include "support/jsoncheck.h"
#include "validation/holders.h"
#include "validation/items.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QMessageAuthenticationCode>
#include <QSqlQuery>

Q_LOGGING_CATEGORY(lcAffinity, "brokerdesk.sandbox.affinity")

namespace brokerdesk::sandbox {

namespace {

QJsonObject parse(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toByteArray()).object();
}

QStringList dueIds(Database &db, const QString &sql, const QVariantList &values)
{
    QSqlQuery &q = db.query(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
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

QJsonObject AffinityService::partnerAsHolder(const QString &brokerId) const
{
    // An affinity sent without a holder is the partner's group contract: the partner (the
    // stipulating company of the partnership) stands as its holder.
    const auto found = partnership(brokerId);
    const QJsonObject customer =
        found.ok() ? found.value().value(QStringLiteral("customer")).toObject() : QJsonObject();
    QJsonObject holder = customer;
    holder.remove(QStringLiteral("name"));
    holder.insert(QStringLiteral("corporate_name"), customer.value(QStringLiteral("name")));
    return holder;
}

AffinityService::AffinityService(ServiceContext &ctx, WebhookOutbox &outbox)
    : m_ctx(ctx), m_outbox(outbox), m_pager(ctx, QStringLiteral("affinities"))
{
    m_jobs.setInterval(ctx.settings.jobIntervalMs);
    QObject::connect(&m_jobs, &QTimer::timeout, &m_jobs, [this] { runDueJobs(); });
    m_jobs.start();
}

void AffinityService::registerRoutes(Router &router)
{
    const QString &read = domain::scopes::affinityRead;
    const QString &write = domain::scopes::affinityWrite;
    const auto withBody = [](auto call) {
        return [call](const RequestContext &c) {
            const auto body = parseJsonObject(c.request.body);
            return body.ok() ? toResponse(call(c.principal.brokerId, body.value()))
                             : HttpResponse::error(body.error());
        };
    };
    router.add(
        "GET", QStringLiteral("/v1/affinity/partnership"), read,
        [this](const RequestContext &c) { return toResponse(partnership(c.principal.brokerId)); });
    router.add(
        "POST", QStringLiteral("/v1/affinity/request"), write,
        withBody([this](const QString &b, const QJsonObject &o) { return createRequest(b, o); }));
    router.add("POST", QStringLiteral("/v1/affinity"), write,
               withBody([this](const QString &b, const QJsonObject &o) { return create(b, o); }));
    router.add("GET", QStringLiteral("/v1/affinity"), read, [this](const RequestContext &c) {
        runDueJobs(); // a list read never shows an affinity that is already due to change
        const auto query = m_pager.parse(c.request.query, c.principal.brokerId);
        return query.ok() ? HttpResponse::rawJson(m_pager.page(c.principal.brokerId, query.value()))
                          : HttpResponse::error(query.error());
    });
    router.add("DELETE", QStringLiteral("/v1/affinity/{affinity_id}"), write,
               [this](const RequestContext &c) {
                   return toResponse(cancel(c.principal.brokerId, c.args.at(0)));
               });
    router.add("GET", QStringLiteral("/documents/affinities/{id}/{file}"), {},
               [this](const RequestContext &c) { return document(c); });
}

Result<QJsonObject> AffinityService::partnership(const QString &brokerId) const
{
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT customer FROM affinity_partnerships WHERE broker_id = ?"));
    q.addBindValue(brokerId);
    if (!q.exec() || !q.next())
        return ApiError::notFound(QStringLiteral("Partnership"));
    const QJsonObject customer = parse(q.value(0));
    q.finish();
    QSqlQuery &p = m_ctx.db.query(
        QStringLiteral("SELECT doc FROM affinity_products WHERE broker_id = ? ORDER BY position"));
    p.addBindValue(brokerId);
    p.exec();
    QJsonArray products;
    while (p.next()) {
        QJsonObject product = parse(p.value(0));
        product.remove(QStringLiteral("plans"));
        products.append(product);
    }
    return QJsonObject{{QStringLiteral("customer"), customer},
                       {QStringLiteral("products"), products}};
}

Result<QJsonObject> AffinityService::createRequest(const QString &brokerId, const QJsonObject &body)
{
    JsonCheck check;
    const auto productId = check.string(body, {}, QStringLiteral("product_id"));
    if (!check.ok())
        return check.error();
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT doc FROM affinity_products WHERE id = ? AND broker_id = ?"));
    q.addBindValue(*productId);
    q.addBindValue(brokerId);
    if (!q.exec() || !q.next())
        return ApiError::notFound(QStringLiteral("Partnership product"));
    const QJsonObject product = parse(q.value(0));
    q.finish();
    const QString id = newId();
    const QJsonObject answer{{QStringLiteral("id"), id},
                             {QStringLiteral("plans"), product.value(QStringLiteral("plans"))}};
    if (!m_ctx.db.exec(
            QStringLiteral("INSERT INTO affinity_requests (id, broker_id, product_id, "
                           "created, doc) VALUES (?, ?, ?, ?, ?)"),
            {id, brokerId, *productId, toRfc3339(m_ctx.clock.now(brokerId)), compactJson(answer)}))
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The affinity request could not be stored."),
                        {}};
    return answer;
}

QString AffinityService::expiresAt(const QDate &end) const
{
    return toRfc3339(m_ctx.clock.startOf(end));
}

Result<QJsonObject> AffinityService::create(const QString &brokerId, const QJsonObject &body)
{
    JsonCheck check;
    const auto requestId = check.string(body, {}, QStringLiteral("affinity_request_id"));
    const auto start = check.calendarDate(body, {}, QStringLiteral("lifetime_start"));
    const auto end = check.calendarDate(body, {}, QStringLiteral("lifetime_end"));
    const auto planId = check.string(body, {}, QStringLiteral("plan_id"), JsonCheck::Optional);
    const auto holder =
        check.object(body, {}, QStringLiteral("affinity_holder"), JsonCheck::Optional);
    const auto item = check.object(body, {}, QStringLiteral("item"), JsonCheck::Optional);
    check.boolean(body, {}, QStringLiteral("auto_renew"), JsonCheck::Optional);
    const QDateTime now = m_ctx.clock.now(brokerId);
    const QDate today = m_ctx.clock.dayOf(now);
    if (start && *start < today)
        check.fail(QStringLiteral("lifetime_start"), QStringLiteral("must not be in the past"));
    if (start && end && *end <= *start)
        check.fail(QStringLiteral("lifetime_end"), QStringLiteral("must be after lifetime_start"));
    if (start && end && start->daysTo(*end) > qint64(5) * 366)
        check.fail(QStringLiteral("lifetime_end"),
                   QStringLiteral("must be at most 5 years after lifetime_start"));
    if (!check.ok())
        return check.error();

    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT r.doc, p.product_type, p.id FROM affinity_requests r JOIN affinity_products p "
        "ON p.id = r.product_id WHERE r.id = ? AND r.broker_id = ?"));
    q.addBindValue(*requestId);
    q.addBindValue(brokerId);
    if (!q.exec() || !q.next())
        return ApiError::notFound(QStringLiteral("Affinity request"));
    const QJsonArray plans = parse(q.value(0)).value(QStringLiteral("plans")).toArray();
    const int productType = q.value(1).toInt();
    const QString productId = q.value(2).toString();
    q.finish();

    QString plan = planId.value_or(plans.first()[QStringLiteral("id")].toString());
    if (std::none_of(plans.begin(), plans.end(), [&plan](const QJsonValue &p) {
            return p[QStringLiteral("id")].toString() == plan;
        }))
        check.fail(QStringLiteral("plan_id"),
                   QStringLiteral("is not a plan of the affinity request"));
    // Product-dependent parts are checked when sent; an empty item is an item not sent.
    if (holder)
        checkHolder(check, *holder, QStringLiteral("affinity_holder"), productType, today);
    if (item && !item->isEmpty())
        checkItem(check, *item, QStringLiteral("item"), productType, today);
    if (!check.ok())
        return check.error();

    const QString id = newId();
    QJsonObject affinity = body; // unknown extra fields are kept and echoed
    affinity.insert(QStringLiteral("id"), id);
    affinity.insert(QStringLiteral("product_id"), productId);
    affinity.insert(QStringLiteral("plan_id"), plan);
    affinity.insert(QStringLiteral("item"), item.value_or(QJsonObject()));
    if (!holder)
        affinity.insert(QStringLiteral("affinity_holder"), partnerAsHolder(brokerId));
    affinity.insert(QStringLiteral("lifetime_start"), domain::calendarDateStamp(*start));
    affinity.insert(QStringLiteral("lifetime_end"), domain::calendarDateStamp(*end));
    affinity.insert(QStringLiteral("status"), code(AffinityStatus::Pending));
    affinity.insert(QStringLiteral("attachments"), QJsonArray());
    affinity.insert(QStringLiteral("date"), toRfc3339(now));
    affinity.insert(QStringLiteral("last_update"), toRfc3339(now));
    const QDateTime issueAt = now.addMSecs(m_ctx.settings.affinityIssueDelayMs);
    const qint64 ord = m_pager.nextOrd(brokerId);
    if (!m_ctx.db.exec(QStringLiteral("INSERT INTO affinities (id, broker_id, ord, status, "
                                      "issue_at, lifetime_end, doc, pos) "
                                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                       {id, brokerId, ord, code(AffinityStatus::Pending),
                        issueAt.toString(Qt::ISODateWithMs), expiresAt(*end), compactJson(affinity),
                        m_pager.rowKey(brokerId, ord)}))
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The affinity could not be stored."),
                        {}};
    QTimer::singleShot(m_ctx.settings.affinityIssueDelayMs, &m_jobs, [this] { runDueJobs(); });
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("status"), code(AffinityStatus::Pending)},
                       {QStringLiteral("attachments"), QJsonArray()}};
}

std::optional<QJsonObject> AffinityService::load(const QString &brokerId, const QString &id) const
{
    QSqlQuery &q =
        m_ctx.db.query(QStringLiteral("SELECT doc FROM affinities WHERE id = ? AND broker_id = ?"));
    q.addBindValue(id);
    q.addBindValue(brokerId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    QJsonObject doc = parse(q.value(0));
    q.finish();
    return doc;
}

bool AffinityService::save(const QJsonObject &affinity, AffinityStatus status)
{
    return m_ctx.db.exec(QStringLiteral("UPDATE affinities SET status = ?, doc = ? WHERE id = ?"),
                         {code(status), compactJson(affinity),
                          affinity.value(QStringLiteral("id")).toString()}) &&
           m_outbox.enqueue(affinity);
}

QByteArray AffinityService::signature(const QString &affinityId, const QString &kind) const
{
    return QMessageAuthenticationCode::hash(
               QByteArray("affinity-document|" + affinityId.toUtf8() + '|' + kind.toUtf8()),
               m_ctx.secret, QCryptographicHash::Sha256)
        .left(16)
        .toHex();
}

QJsonObject AffinityService::attachment(const QString &affinityId, int type) const
{
    const QString kind = QString::fromLatin1(attachmentKinds[type]);
    return {
        {QStringLiteral("type"), type},
        {QStringLiteral("url"),
         m_ctx.url(QStringLiteral("/documents/affinities/%1/%2.pdf?sig=%3")
                       .arg(affinityId, kind, QString::fromLatin1(signature(affinityId, kind))))}};
}

void AffinityService::runDueJobs()
{
    // Each broker's affinities change by that broker's clock.
    const QStringList brokers = dueIds(
        m_ctx.db,
        QStringLiteral("SELECT DISTINCT broker_id FROM affinities WHERE status IN (?, ?, ?)"),
        {code(AffinityStatus::Issued), code(AffinityStatus::Pending),
         code(AffinityStatus::Renewed)});
    for (const QString &broker : brokers)
        runDueJobs(broker);
}

QDateTime AffinityService::runDueJobs(const QString &brokerId)
{
    const QDateTime now = m_ctx.clock.now(brokerId);
    bool changed = false;
    const QStringList toIssue =
        dueIds(m_ctx.db,
               QStringLiteral("SELECT id FROM affinities WHERE broker_id = ? AND status = ? AND "
                              "issue_at <= ?"),
               {brokerId, code(AffinityStatus::Pending), now.toString(Qt::ISODateWithMs)});
    for (const QString &id : toIssue) {
        QJsonObject a = docOf(m_ctx.db, id);
        a.insert(QStringLiteral("status"), code(AffinityStatus::Issued));
        a.insert(QStringLiteral("attachments"),
                 QJsonArray{attachment(id, 1), attachment(id, 2), attachment(id, 3)});
        a.insert(QStringLiteral("last_update"), toRfc3339(now));
        Transaction tx(m_ctx.db);
        if (save(a, AffinityStatus::Issued) && tx.commit())
            changed = true;
        else
            qCWarning(lcAffinity) << "could not issue affinity" << id << "- will retry";
    }
    const QStringList toExpire = dueIds(
        m_ctx.db,
        QStringLiteral("SELECT id FROM affinities WHERE broker_id = ? AND status IN (?, ?, ?) "
                       "AND lifetime_end <= ?"),
        {brokerId, code(AffinityStatus::Issued), code(AffinityStatus::Pending),
         code(AffinityStatus::Renewed), toRfc3339(now)});
    for (const QString &id : toExpire) {
        QJsonObject a = docOf(m_ctx.db, id);
        const auto status = AffinityStatus(a.value(QStringLiteral("status")).toInt());
        // An issued affinity created with auto_renew runs another lifetime of the same length
        // from where the last one ended; any other expires.
        const bool renews =
            status != AffinityStatus::Pending && a.value(QStringLiteral("auto_renew")).toBool();
        const QDate start =
            domain::parseCalendarDate(a.value(QStringLiteral("lifetime_start")).toString());
        const QDate end =
            domain::parseCalendarDate(a.value(QStringLiteral("lifetime_end")).toString());
        const AffinityStatus next = renews ? AffinityStatus::Renewed : AffinityStatus::Expired;
        a.insert(QStringLiteral("status"), code(next));
        a.insert(QStringLiteral("last_update"), toRfc3339(now));
        const QDate renewedEnd = end.addDays(std::max<qint64>(1, start.daysTo(end)));
        if (renews) {
            a.insert(QStringLiteral("lifetime_start"), domain::calendarDateStamp(end));
            a.insert(QStringLiteral("lifetime_end"), domain::calendarDateStamp(renewedEnd));
        }
        Transaction tx(m_ctx.db);
        if (save(a, next) &&
            m_ctx.db.exec(QStringLiteral("UPDATE affinities SET lifetime_end = ? WHERE id = ?"),
                          {expiresAt(renews ? renewedEnd : end), id}) &&
            tx.commit())
            changed = true;
    }
    if (changed)
        m_outbox.notify();
    QDateTime next;
    for (const QString &at :
         dueIds(m_ctx.db,
                QStringLiteral("SELECT MIN(issue_at) FROM affinities WHERE broker_id = ? AND "
                               "status = ? UNION ALL SELECT MIN(lifetime_end) FROM affinities "
                               "WHERE broker_id = ? AND status IN (?, ?, ?)"),
                {brokerId, code(AffinityStatus::Pending), brokerId, code(AffinityStatus::Issued),
                 code(AffinityStatus::Pending), code(AffinityStatus::Renewed)})) {
        const QDateTime t = QDateTime::fromString(at, Qt::ISODateWithMs);
        if (t.isValid() && (!next.isValid() || t < next))
            next = t;
    }
    return next;
}

Result<QJsonObject> AffinityService::cancel(const QString &brokerId, const QString &affinityId)
{
    runDueJobs();
    auto found = load(brokerId, affinityId);
    if (!found)
        return ApiError::notFound(QStringLiteral("Affinity"));
    QJsonObject a = *found;
    const auto status = AffinityStatus(a.value(QStringLiteral("status")).toInt());
    if (status == AffinityStatus::Canceled)
        return ApiError::badRequest(QStringLiteral("affinity_already_canceled"),
                                    QStringLiteral("Affinity is already canceled."));
    if (status == AffinityStatus::Expired)
        return ApiError::badRequest(QStringLiteral("affinity_expired"),
                                    QStringLiteral("Affinity has expired and cannot be canceled."));
    const QString now = toRfc3339(m_ctx.clock.now(brokerId));
    QJsonArray attachments = a.value(QStringLiteral("attachments")).toArray();
    attachments.append(attachment(affinityId, 4));
    a.insert(QStringLiteral("status"), code(AffinityStatus::Canceled));
    a.insert(QStringLiteral("date_end"), now);
    a.insert(QStringLiteral("last_update"), now);
    a.insert(QStringLiteral("attachments"), attachments);
    Transaction tx(m_ctx.db);
    if (!save(a, AffinityStatus::Canceled) || !tx.commit())
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The cancellation could not be stored; nothing changed."),
                        {}};
    m_outbox.notify();
    return QJsonObject{{QStringLiteral("id"), affinityId},
                       {QStringLiteral("status"), code(AffinityStatus::Canceled)},
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

    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT p.doc, s.customer FROM affinity_products p LEFT JOIN affinity_partnerships s "
        "ON s.broker_id = p.broker_id WHERE p.id = ?"));
    q.addBindValue(a.value(QStringLiteral("product_id")).toString());
    const bool found = q.exec() && q.next();
    const QJsonObject product = found ? parse(q.value(0)) : QJsonObject();
    const QJsonObject partner = found ? parse(q.value(1)) : QJsonObject();
    q.finish();
    QString plan;
    for (const QJsonValue p : product.value(QStringLiteral("plans")).toArray())
        if (p[QStringLiteral("id")] == a.value(QStringLiteral("plan_id")))
            plan = p[QStringLiteral("name")].toString();

    namespace w = words;
    const auto text = [&a](const char *key) { return a.value(QLatin1String(key)).toString(); };
    const QJsonObject holder = a.value(QStringLiteral("affinity_holder")).toObject();
    const QStringList titles{{},
                             QStringLiteral("Certificado de seguro"),
                             QStringLiteral("Condições gerais"),
                             QStringLiteral("Regulamento de capitalização"),
                             QStringLiteral("Comprovante de cancelamento")};
    QList<QPair<QString, QString>> rows{
        {QStringLiteral("Adesão nº"), w::number(id)},
        {QStringLiteral("Produto"), product.value(QStringLiteral("name")).toString()},
        {QStringLiteral("Plano"), plan},
        {QStringLiteral("Estipulante"),
         QStringList{partner.value(QStringLiteral("name")).toString(), w::holderDocument(partner)}
             .join(QStringLiteral(" – "))},
        {QStringLiteral("Segurado"), domain::holderName(holder)},
        {QStringLiteral("Documento"), w::holderDocument(holder)},
        {QStringLiteral("Item segurado"),
         a.value(QStringLiteral("item")).toObject().isEmpty()
             ? QString()
             : w::insuredItem(product.value(QStringLiteral("product_type")).toInt(),
                              a.value(QStringLiteral("item")).toObject())},
        {QStringLiteral("Vigência"),
         QStringLiteral("%1 a %2").arg(w::calendarDate(text("lifetime_start")),
                                       w::calendarDate(text("lifetime_end")))},
        {QStringLiteral("Situação"),
         w::affinitySituation(a.value(QStringLiteral("status")).toInt())}};
    for (auto it = rows.begin(); it != rows.end();)
        it = it->second.isEmpty() ? rows.erase(it) : it + 1;
    QStringList notes{QStringLiteral(
        "Documento emitido pelo ambiente de demonstração BrokerDesk; não tem valor fora dele.")};
    if (type == 4)
        notes.prepend(
            QStringLiteral("Adesão cancelada em %1.").arg(w::dayInBrasilia(text("date_end"))));
    HttpResponse r;
    r.contentType = "application/pdf";
    r.body = renderPdf(titles.at(type), rows, notes);
    return r;
}

} // namespace brokerdesk::sandbox
