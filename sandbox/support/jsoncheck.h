#pragma once

#include "result.h"

#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace brokerdesk::sandbox {

// Reads fields out of untrusted JSON and collects every problem with its JSON path, so
// one answer can name all fields at fault. Readers return nullopt when the field is absent
// or wrong; only a wrong or missing *required* field is recorded as an error.
class JsonCheck
{
public:
    enum Need { Optional, Required };

    static QString join(const QString &prefix, const QString &key);
    static QString index(const QString &prefix, qsizetype i);

    void fail(const QString &field, const QString &reason);
    bool ok() const { return m_errors.isEmpty(); }
    const QList<FieldError> &errors() const { return m_errors; }
    ApiError error() const { return ApiError::validation(m_errors); }

    std::optional<QString> string(const QJsonObject &o, const QString &prefix, const QString &key,
                                  Need need = Required, qsizetype maxLength = 200);
    std::optional<QString> oneOf(const QJsonObject &o, const QString &prefix, const QString &key,
                                 const QStringList &allowed, Need need = Required);
    std::optional<qint64> integer(const QJsonObject &o, const QString &prefix, const QString &key,
                                  qint64 min, qint64 max, Need need = Required);
    std::optional<bool> boolean(const QJsonObject &o, const QString &prefix, const QString &key,
                                Need need = Required);
    std::optional<QJsonObject> object(const QJsonObject &o, const QString &prefix,
                                      const QString &key, Need need = Required);
    std::optional<QJsonArray> array(const QJsonObject &o, const QString &prefix, const QString &key,
                                    qsizetype maxItems, Need need = Required);
    // "YYYY-MM-DD" only.
    std::optional<QDate> date(const QJsonObject &o, const QString &prefix, const QString &key,
                              Need need = Required);
    // A calendar date given as a full date or as an RFC 3339 timestamp: the date as written
    // (domain::parseCalendarDate), never moved into a time zone.
    std::optional<QDate> calendarDate(const QJsonObject &o, const QString &prefix,
                                      const QString &key, Need need = Required);

private:
    bool present(const QJsonObject &o, const QString &prefix, const QString &key, Need need);

    QList<FieldError> m_errors;
};

// Parses a request body that must be one JSON object.
Result<QJsonObject> parseJsonObject(const QByteArray &body);

// Strict RFC 3339 (with Z or an offset) or full-date parsing; invalid QDateTime on failure.
QDateTime parseTimestampOrDate(const QString &text);
QString toRfc3339(const QDateTime &t);

// The text a JSON document is stored as: compact UTF-8.
QString compactJson(const QJsonObject &o);

} // namespace brokerdesk::sandbox
