#pragma once

#include "page.h"

#include "api/pagequery.h"
#include "cache/customerdirectory.h"
#include "recommendations/estimatedialog.h"

#include <QPointer>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTabWidget;

namespace brokerdesk::models {
class ApiPageSource;
class CursorWalker;
} // namespace brokerdesk::models

namespace brokerdesk::ui {

class CallList;
class CustomerView;
class DuplicatesDialog;
class EstimateDialog;
class PageHeader;
class CustomerListModel;
class ErrorBanner;

// Every person the desk has met, from the local customer directory, so search works with no
// network: the list shows the CPF/CNPJ masked, the details show it whole (LGPD), and a
// customer's data can be exported to a file. Opening the page merges the saved quotes and the
// service's policies, affinities, sales and leads into the directory. New quote, New affinity
// and Estimate start that work with the customer filled in.
class CustomersPage final : public Page
{
    Q_OBJECT
public:
    // Where to save an export; empty: the user cancelled. A file dialog unless replaced.
    using PathChooser = std::function<QString(const QString &suggestedName)>;

    // `directoryPath` empty: customers.sqlite in the application's data folder.
    explicit CustomersPage(Workspace &workspace, const QString &directoryPath = {},
                           QWidget *parent = nullptr);
    ~CustomersPage() override;

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override;

    cache::CustomerDirectory &directory() { return m_directory; }
    // Writes the current customer's data; false (and the banner says why) when it cannot.
    bool exportCurrent();
    void setPathChooser(PathChooser chooser) { m_chooser = std::move(chooser); }

    QLineEdit *searchField() const { return m_search; }
    QTableView *table() const { return m_table; }
    CustomerListModel *customersModel() const { return m_model; }
    QLabel *detailsView() const { return m_details; }
    QTabWidget *tabs() const { return m_tabs; }
    CallList *callList() const { return m_callList; }
    CustomerView *customerView() const { return m_view; }
    QPushButton *duplicatesButton() const { return m_duplicates; }
    // The Cliente view of the customer `id` is part of, in place of the list; false when the
    // directory has no such customer.
    bool openCustomer(qint64 id);
    void closeCustomer();
    bool isCustomerOpen() const;
    // "Possible duplicates", not yet shown (the button runs it).
    DuplicatesDialog *createDuplicatesDialog();
    // The estimate asked for a customer (Call / estimate), while it is open.
    EstimateDialog *estimateDialog() const { return m_estimateDialog; }

private:
    void openDirectory();
    void refresh();
    void showCurrent();
    std::optional<cache::Customer> currentCustomer() const;
    void sync();
    void syncList(api::ListResource resource, cache::CustomerSource source,
                  const std::function<void()> &next);
    void updateDuplicates();
    void openEstimate(const cache::Customer &customer);

    QString m_path;
    cache::CustomerDirectory m_directory;
    QLineEdit *m_search;
    PageHeader *m_header;
    ErrorBanner *m_error;
    QTableView *m_table;
    CustomerListModel *m_model;
    QLabel *m_details;
    QPushButton *m_export;
    QPushButton *m_newQuote;
    QPushButton *m_newAffinity;
    QPushButton *m_estimate;
    QTabWidget *m_tabs;
    CallList *m_callList;
    QStackedWidget *m_directoryStack;
    QPushButton *m_open;
    CustomerView *m_view;
    QPushButton *m_duplicates;
    PathChooser m_chooser;
    QPointer<EstimateDialog> m_estimateDialog;
    models::ApiPageSource *m_source = nullptr;
    models::CursorWalker *m_walker = nullptr;
    bool m_syncing = false;
};

} // namespace brokerdesk::ui
