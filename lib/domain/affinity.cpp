#include "affinity.h"

namespace brokerdesk::domain {

void read(JsonReader &r, AffinityProduct &v)
{
    v.id = r.string("id", Need::Required);
    v.name = r.string("name");
    v.assists = r.list<Assist>("assists");
    v.coverages = r.list<Coverage>("coverages");
}

void read(JsonReader &r, AffinityPartnership &v)
{
    v.customer = r.object("customer");
    v.products = r.list<AffinityProduct>("products");
}

void read(JsonReader &r, AffinityRequest &v)
{
    v.id = r.string("id", Need::Required);
    v.plans = r.list<Plan>("plans");
}

void read(JsonReader &r, Attachment &v)
{
    v.type = r.code<AttachmentType>("type");
    v.url = r.url("url");
}

void read(JsonReader &r, Affinity &v)
{
    v.id = r.string("id", Need::Required);
    v.affinityRequestId = r.string("affinity_request_id");
    v.lifetimeStart = r.timestamp("lifetime_start");
    v.lifetimeEnd = r.timestamp("lifetime_end");
    v.planId = r.string("plan_id");
    v.affinityHolder = r.object("affinity_holder");
    v.item = r.object("item");
    v.status = r.code<AffinityStatus>("status");
    v.attachments = r.list<Attachment>("attachments");
    v.dateEnd = r.timestamp("date_end");
}

void read(JsonReader &r, NewAffinity &v)
{
    v.affinityRequestId = r.string("affinity_request_id", Need::Required);
    v.lifetimeStart = r.timestamp("lifetime_start", Need::Required).date();
    v.lifetimeEnd = r.timestamp("lifetime_end", Need::Required).date();
    v.planId = r.string("plan_id");
    v.affinityHolder = r.object("affinity_holder");
    v.item = r.object("item");
}

QJsonObject toJson(const AffinityProduct &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("name", v.name)
        .list("assists", v.assists)
        .list("coverages", v.coverages)
        .result();
}

QJsonObject toJson(const AffinityPartnership &v)
{
    return JsonWriter(v.extra).value("customer", v.customer).list("products", v.products).result();
}

QJsonObject toJson(const AffinityRequest &v)
{
    return JsonWriter(v.extra).string("id", v.id).list("plans", v.plans).result();
}

QJsonObject toJson(const Attachment &v)
{
    return JsonWriter(v.extra).code("type", v.type).url("url", v.url).result();
}

QJsonObject toJson(const Affinity &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("affinity_request_id", v.affinityRequestId)
        .timestamp("lifetime_start", v.lifetimeStart)
        .timestamp("lifetime_end", v.lifetimeEnd)
        .string("plan_id", v.planId)
        .value("affinity_holder", v.affinityHolder)
        .value("item", v.item)
        .code("status", v.status)
        .list("attachments", v.attachments)
        .timestamp("date_end", v.dateEnd)
        .result();
}

QJsonObject toJson(const NewAffinity &v)
{
    return JsonWriter(v.extra)
        .string("affinity_request_id", v.affinityRequestId)
        .date("lifetime_start", v.lifetimeStart)
        .date("lifetime_end", v.lifetimeEnd)
        .string("plan_id", v.planId)
        .object("affinity_holder", v.affinityHolder)
        .object("item", v.item)
        .result();
}

} // namespace brokerdesk::domain
