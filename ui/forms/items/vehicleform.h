#pragma once

#include "itemform.h"

#include "api/vehiclelookup.h"

class QCheckBox;
class QComboBox;
class QCompleter;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace brokerdesk::ui {

class FipeListModel;
class LookupNote;

// Auto: plate, chassis, brand and model, years, FIPE code, fuel, 0 km. With the FIPE lookup the
// broker chooses brand → model → model year (each list filters as typed) and the rest fills.
class VehicleForm final : public ItemForm
{
    Q_OBJECT
public:
    explicit VehicleForm(QWidget *parent = nullptr);
    domain::InsuredItem value() const override;
    void setValue(const domain::InsuredItem &item) override;
    bool isComplete() const override { return missingFields().isEmpty(); }
    QList<QWidget *> missingFields() const override;
    void setLookups(api::Lookups *lookups) override;
    std::optional<domain::Money> tableValue() const override;

private:
    void loadBrands();
    void chooseBrand(const api::FipeEntry &brand);
    void chooseModel(const api::FipeEntry &model);
    void chooseYear(int row);
    void fillFrom(const api::FipePrice &price);
    // What the broker typed in a chooser: the entry it names, or the one entry it filters to.
    std::optional<api::FipeEntry> typedEntry(const FipeListModel *list, const QCompleter *c,
                                             const QString &text) const;
    void forgetFrom(int level);
    void moveOn(QWidget *from,
                QWidget *to); // 0 brand, 1 model, 2 year: what depended on it is gone

    QLineEdit *m_plate;
    QLineEdit *m_chassis;
    QLineEdit *m_brand;
    QLineEdit *m_model;
    QSpinBox *m_modelYear;
    QSpinBox *m_madeYear;
    QLineEdit *m_fipe;
    QComboBox *m_fuel;
    QCheckBox *m_new;
    QJsonObject m_extra; // drivers and what else the form does not edit
    api::VehicleLookup *m_lookup = nullptr;
    FipeListModel *m_brands;
    FipeListModel *m_models;
    FipeListModel *m_years;
    QCompleter *m_brandCompleter;
    QCompleter *m_modelCompleter;
    QString m_brandCode;
    QString m_modelCode;
    std::optional<api::FipePrice> m_price;
    QFormLayout *m_form = nullptr;
    int m_yearRow = -1;
    QComboBox *m_year; // the model years the FIPE table has for the model
    LookupNote *m_note;
};

} // namespace brokerdesk::ui
