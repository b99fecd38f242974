#pragma once

#include "holder.h"

#include <variant>

// Insured items by product type (docs/contract.md, "Product-dependent objects"). Fields a form
// always sends are always written; optional ones only when given. Unknown fields stay in
// `extra`.
namespace brokerdesk::domain {

struct Vehicle // auto
{
    QString plate;
    QString brandName;
    QString modelName;
    int modelYear = 0;
    int manufactureYear = 0;
    QString fuelType;   // gasoline, ethanol, flex, diesel, battery, hybrid
    bool isNew = false; // is_0km
    std::optional<QString> chassis;
    std::optional<QString> fipeCode;
    QJsonObject extra;
};

struct Home
{
    Address address;
    QString propertyType;     // house, apartment, condo_house, farm
    QString constructionType; // masonry, wood, mixed
    QJsonObject extra;
};

struct Traveler
{
    QString firstName;
    QString lastName;
    QDate birthDate;
    QJsonObject extra;
};

struct Travel
{
    QString destination; // brazil, south_america, europe, ...
    QList<Traveler> travelers;
    QJsonObject extra;
};

struct Electronic
{
    QString brandName;
    QString modelName;
    std::optional<Money> invoiceAmount;
    std::optional<QString> imei;
    QJsonObject extra;
};

struct Beneficiary
{
    QString name;
    QString relationship;
    double percent = 0; // share of the benefit
    QJsonObject extra;
};

// Life, personal accident, funeral: none named means the legal heirs.
struct Beneficiaries
{
    QList<Beneficiary> people;
    QJsonObject extra;
};

// Product types with no fixed item shape: free fields, each sent as an integer when its text
// reads as one and as a string otherwise.
struct KeyValueItem
{
    QList<std::pair<QString, QString>> fields; // empty keys are left out
};

using InsuredItem = std::variant<Vehicle, Home, Travel, Electronic, Beneficiaries, KeyValueItem>;

// Which of the InsuredItem alternatives a product type's item is.
enum class ItemShape { Vehicle, Home, Travel, Electronic, Beneficiaries, KeyValues };
ItemShape itemShape(ProductType type);

void read(JsonReader &r, Vehicle &v);
void read(JsonReader &r, Home &v);
void read(JsonReader &r, Traveler &v);
void read(JsonReader &r, Travel &v);
void read(JsonReader &r, Electronic &v);
void read(JsonReader &r, Beneficiary &v);
void read(JsonReader &r, Beneficiaries &v);
Decoded<KeyValueItem> keyValueItemFromJson(const QJsonObject &object);
Decoded<InsuredItem> insuredItemFromJson(ItemShape shape, const QJsonObject &object);
QJsonObject toJson(const Vehicle &v);
QJsonObject toJson(const Home &v);
QJsonObject toJson(const Traveler &v);
QJsonObject toJson(const Travel &v);
QJsonObject toJson(const Electronic &v);
QJsonObject toJson(const Beneficiary &v);
QJsonObject toJson(const Beneficiaries &v);
QJsonObject toJson(const KeyValueItem &v);
QJsonObject toJson(const InsuredItem &v);

} // namespace brokerdesk::domain
