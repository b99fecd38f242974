// brokerdesk-bench-quoteflow: the quote → sale flow at a network's distance, as the broker sees
// it. A standalone sandbox answers every request --latency-ms late (default 60); the real Quote
// and Sales pages run offscreen and are driven as a person does (a click gives a field the
// keyboard, keys go to the focused widget). Each step is timed from the action to its data on
// screen, and the desk's requests are counted at its QNetworkAccessManager: those answered
// before the data showed (what the broker waited on) and those started meanwhile.
//   product → plan step ready     Next on the chosen product: the plan's coverages shown
//   Quote → prices shown          Next on the lifetime step: the installments listed
//   Confirm → sale shown          Confirm on the checkout: the sale and its status shown
//   card sale: policy issued      from Confirm to "Policy issued" (the card is charged while
//                                 the sale is made: the service changed it before answering)
//   Pix sale: policy issued       from the service settling it (the broker's clock moved on
//                                 POST /sandbox/clock, a varied while after the sale showed,
//                                 by a client of the bench's own) to "Policy issued"
// Round trips are the answered requests the broker waited on, counted one after the other (a
// request sent before another's answer came shares its round trip); the wall time is also
// given as a multiple of the latency. Before each timed action the bench waits until the desk
// has had no request in flight for 200 ms, as after the seconds a person spends on a step
// (the holder's lead is linked in the background meanwhile). Each run quotes twice, selling
// one quote by card and one by Pix. Medians of --runs runs (bench/quoteflow.sh); exit code 1
// when a step takes more round trips than its target.
#include "benchserver.h"
#include "benchstats.h"
#include "clientbench.h"
#include "requestcounter.h"
#include "typist.h"

#include "api/apiclient.h"
#include "cache/offlinestore.h"
#include "domain/enums.h"
#include "quoting/installmenttablemodel.h"
#include "quoting/quotepage.h"
#include "quoting/quotewizard.h"
#include "quoting/resultsstep.h"
#include "sales/checkoutview.h"
#include "sales/salespage.h"
#include "sales/salestatusview.h"
#include "workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QUrlQuery>

#include <cstdio>
#include <memory>

using namespace brokerdesk;
using ui::QuoteWizard;

namespace {

QElapsedTimer benchClock;

double nowMs()
{
    return double(benchClock.nsecsElapsed()) / 1e6;
}

constexpr double quietMs = 200; // "no request in flight" once it has held this long

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

class Flow
{
public:
    Flow(ui::QuotePage &quotes, ui::SalesPage &sales, QNetworkAccessManager &desk,
         bench::RequestCounter &counter)
        : m_quotes(quotes), m_sales(sales), m_desk(desk), m_counter(counter)
    {
    }

    QString failure;
    Step product{QStringLiteral("product → plan step ready"), {}, {}, {}, {}, {}};
    Step quote{QStringLiteral("Quote → prices shown"), {}, {}, {}, {}, {}};
    Step sale{QStringLiteral("Confirm → sale shown"), {}, {}, {}, {}, {}};
    Step card{QStringLiteral("card sale: Confirm → policy issued"), {}, {}, {}, {}, {}};
    Step pix{QStringLiteral("Pix sale: settled → policy issued"), {}, {}, {}, {}, {}};

    // Quotes an auto product and sells it with `method` (typed: its first letter).
    bool quoteAndSell(const QString &method, const QString &letter)
    {
        return quoteOnce() && sell(method, letter);
    }
    QString lastSaleId() const { return m_sales.saleStatus()->saleId(); }
    double lastActionMs = 0; // when the last measured action was taken

    // Times `act` until `shown`, counting the desk's requests in between.
    bool measure(Step &step, const std::function<void()> &act, const std::function<bool()> &shown,
                 int timeoutMs = 30000)
    {
        const double t0 = lastActionMs = nowMs();
        act();
        return record(step, t0, shown, timeoutMs);
    }
    bool record(Step &step, double t0, const std::function<bool()> &shown, int timeoutMs = 30000)
    {
        if (!bench::waitUntil(shown, timeoutMs))
            return fail(step.name + QStringLiteral(": not shown in time"));
        const double t1 = nowMs();
        int answered = 0;
        int trips = 0;
        double tripAnswered = -1; // the first answer of the current round trip
        QStringList what;
        const auto requests = m_counter.between(t0, t1); // in the order they started
        for (const auto &r : requests) {
            const bool waited = r.answeredMs >= 0 && r.answeredMs <= t1;
            what << (waited ? r.what : r.what + QStringLiteral(" (started)"));
            if (!waited)
                continue;
            ++answered;
            // A request sent after an answer came is a round trip of its own.
            if (tripAnswered < 0 || r.startedMs >= tripAnswered) {
                ++trips;
                tripAnswered = r.answeredMs;
            } else {
                tripAnswered = std::min(tripAnswered, r.answeredMs);
            }
        }
        step.wallMs << t1 - t0;
        step.trips << trips;
        step.answered << answered;
        step.started << double(requests.size());
        step.lastRequests = what;
        return true;
    }
    // No request of the desk in flight for a while: an answer that leads to the next request
    // (a lead, then the quote request for it) leaves a moment with none.
    bool idle()
    {
        double quietSince = -1;
        return bench::waitUntil([this, &quietSince] {
            QCoreApplication::sendPostedEvents();
            const auto replies = m_desk.findChildren<QNetworkReply *>();
            if (std::any_of(replies.cbegin(), replies.cend(),
                            [](const QNetworkReply *r) { return r->isRunning(); }))
                quietSince = -1;
            else if (quietSince < 0)
                quietSince = nowMs();
            return quietSince >= 0 && nowMs() - quietSince >= quietMs;
        });
    }

private:
    bool fail(const QString &why)
    {
        if (failure.isEmpty())
            failure = why;
        return false;
    }
    QuoteWizard *wizard() const { return m_quotes.wizard(); }

    bool type(const QString &name, const QString &text)
    {
        auto *edit = wizard()->findChild<QLineEdit *>(name);
        if (!edit || !typist::click(edit) || !typist::retype(text) || edit->text() != text)
            return fail(QStringLiteral("could not type into %1").arg(name));
        return true;
    }
    bool next()
    {
        QAbstractButton *button = wizard()->button(QWizard::NextButton);
        if (!bench::waitUntil([button] { return button->isEnabled(); }, 10000))
            return fail(
                QStringLiteral("Next stayed disabled on step %1").arg(wizard()->currentId()));
        QTest::mouseClick(button, Qt::LeftButton);
        return true;
    }
    bool onStep(int id)
    {
        return bench::waitUntil([this, id] { return wizard()->currentId() == id; }, 30000) ||
               fail(QStringLiteral("step %1 never came").arg(id));
    }

    bool chooseProduct()
    {
        auto *list = wizard()->findChild<QListWidget *>(QStringLiteral("products"));
        if (!bench::waitUntil([list] { return list->count() > 0 && list->isEnabled(); }, 30000))
            return fail(QStringLiteral("the catalog did not load"));
        const QString autoType = domain::displayName(domain::ProductType::Auto);
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->text().contains(QStringLiteral(" — %1 · ").arg(autoType))) {
                list->scrollToItem(list->item(i));
                if (!typist::activate(list))
                    return fail(QStringLiteral("the quote window did not become active"));
                QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                                  list->visualItemRect(list->item(i)).center());
                return list->currentRow() == i || fail(QStringLiteral("the product click missed"));
            }
        return fail(QStringLiteral("no auto product in the store"));
    }

    // Each taken coverage's insured amount: its lowest allowed amount, typed.
    bool fillPlan()
    {
        for (auto *box : wizard()->currentPage()->findChildren<QSpinBox *>()) {
            if (!box->objectName().startsWith(QLatin1String("insuredAmount:")) ||
                !box->isEnabled() || box->value() > box->minimum())
                continue;
            const int amount = box->minimum() + 1;
            if (!typist::click(box) || !typist::type(QString::number(amount)) || !typist::tab() ||
                box->value() != amount)
                return fail(QStringLiteral("an insured amount was refused"));
        }
        return true;
    }

    bool fillHolder()
    {
        if (!type(QStringLiteral("holder.first_name"), QStringLiteral("Ana")) ||
            !type(QStringLiteral("holder.last_name"), QStringLiteral("Souza")) ||
            !type(QStringLiteral("holder.cpf"), QStringLiteral("29141777638")) ||
            !type(QStringLiteral("holder.birth_date"), QStringLiteral("15/03/1985")))
            return false;
        // Gender and marital status: Tab, then their first letter, as at a keyboard.
        for (const char *letter : {"f", "s"})
            if (!typist::tab() || !typist::type(QLatin1String(letter)))
                return fail(QStringLiteral("the holder's choices could not be typed"));
        return type(QStringLiteral("holder.email"), QStringLiteral("ana@example.com")) &&
               type(QStringLiteral("holder.phone"), QStringLiteral("+5511999990000")) &&
               type(QStringLiteral("holder.address.zip_code"), QStringLiteral("01310100")) &&
               type(QStringLiteral("holder.address.street_name"), QStringLiteral("Av. Paulista")) &&
               type(QStringLiteral("holder.address.number"), QStringLiteral("1000")) &&
               type(QStringLiteral("holder.address.city_name"), QStringLiteral("Sao Paulo"));
    }

    bool quoteOnce()
    {
        if (wizard()->currentId() == QuoteWizard::ResultsStepId) {
            QTest::mouseClick(wizard()->button(QWizard::FinishButton), Qt::LeftButton); // New quote
            if (!onStep(QuoteWizard::ProductStepId))
                return false;
        }
        if (!chooseProduct() || !idle())
            return false;
        auto *plan = wizard()->findChild<QComboBox *>(QStringLiteral("plan"));
        if (!measure(
                product, [this] { next(); },
                [this, plan] {
                    return wizard()->currentId() == QuoteWizard::PlanStepId && plan->count() > 0;
                }))
            return false;
        if (!fillPlan() || !next() || !onStep(QuoteWizard::HolderStepId) || !fillHolder() ||
            !next() || !onStep(QuoteWizard::ItemStepId) ||
            !type(QStringLiteral("item.plate"), QStringLiteral("ABC1D23")) ||
            !type(QStringLiteral("item.brand_name"), QStringLiteral("Volkswagen")) ||
            !type(QStringLiteral("item.model_name"), QStringLiteral("Gol")) || !next() ||
            !onStep(QuoteWizard::LifetimeStepId) || !idle())
            return false;
        auto *results = qobject_cast<ui::ResultsStep *>(wizard()->page(QuoteWizard::ResultsStepId));
        return measure(
            quote, [this] { next(); },
            [this, results] {
                return wizard()->currentId() == QuoteWizard::ResultsStepId &&
                       results->model()->rowCount() > 0;
            });
    }

    bool sell(const QString &method, const QString &letter)
    {
        auto *results = wizard()->currentPage();
        auto *sellButton = results->findChild<QPushButton *>(QStringLiteral("sell"));
        if (!sellButton || !sellButton->isVisible())
            return fail(QStringLiteral("the quote cannot be sold"));
        QTest::mouseClick(sellButton, Qt::LeftButton);
        ui::CheckoutView *checkout = m_sales.checkout();
        if (!m_sales.isShowingCheckout() || !typist::activate(checkout))
            return fail(QStringLiteral("the checkout did not open"));
        // The checkout opens on the installment; the method comes next, chosen by its letter.
        auto *methods = checkout->findChild<QComboBox *>(QStringLiteral("paymentMethod"));
        if (!typist::tab() || !typist::hasKeyboard(methods) || !typist::type(letter) ||
            methods->currentData().toString() != method)
            return fail(
                QStringLiteral("%1 could not be chosen (%2 offered: %3)")
                    .arg(method, checkout->findChild<QComboBox *>(QStringLiteral("installment"))
                                     ->currentText())
                    .arg(methods->currentText()));
        auto *confirm = checkout->findChild<QPushButton *>(QStringLiteral("confirm"));
        auto *state = m_sales.saleStatus()->findChild<QLabel *>(QStringLiteral("saleState"));
        const QString before = lastSaleId();
        if (!idle())
            return false;
        return measure(
            sale, [confirm] { QTest::mouseClick(confirm, Qt::LeftButton); },
            [this, before, state] {
                return m_sales.isShowingSale() && lastSaleId() != before &&
                       m_sales.saleStatus()->status() != domain::SaleStatus::Unknown &&
                       !state->text().isEmpty();
            });
    }

    ui::QuotePage &m_quotes;
    ui::SalesPage &m_sales;
    QNetworkAccessManager &m_desk;
    bench::RequestCounter &m_counter;
};

// The bench's own client, outside the desk: moves the broker's clock so a Pix sale settles now.
class ClockMover
{
public:
    explicit ClockMover(const bench::Context &ctx) : m_ctx(ctx) {}
    // Signs in beforehand, so that advance() is one request.
    bool signIn()
    {
        if (m_token.isEmpty()) {
            QUrlQuery form;
            form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("client_credentials"));
            form.addQueryItem(QStringLiteral("client_id"), m_ctx.server.clientId);
            form.addQueryItem(QStringLiteral("client_secret"), m_ctx.server.clientSecret);
            form.addQueryItem(QStringLiteral("audience"), m_ctx.server.audience);
            QNetworkRequest r(m_ctx.server.effectiveTokenUrl());
            r.setHeader(QNetworkRequest::ContentTypeHeader,
                        QByteArray("application/x-www-form-urlencoded"));
            std::unique_ptr<QNetworkReply> t(
                m_http.post(r, form.toString(QUrl::FullyEncoded).toUtf8()));
            bench::waitUntil([&] { return t->isFinished(); }, 10000);
            m_token = QJsonDocument::fromJson(t->readAll())
                          .object()
                          .value(QStringLiteral("access_token"))
                          .toString()
                          .toLatin1();
        }
        return !m_token.isEmpty();
    }
    void advance()
    {
        QNetworkRequest r(QUrl(m_ctx.server.baseUrl.toString() + QStringLiteral("/sandbox/clock")));
        r.setRawHeader("Authorization", "Bearer " + m_token);
        r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        m_pending.reset(m_http.post(r, QByteArray(R"({"advance": "PT2H"})")));
    }

private:
    const bench::Context &m_ctx;
    QNetworkAccessManager m_http;
    QByteArray m_token;
    std::unique_ptr<QNetworkReply> m_pending;
};

// Round trips are those the broker waited on, each sent after an answer; wall / latency beside.
bool print(const Step &s, int latencyMs, int targetTrips)
{
    const double wall = bench::median(s.wallMs);
    const double trips = bench::median(s.trips);
    const QString figure =
        bench::describe(s.wallMs, QStringLiteral("ms"), 0) +
        QStringLiteral(" = %1 x latency; %2 round trips, %3 requests answered, %4 started")
            .arg(wall / latencyMs, 0, 'f', 1)
            .arg(trips)
            .arg(bench::median(s.answered))
            .arg(bench::median(s.started));
    const bool met = targetTrips <= 0 || trips <= targetTrips;
    bench::report(s.name, figure,
                  targetTrips > 0 ? QStringLiteral("%1 round trips").arg(targetTrips) : QString(),
                  met);
    QTextStream(stdout) << "      last run: " << s.lastRequests.join(QStringLiteral(", "))
                        << Qt::endl;
    return met;
}

} // namespace

int main(int argc, char *argv[])
{
    QTemporaryDir home; // the desk's settings and sales log, never the user's
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("brokerdesk-bench-quoteflow"));
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("The quote → sale flow at a network's distance."));
    p.addHelpOption();
    p.addOption({QStringLiteral("runs"), QStringLiteral("Runs (each quotes and sells twice)."),
                 QStringLiteral("n"), QStringLiteral("5")});
    p.addOption({QStringLiteral("latency-ms"), QStringLiteral("The service's answers held back."),
                 QStringLiteral("ms"), QStringLiteral("60")});
    p.process(app);
    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    const int latency = std::max(1, p.value(QStringLiteral("latency-ms")).toInt());

    QTextStream out(stdout);
    // A Pix sale settles only when the bench moves the broker's clock (an hour's delay).
    bench::BenchServer server(home.filePath(QStringLiteral("sandbox.db")), 0, latency,
                              {QStringLiteral("--settle-delay-ms"), QStringLiteral("3600000")});
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "brokerdesk-bench-quoteflow: %s\n", qPrintable(error));
        return 2;
    }
    bench::Context ctx;
    ctx.server = server.settings();
    benchClock.start();
    QTemporaryDir dir;
    api::ApiClient api(server.settings());
    bench::RequestCounter counter(api.network(), benchClock);
    cache::OfflineStore offline;
    offline.open(dir.filePath(QStringLiteral("offline.db")));
    ui::Workspace workspace(api, offline);
    workspace.setBrokerChannelId(server.channelId());
    ui::QuotePage quotes(workspace);
    ui::SalesPage sales(workspace);
    QObject::connect(&workspace, &ui::Workspace::checkoutRequested, &sales,
                     [&sales] { sales.activate(); });
    quotes.resize(1280, 800);
    sales.resize(1280, 800);
    quotes.show();
    sales.show();
    quotes.activate();
    out << "Sandbox at " << server.settings().baseUrl.toString() << ", answers held " << latency
        << " ms; " << runs << " runs." << Qt::endl;

    Flow flow(quotes, sales, api.network(), counter);
    ClockMover clock(ctx);
    for (int run = 0; run < runs; ++run) {
        if (!flow.quoteAndSell(QStringLiteral("CreditCard"), QStringLiteral("c")))
            break;
        if (!flow.record(flow.card, flow.lastActionMs, [&sales] {
                return sales.saleStatus()->status() == domain::SaleStatus::Finished;
            }))
            break;
        typist::activate(quotes.wizard());
        if (!flow.quoteAndSell(QStringLiteral("Pix"), QStringLiteral("p")) ||
            !bench::waitUntil(
                [&sales] { return sales.saleStatus()->status() == domain::SaleStatus::Pending; }))
            break;
        // The service settles it a varied while after the sale showed, as payments arrive.
        if (!clock.signIn())
            break;
        QTest::qWait(300 + (run * 1733) % 4000);
        const double settled = nowMs();
        clock.advance();
        if (!flow.record(flow.pix, settled, [&sales] {
                return sales.saleStatus()->status() == domain::SaleStatus::Finished;
            }))
            break;
        typist::activate(quotes.wizard());
        out << "run " << run + 1 << " done" << Qt::endl;
    }
    if (!flow.failure.isEmpty()) {
        std::fprintf(stderr, "brokerdesk-bench-quoteflow: %s\n", qPrintable(flow.failure));
        return 2;
    }
    bool met = print(flow.product, latency, 1);
    met = print(flow.quote, latency, 1) && met;
    met = print(flow.sale, latency, 2) && met;
    met = print(flow.card, latency, 3) && met;
    print(flow.pix, latency, 0);
    return met ? 0 : 1;
}
