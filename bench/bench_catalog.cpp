// The desk's start with a saved configuration (and the catalog it saved last time): sign in,
// the channel's store, every product's vendor settings. Over a network the figure that matters
// is round trips, not milliseconds.
#include "benchstats.h"
#include "clientbench.h"

#include "api/apiclient.h"
#include "models/catalogloader.h"
#include "offline/offlinestore.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

namespace bench {

bool benchCatalog(const Context &ctx)
{
    QList<double> wall;
    int products = 0;
    int vendors = 0;
    QTemporaryDir dir;
    brokerdesk::cache::OfflineStore offline;
    if (!offline.open(dir.filePath(QStringLiteral("offline.db"))).ok())
        return false;
    for (int run = -1; run < ctx.runs; ++run) {        // run -1: the first start, which saves it
        brokerdesk::api::ApiClient client(ctx.server); // no token yet, as at start
        brokerdesk::models::CatalogLoader loader(client, offline);
        bool done = false;
        bool ok = false;
        QObject::connect(&loader, &brokerdesk::models::CatalogLoader::loaded, &loader,
                         [&](const brokerdesk::models::CatalogSnapshot &s) {
                             done = true;
                             ok = !s.fromCache && s.vendorFailures == 0;
                             products = int(s.store.brokerProducts.size());
                             vendors = int(s.vendors.size());
                         });
        QObject::connect(&loader, &brokerdesk::models::CatalogLoader::failed, &loader,
                         [&] { done = true; });
        QElapsedTimer timer;
        timer.start();
        loader.load(ctx.channelId);
        if (!waitUntil([&] { return done; }) || !ok) {
            report(QStringLiteral("catalog"), QStringLiteral("did not load"), {}, false);
            return false;
        }
        if (run >= 0)
            wall << double(timer.nsecsElapsed()) / 1e6;
    }
    const QString what = QStringLiteral("catalog at start: token, store, %1 vendors of %2 products")
                             .arg(vendors)
                             .arg(products);
    if (ctx.latencyMs <= 0) {
        report(what, describe(wall, QStringLiteral("ms")), {}, true);
        return true;
    }
    const double trips = median(wall) / ctx.latencyMs;
    const bool met = trips < 4.5; // 4 round trips and what the client itself takes
    report(
        what,
        describe(wall, QStringLiteral("ms")) +
            QStringLiteral(" = %1 round trips of %2 ms").arg(trips, 0, 'f', 1).arg(ctx.latencyMs),
        QStringLiteral("<= 4 round trips"), met);
    return met;
}

} // namespace bench
