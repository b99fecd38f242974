#include "salecomplement.h"

namespace brokerdesk::domain {

void read(JsonReader &r, HolderComplement &v)
{
    v.contact = r.child<Contact>("contact");
}

void read(JsonReader &r, SaleComplement &v)
{
    v.policyHolder = r.child<HolderComplement>("policy_holder");
}

QJsonObject toJson(const HolderComplement &v)
{
    return JsonWriter(v.extra).object("contact", toJson(v.contact)).result();
}

QJsonObject toJson(const SaleComplement &v)
{
    return JsonWriter(v.extra).object("policy_holder", toJson(v.policyHolder)).result();
}

} // namespace brokerdesk::domain
