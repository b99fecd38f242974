#include "layoutcheck.h"

#include <QAbstractItemView>
#include <QHeaderView>
#include <QListView>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTableView>
#include <QTreeView>

namespace brokerdesk::ui {

namespace {

QString nameOf(const QAbstractItemView *view)
{
    if (!view->accessibleName().isEmpty())
        return view->accessibleName();
    if (!view->objectName().isEmpty())
        return view->objectName();
    return QString::fromLatin1(view->metaObject()->className());
}

// The width a column gives its cells, or -1 when the view has no columns (a list).
int columnWidth(const QAbstractItemView *view, int column)
{
    if (const auto *table = qobject_cast<const QTableView *>(view))
        return table->isColumnHidden(column) ? 0 : table->columnWidth(column);
    if (const auto *tree = qobject_cast<const QTreeView *>(view))
        return tree->isColumnHidden(column) ? 0 : tree->columnWidth(column);
    return -1;
}

QString headerOf(const QAbstractItemView *view, int column)
{
    return view->model()->headerData(column, Qt::Horizontal).toString();
}

// Nothing a cell says is cut: money, dates, names, items and addresses are read whole (issue
// 35). A cell of several lines in a list that does not wrap is its page's own layout (its
// delegate draws it), left alone; where the list wraps, its lines are measured.
bool mustBeWhole(const QString &text, bool wraps)
{
    return !text.trimmed().isEmpty() && (wraps || !text.contains(u'\n'));
}

// What was cut, for the report: money and dates, else a name (any other text).
QString kindOf(const QString &text)
{
    static const QRegularExpression date(QStringLiteral("\\b\\d\\d/\\d\\d/\\d{4}\\b"));
    return text.contains(QLatin1String("R$")) || date.match(text).hasMatch()
               ? QStringLiteral("cut")
               : QStringLiteral("cut name");
}

void cutCells(const QAbstractItemView *view, QStringList &problems)
{
    const QAbstractItemModel *model = view->model();
    const QRect area = view->viewport()->rect();
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.font = view->font();
    option.fontMetrics = view->fontMetrics();
    option.decorationSize = view->iconSize().isValid() ? view->iconSize() : QSize(16, 16);
    option.showDecorationSelected = true;
    const auto *list = qobject_cast<const QListView *>(view);
    const auto *table = qobject_cast<const QTableView *>(view);
    if (list && list->wordWrap())
        return; // a wrapping list grows its rows instead of cutting
    // A table that wraps draws a cell's text on as many lines as its row has room for, and cuts
    // the rest: measured as it draws it.
    const bool wraps = table && table->wordWrap();
    if (wraps)
        option.features |= QStyleOptionViewItem::WrapText;
    for (int r = 0; r < model->rowCount() && r < 200; ++r) {
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex index = model->index(r, c);
            const QRect cell = view->visualRect(index);
            if (!cell.isValid() || !cell.intersects(area))
                continue;
            const QString text = index.data().toString();
            if (!mustBeWhole(text, wraps))
                continue;
            const int width = list ? area.width() : columnWidth(view, c);
            if (width <= 0)
                continue;
            option.rect = cell;
            // Wrapped text needs the lines it wraps into; unwrapped, the width of its one line.
            const QSize needs = view->itemDelegateForIndex(index)->sizeHint(option, index);
            const int needed = needs.width();
            if (wraps ? needs.height() > cell.height() || needed > width : needed > width)
                problems << QStringLiteral("%1: \"%2\" in %3 (needs %4×%5 px, has %6×%7)")
                                .arg(kindOf(text), QString(text).replace(u'\n', u' '),
                                     list ? nameOf(view) : headerOf(view, c))
                                .arg(needed)
                                .arg(needs.height())
                                .arg(width)
                                .arg(cell.height());
        }
    }
}

} // namespace

QStringList layoutProblems(const QWidget *root)
{
    QStringList problems;
    for (const QAbstractItemView *view : root->findChildren<QAbstractItemView *>()) {
        if (!view->isVisible() || qobject_cast<const QHeaderView *>(view) || !view->model())
            continue;
        if (view->horizontalScrollBar()->isVisible())
            problems << QStringLiteral("side scroll: ") + nameOf(view);
        cutCells(view, problems);
    }
    return problems;
}

} // namespace brokerdesk::ui
