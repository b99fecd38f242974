// The client benchmarks' shared helpers: waiting on a sleeping event loop, raw calls.
#include "clientbench.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>
#include <QUrlQuery>

#include <memory>

namespace bench {

bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    // A real event loop that sleeps between events: processEvents(flags, ms) never blocks, so
    // polling with it would spin a core and distort every CPU figure.
    QDeadlineTimer deadline(timeoutMs);
    QEventLoop loop;
    QTimer check;
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (done() || deadline.hasExpired())
            loop.quit();
    });
    check.start(2);
    if (!done())
        loop.exec();
    return done();
}

QByteArray fetchToken(const Context &ctx, QNetworkAccessManager &http)
{
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("client_credentials"));
    form.addQueryItem(QStringLiteral("client_id"), ctx.server.clientId);
    form.addQueryItem(QStringLiteral("client_secret"), ctx.server.clientSecret);
    form.addQueryItem(QStringLiteral("audience"), ctx.server.audience);
    QNetworkRequest tokenRequest(ctx.server.effectiveTokenUrl());
    tokenRequest.setHeader(QNetworkRequest::ContentTypeHeader,
                           QByteArray("application/x-www-form-urlencoded"));
    std::unique_ptr<QNetworkReply> t(
        http.post(tokenRequest, form.toString(QUrl::FullyEncoded).toUtf8()));
    waitUntil([&] { return t->isFinished(); }, 10000);
    return QJsonDocument::fromJson(t->readAll())
        .object()
        .value(QStringLiteral("access_token"))
        .toString()
        .toLatin1();
}

namespace {

QByteArray send(const Context &ctx, const QByteArray &verb, const QString &pathAndQuery,
                const QByteArray &body)
{
    QNetworkAccessManager http;
    const QByteArray token = fetchToken(ctx, http);
    QNetworkRequest request(QUrl(ctx.server.baseUrl.toString() + pathAndQuery));
    request.setRawHeader("Authorization", "Bearer " + token);
    if (!body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    std::unique_ptr<QNetworkReply> r(http.sendCustomRequest(request, verb, body));
    waitUntil([&] { return r->isFinished(); }, 5 * 60 * 1000);
    return r->readAll();
}

} // namespace

QByteArray fetchRaw(const Context &ctx, const QString &pathAndQuery)
{
    return send(ctx, "GET", pathAndQuery, {});
}

QByteArray postRaw(const Context &ctx, const QString &path, const QByteArray &json)
{
    return send(ctx, "POST", path, json);
}

} // namespace bench
