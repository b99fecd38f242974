#pragma once

#include <QJsonArray>
#include <QJsonObject>

// Strict reading of the public lookups' JSON (lib/api/addresslookup, vehiclelookup): the first
// problem is kept with the key it is about; nothing is guessed.
namespace brokerdesk::api::lookupjson {

// The body as one JSON object or array; *why says what it is instead (HTML, garbage, ...).
QJsonObject object(const QByteArray &body, QString *why);
QJsonArray array(const QByteArray &body, QString *why);

class Reader
{
public:
    explicit Reader(const QJsonObject &o) : m_o(o) {}
    // A string field; `required` refuses a missing or empty one.
    QString text(const char *key, bool required);
    // "codigo" as the FIPE API writes it: a string, or a whole number in the models list.
    QString code(const char *key);
    int whole(const char *key);
    void fail(const QString &problem)
    {
        if (m_problem.isEmpty())
            m_problem = problem;
    }
    QString problem() const { return m_problem; }

private:
    const QJsonObject &m_o;
    QString m_problem;
};

} // namespace brokerdesk::api::lookupjson
