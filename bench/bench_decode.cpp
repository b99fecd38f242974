// Decoding one 100-row cash-flow page: the typed records the pages show, and the raw
// objects the lazy models and the mirror keep.
#include "benchstats.h"
#include "clientbench.h"

#include "domain/cashflow.h"
#include "domain/jsoncodec.h"
#include "domain/listpage.h"

namespace bench {

bool benchDecode(const Context &ctx)
{
    const QByteArray body = fetchRaw(ctx, QStringLiteral("/v1/cash-flow?rows=100&page=%1")
                                              .arg(std::max<qint64>(1, ctx.records / 200)));
    const auto typed = brokerdesk::domain::fromJson<
        brokerdesk::domain::ListPage<brokerdesk::domain::CashFlowRecord>>(body);
    if (!typed || typed.value().items.size() != 100) {
        report(QStringLiteral("decode of a 100-row page"), QStringLiteral("no page to decode"), {},
               false);
        return false;
    }
    constexpr int perRun = 200;
    const auto perDecodeUs = [](QList<double> runMs) {
        for (double &v : runMs)
            v = v * 1000.0 / perRun;
        return runMs;
    };
    qint64 sink = 0;
    const QList<double> typedUs = perDecodeUs(timeRuns(ctx.runs, [&] {
        for (int i = 0; i < perRun; ++i)
            sink += brokerdesk::domain::fromJson<
                        brokerdesk::domain::ListPage<brokerdesk::domain::CashFlowRecord>>(body)
                        .value()
                        .items.size();
    }));
    const QList<double> rawUs = perDecodeUs(timeRuns(ctx.runs, [&] {
        for (int i = 0; i < perRun; ++i)
            sink += brokerdesk::domain::fromJson<brokerdesk::domain::ListPage<QJsonObject>>(body)
                        .value()
                        .items.size();
    }));
    report(QStringLiteral("decode 100-row page, typed (%1 KB)").arg(body.size() / 1024),
           describe(typedUs, QStringLiteral("us")), {}, true);
    report(QStringLiteral("decode 100-row page, raw objects"),
           describe(rawUs, QStringLiteral("us")), {}, sink > 0);
    return true;
}

} // namespace bench
