#include "quotepage.h"

#include "common/pageheader.h"
#include "common/stepindicator.h"
#include "compareview.h"
#include "icons.h"
#include "multiquoteview.h"
#include "quotewizard.h"
#include "workspace.h"

#include <QApplication>
#include <QLabel>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace brokerdesk::ui {

QuotePage::QuotePage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent), m_header(new PageHeader(tr("Quote"), this)),
      m_tabs(new QTabWidget(this)), m_wizard(new QuoteWizard(workspace, this)),
      m_multi(new MultiQuoteView(workspace, this)), m_compare(new CompareView(workspace, this))
{
    QStringList names;
    for (const int id : m_wizard->pageIds())
        names << m_wizard->page(id)->title();
    m_steps = new StepIndicator(names, this);
    auto *quoting = new QWidget(this);
    auto *quotingLayout = new QVBoxLayout(quoting);
    quotingLayout->setContentsMargins(8, 4, 8, 0);
    quotingLayout->addWidget(m_steps);
    quotingLayout->addWidget(m_wizard, 1);
    // Under Next, and out of the Tab chain: a link to the first field missing.
    m_missing = new QLabel(this);
    m_missing->setObjectName(QStringLiteral("missingFields"));
    m_missing->setAlignment(Qt::AlignRight);
    m_missing->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    m_missing->setToolTip(tr("Go to the first field still missing"));
    m_missing->hide();
    quotingLayout->addWidget(m_missing);
    connect(m_wizard, &QuoteWizard::missingChanged, this, [this](const QString &text) {
        m_missing->setText(QStringLiteral("<a href=\"#missing\" style=\"color: #8a4b00;\">%1</a>")
                               .arg(text.toHtmlEscaped()));
        m_missing->setVisible(!text.isEmpty());
    });
    connect(m_missing, &QLabel::linkActivated, m_wizard, &QuoteWizard::focusFirstMissing);
    m_quoting = quoting;
    m_tabs->addTab(m_multi, tr("&Multicálculo"));
    m_tabs->addTab(quoting, tr("&One product"));
    m_tabs->addTab(m_compare, tr("Compare and re-&quote"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(m_header);
    layout->addWidget(m_tabs);
    connect(m_wizard, &QWizard::currentIdChanged, this, [this](int id) {
        m_steps->setCurrent(int(m_wizard->pageIds().indexOf(id)));
        describe();
    });
    connect(&workspace, &Workspace::quoteRequested, this, [this](const QString &brokerProductId) {
        m_tabs->setCurrentWidget(m_quoting);
        m_wizard->startWith(brokerProductId);
    });
    connect(&workspace, &Workspace::requoteRequested, this, [this](const QString &savedQuoteId) {
        m_tabs->setCurrentWidget(m_quoting);
        m_wizard->requote(savedQuoteId);
    });
    connect(&workspace, &Workspace::quoteForCustomerRequested, this,
            [this](const cache::Customer &customer) {
                // A new quote for a customer is a multicálculo of their risk.
                m_tabs->setCurrentWidget(m_multi);
                m_multi->startFor(customer);
            });
    connect(m_multi, &MultiQuoteView::summaryChanged, this, &QuotePage::describe);
    connect(m_wizard, &QuoteWizard::busyChanged, this, [this](bool busy) {
        m_busy = busy;
        emit busyChanged(busy);
    });
    connect(m_wizard, &QuoteWizard::quoteSaved, this, [this](const QString &quoteId) {
        m_compare->reload();
        // A re-quote's new prices sit beside the earlier ones in Compare.
        if (const auto &requote = m_wizard->draft().requote)
            m_compare->setChecked({requote->before.summary.quoteId, quoteId});
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_compare)
            m_compare->reload();
        describe();
        // A tab chosen by its key (Alt+U...): the keyboard goes into it, not left on the tabs
        // or on a field the other tab hid.
        const QWidget *focused = QApplication::focusWidget();
        if (focused && (focused == m_tabs->tabBar() || !focused->isVisible())) {
            if (m_tabs->currentWidget() == m_quoting && m_wizard->currentPage())
                m_wizard->currentPage()->setFocus(Qt::TabFocusReason);
            else
                m_tabs->currentWidget()->setFocus(Qt::TabFocusReason);
        }
    });
    describe();
}

void QuotePage::renew(const domain::Policy &policy)
{
    m_tabs->setCurrentWidget(m_multi);
    m_multi->renew(policy);
}

QString QuotePage::summary() const
{
    return m_header->summary();
}

void QuotePage::describe()
{
    if (m_tabs->currentWidget() == m_compare) {
        m_header->setSummary(tr("Quotes saved on this computer: compare, re-quote or sell"));
        return;
    }
    if (m_tabs->currentWidget() == m_multi) {
        m_header->setSummary(m_multi->summary());
        return;
    }
    const int step = int(m_wizard->pageIds().indexOf(m_wizard->currentId()));
    const QString product = m_wizard->draft().product.name;
    const QString where = tr("Step %1 of %2").arg(step + 1).arg(m_wizard->pageIds().size());
    m_header->setSummary(product.isEmpty() || step == 0 ? tr("Choose a product to quote")
                                                        : product + QStringLiteral(" · ") + where);
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

void QuotePage::showMulti()
{
    m_tabs->setCurrentWidget(m_multi);
}

void QuotePage::showCompare()
{
    m_tabs->setCurrentWidget(m_compare);
}

} // namespace brokerdesk::ui
