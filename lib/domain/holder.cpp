#include "holder.h"

namespace brokerdesk::domain {

namespace {

QString nameOf(const QString &corporateName, const QString &firstName, const QString &lastName)
{
    if (!corporateName.isEmpty())
        return corporateName;
    return QStringList{firstName, lastName}.join(u' ').trimmed();
}

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

} // namespace

QString displayName(const Holder &holder)
{
    return nameOf(holder.corporateName, holder.firstName, holder.lastName);
}

QString holderName(const QJsonObject &holder)
{
    return nameOf(holder.value(QLatin1String("corporate_name")).toString(),
                  holder.value(QLatin1String("first_name")).toString(),
                  holder.value(QLatin1String("last_name")).toString());
}

QString holderCpf(const QJsonObject &holder)
{
    return holder.value(QLatin1String("cpf")).toString();
}

QString holderCnpj(const QJsonObject &holder)
{
    return holder.value(QLatin1String("cnpj")).toString();
}

std::optional<Address> addressIn(const QJsonObject &object)
{
    const QJsonObject a = object.value(QLatin1String("address")).toObject();
    if (a.isEmpty())
        return std::nullopt;
    Address v;
    v.zipCode = text(a, "zip_code");
    v.streetName = text(a, "street_name");
    v.number = text(a, "number");
    v.complement = text(a, "complement");
    v.districtName = text(a, "district_name");
    v.cityName = text(a, "city_name");
    v.stateCode = text(a, "state_code");
    return v;
}

HolderFacts holderFacts(const QJsonObject &holder)
{
    HolderFacts v;
    v.name = holderName(holder);
    v.cpf = holderCpf(holder);
    v.cnpj = holderCnpj(holder);
    v.birthDate = QDate::fromString(text(holder, "birth_date"), Qt::ISODate);
    const QJsonObject contact = holder.value(QLatin1String("contact")).toObject();
    v.email = text(contact, "email");
    v.phone = text(contact, "phone");
    v.mobilePhone = text(contact, "mobile_phone");
    v.address = addressIn(holder);
    return v;
}

Decoded<Holder> policyHolderOf(const QJsonObject &body)
{
    JsonReader r(body);
    Holder holder = r.child<Holder>("policy_holder");
    if (!r.ok())
        return r.error();
    return holder;
}

void read(JsonReader &r, Address &v)
{
    v.zipCode = r.string("zip_code");
    v.streetName = r.string("street_name");
    v.number = r.string("number");
    v.complement = r.string("complement");
    v.districtName = r.string("district_name");
    v.cityName = r.string("city_name");
    v.stateCode = r.string("state_code");
}

void read(JsonReader &r, Contact &v)
{
    v.email = r.string("email");
    v.phone = r.string("phone");
}

void read(JsonReader &r, Holder &v)
{
    const bool company = r.rest().contains(QLatin1String("cnpj")) ||
                         r.rest().contains(QLatin1String("corporate_name"));
    v.kind = company ? HolderKind::Company : HolderKind::Person;
    // The other kind's fields, should a holder carry any, stay in `extra` and are written back.
    if (company) {
        v.cnpj = r.string("cnpj");
        v.corporateName = r.string("corporate_name");
        v.fantasyName = r.string("fantasy_name");
    } else {
        v.firstName = r.string("first_name");
        v.lastName = r.string("last_name");
        v.cpf = r.string("cpf");
        v.birthDate = r.date("birth_date");
        v.gender = r.string("gender");
        v.maritalStatus = r.string("marital_status");
    }
    v.contact = r.child<Contact>("contact");
    v.address = r.child<Address>("address");
}

QJsonObject toJson(const Address &v)
{
    return JsonWriter(v.extra)
        .value("zip_code", v.zipCode)
        .value("street_name", v.streetName)
        .value("number", v.number)
        .string("complement", v.complement)
        .string("district_name", v.districtName)
        .value("city_name", v.cityName)
        .value("state_code", v.stateCode)
        .result();
}

QJsonObject toJson(const Contact &v)
{
    return JsonWriter(v.extra).string("email", v.email).string("phone", v.phone).result();
}

QJsonObject toJson(const Holder &v)
{
    JsonWriter w(v.extra);
    if (v.kind == HolderKind::Company)
        w.value("cnpj", v.cnpj)
            .value("corporate_name", v.corporateName)
            .string("fantasy_name", v.fantasyName);
    else
        w.value("first_name", v.firstName)
            .value("last_name", v.lastName)
            .value("cpf", v.cpf)
            .value("birth_date", v.birthDate.toString(Qt::ISODate))
            .value("gender", v.gender)
            .value("marital_status", v.maritalStatus);
    return w.object("contact", toJson(v.contact)).child("address", v.address).result();
}

} // namespace brokerdesk::domain
