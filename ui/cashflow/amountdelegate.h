#pragma once

#include <QStyledItemDelegate>

class QTableView;

namespace brokerdesk::ui::cashflow {

// Shows money leaving the broker (a negative amount) in red. Reads the raw cents the model
// already holds, so painting a row costs no parsing.
class AmountDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static QColor outflowColor() { return QColor(0xb3, 0x26, 0x1e); }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

// What a view over a million ledger rows needs to stay smooth: fixed row height, fixed
// column widths (never measured from the rows), red outflows. Call after each setModel().
void configureLedgerView(QTableView *view);

} // namespace brokerdesk::ui::cashflow
