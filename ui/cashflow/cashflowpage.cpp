#include "cashflowpage.h"

#include "common/pageheader.h"
#include "home/filternote.h"

#include "commissionsview.h"
#include "ledgerdelegate.h"
#include "ledgerfilterbar.h"
#include "ledgermirrorview.h"

#include "api/brokerchannels.h"
#include "domain/businessday.h"
#include "icons.h"
#include "models/apipagesource.h"
#include "models/lazylistmodel.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace brokerdesk::ui {

CashFlowPage::CashFlowPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent),
      m_source(new models::ApiPageSource(&workspace.api(), api::ListResource::CashFlow, this)),
      m_model(new models::LazyListModel(m_source, models::cashFlowColumns(), {100, 4, 64}, this)),
      m_view(new QTableView(this)), m_error(new ErrorBanner(this)),
      m_header(new PageHeader(tr("Cash flow"), this)), m_stack(new QStackedWidget(this)),
      m_syncTimer(new QTimer(this)),
      m_mirror(new cashflow::LedgerMirrorView(workspace.api(), this)),
      m_filterNote(new FilterNote(this))
{
    setObjectName(QStringLiteral("cashFlowPage"));
    m_view->setObjectName(QStringLiteral("ledgerTable"));
    m_view->setAccessibleName(tr("Cash-flow records on the server"));
    m_view->setModel(m_model);
    cashflow::configureLedgerView(m_view);

    auto *refresh = new QPushButton(ui::icon(QStringLiteral("retry")), tr("&Refresh"), this);
    refresh->setObjectName(QStringLiteral("refreshLedger"));
    m_header->addTool(refresh);

    auto *serverPage = new QWidget(this);
    auto *serverLayout = new QVBoxLayout(serverPage);
    serverLayout->setContentsMargins(0, 0, 0, 0);
    serverLayout->addWidget(m_error);
    serverLayout->addWidget(m_view);
    m_stack->addWidget(serverPage);
    m_stack->addWidget(m_mirror);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(m_header);
    layout->addWidget(m_filterNote);
    layout->addWidget(m_stack, 1);
    // The bar's filterChanged reads the ledger again, as when the broker changes it.
    connect(m_filterNote, &FilterNote::cleared, m_mirror->filterBar(),
            &cashflow::LedgerFilterBar::reset);
    connect(&workspace, &Workspace::listFilterRequested, this, [this](const QString &filter) {
        if (filter == u"installmentsOverdue")
            showOverdueInstallments();
        else if (filter.startsWith(u"commissions"))
            showCommissionsThisMonth();
    });

    connect(refresh, &QPushButton::clicked, this, [this] {
        m_model->refresh();
        m_mirror->sync();
    });
    // The mirror keeps itself up to date while the page is open; the server list stands in
    // until its first sync is complete, and whenever the mirror cannot be used.
    m_syncTimer->setInterval(syncIntervalMs);
    connect(m_syncTimer, &QTimer::timeout, this, [this] {
        if (isVisible() && !m_mirror->isBusy())
            m_mirror->sync();
    });
    connect(m_mirror, &cashflow::LedgerMirrorView::syncFinished, this, [this] { chooseView(); });
    connect(m_mirror, &cashflow::LedgerMirrorView::policyOpened, &workspace,
            &Workspace::policyOpened);
    connect(m_model, &models::LazyListModel::totalChanged, this, &CashFlowPage::updateCount);
    connect(m_model, &models::LazyListModel::busyChanged, this, &Page::busyChanged);
    connect(m_mirror, &cashflow::LedgerMirrorView::busyChanged, this, &Page::busyChanged);
    connect(m_model, &models::LazyListModel::pageLoaded, this, [this] {
        m_error->clear();
        emit this->workspace().status({});
        // The service answers: mirror it in the background (once per opening of the page).
        if (std::exchange(m_syncOnLoad, false))
            startBackgroundSync();
    });
    connect(m_model, &models::LazyListModel::pageFailed, this,
            [this](qint64 page, const api::ApiError &error) {
                if (page == 0 && !m_model->hasTotal())
                    m_error->showError(error,
                                       tr("The ledger could not be loaded: %1").arg(error.message));
            });
    connect(m_error, &ErrorBanner::retryRequested, m_model, &models::LazyListModel::retry);
    updateCount();
}

QString CashFlowPage::title() const
{
    return tr("Cash flow");
}
QIcon CashFlowPage::icon() const
{
    return ui::icon(QStringLiteral("cashflow"));
}
bool CashFlowPage::isBusy() const
{
    return m_model->isBusy() || m_mirror->isBusy();
}

void CashFlowPage::activate()
{
    nameBroker();
    // Refresh also retries a first page the view asked for before the desk was connected.
    m_syncOnLoad = true;
    m_model->refresh();
    m_syncTimer->start();
    emit workspace().status(tr("Loading the ledger…"));
}

void CashFlowPage::nameBroker()
{
    // The broker's channel name, for the export's file name; asked once, quietly.
    const QString channel = workspace().brokerChannelId();
    if (channel.isEmpty() || !m_mirror->brokerName().isEmpty())
        return;
    api::brokerChannels(workspace().api(), api::PageQuery::number(1, 100), this,
                        [this, channel](const api::ApiResult<api::BrokerChannelPage> &result) {
                            if (!result.ok())
                                return;
                            for (const domain::BrokerChannel &c : result.value().items)
                                if (c.id == channel)
                                    m_mirror->setBrokerName(c.name);
                        });
}

void CashFlowPage::startBackgroundSync()
{
    if (!m_mirror->open()) {
        // Another account's file: its banner asks what to do, so it is shown.
        if (!m_mirror->isOpen() && m_mirror->errorBanner()->hasError())
            showMirror();
        return;
    }
    chooseView();
    m_mirror->sync();
}

void CashFlowPage::chooseView()
{
    if (m_mirror->isOpen() && m_mirror->mirror().status().lastSyncAt.isValid())
        showMirror();
    else
        showServerList();
}

void CashFlowPage::setMirrorPath(const QString &path)
{
    m_mirror->setPath(path);
}

void CashFlowPage::showServerList()
{
    m_stack->setCurrentIndex(0);
    updateCount();
}

void CashFlowPage::showMirror()
{
    m_stack->setCurrentIndex(1);
    m_mirror->open();
    updateCount();
}

void CashFlowPage::showOverdueInstallments()
{
    cashflow::LedgerFilterBar *bar = m_mirror->filterBar();
    bar->reset(); // overdue whenever they fell due, not only this month
    bar->setCustomerPremiums();
    bar->setOverdue();
    m_mirror->tabs()->setCurrentIndex(0);
    m_filterNote->setFilter(tr("customers' installments overdue"));
}

void CashFlowPage::showCommissionsThisMonth()
{
    m_filterNote->setFilter({});
    m_mirror->tabs()->setCurrentWidget(m_mirror->commissions());
    m_mirror->commissions()->showMonth(domain::businessday::today());
}

bool CashFlowPage::isMirrorShown() const
{
    return m_stack->currentIndex() == 1;
}

void CashFlowPage::updateCount()
{
    // The mirror says itself how far its copy goes, just below.
    if (isMirrorShown())
        m_header->setSummary(tr("The whole ledger, copied to this computer"));
    else if (m_model->hasTotal())
        m_header->setSummary(
            tr("%n record(s) on the server, newest first.", nullptr, int(m_model->total())));
    else
        m_header->setSummary(tr("Loading…"));
}

} // namespace brokerdesk::ui
