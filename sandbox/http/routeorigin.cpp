#include "routeorigin.h"

namespace brokerdesk::sandbox {

namespace {

struct Documented
{
    const char *method;
    const char *pattern;
    RouteOrigin origin;
    bool strict = true; // served under --strict
};

// Every route the operator's material names. Anything the sandbox serves beyond these is ours:
// a new route is withheld under --strict until it is listed here (and in docs/sandbox.md).
constexpr bool withheld = false;
constexpr Documented documented[] = {
    {"POST", "/oauth2/token", RouteOrigin::Contract},
    {"GET", "/v1/merchant/stores/{broker_channel_id}", RouteOrigin::Interface},
    {"GET", "/v1/merchant/vendor/{product_id}", RouteOrigin::Interface},
    {"POST", "/v1/quotes/request", RouteOrigin::Interface},
    {"POST", "/v1/quotes", RouteOrigin::Interface},
    {"POST", "/v1/sales/request", RouteOrigin::Interface},
    {"POST", "/v1/sales", RouteOrigin::Interface},
    {"GET", "/v1/sales/{sale_id}", RouteOrigin::Interface},
    {"GET", "/v1/consultant/timeline/{sale_id}", RouteOrigin::Interface},
    {"GET", "/v1/policies", RouteOrigin::Interface},
    {"DELETE", "/v1/policies/{policy_id}", RouteOrigin::Interface},
    {"GET", "/v1/cash-flow", RouteOrigin::Interface},
    {"GET", "/v1/affinity/partnership", RouteOrigin::Interface},
    {"POST", "/v1/affinity/request", RouteOrigin::Interface},
    {"POST", "/v1/affinity", RouteOrigin::Interface},
    {"GET", "/v1/affinity", RouteOrigin::Interface},
    {"DELETE", "/v1/affinity/{affinity_id}", RouteOrigin::Interface},
    {"POST", "/v1/recommendations/product-type", RouteOrigin::Interface},
    {"POST", "/v1/recommendations/product-type/{id}/evaluate", RouteOrigin::Interface},
    // Where document_url, attachments[].url and logo_url lead.
    {"GET", "/documents/policies/{file}", RouteOrigin::Interface},
    {"GET", "/documents/affinities/{id}/{file}", RouteOrigin::Interface},
    {"GET", "/assets/channels/{logo}", RouteOrigin::Interface},
    // ListQuote: how the desk follows a quote the insurer answers later.
    {"GET", "/v1/quotes", RouteOrigin::Swagger},
    {"GET", "/v1/health", RouteOrigin::Sdk},
    {"GET", "/v1/broker-channels", RouteOrigin::Sdk},
    {"GET", "/v1/broker-products", RouteOrigin::Sdk},
    // ListSale, PostLead, ListLead: not in the interface; the desk does without them.
    {"GET", "/v1/sales", RouteOrigin::Swagger, withheld},
    {"POST", "/v1/leads", RouteOrigin::Swagger, withheld},
    {"GET", "/v1/leads", RouteOrigin::Swagger, withheld},
    // The public lookups the desk fills forms from; the desk may use them against any service.
    {"GET", "/ws/{cep}/json", RouteOrigin::Lookup},
    {"GET", "/fipe/api/v1/carros/marcas", RouteOrigin::Lookup},
    {"GET", "/fipe/api/v1/carros/marcas/{marca}/modelos", RouteOrigin::Lookup},
    {"GET", "/fipe/api/v1/carros/marcas/{marca}/modelos/{modelo}/anos", RouteOrigin::Lookup},
    {"GET", "/fipe/api/v1/carros/marcas/{marca}/modelos/{modelo}/anos/{ano}", RouteOrigin::Lookup},
};

const Documented *find(const QByteArray &method, const QString &pattern)
{
    for (const Documented &d : documented)
        if (method == d.method && pattern == QLatin1String(d.pattern))
            return &d;
    return nullptr;
}

} // namespace

RouteOrigin routeOrigin(const QByteArray &method, const QString &pattern)
{
    const Documented *d = find(method, pattern);
    return d ? d->origin : RouteOrigin::Ours;
}

bool servedWhenStrict(const QByteArray &method, const QString &pattern)
{
    const Documented *d = find(method, pattern);
    return d && d->strict;
}

QString routeOriginName(RouteOrigin origin)
{
    switch (origin) {
    case RouteOrigin::Interface:
        return QStringLiteral("interface");
    case RouteOrigin::Contract:
        return QStringLiteral("contract");
    case RouteOrigin::Swagger:
        return QStringLiteral("swagger");
    case RouteOrigin::Sdk:
        return QStringLiteral("sdk");
    case RouteOrigin::Lookup:
        return QStringLiteral("lookup");
    case RouteOrigin::Ours:
        break;
    }
    return QStringLiteral("ours");
}

} // namespace brokerdesk::sandbox
