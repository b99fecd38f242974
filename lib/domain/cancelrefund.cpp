#include "cancelrefund.h"

#include "cashflow.h"

#include <algorithm>

namespace brokerdesk::domain {

qint64 unexpiredShare(qint64 cents, const QDateTime &start, const QDateTime &end,
                      const QDateTime &now)
{
    const qint64 whole = start.secsTo(end);
    if (!start.isValid() || !end.isValid() || whole <= 0 || now >= end)
        return 0;
    if (now <= start)
        return cents;
    return cents * now.secsTo(end) / whole;
}

bool isSettledRecord(const QJsonObject &record)
{
    const QJsonValue deleted = record.value(QLatin1String(cashflowkey::deletedAt));
    return record.value(QLatin1String(cashflowkey::isPaid)).toBool() &&
           (deleted.isNull() || deleted.isUndefined() || deleted.toString().isEmpty());
}

CancelFigures cancelFigures(const QList<QJsonObject> &policyRecords, const QDateTime &start,
                            const QDateTime &end, const QDateTime &now)
{
    CancelFigures f;
    for (const QJsonObject &r : policyRecords) {
        if (!isSettledRecord(r))
            continue;
        const auto category = fromWireName<CashFlowCategory>(
            r.value(QLatin1String(cashflowkey::category)).toString());
        const qint64 amount = r.value(QLatin1String(cashflowkey::amount)).toInteger();
        if (category == CashFlowCategory::ChannelSale ||
            category == CashFlowCategory::ChannelRecurrentSale)
            f.premiumPaid += amount;
        else if (category == CashFlowCategory::BrokerCommission && amount > 0)
            f.commissionReceived += amount; // a chargeback is negative: never counted as received
    }
    f.premiumPaid = std::max<qint64>(0, f.premiumPaid);
    f.reversal = unexpiredShare(f.premiumPaid, start, end, now);
    // The commission was earned on all the premium paid; the share of it that goes back with
    // the refund is charged back.
    if (f.premiumPaid > 0)
        f.chargeback = f.commissionReceived * f.reversal / f.premiumPaid;
    return f;
}

} // namespace brokerdesk::domain
