#include "quotes.h"

#include "domain/isodate.h"
#include "domain/scopes.h"

#include "productauthorization.h"
#include "quotelist.h"

#include "pricing/bonusdiscount.h"
#include "pricing/productrules.h"
#include "pricing/quotepricing.h"
#include "services/leads.h"
#include "store/database.h"
#include "store/states.h"
#include "support/jsoncheck.h"
#include "validation/holders.h"
#include "validation/quotecheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <cmath>

namespace brokerdesk::sandbox {

namespace {

using J = JsonCheck;

constexpr qsizetype idLength = 100;

QJsonObject parse(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

ApiError storageFailed()
{
    return {500,
            QStringLiteral("storage_failed"),
            QStringLiteral("The quote could not be stored."),
            {}};
}

// A quote request as stored: the product's rules as they were when it was opened, so a
// quote is priced by what the request showed.
struct StoredRequest
{
    ProductRules rules;
    int productType = 0;
    QString productId;
};

std::optional<StoredRequest> loadRequest(Database &db, const QString &brokerId, const QString &id)
{
    QSqlQuery &q = db.query(QStringLiteral(
        "SELECT doc, product_id FROM quote_requests WHERE id = ? AND broker_id = ?"));
    q.addBindValue(id);
    q.addBindValue(brokerId);
    std::optional<StoredRequest> out;
    if (q.exec() && q.next()) {
        const QJsonObject doc = parse(q.value(0));
        out =
            StoredRequest{ProductRules::fromJson(doc.value(QStringLiteral("rules")).toObject()),
                          doc.value(QStringLiteral("product_type")).toInt(), q.value(1).toString()};
    }
    q.finish();
    return out;
}

bool channelOfBroker(Database &db, const QString &brokerId, const QString &channelId)
{
    QSqlQuery &q =
        db.query(QStringLiteral("SELECT 1 FROM channels WHERE id = ? AND broker_id = ?"));
    q.addBindValue(channelId);
    q.addBindValue(brokerId);
    const bool found = q.exec() && q.next();
    q.finish();
    return found;
}

// The renewal a quote body names (the operator's `renewal`, a map of strings shaped as its
// PolicyPrevious): the previous policy must be an active, not yet renewed policy of this broker
// for the same kind of risk; the bonus class is 0 to 10 (docs/sandbox.md, "Renewals"). Its
// class, or 0 without a renewal.
int checkRenewal(JsonCheck &check, Database &db, const QString &brokerId, const QJsonObject &body,
                 int productType)
{
    const QString field = QStringLiteral("renewal");
    const auto renewal = check.object(body, {}, field, J::Optional);
    if (!renewal)
        return 0;
    const QString prefix = field + u'.';
    const auto number =
        check.string(*renewal, field, QStringLiteral("number"), J::Required, idLength);
    int bonusClass = 0;
    const QJsonValue bonus = renewal->value(QStringLiteral("bonus_class"));
    if (!bonus.isUndefined() && !bonus.isNull()) {
        // The Swagger's map holds strings; a whole JSON number is taken as well.
        bool ok = false;
        int n = -1;
        if (bonus.isString()) {
            n = bonus.toString().toInt(&ok);
        } else if (bonus.isDouble() && bonus.toDouble() == std::floor(bonus.toDouble())) {
            n = bonus.toInt(-1);
            ok = true;
        }
        if (!ok || n < 0 || n > bonus::maxClass)
            check.fail(prefix + QStringLiteral("bonus_class"),
                       QStringLiteral("must be a bonus class from 0 to 10"));
        else
            bonusClass = n;
    }
    if (!number)
        return bonusClass;
    // Another broker's policy is as unknown as one never issued.
    QSqlQuery &q =
        db.query(QStringLiteral("SELECT doc FROM policies WHERE id = ? AND broker_id = ?"));
    q.addBindValue(*number);
    q.addBindValue(brokerId);
    const std::optional<QJsonObject> previous =
        q.exec() && q.next() ? std::optional(parse(q.value(0))) : std::nullopt;
    q.finish();
    const QString numberField = prefix + QStringLiteral("number");
    if (!previous)
        check.fail(numberField, QStringLiteral("is not a policy of this broker"));
    else if (previous->value(QStringLiteral("status")).toInt() != code(PolicyStatus::Active))
        check.fail(numberField, QStringLiteral("is a canceled policy"));
    else if (!previous->value(QStringLiteral("renewed_by")).toString().isEmpty())
        check.fail(numberField, QStringLiteral("was renewed already"));
    else if (previous->value(QStringLiteral("product_type")).toInt() != productType)
        check.fail(numberField, QStringLiteral("insures another kind of risk"));
    return bonusClass;
}

} // namespace

void QuoteService::registerRoutes(Router &router)
{
    router.add("POST", QStringLiteral("/v1/quotes/request"), domain::scopes::quoteWrite,
               [this](const RequestContext &c) {
                   const auto body = parseJsonObject(c.request.body);
                   return body.ok()
                              ? toResponse(createQuoteRequest(c.principal.brokerId, body.value()))
                              : HttpResponse::error(body.error());
               });
    router.add("POST", QStringLiteral("/v1/quotes"), domain::scopes::quoteWrite,
               [this](const RequestContext &c) {
                   const auto body = parseJsonObject(c.request.body);
                   return body.ok() ? toResponse(createQuote(c.principal.brokerId, body.value()))
                                    : HttpResponse::error(body.error());
               });
    router.add("GET", QStringLiteral("/v1/quotes/{quote_id}"), domain::scopes::quoteRead,
               [this](const RequestContext &c) {
                   return toResponse(readQuote(c.principal.brokerId, c.args.at(0)));
               });
}

Result<QJsonObject> QuoteService::createQuoteRequest(const QString &brokerId,
                                                     const QJsonObject &body)
{
    JsonCheck check;
    const auto brokerProductId =
        check.string(body, {}, QStringLiteral("broker_product_id"), J::Required, idLength);
    const auto channelId =
        check.string(body, {}, QStringLiteral("broker_channel_id"), J::Optional, idLength);
    const auto leadId = check.string(body, {}, QStringLiteral("lead_id"), J::Optional, idLength);
    if (!check.ok())
        return check.error();
    const auto offer = m_catalog.brokerProduct(brokerId, *brokerProductId);
    if (!offer)
        return ApiError::notFound(QStringLiteral("Broker product"));
    if (auto refused = productNotAuthorized(m_catalog, brokerId, offer->productId))
        return *refused;
    // Another broker's lead is as unknown as one never made (docs/sandbox.md, "Leads").
    if (leadId && !isLeadOfBroker(m_ctx.db, brokerId, *leadId))
        return ApiError::notFound(QStringLiteral("Lead"));
    if (channelId && !channelOfBroker(m_ctx.db, brokerId, *channelId))
        check.fail(QStringLiteral("broker_channel_id"),
                   QStringLiteral("is not a channel of this broker"));
    else if (channelId && *channelId != offer->channelId)
        check.fail(QStringLiteral("broker_channel_id"),
                   QStringLiteral("does not sell this broker product"));
    if (!check.ok())
        return check.error();

    const ProductRules rules = ProductRules::fromJson(offer->rules);
    const QString id = newId();
    QJsonObject answer = rules.publicJson();
    answer.insert(QStringLiteral("id"), id);
    const QJsonObject doc{
        {QStringLiteral("rules"), rules.toJson()},
        {QStringLiteral("product_type"), offer->productType},
        {QStringLiteral("broker_channel_id"), channelId.value_or(offer->channelId)},
        {QStringLiteral("lead_id"), leadId ? QJsonValue(*leadId) : QJsonValue()},
        {QStringLiteral("answer"), answer}};
    if (!m_ctx.db.exec(
            QStringLiteral("INSERT INTO quote_requests (id, broker_id, broker_product_id, "
                           "product_id, created, doc) VALUES (?, ?, ?, ?, ?, ?)"),
            {id, brokerId, offer->brokerProductId, offer->productId,
             toRfc3339(m_ctx.clock.now(brokerId)), compactJson(doc)}))
        return storageFailed();
    return answer;
}

Result<QJsonObject> QuoteService::createQuote(const QString &brokerId, const QJsonObject &body)
{
    const QDateTime now = m_ctx.clock.now(brokerId);
    const QDate today = m_ctx.clock.dayOf(now);
    JsonCheck check;
    const auto requestId =
        check.string(body, {}, QStringLiteral("quote_request_id"), J::Required, idLength);
    const auto planId = check.string(body, {}, QStringLiteral("plan_id"), J::Optional, idLength);
    const auto start = check.calendarDate(body, {}, QStringLiteral("lifetime_start"));
    const auto end = check.calendarDate(body, {}, QStringLiteral("lifetime_end"));
    const auto holder = check.object(body, {}, QStringLiteral("policy_holder"), J::Optional);
    if (!requestId) {
        quotecheck::checkLifetime(check, start, end, 0, today);
        return check.error();
    }
    const auto request = loadRequest(m_ctx.db, brokerId, *requestId);
    if (!request)
        return ApiError::notFound(QStringLiteral("Quote request"));
    if (auto refused = productNotAuthorized(m_catalog, brokerId, request->productId))
        return *refused;

    const ProductRules &rules = request->rules;
    const RulePlan *plan =
        planId ? rules.plan(*planId) : (rules.plans.isEmpty() ? nullptr : &rules.plans.first());
    if (!plan)
        check.fail(QStringLiteral("plan_id"), QStringLiteral("is not a plan of the quote request"));
    quotecheck::checkLifetime(check, start, end, request->productType, today);
    if (holder)
        checkHolder(check, *holder, QStringLiteral("policy_holder"), request->productType, today);
    const QJsonArray items =
        quotecheck::checkItems(check, body, rules, plan, request->productType, today);
    const int bonusClass = checkRenewal(check, m_ctx.db, brokerId, body, request->productType);
    if (!check.ok())
        return check.error();

    // Pricing counts whole days and months between the dates: their midnights in UTC.
    const auto midnight = [](const QDate &d) { return QDateTime(d, QTime(0, 0), Qt::UTC); };
    const QuotePricing pricing =
        priceQuote(rules, *plan, request->productType, holder.value_or(QJsonObject()), items,
                   midnight(*start), midnight(*end), today, bonusClass);
    // What was quoted, unknown fields included: sales and policies read it back.
    QJsonObject stored = body;
    stored.insert(QStringLiteral("plan_id"), plan->id);
    stored.insert(QStringLiteral("lifetime_start"), domain::calendarDateStamp(*start));
    stored.insert(QStringLiteral("lifetime_end"), domain::calendarDateStamp(*end));
    stored.insert(QStringLiteral("items"), items);

    const QString id = newId();
    // An insurer in review answers later (QuoteReview); one whose rating system is down
    // never prices it.
    const QuotingMode mode = m_review.mode(brokerId, request->productId);
    const bool failed = mode == QuotingMode::Unavailable;
    const bool declined = !failed && !pricing.declined.isEmpty();
    const int status = code(failed     ? QuoteStatus::Failed
                            : declined ? QuoteStatus::Rejected
                                       : QuoteStatus::Finished);
    const QDateTime created = now.addMSecs(-now.time().msec());
    QJsonObject answer{{QStringLiteral("id"), id}, {QStringLiteral("status"), status}};
    Transaction tx(m_ctx.db);
    bool ok = true;
    QJsonArray answerItems;
    for (qsizetype i = 0; i < items.size(); ++i) {
        QJsonArray options;
        const PricedItem priced = declined || failed ? PricedItem() : pricing.items.at(i);
        for (QJsonObject option : priced.installments) {
            const QString installmentId = newId();
            option.insert(QStringLiteral("id"), installmentId);
            options.append(option);
            ok = ok &&
                 m_ctx.db.exec(QStringLiteral("INSERT INTO installments (id, quote_id, item_index, "
                                              "doc, net_premium) VALUES (?, ?, ?, ?, ?)"),
                               {installmentId, id, int(i), compactJson(option), priced.netPremium});
        }
        answerItems.append(QJsonObject{{QStringLiteral("installments"), options}});
    }
    answer.insert(QStringLiteral("items"), answerItems);
    if (declined)
        answer.insert(QStringLiteral("error"), pricing.declined);
    if (failed)
        answer.insert(QStringLiteral("error"),
                      QStringLiteral("The insurer's rating system did not answer; quote again "
                                     "later."));
    QString validUntil = QStringLiteral(""); // not null: no date until the insurer answers
    if (mode == QuotingMode::Instant) {
        validUntil = toRfc3339(created.addDays(quoteValidityDays));
        answer.insert(QStringLiteral("valid_until"), validUntil);
    } else {
        // Answered now is Started with no installments; the insurer's answer comes later.
        ok = ok && m_review.open(id, brokerId, created, answer);
        answer = QuoteReview::startedAnswer(id, answer);
    }
    ok = ok &&
         m_ctx.db.exec(
             QStringLiteral("INSERT INTO quotes (id, broker_id, quote_request_id, status, "
                            "created, valid_until, request, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
             {id, brokerId, *requestId, answer.value(QStringLiteral("status")).toInt(),
              toRfc3339(created), validUntil, compactJson(stored), compactJson(answer)}) &&
         storeQuoteListRow(m_ctx, id);
    if (!ok || !tx.commit())
        return storageFailed();
    return answer;
}

Result<QJsonObject> QuoteService::readQuote(const QString &brokerId, const QString &quoteId)
{
    // A read never shows a quote the insurer was due to have moved on.
    m_review.runDue(brokerId);
    const auto found = quote(brokerId, quoteId);
    if (!found)
        return ApiError::notFound(QStringLiteral("Quote"));
    return found->doc;
}

std::optional<StoredQuote> QuoteService::quote(const QString &brokerId,
                                               const QString &quoteId) const
{
    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT q.quote_request_id, q.status, q.created, q.valid_until, q.request, q.doc, "
        "r.broker_product_id, r.product_id, r.doc FROM quotes q "
        "JOIN quote_requests r ON r.id = q.quote_request_id WHERE q.id = ? AND q.broker_id = ?"));
    q.addBindValue(quoteId);
    q.addBindValue(brokerId);
    if (!q.exec() || !q.next()) {
        q.finish();
        return std::nullopt;
    }
    StoredQuote s;
    s.id = quoteId;
    s.brokerId = brokerId;
    s.quoteRequestId = q.value(0).toString();
    s.status = q.value(1).toInt();
    s.created = parseTimestampOrDate(q.value(2).toString());
    s.validUntil = parseTimestampOrDate(q.value(3).toString());
    s.request = parse(q.value(4));
    s.doc = parse(q.value(5));
    s.brokerProductId = q.value(6).toString();
    s.productId = q.value(7).toString();
    s.productType = parse(q.value(8)).value(QStringLiteral("product_type")).toInt();
    q.finish();
    s.lifetimeStart =
        domain::parseCalendarDate(s.request.value(QStringLiteral("lifetime_start")).toString());
    s.lifetimeEnd =
        domain::parseCalendarDate(s.request.value(QStringLiteral("lifetime_end")).toString());
    return s;
}

std::optional<StoredInstallment> QuoteService::installment(const QString &quoteId,
                                                           const QString &installmentId) const
{
    QSqlQuery &q = m_ctx.db.query(QStringLiteral(
        "SELECT item_index, doc, net_premium FROM installments WHERE id = ? AND quote_id = ?"));
    q.addBindValue(installmentId);
    q.addBindValue(quoteId);
    std::optional<StoredInstallment> out;
    if (q.exec() && q.next())
        out = StoredInstallment{installmentId, quoteId, q.value(0).toInt(), parse(q.value(1)),
                                q.value(2).toLongLong()};
    q.finish();
    return out;
}

} // namespace brokerdesk::sandbox
