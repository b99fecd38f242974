#pragma once

#include <QString>

namespace brokerdesk::sandbox {

struct ServiceContext;

// The demo catalog: insurers, products of all 12 types with their quoting rules, and for
// every broker (in client_id order) its broker products in its channel and their vendors.
// Ids are deterministic (UUID v5); broker-owned ids derive from the broker's id.
bool seedCatalog(ServiceContext &ctx);

// The deterministic id of a catalog entry named `name` (e.g. "product/vida").
QString catalogId(const QString &name);

} // namespace brokerdesk::sandbox
