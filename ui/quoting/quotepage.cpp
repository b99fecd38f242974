#include "quotepage.h"

#include "common/pageheader.h"
#include "common/stepindicator.h"
#include "compareview.h"
#include "icons.h"
#include "quotewizard.h"
#include "workspace.h"

#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace brokerdesk::ui {

QuotePage::QuotePage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent), m_header(new PageHeader(tr("Quote"), this)),
      m_tabs(new QTabWidget(this)), m_wizard(new QuoteWizard(workspace, this)),
      m_compare(new CompareView(workspace, this))
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
    m_tabs->addTab(quoting, tr("&New quote"));
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
        m_tabs->setCurrentIndex(0);
        m_wizard->startWith(brokerProductId);
    });
    connect(&workspace, &Workspace::requoteRequested, this, [this](const QString &savedQuoteId) {
        m_tabs->setCurrentIndex(0);
        m_wizard->requote(savedQuoteId);
    });
    connect(&workspace, &Workspace::quoteForCustomerRequested, this,
            [this](const cache::Customer &customer) {
                m_tabs->setCurrentIndex(0);
                m_wizard->startWith(QString());
                m_wizard->draft().customer = customer; // the holder step fills it in
            });
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
    });
    describe();
}

void QuotePage::renew(const QJsonObject &policy)
{
    m_tabs->setCurrentIndex(0);
    m_wizard->renew(policy);
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

void QuotePage::showCompare()
{
    m_tabs->setCurrentWidget(m_compare);
}

} // namespace brokerdesk::ui
