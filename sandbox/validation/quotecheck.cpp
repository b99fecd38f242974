#include "quotecheck.h"

#include "items.h"

#include <QSet>

namespace brokerdesk::sandbox::quotecheck {

namespace {

using J = JsonCheck;

constexpr int electronicType = 8;
constexpr int travelType = 12;
constexpr qsizetype maxEntries = 50;
constexpr qint64 anyAmount = qint64(1) << 50;

// The objects of an optional array; entries of another type are errors.
QList<std::pair<QString, QJsonObject>> objects(JsonCheck &check, const QJsonObject &item,
                                               const QString &path, const QString &key)
{
    QList<std::pair<QString, QJsonObject>> out;
    const auto array = check.array(item, path, key, maxEntries, J::Optional);
    if (!array)
        return out;
    for (qsizetype i = 0; i < array->size(); ++i) {
        const QString at = J::index(J::join(path, key), i);
        if (array->at(i).isObject())
            out.append({at, array->at(i).toObject()});
        else
            check.fail(at, QStringLiteral("must be an object"));
    }
    return out;
}

void checkCoverages(JsonCheck &check, const QJsonObject &item, const QString &path,
                    const ProductRules &rules, const RulePlan &plan, int productType)
{
    const QString field = J::join(path, QStringLiteral("coverages"));
    const QJsonValue sent = item.value(QStringLiteral("coverages"));
    // Electronic items are insured up to what they cost.
    const QJsonValue invoice = item.value(QStringLiteral("invoice_amount"));
    const bool capped = productType == electronicType && invoice.isDouble();

    QSet<QString> seen;
    for (const auto &[at, entry] : objects(check, item, path, QStringLiteral("coverages"))) {
        const auto id = check.string(entry, at, QStringLiteral("id"), J::Required, 100);
        const auto optionId =
            check.string(entry, at, QStringLiteral("coverage_option_id"), J::Required, 100);
        const RuleCoverage *coverage =
            id && plan.coverages.contains(*id) ? rules.coverage(*id) : nullptr;
        if (!coverage) {
            if (id)
                check.fail(J::join(at, QStringLiteral("id")),
                           QStringLiteral("is not a coverage of the plan"));
            check.integer(entry, at, QStringLiteral("insured_amount"), 0, anyAmount);
            continue;
        }
        if (optionId && !coverage->option(*optionId))
            check.fail(J::join(at, QStringLiteral("coverage_option_id")),
                       QStringLiteral("is not an option of coverage %1").arg(coverage->id));
        const auto amount = check.integer(entry, at, QStringLiteral("insured_amount"),
                                          coverage->insuredAmountMin, coverage->insuredAmountMax);
        if (amount && capped && *amount > invoice.toInteger())
            check.fail(J::join(at, QStringLiteral("insured_amount")),
                       QStringLiteral("must not exceed the item's invoice_amount"));
        if (seen.contains(coverage->id) && !coverage->multiple)
            check.fail(J::join(at, QStringLiteral("id")),
                       QStringLiteral("is repeated; this coverage allows one entry"));
        seen.insert(coverage->id);
    }
    if (!sent.isUndefined() && !sent.isNull() && !sent.isArray())
        return; // already reported as the wrong type
    for (const QString &id : plan.coverages) {
        const RuleCoverage *coverage = rules.coverage(id);
        if (coverage && coverage->required && !seen.contains(id))
            check.fail(field, QStringLiteral("must include the required coverage %1 (%2)")
                                  .arg(id, coverage->name));
    }
}

void checkAssists(JsonCheck &check, const QJsonObject &item, const QString &path,
                  const ProductRules &rules, const RulePlan &plan)
{
    QSet<QString> seen;
    for (const auto &[at, entry] : objects(check, item, path, QStringLiteral("assists"))) {
        const auto id = check.string(entry, at, QStringLiteral("id"), J::Required, 100);
        const auto optionId =
            check.string(entry, at, QStringLiteral("assistance_option_id"), J::Required, 100);
        const RuleAssist *assist = id && plan.assists.contains(*id) ? rules.assist(*id) : nullptr;
        if (!assist) {
            if (id)
                check.fail(J::join(at, QStringLiteral("id")),
                           QStringLiteral("is not an assist of the plan"));
            continue;
        }
        if (optionId && !assist->option(*optionId))
            check.fail(J::join(at, QStringLiteral("assistance_option_id")),
                       QStringLiteral("is not an option of assist %1").arg(assist->id));
        if (seen.contains(assist->id))
            check.fail(J::join(at, QStringLiteral("id")), QStringLiteral("is repeated"));
        seen.insert(assist->id);
    }
}

} // namespace

void checkLifetime(JsonCheck &check, const std::optional<QDate> &start,
                   const std::optional<QDate> &end, int productType, const QDate &today)
{
    if (start && *start < today)
        check.fail(QStringLiteral("lifetime_start"), QStringLiteral("must not be before today"));
    if (!start || !end)
        return;
    if (*end <= *start)
        check.fail(QStringLiteral("lifetime_end"), QStringLiteral("must be after lifetime_start"));
    else if (productType == travelType && start->addDays(366) < *end)
        check.fail(
            QStringLiteral("lifetime_end"),
            QStringLiteral("must be at most 366 days after lifetime_start for travel insurance"));
    else if (start->addYears(5) < *end)
        check.fail(QStringLiteral("lifetime_end"),
                   QStringLiteral("must be at most 5 years after lifetime_start"));
}

QJsonObject defaultItem(const ProductRules &rules, const RulePlan &plan)
{
    QJsonArray coverages;
    for (const QString &id : plan.coverages) {
        const RuleCoverage *c = rules.coverage(id);
        if (!c || !c->required)
            continue;
        coverages.append(QJsonObject{{QStringLiteral("id"), c->id},
                                     {QStringLiteral("coverage_option_id"),
                                      c->options.isEmpty() ? QString() : c->options.first().id},
                                     {QStringLiteral("insured_amount"), c->insuredAmountMin}});
    }
    return {{QStringLiteral("coverages"), coverages}, {QStringLiteral("assists"), QJsonArray()}};
}

QJsonArray checkItems(JsonCheck &check, const QJsonObject &body, const ProductRules &rules,
                      const RulePlan *plan, int productType, const QDate &today)
{
    const QJsonValue sent = body.value(QStringLiteral("items"));
    const auto items = check.array(body, {}, QStringLiteral("items"), maxItems, J::Optional);
    if (!items) {
        const bool absent = sent.isUndefined() || sent.isNull();
        return absent && plan ? QJsonArray{defaultItem(rules, *plan)} : QJsonArray();
    }
    if (items->isEmpty())
        check.fail(QStringLiteral("items"), QStringLiteral("must have at least 1 entry"));
    for (qsizetype i = 0; i < items->size(); ++i) {
        const QString path = J::index(QStringLiteral("items"), i);
        if (!items->at(i).isObject()) {
            check.fail(path, QStringLiteral("must be an object"));
            continue;
        }
        const QJsonObject item = items->at(i).toObject();
        checkItem(check, item, path, productType, today);
        if (plan) {
            checkCoverages(check, item, path, rules, *plan, productType);
            checkAssists(check, item, path, rules, *plan);
        }
    }
    return *items;
}

} // namespace brokerdesk::sandbox::quotecheck
