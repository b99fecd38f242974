#include "progresspanel.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace brokerdesk::ui {

ProgressPanel::ProgressPanel(QWidget *parent)
    : QWidget(parent), m_label(new QLabel(this)), m_bar(new QProgressBar(this)),
      m_cancel(new QPushButton(tr("Cancel"), this))
{
    setAccessibleName(tr("Progress"));
    m_bar->setTextVisible(false);
    m_bar->setMaximumWidth(240);
    m_cancel->setAccessibleName(tr("Cancel the work in progress"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, &ProgressPanel::cancel);
    hide();
}

void ProgressPanel::start(const QString &text, std::function<void()> cancel)
{
    m_cancelAction = std::move(cancel);
    m_label->setText(text);
    m_bar->setRange(0, 0);
    m_cancel->setEnabled(bool(m_cancelAction));
    show();
}

void ProgressPanel::setProgress(int done, int total)
{
    m_bar->setRange(0, qMax(total, 1));
    m_bar->setValue(done);
}

void ProgressPanel::setText(const QString &text)
{
    m_label->setText(text);
}

QString ProgressPanel::text() const
{
    return m_label->text();
}

void ProgressPanel::finish()
{
    m_cancelAction = {};
    hide();
}

void ProgressPanel::cancel()
{
    const auto action = std::move(m_cancelAction);
    finish();
    if (action)
        action();
    emit cancelled();
}

void ProgressPanel::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && isRunning()) {
        cancel();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace brokerdesk::ui
