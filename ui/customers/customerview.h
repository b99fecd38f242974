#pragma once

#include "cache/customerdirectory.h"
#include "domain/catalog.h"

#include <QHash>
#include <QSet>
#include <QWidget>

class QGroupBox;
class QLabel;
class QPushButton;
class QTableView;

namespace brokerdesk::cache {
class LedgerReader;
}

namespace brokerdesk::ui {

class RecordListModel;
class Workspace;

// One customer, everything the desk knows of them: policies with their renewal day, quotes
// saved on this desk, sales, affinities, the call list's outcomes and the cash-flow rows of
// their policies, each a compact list; New quote, Renew (the selected policy) and Estimate.
// What the directory, the offline store and the sales log hold shows at once; the catalog's
// product names and the ledger mirror's rows arrive after, off the window's thread.
class CustomerView final : public QWidget
{
    Q_OBJECT
public:
    // `estimatesPath`: the call list's file; `ledgerPath`: the cash-flow mirror (either may
    // not exist yet: its list then stays empty).
    CustomerView(Workspace &workspace, cache::CustomerDirectory &directory, QString estimatesPath,
                 QString ledgerPath, QWidget *parent = nullptr);
    ~CustomerView() override;

    // Shows the customer `id` is part of; false when the directory has no such customer.
    bool showCustomer(qint64 id);
    qint64 customerId() const { return m_customer.id; }
    const cache::Customer &customer() const { return m_customer; }
    // Every source has answered (the catalog and the ledger come after showCustomer()).
    bool isLoading() const { return m_pending > 0; }
    // Reads the calls again (an estimate was just kept for this customer).
    void refreshCalls() { fillCalls(); }

    RecordListModel *policies() const { return m_policies; }
    RecordListModel *quotes() const { return m_quotes; }
    RecordListModel *sales() const { return m_sales; }
    RecordListModel *affinities() const { return m_affinities; }
    RecordListModel *calls() const { return m_calls; }
    RecordListModel *cashFlow() const { return m_cashFlow; }
    QTableView *policyView() const { return m_policyView; }
    QPushButton *newQuoteButton() const { return m_newQuote; }
    QPushButton *renewButton() const { return m_renew; }
    QPushButton *estimateButton() const { return m_estimate; }
    QPushButton *backButton() const { return m_back; }

signals:
    void closed(); // back to the list
    void loaded(); // the catalog and the ledger answered too

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    // `stretchColumn`: the one that takes the room left (the record's name).
    QTableView *addList(QGroupBox *box, RecordListModel *model, const QString &emptyText,
                        int stretchColumn = 0);
    void fillPolicies();
    void fillQuotes();
    void fillSales();
    void fillAffinities();
    void fillCalls();
    void loadCatalog();
    void loadCashFlow();
    void finishOne();
    void updateTitles();
    void updateActions();
    QString productName(const QString &brokerProductId, const QString &productId) const;

    Workspace &m_workspace;
    cache::CustomerDirectory &m_directory;
    QString m_estimatesPath;
    QString m_ledgerPath;
    cache::LedgerReader *m_reader = nullptr;
    cache::Customer m_customer;
    QList<qint64> m_entries;
    QHash<QString, domain::BrokerProduct> m_products; // by broker product id
    QSet<QString> m_renewable;                        // policies not canceled
    int m_pending = 0;
    int m_generation = 0; // answers for a customer shown before are dropped

    QLabel *m_name;
    QLabel *m_facts;
    QPushButton *m_back;
    QPushButton *m_newQuote;
    QPushButton *m_renew;
    QPushButton *m_estimate;
    RecordListModel *m_policies;
    RecordListModel *m_quotes;
    RecordListModel *m_sales;
    RecordListModel *m_affinities;
    RecordListModel *m_calls;
    RecordListModel *m_cashFlow;
    QTableView *m_policyView = nullptr;
    QHash<RecordListModel *, QGroupBox *> m_boxes;
};

} // namespace brokerdesk::ui
