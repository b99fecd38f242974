#include "message.h"

#include <boost/beast/http/status.hpp>

namespace brokerdesk::http {

QByteArray Request::header(QByteArrayView name) const
{
    for (const auto &h : headers)
        if (h.first.size() == name.size() && h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

bool Request::expectsContinue() const
{
    return header("expect").compare("100-continue", Qt::CaseInsensitive) == 0;
}

QByteArray Request::originForm() const
{
    if (target.startsWith('/') || !target.contains("://"))
        return target;
    const QByteArray rest = target.mid(target.indexOf("://") + 3);
    const qsizetype slash = rest.indexOf('/');
    const qsizetype query = rest.indexOf('?');
    if (slash >= 0 && (query < 0 || slash < query))
        return rest.mid(slash);
    return '/' + (query >= 0 ? rest.mid(query) : QByteArray());
}

QByteArray Request::headBytes() const
{
    QByteArray out = method + ' ' + target + (version == 10 ? " HTTP/1.0\r\n" : " HTTP/1.1\r\n");
    for (const auto &h : headers)
        out += h.first + ": " + h.second + "\r\n";
    return out + "\r\n";
}

QByteArray Response::toBytes(Persist persist) const
{
    QByteArray wire;
    wire.reserve(160 + body.size());
    wire += "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    if (!contentType.isEmpty())
        wire += "Content-Type: " + contentType + "\r\n";
    wire += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    for (const auto &h : headers)
        wire += h.first + ": " + h.second + "\r\n";
    if (persist == Persist::Close)
        wire += "Connection: close\r\n";
    else if (persist == Persist::KeepAlive)
        wire += "Connection: keep-alive\r\n";
    wire += "\r\n";
    wire += body;
    return wire;
}

Persist persistFor(const Request &request, bool closing)
{
    if (closing || !request.keepAlive)
        return Persist::Close;
    return request.version == 10 ? Persist::KeepAlive : Persist::Default;
}

QByteArray reasonPhrase(int status)
{
    namespace beast = boost::beast::http;
    if (beast::int_to_status(unsigned(status)) == beast::status::unknown)
        return "Error";
    const auto reason = beast::obsolete_reason(beast::status(status));
    return QByteArray(reason.data(), qsizetype(reason.size()));
}

} // namespace brokerdesk::http
