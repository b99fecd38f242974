#include "affinitiespage.h"

#include "common/badgedelegate.h"
#include "common/emptystate.h"
#include "common/look.h"
#include "common/pageheader.h"

#include "common/columnfit.h"
#include "common/confirm.h"

#include "domain/holder.h"
#include "home/filternote.h"

#include "affinitydetails.h"
#include "affinitywizard.h"
#include "api/filedownload.h"
#include "icons.h"
#include "models/apipagesource.h"
#include "models/lazylistmodel.h"
#include "models/listrecord.h"
#include "partnershipview.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

namespace brokerdesk::ui {

using namespace affinities;
using Role = models::LazyListModel::Role;
using domain::AffinityStatus;

namespace {

constexpr int defaultPollMs = 4000;
constexpr int statusColumn = 1;
constexpr int idColumn = 6;

using Affinity = std::optional<domain::Affinity>;

bool isCancelable(const Affinity &a)
{
    return a && (a->status == AffinityStatus::Issued || a->status == AffinityStatus::Pending);
}

QString holderOf(const domain::Affinity &a)
{
    return domain::holderName(a.affinityHolder);
}

// The lib's affinity columns, with names instead of ids and the cancellation date.
QList<models::ListColumn> columns(const std::shared_ptr<QHash<QString, QString>> &names)
{
    using models::AffinityColumn;
    return {
        models::affinityColumn(AffinityColumn::Holder),
        models::affinityColumn(AffinityColumn::Status),
        models::affinityProductColumn(AffinitiesPage::tr("Product"),
                                      [names](const QString &product, const QString &plan) {
                                          return names->value(product, names->value(plan));
                                      }),
        models::affinityColumn(AffinityColumn::Start),
        models::affinityColumn(AffinityColumn::End),
        models::affinityCanceledOnColumn(AffinitiesPage::tr("Canceled on")),
    }; // no id on screen: the details copy the reference
}

// The one status chip of the desk (common/badgedelegate): issued reads as a policy in force,
// pending as a sale waiting, renewed as information; rows still loading paint as text.
BadgeDelegate::Tone statusTone(const QModelIndex &index)
{
    using T = BadgeDelegate::Tone;
    if (index.data(Role::LoadStateRole).value<models::LazyListModel::LoadState>() !=
        models::LazyListModel::LoadState::Loaded)
        return T::None;
    const auto affinity = models::recordAs<domain::Affinity>(index);
    switch (affinity ? affinity->status : AffinityStatus::Unknown) {
    case AffinityStatus::Issued:
        return T::Good;
    case AffinityStatus::Pending:
        return T::Waiting;
    case AffinityStatus::Canceled:
        return T::Bad;
    case AffinityStatus::Renewed:
        return T::Info;
    case AffinityStatus::Expired:
    case AffinityStatus::Unknown:
        break;
    }
    return T::Neutral;
}

} // namespace

AffinitiesPage::AffinitiesPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent),
      m_source(new models::ApiPageSource(&workspace.api(), api::ListResource::Affinities, this)),
      m_names(std::make_shared<QHash<QString, QString>>()),
      m_model(new models::LazyListModel(m_source, columns(m_names), {50, 4, 32}, this)),
      m_view(new QTableView(this)), m_partnershipView(new PartnershipView(this)),
      m_details(new AffinityDetails(this)), m_error(new ErrorBanner(this)),
      m_new(new QPushButton(tr("&New affinity…"), this)),
      m_refresh(new QPushButton(ui::icon(QStringLiteral("retry")), tr("&Refresh"), this)),
      m_cancel(new QPushButton(tr("&Cancel affinity…"), this)),
      m_header(new PageHeader(tr("Affinities"), this)), m_filterNote(new FilterNote(this))
{
    setObjectName(QStringLiteral("affinitiesPage"));
    m_view->setObjectName(QStringLiteral("affinitiesTable"));
    m_view->setAccessibleName(tr("Affinities"));
    m_model->setDecoder(models::decoderOf<domain::Affinity>());
    m_view->setModel(m_model);
    fitColumns(m_view);
    m_view->setItemDelegateForColumn(statusColumn, new BadgeDelegate(statusTone, m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 12);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setDefaultSectionSize(95);
    m_view->setColumnWidth(0, 160);
    m_view->setColumnWidth(statusColumn, 105);
    m_view->setColumnWidth(2, 200);
    m_view->hideColumn(idColumn); // the details show it; in the table it only pushes the rest
    m_new->setObjectName(QStringLiteral("newAffinity"));
    m_new->setEnabled(false);
    m_new->setToolTip(tr("Start a new affinity on a product of the partnership (Ctrl+N)"));
    m_cancel->setObjectName(QStringLiteral("cancelAffinity"));
    m_cancel->setEnabled(false);
    m_cancel->setToolTip(tr("Cancel the selected affinity (Del)"));
    m_poll.setInterval(defaultPollMs);

    auto *empty = new EmptyState(m_view, tr("No affinity contracted with the partner yet."));
    empty->setLoaded([this] { return m_model->hasTotal(); });
    connect(m_model, &models::LazyListModel::totalChanged, empty, &EmptyState::refresh);
    connect(empty->addAction(tr("New affinity…")), &QPushButton::clicked, m_new,
            &QPushButton::click);
    markPrimary(m_new);
    markDestructive(m_cancel);
    enterPresses(m_new, this);
    m_header->addTool(m_new);
    m_header->addTool(m_refresh);
    m_header->addTool(m_cancel);

    auto *split = new QSplitter(this);
    split->addWidget(m_view);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    m_details->setMinimumWidth(280);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(m_header);
    layout->addWidget(m_error);
    layout->addWidget(m_partnershipView);
    layout->addWidget(m_filterNote);
    layout->addWidget(split, 1);
    connect(m_filterNote, &FilterNote::cleared, this, [this] { showOnlyPending(false); });
    connect(&workspace, &Workspace::listFilterRequested, this, [this](const QString &filter) {
        if (filter == u"affinitiesPending")
            showOnlyPending(true);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &AffinitiesPage::hideFilteredOut);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &AffinitiesPage::hideFilteredOut);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &AffinitiesPage::hideFilteredOut);

    connect(m_new, &QPushButton::clicked, this, [this] { newAffinity(); });
    // Opened from elsewhere (a customer's records): selected when the first page shows it.
    connect(&workspace, &Workspace::affinityOpened, this, [this](const QString &id) {
        m_selectId = id;
        m_model->refresh();
    });
    connect(&workspace, &Workspace::affinityForCustomerRequested, this,
            [this](const cache::Customer &customer) {
                m_customerForNext = customer;
                if (m_new->isEnabled())
                    newAffinity();
            });
    connect(m_refresh, &QPushButton::clicked, this, &AffinitiesPage::activate);
    connect(m_cancel, &QPushButton::clicked, this, &AffinitiesPage::cancelSelected);
    const auto shortcut = [this](const QKeySequence &keys, QWidget *scope, auto slot) {
        auto *s = new QShortcut(keys, scope);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
    };
    shortcut(QKeySequence::New, this, [this] { newAffinity(); });
    shortcut(QKeySequence::Refresh, this, [this] { activate(); });
    shortcut(QKeySequence::Delete, m_view, [this] { cancelSelected(); });
    connect(m_partnershipView, &PartnershipView::productActivated, this,
            &AffinitiesPage::newAffinity);
    connect(m_details, &AffinityDetails::saveRequested, this, &AffinitiesPage::askWhereToSave);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AffinitiesPage::onCurrentChanged);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &AffinitiesPage::onCurrentChanged);
    connect(m_model, &models::LazyListModel::pageLoaded, this, &AffinitiesPage::onPageLoaded);
    connect(m_model, &models::LazyListModel::busyChanged, this,
            [this] { emit busyChanged(isBusy()); });
    connect(m_model, &models::LazyListModel::pageFailed, this,
            [this](qint64 page, const api::ApiError &error) {
                if (page != 0 || m_model->rowCount() != 0)
                    return;
                m_listFailed = true;
                m_retry = [this] { m_model->retry(); };
                m_error->showError(error,
                                   tr("The affinities could not be loaded: %1").arg(error.message));
            });
    connect(m_error, &ErrorBanner::retryRequested, this, [this] {
        if (const auto retry = std::exchange(m_retry, {}))
            retry();
        // The banner shows the last failure only: after an outage both loads may have failed.
        if (!m_partnership)
            loadPartnership();
        if (m_listFailed && !m_model->isBusy())
            m_model->retry();
    });
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (isVisible()) // a hidden page refreshes when it is shown again
            m_model->refresh();
    });
    connect(&workspace, &Workspace::affinityUpdated, this, &AffinitiesPage::applyUpdate);
}

AffinitiesPage::~AffinitiesPage() = default;

void AffinitiesPage::showOnlyPending(bool only)
{
    m_onlyPending = only;
    m_filterNote->setFilter(only ? tr("affinities pending") : QString());
    hideFilteredOut();
}

void AffinitiesPage::hideFilteredOut()
{
    // A row not loaded yet stays: shown, its page comes, and then it is judged.
    for (int row = 0; row < m_model->rowCount(); ++row) {
        bool shown = true;
        if (m_onlyPending && m_model->rowState(row) == models::LazyListModel::LoadState::Loaded) {
            const QVariant v = m_model->index(row, 0).data(models::LazyListModel::ValueRole);
            shown = v.isValid() && v.value<domain::Affinity>().status == AffinityStatus::Pending;
        }
        m_view->setRowHidden(row, !shown);
    }
}

QString AffinitiesPage::title() const
{
    return tr("Affinities");
}
QIcon AffinitiesPage::icon() const
{
    return ui::icon(QStringLiteral("affinities"));
}

bool AffinitiesPage::isBusy() const
{
    return m_model->isBusy() || m_loadingPartnership || m_calls > 0;
}

void AffinitiesPage::activate()
{
    if (!m_partnership)
        loadPartnership();
    m_model->refresh();
    emit workspace().status(tr("Loading affinities…"));
}

void AffinitiesPage::showError(const api::ApiError &error, std::function<void()> retry)
{
    m_retry = std::move(retry);
    m_error->showError(error, bool(m_retry));
}

void AffinitiesPage::loadPartnership()
{
    if (m_loadingPartnership)
        return;
    m_loadingPartnership = true;
    m_partnershipView->setLoading();
    emit busyChanged(true);
    workspace().api().affinityPartnership(this, [this](const auto &result) {
        m_loadingPartnership = false;
        if (result.ok())
            showPartnership(result.value());
        else
            showError(result.error(), [this] { loadPartnership(); });
        emit busyChanged(isBusy());
    });
}

void AffinitiesPage::showPartnership(const domain::AffinityPartnership &partnership)
{
    m_partnership = partnership;
    m_partnershipView->setPartnership(partnership);
    for (const auto &p : partnership.products)
        m_names->insert(p.id, p.name);
    setNamesChanged();
    m_new->setEnabled(!partnership.products.isEmpty());
    if (m_customerForNext && m_new->isEnabled())
        newAffinity(); // asked for from the Customers page while the partnership loaded
}

void AffinitiesPage::setNamesChanged()
{
    m_details->setNames(*m_names);
    m_view->viewport()->update(); // the product column reads the names when it paints
}

QString AffinitiesPage::selectedId() const
{
    const QModelIndex i = m_view->currentIndex();
    return i.isValid() ? i.data(Role::IdRole).toString() : QString();
}

void AffinitiesPage::onCurrentChanged()
{
    const QModelIndex i = m_view->currentIndex();
    const Affinity affinity = models::recordAs<domain::Affinity>(i);
    const bool same =
        affinity && m_shown ? domain::sameAs(*affinity, *m_shown) : !affinity && !m_shown;
    if (!same) {
        m_shown = affinity;
        m_details->setAffinity(affinity);
    }
    m_cancel->setEnabled(isCancelable(affinity));
}

void AffinitiesPage::onPageLoaded(qint64 page)
{
    m_header->setSummary(tr("%n affinity(ies) with the partner", nullptr, m_model->rowCount()));
    if (std::exchange(m_listFailed, false))
        m_error->clear();
    emit workspace().status({});
    if (page == 0 && m_selectId.isEmpty() && !m_view->currentIndex().isValid() &&
        m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(0, 0)); // the details pane shows something at once
    if (page == 0 && !m_selectId.isEmpty()) {
        for (int row = 0; row < std::min(m_model->rowCount(), m_model->options().pageSize); ++row) {
            const QModelIndex i = m_model->index(row, 0);
            if (i.data(Role::IdRole).toString() == m_selectId) {
                m_selectId.clear();
                m_view->setCurrentIndex(i);
                m_view->scrollTo(i);
                break;
            }
        }
    }
    updatePolling();
}

void AffinitiesPage::applyUpdate(const QJsonObject &affinity)
{
    // The service sends the whole affinity: a loaded row changes in place; one not loaded
    // (created elsewhere, or scrolled far away) comes with the next fetch of what is shown.
    if (!m_model->updateRecord(affinity) && m_model->hasTotal())
        m_model->refresh();
    updatePolling();
}

void AffinitiesPage::updatePolling()
{
    const bool pending = m_model->anyLoadedValue([](const QVariant &v) {
        return v.isValid() && v.value<domain::Affinity>().status == AffinityStatus::Pending;
    });
    if (pending && !workspace().hasLiveAffinityUpdates()) {
        if (!m_poll.isActive())
            m_poll.start();
    } else {
        m_poll.stop();
    }
}

AffinityWizard *AffinitiesPage::createWizard(const QString &productId)
{
    if (!m_partnership)
        return nullptr;
    auto *wizard = new AffinityWizard(workspace(), *m_partnership, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setProduct(productId);
    wizard->draft().customer = std::exchange(m_customerForNext, std::nullopt);
    connect(wizard, &AffinityWizard::affinityCreated, this, [this, wizard](const QString &id) {
        const AffinityDraft &draft = wizard->draft();
        onCreated(id, draft.planId, draft.planName());
    });
    return wizard;
}

void AffinitiesPage::newAffinity(const QString &productId)
{
    if (AffinityWizard *wizard = createWizard(productId))
        wizard->open();
}

void AffinitiesPage::onCreated(const QString &id, const QString &planId, const QString &planName)
{
    m_names->insert(planId, planName); // the list gives only the plan's id
    setNamesChanged();
    emit workspace().status(tr("Affinity created: the insurer issues it shortly."));
    m_selectId = id;
    m_model->refresh(); // the new one is at the top
}

QMessageBox *AffinitiesPage::createCancelDialog()
{
    const Affinity affinity = models::recordAs<domain::Affinity>(m_view->currentIndex());
    if (!isCancelable(affinity))
        return nullptr;
    const QString holder = holderOf(*affinity);
    QMessageBox *box = destructiveQuestion(this, tr("Cancel the affinity of %1?").arg(holder),
                                           tr("The insurer ends the cover today and sends a "
                                              "cancellation document. This cannot be undone."),
                                           tr("Cancel the affinity"), tr("Keep it"),
                                           [this, a = *affinity] { cancelAffinity(a); });
    box->setWindowTitle(tr("Cancel affinity"));
    box->findChild<QPushButton *>(QStringLiteral("confirmDestroy"))
        ->setObjectName(QStringLiteral("confirmCancel"));
    return box;
}

void AffinitiesPage::cancelSelected()
{
    if (QMessageBox *box = createCancelDialog())
        box->open();
}

void AffinitiesPage::cancelAffinity(const domain::Affinity &affinity, bool again)
{
    const QString id = affinity.id;
    ++m_calls;
    m_cancel->setEnabled(false);
    emit busyChanged(true);
    emit workspace().status(tr("Cancelling the affinity…"));
    workspace().api().cancelAffinity(id, this, [this, affinity, again](const auto &result) {
        --m_calls;
        emit busyChanged(isBusy());
        emit workspace().status(QString());
        if (!result.ok() && again &&
            result.error().code == QLatin1String("affinity_already_canceled")) {
            m_model->refresh(); // the lost answer's cancel: the refetch brings its record
            emit workspace().status(tr("Affinity of %1 cancelled.").arg(holderOf(affinity)));
            return;
        }
        if (!result.ok()) {
            showError(result.error(), [this, affinity] { cancelAffinity(affinity, true); });
            onCurrentChanged();
            return;
        }
        // The answer at once; the refetch then brings the cancellation document.
        domain::Affinity updated = affinity;
        updated.status = result.value().status;
        updated.dateEnd = result.value().dateEnd;
        m_model->updateRecord(domain::toJson(updated));
        m_model->refresh();
        emit workspace().status(tr("Affinity of %1 cancelled.").arg(holderOf(affinity)));
    });
}

void AffinitiesPage::askWhereToSave(const QUrl &url, const QString &suggestedName)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save attachment"), QDir(dir).filePath(suggestedName),
                                     tr("PDF documents (*.pdf);;All files (*)"));
    if (!path.isEmpty())
        saveAttachment(url, path);
}

void AffinitiesPage::saveAttachment(const QUrl &url, const QString &path)
{
    auto *download = new api::FileDownload(workspace().api().network(), url, path, this);
    ++m_calls;
    emit busyChanged(true);
    emit workspace().status(tr("Saving %1…").arg(QDir::toNativeSeparators(path)));
    const auto finish = [this, download] {
        --m_calls;
        download->deleteLater();
        emit busyChanged(isBusy());
    };
    connect(download, &api::FileDownload::saved, this, [this, finish, path] {
        finish();
        emit workspace().status(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    });
    connect(download, &api::FileDownload::failed, this,
            [this, finish, url, path](const api::ApiError &e) {
                finish();
                emit workspace().status(QString());
                showError(e, [this, url, path] { saveAttachment(url, path); });
            });
}

} // namespace brokerdesk::ui
