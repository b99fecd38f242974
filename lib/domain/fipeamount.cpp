#include "fipeamount.h"

#include <QRegularExpression>

#include <algorithm>

namespace brokerdesk::domain {

namespace {
const QRegularExpression &percentOfFipe()
{
    static const QRegularExpression re(QStringLiteral("([0-9]{2,3})\\s*%\\s*(?:da\\s+)?FIPE"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re;
}
} // namespace

bool isFipeCoverage(const Coverage &coverage)
{
    const auto names = [](const QString &text) {
        return text.contains(QLatin1String("FIPE"), Qt::CaseInsensitive);
    };
    return names(coverage.description) ||
           std::any_of(coverage.options.cbegin(), coverage.options.cend(),
                       [&](const Option &o) { return names(o.name); });
}

std::optional<Money> fipeInsuredAmount(const Coverage &coverage, const QString &optionId,
                                       Money fipeValue)
{
    if (!isFipeCoverage(coverage) || fipeValue.cents() <= 0)
        return std::nullopt;
    int percent = 100;
    for (const Option &o : coverage.options)
        if (o.id == optionId)
            if (const auto m = percentOfFipe().match(o.name); m.hasMatch())
                percent = m.captured(1).toInt();
    const qint64 reais = (fipeValue.cents() * percent / 100 + 50) / 100;
    const qint64 lowest = (coverage.insuredAmountMin.cents() + 99) / 100;
    const qint64 highest = coverage.insuredAmountMax.cents() / 100;
    if (highest < lowest)
        return std::nullopt;
    return Money::fromCents(std::clamp(reais, lowest, highest) * 100);
}

} // namespace brokerdesk::domain
