#pragma once

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// Risk assessment of the quoting engine: pure functions from the holder and the item to a
// premium multiplier, or a declined risk with the reason the quote tells the broker.
namespace brokerdesk::sandbox::risk {

struct Risk
{
    double factor = 1.0;
    QString declined; // why the insurer refuses; empty when the risk is accepted

    bool accepted() const { return declined.isEmpty(); }
    // Multiplies the factors; the first refusal wins.
    Risk &operator*=(const Risk &other);
};

// Whole years from birth to day.
int ageOn(const QDate &birth, const QDate &day);

// By product type: young and old drivers cost more (Auto); Life grows steeply with age and
// is refused over 80, PersonalAccident over 75, Funeral over 85. Other types: neutral.
Risk holderAge(int productType, int age);
// Vehicle age in years (declined over 20), brand-new cars, and the fuel's repair costs.
Risk vehicle(int vehicleAge, bool is0km, const QString &fuelType);
Risk home(const QString &propertyType, const QString &constructionType);
// Destination region times the sum of each traveler's age loading (declined over 85).
// No ages given counts as one adult traveler.
Risk travel(const QString &destination, const QList<int> &travelerAges);
// Dearer devices are stolen more often.
Risk electronic(qint64 invoiceAmount);
// Each beneficiary beyond the first adds 1 % of administration.
Risk beneficiaries(int count);

// The travel destinations, as `destination` codes (see risk.cpp for their factors).
const QStringList &travelRegions();

// Everything above that applies to this product type, read from a validated holder and item
// (absent values are neutral). `today` anchors ages.
Risk assess(int productType, const QJsonObject &holder, const QJsonObject &item,
            const QDate &today);

} // namespace brokerdesk::sandbox::risk
