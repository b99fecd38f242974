#pragma once

#include "itemform.h"

class QComboBox;

namespace brokerdesk::ui {

class AddressForm;

// Home: the insured address, property type and construction.
class HomeForm final : public ItemForm
{
    Q_OBJECT
public:
    explicit HomeForm(QWidget *parent = nullptr);
    domain::InsuredItem value() const override;
    void setValue(const domain::InsuredItem &item) override;
    bool isComplete() const override { return missingFields().isEmpty(); }
    QList<QWidget *> missingFields() const override;
    void prefill(const domain::Holder &holder) override;
    QWidget *field(const QString &path) const override;
    void setLookups(api::Lookups *lookups) override;

private:
    AddressForm *m_address;
    QComboBox *m_property;
    QComboBox *m_construction;
    bool m_prefilled = false;
    QJsonObject m_extra;
};

} // namespace brokerdesk::ui
