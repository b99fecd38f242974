#include "sandboxcontrols.h"

#include "affinities.h"
#include "ledger.h"
#include "quotereview.h"
#include "seed/ledger.h"
#include "settlement.h"
#include "store/database.h"
#include "support/jsoncheck.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlQuery>

#include <algorithm>

namespace brokerdesk::sandbox {

namespace {

// The most records one call adds to a ledger (a few seconds of writing).
constexpr qint64 maxSeedCount = 100'000;

// The furthest one call moves a clock: beyond it a typo (P1000Y) would run for ages.
constexpr qint64 maxAdvanceYears = 10;

QString offsetKey(const QString &brokerId)
{
    return QStringLiteral("clock_offset_ms/") + brokerId;
}

HttpResponse notOnLoopback(const RequestContext &c)
{
    return HttpResponse::error(ApiError::notFound(QStringLiteral("Path ") + c.request.path));
}

} // namespace

void SandboxControls::registerRoutes(Router &router)
{
    // Sandbox controls only for this machine: another machine sees no such path.
    router.add("GET", QStringLiteral("/sandbox/clock"), Router::anyScope,
               [this](const RequestContext &c) {
                   if (!c.request.peer.isLoopback())
                       return notOnLoopback(c);
                   return toResponse(clock(c.principal.brokerId));
               });
    router.add("POST", QStringLiteral("/sandbox/clock"), Router::anyScope,
               [this](const RequestContext &c) {
                   if (!c.request.peer.isLoopback())
                       return notOnLoopback(c);
                   const auto body = parseJsonObject(c.request.body);
                   return body.ok() ? toResponse(advanceClock(c.principal.brokerId, body.value()))
                                    : HttpResponse::error(body.error());
               });
    router.add("POST", QStringLiteral("/sandbox/cash-flow/seed"), Router::anyScope,
               [this](const RequestContext &c) {
                   if (!c.request.peer.isLoopback())
                       return notOnLoopback(c);
                   const auto body = parseJsonObject(c.request.body);
                   return body.ok() ? toResponse(seedLedger(c.principal.brokerId, body.value()))
                                    : HttpResponse::error(body.error());
               });
    router.add("POST", QStringLiteral("/sandbox/vendors/{product_id}"), Router::anyScope,
               [this](const RequestContext &c) {
                   if (!c.request.peer.isLoopback())
                       return notOnLoopback(c);
                   const auto body = parseJsonObject(c.request.body);
                   return body.ok() ? toResponse(setVendor(c.principal.brokerId, c.args.at(0),
                                                           body.value()))
                                    : HttpResponse::error(body.error());
               });
}

void SandboxControls::restoreClocks(const QStringList &brokerIds)
{
    for (const QString &broker : brokerIds)
        m_ctx.clock.setBrokerOffset(broker, m_ctx.db.meta(offsetKey(broker)).toLongLong());
}

std::optional<QDateTime> SandboxControls::addDuration(const QDateTime &from,
                                                      const QString &duration)
{
    static const QRegularExpression iso(
        QStringLiteral("^P(?:(\\d+)Y)?(?:(\\d+)M)?(?:(\\d+)W)?(?:(\\d+)D)?"
                       "(?:T(?:(\\d+)H)?(?:(\\d+)M)?(?:(\\d+(?:\\.\\d{1,3})?)S)?)?$"));
    const auto m = iso.match(duration);
    // "P" alone or a "T" with nothing after it is no duration.
    if (!m.hasMatch() || duration == QStringLiteral("P") || duration.endsWith(u'T'))
        return std::nullopt;
    const auto part = [&m](int i) { return m.captured(i).toLongLong(); };
    // Every part bounded on its own before any arithmetic on it, so no sum or product below
    // can overflow; the whole is checked once added up.
    const double seconds = m.captured(7).toDouble();
    const auto years = [&part](int i, qint64 perYear) { return part(i) / perYear; };
    if (std::max({years(1, 1), years(2, 12), years(3, 52), years(4, 365), years(5, 8760),
                  years(6, 525600), qint64(std::min(seconds, 1e12)) / 31536000}) > maxAdvanceYears)
        return std::nullopt;
    const qint64 ms = ((part(3) * 7 + part(4)) * 86400 + part(5) * 3600 + part(6) * 60) * 1000 +
                      qint64(seconds * 1000);
    const QDateTime end = from.addYears(int(part(1))).addMonths(int(part(2))).addMSecs(ms);
    if (from.daysTo(end) > maxAdvanceYears * 366)
        return std::nullopt;
    return end;
}

Result<QJsonObject> SandboxControls::clock(const QString &brokerId) const
{
    return QJsonObject{{QStringLiteral("now"), toRfc3339(m_ctx.clock.now(brokerId))}};
}

QDateTime SandboxControls::runDue(const QString &brokerId, const QDateTime &from)
{
    QDateTime next;
    for (const QDateTime &at : {m_settlement.settleDue(brokerId), m_affinities.runDueJobs(brokerId),
                                m_ledger.collectDue(brokerId, from, m_ctx.clock.now(brokerId)),
                                m_quoteReview.runDue(brokerId)})
        if (at.isValid() && (!next.isValid() || at < next))
            next = at;
    return next;
}

Result<QJsonObject> SandboxControls::advanceClock(const QString &brokerId, const QJsonObject &body)
{
    JsonCheck check;
    const auto advance = check.string(body, {}, QStringLiteral("advance"));
    if (!check.ok())
        return check.error();
    const QDateTime from = m_ctx.clock.now(brokerId);
    const auto target = addDuration(from, *advance);
    if (!target)
        return ApiError::validation(
            {{QStringLiteral("advance"),
              QStringLiteral("must be an ISO-8601 duration such as P30D, PT2H or P1Y2M, at most "
                             "%1 years")
                  .arg(maxAdvanceYears)}});
    // Step from one due moment to the next, so each change happens at its own time, in order,
    // with its timeline events, ledger records and webhooks dated then.
    for (QDateTime next = runDue(brokerId, from); next.isValid() && next <= *target;
         next = runDue(brokerId, from)) {
        const qint64 step = m_ctx.clock.now(brokerId).msecsTo(next);
        if (step <= 0)
            break; // due yet not done (a failed write): the timers retry it
        m_ctx.clock.advance(brokerId, step);
    }
    const qint64 rest = m_ctx.clock.now(brokerId).msecsTo(*target);
    if (rest > 0)
        m_ctx.clock.advance(brokerId, rest);
    runDue(brokerId, from);
    m_ctx.db.setMeta(offsetKey(brokerId), QString::number(m_ctx.clock.brokerOffset(brokerId)));
    return QJsonObject{{QStringLiteral("previous"), toRfc3339(from)},
                       {QStringLiteral("now"), toRfc3339(m_ctx.clock.now(brokerId))}};
}

Result<QJsonObject> SandboxControls::setVendor(const QString &brokerId, const QString &productId,
                                               const QJsonObject &body)
{
    JsonCheck check;
    const auto active = check.boolean(body, {}, QStringLiteral("active"), JsonCheck::Optional);
    const QString quotingField = QStringLiteral("quoting");
    const auto quotingName = check.string(body, {}, quotingField, JsonCheck::Optional);
    const auto quoting = quotingName ? QuoteReview::modeNamed(*quotingName) : std::nullopt;
    if (quotingName && !quoting)
        check.fail(quotingField, QStringLiteral("must be one of instant, review, unavailable"));
    if (check.ok() && !active && !quoting)
        check.fail(quotingField, QStringLiteral("or active is required: say what to change"));
    if (!check.ok())
        return check.error();
    QSqlQuery &q = m_ctx.db.query(
        QStringLiteral("SELECT doc FROM vendors WHERE broker_id = ? AND product_id = ?"));
    q.addBindValue(brokerId);
    q.addBindValue(productId);
    if (!q.exec() || !q.next())
        return ApiError::notFound(QStringLiteral("Vendor"));
    QJsonObject vendor = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
    q.finish();
    const ApiError failed{500,
                          QStringLiteral("storage_failed"),
                          QStringLiteral("The vendor could not be changed."),
                          {}};
    Transaction tx(m_ctx.db);
    if (active) {
        vendor.insert(QStringLiteral("active"), *active);
        vendor.insert(QStringLiteral("last_update"), toRfc3339(m_ctx.clock.now(brokerId)));
        if (!m_ctx.db.exec(
                QStringLiteral("UPDATE vendors SET doc = ? WHERE broker_id = ? AND product_id = ?"),
                {compactJson(vendor), brokerId, productId}))
            return failed;
    }
    if (quoting && !m_quoteReview.setMode(brokerId, productId, *quoting))
        return failed;
    if (!tx.commit())
        return failed;
    // The quoting mode is the sandbox's own: never part of the operator's vendor document.
    vendor.insert(quotingField, QuoteReview::nameOf(m_quoteReview.mode(brokerId, productId)));
    return vendor;
}

Result<QJsonObject> SandboxControls::seedLedger(const QString &brokerId, const QJsonObject &body)
{
    JsonCheck check;
    const auto count = check.integer(body, {}, QStringLiteral("count"), 1, maxSeedCount);
    if (!check.ok())
        return check.error();
    Transaction tx(m_ctx.db);
    if (!sandbox::seedLedger(m_ctx, brokerId, int(*count)) || !tx.commit())
        return ApiError{500,
                        QStringLiteral("storage_failed"),
                        QStringLiteral("The records could not be added."),
                        {}};
    return QJsonObject{{QStringLiteral("added"), *count},
                       {QStringLiteral("total"), m_ledger.pager().total(brokerId)}};
}

} // namespace brokerdesk::sandbox
