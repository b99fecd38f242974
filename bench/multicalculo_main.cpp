// brokerdesk-bench-multicalculo: multicálculo at a network's distance, as the broker sees it. A
// standalone sandbox answers every request --latency-ms late (default 60); the real Quote page
// runs offscreen on its multicálculo tab. The holder, the car, the dates and the insured amount
// are typed once (the channel's catalog loaded when the page opened, as it is while the broker
// types); each run then times Enter on the last field to every auto product's prices on screen,
// counting the desk's requests at its QNetworkAccessManager as bench/quoteflow does (a request
// sent before another's answer came shares its round trip). Medians of --runs runs
// (bench/multicalculo.sh); exit code 1 above 4 round trips.
#include "benchserver.h"
#include "benchstats.h"
#include "clientbench.h"
#include "quoteflow.h"
#include "requestcounter.h"
#include "typist.h"

#include "api/apiclient.h"
#include "domain/enums.h"
#include "offline/offlinestore.h"
#include "quoting/demoanswers.h"
#include "quoting/multiquoteview.h"
#include "quoting/quotepage.h"
#include "sales/salespage.h"
#include "workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QCommandLineParser>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

using namespace brokerdesk;

namespace {

// The demo holder (ui/quoting/demoanswers.h) and car, as the tour types them.
bool answer(ui::MultiQuoteView &view)
{
    view.startFor(std::nullopt);
    view.risk()->setCurrentIndex(view.risk()->findData(int(domain::ProductType::Auto)));
    if (!ui::demo::fillHolder(&view, false).isEmpty())
        return false;
    if (!ui::demo::fillCar(&view).isEmpty())
        return false;
    view.insuredAmount()->setValue(60000);
    // The last field has the keyboard: Enter there quotes.
    return view.quoteButton()->isEnabled() && typist::click(view.insuredAmount());
}

} // namespace

int main(int argc, char *argv[])
{
    QTemporaryDir home; // the desk's settings, never the user's
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("brokerdesk-bench-multicalculo"));
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Multicálculo at a network's distance."));
    p.addHelpOption();
    p.addOption({QStringLiteral("runs"), QStringLiteral("Runs."), QStringLiteral("n"),
                 QStringLiteral("7")});
    p.addOption({QStringLiteral("latency-ms"), QStringLiteral("The service's answers held back."),
                 QStringLiteral("ms"), QStringLiteral("60")});
    p.process(app);
    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    const int latency = std::max(1, p.value(QStringLiteral("latency-ms")).toInt());

    QTextStream out(stdout);
    bench::BenchServer server(home.filePath(QStringLiteral("sandbox.db")), 0, latency, {});
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "brokerdesk-bench-multicalculo: %s\n", qPrintable(error));
        return 2;
    }
    QTemporaryDir dir;
    api::ApiClient api(server.settings());
    bench::RequestCounter counter(api.network(), bench::benchClock());
    cache::OfflineStore offline;
    offline.open(dir.filePath(QStringLiteral("offline.db")));
    ui::Workspace workspace(api, offline);
    workspace.setBrokerChannelId(server.channelId());
    ui::QuotePage quotes(workspace);
    ui::SalesPage sales(workspace);
    quotes.resize(1280, 800);
    quotes.show();
    quotes.showMulti();
    ui::MultiQuoteView &view = *quotes.multi();
    out << "Sandbox at " << server.settings().baseUrl.toString() << ", answers held " << latency
        << " ms; " << runs << " runs." << Qt::endl;

    bench::QuoteFlow flow(quotes, sales, api.network(), counter);
    bench::Step step{
        QStringLiteral("Enter on the last field → every product's prices"), {}, {}, {}, {}, {}};
    if (!bench::waitUntil([&view] { return view.risk()->count() > 0; }, 30000) || !flow.idle()) {
        std::fprintf(stderr, "brokerdesk-bench-multicalculo: the catalog did not load\n");
        return 2;
    }
    int products = 0;
    for (int run = 0; run < runs; ++run) {
        if (!answer(view) || !flow.idle()) {
            std::fprintf(stderr, "brokerdesk-bench-multicalculo: cannot quote: %s\n",
                         qPrintable(view.missingText()));
            return 2;
        }
        const bool shown = flow.measure(
            step, [] { typist::enter(); },
            [&view] {
                const auto &all = view.quotes()->products();
                return view.isComparing() && !all.empty() && !view.quotes()->isRunning() &&
                       std::all_of(all.cbegin(), all.cend(),
                                   [](const ui::ProductQuote &q) { return q.isPriced(); });
            });
        if (!shown) {
            std::fprintf(stderr, "brokerdesk-bench-multicalculo: %s\n", qPrintable(flow.failure));
            return 2;
        }
        products = int(view.quotes()->products().size());
    }
    const double trips = bench::median(step.trips);
    bench::report(step.name + QStringLiteral(" (%1 products)").arg(products),
                  bench::describe(step.wallMs, QStringLiteral("ms"), 0) +
                      QStringLiteral(" = %1 x latency; %2 round trips, %3 requests answered")
                          .arg(bench::median(step.wallMs) / latency, 0, 'f', 1)
                          .arg(trips)
                          .arg(bench::median(step.answered)),
                  QStringLiteral("4 round trips"), trips <= 4);
    out << "      last run: " << step.lastRequests.join(QStringLiteral(", ")) << Qt::endl;
    return trips <= 4 ? 0 : 1;
}
