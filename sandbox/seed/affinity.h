#pragma once

#include <QString>

namespace brokerdesk::sandbox {

class AffinityService;
struct ServiceContext;

// Each demo broker's affinity partnership: the partner company and the products it offers
// its customers, with plans, assists and coverages.
bool seedAffinityPartnerships(ServiceContext &ctx);

// Demo affinities of one broker made through the service, so a fresh demo shows every state:
// the oldest Issued (one of them Canceled), the newest Pending (issued shortly after start).
bool seedAffinities(ServiceContext &ctx, AffinityService &affinities, const QString &brokerId,
                    int count, QString *error);

} // namespace brokerdesk::sandbox
