#include "brokerchannel.h"

namespace brokerdesk::domain {

void read(JsonReader &r, BrokerChannel &v)
{
    v.id = r.string("id", Need::Required);
    v.name = r.string("name");
    v.description = r.string("description");
}

QJsonObject toJson(const BrokerChannel &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("name", v.name)
        .string("description", v.description)
        .result();
}

} // namespace brokerdesk::domain
