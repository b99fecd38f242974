#include "ledgerdelegate.h"

#include "domain/cashflow.h"
#include "domain/enums.h"
#include "models/lazylistmodel.h"

#include <QApplication>
#include <QDateTime>
#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QTableView>

namespace brokerdesk::ui::cashflow {

namespace {

bool isMoney(int column)
{
    return column == ledgerAmountColumn || column == ledgerAmountColumn + 1;
} // amount, deductions

} // namespace

bool LedgerDelegate::isDeleted(const QModelIndex &index)
{
    return !index.data(models::LazyListModel::RecordRole)
                .toJsonObject()
                .value(QLatin1String(domain::cashflowkey::deletedAt))
                .toString()
                .isEmpty();
}

void LedgerDelegate::paintDayHeading(QPainter *painter, const QStyleOptionViewItem &option,
                                     const QRect &band, const DayHeading &day) const
{
    // Each cell paints its piece of the band; the texts are placed by the row, not the cell,
    // so they read as one line across the columns.
    const auto *view = qobject_cast<const QTableView *>(option.widget);
    if (!view)
        return;
    painter->save();
    painter->setClipRect(band);
    painter->fillRect(band, option.palette.brush(QPalette::Button));
    painter->setPen(option.palette.color(QPalette::Mid));
    painter->drawLine(band.bottomLeft(), band.bottomRight());
    QFont bold = option.font;
    bold.setBold(true);
    painter->setFont(bold);
    const int margin = QFontMetrics(bold).horizontalAdvance(u' ');
    const QRect row(view->columnViewportPosition(0) + margin, band.top(),
                    view->viewport()->width() * 4, band.height());
    painter->setPen(option.palette.color(QPalette::ButtonText));
    painter->drawText(row, Qt::AlignLeft | Qt::AlignVCenter, day.title);
    const int amount = ledgerAmountColumn;
    const QRect net(view->columnViewportPosition(amount), band.top(),
                    view->columnWidth(amount) - margin, band.height());
    if (day.outflow)
        painter->setPen(outflowColor());
    painter->drawText(net, Qt::AlignRight | Qt::AlignVCenter, day.net);
    painter->restore();
}

void LedgerDelegate::paint(QPainter *painter, const QStyleOptionViewItem &given,
                           const QModelIndex &index) const
{
    using models::LazyListModel;
    QStyleOptionViewItem option = given;
    if (const auto day = m_days.constFind(index.row()); day != m_days.constEnd()) {
        QRect band = option.rect;
        band.setHeight(option.rect.height() / 2);
        paintDayHeading(painter, option, band, *day);
        option.rect.setTop(band.bottom() + 1);
    }
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = !(option.state & QStyle::State_Enabled) ? QPalette::Disabled
                                       : (option.state & QStyle::State_Active) ? QPalette::Normal
                                                                               : QPalette::Inactive;
    if (selected)
        painter->fillRect(option.rect, option.palette.brush(group, QPalette::Highlight));
    else if (option.features & QStyleOptionViewItem::Alternate)
        painter->fillRect(option.rect, option.palette.brush(group, QPalette::AlternateBase));

    const QString text = index.data(Qt::DisplayRole).toString();
    if (text.isEmpty())
        return;
    QColor color =
        option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    bool struck = false;
    if (index.data(LazyListModel::LoadStateRole).value<LazyListModel::LoadState>() !=
        LazyListModel::LoadState::Loaded) {
        color = option.palette.color(group, QPalette::PlaceholderText);
    } else if (isDeleted(index)) {
        color = option.palette.color(group, QPalette::PlaceholderText);
        struck = true;
    } else if (isMoney(index.column()) &&
               index.data(LazyListModel::RawValueRole).toLongLong() < 0) {
        color = selected ? outflowColor().lighter(190) : outflowColor();
    }

    const QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, &option, option.widget) + 1;
    const QRect area = option.rect.adjusted(margin, 0, -margin, 0);
    const QStaticText &line = shaped(text, option.font, area.width());
    const QSizeF size = line.size();
    const auto alignment = Qt::Alignment(index.data(Qt::TextAlignmentRole).toInt());
    const Qt::Alignment horizontal =
        QStyle::visualAlignment(option.direction, alignment) & Qt::AlignHorizontal_Mask;
    qreal x = area.left();
    if (horizontal & Qt::AlignRight)
        x = area.right() + 1 - size.width();
    else if (horizontal & Qt::AlignHCenter)
        x = area.left() + (area.width() - size.width()) / 2;
    const qreal y = area.top() + (area.height() - size.height()) / 2;

    painter->save();
    painter->setClipRect(option.rect);
    painter->setFont(option.font);
    painter->setPen(color);
    painter->drawStaticText(QPointF(x, y), line);
    if (struck) // a line drawn over the text: another font would empty the shaped-text cache
        painter->drawLine(QPointF(x, y + size.height() / 2),
                          QPointF(x + size.width(), y + size.height() / 2));
    painter->restore();
}

const QStaticText &LedgerDelegate::shaped(const QString &text, const QFont &font, int width) const
{
    if (font != m_font) {
        m_texts.clear();
        m_font = font;
    }
    const auto prepared = [&font](const QString &s) {
        auto *t = new QStaticText(s);
        t->setTextFormat(Qt::PlainText); // a description is never markup
        t->prepare(QTransform(), font);
        return t;
    };
    QStaticText *full = m_texts.object(text);
    if (!full) {
        full = prepared(text);
        m_texts.insert(text, full);
    }
    if (full->size().width() <= width)
        return *full;
    // Cut to the column: the key carries the width, so a wider column shows more again.
    const QString key = QString::number(width) + u'\x1f' + text;
    QStaticText *cut = m_texts.object(key);
    if (!cut) {
        cut = prepared(QFontMetrics(font).elidedText(text, Qt::ElideRight, width));
        m_texts.insert(key, cut);
    }
    return *cut;
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
    const QString date =
        QLocale().toString(QDateTime(QDate(2026, 12, 28), QTime(23, 59)), QLocale::ShortFormat);
    const auto header = [view](int c) {
        return view->model() ? view->model()->headerData(c, Qt::Horizontal).toString() : QString();
    };
    QString category;
    for (int c = int(domain::CashFlowCategory::ChannelSale);
         c <= int(domain::CashFlowCategory::BalanceAdjustment); ++c) {
        const QString name = domain::displayName(domain::CashFlowCategory(c));
        if (fm.horizontalAdvance(name) > fm.horizontalAdvance(category))
            category = name;
    }
    const QString samples[] = {
        date,      category,  QString(26, u'n'), QStringLiteral("(R$ 99,999,999.99)"),
        header(4), header(5), header(6),         date};
    for (int c = 0; c < int(std::size(samples)); ++c)
        view->setColumnWidth(
            c, std::max(fm.horizontalAdvance(samples[c]), fm.horizontalAdvance(header(c))) + pad);
    if (!qobject_cast<LedgerDelegate *>(view->itemDelegate()))
        view->setItemDelegate(new LedgerDelegate(view));
}

} // namespace brokerdesk::ui::cashflow
