#include "travelform.h"

#include "rowtable.h"

#include <QComboBox>
#include <QDate>
#include <QFormLayout>
#include <QJsonArray>
#include <QTableWidget>

namespace brokerdesk::ui {

TravelForm::TravelForm(QWidget *parent)
    : ItemForm(parent), m_destination(new QComboBox(this)),
      m_travelers(new RowTable({tr("First name"), tr("Last name"), tr("Birth date")},
                               QStringLiteral("item.travelers"), tr("Travelers"), this))
{
    name(m_destination, "destination", tr("Destination"));
    m_travelers->setDefaults({QString(), QString(), QDate::currentDate().addYears(-30)});
    const std::pair<QString, QString> regions[] = {
        {QStringLiteral("brazil"), tr("Brazil")},
        {QStringLiteral("south_america"), tr("South America")},
        {QStringLiteral("central_america"), tr("Central America")},
        {QStringLiteral("north_america"), tr("North America")},
        {QStringLiteral("europe"), tr("Europe")},
        {QStringLiteral("africa"), tr("Africa")},
        {QStringLiteral("asia"), tr("Asia")},
        {QStringLiteral("oceania"), tr("Oceania")}};
    for (const auto &[wire, label] : regions)
        m_destination->addItem(label, wire);
    m_destination->setCurrentIndex(m_destination->findData(QStringLiteral("europe")));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Destination:"), m_destination);
    form->addRow(tr("Travelers:"), m_travelers);
    connect(m_travelers, &RowTable::changed, this, &ItemForm::changed);
}

void TravelForm::prefill(const QJsonObject &holder)
{
    // The holder usually travels too; the broker adds the others.
    if (m_travelers->table()->rowCount() > 0 || !holder.contains(QStringLiteral("first_name")))
        return;
    m_travelers->addRow(
        {holder.value(QStringLiteral("first_name")).toString(),
         holder.value(QStringLiteral("last_name")).toString(),
         QDate::fromString(holder.value(QStringLiteral("birth_date")).toString(), Qt::ISODate)});
}

QJsonObject TravelForm::value() const
{
    QJsonArray travelers;
    for (int r = 0; r < m_travelers->table()->rowCount(); ++r) {
        if (m_travelers->text(r, 0).isEmpty())
            continue;
        travelers.append(QJsonObject{{QStringLiteral("first_name"), m_travelers->text(r, 0)},
                                     {QStringLiteral("last_name"), m_travelers->text(r, 1)},
                                     {QStringLiteral("birth_date"),
                                      m_travelers->data(r, 2).toDate().toString(Qt::ISODate)}});
    }
    return {{QStringLiteral("destination"), m_destination->currentData().toString()},
            {QStringLiteral("travelers"), travelers}};
}

bool TravelForm::isComplete() const
{
    return m_travelers->rowsComplete() &&
           !value().value(QStringLiteral("travelers")).toArray().isEmpty();
}

QWidget *TravelForm::field(const QString &path) const
{
    return path.startsWith(QLatin1String("travelers")) ? m_travelers->table()
                                                       : ItemForm::field(path);
}

} // namespace brokerdesk::ui
