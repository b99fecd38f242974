#include "listcolumn.h"

#include "domain/affinity.h"
#include "domain/cashflow.h"
#include "domain/cashflowtext.h"
#include "domain/enums.h"
#include "domain/holder.h"
#include "domain/isodate.h"
#include "domain/money.h"
#include "domain/policy.h"

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

constexpr Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
constexpr Qt::Alignment left = Qt::AlignLeft | Qt::AlignVCenter;
constexpr Qt::Alignment center = Qt::AlignHCenter | Qt::AlignVCenter;

// A column's key: the wire name the domain header spells once.
QString key(const char *wireName)
{
    return QString::fromLatin1(wireName);
}

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
ListColumn ListColumn::calendarDate(QString header, QString key)
{
    return make(std::move(header), std::move(key), Format::CalendarDate, left);
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
        return domain::parseTimestamp(v.toString());
    case Format::CalendarDate:
        return domain::parseCalendarDate(v.toString());
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
        const QDateTime t = domain::parseTimestamp(v.toString());
        return t.isValid() ? locale.toString(t.toLocalTime(), QLocale::ShortFormat) : v.toString();
    }
    case Format::Date: {
        const QDateTime t = domain::parseTimestamp(v.toString());
        return t.isValid() ? locale.toString(t.toLocalTime().date(), QLocale::ShortFormat)
                           : v.toString();
    }
    case Format::CalendarDate: {
        const QDate d = domain::parseCalendarDate(v.toString());
        return d.isValid() ? locale.toString(d, QLocale::ShortFormat) : v.toString();
    }
    case Format::Bool:
        return v.toBool() ? ListColumn::tr("Yes") : ListColumn::tr("No");
    }
    return {};
}

ListColumn policyColumn(PolicyColumn column)
{
    using namespace domain;
    switch (column) {
    case PolicyColumn::Holder:
        return ListColumn::text(
            ListColumn::tr("Holder"), key(domain::policykey::policyHolder),
            [](const QJsonObject &r) {
                return holderName(
                    r.value(QLatin1String(domain::policykey::policyHolder)).toObject());
            });
    case PolicyColumn::Status:
        return ListColumn::text(
            ListColumn::tr("Status"), key(domain::policykey::status), [](const QJsonObject &r) {
                return displayName(
                    PolicyStatus(r.value(QLatin1String(domain::policykey::status)).toInt()));
            });
    case PolicyColumn::Start:
        return ListColumn::calendarDate(ListColumn::tr("Start"),
                                        key(domain::policykey::lifetimeStart));
    case PolicyColumn::End:
        return ListColumn::calendarDate(ListColumn::tr("End"), key(domain::policykey::lifetimeEnd));
    case PolicyColumn::Premium:
        return ListColumn::money(ListColumn::tr("Premium"), key(domain::policykey::totalAmount));
    case PolicyColumn::Issued:
        return ListColumn::dateTime(ListColumn::tr("Issued"), key(domain::policykey::date));
    case PolicyColumn::Id:
        break;
    }
    return ListColumn::text(ListColumn::tr("Policy"), key(domain::policykey::id));
}

QList<ListColumn> policyColumns()
{
    QList<ListColumn> list;
    for (int c = 0; c <= indexOf(PolicyColumn::Id); ++c)
        list << policyColumn(PolicyColumn(c));
    return list;
}

ListColumn affinityColumn(AffinityColumn column)
{
    using namespace domain;
    switch (column) {
    case AffinityColumn::Holder:
        return ListColumn::text(
            ListColumn::tr("Holder"), key(domain::affinitykey::affinityHolder),
            [](const QJsonObject &r) {
                return holderName(
                    r.value(QLatin1String(domain::affinitykey::affinityHolder)).toObject());
            });
    case AffinityColumn::Status:
        return ListColumn::text(
            ListColumn::tr("Status"), key(domain::affinitykey::status), [](const QJsonObject &r) {
                return displayName(
                    AffinityStatus(r.value(QLatin1String(domain::affinitykey::status)).toInt()));
            });
    case AffinityColumn::Plan:
        return ListColumn::text(ListColumn::tr("Plan"), key(domain::affinitykey::planId));
    case AffinityColumn::Start:
        return ListColumn::calendarDate(ListColumn::tr("Start"),
                                        key(domain::affinitykey::lifetimeStart));
    case AffinityColumn::End:
        return ListColumn::calendarDate(ListColumn::tr("End"),
                                        key(domain::affinitykey::lifetimeEnd));
    case AffinityColumn::Id:
        break;
    }
    return ListColumn::text(ListColumn::tr("Affinity"), key(domain::affinitykey::id));
}

QList<ListColumn> affinityColumns()
{
    QList<ListColumn> list;
    for (int c = 0; c <= indexOf(AffinityColumn::Id); ++c)
        list << affinityColumn(AffinityColumn(c));
    return list;
}

ListColumn policyCanceledOnColumn(QString header)
{
    return ListColumn::date(std::move(header), key(domain::policykey::dateEnd));
}

ListColumn policyReversalColumn(QString header)
{
    return ListColumn::money(std::move(header), key(domain::policykey::reversalAmount));
}

ListColumn affinityCanceledOnColumn(QString header)
{
    return ListColumn::date(std::move(header), key(domain::affinitykey::dateEnd));
}

ListColumn
affinityProductColumn(QString header,
                      std::function<QString(const QString &productId, const QString &planId)> name)
{
    return ListColumn::text(
        std::move(header), key(domain::affinitykey::productId),
        [name = std::move(name)](const QJsonObject &r) {
            return name(r.value(QLatin1String(domain::affinitykey::productId)).toString(),
                        r.value(QLatin1String(domain::affinitykey::planId)).toString());
        });
}

QList<ListColumn> cashFlowColumns()
{
    using namespace domain;
    const auto field = [](const QJsonObject &r, const char *name) {
        return r.value(QLatin1String(name));
    };
    ListColumn installment =
        ListColumn::integer(ListColumn::tr("Installment"), key(cashflowkey::installmentNumber));
    installment.display = &CashFlowText::sequence;
    return {
        ListColumn::dateTime(ListColumn::tr("Date"), key(cashflowkey::date)),
        ListColumn::text(ListColumn::tr("Category"), key(cashflowkey::category),
                         [field](const QJsonObject &r) {
                             const QString wire = field(r, cashflowkey::category).toString();
                             const auto c = fromWireName<CashFlowCategory>(wire);
                             return c ? displayName(*c) : wire;
                         }),
        ListColumn::text(ListColumn::tr("Description"), key(cashflowkey::description),
                         &CashFlowText::description),
        ListColumn::money(ListColumn::tr("Amount"), key(cashflowkey::amount)),
        ListColumn::money(ListColumn::tr("Deductions"), key(cashflowkey::amountDeductions)),
        ListColumn::boolean(ListColumn::tr("Paid"), key(cashflowkey::isPaid)),
        installment,
        ListColumn::calendarDate(ListColumn::tr("Forecast"),
                                 key(cashflowkey::dateCashInOutForecast)),
    };
}

ListColumn cashFlowColumn(CashFlowColumn column)
{
    return cashFlowColumns().at(indexOf(column));
}

} // namespace brokerdesk::models
