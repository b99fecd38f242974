#include "homeform.h"

#include "api/lookups.h"

#include "../addressform.h"

#include <QComboBox>
#include <QFormLayout>

namespace brokerdesk::ui {

HomeForm::HomeForm(QWidget *parent)
    : ItemForm(parent), m_address(new AddressForm(QStringLiteral("item.address."), this)),
      m_property(new QComboBox(this)), m_construction(new QComboBox(this))
{
    name(m_property, "property_type", tr("Property type"));
    name(m_construction, "construction_type", tr("Construction"));
    m_property->addItem(tr("House"), QStringLiteral("house"));
    m_property->addItem(tr("Apartment"), QStringLiteral("apartment"));
    m_property->addItem(tr("House in a condominium"), QStringLiteral("condo_house"));
    m_property->addItem(tr("Farm"), QStringLiteral("farm"));
    m_construction->addItem(tr("Masonry"), QStringLiteral("masonry"));
    m_construction->addItem(tr("Wood"), QStringLiteral("wood"));
    m_construction->addItem(tr("Mixed"), QStringLiteral("mixed"));
    auto *form = new QFormLayout(this);
    form->addRow(m_address);
    form->addRow(tr("&Property type:"), m_property);
    form->addRow(tr("C&onstruction:"), m_construction);
    connect(m_address, &AddressForm::changed, this, &ItemForm::changed);
}

domain::InsuredItem HomeForm::value() const
{
    domain::Home home;
    home.address = m_address->value();
    home.propertyType = m_property->currentData().toString();
    home.constructionType = m_construction->currentData().toString();
    home.extra = m_extra;
    return home;
}

void HomeForm::setValue(const domain::InsuredItem &item)
{
    const auto *h = std::get_if<domain::Home>(&item);
    const domain::Home shown = h ? *h : domain::Home();
    m_address->setValue(shown.address);
    m_property->setCurrentIndex(qMax(0, m_property->findData(shown.propertyType)));
    m_construction->setCurrentIndex(qMax(0, m_construction->findData(shown.constructionType)));
    m_extra = shown.extra;
    m_prefilled = h != nullptr; // the quote's address, not the holder's
    emit changed();
}

QList<QWidget *> HomeForm::missingFields() const
{
    return m_address->missingFields();
}

void HomeForm::prefill(const domain::Holder &holder)
{
    // Most homes insured are where the holder lives; the user edits it when not.
    if (!m_prefilled)
        m_address->setValue(holder.address);
    m_prefilled = true;
}

QWidget *HomeForm::field(const QString &path) const
{
    if (path.startsWith(QLatin1String("address.")))
        return m_address->field(path.mid(8));
    return ItemForm::field(path);
}

void HomeForm::setLookups(api::Lookups *lookups)
{
    m_address->setLookup(lookups ? &lookups->address() : nullptr);
}

} // namespace brokerdesk::ui
