#pragma once

#include "sqlitefile.h"

#include "domain/lead.h"

#include <QHash>
#include <QSqlQuery>

#include <optional>

namespace brokerdesk::cache {

// Where the desk met a customer.
enum class CustomerSource { Lead = 1, Quote = 2, Sale = 3, Policy = 4, Affinity = 5 };

struct CustomerLink
{
    CustomerSource source = CustomerSource::Lead;
    QString id; // the lead, quote, sale, policy or affinity id
    QDateTime date;
};

// A row of the customer list.
struct CustomerSummary
{
    qint64 id = 0; // local to this directory
    QString name;
    QString document; // CPF or CNPJ as normalized digits; mask it in lists
    QString email;
    QString phone;
    QStringList plates;
};

struct Customer
{
    qint64 id = 0;
    domain::Lead person; // everything known of the person, in the lead's shape
    QStringList plates;
    QDateTime updated; // the newest record that fed it
    QList<CustomerLink> links;
};

// Every person the desk meets — leads, holders of quotes, sales, policies and affinities — as
// one customer, merged by CPF/CNPJ, else by e-mail, in a local SQLite file so that search works
// offline. A newer record's values replace older ones; an older record only fills gaps.
class CustomerDirectory
{
    Q_DECLARE_TR_FUNCTIONS(CustomerDirectory)
public:
    CustomerDirectory();

    OpenReport open(const QString &path);
    void close();
    bool isOpen() const { return m_file.isOpen(); }
    QString lastError() const { return m_error; }

    // Each returns the customer's id, or 0 when the record names neither a document nor an
    // e-mail (nothing to merge by) or the file could not be written (lastError()).
    qint64 addLead(const domain::Lead &lead);
    // `holder` in its wire form; `plates` of the items it holds.
    qint64 addHolder(const QJsonObject &holder, CustomerSource source, const QString &id,
                     const QDateTime &seen, const QStringList &plates = {});
    // A policy, affinity, sale or quote body (holder and item or items) as the service spells it.
    qint64 addRecord(CustomerSource source, const QJsonObject &record);
    // Many leads in one transaction (a first sync, the benchmark); how many were merged.
    int addLeads(const QList<domain::Lead> &leads);

    // Matches every word (accents and case ignored) at the start of a name word, the CPF/CNPJ,
    // the e-mail, the phone (with or without country and area code) or a plate; by name.
    QList<CustomerSummary> search(const QString &text, int limit = 200) const;
    std::optional<Customer> customer(qint64 id) const;
    // The customer with this CPF/CNPJ, else this e-mail (the merge rule above), if any.
    std::optional<Customer> customerFor(const QString &document, const QString &email) const;
    qint64 count() const;

    // {"customer": {...}, "plates": [...], "records": [{"source", "id", "date"}]}, indented:
    // what the desk holds of one person, for the person (LGPD).
    QByteArray exportJson(qint64 id) const;

private:
    qint64 absorb(const domain::Lead &person, const QDateTime &seen, const QStringList &plates,
                  const CustomerLink &link);
    qint64 findExisting(const QString &document, const QString &email) const;
    // A prepared statement of this connection, kept for the next call (a first sync merges
    // thousands of records).
    QSqlQuery &statement(const QString &sql) const;

    SqliteFile m_file;
    mutable QHash<QString, QSqlQuery> m_statements;
    QString m_error;
};

// A CPF or CNPJ as lists show it (LGPD): only the middle digits, "***.417.776-**".
QString maskedDocument(const QString &document);
// Search terms of a person: name words, document, e-mail, phone forms and plates, folded.
QStringList customerTerms(const domain::Lead &person, const QStringList &plates);

} // namespace brokerdesk::cache
