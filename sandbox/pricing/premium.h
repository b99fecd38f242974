#pragma once

#include <QDateTime>
#include <QList>

// The premium of one quoted item, as pure functions. Money is integer cents; rates and
// factors are ratios, and each premium is rounded to cents once, at the end.
namespace brokerdesk::sandbox::premium {

struct CoverageLine
{
    qint64 insuredAmount = 0; // cents
    double annualRate = 0;    // the coverage's rate
    double optionFactor = 1.0;
};

// Days the policy runs, counting a started day as a day; at least 1.
qint64 lifetimeDays(const QDateTime &start, const QDateTime &end);

// Σ insured × rate × option factor, × plan factor × risk factor × days / 365.
qint64 coveragePremium(const QList<CoverageLine> &lines, double planFactor, double riskFactor,
                       qint64 days);

// An annual price (assist options) for `days` days.
qint64 proRata(qint64 annualCents, qint64 days);

// The item's net premium: coverages plus the assists' prices pro rata (assists are priced
// per holder, not by risk).
qint64 itemPremium(const QList<CoverageLine> &lines, const QList<qint64> &assistAnnualPrices,
                   double planFactor, double riskFactor, qint64 days);

} // namespace brokerdesk::sandbox::premium
