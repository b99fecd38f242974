#pragma once

#include "jsoncodec.h"

// The account a wire-transfer reversal is paid into (CancelPolicyRequest::reversalBankAccount).
// Every field is always written, so the service names what is missing.
namespace brokerdesk::domain {

struct BankAccount
{
    QString bankCode; // 3 digits
    QString agency;
    QString account;
    QString accountDigit;
    QJsonObject extra;
};

void read(JsonReader &r, BankAccount &v);
QJsonObject toJson(const BankAccount &v);

} // namespace brokerdesk::domain
