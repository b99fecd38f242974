#pragma once

#include "httpmessage.h"

#include <QStringList>

#include <functional>
#include <optional>

namespace brokerdesk::sandbox {

class IdempotencyStore;

// Who is calling: the broker the bearer token belongs to, and what it may do.
struct Principal
{
    QString brokerId;
    QStringList scopes;
};

struct RequestContext
{
    const HttpRequest &request;
    QStringList args;    // the {placeholders} of the route, in order
    Principal principal; // empty for public routes
};

// Maps method + path to a handler; checks the bearer token and the route's scope first.
class Router
{
public:
    using Handler = std::function<HttpResponse(const RequestContext &)>;
    using Authenticator = std::function<std::optional<Principal>(const QByteArray &token)>;

    explicit Router(Authenticator authenticate) : m_authenticate(std::move(authenticate)) {}

    // A route of this scope takes any valid token of a broker (the sandbox's own controls).
    static inline const QString anyScope = QStringLiteral("*");

    // Only what the operator documents and the desk may use (routeorigin.h); the other routes
    // answer as unknown paths.
    // Set before routes are added.
    void setStrict(bool strict) { m_strict = strict; }

    // pattern: "/v1/sales/{id}"; scope empty = no token needed.
    void add(const QByteArray &method, const QString &pattern, const QString &scope,
             Handler handler);

    HttpResponse dispatch(const HttpRequest &request) const;
    // Every registered route as {method, pattern}, in registration order (docs drift test).
    QList<QPair<QByteArray, QString>> routes() const;
    // POSTs with an Idempotency-Key go through it (docs/contract.md).
    void setIdempotency(IdempotencyStore *store) { m_idempotency = store; }

private:
    struct Route
    {
        QByteArray method;
        QStringList segments;
        QString scope;
        Handler handler;
    };
    static bool match(const Route &route, const QStringList &segments, QStringList *args);
    static HttpResponse unknownPath(const HttpRequest &request);
    std::optional<HttpResponse> authorize(const HttpRequest &request, const QString &scope,
                                          Principal *principal) const;

    Authenticator m_authenticate;
    IdempotencyStore *m_idempotency = nullptr;
    QList<Route> m_routes;
    QList<Route> m_withheld; // --strict: answered exactly as a path no route serves
    bool m_strict = false;
};

} // namespace brokerdesk::sandbox
