#include "httpmessage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

namespace brokerdesk::sandbox {

HttpRequest HttpRequest::fromWire(http::Request wire)
{
    HttpRequest in;
    static_cast<http::Request &>(in) = std::move(wire);
    const QByteArray target = in.originForm(); // a proxy's "http://host:port/p?q" as "/p?q"
    QByteArrayView rest(target);
    if (const qsizetype fragment = rest.indexOf('#'); fragment >= 0)
        rest = rest.first(fragment);
    const qsizetype question = rest.indexOf('?');
    QUrl url;
    url.setPath(QString::fromUtf8(question < 0 ? rest : rest.first(question)), QUrl::TolerantMode);
    in.path = url.path();
    if (question >= 0) {
        url.setQuery(QString::fromUtf8(rest.sliced(question + 1)));
        in.query = QUrlQuery(url.query());
    }
    return in;
}

HttpResponse HttpResponse::json(const QJsonObject &object, int status)
{
    return rawJson(QJsonDocument(object).toJson(QJsonDocument::Compact), status);
}

HttpResponse HttpResponse::rawJson(QByteArray body, int status)
{
    HttpResponse r;
    r.status = status;
    r.body = std::move(body);
    return r;
}

HttpResponse HttpResponse::error(const ApiError &error)
{
    QJsonObject body{{QStringLiteral("error"), error.message},
                     {QStringLiteral("code"), error.code}};
    if (!error.fields.isEmpty()) {
        QJsonArray fields;
        for (const FieldError &f : error.fields)
            fields.append(QJsonObject{{QStringLiteral("field"), f.field},
                                      {QStringLiteral("reason"), f.reason}});
        body.insert(QStringLiteral("fields"), fields);
    }
    return json(body, error.status);
}

} // namespace brokerdesk::sandbox
