#include "pageheader.h"

#include <QHBoxLayout>
#include <QLabel>

namespace brokerdesk::ui {

PageHeader::PageHeader(const QString &title, QWidget *parent)
    : QWidget(parent), m_title(new QLabel(title, this)), m_summary(new QLabel(this)),
      m_tools(new QHBoxLayout)
{
    setObjectName(QStringLiteral("pageHeader"));
    m_title->setObjectName(QStringLiteral("pageTitle"));
    m_title->setStyleSheet(QStringLiteral("font-size: 18px; font-weight: 600;"));
    m_summary->setObjectName(QStringLiteral("pageSummary"));
    m_summary->setStyleSheet(QStringLiteral("color: #607d8b;"));
    m_tools->setContentsMargins(0, 0, 0, 0);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->addWidget(m_title);
    layout->addSpacing(8);
    layout->addWidget(m_summary, 0, Qt::AlignBaseline);
    layout->addStretch(1);
    layout->addLayout(m_tools);
}

void PageHeader::setSummary(const QString &summary)
{
    m_summary->setText(summary);
}

QString PageHeader::summary() const
{
    return m_summary->text();
}

void PageHeader::addTool(QWidget *tool)
{
    m_tools->addWidget(tool);
}

} // namespace brokerdesk::ui
