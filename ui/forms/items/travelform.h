#pragma once

#include "itemform.h"

class QComboBox;

namespace brokerdesk::ui {

class RowTable;

// Travel: the destination region and the travelers (name and birth date each).
class TravelForm final : public ItemForm
{
    Q_OBJECT
public:
    explicit TravelForm(QWidget *parent = nullptr);
    domain::InsuredItem value() const override;
    void setValue(const domain::InsuredItem &item) override;
    bool isComplete() const override;
    void prefill(const domain::Holder &holder) override;
    QWidget *field(const QString &path) const override;

private:
    domain::Travel travel() const;

    QComboBox *m_destination;
    RowTable *m_travelers;
    QJsonObject m_extra;
};

} // namespace brokerdesk::ui
