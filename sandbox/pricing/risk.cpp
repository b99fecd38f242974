#include "risk.h"
#include "support/producttype.h"

#include <QJsonArray>

#include <algorithm>
#include <utility>

namespace brokerdesk::sandbox::risk {

namespace {

using namespace producttype;

Risk declined(const QString &reason)
{
    return {1.0, reason};
}

// The factor of the first band whose upper bound (inclusive) holds `value`.
double band(qint64 value, std::initializer_list<std::pair<qint64, double>> bands, double above)
{
    for (const auto &[upTo, factor] : bands)
        if (value <= upTo)
            return factor;
    return above;
}

const QList<std::pair<QString, double>> &regionFactors()
{
    // Medical costs abroad drive travel premiums; Brazil is the domestic base.
    static const QList<std::pair<QString, double>> regions{{QStringLiteral("brazil"), 0.5},
                                                           {QStringLiteral("south_america"), 0.8},
                                                           {QStringLiteral("central_america"), 1.0},
                                                           {QStringLiteral("north_america"), 1.6},
                                                           {QStringLiteral("europe"), 1.3},
                                                           {QStringLiteral("africa"), 1.4},
                                                           {QStringLiteral("asia"), 1.4},
                                                           {QStringLiteral("oceania"), 1.5}};
    return regions;
}

QDate birthDate(const QJsonObject &o)
{
    return QDate::fromString(o.value(QStringLiteral("birth_date")).toString(), Qt::ISODate);
}

} // namespace

Risk &Risk::operator*=(const Risk &other)
{
    factor *= other.factor;
    if (declined.isEmpty())
        declined = other.declined;
    return *this;
}

int ageOn(const QDate &birth, const QDate &day)
{
    int age = day.year() - birth.year();
    if (day.month() < birth.month() || (day.month() == birth.month() && day.day() < birth.day()))
        --age;
    return age;
}

Risk holderAge(int productType, int age)
{
    switch (productType) {
    case Auto:
        return {band(age, {{24, 1.45}, {29, 1.2}, {59, 1.0}, {69, 1.1}}, 1.3), {}};
    case Life:
        if (age > 80)
            return declined(QStringLiteral("Life insurance is not offered to holders over 80 "
                                           "years old."));
        return {band(age, {{29, 0.6}, {39, 0.8}, {49, 1.1}, {59, 1.6}, {69, 2.5}}, 3.6), {}};
    case PersonalAccident:
        if (age > 75)
            return declined(QStringLiteral("Personal accident insurance is not offered to "
                                           "holders over 75 years old."));
        return {band(age, {{24, 1.2}, {59, 1.0}}, 1.4), {}};
    case Funeral:
        if (age > 85)
            return declined(QStringLiteral("Funeral insurance is not offered to holders over 85 "
                                           "years old."));
        return {band(age, {{39, 0.8}, {59, 1.0}, {74, 1.5}}, 2.2), {}};
    default:
        return {};
    }
}

Risk vehicle(int vehicleAge, bool is0km, const QString &fuelType)
{
    if (vehicleAge > 20)
        return declined(QStringLiteral("Vehicles older than 20 years are not insured."));
    Risk r{is0km ? 0.92 : 1.0 + 0.025 * std::max(0, vehicleAge), {}};
    // Diesel engines and electric drivetrains cost more to repair.
    if (fuelType == QLatin1String("diesel") || fuelType == QLatin1String("hybrid"))
        r.factor *= 1.1;
    else if (fuelType == QLatin1String("battery"))
        r.factor *= 1.2;
    return r;
}

Risk home(const QString &propertyType, const QString &constructionType)
{
    double f = 1.0;
    if (propertyType == QLatin1String("apartment"))
        f *= 0.75;
    else if (propertyType == QLatin1String("condo_house"))
        f *= 0.85;
    else if (propertyType == QLatin1String("farm"))
        f *= 1.35;
    if (constructionType == QLatin1String("mixed"))
        f *= 1.25;
    else if (constructionType == QLatin1String("wood"))
        f *= 1.6;
    return {f, {}};
}

Risk travel(const QString &destination, const QList<int> &travelerAges)
{
    double region = 1.0;
    for (const auto &[code, factor] : regionFactors())
        if (code == destination)
            region = factor;
    if (travelerAges.isEmpty())
        return {region, {}};
    double travelers = 0;
    for (int age : travelerAges) {
        if (age > 85)
            return declined(QStringLiteral("Travelers over 85 years old are not insured."));
        travelers += band(age, {{59, 1.0}, {69, 1.5}}, 2.2);
    }
    return {region * travelers, {}};
}

Risk electronic(qint64 invoiceAmount)
{
    return {band(invoiceAmount, {{200000, 1.0}, {500000, 1.1}, {1000000, 1.2}}, 1.35), {}};
}

Risk beneficiaries(int count)
{
    return {1.0 + 0.01 * std::max(0, count - 1), {}};
}

const QStringList &travelRegions()
{
    static const QStringList codes = [] {
        QStringList out;
        for (const auto &region : regionFactors())
            out.append(region.first);
        return out;
    }();
    return codes;
}

Risk assess(int productType, const QJsonObject &holder, const QJsonObject &item, const QDate &today)
{
    Risk r;
    const QDate born = birthDate(holder);
    if (born.isValid() && !holder.contains(QStringLiteral("cnpj")))
        r *= holderAge(productType, ageOn(born, today));

    switch (productType) {
    case Auto: {
        const int modelYear = item.value(QStringLiteral("model_year")).toInt(today.year());
        r *= vehicle(today.year() - modelYear, item.value(QStringLiteral("is_0km")).toBool(),
                     item.value(QStringLiteral("fuel_type")).toString());
        break;
    }
    case Home:
        r *= home(item.value(QStringLiteral("property_type")).toString(),
                  item.value(QStringLiteral("construction_type")).toString());
        break;
    case Travel: {
        QList<int> ages;
        for (const QJsonValue t : item.value(QStringLiteral("travelers")).toArray())
            if (const QDate b = birthDate(t.toObject()); b.isValid())
                ages.append(ageOn(b, today));
        r *= travel(item.value(QStringLiteral("destination")).toString(), ages);
        break;
    }
    case Electronic:
        r *= electronic(item.value(QStringLiteral("invoice_amount")).toInteger());
        break;
    case Life:
    case Funeral:
    case PersonalAccident:
        r *= beneficiaries(int(item.value(QStringLiteral("beneficiaries")).toArray().size()));
        break;
    default:
        break;
    }
    return r;
}

} // namespace brokerdesk::sandbox::risk
