#include "cancelrefund.h"

#include "businessday.h"
#include "cashflow.h"
#include "policy.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace brokerdesk::domain {

namespace {

// Circular SUSEP 256/2004, art. 46: days of a year's cover run → percent of the premium earned.
struct ShortRateRow
{
    int days;
    int percent;
};
constexpr ShortRateRow shortRateTable[] = {{0, 0},    {15, 13},  {30, 20},  {45, 27},  {60, 30},
                                           {75, 37},  {90, 40},  {105, 46}, {120, 50}, {135, 56},
                                           {150, 60}, {165, 66}, {180, 70}, {195, 73}, {210, 75},
                                           {225, 78}, {240, 80}, {255, 83}, {270, 85}, {285, 88},
                                           {300, 90}, {315, 93}, {330, 95}, {345, 98}, {365, 100}};

// A day of cover, by the calendar: the cover starts on its first day and runs up to its end.
constexpr int daysOfYear = 365;
constexpr int withdrawalDays = 7;

qint64 percentOf(qint64 cents, double percent)
{
    return std::llround(double(cents) * percent / 100.0);
}

// cents × part ÷ whole, rounded down (both factors are amounts or days of one policy: their
// product stays far below 2^63 for any premium under R$ 10 million).
qint64 shareOf(qint64 cents, qint64 part, qint64 whole)
{
    return whole > 0 ? cents * part / whole : 0;
}

} // namespace

double shortRatePercent(double days)
{
    if (days <= 0)
        return 0;
    const auto *upper = std::find_if(std::begin(shortRateTable), std::end(shortRateTable),
                                     [days](const ShortRateRow &r) { return r.days >= days; });
    if (upper == std::end(shortRateTable))
        return 100;
    const ShortRateRow &lower = *std::prev(upper);
    const double percent = lower.percent + (upper->percent - lower.percent) * (days - lower.days) /
                                               (upper->days - lower.days);
    return std::round(percent * 100.0) / 100.0; // the market's table has two decimals
}

CancelTerms cancelTerms(const Policy &policy, CancelReason reason, const QDate &cancelDay)
{
    CancelTerms t;
    t.reason = reason;
    t.coverStart = policy.lifetimeStart;
    t.coverEnd = policy.lifetimeEnd;
    t.saleDay = businessday::dayOf(policy.date); // the office's day of the sale
    t.cancelDay = cancelDay;
    t.charged = policy.totalAmount ? policy.totalAmount->cents() : 0;
    t.premium = t.charged;
    if (policy.installment) {
        const qint64 net = netPremium(*policy.installment).cents();
        if (net > 0 && net <= t.charged)
            t.premium = net;
    }
    return t;
}

bool isLiveRecord(const QJsonObject &record)
{
    const QJsonValue deleted = record.value(QLatin1String(cashflowkey::deletedAt));
    return deleted.isNull() || deleted.isUndefined() || deleted.toString().isEmpty();
}

PolicyMoney policyMoney(const QList<QJsonObject> &policyRecords)
{
    PolicyMoney m;
    for (const QJsonObject &r : policyRecords) {
        if (!isLiveRecord(r))
            continue;
        const bool paid = r.value(QLatin1String(cashflowkey::isPaid)).toBool();
        const auto category = fromWireName<CashFlowCategory>(
            r.value(QLatin1String(cashflowkey::category)).toString());
        const qint64 amount = r.value(QLatin1String(cashflowkey::amount)).toInteger();
        if (paid && (category == CashFlowCategory::ChannelSale ||
                     category == CashFlowCategory::ChannelRecurrentSale))
            m.premiumPaid += amount;
        // A chargeback is negative: never counted as commission received or to come.
        else if (category == CashFlowCategory::BrokerCommission && amount > 0)
            (paid ? m.commissionReceived : m.commissionUnpaid) += amount;
    }
    m.premiumPaid = std::max<qint64>(0, m.premiumPaid);
    return m;
}

CancelFigures cancelFigures(const CancelTerms &t, const PolicyMoney &money)
{
    CancelFigures f;
    f.coverDays = std::max<qint64>(1, t.coverStart.daysTo(t.coverEnd));
    f.daysRun = std::clamp<qint64>(t.coverStart.daysTo(t.cancelDay), 0, f.coverDays);
    // What was charged carries IOF and interest; the rule is on the net premium.
    f.charged = money.premiumPaid;
    f.paid = t.charged > 0 ? shareOf(money.premiumPaid, std::min(t.premium, t.charged), t.charged)
                           : money.premiumPaid;

    const bool started = t.cancelDay >= t.coverStart;
    const qint64 sinceSale = t.saleDay.isValid() ? t.saleDay.daysTo(t.cancelDay) : -1;
    const bool withinWithdrawal =
        t.channel == SaleChannel::Remote && sinceSale >= 0 && sinceSale <= withdrawalDays;
    if (!started) {
        f.rule = RefundRule::BeforeCover;
    } else if (t.reason == CancelReason::Claimed) {
        f.rule = RefundRule::Claim;
        f.earnedPercent = 100;
    } else if (t.reason == CancelReason::PolicyholderRequested && withinWithdrawal) {
        f.rule = RefundRule::Withdrawal;
    } else if (t.reason == CancelReason::Default) {
        // What was paid buys cover by the short-rate table: the cover ends earlier, nothing back.
        f.rule = RefundRule::Default;
        f.earnedPercent = 100;
    } else if (t.reason == CancelReason::InsurerRequest) {
        f.rule = RefundRule::ProRata;
        f.earnedPercent = double(f.daysRun) * 100.0 / double(f.coverDays);
    } else {
        // The insured's request (and a reason this version does not know: the customer's rule).
        f.rule = RefundRule::ShortRate;
        f.earnedPercent = shortRatePercent(double(f.daysRun) * daysOfYear / double(f.coverDays));
    }
    f.earned = f.rule == RefundRule::ProRata ? shareOf(t.premium, f.daysRun, f.coverDays)
                                             : percentOf(t.premium, f.earnedPercent);
    f.refund = std::max<qint64>(0, f.paid - f.earned);
    f.kept = f.paid - f.refund;

    f.commissionReceived = money.commissionReceived;
    f.commissionVoid = money.commissionUnpaid;
    // The commission was earned on all the premium paid; the share of it that goes back with
    // the refund is charged back.
    f.chargeback = shareOf(money.commissionReceived, f.refund, f.paid);
    return f;
}

QList<ReversalMethod> reversalMethodsFor(PaymentMethod paidWith)
{
    switch (paidWith) {
    case PaymentMethod::CreditCard:
        return {ReversalMethod::CreditCard, ReversalMethod::Pix, ReversalMethod::WireTransfer};
    case PaymentMethod::WireTransfer:
        return {ReversalMethod::WireTransfer, ReversalMethod::Pix};
    case PaymentMethod::Pix:
    case PaymentMethod::Billet:
    case PaymentMethod::DebitCard:
    case PaymentMethod::AccountDebit:
        return {ReversalMethod::Pix, ReversalMethod::WireTransfer};
    case PaymentMethod::Unknown:
        break;
    }
    return {};
}

} // namespace brokerdesk::domain
