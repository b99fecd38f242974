#pragma once

#include "decoded.h"
#include "enums.h"
#include "isodate.h"
#include "money.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QUrl>

#include <memory>
#include <type_traits>

// The plumbing every value type's codec uses. A value type T provides, in its namespace,
//   void read(JsonReader &r, T &value);      // reads the fields it knows
//   QJsonObject toJson(const T &value);      // starts from value.extra, writes the fields
// and has a `QJsonObject extra` member: fromJson<T>() fills it with the fields read() left, so
// fields a newer service adds survive a decode/encode round trip.
namespace brokerdesk::domain {

enum class Need { Optional, Required };

// Reads the fields of one JSON object, taking each out of the remainder (rest()). Stops at the
// first wrong field and names it by its JSON path; null counts as absent.
class JsonReader
{
public:
    explicit JsonReader(const QJsonObject &object);

    bool ok() const { return !m_error->has_value(); }
    DecodeError error() const { return m_error->value_or(DecodeError{}); }
    const QJsonObject &rest() const { return m_rest; }

    QString string(const char *key, Need need = Need::Optional);
    bool boolean(const char *key, Need need = Need::Optional);
    qint64 integer(const char *key, Need need = Need::Optional);
    int int32(const char *key, Need need = Need::Optional);
    double number(const char *key, Need need = Need::Optional);
    std::optional<double> optionalNumber(const char *key);
    Money money(const char *key, Need need = Need::Optional);
    std::optional<Money> optionalMoney(const char *key);
    QDateTime timestamp(const char *key, Need need = Need::Optional); // RFC 3339, or a date
    QDate date(const char *key, Need need = Need::Optional);          // YYYY-MM-DD
    // A calendar date given as a date or as a timestamp: its date as written (isodate.h).
    QDate calendarDate(const char *key, Need need = Need::Optional);
    QUrl url(const char *key, Need need = Need::Optional);
    QJsonObject object(const char *key, Need need = Need::Optional); // kept as JSON
    QStringList strings(const char *key, Need need = Need::Optional);
    // An array of value types that each carry a string "id"; an entry given as the bare id
    // string (what older data holds) reads as an object with only that id.
    template <typename T> QList<T> identified(const char *key)
    {
        QList<T> out;
        const QJsonArray entries = identifiedEntries(key);
        out.reserve(entries.size());
        for (qsizetype i = 0; i < entries.size() && ok(); ++i)
            out.append(readObject<T>(entries.at(i).toObject(),
                                     pathOf(key) + u'[' + QString::number(i) + u']'));
        return out;
    }

    // An integer-coded enumeration: any integer is kept.
    template <typename E> E code(const char *key, Need need = Need::Optional)
    {
        return static_cast<E>(int32(key, need));
    }

    // A string-coded enumeration: an unknown name gives Unknown and stays in rest().
    template <typename E> E named(const char *key)
    {
        const QJsonValue v = m_rest.value(QLatin1String(key));
        if (!ok() || v.isUndefined())
            return E::Unknown;
        if (v.isNull()) {
            m_rest.remove(QLatin1String(key));
            return E::Unknown;
        }
        if (!v.isString()) {
            fail(key, QStringLiteral("expected a string"));
            return E::Unknown;
        }
        const std::optional<E> known = fromWireName<E>(v.toString());
        if (known)
            m_rest.remove(QLatin1String(key));
        return known.value_or(E::Unknown);
    }

    // A nested value type; absent gives T{}.
    template <typename T> T child(const char *key, Need need = Need::Optional)
    {
        const QJsonValue v = take(key, need);
        if (v.isUndefined())
            return T{};
        if (!v.isObject()) {
            fail(key, QStringLiteral("expected an object"));
            return T{};
        }
        return readObject<T>(v.toObject(), pathOf(key));
    }

    template <typename T> std::optional<T> optionalChild(const char *key)
    {
        if (!m_rest.contains(QLatin1String(key)) || m_rest.value(QLatin1String(key)).isNull()) {
            m_rest.remove(QLatin1String(key));
            return std::nullopt;
        }
        return child<T>(key);
    }

    // An array of value types (or of raw QJsonObjects).
    template <typename T> QList<T> list(const char *key, Need need = Need::Optional)
    {
        QList<T> out;
        const QJsonValue v = take(key, need);
        if (v.isUndefined())
            return out;
        if (!v.isArray()) {
            fail(key, QStringLiteral("expected an array"));
            return out;
        }
        const QJsonArray array = v.toArray();
        out.reserve(array.size());
        for (qsizetype i = 0; i < array.size() && ok(); ++i) {
            const QString path = pathOf(key) + u'[' + QString::number(i) + u']';
            if (!array.at(i).isObject()) {
                failAt(path, QStringLiteral("expected an object"));
                break;
            }
            out.append(readObject<T>(array.at(i).toObject(), path));
        }
        return out;
    }

    // Records a problem with a field this reader is reading (codecs use it for checks of their
    // own, e.g. a token_type that must be Bearer).
    void fail(const char *key, const QString &problem) { failAt(pathOf(key), problem); }

private:
    using ErrorSlot = std::shared_ptr<std::optional<DecodeError>>;
    JsonReader(const QJsonObject &object, QString path, ErrorSlot error);

    template <typename T> T readObject(const QJsonObject &object, const QString &path)
    {
        if constexpr (std::is_same_v<T, QJsonObject>) {
            return object;
        } else {
            JsonReader r(object, path, m_error);
            T value{};
            read(r, value);
            value.extra = r.rest();
            return value;
        }
    }

    QJsonValue take(const char *key, Need need);   // undefined when absent, null or failed
    QJsonArray identifiedEntries(const char *key); // as objects; empty when one has no id
    std::optional<Money> optionalMoneyOr(const char *key, Need need);
    void failAt(const QString &path, const QString &problem);
    QString pathOf(const char *key) const;

    QJsonObject m_rest;
    QString m_path;
    ErrorSlot m_error;
};

// Writes fields over a value's `extra`, leaving out what is empty or unknown.
class JsonWriter
{
public:
    explicit JsonWriter(QJsonObject extra) : m_out(std::move(extra)) {}

    JsonWriter &value(const char *key, const QJsonValue &v); // always written
    JsonWriter &string(const char *key, const QString &s);   // when not empty
    JsonWriter &money(const char *key, Money m) { return value(key, m.cents()); }
    JsonWriter &money(const char *key, const std::optional<Money> &m);
    JsonWriter &number(const char *key, const std::optional<double> &n);
    JsonWriter &timestamp(const char *key, const QDateTime &t); // RFC 3339 UTC, when valid
    JsonWriter &date(const char *key, const QDate &d);          // YYYY-MM-DD, when valid
    // A calendar date as answers give it, a timestamp (calendarDateStamp), when valid.
    JsonWriter &dateStamp(const char *key, const QDate &d);
    JsonWriter &url(const char *key, const QUrl &u);
    JsonWriter &object(const char *key, const QJsonObject &o); // when not empty
    JsonWriter &strings(const char *key, const QStringList &list);

    template <typename E> JsonWriter &code(const char *key, E v) // when not Unknown
    {
        return v == E::Unknown ? *this : value(key, static_cast<int>(v));
    }
    template <typename E>
    JsonWriter &named(const char *key, E v) // when not Unknown (extra then keeps the original)
    {
        return v == E::Unknown ? *this : value(key, wireName(v));
    }
    template <typename T> JsonWriter &child(const char *key, const T &v)
    {
        return value(key, toJson(v));
    }
    template <typename T> JsonWriter &list(const char *key, const QList<T> &items)
    {
        QJsonArray array;
        for (const T &item : items) {
            if constexpr (std::is_same_v<T, QJsonObject>)
                array.append(item);
            else
                array.append(toJson(item));
        }
        return value(key, array);
    }

    QJsonObject result() const { return m_out; }

private:
    QJsonObject m_out;
};

QString toRfc3339(const QDateTime &t);

// Decodes a value type from an object or from JSON text.
template <typename T> Decoded<T> fromJson(const QJsonObject &object)
{
    JsonReader r(object);
    T value{};
    read(r, value);
    if (!r.ok())
        return r.error();
    value.extra = r.rest();
    return value;
}

Decoded<QJsonObject> parseJsonObject(const QByteArray &json);

// Decodes each object of a list, leaving out those that are no T.
template <typename T> QList<T> decodeAll(const QList<QJsonObject> &objects)
{
    QList<T> out;
    out.reserve(objects.size());
    for (const QJsonObject &object : objects)
        if (Decoded<T> value = fromJson<T>(object))
            out.append(std::move(value).value());
    return out;
}

template <typename T> Decoded<T> fromJson(const QByteArray &json)
{
    Decoded<QJsonObject> object = parseJsonObject(json);
    if (!object)
        return object.error();
    return fromJson<T>(object.value());
}

} // namespace brokerdesk::domain
