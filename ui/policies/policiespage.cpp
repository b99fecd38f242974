#include "policiespage.h"

#include "cancelpolicydialog.h"
#include "icons.h"
#include "models/apipagesource.h"
#include "models/lazylistmodel.h"
#include "models/listrecord.h"
#include "policydetails.h"
#include "shell/documentopener.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

QList<models::ListColumn> columns()
{
    auto list = models::policyColumns();
    list.insert(4, models::policyCanceledOnColumn(PoliciesPage::tr("Canceled on")));
    list.insert(6, models::policyReversalColumn(PoliciesPage::tr("Reversal")));
    return list;
}

using Role = models::LazyListModel::Role;

bool isActive(const std::optional<domain::Policy> &p)
{
    return p && p->status == domain::PolicyStatus::Active;
}

} // namespace

PoliciesPage::PoliciesPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent),
      m_source(new models::ApiPageSource(&workspace.api(), api::ListResource::Policies, this)),
      m_model(new models::LazyListModel(m_source, columns(), {50, 4, 32}, this)),
      m_view(new QTableView(this)), m_details(new policies::PolicyDetails(this)),
      m_error(new ErrorBanner(this)), m_opener(new DocumentOpener(workspace, m_error, this)),
      m_refresh(new QPushButton(ui::icon(QStringLiteral("retry")), tr("&Refresh"), this)),
      m_cancel(new QPushButton(tr("&Cancel policy…"), this))
{
    setObjectName(QStringLiteral("policiesPage"));
    m_view->setObjectName(QStringLiteral("policiesTable"));
    m_view->setAccessibleName(tr("Policies"));
    m_model->setDecoder(models::decoderOf<domain::Policy>());
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    m_view->horizontalHeader()->setStretchLastSection(true);
    // Holder, Status, Start, End, Canceled on, Premium, Reversal; Issued takes the rest. The
    // policy id is long and shown in the details, so its column is hidden.
    const QList<int> widths = {140, 65, 78, 78, 88, 92, 92};
    for (int column = 0; column < widths.size(); ++column)
        m_view->setColumnWidth(column, widths.at(column));
    m_view->setColumnHidden(m_model->columnCount() - 1, true);
    m_refresh->setObjectName(QStringLiteral("refreshPolicies"));
    m_cancel->setObjectName(QStringLiteral("cancelPolicy"));
    m_cancel->setEnabled(false);
    m_cancel->setToolTip(tr("Cancel the selected policy (Del)"));

    auto *tools = new QHBoxLayout;
    tools->addWidget(m_refresh);
    tools->addStretch();
    tools->addWidget(m_cancel);

    auto *split = new QSplitter(this);
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    m_details->setMinimumWidth(280);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addLayout(tools);
    layout->addWidget(split, 1);

    connect(m_refresh, &QPushButton::clicked, m_model, &models::LazyListModel::refresh);
    connect(m_cancel, &QPushButton::clicked, this, &PoliciesPage::cancelSelected);
    auto *del = new QShortcut(QKeySequence::Delete, m_view);
    connect(del, &QShortcut::activated, this, &PoliciesPage::cancelSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PoliciesPage::onCurrentChanged);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &PoliciesPage::onCurrentChanged);
    connect(m_model, &models::LazyListModel::pageLoaded, this, &PoliciesPage::onPageLoaded);
    connect(m_model, &models::LazyListModel::busyChanged, this, &Page::busyChanged);
    connect(m_model, &models::LazyListModel::pageFailed, this,
            [this](qint64 page, const api::ApiError &error) {
                if (page == 0 && m_model->rowCount() == 0)
                    m_error->showError(
                        error, tr("The policies could not be loaded: %1").arg(error.message));
            });
    connect(m_error, &ErrorBanner::retryRequested, m_model, &models::LazyListModel::retry);
    connect(m_details, &policies::PolicyDetails::documentRequested, this,
            [this](const QUrl &url) { m_opener->open(url, tr("Policy document.pdf")); });
    connect(&workspace, &Workspace::policyOpened, this, &PoliciesPage::openPolicy);
}

QString PoliciesPage::title() const
{
    return tr("Policies");
}
QIcon PoliciesPage::icon() const
{
    return ui::icon(QStringLiteral("policies"));
}
bool PoliciesPage::isBusy() const
{
    return m_model->isBusy();
}

void PoliciesPage::activate()
{
    // Refresh also retries a first page the view asked for before the desk was connected.
    m_model->refresh();
    emit workspace().status(tr("Loading policies…"));
}

QString PoliciesPage::selectedId() const
{
    const QModelIndex i = m_view->currentIndex();
    return i.isValid() ? i.data(Role::IdRole).toString() : QString();
}

void PoliciesPage::onCurrentChanged()
{
    const QModelIndex i = m_view->currentIndex();
    const QJsonObject record =
        i.isValid() ? i.data(Role::RecordRole).toJsonObject() : QJsonObject();
    const std::optional<domain::Policy> policy = models::recordAs<domain::Policy>(i);
    if (record != m_shown) {
        m_shown = record;
        m_details->setPolicy(policy);
    }
    m_cancel->setEnabled(isActive(policy));
}

void PoliciesPage::openPolicy(const QString &policyId)
{
    m_pendingId = policyId;
    if (!selectPending())
        activate(); // a new policy is at the top: refetch what is shown
}

void PoliciesPage::onPageLoaded(qint64 page)
{
    m_error->clear();
    emit workspace().status({});
    if (!selectPending() && page == 0 && m_pendingId.isEmpty() &&
        !m_view->currentIndex().isValid() && m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(0, 0)); // the details pane shows something at once
}

bool PoliciesPage::selectPending()
{
    if (m_pendingId.isEmpty())
        return false;
    const int size = m_model->options().pageSize;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (!m_model->isPageCached(row / size)) {
            row += size - 1 - row % size; // skip pages not in memory without touching them
            continue;
        }
        const QModelIndex i = m_model->index(row, 0);
        if (i.data(Role::IdRole).toString() == m_pendingId) {
            m_pendingId.clear();
            m_view->setCurrentIndex(i);
            m_view->scrollTo(i);
            return true;
        }
    }
    return false;
}

QDialog *PoliciesPage::createCancelDialog()
{
    const QModelIndex current = m_view->currentIndex();
    const QJsonObject record = current.data(Role::RecordRole).toJsonObject();
    const std::optional<domain::Policy> policy = models::recordAs<domain::Policy>(current);
    if (!isActive(policy))
        return nullptr;
    auto *dialog = new policies::CancelPolicyDialog(workspace().api(), record, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &policies::CancelPolicyDialog::refused, m_model,
            &models::LazyListModel::refresh);
    connect(dialog, &policies::CancelPolicyDialog::policyCanceled, this,
            [this, updated = *policy](const domain::CancelPolicyResult &r) mutable {
                updated.status = r.status;
                updated.dateEnd = r.dateEnd;
                if (r.reversalAmount)
                    updated.reversalAmount = r.reversalAmount;
                applyCancel(updated);
            });
    return dialog;
}

void PoliciesPage::cancelSelected()
{
    if (QDialog *dialog = createCancelDialog())
        dialog->open();
}

void PoliciesPage::applyCancel(const domain::Policy &updated)
{
    // Show the answer at once; the refetch then brings the service's full record (reason,
    // method) into the row without moving the view.
    m_details->setPolicy(updated);
    m_shown.reset();
    m_cancel->setEnabled(false);
    emit workspace().status(tr("Policy %1 cancelled.").arg(updated.id));
    m_model->refresh();
}

} // namespace brokerdesk::ui
