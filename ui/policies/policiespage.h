#pragma once

#include "page.h"

#include "cache/policyindex.h"
#include "domain/policy.h"

#include <QElapsedTimer>
#include <QHash>

#include <memory>

class QComboBox;
class QLineEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace brokerdesk::models {
class ApiPageSource;
class CursorWalker;
class LazyListModel;
class PageSource;
} // namespace brokerdesk::models

namespace brokerdesk::ui {

class EmptyState;

class DocumentOpener;
class PageHeader;
class ErrorBanner;

namespace policies {
class PolicyDetails;
}

// What the catalog says of a broker product, for naming a policy's product.
struct PolicyProductLabel
{
    QString name;
    QString insurer;
};

// The broker's issued policies: a lazy list of the whole server list, the selected policy's
// details, and its cancellation (reason, reversal, preview) through CancelPolicyDialog. The
// service's list has no filters, so search and filters read a local index of the office's
// policies, brought up to date in the background each time the page opens.
class PoliciesPage final : public Page
{
    Q_OBJECT
public:
    // `indexPath` empty: policies.sqlite in the desk's data folder.
    explicit PoliciesPage(Workspace &workspace, const QString &indexPath = {},
                          QWidget *parent = nullptr);
    ~PoliciesPage() override;

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override;

    models::LazyListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    policies::PolicyDetails *details() const { return m_details; }
    ErrorBanner *errorBanner() const { return m_error; }
    DocumentOpener *documentOpener() const { return m_opener; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLineEdit *searchField() const { return m_search; }
    // What the search and filters ask of the index now.
    cache::PolicyFilter filter() const;
    bool isIndexing() const { return m_walker != nullptr; }
    // The day "ends within" counts from: today, or a day a test chooses.
    void setToday(const QDate &day) { m_today = day; }

    // Selects the policy when its row is loaded (after a sale: Workspace::policyOpened).
    void openPolicy(const QString &policyId);
    // The dialog for the selected policy; nullptr without an active selection. Not yet shown.
    class QDialog *createCancelDialog();
    QString selectedId() const;

private:
    PolicyProductLabel productLabel(const QString &brokerProductId) const;
    void onCurrentChanged();
    void onPageLoaded(qint64 page);
    bool selectPending();
    void cancelSelected();
    void applyCancel(const domain::Policy &updated);
    void loadProductLabels();
    QWidget *buildFilters();
    // Shows `source`'s pages in the table (the service's list, or the index filtered).
    void showList(models::PageSource *source);
    void applyFilter();
    void updateIndex(bool now);
    void summarize();
    // "Renovada por …": the renewal's policy named from the index (holder · product · cover).
    QString renewalName(const QString &policyId) const;

    models::ApiPageSource *m_source;
    std::shared_ptr<QHash<QString, PolicyProductLabel>> m_labels; // read by the columns
    models::LazyListModel *m_model;
    QTableView *m_view;
    policies::PolicyDetails *m_details;
    ErrorBanner *m_error;
    DocumentOpener *m_opener;
    QPushButton *m_refresh;
    QPushButton *m_cancel;
    QPushButton *m_openPdf; // the page's primary action: the chosen policy's PDF
    PageHeader *m_header;
    QLineEdit *m_search;
    QComboBox *m_status;
    QComboBox *m_product;
    QComboBox *m_ends;
    QTimer *m_typing;
    QWidget *m_noMatch;            // what to do when the search and filters find nothing
    EmptyState *m_empty = nullptr; // and when the office has no policy at all
    cache::PolicyIndex m_index;
    models::ApiPageSource *m_indexSource = nullptr;
    models::CursorWalker *m_walker = nullptr;
    QElapsedTimer m_indexed; // since the last whole walk
    QDate m_today;
    QString m_pendingId;
    // The record the details show, so a repaint does not rebuild them; none after a cancel.
    std::optional<domain::Policy> m_shown; // what the details show, once m_showing
    bool m_showing = false;
};

} // namespace brokerdesk::ui
