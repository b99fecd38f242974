#pragma once

#include "itemform.h"

class QLineEdit;

namespace brokerdesk::ui {

// Electronic: IMEI, brand, model and the invoice amount (the most it can be insured for).
class ElectronicForm final : public ItemForm
{
    Q_OBJECT
public:
    explicit ElectronicForm(QWidget *parent = nullptr);
    domain::InsuredItem value() const override;
    void setValue(const domain::InsuredItem &item) override;
    bool isComplete() const override { return missingFields().isEmpty(); }
    QList<QWidget *> missingFields() const override;

private:
    QLineEdit *m_imei;
    QLineEdit *m_brand;
    QLineEdit *m_model;
    QLineEdit *m_invoice;
    QJsonObject m_extra;
};

} // namespace brokerdesk::ui
