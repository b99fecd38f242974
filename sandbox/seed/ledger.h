#pragma once

#include <QString>

namespace brokerdesk::sandbox {

struct ServiceContext;

// Appends `count` historical cash-flow records for the broker, inside the caller's
// transaction. Deterministic: the same broker client_id and count give the same ids and
// values on every machine. Dates run up to a fixed anchor, oldest first, so `ord` order is
// creation order. Millions of rows take seconds (one prepared statement, no JSON objects).
bool seedLedger(ServiceContext &ctx, const QString &brokerId, int count);

// The demo: the first broker by client_id gets settings.seedLedger records, the second
// min(seedLedger, 60). Run it before anything else writes to the ledger.
bool seedDemoLedgers(ServiceContext &ctx);

} // namespace brokerdesk::sandbox
