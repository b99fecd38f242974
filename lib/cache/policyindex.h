#pragma once

#include "sqlite/sqlitefile.h"

#include "domain/businessday.h"
#include "domain/policy.h"

#include <QDate>
#include <QJsonObject>
#include <QSqlQuery>

#include <optional>

namespace brokerdesk::cache {

// What the Policies page narrows its list to; an empty filter matches every policy.
struct PolicyFilter
{
    QString text;            // words at the start of the holder's names, a CPF/CNPJ, plate, IMEI
    int status = 0;          // domain::PolicyStatus; 0 any
    QString brokerProductId; // empty: any product
    int endsWithinDays = 0;  // > 0: active policies whose lifetime ends within these days
    QDate today = domain::businessday::today();

    bool isEmpty() const
    {
        return text.trimmed().isEmpty() && status == 0 && brokerProductId.isEmpty() &&
               endsWithinDays <= 0;
    }
};

// The office's policies as GET /v1/policies lists them, kept in a local SQLite file so that
// the Policies page can search and filter what the service's list cannot (it has no filters).
// Records are replaced whole by id, in the service's order (newest first).
class PolicyIndex
{
    Q_DECLARE_TR_FUNCTIONS(PolicyIndex)
public:
    PolicyIndex();

    OpenReport open(const QString &path);
    bool isOpen() const { return m_file.isOpen(); }
    QString lastError() const { return m_error; }

    // The service the records came from: another one empties the index first.
    bool useService(const QString &key);
    // Many records in one transaction; false (lastError) when nothing was written. A walk of
    // the service's list gives each page's place in it (`firstPosition`, then one more each).
    bool add(const QList<QJsonObject> &policies, std::optional<qint64> firstPosition = {});

    qint64 count(const PolicyFilter &filter) const;
    QList<QJsonObject> records(const PolicyFilter &filter, int limit, qint64 offset) const;
    std::optional<QJsonObject> record(const QString &policyId) const;
    // The same, decoded (docs/architecture.md: pages see domain values); a record that does not
    // decode as a policy is left out, with a warning naming it.
    QList<domain::Policy> policies(const PolicyFilter &filter, int limit, qint64 offset) const;
    std::optional<domain::Policy> policy(const QString &policyId) const;

private:
    QSqlQuery select(const QString &what, const PolicyFilter &filter, const QString &tail) const;

    SqliteFile m_file;
    mutable QString m_error;
};

// A policy's search terms: its holder's name words, CPF/CNPJ digits, plate and IMEI, folded.
QString policyTerms(const QJsonObject &policy);

} // namespace brokerdesk::cache
