#include "cashflowpage.h"

#include "ledgerdelegate.h"
#include "ledgermirrorview.h"

#include "icons.h"
#include "models/apipagesource.h"
#include "models/lazylistmodel.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace brokerdesk::ui {

CashFlowPage::CashFlowPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent),
      m_source(new models::ApiPageSource(&workspace.api(), api::ListResource::CashFlow, this)),
      m_model(new models::LazyListModel(m_source, models::cashFlowColumns(), {100, 4, 64}, this)),
      m_view(new QTableView(this)), m_error(new ErrorBanner(this)), m_count(new QLabel(this)),
      m_modes(new QButtonGroup(this)), m_stack(new QStackedWidget(this)),
      m_mirror(new cashflow::LedgerMirrorView(workspace.api(), this))
{
    setObjectName(QStringLiteral("cashFlowPage"));
    m_view->setObjectName(QStringLiteral("ledgerTable"));
    m_count->setObjectName(QStringLiteral("recordCount"));
    m_view->setAccessibleName(tr("Cash-flow records on the server"));
    m_view->setModel(m_model);
    cashflow::configureLedgerView(m_view);

    auto *server = new QPushButton(tr("Ser&ver list"), this);
    auto *local = new QPushButton(tr("&Local mirror"), this);
    server->setObjectName(QStringLiteral("serverMode"));
    local->setObjectName(QStringLiteral("mirrorMode"));
    server->setToolTip(tr("Every record as the service lists it, newest first"));
    local->setToolTip(tr("A copy on this machine: filters, totals, chart and CSV export"));
    for (QPushButton *b : {server, local}) {
        b->setCheckable(true);
        b->setFlat(false);
    }
    m_modes->addButton(server, 0);
    m_modes->addButton(local, 1);
    server->setChecked(true);

    auto *tools = new QHBoxLayout;
    tools->addWidget(server);
    tools->addWidget(local);
    tools->addSpacing(12);
    tools->addWidget(m_count, 1);
    auto *refresh = new QPushButton(ui::icon(QStringLiteral("retry")), tr("&Refresh"), this);
    tools->addWidget(refresh);

    auto *serverPage = new QWidget(this);
    auto *serverLayout = new QVBoxLayout(serverPage);
    serverLayout->setContentsMargins(0, 0, 0, 0);
    serverLayout->addWidget(m_error);
    serverLayout->addWidget(m_view);
    m_stack->addWidget(serverPage);
    m_stack->addWidget(m_mirror);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(tools);
    layout->addWidget(m_stack, 1);

    connect(m_modes, &QButtonGroup::idClicked, this,
            [this](int id) { id == 1 ? showMirror() : showServerList(); });
    connect(refresh, &QPushButton::clicked, this, [this] {
        if (isMirrorShown())
            m_mirror->sync();
        else
            m_model->refresh();
    });
    connect(m_model, &models::LazyListModel::totalChanged, this, &CashFlowPage::updateCount);
    connect(m_model, &models::LazyListModel::busyChanged, this, &Page::busyChanged);
    connect(m_mirror, &cashflow::LedgerMirrorView::busyChanged, this, &Page::busyChanged);
    connect(m_model, &models::LazyListModel::pageLoaded, this, [this] {
        m_error->clear();
        emit this->workspace().status({});
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
    // Refresh also retries a first page the view asked for before the desk was connected.
    m_model->refresh();
    emit workspace().status(tr("Loading the ledger…"));
}

void CashFlowPage::setMirrorPath(const QString &path)
{
    m_mirror->setPath(path);
}

void CashFlowPage::showServerList()
{
    m_modes->button(0)->setChecked(true);
    m_stack->setCurrentIndex(0);
    updateCount();
}

void CashFlowPage::showMirror()
{
    m_modes->button(1)->setChecked(true);
    m_stack->setCurrentIndex(1);
    m_mirror->open();
    updateCount();
}

bool CashFlowPage::isMirrorShown() const
{
    return m_stack->currentIndex() == 1;
}

void CashFlowPage::updateCount()
{
    if (isMirrorShown())
        m_count->clear();
    else if (m_model->hasTotal())
        m_count->setText(
            tr("%n record(s) on the server, newest first.", nullptr, int(m_model->total())));
    else
        m_count->setText(tr("Loading…"));
}

} // namespace brokerdesk::ui
