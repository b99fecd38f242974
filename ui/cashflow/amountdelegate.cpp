#include "amountdelegate.h"

#include "domain/enums.h"
#include "models/lazylistmodel.h"

#include <QDateTime>
#include <QHeaderView>
#include <QLocale>
#include <QTableView>

namespace brokerdesk::ui::cashflow {

void AmountDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(models::LazyListModel::RawValueRole).toLongLong() < 0) {
        option->palette.setColor(QPalette::Text, outflowColor());
        option->palette.setColor(QPalette::HighlightedText, outflowColor().lighter(190));
    }
}

void configureLedgerView(QTableView *view)
{
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setSortingEnabled(false);
    QHeaderView *rows = view->verticalHeader();
    rows->hide();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setDefaultSectionSize(view->fontMetrics().height() + 8);
    QHeaderView *columns = view->horizontalHeader();
    columns->setSectionResizeMode(QHeaderView::Interactive);
    columns->setStretchLastSection(true);
    columns->setHighlightSections(false);
    // Widths from what the columns show (a long date, a long category, a header), so nothing
    // is cut in either language; measuring a million rows with ResizeToContents is not an option.
    const QFontMetrics fm = view->fontMetrics();
    const int pad = 2 * fm.horizontalAdvance(u'M');
    const QString date = QLocale().toString(QDateTime(QDate(2026, 12, 28), QTime(23, 59)), QLocale::ShortFormat);
    const auto header = [view](int c) { return view->model() ? view->model()->headerData(c, Qt::Horizontal).toString() : QString(); };
    QString category;
    for (int c = int(domain::CashFlowCategory::ChannelSale); c <= int(domain::CashFlowCategory::BalanceAdjustment); ++c) {
        const QString name = domain::displayName(domain::CashFlowCategory(c));
        if (fm.horizontalAdvance(name) > fm.horizontalAdvance(category))
            category = name;
    }
    const QString samples[] = {date, category, QString(26, u'n'),
                               QStringLiteral("(R$ 99,999.99)"), header(4), header(5), header(6), date};
    for (int c = 0; c < int(std::size(samples)); ++c)
        view->setColumnWidth(c, std::max(fm.horizontalAdvance(samples[c]), fm.horizontalAdvance(header(c))) + pad);
    if (!qobject_cast<AmountDelegate *>(view->itemDelegateForColumn(3))) {
        auto *amounts = new AmountDelegate(view);
        view->setItemDelegateForColumn(3, amounts);
        view->setItemDelegateForColumn(4, amounts);
    }
}

} // namespace brokerdesk::ui::cashflow
