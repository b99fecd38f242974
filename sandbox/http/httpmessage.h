#pragma once

#include "http/message.h"
#include "support/result.h"

#include <QJsonObject>
#include <QString>
#include <QUrlQuery>

#include <functional>

namespace brokerdesk::sandbox {

// A request as handlers see it: the request off the wire (lib/http) with its target decoded,
// plain values, no sockets, so handlers can be unit-tested and fuzzed directly.
struct HttpRequest : http::Request
{
    QString path; // decoded, without the query
    QUrlQuery query;

    // The target's path and query, as QtHttpServer gave them to the handlers before.
    static HttpRequest fromWire(http::Request wire);
};

struct HttpResponse : http::Response
{
    // Set when the body is made elsewhere (a list page read on the PageReader's thread): the
    // server calls it once with where the body goes; status and headers are final already.
    using Body = std::function<void(const QByteArray &body)>;
    std::function<void(const Body &send)> later;

    static HttpResponse json(const QJsonObject &object, int status = 200);
    static HttpResponse rawJson(QByteArray body, int status = 200);
    static HttpResponse error(const ApiError &error);
};

template <typename T> HttpResponse toResponse(const Result<T> &result)
{
    return result.ok() ? HttpResponse::json(result.value()) : HttpResponse::error(result.error());
}

} // namespace brokerdesk::sandbox
