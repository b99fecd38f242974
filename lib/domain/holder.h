#pragma once

#include "jsoncodec.h"

// Holders as the contract spells them: a person (CPF) or a company (CNPJ), with contact and
// address. Fields a form always sends are always written, empty or not, so the service
// answers for them; optional ones are left out when empty. Unknown fields stay in `extra`.
namespace brokerdesk::domain {

struct Address
{
    QString zipCode;
    QString streetName;
    QString number;
    QString complement;   // optional
    QString districtName; // optional
    QString cityName;
    QString stateCode; // "SP"
    QJsonObject extra;
};

struct Contact
{
    QString email; // optional
    QString phone; // optional
    QJsonObject extra;
};

enum class HolderKind { Person, Company };

struct Holder
{
    HolderKind kind = HolderKind::Person; // decoded: a company when it has a CNPJ or its name
    // A person:
    QString firstName;
    QString lastName;
    QString cpf;
    QDate birthDate;
    QString gender;        // "female", "male"
    QString maritalStatus; // "single", "married", "divorced", "widowed"
    // A company:
    QString cnpj;
    QString corporateName;
    QString fantasyName; // optional
    Contact contact;     // left out when empty
    Address address;
    QJsonObject extra;
};

// How a holder is named on screen: the corporate name, or first and last name.
QString displayName(const Holder &holder);
// The same for a holder still in its wire form (list rows, decoded lazily).
QString holderName(const QJsonObject &holder);
QString holderCpf(const QJsonObject &holder);
QString holderCnpj(const QJsonObject &holder);

// What the desk shows of a holder still in its wire form (a policy's, a saved quote's: product
// dependent, docs/contract.md). Fields missing or of another type read empty.
struct HolderFacts
{
    QString name; // the corporate name, or first and last name
    QString cpf;
    QString cnpj;
    QDate birthDate;
    QString email;
    QString phone;
    QString mobilePhone;
    std::optional<Address> address; // none when it has none
};
HolderFacts holderFacts(const QJsonObject &holder);
// The address of a wire object ({"address": {...}}, a holder's or an item's) read leniently.
std::optional<Address> addressIn(const QJsonObject &object);

// The "policy_holder" of a quote, sale or policy body, whatever else the body holds.
Decoded<Holder> policyHolderOf(const QJsonObject &body);

void read(JsonReader &r, Address &v);
void read(JsonReader &r, Contact &v);
void read(JsonReader &r, Holder &v);
QJsonObject toJson(const Address &v);
QJsonObject toJson(const Contact &v);
QJsonObject toJson(const Holder &v);

} // namespace brokerdesk::domain
