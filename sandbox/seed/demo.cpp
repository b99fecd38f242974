#include "demo.h"

#include "affinity.h"
#include "brokers.h"
#include "ledger.h"
#include "seed/catalog.h"
#include "store/database.h"
#include "support/servicecontext.h"

namespace brokerdesk::sandbox {

bool seedDemo(ServiceContext &ctx, QString *error)
{
    Transaction tx(ctx.db);
    bool ok = seedBrokers(ctx) && seedAffinityPartnerships(ctx);
    ok = ok && seedDemoLedgers(ctx); // history first: later sales append after it
    ok = ok && seedCatalog(ctx);
    // SEED-STEPS: catalog, ledger and policies are added here.
    if (!ok || !tx.commit()) {
        *error = QStringLiteral("Seeding the demo data failed; see the log above.");
        return false;
    }
    return true;
}

} // namespace brokerdesk::sandbox
