#include "catalog.h"

namespace brokerdesk::domain {

void read(JsonReader &r, Insurer &v)
{
    v.id = r.string("id");
    v.cnpj = r.string("cnpj");
    v.name = r.string("name");
}

void read(JsonReader &r, Product &v)
{
    v.id = r.string("id", Need::Required);
    v.name = r.string("name");
    v.currency = r.string("currency");
    v.description = r.string("description");
    v.susep = r.string("susep");
    v.type = r.code<ProductType>("type");
    v.insurerId = r.string("insurer_id");
    v.insurer = r.child<Insurer>("insurer");
}

void read(JsonReader &r, BrokerProduct &v)
{
    v.id = r.string("id", Need::Required);
    v.name = r.string("name");
    v.description = r.string("description");
    v.productId = r.string("product_id");
    v.product = r.child<Product>("product");
}

void read(JsonReader &r, Store &v)
{
    v.brokerChannelId = r.string("broker_channel_id");
    v.logoUrl = r.url("logo_url");
    v.brokerProducts = r.list<BrokerProduct>("broker_products");
}

void read(JsonReader &r, Vendor &v)
{
    v.id = r.string("id");
    v.productId = r.string("product_id");
    v.active = r.boolean("active");
    v.agencyPercent = r.number("agency_percent");
    v.commissionPercent = r.number("commission_percent");
    v.proLaborPercent = r.number("pro_labor_percent");
    v.lastUpdate = r.timestamp("last_update");
    v.date = r.timestamp("date");
}

QJsonObject toJson(const Insurer &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("cnpj", v.cnpj)
        .string("name", v.name)
        .result();
}

QJsonObject toJson(const Product &v)
{
    JsonWriter w(v.extra);
    w.string("id", v.id)
        .string("name", v.name)
        .string("currency", v.currency)
        .string("description", v.description)
        .string("susep", v.susep)
        .code("type", v.type)
        .string("insurer_id", v.insurerId);
    if (!v.insurer.id.isEmpty() || !v.insurer.extra.isEmpty() || !v.insurer.name.isEmpty())
        w.child("insurer", v.insurer);
    return w.result();
}

QJsonObject toJson(const BrokerProduct &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("name", v.name)
        .string("description", v.description)
        .string("product_id", v.productId)
        .child("product", v.product)
        .result();
}

QJsonObject toJson(const Store &v)
{
    return JsonWriter(v.extra)
        .string("broker_channel_id", v.brokerChannelId)
        .url("logo_url", v.logoUrl)
        .list("broker_products", v.brokerProducts)
        .result();
}

QJsonObject toJson(const Vendor &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .string("product_id", v.productId)
        .value("active", v.active)
        .value("agency_percent", v.agencyPercent)
        .value("commission_percent", v.commissionPercent)
        .value("pro_labor_percent", v.proLaborPercent)
        .timestamp("last_update", v.lastUpdate)
        .timestamp("date", v.date)
        .result();
}

QString productIdOf(const QJsonObject &brokerProduct)
{
    return brokerProduct.value(QLatin1String("product_id")).toString();
}

std::optional<double> commissionPercentOf(const QJsonObject &vendor)
{
    const QJsonValue percent = vendor.value(QLatin1String("commission_percent"));
    if (!percent.isDouble() || percent.toDouble() < 0 || percent.toDouble() > 100)
        return std::nullopt;
    return percent.toDouble();
}

} // namespace brokerdesk::domain
