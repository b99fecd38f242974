#pragma once

#include <QString>

namespace brokerdesk::sandbox {

struct ServiceContext;

// Fills a new database with the demo world: two brokers with their channels and
// credentials, the catalog, and historical policies and ledger records.
bool seedDemo(ServiceContext &ctx, QString *error);

} // namespace brokerdesk::sandbox
