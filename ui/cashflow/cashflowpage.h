#pragma once

#include "page.h"

class QButtonGroup;
class QLabel;
class QStackedWidget;
class QTableView;

namespace brokerdesk::models {
class ApiPageSource;
class LazyListModel;
} // namespace brokerdesk::models

namespace brokerdesk::ui {

class ErrorBanner;

namespace cashflow {
class LedgerMirrorView;
}

// The broker's cash-flow ledger: by default a lazy table over the whole server list (smooth
// over a million rows); switched to the local mirror for filters, totals, a monthly chart and
// CSV export.
class CashFlowPage : public Page
{
    Q_OBJECT
public:
    explicit CashFlowPage(Workspace &workspace, QWidget *parent = nullptr);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override;

    // Where the mirror file lives (default: the app's local data folder). Before showMirror().
    void setMirrorPath(const QString &path);
    void showServerList();
    void showMirror();
    bool isMirrorShown() const;

    models::LazyListModel *serverModel() const { return m_model; }
    QTableView *serverView() const { return m_view; }
    cashflow::LedgerMirrorView *mirrorView() const { return m_mirror; }

private:
    void updateCount();

    models::ApiPageSource *m_source;
    models::LazyListModel *m_model;
    QTableView *m_view;
    ErrorBanner *m_error;
    QLabel *m_count;
    QButtonGroup *m_modes;
    QStackedWidget *m_stack;
    cashflow::LedgerMirrorView *m_mirror;
};

} // namespace brokerdesk::ui
