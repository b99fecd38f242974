#include "badgedelegate.h"

#include <QPainter>

namespace brokerdesk::ui {

namespace {

constexpr int padding = 8;

// Background and text of each tone: pale fills with dark text, readable when selected too.
std::pair<QColor, QColor> colours(BadgeDelegate::Tone tone)
{
    using T = BadgeDelegate::Tone;
    switch (tone) {
    case T::Good:
        return {QColor(0xdf, 0xf3, 0xe4), QColor(0x1e, 0x6b, 0x34)};
    case T::Waiting:
        return {QColor(0xfd, 0xf0, 0xd5), QColor(0x8a, 0x4b, 0x00)};
    case T::Bad:
        return {QColor(0xfb, 0xe3, 0xe0), QColor(0xa4, 0x28, 0x1b)};
    case T::Info:
        return {QColor(0xdd, 0xea, 0xf8), QColor(0x0b, 0x4f, 0x79)};
    case T::Neutral:
    case T::None:
        break;
    }
    return {QColor(0xe8, 0xec, 0xf0), QColor(0x44, 0x4f, 0x5a)};
}

} // namespace

BadgeDelegate::BadgeDelegate(ToneOf tone, QObject *parent)
    : QStyledItemDelegate(parent), m_tone(std::move(tone))
{
}

void BadgeDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const
{
    const QString text = index.data().toString();
    const Tone tone = m_tone(index);
    if (text.isEmpty() || tone == Tone::None) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The row's own background (selection, alternate colour) first, then the badge on it.
    QStyleOptionViewItem plain = option;
    initStyleOption(&plain, index);
    plain.text.clear();
    QStyledItemDelegate::paint(painter, plain, QModelIndex());
    const auto [fill, ink] = colours(tone);
    const QFontMetrics metrics(option.font);
    const int width = qMin(metrics.horizontalAdvance(text) + 2 * padding, option.rect.width() - 4);
    const QRect badge(option.rect.left() + 2, option.rect.center().y() - metrics.height() / 2 - 2,
                      width, metrics.height() + 4);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawRoundedRect(badge, badge.height() / 2.0, badge.height() / 2.0);
    painter->setPen(ink);
    painter->drawText(badge, Qt::AlignCenter, text);
    painter->restore();
}

QSize BadgeDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.rwidth() += 2 * padding + 4;
    return size;
}

} // namespace brokerdesk::ui
