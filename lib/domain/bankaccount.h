#pragma once

#include "jsoncodec.h"

// The account a wire-transfer reversal is paid into (CancelPolicyRequest::reversalBankAccount).
// Every field is always written, so the service names what is missing.
namespace brokerdesk::domain {

// Its wire field names, also the paths that name a field in an error about it.
namespace bankaccountkey {
inline constexpr char bankCode[] = "bank_code";
inline constexpr char agency[] = "agency";
inline constexpr char account[] = "account";
inline constexpr char accountDigit[] = "account_digit";
} // namespace bankaccountkey

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
