#pragma once

#include "models/listcolumn.h"

#include <QCache>
#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

class QTableView;

namespace brokerdesk::ui::cashflow {

// Where models::cashFlowColumns() shows the amount (the deductions follow it).
constexpr int ledgerAmountColumn = models::indexOf(models::CashFlowColumn::Amount);

// Paints the ledger's cells: one line of text, red for money leaving the broker (a negative
// amount, read from the raw cents), grey while a row loads, grey and struck through when deleted.
// Scrolling a million rows repaints the whole table every frame, so a cell costs one fill and one
// cached, already shaped text instead of the style's generic item (which lays the same text out
// three times).
class LedgerDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static QColor outflowColor() { return QColor(0xb3, 0x26, 0x1e); }

    // A day's heading, painted in a band across the top of the day's first row (a row twice
    // as tall): the day on the left, its net under the amount column.
    struct DayHeading
    {
        QString title; // "24/11/2026 — terça-feira"
        QString net;   // "R$ 1.234,56"
        bool outflow = false;
    };
    void setDayHeadings(QHash<int, DayHeading> headings) { m_days = std::move(headings); }
    const QHash<int, DayHeading> &dayHeadings() const { return m_days; }
    // A record with deleted_at: painted grey and struck through.
    static bool isDeleted(const QModelIndex &index);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

private:
    void paintDayHeading(QPainter *painter, const QStyleOptionViewItem &option, const QRect &band,
                         const DayHeading &day) const;
    // The text shaped in `font`, elided to `width` when longer.
    const QStaticText &shaped(const QString &text, const QFont &font, int width) const;

    mutable QCache<QString, QStaticText> m_texts{4000};
    mutable QFont m_font;          // the cache's font; another font empties it
    QHash<int, DayHeading> m_days; // by row
};

// What a view over a million ledger rows needs to stay smooth: fixed row height, fixed
// column widths (never measured from the rows), the ledger's delegate. Call after each
// setModel().
void configureLedgerView(QTableView *view);

} // namespace brokerdesk::ui::cashflow
