#pragma once

#include "api/apierror.h"
#include "domain/bankaccount.h"
#include "domain/cancelrefund.h"
#include "domain/policy.h"

#include <QDate>
#include <QList>

#include <optional>

namespace brokerdesk::ui::policies {

// What cancelling now means, worked out on the desk before asking the service, with the
// service's own rule (domain/cancelrefund.h) on the policy's cash-flow records.
struct CancelPreview
{
    bool expired = false;      // nothing to cancel: the cover already ended
    bool reasonChosen = false; // the refund depends on who cancels
    bool paidKnown = false;    // the policy's records were read: the money figures are set
    domain::CancelFigures figures;
};

// Without `paid` (the policy's records not read, or not readable) only the rule and the share
// the insurer earns are known.
CancelPreview previewCancel(const domain::Policy &policy, domain::CancelReason reason,
                            const QDate &today,
                            const std::optional<domain::PolicyMoney> &paid = std::nullopt);

// The rule that decided, in a broker's words, with its figures ("Pedido do segurado: tabela de
// prazo curto. Após 60 de 365 dias de vigência a seguradora fica com 30% do prêmio …").
QString ruleText(const domain::CancelFigures &figures);

// Why the refund goes the way `method` says for a sale paid with `paidWith`: empty when it
// goes back the way it came.
QString reversalWayText(domain::PaymentMethod paidWith, domain::ReversalMethod method);

// The bank account a WireTransfer reversal needs, checked as docs/contract.md states it, so a
// mistake is shown on its field before anything is sent. Field paths match the service's.
QList<api::FieldError> checkBankAccount(const domain::BankAccount &account);

} // namespace brokerdesk::ui::policies
