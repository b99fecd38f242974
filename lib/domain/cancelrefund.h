#pragma once

#include "enums.h"

#include <QDate>
#include <QJsonObject>
#include <QList>

// What cancelling a policy gives back (docs/sandbox.md, "Cancelling a policy"; the broker's
// rules in BROKER-DOMAIN.md): one rule, used by the service (the sandbox) to reverse and by the
// desk to preview, so the two always show the same figure. QtCore only.
namespace brokerdesk::domain {

struct Policy;

// Where the contract was made. The 7-day withdrawal right (Código de Defesa do Consumidor,
// art. 49) is for a sale made outside the office; every sale that reaches the service through
// its API is one (docs/sandbox.md).
enum class SaleChannel { Remote, InOffice };

// Which rule decided the refund, for the screen to name it.
enum class RefundRule {
    BeforeCover, // the cover has not started: everything paid goes back
    Withdrawal,  // within 7 days of a remote sale, at the insured's request: everything paid
    ShortRate,   // the insured's request: the short-rate table's share of the premium is kept
    ProRata,     // the insurer's request: the days run's share of the premium is kept
    Default,     // an unpaid installment: nothing goes back
    Claim,       // a claim or total loss earned the premium: nothing goes back
};

// The policy's side of a cancel.
struct CancelTerms
{
    CancelReason reason = CancelReason::Unknown;
    QDate coverStart; // calendar days of the cover (lifetime_start, lifetime_end)
    QDate coverEnd;
    QDate saleDay; // when the contract was made (the policy's date)
    SaleChannel channel = SaleChannel::Remote;
    QDate cancelDay;    // the broker's business day of the cancel
    qint64 premium = 0; // net premium of the whole term, without IOF or interest
    qint64 charged = 0; // what the customer pays over all installments (total_amount)
};

// The terms of cancelling `policy` for `reason` on `cancelDay`. The net premium is read from
// the installment the policy was sold in (total less IOF and interest); without one (a policy
// of an older service) the whole total counts as premium.
CancelTerms cancelTerms(const Policy &policy, CancelReason reason, const QDate &cancelDay);

// A cash-flow record that still counts: not deleted (`deleted_at` unset).
bool isLiveRecord(const QJsonObject &record);

// The money of one policy as its cash-flow records tell it (records of other policies must not
// be passed). Amounts are what was charged or received, in cents.
struct PolicyMoney
{
    qint64 premiumPaid = 0;        // ChannelSale / ChannelRecurrentSale records settled
    qint64 commissionReceived = 0; // BrokerCommission installments settled (net of ISS)
    qint64 commissionUnpaid = 0;   // BrokerCommission installments still to come: void on cancel
};
PolicyMoney policyMoney(const QList<QJsonObject> &policyRecords);

// The short-rate table's share (percent) of the annual premium earned after `days` of a year's
// cover, interpolated linearly between its rows (1 day 0.87 %, 47 days 27.40 %); 100 from 365.
double shortRatePercent(double days);

struct CancelFigures
{
    RefundRule rule = RefundRule::ShortRate;
    qint64 daysRun = 0;       // days of cover run at the cancel (0 before the start)
    qint64 coverDays = 0;     // days of the whole cover
    double earnedPercent = 0; // the share of the whole premium the insurer has earned
    qint64 earned = 0;        // that share, in cents
    qint64 charged = 0;       // what the customer paid, IOF and interest included
    qint64 paid = 0;          // net premium paid (what was charged, less its IOF and interest)
    qint64 kept = 0;          // of `paid`, what the insurer keeps
    qint64 refund = 0;        // paid − kept, never below zero: reversal_amount
    qint64 commissionReceived = 0;
    qint64 commissionVoid = 0; // unpaid commission installments that will never come
    qint64 chargeback = 0;     // received commission returned, in proportion to the refund
    qint64 commissionLost() const { return commissionVoid + chargeback; }
};

CancelFigures cancelFigures(const CancelTerms &terms, const PolicyMoney &money);

// How a refund of a sale paid with `paidWith` can reach the customer: the way it was paid when
// that way can receive money, else Pix or a transfer. The first is the default.
QList<ReversalMethod> reversalMethodsFor(PaymentMethod paidWith);

} // namespace brokerdesk::domain
