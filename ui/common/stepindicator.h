#pragma once

#include <QWidget>

class QLabel;

namespace brokerdesk::ui {

// "✓ Product › ✓ Plan › 3 Holder › 4 Item …": where a wizard is and what comes next, by name.
class StepIndicator final : public QWidget
{
    Q_OBJECT
public:
    explicit StepIndicator(const QStringList &steps, QWidget *parent = nullptr);

    void setCurrent(int index);
    int current() const { return m_current; }
    // The text of the step at `index`, as shown ("✓ Product", "3 Holder").
    QString stepText(int index) const;

private:
    QList<QLabel *> m_labels;
    QStringList m_steps;
    int m_current = -1;
};

} // namespace brokerdesk::ui
