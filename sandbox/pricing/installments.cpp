#include "installments.h"

#include <algorithm>
#include <cmath>

namespace brokerdesk::sandbox::installments {

namespace {
constexpr int maxMonths = 12 * 6; // lifetimes are at most 5 years; a safe bound for the loop
} // namespace

qint64 tax(qint64 base, double percent)
{
    // In hundredths of a percent, so 7.38 % is exactly 738 / 10000.
    const qint64 basisPoints = std::llround(percent * 100.0);
    return (base * basisPoints + 5000) / 10000;
}

qint64 priceInstallment(qint64 principal, double monthlyPercent, int n)
{
    n = std::max(1, n);
    if (monthlyPercent <= 0)
        return (principal + n - 1) / n;
    const double i = monthlyPercent / 100.0;
    const double payment = double(principal) * i / (1.0 - std::pow(1.0 + i, -n));
    // A hair below the next cent is noise of the double, not a cent more.
    return qint64(std::ceil(payment - 1e-6));
}

Split evenSplit(qint64 total, int n)
{
    n = std::max(1, n);
    const qint64 each = total / n;
    return {each + total % n, each};
}

QStringList paymentMethods(int quantity)
{
    if (quantity <= 1)
        return {QStringLiteral("Pix"), QStringLiteral("Billet"), QStringLiteral("CreditCard"),
                QStringLiteral("DebitCard"), QStringLiteral("WireTransfer")};
    if (quantity <= 6)
        return {QStringLiteral("CreditCard"), QStringLiteral("AccountDebit")};
    return {QStringLiteral("CreditCard")};
}

QList<Option> singleBilling(qint64 gross)
{
    QList<Option> options;
    for (int n = 1; n <= maxQuantity; ++n) {
        Option o;
        o.quantity = n;
        if (n <= interestFreeUpTo) {
            const Split split = evenSplit(gross, n);
            o.amount = split.each;
            o.firstAmount = split.first;
            o.totalAmount = gross;
        } else {
            o.interestPercent = monthlyInterestPercent;
            o.amount = priceInstallment(gross, o.interestPercent, n);
            o.firstAmount = o.amount;
            o.totalAmount = o.amount * n;
        }
        o.interest = o.totalAmount - gross;
        o.paymentMethods = paymentMethods(n);
        options.append(o);
    }
    return options;
}

int billingMonths(const QDate &start, const QDate &end)
{
    int months = 1;
    while (months < maxMonths && start.addMonths(months) < end)
        ++months;
    return months;
}

Monthly monthlyBilling(qint64 netPremium, double taxPercent, const QDateTime &start,
                       const QDateTime &end)
{
    Monthly m;
    m.months = billingMonths(start.date(), end.date());
    m.netMonthly = (netPremium + m.months - 1) / m.months;
    m.taxMonthly = tax(m.netMonthly, taxPercent);
    m.amount = m.netMonthly + m.taxMonthly;
    m.totalAmount = m.amount * m.months;
    // Day 29..31 does not exist every month: such charges fall due on the 28th.
    m.expirationDay = std::min(start.date().day(), 28);
    return m;
}

QStringList monthlyPaymentMethods()
{
    return {QStringLiteral("CreditCard"), QStringLiteral("AccountDebit"), QStringLiteral("Pix")};
}

int billingYears(const QDate &start, const QDate &end)
{
    int years = 1;
    while (years < maxMonths / 12 && start.addYears(years) < end)
        ++years;
    return years;
}

Periodic periodicBilling(qint64 gross, int quantity, const QDateTime &start)
{
    Periodic p;
    p.quantity = std::max(1, quantity);
    p.split = evenSplit(gross, p.quantity);
    p.totalAmount = gross;
    p.expirationDay = std::min(start.date().day(), 28);
    return p;
}

QStringList yearlyPaymentMethods()
{
    return {QStringLiteral("CreditCard"), QStringLiteral("AccountDebit"), QStringLiteral("Billet"),
            QStringLiteral("Pix")};
}

QStringList dailyPaymentMethods()
{
    return {QStringLiteral("CreditCard")};
}

} // namespace brokerdesk::sandbox::installments
