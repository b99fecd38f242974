#include "salespage.h"

#include "common/badgedelegate.h"
#include "common/emptystate.h"
#include "common/look.h"

#include "checkoutview.h"
#include "common/columnfit.h"
#include "common/pageheader.h"
#include "common/recordnames.h"
#include "common/unavailablenote.h"
#include "home/filternote.h"
#include "icons.h"
#include "saleslistmodel.h"
#include "salestatusview.h"
#include "workspace.h"

#include "domain/holder.h"
#include "domain/isodate.h"
#include "domain/quoting.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace brokerdesk::ui {

namespace {

// Issued green, waiting amber, refused red.
BadgeDelegate::Tone saleTone(const QModelIndex &index)
{
    using S = domain::SaleStatus;
    using T = BadgeDelegate::Tone;
    switch (S(index.data(SalesListModel::StatusRole).toInt())) {
    case S::Finished:
        return T::Good;
    case S::Started:
    case S::Pending:
        return T::Waiting;
    case S::Failed:
        return T::Bad;
    case S::Canceled:
    case S::Unknown:
        break;
    }
    return T::Neutral;
}

} // namespace

SalesPage::SalesPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent), m_model(new SalesListModel(this)),
      m_header(new PageHeader(tr("Sales"), this)), m_list(new QTableView(this)),
      m_views(new QStackedWidget(this)), m_listView(new QWidget(this)),
      m_detail(new QStackedWidget(this)),
      m_hint(new QLabel(tr("Choose a sale to see its status, or sell a quote from the Quote page."),
                        this)),
      m_checkout(new CheckoutView(workspace, m_log, this)),
      m_status(new SaleStatusView(workspace, m_log, this)), m_filterNote(new FilterNote(this))
{
    const auto report = m_log.open(cache::SalesLog::defaultPath());
    if (!report.ok())
        m_hint->setText(report.message);
    else if (!workspace.sales())
        workspace.setSales(&m_log); // other pages tell a sold quote by it
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("sales"));
    m_header->setObjectName(QStringLiteral("salesHeader"));
    m_list->setAccessibleName(tr("Sales made from this desk"));
    m_model->setCoverLookup([&workspace](const QString &quoteId) {
        const auto quote = workspace.offline().quote(quoteId);
        if (!quote)
            return QString();
        const domain::SavedQuoteBody body = domain::readSavedQuoteBody(quote->request);
        return vigencia(body.lifetimeStart, body.lifetimeEnd);
    });
    m_list->setModel(m_model);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAlternatingRowColors(true);
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setStretchLastSection(true);
    m_list->setItemDelegateForColumn(SalesListModel::Status, new BadgeDelegate(saleTone, m_list));
    m_list->setTabKeyNavigation(false);
    // The installments' sentence wraps onto a second line rather than pushing the list into
    // scrolling sideways; the method is in the chosen sale's timeline (issue 35).
    m_list->setWordWrap(true);
    m_list->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->verticalHeader()->setMinimumSectionSize(fontMetrics().height() + 12);
    m_list->hideColumn(SalesListModel::Method);
    fitColumns(m_list);
    m_empty = new EmptyState(m_list, tr("No sale yet. Quote a product and sell it: each sale "
                                        "follows here until its policy is issued."));
    m_empty->setLoaded([this] { return m_listAnswered; });
    connect(m_empty->addAction(tr("New &quote")), &QPushButton::clicked, this,
            [this] { emit Page::workspace().quoteRequested({}); });
    m_detail->addWidget(m_hint);
    m_detail->addWidget(m_status);
    // The list's first action, in the accent: a sale starts from a quote.
    auto *newQuote = new QPushButton(ui::icon(QStringLiteral("quote")), tr("New &quote"), this);
    newQuote->setObjectName(QStringLiteral("salesNewQuote"));
    markPrimary(newQuote);
    enterPresses(newQuote, this); // a chosen sale opens on Enter in the list instead
    connect(newQuote, &QPushButton::clicked, this,
            [this] { emit Page::workspace().quoteRequested({}); });
    m_header->addTool(newQuote);
    // With no sale chosen the hint needs a line, not half of the page: the list takes the rest.
    connect(m_detail, &QStackedWidget::currentChanged, this, &SalesPage::fitDetail);
    auto *split = new QSplitter(Qt::Vertical, m_listView);
    split->addWidget(m_list);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *listLayout = new QVBoxLayout(m_listView);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->addWidget(m_header);
    listLayout->addWidget(new UnavailableNote(
        workspace.api().extensions(), api::Extension::SaleList,
        tr("The operator does not list the office's sales: these are the sales made from this "
           "desk."),
        m_listView));
    listLayout->addWidget(m_filterNote);
    listLayout->addWidget(split, 1);
    // The checkout is a view of its own, not squeezed under the list.
    m_views->addWidget(m_listView);
    m_views->addWidget(m_checkout);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(m_views, 1);
    connect(m_filterNote, &FilterNote::cleared, this, [this] { showOnly(Only::All); });
    connect(m_model, &QAbstractItemModel::modelReset, this, &SalesPage::hideFilteredOut);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &SalesPage::hideFilteredOut);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &SalesPage::hideFilteredOut);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &SalesPage::hideFilteredOut);
    connect(&workspace, &Workspace::listFilterRequested, this, [this](const QString &filter) {
        if (filter == u"salesWaiting")
            showOnly(Only::WaitingPayment);
        else if (filter == u"salesFailed")
            showOnly(Only::PaymentFailed);
    });
    // The one-line summary follows the list, whichever source filled it.
    connect(m_model, &QAbstractItemModel::modelReset, this, &SalesPage::updateSummary);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &SalesPage::updateSummary);
    connect(m_model, &SalesListModel::moreRequested, this, &SalesPage::fetchOlder);

    connect(&workspace, &Workspace::checkoutRequested, this,
            [this](const QString &quoteId, int item, const QString &installmentId,
                   const QString &method) {
                if (m_checkout->isBusy())
                    return; // never switch a checkout while its sale is being made
                m_views->setCurrentWidget(m_checkout); // shown first, so it takes the focus
                m_checkout->setQuote(quoteId, item, installmentId, method);
            });
    connect(&workspace, &Workspace::saleOpened, this, &SalesPage::openSale);
    connect(m_checkout, &CheckoutView::saleCreated, this, [this](const QString &saleId) {
        // Shown at once; the office's list, asked again, brings it too.
        if (const auto record = m_log.sale(saleId)) {
            m_model->updateSale(*record);
            emit this->workspace().quoteSold(record->quoteId);
        }
        refreshList();
        emit this->workspace().saleOpened(saleId);
    });
    connect(m_checkout, &CheckoutView::busyChanged, this, &Page::busyChanged);
    connect(m_checkout, &CheckoutView::backRequested, this, &SalesPage::showList);
    connect(m_status, &SaleStatusView::saleUpdated, this, [this](const QString &saleId) {
        if (const auto record = m_log.sale(saleId))
            m_model->updateSale(*record);
    });
    // Moving through the list shows each sale, as in a mail reader; a checkout in progress
    // stays until the broker opens a sale on purpose (Enter or double-click), never mid-sale.
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const QString sale = current.data(SalesListModel::SaleIdRole).toString();
                if (!sale.isEmpty() && !isShowingCheckout() &&
                    !(isShowingSale() && m_status->saleId() == sale))
                    openSale(sale);
            });
    connect(m_list, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (!m_checkout->isBusy())
            openSale(index.data(SalesListModel::SaleIdRole).toString());
    });
    refreshList();
}

SalesPage::~SalesPage()
{
    if (workspace().sales() == &m_log)
        workspace().setSales(nullptr);
}

QString SalesPage::title() const
{
    return tr("Sales");
}

QIcon SalesPage::icon() const
{
    return ui::icon(QStringLiteral("sales"));
}

void SalesPage::activate()
{
    refreshList();
    QTimer::singleShot(0, this, &SalesPage::fitDetail); // once the page has its size
}

void SalesPage::fitDetail()
{
    auto *split = qobject_cast<QSplitter *>(m_detail->parentWidget());
    const int total = std::max(split->height(), 600);
    // The hint folds away (the stack is as tall as a checkout at least, so it cannot be one line).
    const int detail = m_detail->currentWidget() == m_hint ? 0 : total * 2 / 5;
    split->setSizes({total - detail, detail});
}

bool SalesPage::isBusy() const
{
    return m_checkout->isBusy();
}

bool SalesPage::isShowingCheckout() const
{
    return m_views->currentWidget() == m_checkout;
}

bool SalesPage::isShowingSale() const
{
    return m_views->currentWidget() == m_listView && m_detail->currentWidget() == m_status;
}

void SalesPage::showList()
{
    m_views->setCurrentWidget(m_listView);
    m_list->setFocus();
}

void SalesPage::openSale(const QString &saleId)
{
    if (saleId.isEmpty())
        return;
    const int listed = m_model->rowOf(saleId);
    m_status->showSale(saleId, listed >= 0 ? std::optional(m_model->sale(listed)) : std::nullopt);
    m_detail->setCurrentWidget(m_status);
    m_views->setCurrentWidget(m_listView);
    const int row = m_model->rowOf(saleId);
    if (row >= 0)
        m_list->selectRow(row);
}

namespace {

constexpr int salesPerPage = 100;

} // namespace

cache::SaleRecord SalesPage::recordOf(const api::ListedSale &item) const
{
    // What this desk saw of its own sales (timeline, document) stays with them.
    cache::SaleRecord s = m_log.isOpen() ? m_log.sale(item.saleId).value_or(cache::SaleRecord())
                                         : cache::SaleRecord();
    s.saleId = item.saleId;
    s.quoteId = item.quoteId;
    if (!item.productName.isEmpty())
        s.productName = item.productName;
    if (!item.holder.isEmpty())
        s.holderName = domain::holderName(item.holder);
    s.installmentQuantity = item.installmentQuantity;
    if (!item.installment.isEmpty())
        s.installment = item.installment;
    s.totalAmount = item.totalAmount;
    s.paymentMethod = item.paymentMethod;
    s.status = item.status;
    s.policyId = item.policyId;
    if (item.created.isValid())
        s.created = item.created;
    s.coverStart = item.coverStart;
    s.coverEnd = item.coverEnd;
    return s;
}

QList<cache::SaleRecord> SalesPage::recordsOf(const api::ListedSalePage &page) const
{
    QList<cache::SaleRecord> sales;
    sales.reserve(page.items.size());
    for (const api::ListedSale &item : page.items)
        sales.append(recordOf(item));
    return sales;
}

void SalesPage::refreshList()
{
    if (!m_officeSales && m_log.isOpen())
        showSales(m_log.sales());
    if (workspace().api().extensions().isMissing(api::Extension::SaleList)) {
        m_listAnswered = true; // this desk's own log is the whole list
        m_empty->refresh();
        return;
    }
    m_listCall.cancel();
    m_listCall = api::listSales(
        workspace().api(), api::PageQuery::number(1, salesPerPage), this,
        [this](const api::ApiResult<api::ListedSalePage> &answer) {
            m_listAnswered = answer.ok() || answer.error().httpStatus == 404;
            m_empty->refresh();
            if (!answer.ok()) {
                // A service without the list answers 404: the sales this desk made are all it
                // can show. Any other failure keeps what is shown and asks again next time.
                if (answer.error().httpStatus == 404) {
                    m_officeSales = false;
                    m_model->setMoreAvailable(false);
                    m_list->setAccessibleName(tr("Sales made from this desk"));
                    if (m_log.isOpen())
                        showSales(m_log.sales());
                }
                return;
            }
            const api::ListedSalePage &newest = answer.value();
            m_officeTotal = newest.total;
            const bool joins = std::any_of(
                newest.items.cbegin(), newest.items.cend(),
                [this](const api::ListedSale &item) { return m_model->rowOf(item.saleId) >= 0; });
            if (m_officeSales && (joins || !newest.hasMore())) {
                // Older pages already read stay; their cursor still leads past them.
                m_model->mergeNewest(recordsOf(newest));
                updateSummary();
                return;
            }
            // The first answer, or so many new sales that they no longer meet the rows shown.
            m_officeSales = true;
            m_olderCursor = newest.cursor;
            m_model->setMoreAvailable(newest.hasMore());
            m_list->setAccessibleName(tr("The office's sales"));
            showSales(recordsOf(newest));
        });
}

void SalesPage::fetchOlder()
{
    if (!m_officeSales || m_olderCursor.isEmpty() || m_olderCall.isRunning())
        return;
    m_olderCall =
        api::listSales(workspace().api(), api::PageQuery::after(m_olderCursor, salesPerPage), this,
                       [this](const api::ApiResult<api::ListedSalePage> &answer) {
                           if (!answer.ok())
                               return; // the end of the list asks again when scrolled to
                           m_officeTotal = answer.value().total;
                           m_olderCursor = answer.value().cursor;
                           m_model->setMoreAvailable(answer.value().hasMore());
                           m_model->appendOlder(recordsOf(answer.value()));
                           updateSummary();
                       });
}

void SalesPage::showSales(const QList<cache::SaleRecord> &sales)
{
    const QString selected = m_list->currentIndex().data(SalesListModel::SaleIdRole).toString();
    m_model->setSales(sales);
    const int row = selected.isEmpty() ? -1 : m_model->rowOf(selected);
    if (row >= 0)
        m_list->selectRow(row);
}

void SalesPage::updateSummary()
{
    m_header->setSummary(
        m_officeSales ? tr("%n sale(s) of the office, newest first", nullptr, int(m_officeTotal))
                      : tr("%n sale(s) made from this desk", nullptr, m_model->rowCount()));
}

void SalesPage::showOnly(Only only)
{
    m_only = only;
    switch (only) {
    case Only::All:
        m_filterNote->setFilter({});
        break;
    case Only::WaitingPayment:
        m_filterNote->setFilter(tr("sales waiting for payment"));
        break;
    case Only::PaymentFailed:
        m_filterNote->setFilter(tr("sales whose payment failed"));
        break;
    }
    hideFilteredOut();
}

void SalesPage::hideFilteredOut()
{
    using S = domain::SaleStatus;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const auto status = S(m_model->index(row, 0).data(SalesListModel::StatusRole).toInt());
        const bool shown =
            m_only == Only::All ||
            (m_only == Only::WaitingPayment && (status == S::Started || status == S::Pending)) ||
            (m_only == Only::PaymentFailed && status == S::Failed);
        m_list->setRowHidden(row, !shown);
    }
}

} // namespace brokerdesk::ui
