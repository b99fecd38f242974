#pragma once

#include "api/idempotentcreate.h"
#include "domain/salecomplement.h"
#include "offline/offlinestore.h"

#include <QWidget>

class QComboBox;
class QKeyEvent;
class QLabel;
class QLineEdit;
class QPushButton;

namespace brokerdesk::cache {
class SalesLog;
}

namespace brokerdesk::ui {

class ErrorBanner;
class PageHeader;
class Workspace;

// Checkout of a saved quote: installment and payment method (only those offered), the
// complement prefilled from the quote, Confirm. No card data: the insurer collects it. Confirm is
// disabled while the sale is being made and Retry repeats the failed call with its Idempotency-Key,
// so a double click or a retry never makes two sales.
class CheckoutView final : public QWidget
{
    Q_OBJECT
public:
    CheckoutView(Workspace &workspace, cache::SalesLog &log, QWidget *parent = nullptr);

    // False (and a message shown) when the quote is not in the offline store.
    bool setQuote(const QString &quoteId, int itemIndex, const QString &installmentId,
                  const QString &paymentMethod);
    QString quoteId() const { return m_quote ? m_quote->summary.quoteId : QString(); }
    bool isBusy() const { return m_busy; }

signals:
    void saleCreated(const QString &saleId);
    void busyChanged(bool busy);
    void backRequested(); // the broker leaves the checkout for the sales list

protected:
    // Enter anywhere in the checkout confirms it (a focused button other than Confirm excepted).
    void keyPressEvent(QKeyEvent *event) override;

private:
    void fillMethods();
    void confirm();
    void createSale();
    void setBusy(bool busy);
    domain::SaleComplement complement() const;
    bool isComplete() const;
    void updateConfirm();
    // The summary of what is sold: customer, product, vigência, installments, IOF, commission.
    void updateSummary();
    const cache::SavedInstallment *chosenInstallment() const;

    Workspace &m_workspace;
    cache::SalesLog &m_log;
    std::optional<cache::SavedQuote> m_quote;
    int m_itemIndex = 0;
    PageHeader *m_header; // "Confirm the sale", the quote under it
    QLabel *m_customer;   // the summary of what is sold, a label per line
    QLabel *m_product;
    QLabel *m_cover;
    QLabel *m_installments;
    QLabel *m_commission;
    QLabel *m_total;
    QComboBox *m_installment;
    QLabel *m_taxes; // the IOF inside the chosen option's total
    QComboBox *m_method;
    QLabel *m_cardNote; // shown for card methods: who collects the card, and how
    QLineEdit *m_email;
    QLineEdit *m_phone;
    QPushButton *m_confirm;
    QPushButton *m_back;
    ErrorBanner *m_error;
    bool m_busy = false;
    bool m_sold = false;                   // this checkout made its sale: Confirm never sends again
    QString m_saleRequestId;               // once made, the sale request is reused by every retry
    api::IdempotentCreate m_requestCreate; // Retry repeats a failed sale request or sale
    api::IdempotentCreate m_saleCreate;
};

} // namespace brokerdesk::ui
