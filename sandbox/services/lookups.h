#pragma once

#include "http/router.h"

namespace brokerdesk::sandbox {

struct ServiceContext;

// The two public lookups the desk fills forms from, in their own services' shapes, for a seeded
// set (docs/sandbox.md, "Lookups"): ViaCEP's `GET /ws/{cep}/json/` and the public FIPE API's
// `GET /fipe/api/v1/carros/...`. No token, as the real ones.
class LookupService
{
public:
    explicit LookupService(ServiceContext &ctx) : m_ctx(ctx) {}

    void registerRoutes(Router &router);

private:
    ServiceContext &m_ctx;
};

} // namespace brokerdesk::sandbox
