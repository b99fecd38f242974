#include "statusbadgedelegate.h"

#include "domain/affinity.h"
#include "models/lazylistmodel.h"
#include "models/listrecord.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>
#include <optional>

namespace brokerdesk::ui::affinities {

namespace {

constexpr int padX = 10;
constexpr int padY = 3;

std::optional<domain::AffinityStatus> statusOf(const QModelIndex &index)
{
    using Role = models::LazyListModel::Role;
    if (index.data(Role::LoadStateRole).value<models::LazyListModel::LoadState>() !=
        models::LazyListModel::LoadState::Loaded)
        return std::nullopt;
    const auto affinity = models::recordAs<domain::Affinity>(index);
    return affinity ? affinity->status : domain::AffinityStatus::Unknown;
}

} // namespace

StatusBadgeDelegate::Colors StatusBadgeDelegate::colors(domain::AffinityStatus status)
{
    using S = domain::AffinityStatus;
    switch (status) {
    case S::Pending:
        return {QColor::fromRgb(0xfff3cdu), QColor::fromRgb(0x7a4f01u)};
    case S::Issued:
        return {QColor::fromRgb(0xd4eddau), QColor::fromRgb(0x155724u)};
    case S::Canceled:
        return {QColor::fromRgb(0xf8d7dau), QColor::fromRgb(0x721c24u)};
    case S::Renewed:
        return {QColor::fromRgb(0xd6e9f8u), QColor::fromRgb(0x0b4f79u)};
    case S::Expired:
    case S::Unknown:
        break;
    }
    return {QColor::fromRgb(0xe2e3e5u), QColor::fromRgb(0x383d41u)};
}

void StatusBadgeDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    const auto status = statusOf(index);
    if (!status) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The row's background and selection as the style draws them, without the text.
    QStyleOptionViewItem cell = option;
    initStyleOption(&cell, index);
    cell.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &cell, painter, widget);

    const QString text = index.data(Qt::DisplayRole).toString();
    const QFontMetrics fm(option.font);
    const QRect area = option.rect.adjusted(4, 0, -4, 0);
    const int width = std::min(fm.horizontalAdvance(text) + 2 * padX, area.width());
    const int height = std::min(fm.height() + 2 * padY, area.height() - 2);
    const QRect pill(area.left(), area.top() + (area.height() - height) / 2, width, height);
    const Colors c = colors(*status);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(c.text.lighter(220));
    painter->setBrush(c.background);
    painter->drawRoundedRect(QRectF(pill).adjusted(0.5, 0.5, -0.5, -0.5), height / 2.0,
                             height / 2.0);
    painter->setPen(c.text);
    painter->drawText(pill, Qt::AlignCenter,
                      fm.elidedText(text, Qt::ElideRight, pill.width() - padX));
    painter->restore();
}

QSize StatusBadgeDelegate::sizeHint(const QStyleOptionViewItem &option,
                                    const QModelIndex &index) const
{
    const QSize base = QStyledItemDelegate::sizeHint(option, index);
    const QFontMetrics fm(option.font);
    return {std::max(base.width(), fm.horizontalAdvance(index.data().toString()) + 2 * padX + 8),
            std::max(base.height(), fm.height() + 2 * padY + 2)};
}

} // namespace brokerdesk::ui::affinities
