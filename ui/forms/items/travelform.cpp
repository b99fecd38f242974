#include "travelform.h"

#include "rowtable.h"

#include "domain/businessday.h"

#include <QComboBox>
#include <QDate>
#include <QFormLayout>
#include <QTableWidget>

namespace brokerdesk::ui {

TravelForm::TravelForm(QWidget *parent)
    : ItemForm(parent), m_destination(new QComboBox(this)),
      m_travelers(new RowTable({tr("First name"), tr("Last name"), tr("Birth date")},
                               QStringLiteral("item.travelers"), tr("Travelers"), this))
{
    name(m_destination, "destination", tr("Destination"));
    m_travelers->setDefaults({QString(), QString(), domain::businessday::today().addYears(-30)});
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

void TravelForm::prefill(const domain::Holder &holder)
{
    // A person holder usually travels too; the broker adds the others.
    if (m_travelers->table()->rowCount() > 0 || holder.kind != domain::HolderKind::Person ||
        holder.firstName.isEmpty())
        return;
    m_travelers->addRow({holder.firstName, holder.lastName, holder.birthDate});
}

domain::Travel TravelForm::travel() const
{
    domain::Travel out;
    out.destination = m_destination->currentData().toString();
    for (int r = 0; r < m_travelers->table()->rowCount(); ++r) {
        if (m_travelers->text(r, 0).isEmpty())
            continue;
        domain::Traveler t;
        t.firstName = m_travelers->text(r, 0);
        t.lastName = m_travelers->text(r, 1);
        t.birthDate = m_travelers->data(r, 2).toDate();
        t.extra = m_travelers->rowExtra(r);
        out.travelers.append(t);
    }
    out.extra = m_extra;
    return out;
}

void TravelForm::setValue(const domain::InsuredItem &item)
{
    const auto *t = std::get_if<domain::Travel>(&item);
    const domain::Travel shown = t ? *t : domain::Travel();
    m_destination->setCurrentIndex(
        m_destination->findData(t ? shown.destination : QStringLiteral("europe")));
    m_travelers->clear();
    for (const domain::Traveler &p : shown.travelers)
        m_travelers->setRowExtra(m_travelers->addRow({p.firstName, p.lastName, p.birthDate}),
                                 p.extra);
    m_extra = shown.extra;
    emit changed();
}

domain::InsuredItem TravelForm::value() const
{
    return travel();
}

bool TravelForm::isComplete() const
{
    return m_travelers->rowsComplete() && !travel().travelers.isEmpty();
}

QWidget *TravelForm::field(const QString &path) const
{
    return path.startsWith(QLatin1String("travelers")) ? m_travelers->table()
                                                       : ItemForm::field(path);
}

} // namespace brokerdesk::ui
