#pragma once

#include "ledger/ledgermirror.h"
#include "ledger/ledgerqueries.h"
#include "ledgerdelegate.h"

#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace brokerdesk::api {
class ApiClient;
}
namespace brokerdesk::models {
class ApiPageSource;
class LazyListModel;
struct ListColumn;
} // namespace brokerdesk::models

namespace brokerdesk::ui {
class ErrorBanner;
class ProgressPanel;
} // namespace brokerdesk::ui

namespace brokerdesk::cache {
class LedgerReader;
}

namespace brokerdesk::ui::cashflow {

class CommissionsView;
class LedgerFilterBar;
class MonthlyChart;
class RecordDetails;

// The ledger mirrored on this machine: sync (with progress and Cancel), filters, totals, a
// monthly chart and CSV export, all answered from the local file off the GUI thread.
class LedgerMirrorView final : public QWidget
{
    Q_OBJECT
public:
    LedgerMirrorView(api::ApiClient &api, QWidget *parent = nullptr);
    ~LedgerMirrorView() override;

    void setPath(const QString &path) { m_path = path; }
    // Whose ledger it is (the broker's channel name): the export's file name says it.
    void setBrokerName(const QString &name) { m_brokerName = name; }
    QString brokerName() const { return m_brokerName; }
    QString path() const { return m_path; }
    // Opens the file for the account signed in to (again if that changed); false with the
    // reason in the error banner, which offers a new mirror when the file is another account's.
    bool open();
    // After a confirmation: sets another account's mirror aside and starts this one's, then syncs.
    void startNewMirror();
    bool isOpen() const { return m_mirror.isOpen(); }

    void sync();
    void cancelSync();
    bool isSyncing() const { return m_mirror.isSyncing(); }
    // Writes the filtered records to `file` in the locale's CSV conventions; exportFinished.
    void exportCsv(const QString &file);
    // Asks where Export CSV writes (a save dialog by default; tests answer it). Empty: cancelled.
    using PathChooser = std::function<QString(const QString &suggested)>;
    void setPathChooser(PathChooser chooser) { m_chooser = std::move(chooser); }
    void cancelExport();
    void applyFilter(); // now, without waiting for the filter bar's pause

    models::LazyListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    LedgerFilterBar *filterBar() const { return m_filters; }
    MonthlyChart *chart() const { return m_chart; }
    RecordDetails *details() const { return m_details; }
    QPushButton *openPolicyButton() const { return m_openPolicy; }
    CommissionsView *commissions() const { return m_commissions; }
    QTabWidget *tabs() const { return m_tabs; }
    ErrorBanner *errorBanner() const { return m_error; }
    const cache::LedgerTotals &totals() const { return m_totals; }
    // The heading drawn above `row` when it is a day's first (a period is listed by day).
    std::optional<LedgerDelegate::DayHeading> dayHeading(int row) const;
    QString totalsText() const;
    // What the export suggests as its file name: the broker and the period.
    QString suggestedFileName() const;
    // Records written today that the period leaves out, and the button that widens it.
    QWidget *outsideBar() const { return m_outsideBar; }
    QLabel *outsideHint() const { return m_outside; }
    QPushButton *widenButton() const { return m_widen; }
    cache::LedgerMirror &mirror() { return m_mirror; }
    bool isBusy() const;

signals:
    void syncFinished(bool ok, const QString &error);
    void summaryUpdated();
    void exportFinished(bool ok, const QString &error);
    void busyChanged(bool busy);
    // "Open policy" under a record's details: the page asks the Policies page to show it.
    void policyOpened(const QString &policyId);

private:
    void reload();
    void showRecord(const QJsonObject &record); // in the details pane
    static QString policyOf(const QJsonObject &record);
    static QList<models::ListColumn> mirrorColumns();
    void refreshSummary();
    void setDays(const QList<cache::DaySum> &days);
    void showOutside(const cache::OutsidePeriod &outside);
    void widenToOutside();
    QString chartCaption() const;
    void layOutDays();                         // the days' first rows twice as tall, as rows arrive
    cache::LedgerFilter countedFilter() const; // the totals' and the export's
    void updateState();
    void askExport();
    void showFailure(const QString &message, std::function<void()> retry);
    cache::MirrorAccount account() const;
    void opened();
    void forget(); // shows nothing of a file that is not (or no longer) this account's

    api::ApiClient &m_api;
    QString m_path;
    cache::LedgerMirror m_mirror;
    models::ApiPageSource *m_source;
    cache::LedgerReader *m_reader;
    cache::LedgerReader *m_exporter; // its own thread: a long export does not hold up the table
    models::LazyListModel *m_model = nullptr;
    ErrorBanner *m_error;
    ProgressPanel *m_progress;
    QLabel *m_state;
    QPushButton *m_sync;
    QPushButton *m_export;
    LedgerFilterBar *m_filters;
    QTableView *m_view;
    QLabel *m_totalsLabel;
    QWidget *m_outsideBar;
    QLabel *m_outside;
    QPushButton *m_widen;
    cache::OutsidePeriod m_outsidePeriod;
    MonthlyChart *m_chart;
    RecordDetails *m_details;
    QPushButton *m_openPolicy;
    QTabWidget *m_tabs;
    CommissionsView *m_commissions;
    cache::LedgerTotals m_totals;
    QHash<int, LedgerDelegate::DayHeading> m_days; // by the day's first row
    QList<int> m_tallRows;
    quint64 m_summaryGeneration = 0;
    std::shared_ptr<std::atomic<bool>> m_exportStop;
    bool m_exporting = false;
    QString m_openKey; // the account the open file was checked for
    QString m_brokerName;
    std::function<void()> m_retryAction;
    PathChooser m_chooser;
};

} // namespace brokerdesk::ui::cashflow
