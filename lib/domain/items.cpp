#include "items.h"

namespace brokerdesk::domain {

namespace {

// A string that is either absent or given, empty or not: the form sends what was typed.
std::optional<QString> optionalString(JsonReader &r, const char *key)
{
    const QJsonValue v = r.rest().value(QLatin1String(key));
    const QString s = r.string(key);
    return v.isUndefined() || v.isNull() ? std::nullopt : std::optional<QString>(s);
}

template <typename T> Decoded<InsuredItem> decodeAs(const QJsonObject &object)
{
    Decoded<T> d = fromJson<T>(object);
    if (!d)
        return d.error();
    return InsuredItem(std::move(d).value());
}

} // namespace

ItemShape itemShape(ProductType type)
{
    switch (type) {
    case ProductType::Auto:
        return ItemShape::Vehicle;
    case ProductType::Home:
        return ItemShape::Home;
    case ProductType::Electronic:
        return ItemShape::Electronic;
    case ProductType::Travel:
        return ItemShape::Travel;
    case ProductType::Life:
    case ProductType::PersonalAccident:
    case ProductType::Funeral:
        return ItemShape::Beneficiaries;
    default:
        return ItemShape::KeyValues;
    }
}

void read(JsonReader &r, Vehicle &v)
{
    v.plate = r.string("plate");
    v.brandName = r.string("brand_name");
    v.modelName = r.string("model_name");
    v.modelYear = r.int32("model_year");
    v.manufactureYear = r.int32("manufacture_year");
    v.fuelType = r.string("fuel_type");
    v.isNew = r.boolean("is_0km");
    v.chassis = optionalString(r, "chassis");
    v.fipeCode = optionalString(r, "fipe_code");
}

void read(JsonReader &r, Home &v)
{
    v.address = r.child<Address>("address");
    v.propertyType = r.string("property_type");
    v.constructionType = r.string("construction_type");
}

void read(JsonReader &r, Traveler &v)
{
    v.firstName = r.string("first_name");
    v.lastName = r.string("last_name");
    v.birthDate = r.date("birth_date");
}

void read(JsonReader &r, Travel &v)
{
    v.destination = r.string("destination");
    v.travelers = r.list<Traveler>("travelers");
}

void read(JsonReader &r, Electronic &v)
{
    v.brandName = r.string("brand_name");
    v.modelName = r.string("model_name");
    v.invoiceAmount = r.optionalMoney("invoice_amount");
    v.imei = optionalString(r, "imei");
}

void read(JsonReader &r, Beneficiary &v)
{
    v.name = r.string("name");
    v.relationship = r.string("relationship");
    v.percent = r.number("percent");
}

void read(JsonReader &r, Beneficiaries &v)
{
    v.people = r.list<Beneficiary>("beneficiaries");
}

Decoded<KeyValueItem> keyValueItemFromJson(const QJsonObject &object)
{
    KeyValueItem item;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QJsonValue v = it.value();
        if (v.isString())
            item.fields.append({it.key(), v.toString()});
        else if (v.isDouble() && v.toDouble() == double(v.toInteger()))
            item.fields.append({it.key(), QString::number(v.toInteger())});
        else
            return DecodeError{it.key(), QStringLiteral("expected a string or an integer")};
    }
    return item;
}

Decoded<InsuredItem> insuredItemFromJson(ItemShape shape, const QJsonObject &object)
{
    switch (shape) {
    case ItemShape::Vehicle:
        return decodeAs<Vehicle>(object);
    case ItemShape::Home:
        return decodeAs<Home>(object);
    case ItemShape::Travel:
        return decodeAs<Travel>(object);
    case ItemShape::Electronic:
        return decodeAs<Electronic>(object);
    case ItemShape::Beneficiaries:
        return decodeAs<Beneficiaries>(object);
    case ItemShape::KeyValues:
        break;
    }
    Decoded<KeyValueItem> d = keyValueItemFromJson(object);
    if (!d)
        return d.error();
    return InsuredItem(std::move(d).value());
}

QJsonObject toJson(const Vehicle &v)
{
    JsonWriter w(v.extra);
    w.value("plate", v.plate)
        .value("brand_name", v.brandName)
        .value("model_name", v.modelName)
        .value("model_year", v.modelYear)
        .value("manufacture_year", v.manufactureYear)
        .value("fuel_type", v.fuelType)
        .value("is_0km", v.isNew);
    if (v.chassis)
        w.value("chassis", *v.chassis);
    if (v.fipeCode)
        w.value("fipe_code", *v.fipeCode);
    return w.result();
}

QJsonObject toJson(const Home &v)
{
    return JsonWriter(v.extra)
        .child("address", v.address)
        .value("property_type", v.propertyType)
        .value("construction_type", v.constructionType)
        .result();
}

QJsonObject toJson(const Traveler &v)
{
    return JsonWriter(v.extra)
        .value("first_name", v.firstName)
        .value("last_name", v.lastName)
        .value("birth_date", v.birthDate.toString(Qt::ISODate))
        .result();
}

QJsonObject toJson(const Travel &v)
{
    return JsonWriter(v.extra)
        .value("destination", v.destination)
        .list("travelers", v.travelers)
        .result();
}

QJsonObject toJson(const Electronic &v)
{
    JsonWriter w(v.extra);
    w.value("brand_name", v.brandName)
        .value("model_name", v.modelName)
        .money("invoice_amount", v.invoiceAmount);
    if (v.imei)
        w.value("imei", *v.imei);
    return w.result();
}

QJsonObject toJson(const Beneficiary &v)
{
    return JsonWriter(v.extra)
        .value("name", v.name)
        .value("relationship", v.relationship)
        .value("percent", v.percent)
        .result();
}

QJsonObject toJson(const Beneficiaries &v)
{
    return JsonWriter(v.extra).list("beneficiaries", v.people).result();
}

QJsonObject toJson(const KeyValueItem &v)
{
    QJsonObject out;
    for (const auto &[key, text] : v.fields) {
        if (key.isEmpty())
            continue;
        bool number = false;
        const qlonglong n = text.toLongLong(&number);
        out.insert(key, number ? QJsonValue(n) : QJsonValue(text));
    }
    return out;
}

QJsonObject toJson(const InsuredItem &v)
{
    return std::visit([](const auto &item) { return toJson(item); }, v);
}

} // namespace brokerdesk::domain
