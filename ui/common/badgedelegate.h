#pragma once

#include <QStyledItemDelegate>

#include <functional>

namespace brokerdesk::ui {

// Draws a status cell as a coloured badge ("Ativa" on green, "Cancelada" on red), the way
// broker tools mark states a glance must catch. `tone` picks the colours from the cell.
class BadgeDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    enum class Tone { None, Good, Waiting, Bad, Neutral };
    using ToneOf = std::function<Tone(const QModelIndex &)>;

    BadgeDelegate(ToneOf tone, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    ToneOf m_tone;
};

} // namespace brokerdesk::ui
