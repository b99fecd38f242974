#include "salespage.h"

#include "checkoutview.h"
#include "icons.h"
#include "saleslistmodel.h"
#include "salestatusview.h"
#include "workspace.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace brokerdesk::ui {

SalesPage::SalesPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent), m_model(new SalesListModel(this)), m_list(new QTableView(this)),
      m_detail(new QStackedWidget(this)),
      m_hint(new QLabel(tr("Choose a sale to see its status, or sell a quote from the Quote page."),
                        this)),
      m_checkout(new CheckoutView(workspace, m_log, this)),
      m_status(new SaleStatusView(workspace, m_log, this))
{
    const auto report = m_log.open(cache::SalesLog::defaultPath());
    if (!report.ok())
        m_hint->setText(report.message);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("sales"));
    m_list->setAccessibleName(tr("Sales made from this desk"));
    m_list->setModel(m_model);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAlternatingRowColors(true);
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setStretchLastSection(true);
    m_list->setTabKeyNavigation(false);
    m_detail->addWidget(m_hint);
    m_detail->addWidget(m_checkout);
    m_detail->addWidget(m_status);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_list);
    split->addWidget(m_detail);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(&workspace, &Workspace::checkoutRequested, this,
            [this](const QString &quoteId, int item, const QString &installmentId,
                   const QString &method) {
                if (m_checkout->isBusy())
                    return; // never switch a checkout while its sale is being made
                m_checkout->setQuote(quoteId, item, installmentId, method);
                m_detail->setCurrentWidget(m_checkout);
            });
    connect(&workspace, &Workspace::saleOpened, this, &SalesPage::openSale);
    connect(m_checkout, &CheckoutView::saleCreated, this, [this](const QString &saleId) {
        refreshList();
        emit this->workspace().saleOpened(saleId);
    });
    connect(m_checkout, &CheckoutView::busyChanged, this, &Page::busyChanged);
    connect(m_status, &SaleStatusView::saleUpdated, this, [this](const QString &saleId) {
        if (const auto record = m_log.sale(saleId))
            m_model->updateSale(*record);
    });
    connect(m_list, &QTableView::activated, this, [this](const QModelIndex &index) {
        openSale(index.data(SalesListModel::SaleIdRole).toString());
    });
    refreshList();
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
}

bool SalesPage::isBusy() const
{
    return m_checkout->isBusy();
}

bool SalesPage::isShowingCheckout() const
{
    return m_detail->currentWidget() == m_checkout;
}

bool SalesPage::isShowingSale() const
{
    return m_detail->currentWidget() == m_status;
}

void SalesPage::openSale(const QString &saleId)
{
    if (saleId.isEmpty())
        return;
    m_status->showSale(saleId);
    m_detail->setCurrentWidget(m_status);
    const int row = m_model->rowOf(saleId);
    if (row >= 0)
        m_list->selectRow(row);
}

void SalesPage::refreshList()
{
    if (m_log.isOpen())
        m_model->setSales(m_log.sales());
}

} // namespace brokerdesk::ui
