#pragma once

namespace brokerdesk::sandbox {

struct ServiceContext;

// Each demo broker's affinity partnership: the partner company and the products it offers
// its customers, with plans, assists and coverages.
bool seedAffinityPartnerships(ServiceContext &ctx);

} // namespace brokerdesk::sandbox
