#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QNetworkAccessManager;

namespace brokerdesk::ui {
class QuotePage;
class QuoteWizard;
class SalesPage;
} // namespace brokerdesk::ui

namespace bench {

class RequestCounter;

double nowMs(); // on the bench's clock, which the request counter shares
const QElapsedTimer &benchClock();

// One measured step over the runs.
struct Step
{
    QString name;
    QList<double> wallMs;
    QList<double> answered; // requests answered before the data showed
    QList<double> started;  // requests started in that time
    QList<double> trips;    // round trips among the answered ones: each waits on the one before
    QStringList lastRequests;
};

// The broker's part of the quote → sale flow on the real pages, each timed step recorded.
class QuoteFlow
{
public:
    QuoteFlow(brokerdesk::ui::QuotePage &quotes, brokerdesk::ui::SalesPage &sales,
              QNetworkAccessManager &desk, RequestCounter &counter);

    QString failure; // the first thing that went wrong
    Step product{QStringLiteral("product → plan step ready"), {}, {}, {}, {}, {}};
    Step quote{QStringLiteral("Quote → prices shown"), {}, {}, {}, {}, {}};
    Step sale{QStringLiteral("Confirm → sale shown"), {}, {}, {}, {}, {}};
    Step card{QStringLiteral("card sale: Confirm → policy issued"), {}, {}, {}, {}, {}};
    Step pix{QStringLiteral("Pix sale: settled → policy issued"), {}, {}, {}, {}, {}};
    double lastActionMs = 0; // when the last measured action was taken

    // Quotes an auto product and sells it with `method` (typed: its first letter).
    bool quoteAndSell(const QString &method, const QString &letter);
    QString lastSaleId() const;
    // Times `act` until `shown`, counting the desk's requests in between.
    bool measure(Step &step, const std::function<void()> &act, const std::function<bool()> &shown);
    // Records `step` from t0 until `shown`.
    bool record(Step &step, double t0, const std::function<bool()> &shown);
    // No request of the desk in flight for a while: an answer that leads to the next request
    // (a lead, then the quote request for it) leaves a moment with none.
    bool idle();

private:
    bool fail(const QString &why);
    brokerdesk::ui::QuoteWizard *wizard() const;
    bool type(const QString &name, const QString &text);
    bool next();
    bool onStep(int id);
    bool chooseProduct();
    bool fillPlan(); // each taken coverage's insured amount: its lowest allowed amount, typed
    bool fillHolder();
    bool quoteOnce();
    bool sell(const QString &method, const QString &letter);

    brokerdesk::ui::QuotePage &m_quotes;
    brokerdesk::ui::SalesPage &m_sales;
    QNetworkAccessManager &m_desk;
    RequestCounter &m_counter;
};

} // namespace bench
