#include "quotepage.h"

#include "compareview.h"
#include "icons.h"
#include "quotewizard.h"
#include "workspace.h"

#include <QTabWidget>
#include <QVBoxLayout>

namespace brokerdesk::ui {

QuotePage::QuotePage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent), m_tabs(new QTabWidget(this)),
      m_wizard(new QuoteWizard(workspace, this)), m_compare(new CompareView(workspace, this))
{
    m_tabs->addTab(m_wizard, tr("&New quote"));
    m_tabs->addTab(m_compare, tr("Compare and re-&quote"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    connect(&workspace, &Workspace::quoteRequested, this, [this](const QString &brokerProductId) {
        m_tabs->setCurrentWidget(m_wizard);
        m_wizard->startWith(brokerProductId);
    });
    connect(&workspace, &Workspace::quoteForCustomerRequested, this,
            [this](const cache::Customer &customer) {
                m_tabs->setCurrentWidget(m_wizard);
                m_wizard->startWith(QString());
                m_wizard->draft().customer = customer; // the holder step fills it in
            });
    connect(m_wizard, &QuoteWizard::busyChanged, this, [this](bool busy) {
        m_busy = busy;
        emit busyChanged(busy);
    });
    connect(m_wizard, &QuoteWizard::quoteSaved, m_compare, &CompareView::reload);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_compare)
            m_compare->reload();
    });
}

QString QuotePage::title() const
{
    return tr("Quote");
}

QIcon QuotePage::icon() const
{
    return ui::icon(QStringLiteral("quote"));
}

void QuotePage::activate()
{
    if (m_tabs->currentWidget() == m_compare)
        m_compare->reload();
}

void QuotePage::showCompare()
{
    m_tabs->setCurrentWidget(m_compare);
}

} // namespace brokerdesk::ui
