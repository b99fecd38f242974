#pragma once

#include "quotewizard.h"

#include "api/httpcall.h"

#include <QPointer>

#include <QTimer>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace brokerdesk::api {
class QuoteLookup;
}

namespace brokerdesk::ui {

class ErrorBanner;
class InstallmentTableModel;

// Step 6: every installment option of every item, side by side; export the proposal or sell.
// A quote the insurer answers later (Started, Pending) shows that it is being analysed and is
// looked up again in the operator's list of quotes until answered — after a second, then less
// often, at most every five seconds — for as long as the step is shown. A service without that
// list says so once and offers to quote again, as a Failed quote does. A re-quote lists what
// changed since the earlier quote; a quote sold already offers no sale.
class ResultsStep final : public QuoteStep
{
    Q_OBJECT
public:
    explicit ResultsStep(QWidget *parent = nullptr);

    void initializePage() override;
    void cleanupPage() override;
    InstallmentTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QLabel *changes() const { return m_changes; } // a re-quote's changes

private:
    void showQuote();
    void showChanges(); // a re-quote's, against the earlier quote
    void onQuoteSold(const QString &quoteId);
    void sell();
    void exportPdf();
    // Reads the quote again once m_pollDelayMs has passed.
    void schedulePoll();
    void poll();
    void stopPolling();
    void quoteAgain();
    // A quote still analysed that this service gives no means to follow (no list of quotes).
    bool cannotFollow() const;

    QLabel *m_summary;
    QLabel *m_changes;
    QTableView *m_table;
    InstallmentTableModel *m_model;
    QPushButton *m_sell;
    QPushButton *m_pdf;
    ErrorBanner *m_error;
    QLabel *m_waiting;
    QProgressBar *m_progress;
    QPushButton *m_again;
    QTimer m_poll;
    int m_pollDelayMs = 0;
    api::CallHandle m_call;
    QPointer<api::QuoteLookup> m_lookup; // made on the first read, with the wizard's client
};

} // namespace brokerdesk::ui
