#include "httpmessage.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace brokerdesk::sandbox {

QByteArray HttpRequest::header(const QByteArray &lowerName) const
{
    for (const auto &h : headers)
        if (h.first == lowerName)
            return h.second;
    return {};
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
