#pragma once

#include "domain/enums.h"

#include <QColor>
#include <QStyledItemDelegate>

namespace brokerdesk::ui::affinities {

// Paints an affinity's status as a coloured pill with its translated name (Pending amber,
// Issued green, Canceled red, Expired grey, Renewed blue); rows still loading paint as usual.
class StatusBadgeDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    struct Colors
    {
        QColor background;
        QColor text;
    };
    static Colors colors(domain::AffinityStatus status);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace brokerdesk::ui::affinities
