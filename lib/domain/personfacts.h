#pragma once

#include "lead.h"

#include <optional>

// What a person's record tells a purchase-propensity estimate (POST
// /v1/recommendations/product-type), field by field; what the record lacks stays empty.
namespace brokerdesk::domain {

struct PersonFacts
{
    std::optional<int> age;
    std::optional<int> children;
    QString gender;        // male | female; empty when unknown
    QString maritalStatus; // single | married; empty when unknown
    std::optional<Money> salary;
    QString stateCode;
    QString location; // the state's region when the endpoint estimates it (not the North)
};

PersonFacts personFactsOf(const Lead &person, const QDate &today);

// The region the endpoint estimates for a state ("SP" → "southeast"); empty for the North.
QString regionOfState(const QString &stateCode);

} // namespace brokerdesk::domain
