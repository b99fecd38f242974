#include "affinities.h"

#include "validation/holders.h"
#include "validation/items.h"
#include "support/jsoncheck.h"
#include "documents/pdf.h"
#include "store/database.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QSqlQuery>

namespace brokerdesk::sandbox {

namespace {

QJsonObject parse(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toByteArray()).object();
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

AffinityService::AffinityService(ServiceContext &ctx, WebhookOutbox &outbox)
    : m_ctx(ctx), m_outbox(outbox), m_pager(ctx, QStringLiteral("affinities"))
{
    m_jobs.setInterval(ctx.settings.jobIntervalMs);
    QObject::connect(&m_jobs, &QTimer::timeout, &m_jobs, [this] { runDueJobs(); });
    m_jobs.start();
}

void AffinityService::registerRoutes(Router &router)
{
    const QString read = QStringLiteral("affinity:read");
    const QString write = QStringLiteral("affinity:write");
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
        return ApiError::validation({{QStringLiteral("product_id"),
                                      QStringLiteral("is not a product of the partnership")}});
    const QJsonObject product = parse(q.value(0));
    q.finish();
    const QString id = newId();
    const QJsonObject answer{{QStringLiteral("id"), id},
                             {QStringLiteral("plans"), product.value(QStringLiteral("plans"))}};
    if (!m_ctx.db.exec(QStringLiteral("INSERT INTO affinity_requests (id, broker_id, product_id, "
                                      "created, doc) VALUES (?, ?, ?, ?, ?)"),
                       {id, brokerId, *productId, toRfc3339(m_ctx.clock.now()), compact(answer)}))
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The affinity request could not be stored."),
                        {}};
    return answer;
}

Result<QJsonObject> AffinityService::create(const QString &brokerId, const QJsonObject &body)
{
    JsonCheck check;
    const auto requestId = check.string(body, {}, QStringLiteral("affinity_request_id"));
    const auto start = check.dateTime(body, {}, QStringLiteral("lifetime_start"));
    const auto end = check.dateTime(body, {}, QStringLiteral("lifetime_end"));
    const auto planId = check.string(body, {}, QStringLiteral("plan_id"), JsonCheck::Optional);
    const auto holder = check.object(body, {}, QStringLiteral("affinity_holder"));
    const auto item = check.object(body, {}, QStringLiteral("item"), JsonCheck::Optional);
    const QDateTime now = m_ctx.clock.now();
    if (start && start->date() < now.date())
        check.fail(QStringLiteral("lifetime_start"), QStringLiteral("must not be in the past"));
    if (start && end && *end <= *start)
        check.fail(QStringLiteral("lifetime_end"), QStringLiteral("must be after lifetime_start"));
    if (start && end && start->daysTo(*end) > 5 * 366)
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
    checkHolder(check, *holder, QStringLiteral("affinity_holder"), productType, now.date());
    checkItem(check, item.value_or(QJsonObject()), QStringLiteral("item"), productType, now.date());
    if (!check.ok())
        return check.error();

    const QString id = newId();
    QJsonObject affinity = body; // unknown extra fields are kept and echoed
    affinity.insert(QStringLiteral("id"), id);
    affinity.insert(QStringLiteral("product_id"), productId);
    affinity.insert(QStringLiteral("plan_id"), plan);
    affinity.insert(QStringLiteral("item"), item.value_or(QJsonObject()));
    affinity.insert(QStringLiteral("lifetime_start"), toRfc3339(*start));
    affinity.insert(QStringLiteral("lifetime_end"), toRfc3339(*end));
    affinity.insert(QStringLiteral("status"), 5);
    affinity.insert(QStringLiteral("attachments"), QJsonArray());
    affinity.insert(QStringLiteral("date"), toRfc3339(now));
    affinity.insert(QStringLiteral("last_update"), toRfc3339(now));
    const QDateTime issueAt = now.addMSecs(m_ctx.settings.affinityIssueDelayMs);
    if (!m_ctx.db.exec(QStringLiteral("INSERT INTO affinities (id, broker_id, ord, status, "
                                      "issue_at, lifetime_end, doc) VALUES (?, ?, ?, 5, ?, ?, ?)"),
                       {id, brokerId, m_pager.nextOrd(brokerId),
                        issueAt.toString(Qt::ISODateWithMs), toRfc3339(*end), compact(affinity)}))
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The affinity could not be stored."),
                        {}};
    QTimer::singleShot(m_ctx.settings.affinityIssueDelayMs, &m_jobs, [this] { runDueJobs(); });
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("status"), 5},
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

bool AffinityService::save(const QJsonObject &affinity, int status)
{
    return m_ctx.db.exec(
               QStringLiteral("UPDATE affinities SET status = ?, doc = ? WHERE id = ?"),
               {status, compact(affinity), affinity.value(QStringLiteral("id")).toString()}) &&
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

} // namespace brokerdesk::sandbox
