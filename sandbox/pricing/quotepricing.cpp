#include "quotepricing.h"

#include "bonusdiscount.h"

#include "installments.h"
#include "premium.h"
#include "risk.h"

namespace brokerdesk::sandbox {

namespace {

QJsonObject taxes(qint64 iof, double iofPercent)
{
    return {{QStringLiteral("total_amount"), iof},
            {QStringLiteral("items"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("IOF")},
                                    {QStringLiteral("tax"), iofPercent},
                                    {QStringLiteral("amount"), iof}}}}};
}

// One option. installment_quantity is how many installments total_amount is divided into
// (the interface's definition), for every period; first_payment_amount, interest_percent and
// interest_amount are the operator's (Swagger EffectInstallment).
struct OptionFigures
{
    qint64 amount = 0; // each installment after the first
    qint64 first = 0;
    qint64 total = 0;
    int quantity = 1;
    double interestPercent = 0;
    qint64 interest = 0;
};

QJsonObject installmentDoc(const OptionFigures &o, const QStringList &methods,
                           const QJsonObject &taxes, const QJsonValue &recurrence)
{
    return {{QStringLiteral("amount"), o.amount},
            {QStringLiteral("first_payment_amount"), o.first},
            {QStringLiteral("total_amount"), o.total},
            {QStringLiteral("installment_quantity"), o.quantity},
            {QStringLiteral("interest_percent"), o.interestPercent},
            {QStringLiteral("interest_amount"), o.interest},
            {QStringLiteral("payment_methods"), QJsonArray::fromStringList(methods)},
            {QStringLiteral("taxes"), taxes},
            {QStringLiteral("recurrence"), recurrence}};
}

qint64 netPremium(const ProductRules &rules, const RulePlan &plan, const QJsonObject &item,
                  double riskFactor, qint64 days)
{
    QList<premium::CoverageLine> lines;
    for (const QJsonValue v : item.value(QStringLiteral("coverages")).toArray()) {
        const RuleCoverage *c = rules.coverage(v[QStringLiteral("id")].toString());
        if (!c)
            continue;
        const RuleOption *o = c->option(v[QStringLiteral("coverage_option_id")].toString());
        lines.append(
            {v[QStringLiteral("insured_amount")].toInteger(), c->rate, o ? o->factor : 1.0});
    }
    QList<qint64> assistPrices;
    for (const QJsonValue v : item.value(QStringLiteral("assists")).toArray()) {
        const RuleAssist *a = rules.assist(v[QStringLiteral("id")].toString());
        const RuleOption *o =
            a ? a->option(v[QStringLiteral("assistance_option_id")].toString()) : nullptr;
        if (o)
            assistPrices.append(o->price);
    }
    return premium::itemPremium(lines, assistPrices, plan.factor, riskFactor, days);
}

// Equal charges `periodDays` apart: the recurrence says how far apart, installment_quantity
// how many (docs/sandbox.md, "Quoting").
QJsonObject periodicOption(qint64 gross, int quantity, int periodDays, const QStringList &methods,
                           const QJsonObject &taxes, const QDateTime &start)
{
    const installments::Periodic p = installments::periodicBilling(gross, quantity, start);
    const QJsonObject recurrence{{QStringLiteral("period_days"), periodDays},
                                 {QStringLiteral("quantity"), p.quantity},
                                 {QStringLiteral("expiration_day"), p.expirationDay},
                                 {QStringLiteral("interest_percent"), 0},
                                 {QStringLiteral("interest_amount"), 0}};
    return installmentDoc({p.split.each, p.split.first, p.totalAmount, p.quantity, 0, 0}, methods,
                          taxes, recurrence);
}

// Options 1..12; then one charge per year of a cover of several years, and one per day of a
// per-day product's short cover, where the product offers them.
PricedItem payInOne(qint64 net, const ProductRules &rules, const QDateTime &start,
                    const QDateTime &end)
{
    const qint64 iof = installments::tax(net, rules.iofPercent);
    const QJsonObject iofTaxes = taxes(iof, rules.iofPercent);
    PricedItem priced{net, {}};
    for (const installments::Option &o : installments::singleBilling(net + iof))
        priced.installments.append(installmentDoc(
            {o.amount, o.firstAmount, o.totalAmount, o.quantity, o.interestPercent, o.interest},
            o.paymentMethods, iofTaxes, QJsonValue::Null));
    const int years = installments::billingYears(start.date(), end.date());
    if (rules.yearlyInstallments && years > 1)
        priced.installments.append(periodicOption(net + iof, years, installments::yearPeriodDays,
                                                  installments::yearlyPaymentMethods(), iofTaxes,
                                                  start));
    const qint64 days = premium::lifetimeDays(start, end);
    if (rules.dailyInstallments && days > 1 && days <= installments::dailyUpToDays)
        priced.installments.append(periodicOption(net + iof, int(days), installments::dayPeriodDays,
                                                  installments::dailyPaymentMethods(), iofTaxes,
                                                  start));
    return priced;
}

// One option: the monthly charge, recurring for every month of the lifetime (as many
// installments as months).
PricedItem payMonthly(qint64 net, double iofPercent, const QDateTime &start, const QDateTime &end)
{
    const installments::Monthly m = installments::monthlyBilling(net, iofPercent, start, end);
    const QJsonObject recurrence{
        {QStringLiteral("period_days"), installments::recurrencePeriodDays},
        {QStringLiteral("quantity"), m.months},
        {QStringLiteral("expiration_day"), m.expirationDay},
        {QStringLiteral("interest_percent"), 0},
        {QStringLiteral("interest_amount"), 0}};
    return {m.netMonthly * m.months,
            {installmentDoc({m.amount, m.amount, m.totalAmount, m.months, 0, 0},
                            installments::monthlyPaymentMethods(),
                            taxes(m.taxMonthly * m.months, iofPercent), recurrence)}};
}

} // namespace

QuotePricing priceQuote(const ProductRules &rules, const RulePlan &plan, int productType,
                        const QJsonObject &holder, const QJsonArray &items, const QDateTime &start,
                        const QDateTime &end, const QDate &today, int bonusClass)
{
    QuotePricing out;
    const qint64 days = premium::lifetimeDays(start, end);
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject item = items.at(i).toObject();
        const risk::Risk r = risk::assess(productType, holder, item, today);
        if (!r.accepted()) {
            out.declined = items.size() == 1
                               ? r.declined
                               : QStringLiteral("Item %1: %2").arg(i + 1).arg(r.declined);
            out.items.clear();
            return out;
        }
        const qint64 net =
            bonus::discounted(netPremium(rules, plan, item, r.factor, days), bonusClass);
        out.items.append(rules.billing == ProductRules::Billing::Monthly
                             ? payMonthly(net, rules.iofPercent, start, end)
                             : payInOne(net, rules, start, end));
    }
    return out;
}

} // namespace brokerdesk::sandbox
