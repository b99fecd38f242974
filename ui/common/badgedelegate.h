#pragma once

#include <QStyledItemDelegate>

#include <functional>

namespace brokerdesk::ui {

// Draws a status cell as a coloured chip ("Ativa" on green, "Cancelada" on red), the way
// broker tools mark states a glance must catch: the desk's one status chip (issue 35), on
// every list. `tone` picks the colours from the cell.
class BadgeDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    enum class Tone { None, Good, Waiting, Bad, Info, Neutral };
    using ToneOf = std::function<Tone(const QModelIndex &)>;

    BadgeDelegate(ToneOf tone, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    ToneOf m_tone;
};

} // namespace brokerdesk::ui
