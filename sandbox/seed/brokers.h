#pragma once

namespace brokerdesk::sandbox {

struct ServiceContext;

// Two demo brokers, each with its own channel and a fresh random client secret.
bool seedBrokers(ServiceContext &ctx);

} // namespace brokerdesk::sandbox
