#pragma once

#include "itemform.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace brokerdesk::ui {

// Auto: plate, chassis, brand and model, years, FIPE code, fuel, 0 km.
class VehicleForm : public ItemForm
{
    Q_OBJECT
public:
    explicit VehicleForm(QWidget *parent = nullptr);
    domain::InsuredItem value() const override;
    void setValue(const domain::InsuredItem &item) override;
    bool isComplete() const override { return missingFields().isEmpty(); }
    QList<QWidget *> missingFields() const override;

private:
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
};

} // namespace brokerdesk::ui
