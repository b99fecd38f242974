#include "lead.h"

namespace brokerdesk::domain {

void read(JsonReader &r, Lead &v)
{
    v.id = r.string("id");
    v.created = r.timestamp("created");
    v.name = r.string("name", Need::Required);
    v.email = r.string("email", Need::Required);
    v.phone = r.string("phone");
    v.cpf = r.string("cpf");
    v.cnpj = r.string("cnpj");
    v.birthDate = r.date("birth_date");
    v.gender = r.string("gender");
    v.maritalStatus = r.string("marital_status");
    v.occupationName = r.string("occupation_name");
    if (r.rest().contains(QLatin1String("children")))
        v.children = r.int32("children");
    v.incomeMonthly = r.optionalMoney("income_monthly");
    v.address = r.optionalChild<Address>("address");
}

Lead leadOf(const Holder &h)
{
    Lead p;
    p.name = displayName(h);
    p.cpf = h.cpf;
    p.cnpj = h.cnpj;
    p.email = h.contact.email;
    p.phone = h.contact.phone.isEmpty()
                  ? h.contact.extra.value(QLatin1String("mobile_phone")).toString()
                  : h.contact.phone;
    p.birthDate = h.birthDate;
    p.gender = h.gender;
    p.maritalStatus = h.maritalStatus;
    p.occupationName = h.extra.value(QLatin1String("occupation_name")).toString();
    const QJsonValue income = h.extra.value(QLatin1String("income_monthly"));
    if (income.isDouble())
        p.incomeMonthly = Money::fromCents(income.toInteger());
    if (!h.address.zipCode.isEmpty() || !h.address.cityName.isEmpty())
        p.address = h.address;
    return p;
}

QJsonObject toJson(const Lead &v)
{
    JsonWriter w(v.extra);
    w.string("id", v.id)
        .timestamp("created", v.created)
        .value("name", v.name)
        .value("email", v.email)
        .string("phone", v.phone)
        .string("cpf", v.cpf)
        .string("cnpj", v.cnpj)
        .date("birth_date", v.birthDate)
        .string("gender", v.gender)
        .string("marital_status", v.maritalStatus)
        .string("occupation_name", v.occupationName)
        .money("income_monthly", v.incomeMonthly);
    if (v.children)
        w.value("children", *v.children);
    if (v.address)
        w.child("address", *v.address);
    return w.result();
}

} // namespace brokerdesk::domain
