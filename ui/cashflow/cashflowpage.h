#pragma once

#include "page.h"

class QStackedWidget;
class QTableView;
class QTimer;

namespace brokerdesk::models {
class ApiPageSource;
class LazyListModel;
} // namespace brokerdesk::models

namespace brokerdesk::ui {

class ErrorBanner;
class FilterNote;
class PageHeader;

namespace cashflow {
class LedgerMirrorView;
}

// The broker's cash-flow ledger. Opening the page mirrors the ledger in the background (and
// again every few minutes); once a sync is complete the page shows the mirror, with filters,
// totals, a monthly chart and CSV export. Until then, or when the mirror cannot be used, it
// shows the lazy table over the server's list (smooth over a million rows).
class CashFlowPage final : public Page
{
    Q_OBJECT
public:
    explicit CashFlowPage(Workspace &workspace, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override;

    // Where the mirror file lives (default: the app's local data folder). Before activate().
    void setMirrorPath(const QString &path);
    // What the page shows; it chooses by itself as the mirror's syncs end.
    void showServerList();
    void showMirror();
    bool isMirrorShown() const;
    // As Início's counts open the page: the customers' premium installments not paid by their
    // day (a note above the ledger says so and clears it), or the commissions of this month.
    void showOverdueInstallments();
    void showCommissionsThisMonth();
    FilterNote *filterNote() const { return m_filterNote; }
    static constexpr int syncIntervalMs = 5 * 60 * 1000;

    models::LazyListModel *serverModel() const { return m_model; }
    QTableView *serverView() const { return m_view; }
    cashflow::LedgerMirrorView *mirrorView() const { return m_mirror; }

private:
    void updateCount();
    void nameBroker();
    void startBackgroundSync();
    void chooseView();

    models::ApiPageSource *m_source;
    models::LazyListModel *m_model;
    QTableView *m_view;
    ErrorBanner *m_error;
    PageHeader *m_header;
    QStackedWidget *m_stack;
    QTimer *m_syncTimer;
    cashflow::LedgerMirrorView *m_mirror;
    FilterNote *m_filterNote;
    bool m_syncOnLoad = false; // the next first page loaded starts a background sync
};

} // namespace brokerdesk::ui
