// The lazy list model over the whole ledger: a far jump, and a scroll through every region.
#include "benchstats.h"
#include "clientbench.h"

#include "api/apiclient.h"
#include "models/apipagesource.h"
#include "models/lazylistmodel.h"

#include <QElapsedTimer>

using brokerdesk::models::LazyListModel;

namespace bench {

namespace {

constexpr int visibleRows = 40; // a tall table view

// What a view does when it shows rows first..first+visibleRows: ask every cell for its text.
void paint(const LazyListModel &model, int first)
{
    const int last = std::min(first + visibleRows, model.rowCount()) - 1;
    for (int row = first; row <= last; ++row)
        for (int column = 0; column < model.columnCount(); ++column)
            model.data(model.index(row, column));
}

bool shown(const LazyListModel &model, int first)
{
    const int last = std::min(first + visibleRows, model.rowCount()) - 1;
    return model.rowState(first) == LazyListModel::LoadState::Loaded &&
           model.rowState(last) == LazyListModel::LoadState::Loaded;
}

bool openAtTop(LazyListModel &model)
{
    model.refresh();
    if (!waitUntil([&] { return model.hasTotal(); }))
        return false;
    paint(model, 0);
    return waitUntil([&] { return shown(model, 0); });
}

} // namespace

bool benchJump(const Context &ctx)
{
    brokerdesk::api::ApiClient client(ctx.server);
    brokerdesk::models::ApiPageSource pages(&client, brokerdesk::api::ListResource::CashFlow);
    const int target = int(std::min<qint64>(900000, ctx.records - visibleRows));
    QList<double> wall, cpu;
    int trips = 0;
    for (int run = 0; run < ctx.runs; ++run) {
        LazyListModel model(&pages, brokerdesk::models::cashFlowColumns(), {100, 4, 32});
        if (!openAtTop(model))
            return false;
        const int before = pages.requestCount();
        QElapsedTimer timer;
        timer.start();
        const double cpu0 = processCpuMs();
        paint(model, target); // placeholders, and the page is requested
        if (!waitUntil([&] { return shown(model, target); }))
            return false;
        paint(model, target); // the real rows
        cpu << processCpuMs() - cpu0;
        wall << double(timer.nsecsElapsed()) / 1e6;
        trips = std::max(trips, pages.requestCount() - before);
    }
    const bool oneTrip = trips == 1;
    const bool fast = median(cpu) < 5.0;
    report(QStringLiteral("jump row 0 -> %1: page round trips").arg(target), QString::number(trips),
           QStringLiteral("1"), oneTrip);
    // Over a network the wait is one round trip; what the desk adds must stay under 5 ms.
    const bool soon = ctx.latencyMs == 0 || median(wall) < ctx.latencyMs + 5.0;
    report(QStringLiteral("jump: rows shown (wall, %1 ms RTT)").arg(ctx.latencyMs),
           describe(wall, QStringLiteral("ms")),
           ctx.latencyMs > 0 ? QStringLiteral("< %1 ms").arg(ctx.latencyMs + 5) : QString(), soon);
    report(QStringLiteral("jump: client CPU (whole process)"), describe(cpu, QStringLiteral("ms")),
           QStringLiteral("< 5 ms"), fast);
    return oneTrip && fast && soon;
}

bool benchScrollMemory(const Context &ctx)
{
    brokerdesk::api::ApiClient client(ctx.server);
    brokerdesk::models::ApiPageSource pages(&client, brokerdesk::api::ListResource::CashFlow);
    LazyListModel model(&pages, brokerdesk::models::cashFlowColumns(), {100, 4, 32});
    if (!openAtTop(model))
        return false;
    const double rss0 = residentMb();
    double peak = rss0;
    QElapsedTimer timer;
    timer.start();
    const int before = pages.requestCount();
    const int rows = model.rowCount();
    for (int first = 0; first < rows; first += ctx.scrollStep) {
        const int top = std::min(first, rows - visibleRows);
        paint(model, top);
        if (!waitUntil([&] { return shown(model, top); }))
            return false;
        paint(model, top);
        if ((first / ctx.scrollStep) % 100 == 0)
            peak = std::max(peak, residentMb());
    }
    paint(model, rows - visibleRows);
    waitUntil([&] { return shown(model, rows - visibleRows); });
    const double rss1 = residentMb();
    peak = std::max(peak, rss1);
    const double growth = rss1 - rss0;
    const bool met = peak - rss0 < 32.0;
    report(QStringLiteral("scroll whole list (%1 rows, step %2)").arg(rows).arg(ctx.scrollStep),
           QStringLiteral("%1 pages in %2 s, %3 pages kept")
               .arg(pages.requestCount() - before)
               .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 1)
               .arg(model.cachedPageCount()),
           {}, true);
    report(QStringLiteral("scroll: resident memory growth"),
           QStringLiteral("%1 MB at the end, %2 MB at the peak (from %3 MB)")
               .arg(growth, 0, 'f', 1)
               .arg(peak - rss0, 0, 'f', 1)
               .arg(rss0, 0, 'f', 1),
           QStringLiteral("< 32 MB"), met);
    return met;
}

} // namespace bench
