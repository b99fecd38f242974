#include "policiespage.h"

#include "common/badgedelegate.h"

#include "cancelpolicydialog.h"
#include "common/columnfit.h"
#include "common/formatting.h"
#include "common/pageheader.h"
#include "domain/catalog.h"
#include "domain/isodate.h"
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
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

using ProductLabels = QHash<QString, PolicyProductLabel>; // by broker product id

QString productOf(const ProductLabels &labels, const QJsonObject &r)
{
    const auto it = labels.constFind(r.value(QLatin1String("broker_product_id")).toString());
    if (it != labels.constEnd())
        return it->name;
    const auto type = domain::ProductType(r.value(QLatin1String("product_type")).toInt());
    return domain::displayName(type); // until the catalog answers, the kind of product
}

// The insured thing in a few characters: a plate, an IMEI, a model or a city.
QString itemOf(const QJsonObject &r)
{
    const QJsonObject item = r.value(QLatin1String("item")).toObject();
    const auto text = [&item](const char *key) {
        return item.value(QLatin1String(key)).toString();
    };
    if (!text("plate").isEmpty())
        return format::plate(text("plate"));
    if (!text("imei").isEmpty())
        return PoliciesPage::tr("IMEI %1").arg(text("imei"));
    QString model = QStringList{text("brand_name"), text("model_name")}.join(u' ').trimmed();
    if (!model.isEmpty())
        return model;
    const QJsonObject address = item.value(QLatin1String("address")).toObject();
    const QString city = address.value(QLatin1String("city_name")).toString();
    if (!city.isEmpty())
        return QStringList{address.value(QLatin1String("street_name")).toString(), city}.join(
            QStringLiteral(", "));
    return QString();
}

QList<models::ListColumn> columns(const std::shared_ptr<ProductLabels> &labels)
{
    using models::ListColumn;
    const auto lib = models::policyColumns(); // Holder, Status, Start, End, Premium, Issued, Id
    const auto header = [](const char *key) { return QString::fromLatin1(key); };
    // What a broker scans first on the left; the rest a scroll away.
    QList<ListColumn> list{
        ListColumn::text(PoliciesPage::tr("Product"), header("broker_product_id"),
                         [labels](const QJsonObject &r) { return productOf(*labels, r); }),
        lib.at(0), // holder
        lib.at(1), // status
        lib.at(4), // premium
        ListColumn::text(PoliciesPage::tr("Period"), header("lifetime_start"),
                         [](const QJsonObject &r) {
                             const auto day = [&r](const char *key) {
                                 return format::date(domain::parseTimestamp(
                                     r.value(QLatin1String(key)).toString()));
                             };
                             return PoliciesPage::tr("%1 – %2").arg(day("lifetime_start"),
                                                                    day("lifetime_end"));
                         }),
        ListColumn::text(PoliciesPage::tr("Item"), header("item"), itemOf),
        ListColumn::text(PoliciesPage::tr("CPF / CNPJ"), header("policy_holder"),
                         [](const QJsonObject &r) {
                             const QJsonObject h =
                                 r.value(QLatin1String("policy_holder")).toObject();
                             return format::holderDocument(domain::holderCpf(h),
                                                           domain::holderCnpj(h));
                         }),
        ListColumn::text(PoliciesPage::tr("Insurer"), header("broker_product_id"),
                         [labels](const QJsonObject &r) {
                             return labels
                                 ->value(r.value(QLatin1String("broker_product_id")).toString())
                                 .insurer;
                         }),
        models::policyCanceledOnColumn(PoliciesPage::tr("Canceled on")),
        models::policyReversalColumn(PoliciesPage::tr("Reversal")),
        lib.at(6), // the id, hidden: the details show its short reference
    };
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
        const QJsonObject r = index.data(models::LazyListModel::RecordRole).toJsonObject();
        if (r.isEmpty())
            return;
        option->icon =
            productTypeIcon(domain::ProductType(r.value(QLatin1String("product_type")).toInt()));
        option->features |= QStyleOptionViewItem::HasDecoration;
        option->decorationSize = QSize(16, 16);
    }
};

using Role = models::LazyListModel::Role;

// Active green, canceled red: the status a glance down the list must catch.
BadgeDelegate::Tone policyTone(const QModelIndex &index)
{
    const QJsonObject r = index.data(models::LazyListModel::RecordRole).toJsonObject();
    switch (domain::PolicyStatus(r.value(QLatin1String("status")).toInt())) {
    case domain::PolicyStatus::Active:
        return BadgeDelegate::Tone::Good;
    case domain::PolicyStatus::Canceled:
        return BadgeDelegate::Tone::Bad;
    case domain::PolicyStatus::Unknown:
        break;
    }
    return r.isEmpty() ? BadgeDelegate::Tone::None : BadgeDelegate::Tone::Neutral;
}

bool isActive(const std::optional<domain::Policy> &p)
{
    return p && p->status == domain::PolicyStatus::Active;
}

} // namespace

PoliciesPage::PoliciesPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent),
      m_source(new models::ApiPageSource(&workspace.api(), api::ListResource::Policies, this)),
      m_labels(std::make_shared<ProductLabels>()),
      m_model(new models::LazyListModel(m_source, columns(m_labels), {50, 4, 32}, this)),
      m_view(new QTableView(this)), m_details(new policies::PolicyDetails(this)),
      m_error(new ErrorBanner(this)), m_opener(new DocumentOpener(workspace, m_error, this)),
      m_refresh(new QPushButton(ui::icon(QStringLiteral("retry")), tr("&Refresh"), this)),
      m_cancel(new QPushButton(tr("&Cancel policy…"), this)),
      m_header(new PageHeader(tr("Policies"), this))
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
    // Product, Holder, Status, Premium, Period, Item, CPF/CNPJ, Insurer, Canceled on, Reversal;
    // columns then widen to what they show. The policy id is hidden: the details show its
    // short reference.
    const QList<int> widths = {150, 130, 70, 90, 170, 100, 110, 150, 90, 90};
    for (int column = 0; column < widths.size(); ++column)
        m_view->setColumnWidth(column, widths.at(column));
    m_view->setColumnHidden(m_model->columnCount() - 1, true);
    m_view->setItemDelegateForColumn(0, new ProductIconDelegate(m_view));
    m_view->setItemDelegateForColumn(2, new BadgeDelegate(policyTone, m_view));
    fitColumns(m_view);
    m_refresh->setObjectName(QStringLiteral("refreshPolicies"));
    m_cancel->setObjectName(QStringLiteral("cancelPolicy"));
    m_cancel->setEnabled(false);
    m_cancel->setToolTip(tr("Cancel the selected policy (Del)"));

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
    loadProductLabels();
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
        for (const auto &bp : result.value().brokerProducts)
            m_labels->insert(bp.id, {bp.name, bp.product.insurer.name});
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
    const QJsonObject record =
        i.isValid() ? i.data(Role::RecordRole).toJsonObject() : QJsonObject();
    const std::optional<domain::Policy> policy = models::recordAs<domain::Policy>(i);
    if (record != m_shown) {
        m_shown = record;
        const PolicyProductLabel label =
            m_labels->value(record.value(QLatin1String("broker_product_id")).toString());
        m_details->setProduct(label.name, label.insurer);
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
    m_header->setSummary(tr("%n policy(ies) issued by the office", nullptr, m_model->rowCount()));
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
    emit workspace().status(
        tr("Policy %1 of %2 cancelled.")
            .arg(format::shortReference(updated.id), domain::holderName(updated.policyHolder)));
    m_model->refresh();
}

} // namespace brokerdesk::ui
