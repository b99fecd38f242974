#include "items.h"

#include "holders.h"

#include "pricing/risk.h"

#include "domain/formats.h"
#include "support/producttype.h"

#include <QRegularExpression>

#include <cmath>

namespace brokerdesk::sandbox {

namespace {

using J = JsonCheck;

using namespace producttype;

constexpr qsizetype nameLength = 100;
constexpr int maxPeople = 10;
constexpr qint64 maxInvoice = qint64(100000000) * 100; // R$ 100 million, in cents

// Plates and chassis are matched upper-cased and without the hyphen people type.
void matches(JsonCheck &check, const std::optional<QString> &value, const QString &field,
             const QRegularExpression &pattern, const QString &reason)
{
    if (value && !pattern.match(value->toUpper().remove(u'-')).hasMatch())
        check.fail(field, reason);
}

// The objects of an optional array at `path`.`key`; each entry that is no object is an error.
QList<std::pair<QString, QJsonObject>> entries(JsonCheck &check, const QJsonObject &o,
                                               const QString &path, const QString &key,
                                               J::Need need, qsizetype minItems)
{
    QList<std::pair<QString, QJsonObject>> out;
    const auto array = check.array(o, path, key, maxPeople, need);
    if (!array)
        return out;
    const QString field = J::join(path, key);
    if (array->size() < minItems)
        check.fail(field, QStringLiteral("must have at least %1 entry").arg(minItems));
    for (qsizetype i = 0; i < array->size(); ++i) {
        const QString at = J::index(field, i);
        if (array->at(i).isObject())
            out.append({at, array->at(i).toObject()});
        else
            check.fail(at, QStringLiteral("must be an object"));
    }
    return out;
}

void checkAuto(JsonCheck &check, const QJsonObject &item, const QString &path, const QDate &today)
{
    static const QRegularExpression plate(QStringLiteral("^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$"));
    static const QRegularExpression chassis(QStringLiteral("^[A-HJ-NPR-Z0-9]{17}$"));
    static const QRegularExpression fipe(QStringLiteral("^[0-9]{6}-[0-9]$"));
    matches(check, check.string(item, path, QStringLiteral("plate"), J::Required, 8),
            J::join(path, QStringLiteral("plate")), plate,
            QStringLiteral("must be a plate such as ABC1234 or ABC1D23"));
    matches(check, check.string(item, path, QStringLiteral("chassis"), J::Optional, 17),
            J::join(path, QStringLiteral("chassis")), chassis,
            QStringLiteral("must be 17 letters and digits (no I, O or Q)"));
    if (const auto code = check.string(item, path, QStringLiteral("fipe_code"), J::Optional, 8);
        code && !fipe.match(*code).hasMatch())
        check.fail(J::join(path, QStringLiteral("fipe_code")),
                   QStringLiteral("must be like 005340-6"));
    check.string(item, path, QStringLiteral("brand_name"), J::Required, nameLength);
    check.string(item, path, QStringLiteral("model_name"), J::Required, nameLength);
    const auto model =
        check.integer(item, path, QStringLiteral("model_year"), 1900, today.year() + 1);
    const auto made =
        check.integer(item, path, QStringLiteral("manufacture_year"), 1900, today.year());
    if (model && made && (*model < *made || *model > *made + 1))
        check.fail(J::join(path, QStringLiteral("model_year")),
                   QStringLiteral("must be the manufacture year or the year after it"));
    check.oneOf(item, path, QStringLiteral("fuel_type"),
                {QStringLiteral("gasoline"), QStringLiteral("ethanol"), QStringLiteral("flex"),
                 QStringLiteral("diesel"), QStringLiteral("battery"), QStringLiteral("hybrid")});
    const auto is0km = check.boolean(item, path, QStringLiteral("is_0km"), J::Optional);
    if (is0km.value_or(false) && made && *made < today.year() - 1)
        check.fail(J::join(path, QStringLiteral("is_0km")),
                   QStringLiteral("a 0 km vehicle must be manufactured this year or last year"));
    for (const auto &[at, driver] :
         entries(check, item, path, QStringLiteral("drivers"), J::Optional, 0)) {
        check.string(driver, at, QStringLiteral("first_name"), J::Required, nameLength);
        check.string(driver, at, QStringLiteral("last_name"), J::Optional, nameLength);
        checkCpf(check, driver, at, J::Optional);
        checkBirthDate(check, driver, at, 18, 100, today, J::Optional);
    }
}

void checkHome(JsonCheck &check, const QJsonObject &item, const QString &path)
{
    if (const auto address = check.object(item, path, QStringLiteral("address")))
        checkAddress(check, *address, J::join(path, QStringLiteral("address")));
    check.oneOf(item, path, QStringLiteral("property_type"),
                {QStringLiteral("house"), QStringLiteral("apartment"),
                 QStringLiteral("condo_house"), QStringLiteral("farm")});
    check.oneOf(item, path, QStringLiteral("construction_type"),
                {QStringLiteral("masonry"), QStringLiteral("wood"), QStringLiteral("mixed")});
}

void checkElectronic(JsonCheck &check, const QJsonObject &item, const QString &path)
{
    static const QRegularExpression imeiShape(QStringLiteral("^[0-9]{15}$"));
    if (const auto imei = check.string(item, path, QStringLiteral("imei"), J::Optional, 15);
        imei && (!imeiShape.match(*imei).hasMatch() || !formats::luhnValid(*imei)))
        check.fail(J::join(path, QStringLiteral("imei")),
                   QStringLiteral("must be 15 digits with a valid check digit"));
    check.string(item, path, QStringLiteral("brand_name"), J::Required, nameLength);
    check.string(item, path, QStringLiteral("model_name"), J::Required, nameLength);
    check.integer(item, path, QStringLiteral("invoice_amount"), 1, maxInvoice);
}

void checkTravel(JsonCheck &check, const QJsonObject &item, const QString &path, const QDate &today)
{
    check.oneOf(item, path, QStringLiteral("destination"), risk::travelRegions());
    for (const auto &[at, traveler] :
         entries(check, item, path, QStringLiteral("travelers"), J::Required, 1)) {
        check.string(traveler, at, QStringLiteral("first_name"), J::Required, nameLength);
        check.string(traveler, at, QStringLiteral("last_name"), J::Required, nameLength);
        checkBirthDate(check, traveler, at, 0, 120, today);
        checkCpf(check, traveler, at, J::Optional);
    }
}

// Absent or empty beneficiaries mean the legal heirs; named ones share 100 %.
void checkBeneficiaries(JsonCheck &check, const QJsonObject &item, const QString &path)
{
    const auto list = entries(check, item, path, QStringLiteral("beneficiaries"), J::Optional, 0);
    double sum = 0;
    bool percentsOk = true;
    for (const auto &[at, b] : list) {
        check.string(b, at, QStringLiteral("name"), J::Required, 200);
        check.string(b, at, QStringLiteral("relationship"), J::Required, 50);
        const QJsonValue percent = b.value(QStringLiteral("percent"));
        const QString field = J::join(at, QStringLiteral("percent"));
        if (percent.isUndefined() || percent.isNull()) {
            check.fail(field, QStringLiteral("is required"));
            percentsOk = false;
        } else if (!percent.isDouble() || percent.toDouble() <= 0 || percent.toDouble() > 100) {
            check.fail(field, QStringLiteral("must be a number above 0 and at most 100"));
            percentsOk = false;
        } else {
            sum += percent.toDouble();
        }
    }
    if (!list.isEmpty() && percentsOk && std::fabs(sum - 100.0) > 0.001)
        check.fail(J::join(path, QStringLiteral("beneficiaries")),
                   QStringLiteral("percents must sum to 100 (they sum to %1)").arg(sum));
}

} // namespace

void checkItem(JsonCheck &check, const QJsonObject &item, const QString &path, int productType,
               const QDate &today)
{
    switch (productType) {
    case Auto:
        checkAuto(check, item, path, today);
        break;
    case Home:
        checkHome(check, item, path);
        break;
    case Electronic:
        checkElectronic(check, item, path);
        break;
    case Travel:
        checkTravel(check, item, path, today);
        break;
    case Life:
    case Funeral:
    case PersonalAccident:
        checkBeneficiaries(check, item, path);
        break;
    default:
        break; // Business, Educational, Moneylender, Global, Warranty: free key/values
    }
}

} // namespace brokerdesk::sandbox
