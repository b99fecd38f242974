#include "columnfit.h"

#include "look.h"

#include <QAbstractItemDelegate>
#include <QEvent>
#include <QHeaderView>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSplitter>
#include <QStyleOptionViewItem>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>

#include <algorithm>

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

// A cell that is an amount and nothing else ("R$ 1.078,55", "-R$ 12,00"), not a sentence with
// one in it ("6× de R$ 66,79 …").
bool isMoney(const QModelIndex &index)
{
    static const QRegularExpression money(
        QStringLiteral("^[-−]?\\s*R\\$[\\s\\x{00A0}]?[-−]?[0-9.]+(,[0-9]+)?$"));
    return money.match(index.data().toString().trimmed()).hasMatch();
}

// Amounts in the desk's money face: bold, right aligned (common/look.h); other cells as before.
class AmountDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (isMoney(index)) {
            option->font = moneyFont(option->font);
            option->fontMetrics = QFontMetrics(option->font);
            option->displayAlignment = Qt::AlignRight | Qt::AlignVCenter;
        }
    }
};

// A list beside a details pane in a splitter takes from the pane the width its columns need,
// down to the pane's minimum, rather than scrolling sideways (issue 35).
void makeRoom(QTableView *view, int columns)
{
    auto *split = qobject_cast<QSplitter *>(view->parentWidget());
    if (!split || split->orientation() != Qt::Horizontal || !view->isVisible())
        return;
    const int frame = view->width() - view->viewport()->width();
    const int scrollBar =
        view->verticalScrollBar()->isVisible() ? 0 : view->verticalScrollBar()->sizeHint().width();
    int missing = columns + frame + scrollBar - view->width();
    if (missing <= 0)
        return;
    QList<int> sizes = split->sizes();
    const int at = split->indexOf(view);
    for (int i = 0; i < sizes.size() && missing > 0; ++i) {
        if (i == at)
            continue;
        const QWidget *pane = split->widget(i);
        // A pane keeps a third of the splitter at least: details squeezed are worse.
        const int floor =
            std::max({pane->minimumWidth(), pane->minimumSizeHint().width(), split->width() / 3});
        const int give = std::clamp(sizes[i] - floor, 0, missing);
        sizes[i] -= give;
        sizes[at] += give;
        missing -= give;
    }
    split->setSizes(sizes);
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
    int total = 0; // the width of every column whole
    int lastShown = model->columnCount() - 1;
    while (lastShown > 0 && view->isColumnHidden(lastShown))
        --lastShown;
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
        // The last column may stretch: it has the rest of the width, and never pushes the
        // list into scrolling sideways (the room it needs is asked of a pane beside, below).
        const bool stretched = c == lastShown && view->horizontalHeader()->stretchLastSection();
        if (widest > view->columnWidth(c) && !stretched)
            view->setColumnWidth(c, widest + 2);
        total += stretched ? widest + 2 : view->columnWidth(c);
    }
    makeRoom(view, total);
}

// Shown (its page opened), the list measures again: hidden, it could not take room.
class RefitOnShow final : public QObject
{
public:
    RefitOnShow(QTimer *timer, QObject *parent) : QObject(parent), m_timer(timer) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show)
            m_timer->start();
        return QObject::eventFilter(watched, event);
    }

private:
    QTimer *m_timer;
};

} // namespace

void fitColumns(QTableView *view)
{
    // Called again after the view gets a new model: one timer per view, watching the new model.
    const QString name = QStringLiteral("columnFit");
    auto *timer = view->findChild<QTimer *>(name, Qt::FindDirectChildrenOnly);
    const bool first = !timer;
    if (first) {
        // The view's own delegate, unless the page gave it another.
        if (view->itemDelegate()->metaObject() == &QStyledItemDelegate::staticMetaObject)
            view->setItemDelegate(new AmountDelegate(view));
        timer = new QTimer(view);
        timer->setObjectName(name);
        timer->setSingleShot(true);
        timer->setInterval(0); // one measure per burst of model signals
        QObject::connect(timer, &QTimer::timeout, view, [view] { refit(view); });
        view->installEventFilter(new RefitOnShow(timer, view));
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
