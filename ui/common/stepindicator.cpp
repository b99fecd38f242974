#include "stepindicator.h"

#include <QHBoxLayout>
#include <QLabel>

namespace brokerdesk::ui {

StepIndicator::StepIndicator(const QStringList &steps, QWidget *parent)
    : QWidget(parent), m_steps(steps)
{
    setObjectName(QStringLiteral("stepIndicator"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    layout->setSpacing(8);
    for (int i = 0; i < steps.size(); ++i) {
        if (i > 0) {
            auto *separator = new QLabel(QStringLiteral("›"), this);
            separator->setStyleSheet(QStringLiteral("color: #9aa5b1;"));
            layout->addWidget(separator);
        }
        auto *label = new QLabel(this);
        m_labels << label;
        layout->addWidget(label);
    }
    layout->addStretch();
    setCurrent(0);
}

QString StepIndicator::stepText(int index) const
{
    const QString mark = index < m_current ? QStringLiteral("✓") : QString::number(index + 1);
    return mark + u' ' + m_steps.at(index);
}

void StepIndicator::setCurrent(int index)
{
    m_current = index;
    for (int i = 0; i < m_labels.size(); ++i) {
        QLabel *label = m_labels.at(i);
        label->setText(stepText(i));
        // Done steps quiet, the current one bold and underlined in the accent, the rest grey.
        label->setStyleSheet(i == index  ? QStringLiteral("color: #0d47a1; font-weight: bold; "
                                                           "border-bottom: 2px solid #1565c0;")
                             : i < index ? QStringLiteral("color: #2e7d32;")
                                         : QStringLiteral("color: #6b7785;"));
        label->setAccessibleName(i == index ? tr("%1, current step").arg(m_steps.at(i))
                                            : m_steps.at(i));
    }
}

} // namespace brokerdesk::ui
