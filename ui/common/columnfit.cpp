#include "columnfit.h"

#include <QAbstractItemDelegate>
#include <QHeaderView>
#include <QScrollBar>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTimer>

namespace brokerdesk::ui {

namespace {

constexpr int maxTextWidth = 260;

bool isAmount(const QModelIndex &index)
{
    const QString text = index.data().toString();
    if (text.contains(QLatin1String("R$")))
        return true;
    const int align = index.data(Qt::TextAlignmentRole).toInt();
    return (align & Qt::AlignRight) && !text.isEmpty();
}

void refit(QTableView *view)
{
    QAbstractItemModel *model = view->model();
    if (!model)
        return;
    // The rows on screen only: reading a lazy list's other rows would fetch their pages.
    const int first = qMax(0, view->rowAt(0));
    int last = view->rowAt(view->viewport()->height() - 1);
    if (last < 0)
        last = model->rowCount() - 1;
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.font = view->font();
    for (int c = 0; c < model->columnCount(); ++c) {
        if (view->isColumnHidden(c))
            continue;
        int widest = 0;
        for (int r = first; r <= last; ++r) {
            const QModelIndex i = model->index(r, c);
            const int needed = view->itemDelegateForIndex(i)->sizeHint(option, i).width();
            // Amounts are never cut; a long text (an address) stops at a readable width.
            widest = qMax(widest, isAmount(i) ? needed : qMin(needed, maxTextWidth));
        }
        // The last column may stretch: it already has the rest of the width.
        if (widest > view->columnWidth(c))
            view->setColumnWidth(c, widest + 2);
    }
}

} // namespace

void fitColumns(QTableView *view)
{
    // Called again after the view gets a new model: one timer per view, watching the new model.
    const QString name = QStringLiteral("columnFit");
    auto *timer = view->findChild<QTimer *>(name, Qt::FindDirectChildrenOnly);
    const bool first = !timer;
    if (first) {
        timer = new QTimer(view);
        timer->setObjectName(name);
        timer->setSingleShot(true);
        timer->setInterval(0); // one measure per burst of model signals
        QObject::connect(timer, &QTimer::timeout, view, [view] { refit(view); });
    }
    const auto later = [timer] { timer->start(); };
    if (QAbstractItemModel *model = view->model()) {
        QObject::connect(model, &QAbstractItemModel::rowsInserted, timer, later);
        QObject::connect(model, &QAbstractItemModel::modelReset, timer, later);
        QObject::connect(model, &QAbstractItemModel::dataChanged, timer, later);
        QObject::connect(model, &QAbstractItemModel::layoutChanged, timer, later);
    }
    // Scrolled or resized, other rows come on screen.
    if (first) {
        QObject::connect(view->verticalScrollBar(), &QScrollBar::valueChanged, timer, later);
        QObject::connect(view->verticalScrollBar(), &QScrollBar::rangeChanged, timer, later);
    }
    timer->start();
}

} // namespace brokerdesk::ui
