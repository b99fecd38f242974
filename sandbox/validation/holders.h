#pragma once

#include "support/jsoncheck.h"

namespace brokerdesk::sandbox {

// Product-dependent shapes of docs/contract.md: policy/affinity holders, validated per product type
// (1 Auto ... 12 Travel; insured items are in items.h). Errors go into `check` with full paths
// such as "policy_holder.cpf". `today` anchors birth dates.
void checkHolder(JsonCheck &check, const QJsonObject &holder, const QString &path, int productType,
                 const QDate &today);

// The parts shared by holders and items (`path` names the object itself, e.g.
// "policy_holder.address").
void checkAddress(JsonCheck &check, const QJsonObject &address, const QString &path);
void checkContact(JsonCheck &check, const QJsonObject &contact, const QString &path,
                  JsonCheck::Need email = JsonCheck::Optional);
// A person's gender, birth date (18 to 100 years old), marital status, occupation and monthly
// income, as holders and leads carry them.
void checkPersonalData(JsonCheck &check, const QJsonObject &o, const QString &path,
                       const QDate &today, JsonCheck::Need birthDate);
// `birth_date` of the object at `path`: a past date, the person `minAge` to `maxAge` years
// old today.
void checkBirthDate(JsonCheck &check, const QJsonObject &o, const QString &path, int minAge,
                    int maxAge, const QDate &today, JsonCheck::Need need = JsonCheck::Required);
// `cpf` of the object at `path`, with valid check digits.
void checkCpf(JsonCheck &check, const QJsonObject &o, const QString &path,
              JsonCheck::Need need = JsonCheck::Required);

} // namespace brokerdesk::sandbox
