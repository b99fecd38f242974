#include "jsoncheck.h"

#include "domain/isodate.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QTimeZone>

#include <cmath>

namespace brokerdesk::sandbox {

ApiError ApiError::validation(QList<FieldError> fields)
{
    QString message = QStringLiteral("The request has invalid fields.");
    if (!fields.isEmpty())
        message = fields.front().field + QStringLiteral(" ") + fields.front().reason +
                  QStringLiteral(".");
    return {400, QStringLiteral("validation_failed"), message, std::move(fields)};
}

QString JsonCheck::join(const QString &prefix, const QString &key)
{
    return prefix.isEmpty() ? key : prefix + u'.' + key;
}

QString JsonCheck::index(const QString &prefix, qsizetype i)
{
    return prefix + u'[' + QString::number(i) + u']';
}

void JsonCheck::fail(const QString &field, const QString &reason)
{
    m_errors.append({field, reason});
}

bool JsonCheck::present(const QJsonObject &o, const QString &prefix, const QString &key, Need need)
{
    const auto it = o.constFind(key);
    if (it != o.constEnd() && !it->isNull())
        return true;
    if (need == Required)
        fail(join(prefix, key), QStringLiteral("is required"));
    return false;
}

std::optional<QString> JsonCheck::string(const QJsonObject &o, const QString &prefix,
                                         const QString &key, Need need, qsizetype maxLength)
{
    if (!present(o, prefix, key, need))
        return std::nullopt;
    const QJsonValue v = o.value(key);
    if (!v.isString()) {
        fail(join(prefix, key), QStringLiteral("must be a string"));
        return std::nullopt;
    }
    QString s = v.toString().trimmed();
    if (s.isEmpty() && need == Required) {
        fail(join(prefix, key), QStringLiteral("must not be empty"));
        return std::nullopt;
    }
    if (s.size() > maxLength) {
        fail(join(prefix, key),
             QStringLiteral("must be at most %1 characters long").arg(maxLength));
        return std::nullopt;
    }
    return s;
}

std::optional<QString> JsonCheck::oneOf(const QJsonObject &o, const QString &prefix,
                                        const QString &key, const QStringList &allowed, Need need)
{
    auto s = string(o, prefix, key, need);
    if (!s)
        return std::nullopt;
    if (!allowed.contains(*s)) {
        fail(join(prefix, key),
             QStringLiteral("must be one of: ") + allowed.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return s;
}

std::optional<qint64> JsonCheck::integer(const QJsonObject &o, const QString &prefix,
                                         const QString &key, qint64 min, qint64 max, Need need)
{
    if (!present(o, prefix, key, need))
        return std::nullopt;
    const QJsonValue v = o.value(key);
    const double d = v.toDouble();
    // Doubles represent integers exactly up to 2^53; anything beyond is out of range anyway.
    if (!v.isDouble() || std::trunc(d) != d || std::fabs(d) > 9.0e15) {
        fail(join(prefix, key), QStringLiteral("must be an integer"));
        return std::nullopt;
    }
    const auto n = static_cast<qint64>(d);
    if (n < min || n > max) {
        fail(join(prefix, key), QStringLiteral("must be between %1 and %2").arg(min).arg(max));
        return std::nullopt;
    }
    return n;
}

std::optional<bool> JsonCheck::boolean(const QJsonObject &o, const QString &prefix,
                                       const QString &key, Need need)
{
    if (!present(o, prefix, key, need))
        return std::nullopt;
    const QJsonValue v = o.value(key);
    if (!v.isBool()) {
        fail(join(prefix, key), QStringLiteral("must be true or false"));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<QJsonObject> JsonCheck::object(const QJsonObject &o, const QString &prefix,
                                             const QString &key, Need need)
{
    if (!present(o, prefix, key, need))
        return std::nullopt;
    const QJsonValue v = o.value(key);
    if (!v.isObject()) {
        fail(join(prefix, key), QStringLiteral("must be an object"));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> JsonCheck::array(const QJsonObject &o, const QString &prefix,
                                           const QString &key, qsizetype maxItems, Need need)
{
    if (!present(o, prefix, key, need))
        return std::nullopt;
    const QJsonValue v = o.value(key);
    if (!v.isArray()) {
        fail(join(prefix, key), QStringLiteral("must be an array"));
        return std::nullopt;
    }
    const QJsonArray a = v.toArray();
    if (a.size() > maxItems) {
        fail(join(prefix, key), QStringLiteral("must have at most %1 entries").arg(maxItems));
        return std::nullopt;
    }
    return a;
}

std::optional<QDate> JsonCheck::date(const QJsonObject &o, const QString &prefix,
                                     const QString &key, Need need)
{
    const auto s = string(o, prefix, key, need, 10);
    if (!s)
        return std::nullopt;
    static const QRegularExpression shape(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    const QDate d = QDate::fromString(*s, Qt::ISODate);
    if (!shape.match(*s).hasMatch() || !d.isValid()) {
        fail(join(prefix, key), QStringLiteral("must be a date as YYYY-MM-DD"));
        return std::nullopt;
    }
    return d;
}

std::optional<QDate> JsonCheck::calendarDate(const QJsonObject &o, const QString &prefix,
                                             const QString &key, Need need)
{
    const auto s = string(o, prefix, key, need, 40);
    if (!s)
        return std::nullopt;
    // Strict RFC 3339 (as parseTimestampOrDate reads it), then the date as written.
    const QDate d = parseTimestampOrDate(*s).isValid() ? domain::parseCalendarDate(*s) : QDate();
    if (!d.isValid()) {
        fail(join(prefix, key),
             QStringLiteral("must be an RFC 3339 timestamp or a date as YYYY-MM-DD"));
        return std::nullopt;
    }
    return d;
}

QDateTime parseTimestampOrDate(const QString &text)
{
    static const QRegularExpression dateOnly(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    static const QRegularExpression stamp(QStringLiteral(
        "^\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?([Zz]|[+-]\\d{2}:\\d{2})$"));
    if (dateOnly.match(text).hasMatch()) {
        const QDate d = QDate::fromString(text, Qt::ISODate);
        return d.isValid() ? QDateTime(d, QTime(0, 0), Qt::UTC) : QDateTime();
    }
    if (!stamp.match(text).hasMatch())
        return {};
    QDateTime t = QDateTime::fromString(text.toUpper(), Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : QDateTime();
}

QString toRfc3339(const QDateTime &t)
{
    return t.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")) + u'Z';
}

QString compactJson(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

Result<QJsonObject> parseJsonObject(const QByteArray &body)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return ApiError::badRequest(QStringLiteral("malformed_json"),
                                    QStringLiteral("The request body is not valid JSON: %1 at "
                                                   "offset %2.")
                                        .arg(error.errorString())
                                        .arg(error.offset));
    if (!doc.isObject())
        return ApiError::badRequest(QStringLiteral("malformed_json"),
                                    QStringLiteral("The request body must be a JSON object."));
    return doc.object();
}

} // namespace brokerdesk::sandbox
