#include "premium.h"

#include <algorithm>
#include <cmath>

namespace brokerdesk::sandbox::premium {

namespace {
constexpr qint64 secondsPerDay = 86400;
constexpr double daysPerYear = 365.0;
} // namespace

qint64 lifetimeDays(const QDateTime &start, const QDateTime &end)
{
    const qint64 seconds = start.secsTo(end);
    return std::max<qint64>(1, (seconds + secondsPerDay - 1) / secondsPerDay);
}

qint64 coveragePremium(const QList<CoverageLine> &lines, double planFactor, double riskFactor,
                       qint64 days)
{
    double annual = 0;
    for (const CoverageLine &line : lines)
        annual += double(line.insuredAmount) * line.annualRate * line.optionFactor;
    return std::llround(annual * planFactor * riskFactor * double(days) / daysPerYear);
}

qint64 proRata(qint64 annualCents, qint64 days)
{
    return std::llround(double(annualCents) * double(days) / daysPerYear);
}

qint64 itemPremium(const QList<CoverageLine> &lines, const QList<qint64> &assistAnnualPrices,
                   double planFactor, double riskFactor, qint64 days)
{
    qint64 total = coveragePremium(lines, planFactor, riskFactor, days);
    for (qint64 price : assistAnnualPrices)
        total += proRata(price, days);
    return total;
}

} // namespace brokerdesk::sandbox::premium
