#include "bankaccount.h"

namespace brokerdesk::domain {

void read(JsonReader &r, BankAccount &v)
{
    v.bankCode = r.string("bank_code");
    v.agency = r.string("agency");
    v.account = r.string("account");
    v.accountDigit = r.string("account_digit");
}

QJsonObject toJson(const BankAccount &v)
{
    return JsonWriter(v.extra)
        .value("bank_code", v.bankCode)
        .value("agency", v.agency)
        .value("account", v.account)
        .value("account_digit", v.accountDigit)
        .result();
}

} // namespace brokerdesk::domain
