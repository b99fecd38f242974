#pragma once

#include "domain/holder.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QLocale>
#include <QString>
#include <QVariant>

#include <functional>

namespace brokerdesk::models {

// One column of a list model: its header, the record's JSON key it shows, and how that value
// reads on screen. The raw value (for sorting and delegates) follows from the format: cents
// as qint64, timestamps as UTC QDateTime, calendar dates as QDate, booleans as bool.
struct ListColumn
{
    // DateTime and Date: an instant, shown in local time (Date: its local day). CalendarDate: a
    // day of the calendar (a cover's start, a due date), shown as written, in no time zone.
    enum class Format { Text, Integer, Money, DateTime, Date, CalendarDate, Bool };
    using Display = std::function<QString(const QJsonObject &record)>;

    QString header;
    QString key; // "amount"; "a.b" reads a nested object's field
    Format format = Format::Text;
    Display display; // when set, overrides the format for the shown text
    Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter;

    static ListColumn text(QString header, QString key, Display display = {});
    static ListColumn integer(QString header, QString key);
    static ListColumn money(QString header, QString key);
    static ListColumn dateTime(QString header, QString key);
    static ListColumn date(QString header, QString key);
    static ListColumn calendarDate(QString header, QString key);
    static ListColumn boolean(QString header, QString key);

    QJsonValue value(const QJsonObject &record) const;
    QVariant rawValue(const QJsonObject &record) const;
    QString displayText(const QJsonObject &record, const QLocale &locale = QLocale()) const;

    Q_DECLARE_TR_FUNCTIONS(ListColumn)
};

// The columns the workstation shows for each list of the interface, in this order; a page
// picks one by its name.
enum class PolicyColumn { Holder, Status, Start, End, Premium, Issued, Id };
enum class AffinityColumn { Holder, Status, Plan, Start, End, Id };
enum class CashFlowColumn {
    Date,
    Category,
    Description,
    Amount,
    Deductions,
    Paid,
    Installment,
    Forecast
};
QList<ListColumn> policyColumns();
QList<ListColumn> affinityColumns();
QList<ListColumn> cashFlowColumns();
ListColumn policyColumn(PolicyColumn column);
ListColumn affinityColumn(AffinityColumn column);
ListColumn cashFlowColumn(CashFlowColumn column);
// Where a column stands in its list.
constexpr int indexOf(PolicyColumn column)
{
    return int(column);
}
constexpr int indexOf(AffinityColumn column)
{
    return int(column);
}
constexpr int indexOf(CashFlowColumn column)
{
    return int(column);
}

// Columns a page adds to those lists, under its own header.
ListColumn policyCanceledOnColumn(QString header);
ListColumn policyReversalColumn(QString header);
ListColumn affinityCanceledOnColumn(QString header);
// The affinity's product, shown as name(product id, plan id).
ListColumn
affinityProductColumn(QString header,
                      std::function<QString(const QString &productId, const QString &planId)> name);

// Kept under this name for the pages that still reach it here.
using domain::holderName;

} // namespace brokerdesk::models
