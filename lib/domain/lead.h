#pragma once

#include "holder.h"

// Leads (docs/sandbox.md, "Leads"): a person the broker met, with the data the desk needs to
// quote and to estimate later. Only name and e-mail are required.
namespace brokerdesk::domain {

struct Lead
{
    QString id; // given by the service
    QDateTime created;
    QString name;
    QString email;
    QString phone;
    QString cpf;  // a person
    QString cnpj; // or a company
    QDate birthDate;
    QString gender;        // "female", "male"
    QString maritalStatus; // "single", "married", "divorced", "widowed"
    QString occupationName;
    std::optional<int> children;
    std::optional<Money> incomeMonthly;
    std::optional<Address> address;
    QJsonObject extra;
};

// What a holder tells of the person: the lead the desk records for them (no id yet).
Lead leadOf(const Holder &holder);

void read(JsonReader &r, Lead &v);
QJsonObject toJson(const Lead &v);

} // namespace brokerdesk::domain
