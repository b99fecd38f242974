#pragma once

#include "api/apierror.h"
#include "domain/bankaccount.h"
#include "domain/money.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace brokerdesk::ui::policies {

// What cancelling now means, worked out on the desk before asking the service with the
// service's own rule (domain/cancelrefund.h): the days of cover not yet run, and the unexpired
// share of the premium actually paid, read from the policy's cash-flow records.
struct CancelPreview
{
    qint64 unexpiredDays = 0;
    bool expired = false;   // nothing to cancel: the cover already ended
    domain::Money atMost;   // the unexpired share of the whole premium: if all was paid
    bool paidKnown = false; // the policy's records were read; the figures below are set
    domain::Money premiumPaid;
    domain::Money estimatedReversal;
    domain::Money chargeback; // commission received that goes back with the reversal
};

// Without `policyRecords` (not read, or not readable) only the days and atMost are known.
CancelPreview previewCancel(domain::Money premium, const QDateTime &start, const QDateTime &end,
                            const QDateTime &now,
                            const std::optional<QList<QJsonObject>> &policyRecords = std::nullopt);

// The bank account a WireTransfer reversal needs, checked as docs/contract.md states it, so a
// mistake is shown on its field before anything is sent. Field paths match the service's.
QList<api::FieldError> checkBankAccount(const domain::BankAccount &account);

} // namespace brokerdesk::ui::policies
