#include "policiespage.h"

#include "common/badgedelegate.h"
#include "common/emptystate.h"
#include "common/look.h"

#include "cache/policypagesource.h"
#include "cancelpolicydialog.h"
#include "common/columnfit.h"
#include "common/formatting.h"
#include "common/pageheader.h"
#include "common/recordnames.h"
#include "domain/catalog.h"
#include "domain/holder.h"
#include "domain/isodate.h"
#include "icons.h"
#include "models/apipagesource.h"
#include "models/cursorwalker.h"
#include "models/lazylistmodel.h"
#include "models/listrecord.h"
#include "policydetails.h"
#include "shell/documentopener.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

using ProductLabels = QHash<QString, PolicyProductLabel>; // by broker product id

constexpr qint64 reindexAfterMs = 10LL * 60 * 1000;

QString productOf(const ProductLabels &labels, const domain::Policy &p)
{
    const auto it = labels.constFind(p.brokerProductId);
    if (it != labels.constEnd())
        return it->name;
    return domain::displayName(p.productType); // until the catalog answers, the kind of product
}

// The insured thing in a few characters: a plate, an IMEI, a model or a city.
QString itemOf(const domain::Policy &p)
{
    const domain::InsuredItemFacts item = domain::insuredItemOf(p);
    if (!item.plate.isEmpty())
        return format::plate(item.plate);
    if (!item.imei.isEmpty())
        return PoliciesPage::tr("IMEI %1").arg(item.imei);
    QString model = QStringList{item.brandName, item.modelName}.join(u' ').trimmed();
    if (!model.isEmpty())
        return model;
    if (item.address && !item.address->cityName.isEmpty())
        return QStringList{item.address->streetName, item.address->cityName}.join(
            QStringLiteral(", "));
    return QString();
}

QList<models::ListColumn> columns(const std::shared_ptr<ProductLabels> &labels)
{
    using domain::Policy;
    using models::ListColumn;
    using models::PolicyColumn;
    namespace key = domain::policykey;
    // What a broker scans first on the left; the rest a scroll away.
    QList<ListColumn> list{
        models::columnOf<Policy>(PoliciesPage::tr("Product"), key::brokerProductId,
                                 [labels](const Policy &p) { return productOf(*labels, p); }),
        models::policyColumn(PolicyColumn::Holder),
        models::policyColumn(PolicyColumn::Status),
        models::policyColumn(PolicyColumn::Premium),
        models::columnOf<Policy>(PoliciesPage::tr("Period"), key::lifetimeStart,
                                 [](const Policy &p) {
                                     return PoliciesPage::tr("%1 – %2").arg(
                                         format::date(p.lifetimeStart),
                                         format::date(p.lifetimeEnd));
                                 }),
        models::columnOf<Policy>(PoliciesPage::tr("Item"), key::item, itemOf),
        models::columnOf<Policy>(PoliciesPage::tr("CPF / CNPJ"), key::policyHolder,
                                 [](const Policy &p) {
                                     const domain::HolderFacts h = domain::holderOf(p);
                                     return format::holderDocument(h.cpf, h.cnpj);
                                 }),
        models::columnOf<Policy>(
            PoliciesPage::tr("Insurer"), key::brokerProductId,
            [labels](const Policy &p) { return labels->value(p.brokerProductId).insurer; }),
        models::policyCanceledOnColumn(PoliciesPage::tr("Canceled on")),
        models::policyReversalColumn(PoliciesPage::tr("Reversal")),
    }; // no id column: the details name the policy and copy its reference
    return list;
}

// The product column carries its type's icon, as the catalog shows it.
class ProductIconDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const std::optional<domain::Policy> p = models::recordAs<domain::Policy>(index);
        if (!p)
            return;
        option->icon = productTypeIcon(p->productType);
        option->features |= QStyleOptionViewItem::HasDecoration;
        option->decorationSize = QSize(16, 16);
    }
};

using Role = models::LazyListModel::Role;

// Active green, canceled red: the status a glance down the list must catch.
BadgeDelegate::Tone policyTone(const QModelIndex &index)
{
    const std::optional<domain::Policy> p = models::recordAs<domain::Policy>(index);
    switch (p ? p->status : domain::PolicyStatus::Unknown) {
    case domain::PolicyStatus::Active:
        return BadgeDelegate::Tone::Good;
    case domain::PolicyStatus::Canceled:
        return BadgeDelegate::Tone::Bad;
    case domain::PolicyStatus::Unknown:
        break;
    }
    return p ? BadgeDelegate::Tone::Neutral : BadgeDelegate::Tone::None;
}

bool isActive(const std::optional<domain::Policy> &p)
{
    return p && p->status == domain::PolicyStatus::Active;
}

} // namespace

PoliciesPage::PoliciesPage(Workspace &workspace, const QString &indexPath, QWidget *parent)
    : Page(workspace, parent),
      m_source(new models::ApiPageSource(&workspace.api(), api::ListResource::Policies, this)),
      m_labels(std::make_shared<ProductLabels>()), m_model(nullptr), m_view(new QTableView(this)),
      m_details(new policies::PolicyDetails(this)), m_error(new ErrorBanner(this)),
      m_opener(new DocumentOpener(workspace, m_error, this)),
      m_refresh(new QPushButton(ui::icon(QStringLiteral("retry")), tr("&Refresh"), this)),
      m_cancel(new QPushButton(tr("&Cancel policy…"), this)),
      m_openPdf(
          new QPushButton(ui::icon(QStringLiteral("policies")), tr("Open the policy &PDF"), this)),
      m_header(new PageHeader(tr("Policies"), this)), m_search(new QLineEdit(this)),
      m_status(new QComboBox(this)), m_product(new QComboBox(this)), m_ends(new QComboBox(this)),
      m_typing(new QTimer(this)), m_noMatch(new QWidget(this))
{
    setObjectName(QStringLiteral("policiesPage"));
    QString path = indexPath;
    if (path.isEmpty()) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
        QDir().mkpath(dir);
        path = dir + QStringLiteral("/policies.sqlite");
    }
    if (const auto report = m_index.open(path); !report.ok())
        qWarning("Policy index unavailable: %s", qPrintable(report.message));
    m_view->setObjectName(QStringLiteral("policiesTable"));
    m_view->setAccessibleName(tr("Policies"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Two lines a row: a long item ("Av. Paulista, São Paulo") wraps rather than being cut
    // beside the details at 1280×720 (issue 35).
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() * 2 + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setItemDelegateForColumn(0, new ProductIconDelegate(m_view));
    m_view->setItemDelegateForColumn(2, new BadgeDelegate(policyTone, m_view));
    showList(m_source);
    m_refresh->setObjectName(QStringLiteral("refreshPolicies"));
    m_cancel->setObjectName(QStringLiteral("cancelPolicy"));
    m_cancel->setEnabled(false);
    m_cancel->setToolTip(tr("Cancel the selected policy (Del)"));

    markDestructive(m_cancel);
    m_openPdf->setObjectName(QStringLiteral("openPolicyPdf"));
    m_openPdf->setEnabled(false);
    m_openPdf->setToolTip(tr("Open the chosen policy's PDF (Enter)"));
    markPrimary(m_openPdf);
    enterPresses(m_openPdf, this);
    m_header->addTool(m_openPdf);
    m_header->addTool(m_refresh);
    m_header->addTool(m_cancel);

    auto *split = new QSplitter(this);
    split->addWidget(m_view);
    // The details in sections can be taller than a small screen: they scroll on their own.
    auto *detailsScroll = new QScrollArea(this);
    detailsScroll->setWidget(m_details);
    detailsScroll->setWidgetResizable(true);
    detailsScroll->setFrameShape(QFrame::NoFrame);
    detailsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    detailsScroll->setMinimumWidth(300);
    split->addWidget(detailsScroll);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(m_header);
    layout->addWidget(buildFilters());
    layout->addWidget(m_noMatch);
    layout->addWidget(m_error);
    layout->addWidget(split, 1);

    connect(m_refresh, &QPushButton::clicked, this, [this] {
        m_model->refresh();
        updateIndex(true);
    });
    connect(m_cancel, &QPushButton::clicked, this, &PoliciesPage::cancelSelected);
    connect(m_openPdf, &QPushButton::clicked, this, [this] {
        if (const auto policy = models::recordAs<domain::Policy>(m_view->currentIndex());
            policy && policy->documentUrl.isValid())
            m_opener->open(policy->documentUrl, tr("Policy document.pdf"));
    });
    auto *del = new QShortcut(QKeySequence::Delete, m_view);
    connect(del, &QShortcut::activated, this, &PoliciesPage::cancelSelected);
    connect(m_error, &ErrorBanner::retryRequested, this, [this] { m_model->retry(); });
    connect(m_details, &policies::PolicyDetails::documentRequested, this,
            [this](const QUrl &url) { m_opener->open(url, tr("Policy document.pdf")); });
    connect(&workspace, &Workspace::policyOpened, this, &PoliciesPage::openPolicy);
}

PoliciesPage::~PoliciesPage()
{
    // The index walk and the list answer into this page: stopped before its members go (the
    // children, sources among them, are deleted only after them).
    delete m_walker;
    m_walker = nullptr;
    disconnect(m_model, nullptr, this, nullptr);
}

QWidget *PoliciesPage::buildFilters()
{
    auto *bar = new QWidget(this);
    m_search->setObjectName(QStringLiteral("policySearch"));
    m_search->setPlaceholderText(tr("Search by holder, CPF/CNPJ, plate or IMEI (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search policies"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(ui::icon(QStringLiteral("search")), QLineEdit::LeadingPosition);
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, m_search, [this] { m_search->setFocus(); });

    m_status->setObjectName(QStringLiteral("policyStatusFilter"));
    m_status->setAccessibleName(tr("Status"));
    m_status->addItem(tr("Any status"), 0);
    m_status->addItem(domain::displayName(domain::PolicyStatus::Active),
                      int(domain::PolicyStatus::Active));
    m_status->addItem(domain::displayName(domain::PolicyStatus::Canceled),
                      int(domain::PolicyStatus::Canceled));
    m_product->setObjectName(QStringLiteral("policyProductFilter"));
    m_product->setAccessibleName(tr("Product"));
    m_product->addItem(tr("Every product"), QString());
    m_product->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_ends->setObjectName(QStringLiteral("policyEndsFilter"));
    m_ends->setAccessibleName(tr("Ends"));
    m_ends->addItem(tr("Any end date"), 0);
    for (const int days : {30, 60, 90})
        m_ends->addItem(tr("Ends within %1 days").arg(days), days);

    m_typing->setSingleShot(true);
    m_typing->setInterval(200);
    connect(m_search, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    connect(m_typing, &QTimer::timeout, this, &PoliciesPage::applyFilter);
    for (auto *box : {m_status, m_product, m_ends})
        connect(box, &QComboBox::currentIndexChanged, this, &PoliciesPage::applyFilter);

    m_empty = new EmptyState(m_view, tr("No policy yet. A policy is issued here once a sale is "
                                        "paid; quote a product and sell it to start."));
    m_empty->setLoaded([this] { return filter().isEmpty() && m_model->hasTotal(); });
    connect(m_empty->addAction(tr("New &quote")), &QPushButton::clicked, this,
            [this] { emit Page::workspace().quoteRequested({}); });
    m_noMatch->setObjectName(QStringLiteral("noMatch"));
    auto *noMatchText =
        new QLabel(tr("No policy matches this search and these filters."), m_noMatch);
    auto *clear = new QPushButton(tr("C&lear search and filters"), m_noMatch);
    clear->setObjectName(QStringLiteral("clearFilters"));
    auto *noMatchRow = new QHBoxLayout(m_noMatch);
    noMatchRow->setContentsMargins(0, 4, 0, 4);
    noMatchRow->addWidget(noMatchText);
    noMatchRow->addWidget(clear);
    noMatchRow->addStretch();
    m_noMatch->hide();
    connect(clear, &QPushButton::clicked, this, [this] {
        for (auto *box : {m_status, m_product, m_ends}) {
            const QSignalBlocker quiet(box);
            box->setCurrentIndex(0);
        }
        const QSignalBlocker quiet(m_search);
        m_search->clear();
        m_search->setFocus();
        applyFilter();
    });

    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_search, 1);
    row->addWidget(m_status);
    row->addWidget(m_product);
    row->addWidget(m_ends);
    return bar;
}

cache::PolicyFilter PoliciesPage::filter() const
{
    cache::PolicyFilter f;
    f.text = m_search->text();
    f.status = m_status->currentData().toInt();
    f.brokerProductId = m_product->currentData().toString();
    f.endsWithinDays = m_ends->currentData().toInt();
    if (m_today.isValid())
        f.today = m_today;
    return f;
}

void PoliciesPage::showList(models::PageSource *source)
{
    models::LazyListModel *old = m_model;
    m_model = new models::LazyListModel(source, columns(m_labels), {50, 4, 32}, this);
    if (source != m_source)
        source->setParent(m_model); // the filtered pages go with their list
    m_model->setDecoder(models::decoderOf<domain::Policy>());
    m_view->setModel(m_model);
    // Product, Holder, Status, Premium, Period, Item, CPF/CNPJ, Insurer, Canceled on, Reversal;
    // narrow to start with, columns then widen to what they show (the item has the rest).
    const QList<int> widths = {100, 80, 60, 80, 100, 80, 110, 150, 90, 90};
    for (int column = 0; column < widths.size(); ++column)
        m_view->setColumnWidth(column, widths.at(column));
    // The holder's CPF/CNPJ, the insurer and a cancellation's date and reversal are in the
    // details beside: in the list they only pushed it into scrolling sideways (issue 35).
    for (int column = 6; column < widths.size(); ++column)
        m_view->hideColumn(column);
    fitColumns(m_view);
    if (old) {
        disconnect(old, nullptr, this, nullptr); // a page still in flight answers no more
        old->deleteLater();
    }
    m_shown.reset();
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PoliciesPage::onCurrentChanged);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &PoliciesPage::onCurrentChanged);
    connect(m_model, &models::LazyListModel::pageLoaded, this, &PoliciesPage::onPageLoaded);
    connect(m_model, &models::LazyListModel::busyChanged, this, &Page::busyChanged);
    connect(m_model, &models::LazyListModel::totalChanged, this, &PoliciesPage::summarize);
    connect(m_model, &models::LazyListModel::pageFailed, this,
            [this](qint64 page, const api::ApiError &error) {
                if (page == 0 && m_model->rowCount() == 0)
                    m_error->showError(
                        error, tr("The policies could not be loaded: %1").arg(error.message));
            });
    onCurrentChanged();
}

void PoliciesPage::applyFilter()
{
    const cache::PolicyFilter f = filter();
    if (f.isEmpty() || !m_index.isOpen())
        showList(m_source);
    else
        showList(new cache::PolicyPageSource(&m_index, f));
    m_model->fetchMore({});
    summarize();
}

void PoliciesPage::updateIndex(bool now)
{
    // Reading every policy again costs a request per hundred: not on each visit to the page.
    if (m_walker || !m_index.isOpen() ||
        (!now && m_indexed.isValid() && m_indexed.elapsed() < reindexAfterMs))
        return;
    const api::ServerSettings &server = workspace().api().settings();
    // Another service or channel has other policies: its index starts over.
    if (!m_index.useService(server.baseUrl.host() + u'|' + server.clientId + u'|' +
                            workspace().brokerChannelId()))
        return;
    if (!m_indexSource)
        m_indexSource =
            new models::ApiPageSource(&workspace().api(), api::ListResource::Policies, this);
    m_walker = new models::CursorWalker(m_indexSource, this);
    m_walker->setRows(100);
    auto position = std::make_shared<qint64>(0);
    // The service's records go to the index as they are: it keeps them for search and filters.
    m_walker->setPageHandler([this, position](const auto &items, const QString &) {
        const bool written = m_index.add(items, *position);
        *position += items.size();
        if (!written) // the list still works; only search and filters lag behind
            qWarning("Policy index not updated: %s", qPrintable(m_index.lastError()));
        return written;
    });
    connect(m_walker, &models::CursorWalker::finished, this,
            [this](models::CursorWalker::Outcome outcome) {
                if (outcome == models::CursorWalker::Outcome::Completed)
                    m_indexed.start();
                m_walker->deleteLater();
                m_walker = nullptr;
                if (!filter().isEmpty())
                    applyFilter(); // what was found so far, now with every policy
                summarize();
            });
    m_walker->start();
    summarize();
}

void PoliciesPage::summarize()
{
    const qint64 shown = m_model->total();
    QString text = filter().isEmpty()
                       ? tr("%n policy(ies) issued by the office", nullptr, int(shown))
                       : tr("%n policy(ies) found", nullptr, int(shown));
    if (m_walker && !filter().isEmpty())
        text += tr(" · still reading the office's policies…");
    m_header->setSummary(text);
    m_noMatch->setVisible(!filter().isEmpty() && m_model->hasTotal() && shown == 0);
    m_empty->refresh();
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
    loadProductLabels();
    updateIndex(false);
    emit workspace().status(tr("Loading policies…"));
}

void PoliciesPage::loadProductLabels()
{
    const QString channel = workspace().brokerChannelId();
    if (channel.isEmpty())
        return;
    // The catalog names the products; without it the list still reads by product type.
    workspace().api().merchantStore(channel, this, [this](const auto &result) {
        if (!result.ok())
            return;
        const QString chosen = m_product->currentData().toString();
        QSignalBlocker quiet(m_product);
        m_product->clear();
        m_product->addItem(tr("Every product"), QString());
        for (const auto &bp : result.value().brokerProducts) {
            m_labels->insert(bp.id, {bp.name, bp.product.insurer.name});
            m_product->addItem(productTypeIcon(bp.product.type), bp.name, bp.id);
        }
        m_product->setCurrentIndex(std::max(0, m_product->findData(chosen)));
        m_view->viewport()->update();
        m_shown.reset(); // the details name the product now
        onCurrentChanged();
    });
}

QString PoliciesPage::selectedId() const
{
    const QModelIndex i = m_view->currentIndex();
    return i.isValid() ? i.data(Role::IdRole).toString() : QString();
}

void PoliciesPage::onCurrentChanged()
{
    const QModelIndex i = m_view->currentIndex();
    const std::optional<domain::Policy> policy = models::recordAs<domain::Policy>(i);
    const bool same =
        m_showing && (policy && m_shown ? domain::sameAs(*policy, *m_shown) : !policy && !m_shown);
    if (!same) {
        m_showing = true;
        m_shown = policy;
        const PolicyProductLabel label = productLabel(policy ? policy->brokerProductId : QString());
        m_details->setProduct(label.name, label.insurer);
        m_details->setPolicy(policy);
        if (policy && !policy->renewedBy.isEmpty())
            m_details->setRenewedBy(renewalName(policy->renewedBy));
    }
    m_cancel->setEnabled(isActive(policy));
    m_openPdf->setEnabled(policy && policy->documentUrl.isValid());
}

QString PoliciesPage::renewalName(const QString &policyId) const
{
    const auto renewal = m_index.isOpen() ? m_index.policy(policyId) : std::nullopt;
    if (!renewal) // issued since the index was last brought up to date
        return tr("a new policy (refresh to see it)");
    const domain::Policy &p = *renewal;
    const QString product = m_labels->value(p.brokerProductId).name;
    QStringList parts{domain::holderName(p.policyHolder)};
    if (!product.isEmpty())
        parts << product;
    parts << tr("%1 to %2").arg(format::date(p.lifetimeStart), format::date(p.lifetimeEnd));
    return parts.join(QStringLiteral(" · "));
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
    summarize();
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
    const std::optional<domain::Policy> policy = models::recordAs<domain::Policy>(current);
    if (!isActive(policy))
        return nullptr;
    auto *dialog = new policies::CancelPolicyDialog(
        workspace().api(), *policy, productLabel(policy->brokerProductId).name, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &policies::CancelPolicyDialog::refused, m_model,
            &models::LazyListModel::refresh);
    connect(dialog, &policies::CancelPolicyDialog::policyCanceled, this,
            [this, dialog, updated = *policy](const domain::CancelPolicyResult &r) mutable {
                // What was asked stands where the answer is silent (a lost answer's retry).
                const domain::CancelPolicyRequest asked = dialog->request();
                updated.status = r.status;
                updated.dateEnd = r.dateEnd.isValid() ? r.dateEnd : updated.dateEnd;
                updated.cancelReason = r.cancelReason != domain::CancelReason::Unknown
                                           ? r.cancelReason
                                           : asked.cancelReason;
                updated.reversalMethod = r.reversalMethod != domain::ReversalMethod::Unknown
                                             ? r.reversalMethod
                                             : asked.reversalMethod;
                if (r.reversalAmount)
                    updated.reversalAmount = r.reversalAmount;
                applyCancel(updated);
            });
    return dialog;
}

PolicyProductLabel PoliciesPage::productLabel(const QString &brokerProductId) const
{
    return m_labels->value(brokerProductId);
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
    m_showing = false;
    m_cancel->setEnabled(false);
    emit workspace().status(
        tr("Policy %1 cancelled.")
            .arg(policyName(updated, productLabel(updated.brokerProductId).name)));
    m_model->refresh();
    if (m_index.isOpen() && m_index.add({domain::toJson(updated)}) && !filter().isEmpty())
        applyFilter(); // the filters see it canceled at once
}

} // namespace brokerdesk::ui
