#include "listcolumn.h"

#include "domain/enums.h"
#include "domain/money.h"

#include <QDateTime>

namespace brokerdesk::models {

namespace {

ListColumn make(QString header, QString key, ListColumn::Format format, Qt::Alignment align)
{
    ListColumn c;
    c.header = std::move(header);
    c.key = std::move(key);
    c.format = format;
    c.alignment = align;
    return c;
}

QDateTime parseTimestamp(const QJsonValue &v)
{
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(v.toString(), Qt::ISODate);
    return t.isValid() ? t.toUTC() : QDateTime();
}

constexpr Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
constexpr Qt::Alignment left = Qt::AlignLeft | Qt::AlignVCenter;
constexpr Qt::Alignment center = Qt::AlignHCenter | Qt::AlignVCenter;

} // namespace

ListColumn ListColumn::text(QString header, QString key, Display display)
{
    ListColumn c = make(std::move(header), std::move(key), Format::Text, left);
    c.display = std::move(display);
    return c;
}
ListColumn ListColumn::integer(QString header, QString key)
{
    return make(std::move(header), std::move(key), Format::Integer, right);
}
ListColumn ListColumn::money(QString header, QString key)
{
    return make(std::move(header), std::move(key), Format::Money, right);
}
ListColumn ListColumn::dateTime(QString header, QString key)
{
    return make(std::move(header), std::move(key), Format::DateTime, left);
}
ListColumn ListColumn::date(QString header, QString key)
{
    return make(std::move(header), std::move(key), Format::Date, left);
}
ListColumn ListColumn::boolean(QString header, QString key)
{
    return make(std::move(header), std::move(key), Format::Bool, center);
}

QJsonValue ListColumn::value(const QJsonObject &record) const
{
    if (!key.contains(u'.'))
        return record.value(key);
    QJsonValue v = record;
    for (const QStringView part : QStringView(key).split(u'.'))
        v = v.toObject().value(part);
    return v;
}

QVariant ListColumn::rawValue(const QJsonObject &record) const
{
    const QJsonValue v = value(record);
    if (v.isUndefined() || v.isNull())
        return {};
    switch (format) {
    case Format::Integer:
    case Format::Money:
        return v.toInteger();
    case Format::DateTime:
    case Format::Date:
        return parseTimestamp(v);
    case Format::Bool:
        return v.toBool();
    case Format::Text:
        break;
    }
    return v.toVariant();
}

QString ListColumn::displayText(const QJsonObject &record, const QLocale &locale) const
{
    if (display)
        return display(record);
    const QJsonValue v = value(record);
    if (v.isUndefined() || v.isNull())
        return {};
    switch (format) {
    case Format::Text:
        return v.isString() ? v.toString() : v.toVariant().toString();
    case Format::Integer:
        return locale.toString(v.toInteger());
    case Format::Money:
        return domain::Money::fromCents(v.toInteger()).format(locale);
    case Format::DateTime: {
        const QDateTime t = parseTimestamp(v);
        return t.isValid() ? locale.toString(t.toLocalTime(), QLocale::ShortFormat) : v.toString();
    }
    case Format::Date: {
        const QDateTime t = parseTimestamp(v);
        return t.isValid() ? locale.toString(t.toLocalTime().date(), QLocale::ShortFormat)
                           : v.toString();
    }
    case Format::Bool:
        return v.toBool() ? ListColumn::tr("Yes") : ListColumn::tr("No");
    }
    return {};
}

QString holderName(const QJsonObject &holder)
{
    const QString corporate = holder.value(QLatin1String("corporate_name")).toString();
    if (!corporate.isEmpty())
        return corporate;
    return QStringList{holder.value(QLatin1String("first_name")).toString(),
                       holder.value(QLatin1String("last_name")).toString()}
        .join(u' ')
        .trimmed();
}

QList<ListColumn> policyColumns()
{
    using namespace domain;
    return {
        ListColumn::text(ListColumn::tr("Holder"), QStringLiteral("policy_holder"),
                         [](const QJsonObject &r) {
                             return holderName(r.value(QLatin1String("policy_holder")).toObject());
                         }),
        ListColumn::text(ListColumn::tr("Status"), QStringLiteral("status"),
                         [](const QJsonObject &r) {
                             return displayName(
                                 PolicyStatus(r.value(QLatin1String("status")).toInt()));
                         }),
        ListColumn::date(ListColumn::tr("Start"), QStringLiteral("lifetime_start")),
        ListColumn::date(ListColumn::tr("End"), QStringLiteral("lifetime_end")),
        ListColumn::money(ListColumn::tr("Premium"), QStringLiteral("total_amount")),
        ListColumn::dateTime(ListColumn::tr("Issued"), QStringLiteral("date")),
        ListColumn::text(ListColumn::tr("Policy"), QStringLiteral("id")),
    };
}

QList<ListColumn> affinityColumns()
{
    using namespace domain;
    return {
        ListColumn::text(ListColumn::tr("Holder"), QStringLiteral("affinity_holder"),
                         [](const QJsonObject &r) {
                             return holderName(
                                 r.value(QLatin1String("affinity_holder")).toObject());
                         }),
        ListColumn::text(ListColumn::tr("Status"), QStringLiteral("status"),
                         [](const QJsonObject &r) {
                             return displayName(
                                 AffinityStatus(r.value(QLatin1String("status")).toInt()));
                         }),
        ListColumn::text(ListColumn::tr("Plan"), QStringLiteral("plan_id")),
        ListColumn::date(ListColumn::tr("Start"), QStringLiteral("lifetime_start")),
        ListColumn::date(ListColumn::tr("End"), QStringLiteral("lifetime_end")),
        ListColumn::text(ListColumn::tr("Affinity"), QStringLiteral("id")),
    };
}

QList<ListColumn> cashFlowColumns()
{
    using namespace domain;
    ListColumn installment =
        ListColumn::integer(ListColumn::tr("Installment"), QStringLiteral("installment_number"));
    installment.display = [](const QJsonObject &r) {
        if (!r.value(QLatin1String("is_parceled")).toBool())
            return QString();
        return ListColumn::tr("%1 of %2")
            .arg(r.value(QLatin1String("installment_number")).toInt())
            .arg(r.value(QLatin1String("installment_total")).toInt());
    };
    return {
        ListColumn::dateTime(ListColumn::tr("Date"), QStringLiteral("date")),
        ListColumn::text(ListColumn::tr("Category"), QStringLiteral("category"),
                         [](const QJsonObject &r) {
                             const QString wire = r.value(QLatin1String("category")).toString();
                             const auto c = fromWireName<CashFlowCategory>(wire);
                             return c ? displayName(*c) : wire;
                         }),
        ListColumn::text(ListColumn::tr("Description"), QStringLiteral("description")),
        ListColumn::money(ListColumn::tr("Amount"), QStringLiteral("amount")),
        ListColumn::money(ListColumn::tr("Deductions"), QStringLiteral("amount_deductions")),
        ListColumn::boolean(ListColumn::tr("Paid"), QStringLiteral("is_paid")),
        installment,
        ListColumn::dateTime(ListColumn::tr("Forecast"),
                             QStringLiteral("date_cash_in_out_forecast")),
    };
}

} // namespace brokerdesk::models
