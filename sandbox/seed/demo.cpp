#include "demo.h"

#include "brokers.h"
#include "services/servicecontext.h"
#include "store/database.h"

namespace brokerdesk::sandbox {

bool seedDemo(ServiceContext &ctx, QString *error)
{
    Transaction tx(ctx.db);
    bool ok = seedBrokers(ctx);
    // SEED-STEPS: catalog, ledger and policies are added here.
    if (!ok || !tx.commit()) {
        *error = QStringLiteral("Seeding the demo data failed; see the log above.");
        return false;
    }
    return true;
}

} // namespace brokerdesk::sandbox
