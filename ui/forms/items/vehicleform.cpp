#include "vehicleform.h"

#include "common/formatcheck.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace brokerdesk::ui {

VehicleForm::VehicleForm(QWidget *parent)
    : ItemForm(parent), m_plate(new QLineEdit(this)), m_chassis(new QLineEdit(this)),
      m_brand(new QLineEdit(this)), m_model(new QLineEdit(this)), m_modelYear(new QSpinBox(this)),
      m_madeYear(new QSpinBox(this)), m_fipe(new QLineEdit(this)), m_fuel(new QComboBox(this)),
      m_new(new QCheckBox(tr("&0 km (new vehicle)"), this))
{
    name(m_plate, "plate", tr("Plate"));
    name(m_chassis, "chassis", tr("Chassis"));
    name(m_brand, "brand_name", tr("Brand"));
    name(m_model, "model_name", tr("Model"));
    name(m_modelYear, "model_year", tr("Model year"));
    name(m_madeYear, "manufacture_year", tr("Manufacture year"));
    name(m_fipe, "fipe_code", tr("FIPE code"));
    name(m_fuel, "fuel_type", tr("Fuel"));
    name(m_new, "is_0km", tr("New vehicle"));
    // Old (ABC1234) and Mercosul (ABC1D23) plates; the hyphen people type is allowed.
    formatcheck::attach(m_plate, formats::Format::Plate, true);
    formatcheck::attach(m_chassis, formats::Format::Chassis, false);
    formatcheck::attach(m_fipe, formats::Format::Fipe, false);
    m_plate->setMaxLength(8);
    m_plate->setPlaceholderText(QStringLiteral("ABC1D23"));
    m_chassis->setPlaceholderText(tr("17 characters (optional)"));
    m_fipe->setPlaceholderText(QStringLiteral("005340-6"));
    const int year = QDate::currentDate().year();
    m_modelYear->setRange(1950, year + 1);
    m_madeYear->setRange(1950, year);
    m_modelYear->setValue(year);
    m_madeYear->setValue(year);
    const std::pair<QString, QString> fuels[] = {
        {QStringLiteral("flex"), tr("Flex")},       {QStringLiteral("gasoline"), tr("Gasoline")},
        {QStringLiteral("ethanol"), tr("Ethanol")}, {QStringLiteral("diesel"), tr("Diesel")},
        {QStringLiteral("hybrid"), tr("Hybrid")},   {QStringLiteral("battery"), tr("Electric")}};
    for (const auto &[wire, label] : fuels)
        m_fuel->addItem(label, wire);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Plate:"), m_plate);
    form->addRow(tr("C&hassis:"), m_chassis);
    form->addRow(tr("&Brand:"), m_brand);
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("Model &year:"), m_modelYear);
    form->addRow(tr("Ma&nufacture year:"), m_madeYear);
    form->addRow(tr("&FIPE code:"), m_fipe);
    form->addRow(tr("F&uel:"), m_fuel);
    form->addRow(QString(), m_new);
    for (auto *e : {m_plate, m_chassis, m_fipe, m_brand, m_model})
        connect(e, &QLineEdit::textChanged, this, &ItemForm::changed);
}

domain::InsuredItem VehicleForm::value() const
{
    domain::Vehicle v;
    v.plate = formatcheck::value(m_plate);
    v.brandName = m_brand->text().trimmed();
    v.modelName = m_model->text().trimmed();
    v.modelYear = m_modelYear->value();
    v.manufactureYear = m_madeYear->value();
    v.fuelType = m_fuel->currentData().toString();
    v.isNew = m_new->isChecked();
    if (!m_chassis->text().trimmed().isEmpty())
        v.chassis = formatcheck::value(m_chassis);
    if (!m_fipe->text().trimmed().isEmpty())
        v.fipeCode = formatcheck::value(m_fipe);
    v.extra = m_extra;
    return v;
}

void VehicleForm::setValue(const domain::InsuredItem &item)
{
    const auto *v = std::get_if<domain::Vehicle>(&item);
    const domain::Vehicle shown = v ? *v : domain::Vehicle();
    const int year = QDate::currentDate().year();
    m_plate->setText(shown.plate);
    m_chassis->setText(shown.chassis.value_or(QString()));
    m_brand->setText(shown.brandName);
    m_model->setText(shown.modelName);
    m_modelYear->setValue(shown.modelYear > 0 ? shown.modelYear : year);
    m_madeYear->setValue(shown.manufactureYear > 0 ? shown.manufactureYear : year);
    m_fipe->setText(shown.fipeCode.value_or(QString()));
    m_fuel->setCurrentIndex(qMax(0, m_fuel->findData(shown.fuelType)));
    m_new->setChecked(shown.isNew);
    m_extra = shown.extra;
    emit changed();
}

QList<QWidget *> VehicleForm::missingFields() const
{
    QList<QWidget *> missing;
    formatcheck::need(missing, formatcheck::acceptable(m_plate), m_plate);
    formatcheck::need(missing, formatcheck::acceptable(m_chassis), m_chassis);
    formatcheck::need(missing, !m_brand->text().trimmed().isEmpty(), m_brand);
    formatcheck::need(missing, !m_model->text().trimmed().isEmpty(), m_model);
    formatcheck::need(missing, formatcheck::acceptable(m_fipe), m_fipe);
    return missing;
}

} // namespace brokerdesk::ui
