// brokerdesk-bench-client: the client core against a million-record ledger (bench/client.sh).
#include "benchserver.h"
#include "clientbench.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Client-core benchmarks against a standalone sandbox."));
    p.addHelpOption();
    const auto opt = [&](const char *name, const char *help, const char *value, const char *def) {
        p.addOption({QString::fromLatin1(name), QString::fromLatin1(help),
                     QString::fromLatin1(value), QString::fromLatin1(def)});
    };
    opt("records", "Ledger records to seed (first use of the database only).", "n", "1000000");
    opt("db", "The sandbox database, kept between runs.", "path", "");
    opt("runs", "Runs of each quick measurement.", "n", "5");
    opt("sync-runs", "Full mirror syncs.", "n", "3");
    opt("scroll-step", "Rows between two stops of the whole-list scroll.", "n", "500");
    opt("work-dir", "Where the mirror files go.", "path", "/tmp");
    opt("latency-ms", "Hold every answer this long, as a network would (0: loopback).", "ms", "0");
    opt("parallel-pages", "A first mirror sync's pages in flight (1: one cursor walk).", "n", "16");
    opt("only", "Comma-separated subset: catalog,decode,jump,scroll,mirror.", "list",
        "catalog,decode,jump,scroll,mirror");
    p.process(app);

    const int records = p.value(QStringLiteral("records")).toInt();
    QString db = p.value(QStringLiteral("db"));
    if (db.isEmpty())
        db = QStringLiteral("/tmp/brokerdesk-bench-client-%1.db").arg(records);
    QTextStream out(stdout);
    out << "Starting brokerdesk-sandbox over " << db << " (seeding " << records
        << " records if the file is new)..." << Qt::endl;
    const int latency = std::max(0, p.value(QStringLiteral("latency-ms")).toInt());
    bench::BenchServer server(db, records, latency);
    QString error;
    if (!server.start(&error)) {
        std::fprintf(stderr, "brokerdesk-bench-client: %s\n", qPrintable(error));
        return 2;
    }
    bench::Context ctx;
    ctx.server = server.settings();
    ctx.channelId = server.channelId();
    ctx.runs = p.value(QStringLiteral("runs")).toInt();
    ctx.syncRuns = p.value(QStringLiteral("sync-runs")).toInt();
    ctx.scrollStep = std::max(1, p.value(QStringLiteral("scroll-step")).toInt());
    ctx.workDir = p.value(QStringLiteral("work-dir"));
    ctx.latencyMs = latency;
    ctx.parallelPages = std::max(1, p.value(QStringLiteral("parallel-pages")).toInt());
    ctx.records =
        QJsonDocument::fromJson(bench::fetchRaw(ctx, QStringLiteral("/v1/cash-flow?rows=1")))
            .object()
            .value(QStringLiteral("total"))
            .toInteger();
    out << "Ledger of broker 0: " << ctx.records << " records. Medians of " << ctx.runs
        << " runs unless told." << Qt::endl;

    const QStringList only = p.value(QStringLiteral("only")).split(u',');
    bool met = true;
    if (only.contains(QStringLiteral("catalog")))
        met = bench::benchCatalog(ctx) && met;
    if (only.contains(QStringLiteral("decode")))
        met = bench::benchDecode(ctx) && met;
    if (only.contains(QStringLiteral("jump")))
        met = bench::benchJump(ctx) && met;
    if (only.contains(QStringLiteral("scroll")))
        met = bench::benchScrollMemory(ctx) && met;
    if (only.contains(QStringLiteral("mirror")))
        met = bench::benchMirror(ctx) && met;
    out << (met ? "All targets met." : "Some targets were missed.") << Qt::endl;
    return met ? 0 : 1;
}
