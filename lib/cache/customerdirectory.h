#pragma once

#include "sqlite/sqlitefile.h"

#include "domain/lead.h"

#include <QHash>
#include <QSqlQuery>

#include <functional>
#include <optional>

namespace brokerdesk::cache {

// Where the desk met a customer.
enum class CustomerSource { Lead = 1, Quote = 2, Sale = 3, Policy = 4, Affinity = 5 };

struct CustomerLink
{
    CustomerSource source = CustomerSource::Lead;
    QString id; // the lead, quote, sale, policy or affinity id
    QDateTime date;
    // The record as the service sent it, its holder left out (empty for a lead and for links
    // written before the directory kept them): what the customer's view shows offline.
    QJsonObject record;
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
    QDateTime updated;         // the newest record that fed it
    QList<CustomerLink> links; // of every entry merged into it too, newest first

    // The service's lead for this person, when one was recorded; empty otherwise.
    QString leadId() const
    {
        for (const CustomerLink &link : links)
            if (link.source == CustomerSource::Lead && !link.id.isEmpty())
                return link.id;
        return {};
    }
};

// Two customers the directory suspects are one person (never the same CPF/CNPJ: those are one
// customer already), and why.
struct PossibleDuplicate
{
    enum Reason { SameName = 1, SamePhone = 2, SameEmail = 4 };
    CustomerSummary first; // the older entry: the one a merge keeps
    CustomerSummary second;
    int reasons = 0; // Reason flags
};

// A merge the broker made: `mergedId` shows as part of `keptId` until it is undone.
struct CustomerMerge
{
    qint64 id = 0;
    qint64 keptId = 0;
    qint64 mergedId = 0;
    QString keptName;
    QString mergedName;
    QDateTime at;
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
    qint64 count() const; // customers, each merge counting once

    // Pairs of customers that may be one person: the same name (any document), phone or e-mail;
    // none the broker said are different people. Up to `limit`, by their older entry.
    QList<PossibleDuplicate> possibleDuplicates(int limit = 100) const;
    // Shows `other` (and whatever was merged into it) as part of `keep`. Nothing is rewritten:
    // each entry keeps its own person and records, so undoMerge() restores both exactly. The
    // merge's id, or 0 (lastError()) when either is unknown or already merged away.
    qint64 merge(qint64 keep, qint64 other);
    bool undoMerge(qint64 mergeId);
    // The merges in force, newest first: what "Undo" offers.
    QList<CustomerMerge> merges(int limit = 50) const;
    // The broker says these two are different people: no longer offered as duplicates.
    bool markDistinct(qint64 first, qint64 second);
    // The customer an entry shows as (itself, or the customer it was merged into).
    qint64 rootOf(qint64 id) const;
    // `id`'s customer and every entry merged into it: the keys other stores hold for it.
    QList<qint64> entriesOf(qint64 id) const;

    // {"customer": {...}, "plates": [...], "records": [{"source", "id", "date"}]}, indented:
    // what the desk holds of one person, for the person (LGPD).
    QByteArray exportJson(qint64 id) const;

private:
    qint64 absorb(const domain::Lead &person, const QDateTime &seen, const QStringList &plates,
                  const CustomerLink &link);
    qint64 findExisting(const QString &document, const QString &email) const;
    qint64 addHolderRecord(const QJsonObject &holder, const CustomerLink &link,
                           const QStringList &plates);
    std::optional<Customer> entry(qint64 id) const; // one entry, merges left aside
    std::optional<CustomerSummary> summary(qint64 id) const;
    bool transaction(const std::function<bool()> &work);
    // A prepared statement of this connection, kept for the next call (a first sync merges
    // thousands of records).
    QSqlQuery &statement(const QString &sql) const;

    SqliteFile m_file;
    mutable QHash<QString, QSqlQuery> m_statements;
    QString m_error;
};

// A CPF or CNPJ as lists show it (LGPD): only the middle digits, "***.417.776-**".
QString maskedDocument(const QString &document);
// A phone as the directory compares it: digits, without +55 nor a leading trunk 0; empty below
// ten digits (no area code: too many people share it).
QString phoneKey(const QString &phone);
// Search terms of a person: name words, document, e-mail, phone forms and plates, folded.
QStringList customerTerms(const domain::Lead &person, const QStringList &plates);

} // namespace brokerdesk::cache
