#pragma once

#include "domain/sale.h"
#include "offline/saleslog.h"

#include <QTimer>
#include <QUrl>
#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;
class QPushButton;

namespace brokerdesk::cache {
class SalesLog;
}

namespace brokerdesk::ui {

class CopyReference;
class DocumentOpener;
class ErrorBanner;
class Workspace;

// One sale, live: its status and timeline, polled until the policy is issued (or the payment
// fails), with the policy document one click away; a cancelled policy shows on its sale. A
// refused payment leaves the quote free: "Try another payment method" opens its checkout again.
// The sale is read at once, again a quarter of a second after the answer, then twice as long
// each time up to how soon its payment method settles: every half second for a card or Pix,
// every fifteen for a boleto, a transfer or a debit, which banks confirm in days. Its timeline
// is read with the first read and again when the status moves, not every time.
class SaleStatusView final : public QWidget
{
    Q_OBJECT
public:
    SaleStatusView(Workspace &workspace, cache::SalesLog &log, QWidget *parent = nullptr);

    // `listed`: what the office's list says of the sale, for one this desk did not make.
    void showSale(const QString &saleId, const std::optional<cache::SaleRecord> &listed = {});
    QString saleId() const { return m_saleId; }
    domain::SaleStatus status() const { return m_status; }
    QUrl documentUrl() const { return m_document; }
    // When the sale's policy was cancelled (from the timeline), or invalid.
    QDateTime policyCanceledOn() const { return m_policyCanceledOn; }
    bool isPolling() const { return m_timer.isActive() || m_inFlight > 0; }
    // The longest wait between two reads, whatever the payment method (tests shorten it).
    void setLongestPollInterval(int ms) { m_longestPollMs = ms; }
    DocumentOpener *documentOpener() const { return m_opener; }

signals:
    void saleUpdated(const QString &saleId);

private:
    void poll();
    void readTimeline();
    int longestPollMs() const;
    void showTimeline(const domain::Timeline &timeline);
    void showStatus();
    // For a sale waiting for its payment: what happens next and when, by payment method.
    QString whatHappensNext() const;
    void settled();
    void tryAnotherMethod();
    // The quote is saved here and its installment offers a method other than the refused one.
    bool canTryAnotherMethod() const;

    Workspace &m_workspace;
    cache::SalesLog &m_log;
    QTimer m_timer;
    QString m_saleId;
    domain::SaleStatus m_status = domain::SaleStatus::Unknown;
    QUrl m_document;
    QString m_policyId;
    QString m_installmentId; // the sale's installment and method, as the service answered
    QString m_paymentMethod;
    QDateTime m_policyCanceledOn;
    QJsonObject m_timelineJson;
    int m_inFlight = 0;
    bool m_pollFailed = false;   // this round's error is shown: Retry reads again, nothing else
    bool m_timelineRead = false; // since the sale was shown
    int m_pollDelayMs = 0;       // the wait before the next read
    int m_longestPollMs = 0;     // 0: as the payment method settles
    QLabel *m_title;
    bool m_named = false; // the title names the sale in full (else the timeline's policy will)
    QString m_productName;
    QLabel *m_state;
    QLabel *m_next; // what happens next while the payment is awaited
    QListWidget *m_events;
    QPushButton *m_openDocument;
    QPushButton *m_openPolicy;
    QPushButton *m_tryAnotherMethod;
    CopyReference *m_reference;
    ErrorBanner *m_error;
    DocumentOpener *m_opener;
};

} // namespace brokerdesk::ui
