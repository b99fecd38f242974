#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>

// What cancelling a policy gives back: one rule, used by the service (the sandbox) to reverse
// and by the desk to preview, so the two always show the same figure. QtCore only.
namespace brokerdesk::domain {

// The part of `cents` that covers days not yet run at `now`: all of it up to the start, none
// from the end on, else pro rata by the second, rounded down to the cent.
qint64 unexpiredShare(qint64 cents, const QDateTime &start, const QDateTime &end,
                      const QDateTime &now);

// A cash-flow record whose money has moved: `is_paid` and not deleted (`deleted_at` unset).
bool isSettledRecord(const QJsonObject &record);

struct CancelFigures
{
    qint64 premiumPaid = 0;        // ChannelSale / ChannelRecurrentSale records settled
    qint64 reversal = 0;           // the unexpired share of premiumPaid: what goes back
    qint64 commissionReceived = 0; // BrokerCommission records settled (net amounts)
    qint64 chargeback = 0;         // the part of it earned on the premium that goes back
};

// From the cash-flow records of one policy (records of other policies must not be passed).
CancelFigures cancelFigures(const QList<QJsonObject> &policyRecords, const QDateTime &start,
                            const QDateTime &end, const QDateTime &now);

} // namespace brokerdesk::domain
