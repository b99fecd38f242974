#include "router.h"

#include "idempotency.h"
#include "routeorigin.h"

namespace brokerdesk::sandbox {

namespace {

ApiError unauthorized(const QString &code, const QString &message)
{
    return {401, code, message, {}};
}

} // namespace

void Router::add(const QByteArray &method, const QString &pattern, const QString &scope,
                 Handler handler)
{
    Route route{method, pattern.split(u'/', Qt::SkipEmptyParts), scope, std::move(handler)};
    if (m_strict && !servedWhenStrict(method, pattern))
        m_withheld.append(std::move(route));
    else
        m_routes.append(std::move(route));
}

QList<QPair<QByteArray, QString>> Router::routes() const
{
    QList<QPair<QByteArray, QString>> out;
    for (const Route &route : m_routes)
        out.append({route.method, u'/' + route.segments.join(u'/')});
    return out;
}

bool Router::match(const Route &route, const QStringList &segments, QStringList *args)
{
    if (route.segments.size() != segments.size())
        return false;
    args->clear();
    for (qsizetype i = 0; i < segments.size(); ++i) {
        const QString &want = route.segments.at(i);
        if (want.startsWith(u'{')) {
            if (segments.at(i).isEmpty())
                return false;
            args->append(segments.at(i));
        } else if (want != segments.at(i)) {
            return false;
        }
    }
    return true;
}

std::optional<HttpResponse> Router::authorize(const HttpRequest &request, const QString &scope,
                                              Principal *principal) const
{
    const QByteArray header = request.header("authorization");
    if (header.isEmpty())
        return HttpResponse::error(
            unauthorized(QStringLiteral("missing_token"),
                         QStringLiteral("An Authorization: Bearer token is required.")));
    if (!header.startsWith("Bearer ") || header.size() <= 7)
        return HttpResponse::error(
            unauthorized(QStringLiteral("invalid_token"),
                         QStringLiteral("The Authorization header must be \"Bearer <token>\".")));
    const auto found = m_authenticate(header.mid(7).trimmed());
    if (!found)
        return HttpResponse::error(
            unauthorized(QStringLiteral("invalid_token"),
                         QStringLiteral("The access token is invalid or has expired.")));
    if (scope != anyScope && !found->scopes.contains(scope))
        return HttpResponse::error(
            unauthorized(QStringLiteral("insufficient_scope"),
                         QStringLiteral("The access token lacks the scope %1.").arg(scope)));
    *principal = *found;
    return std::nullopt;
}

HttpResponse Router::unknownPath(const HttpRequest &request)
{
    return HttpResponse::error(ApiError::notFound(QStringLiteral("Path ") + request.path));
}

HttpResponse Router::dispatch(const HttpRequest &request) const
{
    const QStringList segments = request.path.split(u'/', Qt::SkipEmptyParts);
    QStringList args;
    bool pathKnown = false;
    for (const Route &route : m_routes) {
        if (!match(route, segments, &args))
            continue;
        pathKnown = true;
        if (route.method != request.method)
            continue;
        Principal principal;
        if (!route.scope.isEmpty()) {
            if (auto refused = authorize(request, route.scope, &principal))
                return *refused;
        }
        const RequestContext context{request, args, principal};
        if (m_idempotency && request.method == "POST" && !principal.brokerId.isEmpty())
            return m_idempotency->run(principal.brokerId, request,
                                      [&] { return route.handler(context); });
        return route.handler(context);
    }
    // A withheld route answers as a path nobody serves, never 405: GET /v1/sales under --strict
    // is a 404 although POST /v1/sales is served.
    for (const Route &route : m_withheld)
        if (route.method == request.method && match(route, segments, &args))
            return unknownPath(request);
    if (pathKnown)
        return HttpResponse::error({405,
                                    QStringLiteral("method_not_allowed"),
                                    QStringLiteral("Method %1 is not allowed on %2.")
                                        .arg(QString::fromLatin1(request.method), request.path),
                                    {}});
    return unknownPath(request);
}

} // namespace brokerdesk::sandbox
