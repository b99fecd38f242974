#pragma once

#include "cache/customerdirectory.h"
#include "comparisonmodel.h"
#include "domain/policy.h"
#include "models/catalogloader.h"
#include "quotedraft.h"

#include <QSet>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableView;
class QVBoxLayout;

namespace brokerdesk::ui {

class ErrorBanner;
class HolderForm;
class ItemForm;
class PeriodFields;
class Workspace;

// Multicálculo: one risk quoted on every active product of the channel at once. The questions
// the products share are asked once — the customer (picked from the directory or typed), the
// kind of risk, the item, the cover dates and the main insured amount — each product's plan
// and coverages default to its first plan (multiquote.h). Enter quotes; the comparison shows
// a column per product as each answers, and Enter on a price cell goes to checkout with it.
class MultiQuoteView final : public QWidget
{
    Q_OBJECT
public:
    explicit MultiQuoteView(Workspace &workspace, QWidget *parent = nullptr);
    ~MultiQuoteView() override;

    // Starts a new multicálculo, for this customer when given (nobody's data stays).
    void startFor(const std::optional<cache::Customer> &customer);
    // A policy's renewal (Workspace::renewalRequested), as last listed: its holder, kind of
    // risk, item, main insured amount and cover from where it ends, quoted at once on every
    // product of the risk (the questions stay on screen when something is missing).
    void renew(const domain::Policy &policy);
    void loadCatalog(); // the channel's products, once the desk knows its channel

    Workspace &workspace() const { return m_workspace; }
    HolderForm *holder() const { return m_holder; }
    QComboBox *risk() const { return m_risk; }
    ItemForm *item() const { return m_item; }
    PeriodFields *period() const { return m_period; }
    QSpinBox *insuredAmount() const { return m_amount; }
    QPushButton *quoteButton() const { return m_quote; }
    QTableView *comparison() const { return m_table; }
    ComparisonModel *model() const { return m_model; }
    MultiQuote *quotes() const { return m_quotes; }
    bool isComparing() const; // the comparison is on screen
    QString missingText() const;
    QString summary() const; // the customer and the risk, for the page's header

    void quoteAll(); // what Enter does on the questions
    void sell();     // what Enter does on a price cell

signals:
    void summaryChanged();

protected:
    void showEvent(QShowEvent *event) override;

private:
    QMetaObject::Connection m_focusWatch; // the application's focus, for the item's prefill
    void showCatalog(const models::CatalogSnapshot &snapshot);
    void riskChanged();
    void updateReady();
    void showQuestions();
    QList<int> productsOfRisk() const; // indexes into m_snapshot's broker products
    void applyRenewal();               // m_pendingRenewal, once the catalog is known

    Workspace &m_workspace;
    models::CatalogLoader *m_loader;
    std::optional<models::CatalogSnapshot> m_snapshot;
    QStackedWidget *m_stack;
    ErrorBanner *m_error;
    HolderForm *m_holder;
    QComboBox *m_risk;
    QVBoxLayout *m_itemBox;
    ItemForm *m_item = nullptr;
    PeriodFields *m_period;
    QSpinBox *m_amount;
    QLabel *m_missing;
    QPushButton *m_quote;
    QLabel *m_about; // who and what the comparison is of
    QTableView *m_table;
    ComparisonModel *m_model;
    MultiQuote *m_quotes;
    QPushButton *m_sell;
    QPushButton *m_back;
    QSet<QString> m_checkoutFor; // quotes sent to checkout since this view was last shown
    std::optional<Requote> m_pendingRenewal; // asked for before the catalog was loaded
    std::optional<RenewalAnswers> m_renewal; // what the questions on screen renew
};

} // namespace brokerdesk::ui
