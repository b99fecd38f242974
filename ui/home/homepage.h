#pragma once

#include "page.h"

#include <QDate>
#include <QHash>
#include <QPointer>

class QLabel;
class QTimer;

namespace brokerdesk::cache {
class LedgerReader;
}

namespace brokerdesk::ui {

class CallList;
class HomeCard;
class RenewalIndex;
namespace cashflow {
class LedgerMirrorView;
}

// Início: today's work as counts that open their lists. Renewals due in 30/60/90 days (the
// renewal index), sales waiting for payment and payments that failed (the office's sales),
// affinities pending, installments overdue and the month's commissions (the ledger mirror of
// Fluxo de caixa), the top of the call list (Clientes). Each source answers on its own, in the
// background, when the page is shown and every minute while it is.
class HomePage final : public Page
{
    Q_OBJECT
public:
    static constexpr int refreshMs = 60'000;
    static constexpr int salesRows = 100; // the newest sales and affinities looked at
    static constexpr int topCalls = 3;

    HomePage(Workspace &workspace, RenewalIndex &renewals, QWidget *parent = nullptr);
    ~HomePage() override;

    // The other pages' sources it summarizes (none in some tests: those cards stay empty).
    void setLedger(cashflow::LedgerMirrorView *mirror);
    void setCallList(CallList *callList);

    QString title() const override;
    QIcon icon() const override;
    void activate() override;
    bool isBusy() const override { return !m_waiting.isEmpty(); }

    HomeCard *card(const QString &name) const;
    QList<HomeCard *> cards() const { return m_cards; }
    // The day counts are made for: today, or a day a test chooses.
    void setToday(const QDate &day);

private:
    HomeCard *addCard(const QString &name, const QString &title, const QString &target);
    void wait(const QString &source, bool waiting);
    void countRenewals();
    void countSales();
    void countAffinities();
    void syncLedger();
    void countLedger();
    void countCalls();
    QDate today() const;

    RenewalIndex &m_renewals;
    QPointer<cashflow::LedgerMirrorView> m_mirror;
    QPointer<CallList> m_callList;
    cache::LedgerReader *m_reader = nullptr;
    QString m_readerPath;
    QTimer *m_timer;
    QLabel *m_updated;
    QList<HomeCard *> m_cards;
    QHash<QString, HomeCard *> m_byName;
    QSet<QString> m_waiting; // sources still to answer
    QDate m_today;
};

} // namespace brokerdesk::ui
