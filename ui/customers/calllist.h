#pragma once

#include "api/httpcall.h"
#include "cache/estimatestore.h"

#include <QHash>
#include <QSet>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace brokerdesk::cache {
class CustomerDirectory;
}

namespace brokerdesk::ui {

class CallListModel;
class ErrorBanner;
class Workspace;

// Whom to call: every customer with enough data scored for a product type through the
// recommendation endpoint (a few at a time, with a progress bar and Cancel), ranked by the
// estimate, kept for a day. "+" records that the customer bought, "-" that they did not (each
// estimate once, through the evaluate endpoint); Enter starts a quote for them.
class CallList final : public QWidget
{
    Q_OBJECT
public:
    using PathChooser = std::function<QString(const QString &suggestedName)>;
    static constexpr int maxInFlight = 4;

    // `storePath`: the file the estimates are kept in.
    CallList(Workspace &workspace, cache::CustomerDirectory &directory, QString storePath,
             QWidget *parent = nullptr);
    ~CallList() override;

    // The directory's customers for the chosen product type, with the estimates of the last day.
    void reload();
    void startScoring();
    void cancelScoring();
    bool isScoring() const { return !m_queue.isEmpty() || !m_inFlight.isEmpty(); }
    // For the current customer; false (and the status says why) when nothing was sent.
    bool recordOutcome(bool bought);
    bool exportCsv(const QString &path);
    void setPathChooser(PathChooser chooser) { m_chooser = std::move(chooser); }

    QComboBox *productBox() const { return m_product; }
    QPushButton *scoreButton() const { return m_score; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QTableView *table() const { return m_table; }
    CallListModel *callModel() const { return m_model; }
    QPushButton *boughtButton() const { return m_bought; }
    QPushButton *notBoughtButton() const { return m_notBought; }
    QPushButton *quoteButton() const { return m_quote; }
    QLabel *statusLabel() const { return m_status; }

signals:
    void quoteRequested(qint64 customerId);
    void scoringChanged(bool scoring);

private:
    int productType() const;
    void sendNext();
    void finishScoring(const QString &message);
    void requestQuote();
    void updateActions();

    Workspace &m_workspace;
    cache::CustomerDirectory &m_directory;
    QString m_storePath;
    cache::EstimateStore m_store;
    QComboBox *m_product;
    QPushButton *m_score;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QLabel *m_status;
    ErrorBanner *m_error;
    QTableView *m_table;
    CallListModel *m_model;
    QPushButton *m_bought;
    QPushButton *m_notBought;
    QPushButton *m_quote;
    QPushButton *m_export;
    PathChooser m_chooser;
    QList<qint64> m_queue;
    QHash<qint64, api::CallHandle> m_inFlight;
    QSet<qint64> m_evaluating;
    int m_scoringType = 0;
    int m_failed = 0;
};

} // namespace brokerdesk::ui
