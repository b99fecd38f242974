#pragma once

#include "holder.h"

// NewSale::complement: what a sale adds to the quote's data (docs/contract.md: {policy_holder,
// item}). Each part is left out when it adds nothing.
namespace brokerdesk::domain {

struct HolderComplement
{
    Contact contact; // where the policy is sent
    QJsonObject extra;
};

struct SaleComplement
{
    HolderComplement policyHolder;
    QJsonObject extra;
};

void read(JsonReader &r, HolderComplement &v);
void read(JsonReader &r, SaleComplement &v);
QJsonObject toJson(const HolderComplement &v);
QJsonObject toJson(const SaleComplement &v);

} // namespace brokerdesk::domain
