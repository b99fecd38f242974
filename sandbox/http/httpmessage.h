#pragma once

#include "support/result.h"

#include <QByteArray>
#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

#include <functional>

namespace brokerdesk::sandbox {

// A request as handlers see it: plain values, no sockets, so handlers can be unit-tested
// and fuzzed directly.
struct HttpRequest
{
    QByteArray method; // "GET", "POST", ...
    QString path;      // decoded, without the query
    QUrlQuery query;
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased
    QByteArray body;
    QHostAddress peer;

    QByteArray header(const QByteArray &lowerName) const;
};

struct HttpResponse
{
    int status = 200;
    QByteArray contentType = "application/json";
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    // Set when the body is made elsewhere (a list page read on the PageReader's thread): the
    // server calls it once with where the body goes; status and headers are final already.
    using Body = std::function<void(const QByteArray &body)>;
    std::function<void(const Body &send)> later;

    void addHeader(const QByteArray &name, const QByteArray &value)
    {
        headers.append({name, value});
    }

    static HttpResponse json(const QJsonObject &object, int status = 200);
    static HttpResponse rawJson(QByteArray body, int status = 200);
    static HttpResponse error(const ApiError &error);
};

template <typename T> HttpResponse toResponse(const Result<T> &result)
{
    return result.ok() ? HttpResponse::json(result.value()) : HttpResponse::error(result.error());
}

} // namespace brokerdesk::sandbox
