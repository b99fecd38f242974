#pragma once

#include "jsoncodec.h"

// The merchant side: a broker channel's store and a product's vendor settings.
namespace brokerdesk::domain {

struct Insurer
{
    QString id;
    QString cnpj;
    QString name;
    QJsonObject extra;
};

struct Product
{
    QString id;
    QString name;
    QString currency; // ISO 4217, "BRL"
    QString description;
    QString susep; // regulatory registration code
    ProductType type = ProductType::Unknown;
    QString insurerId;
    Insurer insurer;
    QJsonObject extra;
};

struct BrokerProduct
{
    QString id;
    QString name; // the broker's own name for the product
    QString description;
    QString productId;
    Product product;
    QJsonObject extra;
};

struct Store
{
    QString brokerChannelId;
    QUrl logoUrl;
    QList<BrokerProduct> brokerProducts;
    QJsonObject extra;
};

struct Vendor
{
    QString id;
    QString productId;
    bool active = false;
    double agencyPercent = 0;
    double commissionPercent = 0;
    double proLaborPercent = 0;
    QDateTime lastUpdate;
    QDateTime date;
    QJsonObject extra;
};

void read(JsonReader &r, Insurer &v);
void read(JsonReader &r, Product &v);
void read(JsonReader &r, BrokerProduct &v);
void read(JsonReader &r, Store &v);
void read(JsonReader &r, Vendor &v);
QJsonObject toJson(const Insurer &v);
QJsonObject toJson(const Product &v);
QJsonObject toJson(const BrokerProduct &v);
QJsonObject toJson(const Store &v);
QJsonObject toJson(const Vendor &v);

// Read from documents kept as the store sent them (a saved quote's broker product, a vendor's
// settings): the product's id, and the broker's commission percent when it is a number from 0
// to 100 (none otherwise: the desk does not know it).
QString productIdOf(const QJsonObject &brokerProduct);
std::optional<double> commissionPercentOf(const QJsonObject &vendor);

} // namespace brokerdesk::domain
