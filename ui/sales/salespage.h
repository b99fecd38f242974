#pragma once

#include "api/httpcall.h"
#include "api/saleslist.h"
#include "offline/saleslog.h"
#include "page.h"

class QLabel;
class QStackedWidget;
class QTableView;

namespace brokerdesk::ui {

class EmptyState;
class FilterNote;

class PageHeader;

class CheckoutView;
class SaleStatusView;
class SalesListModel;

// Sales: the checkout of a quote, the live status of a sale, and the sales made from this desk.
class SalesPage final : public Page
{
    Q_OBJECT
public:
    explicit SalesPage(Workspace &workspace, QWidget *parent = nullptr);
    ~SalesPage() override;

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override;

    CheckoutView *checkout() const { return m_checkout; }
    SaleStatusView *saleStatus() const { return m_status; }
    SalesListModel *salesModel() const { return m_model; }
    cache::SalesLog &log() { return m_log; }
    // Whether the list shows the office's sales (GET /v1/sales) rather than this desk's.
    bool isShowingOfficeSales() const { return m_officeSales; }
    // Only the sales waiting for payment (started or pending) or those whose payment failed,
    // as Início's counts open the page; a note above the list says so and clears it.
    enum class Only { All, WaitingPayment, PaymentFailed };
    void showOnly(Only only);
    Only shownOnly() const { return m_only; }
    FilterNote *filterNote() const { return m_filterNote; }
    QTableView *listView() const { return m_list; }
    bool isShowingCheckout() const;
    bool isShowingSale() const;

private:
    void openSale(const QString &saleId);
    void showList();
    void refreshList();
    void fitDetail(); // the hint folded under the list; a sale or checkout two fifths
    // The next page of older sales, by cursor, when the list is scrolled to its end.
    void fetchOlder();
    cache::SaleRecord recordOf(const api::ListedSale &item) const;
    QList<cache::SaleRecord> recordsOf(const api::ListedSalePage &page) const;
    void updateSummary();
    // Shows these sales, the selected sale staying selected.
    void showSales(const QList<cache::SaleRecord> &sales);
    void hideFilteredOut(); // the rows showOnly leaves out

    cache::SalesLog m_log;
    SalesListModel *m_model;
    PageHeader *m_header;
    QTableView *m_list;
    QStackedWidget *m_views; // the list with a sale's status beside it, or the checkout alone
    QWidget *m_listView;
    QStackedWidget *m_detail;
    QLabel *m_hint;
    CheckoutView *m_checkout;
    SaleStatusView *m_status;
    api::CallHandle m_listCall;
    api::CallHandle m_olderCall;
    QString m_olderCursor; // where the next older page starts; empty at the list's end
    qint64 m_officeTotal = 0;
    bool m_officeSales = false;
    bool m_listAnswered = false; // so an empty list means no sales, not "not read yet"
    EmptyState *m_empty = nullptr;
    FilterNote *m_filterNote;
    Only m_only = Only::All;
};

} // namespace brokerdesk::ui
