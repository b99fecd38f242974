#pragma once

#include "itemform.h"

namespace brokerdesk::ui {

class RowTable;

// Product types with no fixed item shape: free keys and values, sent as strings (or numbers
// when they read as one).
class KeyValueForm final : public ItemForm
{
    Q_OBJECT
public:
    explicit KeyValueForm(QWidget *parent = nullptr);
    domain::InsuredItem value() const override;
    void setValue(const domain::InsuredItem &item) override;
    bool isComplete() const override;
    QWidget *field(const QString &path) const override;

private:
    RowTable *m_pairs;
};

} // namespace brokerdesk::ui
