#include "proposalitem.h"

#include "common/formatting.h"
#include "domain/items.h"

#include <QCoreApplication>

namespace brokerdesk::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Proposal)
};

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// "Label: value" lines, the empty ones left out.
QString lines(const QList<std::pair<QString, QString>> &rows)
{
    QStringList out;
    for (const auto &[label, value] : rows)
        if (!value.trimmed().isEmpty())
            out << QStringLiteral("%1: <b>%2</b>").arg(esc(label), esc(value));
    return out.join(QStringLiteral("<br/>"));
}

QString joined(const QStringList &parts, const QString &separator = QStringLiteral(" "))
{
    QStringList kept;
    for (const QString &p : parts)
        if (!p.trimmed().isEmpty())
            kept << p.trimmed();
    return kept.join(separator);
}

QString fuelInWords(const QString &wire)
{
    const QHash<QString, QString> words{
        {QStringLiteral("gasoline"), Tr::tr("gasoline")},
        {QStringLiteral("ethanol"), Tr::tr("ethanol")},
        {QStringLiteral("flex"), Tr::tr("flex (gasoline and ethanol)")},
        {QStringLiteral("diesel"), Tr::tr("diesel")},
        {QStringLiteral("battery"), Tr::tr("electric")},
        {QStringLiteral("hybrid"), Tr::tr("hybrid")}};
    return words.value(wire, wire);
}

QString propertyInWords(const QString &wire)
{
    const QHash<QString, QString> words{
        {QStringLiteral("house"), Tr::tr("House")},
        {QStringLiteral("apartment"), Tr::tr("Apartment")},
        {QStringLiteral("condo_house"), Tr::tr("House in a condominium")},
        {QStringLiteral("farm"), Tr::tr("Farm")},
        {QStringLiteral("masonry"), Tr::tr("masonry")},
        {QStringLiteral("wood"), Tr::tr("wood")},
        {QStringLiteral("mixed"), Tr::tr("mixed")}};
    return words.value(wire, wire);
}

QString destinationInWords(const QString &wire)
{
    const QHash<QString, QString> words{
        {QStringLiteral("brazil"), Tr::tr("Brazil")},
        {QStringLiteral("south_america"), Tr::tr("South America")},
        {QStringLiteral("central_america"), Tr::tr("Central America")},
        {QStringLiteral("north_america"), Tr::tr("North America")},
        {QStringLiteral("europe"), Tr::tr("Europe")},
        {QStringLiteral("africa"), Tr::tr("Africa")},
        {QStringLiteral("asia"), Tr::tr("Asia")},
        {QStringLiteral("oceania"), Tr::tr("Oceania")}};
    return words.value(wire, wire);
}

QString vehicle(const domain::Vehicle &v)
{
    QString years;
    if (v.manufactureYear > 0 && v.modelYear > 0)
        years = QStringLiteral("%1/%2").arg(v.manufactureYear).arg(v.modelYear);
    return lines({{Tr::tr("Vehicle"), joined({v.brandName, v.modelName})},
                  {Tr::tr("Year (manufacture/model)"), years},
                  {Tr::tr("Plate"), v.plate.isEmpty() ? QString() : format::plate(v.plate)},
                  {Tr::tr("Chassis"), v.chassis.value_or(QString())},
                  {Tr::tr("FIPE code"), v.fipeCode.value_or(QString())},
                  {Tr::tr("Fuel"), fuelInWords(v.fuelType)},
                  {Tr::tr("Brand new"), v.isNew ? Tr::tr("yes") : QString()}});
}

QString home(const domain::Home &h)
{
    return lines({{Tr::tr("Address"), proposalAddress(h.address)},
                  {Tr::tr("Property"), propertyInWords(h.propertyType)},
                  {Tr::tr("Construction"), propertyInWords(h.constructionType)}});
}

QString electronic(const domain::Electronic &e, const QLocale &locale)
{
    return lines({{Tr::tr("Device"), joined({e.brandName, e.modelName})},
                  {Tr::tr("IMEI"), e.imei.value_or(QString())},
                  {Tr::tr("Invoice amount"),
                   e.invoiceAmount ? e.invoiceAmount->format(locale) : QString()}});
}

QString travel(const domain::Travel &t, const QLocale &locale)
{
    QStringList people;
    for (const domain::Traveler &p : t.travelers) {
        const QString name = joined({p.firstName, p.lastName});
        people << (p.birthDate.isValid()
                       ? Tr::tr("%1 (born %2)")
                             .arg(name, locale.toString(p.birthDate, QStringLiteral("dd/MM/yyyy")))
                       : name);
    }
    return lines({{Tr::tr("Destination"), destinationInWords(t.destination)},
                  {Tr::tr("Travelers"), people.join(QStringLiteral("; "))}});
}

QString beneficiaries(const domain::Beneficiaries &b, const QLocale &locale)
{
    if (b.people.isEmpty())
        return lines({{Tr::tr("Beneficiaries"), Tr::tr("the legal heirs")}});
    QStringList people;
    for (const domain::Beneficiary &p : b.people)
        people << Tr::tr("%1 (%2, %3%)")
                      .arg(p.name, p.relationship, locale.toString(p.percent, 'f', 0));
    return lines({{Tr::tr("Beneficiaries"), people.join(QStringLiteral("; "))}});
}

QString keyValues(const domain::KeyValueItem &item)
{
    QList<std::pair<QString, QString>> rows;
    for (const auto &[key, value] : item.fields) {
        QString label = key;
        label.replace(u'_', u' ');
        if (!label.isEmpty())
            label[0] = label.at(0).toUpper();
        rows.append({label, value});
    }
    return lines(rows);
}

} // namespace

QString proposalAddress(const domain::Address &a)
{
    const QString street = joined({a.streetName, a.number, a.complement}, QStringLiteral(", "));
    const QString city = joined({a.cityName, a.stateCode}, QStringLiteral(" – "));
    return joined(
        {street, a.districtName, city, a.zipCode.isEmpty() ? QString() : format::cep(a.zipCode)},
        QStringLiteral(", "));
}

QString proposalItemHtml(domain::ProductType type, const QJsonObject &item, const QLocale &locale)
{
    const auto decoded = domain::insuredItemFromJson(domain::itemShape(type), item);
    if (!decoded) {
        // Shown as saved rather than left out: the customer still sees what was quoted.
        const auto asSaved = domain::keyValueItemFromJson(item);
        return asSaved ? keyValues(asSaved.value()) : QString();
    }
    return std::visit(
        [&locale](const auto &value) -> QString {
            using T = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<T, domain::Vehicle>)
                return vehicle(value);
            else if constexpr (std::is_same_v<T, domain::Home>)
                return home(value);
            else if constexpr (std::is_same_v<T, domain::Electronic>)
                return electronic(value, locale);
            else if constexpr (std::is_same_v<T, domain::Travel>)
                return travel(value, locale);
            else if constexpr (std::is_same_v<T, domain::Beneficiaries>)
                return beneficiaries(value, locale);
            else
                return keyValues(value);
        },
        decoded.value());
}

} // namespace brokerdesk::ui
