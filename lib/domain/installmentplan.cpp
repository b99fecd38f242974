#include "installmentplan.h"

#include <QLocale>

namespace brokerdesk::domain {

namespace {

constexpr int yearDays = 365;

bool isMonth(int days)
{
    return days >= 28 && days <= 31;
}

QString percent(double value, const QLocale &locale)
{
    return locale.toString(value, 'g', 4) + u'%';
}

} // namespace

InstallmentPlan planOf(const Installment &in)
{
    InstallmentPlan p;
    p.count = std::max(1, in.installmentQuantity);
    if (in.recurrence) {
        p.periodDays = in.recurrence->periodDays > 0 ? in.recurrence->periodDays : p.periodDays;
        if (p.count == 1 && in.recurrence->quantity > 1)
            p.count = in.recurrence->quantity;
    }
    p.kind = in.recurrence && isMonth(p.periodDays) ? PlanKind::Recurring
             : p.count > 1                          ? PlanKind::Parcels
                                                    : PlanKind::Single;
    p.each = in.amount;
    p.first = in.firstPaymentAmount.value_or(in.amount);
    p.total = in.totalAmount;
    p.taxes = in.taxes.totalAmount;
    p.interestPercent = in.interestPercent.value_or(0);
    p.interest = in.interestAmount.value_or(Money());
    p.interestKnown = in.interestPercent.has_value();
    return p;
}

std::optional<InstallmentPlan> planOf(const QJsonObject &installment)
{
    const auto decoded = fromJson<Installment>(installment);
    return decoded ? std::optional(planOf(decoded.value())) : std::nullopt;
}

QString InstallmentText::count(const InstallmentPlan &p)
{
    switch (p.kind) {
    case PlanKind::Single:
        return tr("One payment");
    case PlanKind::Recurring:
        return tr("Monthly");
    case PlanKind::Parcels:
        break;
    }
    if (isMonth(p.periodDays))
        return tr("%1×").arg(p.count);
    if (p.periodDays == yearDays)
        return tr("%1 yearly").arg(p.count);
    if (p.periodDays == 1)
        return tr("%1 daily").arg(p.count);
    return tr("%1 every %2 days").arg(p.count).arg(p.periodDays);
}

QString InstallmentText::countAndInterest(const InstallmentPlan &p, const QLocale &locale)
{
    const QString rate = interest(p, locale);
    return rate.isEmpty() ? count(p) : count(p) + QStringLiteral(", ") + rate;
}

QString InstallmentText::each(const InstallmentPlan &p, const QLocale &locale)
{
    if (p.kind == PlanKind::Recurring)
        return tr("%1 a month").arg(p.each.format(locale));
    if (p.kind == PlanKind::Parcels && p.first != p.each)
        return tr("%1 (the first %2)").arg(p.each.format(locale), p.first.format(locale));
    return p.each.format(locale);
}

QString InstallmentText::interest(const InstallmentPlan &p, const QLocale &locale)
{
    if (p.kind == PlanKind::Single || !p.interestKnown)
        return {};
    return p.interestPercent > 0 ? tr("%1 interest a month").arg(percent(p.interestPercent, locale))
                                 : tr("interest-free");
}

QString InstallmentText::describe(const InstallmentPlan &p, const QLocale &locale)
{
    const QString each = p.each.format(locale);
    const QString inAll = tr("%1 in all").arg(p.total.format(locale));
    if (p.kind == PlanKind::Single)
        return tr("%1 in one payment").arg(p.total.format(locale));
    if (p.kind == PlanKind::Recurring)
        return tr("%1 a month (%n month(s), %2)", nullptr, p.count).arg(each, inAll);
    QString text;
    if (isMonth(p.periodDays))
        text = tr("%1 × %2").arg(p.count).arg(each);
    else if (p.periodDays == yearDays)
        text = tr("%1 yearly × %2").arg(p.count).arg(each);
    else if (p.periodDays == 1)
        text = tr("%1 daily × %2").arg(p.count).arg(each);
    else
        text = tr("%1 × %2 every %3 days").arg(p.count).arg(each).arg(p.periodDays);
    if (p.interestKnown)
        text += u' ' + (p.interestPercent > 0
                            ? tr("at %1 interest a month").arg(percent(p.interestPercent, locale))
                            : tr("interest-free"));
    if (p.first != p.each)
        text += tr(", the first %1").arg(p.first.format(locale));
    return text + QStringLiteral(" (") + inAll + u')';
}

QString InstallmentText::taxes(const Taxes &taxes, const QLocale &locale)
{
    QStringList parts;
    for (const TaxItem &t : taxes.items)
        parts << tr("%1 %2").arg(t.name, t.amount.format(locale));
    if (parts.isEmpty() && !taxes.totalAmount.isZero())
        parts << tr("Taxes %1").arg(taxes.totalAmount.format(locale));
    return parts.join(QStringLiteral("; "));
}

} // namespace brokerdesk::domain
