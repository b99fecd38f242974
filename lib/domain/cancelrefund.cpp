#include "cancelrefund.h"

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
    const QJsonValue deleted = record.value(QLatin1String("deleted_at"));
    return record.value(QLatin1String("is_paid")).toBool() &&
           (deleted.isNull() || deleted.isUndefined() || deleted.toString().isEmpty());
}

CancelFigures cancelFigures(const QList<QJsonObject> &policyRecords, const QDateTime &start,
                            const QDateTime &end, const QDateTime &now)
{
    CancelFigures f;
    for (const QJsonObject &r : policyRecords) {
        if (!isSettledRecord(r))
            continue;
        const QString category = r.value(QLatin1String("category")).toString();
        const qint64 amount = r.value(QLatin1String("amount")).toInteger();
        if (category == QLatin1String("ChannelSale") ||
            category == QLatin1String("ChannelRecurrentSale"))
            f.premiumPaid += amount;
        else if (category == QLatin1String("BrokerCommission") && amount > 0)
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
