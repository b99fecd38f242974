#pragma once

#include <QByteArray>
#include <QString>

namespace brokerdesk::sandbox {

// Where a route comes from (docs/sandbox.md, "Operations"). `--strict` serves only what the
// operator documents and the desk may use; any other route answers as a path nobody serves.
enum class RouteOrigin {
    Interface, // docs/interface.md, and the URLs its answers give (documents, logos)
    Contract,  // docs/contract.md's real material: the OAuth2 token endpoint
    Swagger,   // the operator's 2021 Swagger (withdrawn from its site since)
    Sdk,       // called by the operator's Go SDK
    Lookup,    // a public lookup's published shape (ViaCEP, the FIPE API): not the operator's
    Ours,      // the sandbox's own extension
};

// The origin of a route as registered ("/v1/sales/{sale_id}"); Ours for any route not listed.
RouteOrigin routeOrigin(const QByteArray &method, const QString &pattern);
// Whether `--strict` serves the route: the interface's, the contract's, the SDK's, and the one
// Swagger call the desk uses (ListQuote). The Swagger's sales and leads lists and ours are not.
bool servedWhenStrict(const QByteArray &method, const QString &pattern);
// "interface", "contract", "swagger", "sdk" or "ours": the words of docs/sandbox.md's table.
QString routeOriginName(RouteOrigin origin);

} // namespace brokerdesk::sandbox
