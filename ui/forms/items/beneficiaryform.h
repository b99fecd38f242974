#pragma once

#include "itemform.h"

class QLabel;

namespace brokerdesk::ui {

class RowTable;

// Life, personal accident, funeral: the beneficiaries and their shares. None named means the
// legal heirs; named ones must share exactly 100 %.
class BeneficiaryForm final : public ItemForm
{
    Q_OBJECT
public:
    explicit BeneficiaryForm(QWidget *parent = nullptr);
    domain::InsuredItem value() const override;
    void setValue(const domain::InsuredItem &item) override;
    bool isComplete() const override;
    QWidget *field(const QString &path) const override;

private:
    double sharesSum() const;
    RowTable *m_people;
    QLabel *m_note;
    QJsonObject m_extra;
};

} // namespace brokerdesk::ui
