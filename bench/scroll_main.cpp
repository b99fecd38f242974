// brokerdesk-bench-scroll: the longest event-loop stall while the Cash flow page's table is
// scrolled from the first to the last of a million ledger records, like a user dragging the
// scroll bar: the local mirror's table (what the page shows once the ledger is mirrored) and
// the server's list (what it shows before). Each invocation mirrors the ledger first, into a
// temporary file: a mirror belongs to one service address, and the sandbox's port changes. A
// heartbeat timer ticks every millisecond; a stall is the longest gap between two ticks. Each gap
// also records the main thread's CPU time in it: on a loaded machine a gap can be the scheduler's
// doing, while the CPU time is the program's own work. The sandbox runs as its own process
// (bench/scroll.sh).
#include "benchserver.h"
#include "benchstats.h"
#include "clientbench.h"

#include "api/apiclient.h"
#include "cashflow/cashflowpage.h"
#include "cashflow/ledgerfilterbar.h"
#include "cashflow/ledgermirrorview.h"
#include "models/lazylistmodel.h"
#include "offline/offlinestore.h"
#include "workspace.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

using brokerdesk::models::LazyListModel;

namespace {

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// Records the gaps between consecutive ticks of a 1 ms precise timer: wall time and the main
// thread's CPU time.
class Heartbeat
{
public:
    Heartbeat()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const double now = double(m_clock.nsecsElapsed()) / 1e6;
            const double cpu = threadCpuMs();
            wallMs.append(now - m_lastWall);
            cpuMs.append(cpu - m_lastCpu);
            m_lastWall = now;
            m_lastCpu = cpu;
        });
    }
    void start()
    {
        wallMs.clear();
        cpuMs.clear();
        m_clock.start();
        m_lastWall = 0;
        m_lastCpu = threadCpuMs();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }

    QList<double> wallMs;
    QList<double> cpuMs;

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_lastWall = 0;
    double m_lastCpu = 0;
};

bool rowsShown(const QTableView &view)
{
    const auto *model = qobject_cast<const LazyListModel *>(view.model());
    if (!model || !view.isVisible())
        return false;
    const int first = view.rowAt(0);
    const int last = view.rowAt(view.viewport()->height() - 1);
    if (first < 0)
        return false;
    for (int row = first; row <= (last < 0 ? model->rowCount() - 1 : last); ++row)
        if (model->rowState(row) != LazyListModel::LoadState::Loaded)
            return false;
    return true;
}

struct RunResult
{
    double longestStallMs = 0; // wall
    double longestCpuMs = 0;   // main-thread CPU within one gap
    double p99GapMs = 0;
    int stallsOver16 = 0; // one frame at 60 Hz
    double seconds = 0;
    bool settled = false; // the last rows showed before the bench's 300-s cap
};

// Drags the scroll bar from top to bottom in `steps` moves, one per 16 ms frame, then waits
// for the last rows to show.
RunResult scrollOnce(QTableView &view, int steps)
{
    QScrollBar *bar = view.verticalScrollBar();
    bar->setValue(0);
    bench::waitUntil([&] { return rowsShown(view); });
    Heartbeat heartbeat;
    QElapsedTimer clock;
    clock.start();
    heartbeat.start();
    int step = 0;
    QTimer frames;
    frames.setTimerType(Qt::PreciseTimer);
    QObject::connect(&frames, &QTimer::timeout, [&] {
        ++step;
        bar->setValue(int(qint64(bar->maximum()) * std::min(step, steps) / steps));
    });
    frames.start(16);
    const bool settled = bench::waitUntil([&] { return step >= steps && rowsShown(view); }, 300000);
    frames.stop();
    heartbeat.stop();
    QList<double> gaps = heartbeat.wallMs;
    RunResult r;
    r.settled = settled;
    r.seconds = double(clock.elapsed()) / 1000.0;
    std::sort(gaps.begin(), gaps.end());
    if (!gaps.isEmpty()) {
        r.longestStallMs = gaps.last();
        r.longestCpuMs = *std::max_element(heartbeat.cpuMs.cbegin(), heartbeat.cpuMs.cend());
        r.p99GapMs = gaps.at(qsizetype(double(gaps.size() - 1) * 0.99));
        r.stallsOver16 =
            int(std::count_if(gaps.cbegin(), gaps.cend(), [](double g) { return g > 16; }));
    }
    return r;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Event-loop stalls while scrolling the Cash flow page."));
    p.addHelpOption();
    p.addOption({QStringLiteral("records"), QStringLiteral("Ledger records (seeded on first use)."),
                 QStringLiteral("n"), QStringLiteral("1000000")});
    p.addOption({QStringLiteral("db"), QStringLiteral("The sandbox database, kept between runs."),
                 QStringLiteral("path"), QString()});
    p.addOption({QStringLiteral("runs"), QStringLiteral("Top-to-bottom scrolls."),
                 QStringLiteral("n"), QStringLiteral("3")});
    p.addOption({QStringLiteral("steps"),
                 QStringLiteral("Scroll-bar moves per scroll (one per 16 ms frame)."),
                 QStringLiteral("n"), QStringLiteral("1000")});
    p.process(app);
    const int records = p.value(QStringLiteral("records")).toInt();
    QString db = p.value(QStringLiteral("db"));
    if (db.isEmpty())
        db = QStringLiteral("/tmp/brokerdesk-bench-client-%1.db").arg(records);

    QTextStream out(stdout);
    out << "Starting brokerdesk-sandbox over " << db << " (seeding " << records
        << " records if the file is new)..." << Qt::endl;
    bench::BenchServer server(db, records);
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "brokerdesk-bench-scroll: %s\n", qPrintable(error));
        return 2;
    }
    QTemporaryDir dir;
    brokerdesk::api::ApiClient api(server.settings());
    brokerdesk::cache::OfflineStore offline;
    offline.open(dir.filePath(QStringLiteral("offline.db")));
    brokerdesk::ui::Workspace workspace(api, offline);
    brokerdesk::ui::CashFlowPage page(workspace);
    page.setMirrorPath(dir.filePath(QStringLiteral("ledger-mirror.db")));
    page.resize(1280, 800);
    page.show();
    page.activate();
    out << "Mirroring the ledger..." << Qt::endl;
    QElapsedTimer mirroring;
    mirroring.start();
    if (!bench::waitUntil(
            [&] {
                return page.isMirrorShown() && page.mirrorView()->isOpen() &&
                       page.mirrorView()->model() && !page.isBusy();
            },
            1800000)) {
        std::fprintf(stderr, "brokerdesk-bench-scroll: the ledger was not mirrored\n");
        return 2;
    }
    out << "Mirrored in " << mirroring.elapsed() / 1000 << " s; "
        << p.value(QStringLiteral("steps")) << " scroll-bar moves per run." << Qt::endl;

    const int runs = std::max(1, p.value(QStringLiteral("runs")).toInt());
    const int steps = p.value(QStringLiteral("steps")).toInt();
    bool met = true;
    // The page's periodic sync shows the mirror again when it ends; the server's runs keep
    // their list on screen.
    bool serverRuns = false;
    QObject::connect(page.mirrorView(), &brokerdesk::ui::cashflow::LedgerMirrorView::syncFinished,
                     &page, [&] {
                         if (serverRuns)
                             page.showServerList();
                     });
    // The mirror first (what the page shows from then on), then the server's list, shown
    // as before the first sync.
    for (const bool mirror : {true, false}) {
        serverRuns = !mirror;
        if (mirror) {
            page.showMirror();
            // The whole ledger, not the month the page opens on: a new model, once its count
            // and its days' headings are in (waiting on the month's model scrolled that one,
            // and the whole ledger's replaced it in the middle of a run).
            const LazyListModel *month = page.mirrorView()->model();
            bool summarized = false;
            QObject::connect(page.mirrorView(),
                             &brokerdesk::ui::cashflow::LedgerMirrorView::summaryUpdated, &page,
                             [&] { summarized = page.mirrorView()->model() != month; });
            Heartbeat loading; // what the broker feels when the list becomes the whole ledger
            loading.start();
            page.mirrorView()->filterBar()->setDateRange({}, {}); // read after the bar's pause
            if (!bench::waitUntil(
                    [&] {
                        const LazyListModel *m = page.mirrorView()->model();
                        return m != month && m->hasTotal() && summarized && !page.isBusy();
                    },
                    600000)) {
                std::fprintf(stderr, "brokerdesk-bench-scroll: the whole ledger did not load\n");
                return 2;
            }
            loading.stop();
            const auto longest = [](const QList<double> &gaps) {
                return gaps.isEmpty() ? 0.0 : *std::max_element(gaps.cbegin(), gaps.cend());
            };
            out << QStringLiteral("mirror, all dates chosen: longest stall %1 ms (main-thread CPU "
                                  "in one gap at most %2 ms) until the list and its totals showed")
                       .arg(longest(loading.wallMs), 0, 'f', 1)
                       .arg(longest(loading.cpuMs), 0, 'f', 1)
                << Qt::endl;
        } else {
            page.showServerList();
        }
        QTableView &view = mirror ? *page.mirrorView()->view() : *page.serverView();
        const QString which = mirror ? QStringLiteral("mirror") : QStringLiteral("server list");
        if (!bench::waitUntil([&] { return rowsShown(view); })) {
            std::fprintf(stderr, "brokerdesk-bench-scroll: the %s did not load\n",
                         qPrintable(which));
            return 2;
        }
        out << which << ": " << view.model()->rowCount() << " rows" << Qt::endl;
        QList<double> longest, longestCpu, p99;
        for (int run = 0; run < runs; ++run) {
            const RunResult r = scrollOnce(view, steps);
            out << QStringLiteral("%1, run %2: longest stall %3 ms (main-thread CPU in one gap at "
                                  "most %4 ms), 99th percentile gap %5 ms, stalls over 16 ms: "
                                  "%6, %7 s%8")
                       .arg(which)
                       .arg(run + 1)
                       .arg(r.longestStallMs, 0, 'f', 1)
                       .arg(r.longestCpuMs, 0, 'f', 1)
                       .arg(r.p99GapMs, 0, 'f', 1)
                       .arg(r.stallsOver16)
                       .arg(r.seconds, 0, 'f', 1)
                       .arg(r.settled ? QString() : QStringLiteral(" (the last rows never showed)"))
                << Qt::endl;
            met = met && r.settled;
            longest << r.longestStallMs;
            longestCpu << r.longestCpuMs;
            p99 << r.p99GapMs;
        }
        const double worst = *std::max_element(longest.cbegin(), longest.cend());
        const double worstCpu = *std::max_element(longestCpu.cbegin(), longestCpu.cend());
        const double worstP99 = *std::max_element(p99.cbegin(), p99.cend());
        bench::report(which + QStringLiteral(": longest event-loop stall"),
                      bench::describe(longest, QStringLiteral("ms"), 1),
                      QStringLiteral("none over 16 ms"), worst <= 16);
        bench::report(which + QStringLiteral(": longest CPU in one gap"),
                      bench::describe(longestCpu, QStringLiteral("ms"), 1),
                      QStringLiteral("none over 16 ms"), worstCpu <= 16);
        bench::report(which + QStringLiteral(": 99th percentile gap"),
                      bench::describe(p99, QStringLiteral("ms"), 1), QStringLiteral("under 5 ms"),
                      worstP99 < 5);
        met = met && worst <= 16 && worstP99 < 5;
    }
    return met ? 0 : 1;
}
