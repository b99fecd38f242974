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
//                                 POST /sandbox/clock 0.3 to 4.3 s after the sale showed, seeded,
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
#include "quoteflow.h"
#include "requestcounter.h"
#include "typist.h"

#include "api/apiclient.h"
#include "offline/offlinestore.h"
#include "quoting/quotepage.h"
#include "quoting/quotewizard.h"
#include "sales/salespage.h"
#include "sales/salestatusview.h"
#include "workspace.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <cstdio>
#include <memory>

using namespace brokerdesk;

namespace {

// The bench's own client, outside the desk: moves the broker's clock so a Pix sale settles now.
class ClockMover
{
public:
    explicit ClockMover(const bench::Context &ctx) : m_ctx(ctx) {}
    // Signs in beforehand, so that advance() is one request.
    bool signIn()
    {
        if (m_token.isEmpty())
            m_token = bench::fetchToken(m_ctx, m_http);
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
bool print(const bench::Step &s, int latencyMs, int targetTrips)
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
    QTemporaryDir dir;
    api::ApiClient api(server.settings());
    bench::RequestCounter counter(api.network(), bench::benchClock());
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

    bench::QuoteFlow flow(quotes, sales, api.network(), counter);
    ClockMover clock(ctx);
    // The same "random" waits every time, so that two builds meet the same payments.
    QRandomGenerator settleAfter(21);
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
        QTest::qWait(settleAfter.bounded(300, 4300));
        const double settled = bench::nowMs();
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
