#pragma once

#include "domain/cancelrefund.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>

namespace brokerdesk::sandbox {

class LedgerService;

// What cancelling a policy does to its cash flow besides the PolicyReversal record
// (docs/sandbox.md, "Cancelling a policy").
struct PolicyLedgerCancel
{
    QString brokerId;
    QString policyId;
    QList<QJsonObject> records; // the policy's records before the cancel
    domain::CancelFigures figures;
    qint64 charged = 0;     // the policy's total_amount, IOF and interest included
    qint64 paidCharged = 0; // of it, what the customer paid
    QDateTime now;
    QDate today; // the broker's business day: what falls due is counted from it
};

// Marks the unpaid installments (premium, commission, agency, pro-labore) and the unpaid IOF
// deleted, writes the IOF of what was paid and the commission chargeback. Inside the caller's
// transaction; false if the store refused any of it.
bool cancelPolicyLedger(LedgerService &ledger, const PolicyLedgerCancel &c);

} // namespace brokerdesk::sandbox
