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

void read(JsonReader &r, Lead &v);
QJsonObject toJson(const Lead &v);

} // namespace brokerdesk::domain
