#include "vehicleform.h"

#include "api/lookups.h"
#include "common/formatcheck.h"
#include "fipelistmodel.h"
#include "forms/lookupnote.h"
#include "forms/moveon.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDate>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace brokerdesk::ui {

VehicleForm::VehicleForm(QWidget *parent)
    : ItemForm(parent), m_plate(new QLineEdit(this)), m_chassis(new QLineEdit(this)),
      m_brand(new QLineEdit(this)), m_model(new QLineEdit(this)), m_modelYear(new QSpinBox(this)),
      m_madeYear(new QSpinBox(this)), m_fipe(new QLineEdit(this)), m_fuel(new QComboBox(this)),
      m_new(new QCheckBox(tr("&0 km (new vehicle)"), this)), m_brands(new FipeListModel(this)),
      m_models(new FipeListModel(this)), m_years(new FipeListModel(this)),
      m_brandCompleter(new QCompleter(m_brands, this)),
      m_modelCompleter(new QCompleter(m_models, this)), m_year(new QComboBox(this)),
      m_note(new LookupNote(LookupNote::Kind::Vehicle, this))
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
    name(m_year, "fipe_year", tr("Model year in the FIPE table"));
    m_note->setObjectName(QStringLiteral("item.fipe.note"));
    for (QCompleter *c : {m_brandCompleter, m_modelCompleter}) {
        c->setCaseSensitivity(Qt::CaseInsensitive);
        c->setFilterMode(Qt::MatchContains); // "gol" finds "Gol 1.0 Flex 12V 5p"
        c->setCompletionMode(QCompleter::PopupCompletion);
        c->setMaxVisibleItems(12);
    }
    m_brand->setCompleter(m_brandCompleter);
    m_model->setCompleter(m_modelCompleter);
    m_year->setModel(m_years);
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
    m_form = form;
    form->addRow(tr("&Plate:"), m_plate);
    form->addRow(tr("C&hassis:"), m_chassis);
    form->addRow(tr("&Brand:"), m_brand);
    form->addRow(tr("&Model:"), m_model);
    auto *yearColumn = new QVBoxLayout;
    yearColumn->setSpacing(2);
    yearColumn->addWidget(m_year);
    yearColumn->addWidget(m_note);
    auto *yearLabel = new QLabel(tr("FIPE &table:"), this);
    yearLabel->setBuddy(m_year); // the row holds the list and its note
    form->addRow(yearLabel, yearColumn);
    m_yearRow = form->rowCount() - 1;
    // Brand → model → model year, then on as drawn.
    setTabOrder(m_model, m_year);
    setTabOrder(m_year, m_modelYear);
    form->setRowVisible(m_yearRow, false); // until there is a lookup
    form->addRow(tr("Model &year:"), m_modelYear);
    form->addRow(tr("Ma&nufacture year:"), m_madeYear);
    form->addRow(tr("&FIPE code:"), m_fipe);
    form->addRow(tr("F&uel:"), m_fuel);
    form->addRow(QString(), m_new);
    for (auto *e : {m_plate, m_chassis, m_fipe, m_brand, m_model})
        connect(e, &QLineEdit::textChanged, this, &ItemForm::changed);

    // Choosing from a list, or leaving the field with what names one entry, goes on down.
    connect(m_brandCompleter, qOverload<const QModelIndex &>(&QCompleter::activated), this,
            [this](const QModelIndex &i) {
                chooseBrand({i.data(FipeListModel::CodeRole).toString(), i.data().toString()});
            });
    connect(m_modelCompleter, qOverload<const QModelIndex &>(&QCompleter::activated), this,
            [this](const QModelIndex &i) {
                chooseModel({i.data(FipeListModel::CodeRole).toString(), i.data().toString()});
            });
    connect(m_brand, &QLineEdit::editingFinished, this, [this] {
        if (const auto e = typedEntry(m_brands, m_brandCompleter, m_brand->text());
            e && e->code != m_brandCode)
            chooseBrand(*e);
    });
    connect(m_model, &QLineEdit::editingFinished, this, [this] {
        if (const auto e = typedEntry(m_models, m_modelCompleter, m_model->text());
            e && e->code != m_modelCode)
            chooseModel(*e);
    });
    // A whole plate typed goes on to the brand (the chassis is optional; Tab reaches it).
    connect(m_plate, &QLineEdit::textEdited, this, [this] {
        if (m_plate->cursorPosition() == m_plate->text().size() &&
            formatcheck::value(m_plate).size() == 7 && formatcheck::acceptable(m_plate) &&
            m_brand->text().isEmpty())
            moveOnTo(m_brand);
    });
    connect(m_brand, &QLineEdit::textEdited, this, [this] { forgetFrom(0); });
    connect(m_model, &QLineEdit::textEdited, this, [this] { forgetFrom(1); });
    connect(m_year, &QComboBox::activated, this, &VehicleForm::chooseYear);
    // What the FIPE value was for no longer holds once these change by hand.
    connect(m_fipe, &QLineEdit::textEdited, this, [this] { forgetFrom(2); });
    connect(m_modelYear, &QSpinBox::valueChanged, this, [this](int chosen) {
        if (m_price && m_price->modelYear != chosen)
            forgetFrom(2);
    });
}

void VehicleForm::setLookups(api::Lookups *lookups)
{
    m_lookup = lookups ? &lookups->vehicle() : nullptr;
    m_form->setRowVisible(m_yearRow, m_lookup != nullptr);
    m_note->setVisible(!m_note->text().isEmpty()); // showing the row showed it
    if (m_lookup)
        loadBrands();
}

std::optional<domain::Money> VehicleForm::tableValue() const
{
    if (!m_price)
        return std::nullopt;
    return m_price->value;
}

void VehicleForm::loadBrands()
{
    m_lookup->brands(this, [this](const api::VehicleLookup::List &r) {
        m_note->showProblem(r.problem);
        if (!r.ok())
            return;
        m_brands->setEntries(*r.value);
        // A brand typed before the list came, or shown from a saved quote.
        if (const auto e = m_brands->byName(m_brand->text()))
            chooseBrand(*e);
    });
}

std::optional<api::FipeEntry>
VehicleForm::typedEntry(const FipeListModel *list, const QCompleter *c, const QString &text) const
{
    if (auto exact = list->byName(text))
        return exact;
    if (text.trimmed().isEmpty() || c->completionPrefix() != text || c->completionCount() != 1)
        return std::nullopt;
    const QModelIndex i = c->currentIndex();
    if (!i.isValid())
        return std::nullopt;
    return api::FipeEntry{i.data(FipeListModel::CodeRole).toString(), i.data().toString()};
}

void VehicleForm::forgetFrom(int level)
{
    if (level <= 0) {
        m_brandCode.clear();
        m_models->clear();
    }
    if (level <= 1) {
        m_modelCode.clear();
        m_years->clear();
    }
    if (m_price) {
        m_price.reset();
        m_note->showProblem(api::LookupProblem::None);
        emit changed();
    }
}

// Once the list closes (closing gives the field its focus back): on to the next chooser.
void VehicleForm::moveOn(QWidget *from, QWidget *to)
{
    QMetaObject::invokeMethod(
        this,
        [from, to] {
            if (QApplication::focusWidget() == from)
                to->setFocus(Qt::OtherFocusReason);
        },
        Qt::QueuedConnection);
}

void VehicleForm::chooseBrand(const api::FipeEntry &brand)
{
    if (brand.code == m_brandCode)
        return; // chosen already (the list and leaving the field both say so)
    forgetFrom(0);
    m_brandCode = brand.code;
    m_brand->setText(brand.name);
    moveOn(m_brand, m_model);
    if (!m_lookup)
        return;
    m_lookup->models(brand.code, this,
                     [this, code = brand.code](const api::VehicleLookup::List &r) {
                         if (code != m_brandCode)
                             return; // another brand since
                         m_note->showProblem(r.problem);
                         if (!r.ok())
                             return;
                         m_models->setEntries(*r.value);
                         if (const auto e = m_models->byName(m_model->text()))
                             chooseModel(*e);
                     });
}

void VehicleForm::chooseModel(const api::FipeEntry &model)
{
    if (model.code == m_modelCode)
        return;
    forgetFrom(1);
    m_modelCode = model.code;
    m_model->setText(model.name);
    moveOn(m_model, m_year);
    if (!m_lookup || m_brandCode.isEmpty())
        return;
    m_lookup->years(m_brandCode, model.code, this,
                    [this, code = model.code](const api::VehicleLookup::List &r) {
                        if (code != m_modelCode)
                            return;
                        m_note->showProblem(r.problem);
                        if (!r.ok())
                            return;
                        m_years->setEntries(*r.value);
                        m_year->setCurrentIndex(-1); // the broker chooses
                    });
}

void VehicleForm::chooseYear(int row)
{
    const QModelIndex i = m_years->index(row, 0);
    if (!m_lookup || !i.isValid())
        return;
    const QString year = i.data(FipeListModel::CodeRole).toString();
    m_lookup->price(
        m_brandCode, m_modelCode, year, this,
        [this, brand = m_brandCode, model = m_modelCode, year](const api::VehicleLookup::Price &r) {
            const QModelIndex now = m_years->index(m_year->currentIndex(), 0);
            if (brand != m_brandCode || model != m_modelCode ||
                now.data(FipeListModel::CodeRole).toString() != year)
                return;
            m_note->showProblem(r.problem);
            if (r.ok())
                fillFrom(*r.value);
        });
}

// The FIPE table's year ("32000" for a zero-km car), fuel and code go into the item.
void VehicleForm::fillFrom(const api::FipePrice &p)
{
    const int thisYear = QDate::currentDate().year();
    const bool zeroKm = p.modelYear == 32000;
    const int modelYear = zeroKm ? thisYear : p.modelYear;
    m_modelYear->setValue(modelYear);
    m_madeYear->setValue(qMin(modelYear, m_madeYear->maximum()));
    m_new->setChecked(zeroKm);
    const QString fuel = p.fuel.toLower();
    QString wire = QStringLiteral("gasoline");
    if (fuel.contains(QLatin1String("diesel")))
        wire = QStringLiteral("diesel");
    else if (fuel.contains(QStringLiteral("álcool")) || fuel.contains(QLatin1String("etanol")))
        wire = QStringLiteral("ethanol");
    else if (fuel.contains(QStringLiteral("elétrico")))
        wire = QStringLiteral("battery");
    else if (fuel.contains(QStringLiteral("híbrido")))
        wire = QStringLiteral("hybrid");
    else if (m_model->text().contains(QLatin1String("flex"), Qt::CaseInsensitive))
        wire = QStringLiteral("flex"); // the table files flex cars under "Gasolina"
    m_fuel->setCurrentIndex(qMax(0, m_fuel->findData(wire)));
    m_fipe->setText(p.fipeCode);
    m_price = p;
    m_note->showText(p.referenceMonth.isEmpty()
                         ? tr("FIPE value: %1").arg(p.value.format())
                         : tr("FIPE value: %1 (%2)").arg(p.value.format(), p.referenceMonth));
    emit changed();
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
    // The lists follow what is shown, as far as the table has it.
    forgetFrom(0);
    if (const auto e = m_brands->byName(shown.brandName))
        chooseBrand(*e);
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
