#include "jsoncodec.h"

#include <QJsonDocument>

#include <cmath>
#include <limits>

namespace brokerdesk::domain {

namespace {

// Integral and exactly representable as qint64 (JSON numbers are doubles to most parsers).
std::optional<qint64> integral(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || std::floor(d) != d || std::fabs(d) > 9.2e18)
        return std::nullopt;
    return v.toInteger(static_cast<qint64>(d));
}

} // namespace

JsonReader::JsonReader(const QJsonObject &object)
    : JsonReader(object, QString(), std::make_shared<std::optional<DecodeError>>())
{
}

JsonReader::JsonReader(const QJsonObject &object, QString path, ErrorSlot error)
    : m_rest(object), m_path(std::move(path)), m_error(std::move(error))
{
}

QString JsonReader::pathOf(const char *key) const
{
    return m_path.isEmpty() ? QString::fromLatin1(key) : m_path + u'.' + QLatin1String(key);
}

void JsonReader::failAt(const QString &path, const QString &problem)
{
    if (!m_error->has_value())
        *m_error = DecodeError{path, problem};
}

QJsonValue JsonReader::take(const char *key, Need need)
{
    if (!ok())
        return QJsonValue(QJsonValue::Undefined);
    QJsonValue v = m_rest.take(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (need == Need::Required)
            fail(key, QStringLiteral("is required"));
        return QJsonValue(QJsonValue::Undefined);
    }
    return v;
}

QString JsonReader::string(const char *key, Need need)
{
    const QJsonValue v = take(key, need);
    if (v.isUndefined())
        return {};
    if (!v.isString()) {
        fail(key, QStringLiteral("expected a string"));
        return {};
    }
    return v.toString();
}

bool JsonReader::boolean(const char *key, Need need)
{
    const QJsonValue v = take(key, need);
    if (v.isUndefined())
        return false;
    if (!v.isBool())
        fail(key, QStringLiteral("expected true or false"));
    return v.toBool();
}

qint64 JsonReader::integer(const char *key, Need need)
{
    const QJsonValue v = take(key, need);
    if (v.isUndefined())
        return 0;
    const std::optional<qint64> n = integral(v);
    if (!n)
        fail(key, QStringLiteral("expected an integer"));
    return n.value_or(0);
}

int JsonReader::int32(const char *key, Need need)
{
    const QJsonValue v = take(key, need);
    if (v.isUndefined())
        return 0;
    const std::optional<qint64> n = integral(v);
    if (!n || *n < std::numeric_limits<int>::min() || *n > std::numeric_limits<int>::max()) {
        fail(key, QStringLiteral("expected an integer"));
        return 0;
    }
    return static_cast<int>(*n);
}

double JsonReader::number(const char *key, Need need)
{
    const QJsonValue v = take(key, need);
    if (v.isUndefined())
        return 0;
    if (!v.isDouble())
        fail(key, QStringLiteral("expected a number"));
    return v.toDouble();
}

std::optional<double> JsonReader::optionalNumber(const char *key)
{
    const QJsonValue v = take(key, Need::Optional);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isDouble()) {
        fail(key, QStringLiteral("expected a number"));
        return std::nullopt;
    }
    return v.toDouble();
}

Money JsonReader::money(const char *key, Need need)
{
    return optionalMoneyOr(key, need).value_or(Money());
}

std::optional<Money> JsonReader::optionalMoney(const char *key)
{
    return optionalMoneyOr(key, Need::Optional);
}

std::optional<Money> JsonReader::optionalMoneyOr(const char *key, Need need)
{
    const QJsonValue v = take(key, need);
    if (v.isUndefined())
        return std::nullopt;
    const std::optional<qint64> n = integral(v);
    if (!n) {
        fail(key, QStringLiteral("expected an integer number of cents"));
        return std::nullopt;
    }
    return Money::fromCents(*n);
}

QDateTime JsonReader::timestamp(const char *key, Need need)
{
    const QString text = string(key, need);
    if (text.isEmpty())
        return {};
    QDateTime t = parseTimestamp(text);
    if (!t.isValid())
        fail(key, QStringLiteral("expected an RFC 3339 timestamp"));
    return t;
}

QDate JsonReader::date(const char *key, Need need)
{
    const QString text = string(key, need);
    if (text.isEmpty())
        return {};
    const QDate d = QDate::fromString(text, QStringLiteral("yyyy-MM-dd"));
    if (!d.isValid())
        fail(key, QStringLiteral("expected a date as YYYY-MM-DD"));
    return d;
}

QDate JsonReader::calendarDate(const char *key, Need need)
{
    const QString text = string(key, need);
    if (text.isEmpty())
        return {};
    const QDate d = parseCalendarDate(text);
    if (!d.isValid())
        fail(key, QStringLiteral("expected a date (YYYY-MM-DD) or an RFC 3339 timestamp"));
    return d;
}

QUrl JsonReader::url(const char *key, Need need)
{
    const QString text = string(key, need);
    if (text.isEmpty())
        return {};
    QUrl u(text, QUrl::StrictMode);
    if (!u.isValid())
        fail(key, QStringLiteral("expected a URL"));
    return u;
}

QJsonObject JsonReader::object(const char *key, Need need)
{
    const QJsonValue v = take(key, need);
    if (v.isUndefined())
        return {};
    if (!v.isObject())
        fail(key, QStringLiteral("expected an object"));
    return v.toObject();
}

QStringList JsonReader::strings(const char *key, Need need)
{
    QStringList out;
    const QJsonValue v = take(key, need);
    if (v.isUndefined())
        return out;
    if (!v.isArray()) {
        fail(key, QStringLiteral("expected an array"));
        return out;
    }
    const QJsonArray array = v.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString()) {
            failAt(pathOf(key) + u'[' + QString::number(i) + u']',
                   QStringLiteral("expected a string"));
            return {};
        }
        out.append(array.at(i).toString());
    }
    return out;
}

QJsonArray JsonReader::identifiedEntries(const char *key)
{
    const QJsonValue v = take(key, Need::Optional);
    if (v.isUndefined())
        return {};
    if (!v.isArray()) {
        fail(key, QStringLiteral("expected an array"));
        return {};
    }
    QJsonArray out;
    const QJsonArray array = v.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue e = array.at(i);
        if (e.isString()) {
            out.append(QJsonObject{{QStringLiteral("id"), e}});
        } else if (e.isObject() && e.toObject().value(QLatin1String("id")).isString()) {
            out.append(e);
        } else {
            failAt(pathOf(key) + u'[' + QString::number(i) + u']',
                   QStringLiteral("expected an id (a string, or an object with a string id)"));
            return {};
        }
    }
    return out;
}

JsonWriter &JsonWriter::value(const char *key, const QJsonValue &v)
{
    m_out.insert(QLatin1String(key), v);
    return *this;
}

JsonWriter &JsonWriter::string(const char *key, const QString &s)
{
    return s.isEmpty() ? *this : value(key, s);
}

JsonWriter &JsonWriter::money(const char *key, const std::optional<Money> &m)
{
    return m ? money(key, *m) : *this;
}

JsonWriter &JsonWriter::number(const char *key, const std::optional<double> &n)
{
    return n ? value(key, *n) : *this;
}

JsonWriter &JsonWriter::timestamp(const char *key, const QDateTime &t)
{
    return t.isValid() ? value(key, toRfc3339(t)) : *this;
}

JsonWriter &JsonWriter::date(const char *key, const QDate &d)
{
    return d.isValid() ? value(key, d.toString(QStringLiteral("yyyy-MM-dd"))) : *this;
}

JsonWriter &JsonWriter::dateStamp(const char *key, const QDate &d)
{
    return d.isValid() ? value(key, calendarDateStamp(d)) : *this;
}

JsonWriter &JsonWriter::url(const char *key, const QUrl &u)
{
    return u.isEmpty() ? *this : value(key, u.toString(QUrl::FullyEncoded));
}

JsonWriter &JsonWriter::object(const char *key, const QJsonObject &o)
{
    return o.isEmpty() ? *this : value(key, o);
}

JsonWriter &JsonWriter::strings(const char *key, const QStringList &list)
{
    return value(key, QJsonArray::fromStringList(list));
}

QString toRfc3339(const QDateTime &t)
{
    const QDateTime utc = t.toUTC();
    const QString format = utc.time().msec() == 0 ? QStringLiteral("yyyy-MM-ddTHH:mm:ss")
                                                  : QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz");
    return utc.toString(format) + u'Z';
}

Decoded<QJsonObject> parseJsonObject(const QByteArray &json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return DecodeError{QString(), QStringLiteral("not valid JSON (%1 at offset %2)")
                                          .arg(error.errorString())
                                          .arg(error.offset)};
    if (!doc.isObject())
        return DecodeError{QString(), QStringLiteral("expected a JSON object")};
    return doc.object();
}

} // namespace brokerdesk::domain
