#pragma once

#include <QWidget>

namespace brokerdesk::ui::recommendations {

// A half-ring from 0 % to 100 % with the value in large print: how likely the person is to
// buy. Empty (grey ring, a dash) until a value is set.
class PercentGauge final : public QWidget
{
    Q_OBJECT
public:
    explicit PercentGauge(QWidget *parent = nullptr);

    void setValue(double percent); // clamped to 0..100
    void clear();
    bool hasValue() const { return m_hasValue; }
    double value() const { return m_value; }
    QString valueText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    double m_value = 0;
    bool m_hasValue = false;
};

} // namespace brokerdesk::ui::recommendations
