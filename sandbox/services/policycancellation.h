#pragma once

#include "support/result.h"

#include <QJsonObject>

namespace brokerdesk::sandbox {

struct ServiceContext;
class LedgerService;
class PolicyService;

// Cancelling a policy (DELETE /v1/policies/{id}): validation of the cancel body, the reversal
// of the unexpired share of the premium paid, its ledger rows and the sale's timeline, all in
// one transaction.
class PolicyCancellation
{
public:
    PolicyCancellation(ServiceContext &ctx, LedgerService &ledger, PolicyService &policies)
        : m_ctx(ctx), m_ledger(ledger), m_policies(policies)
    {
    }

    Result<QJsonObject> cancel(const QString &brokerId, const QString &policyId,
                               const QJsonObject &body);

private:
    ServiceContext &m_ctx;
    LedgerService &m_ledger;
    PolicyService &m_policies;
};

} // namespace brokerdesk::sandbox
