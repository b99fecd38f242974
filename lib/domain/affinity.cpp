#include "affinity.h"

#include <QStringList>

namespace brokerdesk::domain {

AffinityItemSummary summarizeItem(const QJsonObject &item)
{
    const auto text = [&item](const char *key) {
        return item.value(QLatin1String(key)).toString();
    };
    AffinityItemSummary s;
    s.thing = QStringList{text("brand_name"), text("model_name")}.join(u' ').trimmed();
    if (item.contains(QLatin1String("invoice_amount")))
        s.invoice = Money::fromCents(item.value(QLatin1String("invoice_amount")).toInteger());
    s.beneficiaries = int(item.value(QLatin1String("beneficiaries")).toArray().size());
    return s;
}

void read(JsonReader &r, PartnerContact &v)
{
    v.email = r.string("email");
    v.phone = r.string("phone");
}

void read(JsonReader &r, PartnerAddress &v)
{
    v.cityName = r.string("city_name");
    v.stateCode = r.string("state_code");
}

void read(JsonReader &r, PartnerCustomer &v)
{
    v.name = r.string("name");
    v.corporateName = r.string("corporate_name");
    v.cnpj = r.string("cnpj");
    v.contact = r.child<PartnerContact>("contact");
    v.address = r.child<PartnerAddress>("address");
}

void read(JsonReader &r, AffinityProduct &v)
{
    v.id = r.string("id", Need::Required);
    v.name = r.string("name");
    v.productType = r.code<ProductType>("product_type");
    v.assists = r.list<Assist>("assists");
    v.coverages = r.list<Coverage>("coverages");
}

void read(JsonReader &r, AffinityPartnership &v)
{
    v.customer = r.child<PartnerCustomer>("customer");
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
    v.id = r.string(affinitykey::id, Need::Required);
    v.affinityRequestId = r.string("affinity_request_id");
    v.productId = r.string(affinitykey::productId);
    v.lifetimeStart = r.calendarDate(affinitykey::lifetimeStart);
    v.lifetimeEnd = r.calendarDate(affinitykey::lifetimeEnd);
    v.planId = r.string(affinitykey::planId);
    v.affinityHolder = r.object(affinitykey::affinityHolder);
    v.item = r.object("item");
    v.status = r.code<AffinityStatus>(affinitykey::status);
    v.attachments = r.list<Attachment>("attachments");
    v.date = r.timestamp("date");
    v.lastUpdate = r.timestamp("last_update");
    v.dateEnd = r.timestamp(affinitykey::dateEnd);
}

void read(JsonReader &r, NewAffinity &v)
{
    v.affinityRequestId = r.string("affinity_request_id", Need::Required);
    v.lifetimeStart = r.calendarDate("lifetime_start", Need::Required);
    v.lifetimeEnd = r.calendarDate("lifetime_end", Need::Required);
    v.planId = r.string("plan_id");
    v.affinityHolder = r.object("affinity_holder");
    v.item = r.object("item");
}

QJsonObject toJson(const PartnerContact &v)
{
    return JsonWriter(v.extra).string("email", v.email).string("phone", v.phone).result();
}

QJsonObject toJson(const PartnerAddress &v)
{
    return JsonWriter(v.extra)
        .string("city_name", v.cityName)
        .string("state_code", v.stateCode)
        .result();
}

QJsonObject toJson(const PartnerCustomer &v)
{
    return JsonWriter(v.extra)
        .string("name", v.name)
        .string("corporate_name", v.corporateName)
        .string("cnpj", v.cnpj)
        .object("contact", toJson(v.contact))
        .object("address", toJson(v.address))
        .result();
}

QJsonObject toJson(const AffinityProduct &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("name", v.name)
        .code("product_type", v.productType)
        .list("assists", v.assists)
        .list("coverages", v.coverages)
        .result();
}

QJsonObject toJson(const AffinityPartnership &v)
{
    return JsonWriter(v.extra).child("customer", v.customer).list("products", v.products).result();
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
        .string(affinitykey::id, v.id)
        .string("affinity_request_id", v.affinityRequestId)
        .string(affinitykey::productId, v.productId)
        .dateStamp(affinitykey::lifetimeStart, v.lifetimeStart)
        .dateStamp(affinitykey::lifetimeEnd, v.lifetimeEnd)
        .string(affinitykey::planId, v.planId)
        .value(affinitykey::affinityHolder, v.affinityHolder)
        .value("item", v.item)
        .code(affinitykey::status, v.status)
        .list("attachments", v.attachments)
        .timestamp("date", v.date)
        .timestamp("last_update", v.lastUpdate)
        .timestamp(affinitykey::dateEnd, v.dateEnd)
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

bool sameAs(const Affinity &a, const Affinity &b)
{
    return toJson(a) == toJson(b);
}

} // namespace brokerdesk::domain
