// brokerdesk-bench-home: Início at a network's distance. A standalone sandbox (seeded: 240
// ledger records, 12 policies) answers every request --latency-ms late (default 60). Each run
// starts a new API client (so signing in is part of it), opens Início as the window does at
// start, and times until every count it shows from the service is painted: renewals (the
// policy index walked), sales, affinities, and the ledger's counts after the mirror's sync.
//   cold: the desk's files are new (first start: the whole ledger and policy list are read)
//   warm: the files of the run before are kept (every later start: counts paint from them,
//         then the sync brings them up to date)
// Printed: the medians of --runs runs in ms and as a multiple of the latency, and the requests
// made (BENCH_HOME_TRACE=1 lists each request's start and answer). The target is 3
// round trips for a warm start (bench/home.sh).
#include "benchserver.h"
#include "benchstats.h"
#include "clientbench.h"
#include "requestcounter.h"

#include "api/apiclient.h"
#include "cashflow/cashflowpage.h"
#include "cashflow/ledgermirrorview.h"
#include "home/homecard.h"
#include "home/homepage.h"
#include "offline/offlinestore.h"
#include "renewals/renewalindex.h"
#include "workspace.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

using namespace brokerdesk;

namespace {

struct Run
{
    double paintedMs = -1; // every count on screen
    double requests = 0;
};

// Every count Início takes from the service shows a figure (the call list's is local).
bool painted(const ui::HomePage &home)
{
    for (const ui::HomeCard *c : home.cards())
        if (c->objectName() != QLatin1String("callList") && c->figure() == QStringLiteral("–"))
            return false;
    return !home.isBusy();
}

Run once(const bench::BenchServer &server, const QString &folder)
{
    QElapsedTimer clock;
    clock.start();
    api::ApiClient api(server.settings());
    bench::RequestCounter counter(api.network(), clock);
    cache::OfflineStore offline;
    offline.open(folder + QStringLiteral("/offline.db"));
    ui::Workspace workspace(api, offline);
    workspace.setBrokerChannelId(server.channelId());
    ui::RenewalIndex renewals(workspace, folder + QStringLiteral("/renewals.sqlite"));
    ui::CashFlowPage cashflow(workspace);
    cashflow.setMirrorPath(folder + QStringLiteral("/ledger.db"));
    ui::HomePage home(workspace, renewals);
    home.setLedger(cashflow.mirrorView());
    home.resize(1280, 720);
    home.show();
    home.activate();
    Run run;
    // Painted once the counts are all there, whatever the mirror's sync still does after.
    if (bench::waitUntil([&home] { return painted(home); }, 120000))
        run.paintedMs = double(clock.nsecsElapsed()) / 1e6;
    bench::waitUntil([&] { return !home.isBusy() && !cashflow.isBusy(); }, 120000);
    run.requests = double(counter.between(0, run.paintedMs).size());
    if (qEnvironmentVariableIsSet("BENCH_HOME_TRACE"))
        for (const auto &r : counter.between(0, 1e9))
            std::fprintf(stderr, "%7.1f %7.1f %s\n", r.startedMs, r.answeredMs, qPrintable(r.what));
    return run;
}

} // namespace

int main(int argc, char *argv[])
{
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("brokerdesk-bench-home"));
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Início's counts at a network's distance."));
    p.addHelpOption();
    p.addOption({QStringLiteral("runs"), QStringLiteral("Runs of each kind."), QStringLiteral("n"),
                 QStringLiteral("5")});
    p.addOption({QStringLiteral("latency-ms"), QStringLiteral("The service's answers held back."),
                 QStringLiteral("ms"), QStringLiteral("60")});
    p.process(app);
    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    const int latency = std::max(1, p.value(QStringLiteral("latency-ms")).toInt());

    bench::BenchServer server(home.filePath(QStringLiteral("sandbox.db")), 240, latency);
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "brokerdesk-bench-home: %s\n", qPrintable(error));
        return 2;
    }
    QTextStream out(stdout);
    out << "Sandbox answers held " << latency << " ms; " << runs << " runs of each." << Qt::endl;
    bool met = true;
    for (const bool warm : {false, true}) {
        QList<double> ms;
        QList<double> requests;
        QTemporaryDir kept;
        for (int i = 0; i < runs; ++i) {
            QTemporaryDir fresh;
            const Run r = once(server, warm ? kept.path() : fresh.path());
            if (warm && i == 0)
                continue; // fills the kept files: a cold start
            if (r.paintedMs < 0) {
                std::fprintf(stderr, "brokerdesk-bench-home: counts never painted\n");
                return 1;
            }
            ms << r.paintedMs;
            requests << r.requests;
        }
        const double median = bench::median(ms);
        const double trips = median / latency;
        const bool ok = !warm || trips <= 3.0;
        met = met && ok;
        bench::report(warm ? QStringLiteral("Início painted, warm start")
                           : QStringLiteral("Início painted, first start"),
                      QStringLiteral("%1 (median %2 ms = %3 round trips; %4 requests)")
                          .arg(bench::describe(ms, QStringLiteral("ms"), 0))
                          .arg(median, 0, 'f', 0)
                          .arg(trips, 0, 'f', 1)
                          .arg(bench::median(requests), 0, 'f', 0),
                      warm ? QStringLiteral("≤ 3 round trips") : QStringLiteral("(reported)"), ok);
    }
    return met ? 0 : 1;
}
