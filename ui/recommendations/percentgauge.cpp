#include "percentgauge.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace brokerdesk::ui::recommendations {

PercentGauge::PercentGauge(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("percentGauge"));
    setAccessibleName(tr("Estimated chance of buying"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    clear();
}

QSize PercentGauge::sizeHint() const
{
    return {280, 170};
}
QSize PercentGauge::minimumSizeHint() const
{
    return {200, 130};
}

void PercentGauge::setValue(double percent)
{
    m_value = std::clamp(percent, 0.0, 100.0);
    m_hasValue = true;
    setAccessibleDescription(valueText());
    setToolTip(valueText());
    update();
}

void PercentGauge::clear()
{
    m_hasValue = false;
    m_value = 0;
    setAccessibleDescription(tr("No estimate yet"));
    setToolTip({});
    update();
}

QString PercentGauge::valueText() const
{
    return m_hasValue ? QLocale().toString(m_value, 'f', 1) + QLocale().percent()
                      : QStringLiteral("–");
}

void PercentGauge::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int thickness = 18;
    const int side = std::min(width() - 2 * thickness, 2 * (height() - thickness - 8));
    const QRectF ring((width() - side) / 2.0, thickness, side, side);

    // Colour says the reading at a glance: low red, middle amber, high green.
    const QColor tone = m_value < 30   ? QColor(0xc6, 0x28, 0x28)
                        : m_value < 60 ? QColor(0xe0, 0x8a, 0x00)
                                       : QColor(0x2e, 0x7d, 0x32);
    QPen track(palette().color(QPalette::Mid), thickness, Qt::SolidLine, Qt::FlatCap);
    p.setPen(track);
    p.drawArc(ring, 0, 180 * 16);
    if (m_hasValue) {
        QPen fill(tone, thickness, Qt::SolidLine, Qt::FlatCap);
        p.setPen(fill);
        p.drawArc(ring, 180 * 16, -int(m_value / 100.0 * 180 * 16));
    }

    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * 2.4);
    big.setBold(true);
    p.setFont(big);
    p.setPen(m_hasValue ? tone : palette().color(QPalette::Text));
    const QRectF text(0, ring.center().y() - big.pointSizeF() * 2.2, width(),
                      big.pointSizeF() * 2.2);
    p.drawText(text, Qt::AlignHCenter | Qt::AlignBottom, valueText());

    p.setFont(font());
    p.setPen(palette().color(QPalette::PlaceholderText));
    const QRectF scale(ring.left() - thickness, ring.center().y() + 4, ring.width() + 2 * thickness,
                       20);
    p.drawText(scale, Qt::AlignLeft | Qt::AlignTop, QStringLiteral("0%"));
    p.drawText(scale, Qt::AlignRight | Qt::AlignTop, QStringLiteral("100%"));
}

} // namespace brokerdesk::ui::recommendations
