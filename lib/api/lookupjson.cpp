#include "lookupjson.h"

#include <QJsonDocument>

#include <cmath>

namespace brokerdesk::api::lookupjson {

namespace {
QJsonDocument parse(const QByteArray &body, QString *why)
{
    QJsonParseError error{};
    QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        *why = body.trimmed().startsWith('<') ? QStringLiteral("an HTML page, not JSON")
                                              : QStringLiteral("not JSON: %1 at byte %2")
                                                    .arg(error.errorString())
                                                    .arg(error.offset);
    return doc;
}
} // namespace

QJsonObject object(const QByteArray &body, QString *why)
{
    why->clear();
    const QJsonDocument doc = parse(body, why);
    if (why->isEmpty() && !doc.isObject())
        *why = QStringLiteral("JSON that is not an object");
    return doc.object();
}

QJsonArray array(const QByteArray &body, QString *why)
{
    why->clear();
    const QJsonDocument doc = parse(body, why);
    if (why->isEmpty() && !doc.isArray())
        *why = QStringLiteral("JSON that is not a list");
    return doc.array();
}

QString Reader::text(const char *key, bool required)
{
    const QJsonValue v = m_o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required)
            fail(QStringLiteral("\"%1\" is missing").arg(QLatin1String(key)));
        return {};
    }
    if (!v.isString()) {
        fail(QStringLiteral("\"%1\" is not text").arg(QLatin1String(key)));
        return {};
    }
    QString s = v.toString().trimmed();
    if (required && s.isEmpty())
        fail(QStringLiteral("\"%1\" is empty").arg(QLatin1String(key)));
    return s;
}

QString Reader::code(const char *key)
{
    const QJsonValue v = m_o.value(QLatin1String(key));
    const double d = v.toDouble(-1);
    if (v.isDouble() && d >= 0 && d < 1e9 && std::floor(d) == d)
        return QString::number(qint64(d));
    return text(key, true);
}

int Reader::whole(const char *key)
{
    const QJsonValue v = m_o.value(QLatin1String(key));
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d < 0 || d > 1e6 || std::floor(d) != d) {
        fail(QStringLiteral("\"%1\" is not a whole number").arg(QLatin1String(key)));
        return 0;
    }
    return int(d);
}

} // namespace brokerdesk::api::lookupjson
