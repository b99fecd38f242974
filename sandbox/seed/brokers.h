#pragma once

namespace brokerdesk::sandbox {

struct ServiceContext;

// The first demo broker's client id: the one the embedded desk signs in as, and so the owner
// of the desk's webhook target.
inline constexpr char firstDemoClientId[] = "demo-broker-1";

// Two demo brokers, each with its own channel and a fresh random client secret.
bool seedBrokers(ServiceContext &ctx);

} // namespace brokerdesk::sandbox
