#include "bankaccount.h"

namespace brokerdesk::domain {

void read(JsonReader &r, BankAccount &v)
{
    v.bankCode = r.string(bankaccountkey::bankCode);
    v.agency = r.string(bankaccountkey::agency);
    v.account = r.string(bankaccountkey::account);
    v.accountDigit = r.string(bankaccountkey::accountDigit);
}

QJsonObject toJson(const BankAccount &v)
{
    return JsonWriter(v.extra)
        .value(bankaccountkey::bankCode, v.bankCode)
        .value(bankaccountkey::agency, v.agency)
        .value(bankaccountkey::account, v.account)
        .value(bankaccountkey::accountDigit, v.accountDigit)
        .result();
}

} // namespace brokerdesk::domain
