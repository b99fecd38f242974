#include "productrules.h"

#include <QJsonArray>

namespace brokerdesk::sandbox {

namespace {

const QString kId = QStringLiteral("id");
const QString kName = QStringLiteral("name");
const QString kDescription = QStringLiteral("description");
const QString kOptions = QStringLiteral("options");
const QString kAssists = QStringLiteral("assists");
const QString kCoverages = QStringLiteral("coverages");
const QString kPlans = QStringLiteral("plans");

template <typename T> const T *findById(const QList<T> &list, const QString &id)
{
    const auto it =
        std::find_if(list.begin(), list.end(), [&id](const T &t) { return t.id == id; });
    return it == list.end() ? nullptr : &*it;
}

QJsonObject named(const QString &id, const QString &name, const QString &description)
{
    return {{kId, id}, {kName, name}, {kDescription, description}};
}

// Internal values (a coverage option's factor, an assist option's price) are written only
// in the engine's copy.
enum class Internal { None, Factor, Price };

QJsonArray optionsJson(const QList<RuleOption> &options, Internal internal)
{
    QJsonArray out;
    for (const RuleOption &o : options) {
        QJsonObject json = named(o.id, o.name, o.description);
        if (internal == Internal::Factor)
            json.insert(QStringLiteral("factor"), o.factor);
        else if (internal == Internal::Price)
            json.insert(QStringLiteral("price"), o.price);
        out.append(json);
    }
    return out;
}

QList<RuleOption> optionsFrom(const QJsonArray &array)
{
    QList<RuleOption> out;
    for (const QJsonValue v : array)
        out.append({v[kId].toString(), v[kName].toString(), v[kDescription].toString(),
                    v[QStringLiteral("factor")].toDouble(1.0),
                    v[QStringLiteral("price")].toInteger()});
    return out;
}

QStringList stringsFrom(const QJsonArray &array)
{
    QStringList out;
    for (const QJsonValue v : array)
        out.append(v.toString());
    return out;
}

QJsonArray assistsJson(const QList<RuleAssist> &assists, bool internal)
{
    QJsonArray out;
    for (const RuleAssist &a : assists) {
        QJsonObject json = named(a.id, a.name, a.description);
        json.insert(kOptions, optionsJson(a.options, internal ? Internal::Price : Internal::None));
        out.append(json);
    }
    return out;
}

QJsonArray coveragesJson(const QList<RuleCoverage> &coverages, bool internal)
{
    QJsonArray out;
    for (const RuleCoverage &c : coverages) {
        QJsonObject json = named(c.id, c.name, c.description);
        json.insert(QStringLiteral("required"), c.required);
        json.insert(QStringLiteral("multiple"), c.multiple);
        json.insert(QStringLiteral("insured_amount_min"), c.insuredAmountMin);
        json.insert(QStringLiteral("insured_amount_max"), c.insuredAmountMax);
        json.insert(kOptions, optionsJson(c.options, internal ? Internal::Factor : Internal::None));
        if (internal)
            json.insert(QStringLiteral("rate"), c.rate);
        out.append(json);
    }
    return out;
}

// Stored rules name a plan's parts by id; answers carry them as objects ({id, name}), as the
// operator's PlanComplete does.
template <typename Part> QJsonArray planParts(const QStringList &ids, const QList<Part> &parts)
{
    QJsonArray out;
    for (const QString &id : ids) {
        const Part *found = findById(parts, id);
        out.append(QJsonObject{{kId, id}, {kName, found ? found->name : QString()}});
    }
    return out;
}

QJsonArray plansJson(const ProductRules &rules, bool internal)
{
    QJsonArray out;
    for (const RulePlan &p : rules.plans) {
        QJsonObject json{{kId, p.id}, {kName, p.name}};
        if (internal) {
            json.insert(kAssists, QJsonArray::fromStringList(p.assists));
            json.insert(kCoverages, QJsonArray::fromStringList(p.coverages));
            json.insert(QStringLiteral("factor"), p.factor);
        } else {
            json.insert(kAssists, planParts(p.assists, rules.assists));
            json.insert(kCoverages, planParts(p.coverages, rules.coverages));
        }
        out.append(json);
    }
    return out;
}

} // namespace

const RuleOption *RuleCoverage::option(const QString &optionId) const
{
    return findById(options, optionId);
}

const RuleOption *RuleAssist::option(const QString &optionId) const
{
    return findById(options, optionId);
}

const RuleAssist *ProductRules::assist(const QString &id) const
{
    return findById(assists, id);
}

const RuleCoverage *ProductRules::coverage(const QString &id) const
{
    return findById(coverages, id);
}

const RulePlan *ProductRules::plan(const QString &id) const
{
    return findById(plans, id);
}

QJsonObject ProductRules::toJson() const
{
    return {{kAssists, assistsJson(assists, true)},
            {kCoverages, coveragesJson(coverages, true)},
            {kPlans, plansJson(*this, true)},
            {QStringLiteral("iof_percent"), iofPercent},
            {QStringLiteral("billing"),
             billing == Billing::Monthly ? QStringLiteral("monthly") : QStringLiteral("single")},
            {QStringLiteral("yearly_installments"), yearlyInstallments},
            {QStringLiteral("daily_installments"), dailyInstallments}};
}

QJsonObject ProductRules::publicJson() const
{
    return {{kAssists, assistsJson(assists, false)},
            {kCoverages, coveragesJson(coverages, false)},
            {kPlans, plansJson(*this, false)}};
}

ProductRules ProductRules::fromJson(const QJsonObject &json)
{
    ProductRules rules;
    for (const QJsonValue v : json.value(kAssists).toArray())
        rules.assists.append({v[kId].toString(), v[kName].toString(), v[kDescription].toString(),
                              optionsFrom(v[kOptions].toArray())});
    for (const QJsonValue v : json.value(kCoverages).toArray()) {
        RuleCoverage c;
        c.id = v[kId].toString();
        c.name = v[kName].toString();
        c.description = v[kDescription].toString();
        c.required = v[QStringLiteral("required")].toBool();
        c.multiple = v[QStringLiteral("multiple")].toBool();
        c.insuredAmountMin = v[QStringLiteral("insured_amount_min")].toInteger();
        c.insuredAmountMax = v[QStringLiteral("insured_amount_max")].toInteger();
        c.rate = v[QStringLiteral("rate")].toDouble();
        c.options = optionsFrom(v[kOptions].toArray());
        rules.coverages.append(c);
    }
    for (const QJsonValue v : json.value(kPlans).toArray())
        rules.plans.append(
            {v[kId].toString(), v[kName].toString(), v[QStringLiteral("factor")].toDouble(1.0),
             stringsFrom(v[kAssists].toArray()), stringsFrom(v[kCoverages].toArray())});
    rules.iofPercent = json.value(QStringLiteral("iof_percent")).toDouble();
    rules.billing = json.value(QStringLiteral("billing")).toString() == QLatin1String("monthly")
                        ? Billing::Monthly
                        : Billing::Single;
    rules.yearlyInstallments = json.value(QStringLiteral("yearly_installments")).toBool();
    rules.dailyInstallments = json.value(QStringLiteral("daily_installments")).toBool();
    return rules;
}

} // namespace brokerdesk::sandbox
