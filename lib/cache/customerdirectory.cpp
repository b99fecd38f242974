#include "customerdirectory.h"

#include "offline/offlinestore.h"

#include "domain/affinity.h"
#include "domain/documents.h"
#include "domain/items.h"
#include "domain/policy.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>

#include <algorithm>

namespace brokerdesk::cache {

namespace {

constexpr quint32 applicationId = 0x42444355; // "BDCU"

bool backfillPhoneKeys(QSqlDatabase &db, QString *error)
{
    QSqlQuery read(db);
    QSqlQuery write(db);
    write.prepare(QStringLiteral("UPDATE customers SET phone_key = ? WHERE id = ?"));
    bool ok = read.exec(QStringLiteral("SELECT id, person FROM customers"));
    while (ok && read.next()) {
        const QString phone = QJsonDocument::fromJson(read.value(1).toByteArray())
                                  .object()
                                  .value(QLatin1String("phone"))
                                  .toString();
        const QString key = phoneKey(phone);
        write.addBindValue(key.isEmpty() ? QVariant() : QVariant(key));
        write.addBindValue(read.value(0));
        ok = write.exec();
    }
    if (!ok && error)
        *error = (read.lastError().isValid() ? read : write).lastError().text();
    return ok;
}

QList<Migration> migrations()
{
    return {
        {{
            // `document` (normalized CPF/CNPJ) and `email` (lower case) are what records merge
            // by; `person` is the merged person in the lead's wire shape.
            QStringLiteral("CREATE TABLE customers (id INTEGER PRIMARY KEY, document TEXT UNIQUE, "
                           "email TEXT, name TEXT NOT NULL, name_key TEXT NOT NULL, "
                           "person TEXT NOT NULL, plates TEXT, "
                           "updated TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX customers_email ON customers (email)"),
            QStringLiteral("CREATE INDEX customers_name ON customers (name_key, id)"),
            // One row per search term: a word is found by an index range over its prefix.
            // The customer's name_key rides along, so matches sort by name within this table.
            QStringLiteral("CREATE TABLE customer_terms (term TEXT NOT NULL, "
                           "customer_id INTEGER NOT NULL, name_key TEXT NOT NULL, "
                           "PRIMARY KEY (term, customer_id)) WITHOUT ROWID"),
            QStringLiteral(
                "CREATE INDEX customer_terms_customer ON customer_terms (customer_id, term)"),
            QStringLiteral("CREATE TABLE customer_links (source INTEGER NOT NULL, "
                           "ref_id TEXT NOT NULL, customer_id INTEGER NOT NULL, date TEXT, "
                           "PRIMARY KEY (source, ref_id))"),
            QStringLiteral("CREATE INDEX customer_links_customer ON customer_links (customer_id)"),
        }},
        {{
             // A merged entry keeps its row, person and links, and points at the customer it
             // shows as: undoing the merge only clears the pointer.
             QStringLiteral("ALTER TABLE customers ADD COLUMN merged_into INTEGER"),
             QStringLiteral("CREATE INDEX customers_merged ON customers (merged_into)"),
             QStringLiteral("ALTER TABLE customers ADD COLUMN phone_key TEXT"),
             QStringLiteral("CREATE INDEX customers_phone ON customers (phone_key)"),
             // The record as the service sent it, for the customer's view offline.
             QStringLiteral("ALTER TABLE customer_links ADD COLUMN record TEXT"),
             QStringLiteral("CREATE TABLE customer_merges (id INTEGER PRIMARY KEY, "
                            "kept_id INTEGER NOT NULL, merged_id INTEGER NOT NULL, "
                            "merged_at TEXT NOT NULL, undone_at TEXT)"),
             QStringLiteral("CREATE TABLE customer_distinct (first_id INTEGER NOT NULL, "
                            "second_id INTEGER NOT NULL, PRIMARY KEY (first_id, second_id)) "
                            "WITHOUT ROWID"),
         },
         backfillPhoneKeys},
    };
}

QString onlyAlnum(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text)
        if (c.isLetterOrNumber())
            out.append(c);
    return out;
}

QString documentOf(const domain::Lead &p)
{
    return documents::normalized(p.cpf.isEmpty() ? p.cnpj : p.cpf);
}

QString emailKey(const QString &email)
{
    return email.trimmed().toLower();
}

QString normalizedPlate(const QString &plate)
{
    return onlyAlnum(plate).toUpper();
}

// Newer values replace older ones; older values only fill what is empty.
void fill(QString &mine, const QString &theirs, bool newer)
{
    if (!theirs.isEmpty() && (newer || mine.isEmpty()))
        mine = theirs;
}

template <typename T> void fill(std::optional<T> &mine, const std::optional<T> &theirs, bool newer)
{
    if (theirs && (newer || !mine))
        mine = theirs;
}

void mergePerson(domain::Lead &mine, const domain::Lead &theirs, bool newer)
{
    fill(mine.name, theirs.name, newer);
    fill(mine.email, theirs.email, newer);
    fill(mine.phone, theirs.phone, newer);
    fill(mine.cpf, theirs.cpf, newer);
    fill(mine.cnpj, theirs.cnpj, newer);
    if (theirs.birthDate.isValid() && (newer || !mine.birthDate.isValid()))
        mine.birthDate = theirs.birthDate;
    fill(mine.gender, theirs.gender, newer);
    fill(mine.maritalStatus, theirs.maritalStatus, newer);
    fill(mine.occupationName, theirs.occupationName, newer);
    fill(mine.children, theirs.children, newer);
    fill(mine.incomeMonthly, theirs.incomeMonthly, newer);
    fill(mine.address, theirs.address, newer);
    // The lead's id stays the first one the service gave: quotes carry it.
    if (mine.id.isEmpty())
        mine.id = theirs.id;
}

domain::Lead personOfHolder(const QJsonObject &wire)
{
    const auto decoded = domain::fromJson<domain::Holder>(wire);
    return decoded ? domain::leadOf(decoded.value()) : domain::Lead();
}

QString plateOf(const QJsonObject &item)
{
    const auto vehicle = domain::fromJson<domain::Vehicle>(item);
    return vehicle ? normalizedPlate(vehicle.value().plate) : QString();
}

QStringList platesOf(const QJsonArray &items)
{
    QStringList out;
    for (const auto &item : items)
        if (const QString plate = plateOf(item.toObject()); !plate.isEmpty())
            out << plate;
    return out;
}

} // namespace

CustomerDirectory::CustomerDirectory()
    : m_file(applicationId, migrations(), tr("customer directory"))
{
}

OpenReport CustomerDirectory::open(const QString &path)
{
    m_statements.clear();
    OpenReport report = m_file.open(path);
    m_error = report.ok() ? QString() : report.message;
    return report;
}

void CustomerDirectory::close()
{
    m_statements.clear();
    m_file.close();
}

QSqlQuery &CustomerDirectory::statement(const QString &sql) const
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        QSqlQuery q(m_file.db());
        q.prepare(sql);
        it = m_statements.insert(sql, q);
    }
    return *it;
}

QString maskedDocument(const QString &document)
{
    const QString d = documents::normalized(document);
    if (d.size() == 11) // CPF: the middle six digits, as the government's own notices do
        return QStringLiteral("***.%1.%2-**").arg(d.mid(3, 3), d.mid(6, 3));
    if (d.size() == 14) // CNPJ: the company's root is public, the branch and digits are not
        return QStringLiteral("%1.%2.%3/****-**").arg(d.left(2), d.mid(2, 3), d.mid(5, 3));
    return d.isEmpty() ? QString() : QString(d.size(), u'*');
}

QStringList customerTerms(const domain::Lead &person, const QStringList &plates)
{
    QStringList terms = foldForSearch(person.name).split(u' ', Qt::SkipEmptyParts);
    for (QString &t : terms)
        t = onlyAlnum(t).isEmpty() ? t : onlyAlnum(t);
    const QString document = documentOf(person).toLower();
    if (!document.isEmpty())
        terms << document;
    const QString email = emailKey(person.email);
    if (!email.isEmpty())
        terms << email;
    // The phone as typed with or without the country code, and with or without the area code.
    QString phone = onlyAlnum(person.phone);
    if (!phone.isEmpty()) {
        terms << phone;
        if (phone.startsWith(QLatin1String("55")) && phone.size() >= 12)
            terms << (phone = phone.mid(2));
        if (phone.size() >= 10)
            terms << phone.mid(2);
    }
    for (const QString &plate : plates)
        terms << plate.toLower();
    terms.removeDuplicates();
    terms.removeAll(QString());
    return terms;
}

qint64 CustomerDirectory::findExisting(const QString &document, const QString &email) const
{
    if (!document.isEmpty()) {
        QSqlQuery &q = statement(QStringLiteral("SELECT id FROM customers WHERE document = ?"));
        q.addBindValue(document);
        const qint64 id = q.exec() && q.next() ? q.value(0).toLongLong() : 0;
        q.finish();
        if (id)
            return id;
    }
    if (email.isEmpty())
        return 0;
    // By e-mail: a person with no document yet, or, for a record with none, anyone with it.
    QSqlQuery &q = statement(
        document.isEmpty()
            ? QStringLiteral("SELECT id FROM customers WHERE email = ? ORDER BY id LIMIT 1")
            : QStringLiteral("SELECT id FROM customers WHERE email = ? AND document IS NULL "
                             "ORDER BY id LIMIT 1"));
    q.addBindValue(email);
    const qint64 id = q.exec() && q.next() ? q.value(0).toLongLong() : 0;
    q.finish();
    return id;
}

qint64 CustomerDirectory::absorb(const domain::Lead &incoming, const QDateTime &seen,
                                 const QStringList &plates, const CustomerLink &link)
{
    if (!isOpen()) {
        m_error = tr("The customer directory is not open.");
        return 0;
    }
    const QString document = documentOf(incoming);
    const QString email = emailKey(incoming.email);
    if (document.isEmpty() && email.isEmpty())
        return 0;
    const qint64 existing = findExisting(document, email);
    domain::Lead person = incoming;
    QStringList allPlates = plates;
    QDateTime updated = seen;
    if (existing) {
        const auto known = entry(existing);
        if (known) {
            person = known->person;
            mergePerson(person, incoming, seen >= known->updated);
            allPlates = known->plates + plates;
            allPlates.removeDuplicates();
            updated = std::max(seen, known->updated);
        }
    }
    const QString mergedDocument = documentOf(person);
    const QVariant documentValue = mergedDocument.isEmpty() ? QVariant() : mergedDocument;
    const QString name = person.name.isEmpty() ? person.email : person.name;
    const QString personJson =
        QString::fromUtf8(QJsonDocument(domain::toJson(person)).toJson(QJsonDocument::Compact));

    qint64 id = existing;
    QSqlQuery &write = statement(
        existing ? QStringLiteral("UPDATE customers SET document = ?, email = ?, name = ?, "
                                  "name_key = ?, person = ?, plates = ?, updated = ?, "
                                  "phone_key = ? WHERE id = ?")
                 : QStringLiteral("INSERT INTO customers (document, email, name, name_key, "
                                  "person, plates, updated, phone_key) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    write.addBindValue(documentValue);
    write.addBindValue(emailKey(person.email));
    write.addBindValue(name);
    write.addBindValue(foldForSearch(name)); // also beside each term, below
    write.addBindValue(personJson);
    write.addBindValue(allPlates.join(u' '));
    write.addBindValue(domain::toRfc3339(updated));
    const QString phone = phoneKey(person.phone);
    write.addBindValue(phone.isEmpty() ? QVariant() : QVariant(phone));
    if (existing)
        write.addBindValue(existing);
    if (!write.exec()) {
        m_error = write.lastError().text();
        return 0;
    }
    if (!existing)
        id = write.lastInsertId().toLongLong();
    write.finish();

    QSqlQuery &clear =
        statement(QStringLiteral("DELETE FROM customer_terms WHERE customer_id = ?"));
    clear.addBindValue(id);
    bool ok = clear.exec();
    QSqlQuery &term =
        statement(QStringLiteral("INSERT INTO customer_terms (term, customer_id, name_key) VALUES "
                                 "(?, ?, ?)"));
    const QString nameKey = foldForSearch(name);
    for (const QString &t : customerTerms(person, allPlates)) {
        term.addBindValue(t);
        term.addBindValue(id);
        term.addBindValue(nameKey);
        ok = ok && term.exec();
    }
    if (!link.id.isEmpty()) {
        QSqlQuery &l = statement(
            QStringLiteral("INSERT INTO customer_links (source, ref_id, customer_id, date, record) "
                           "VALUES (?, ?, ?, ?, ?) ON CONFLICT (source, ref_id) DO UPDATE SET "
                           "customer_id = excluded.customer_id, date = excluded.date, "
                           "record = COALESCE(excluded.record, customer_links.record)"));
        l.addBindValue(int(link.source));
        l.addBindValue(link.id);
        l.addBindValue(id);
        l.addBindValue(domain::toRfc3339(link.date));
        l.addBindValue(link.record.isEmpty()
                           ? QVariant()
                           : QVariant(QString::fromUtf8(
                                 QJsonDocument(link.record).toJson(QJsonDocument::Compact))));
        ok = ok && l.exec();
    }
    if (!ok) {
        m_error = tr("The customer directory could not be written.");
        return 0;
    }
    return id;
}

qint64 CustomerDirectory::addLead(const domain::Lead &lead)
{
    QSqlDatabase db = m_file.db();
    db.transaction();
    const QDateTime seen = lead.created.isValid() ? lead.created : QDateTime::currentDateTimeUtc();
    const qint64 id = absorb(lead, seen, {}, {CustomerSource::Lead, lead.id, seen, {}});
    if (id)
        db.commit();
    else
        db.rollback();
    return id ? rootOf(id) : 0;
}

int CustomerDirectory::addLeads(const QList<domain::Lead> &leads)
{
    QSqlDatabase db = m_file.db();
    db.transaction();
    int merged = 0;
    for (const domain::Lead &lead : leads) {
        const QDateTime seen =
            lead.created.isValid() ? lead.created : QDateTime::currentDateTimeUtc();
        if (absorb(lead, seen, {}, {CustomerSource::Lead, lead.id, seen, {}}))
            ++merged;
    }
    db.commit();
    return merged;
}

qint64 CustomerDirectory::addHolder(const QJsonObject &holder, CustomerSource source,
                                    const QString &id, const QDateTime &seen,
                                    const QStringList &plates)
{
    return addHolderRecord(holder, {source, id, seen, {}}, plates);
}

qint64 CustomerDirectory::addHolderRecord(const QJsonObject &holder, const CustomerLink &link,
                                          const QStringList &plates)
{
    QStringList normalized;
    for (const QString &p : plates)
        if (const QString plate = normalizedPlate(p); !plate.isEmpty())
            normalized << plate;
    qint64 customerId = 0;
    transaction([&] {
        customerId = absorb(personOfHolder(holder), link.date, normalized, link);
        return customerId != 0;
    });
    return customerId ? rootOf(customerId) : 0;
}

bool CustomerDirectory::transaction(const std::function<bool()> &work)
{
    QSqlDatabase db = m_file.db();
    db.transaction();
    if (work())
        return db.commit();
    db.rollback();
    return false;
}

qint64 CustomerDirectory::addRecord(CustomerSource source, const QJsonObject &record)
{
    using namespace domain;
    const bool affinity = source == CustomerSource::Affinity;
    const QJsonObject holder =
        record
            .value(QLatin1String(affinity ? affinitykey::affinityHolder : policykey::policyHolder))
            .toObject();
    QStringList plates = platesOf(record.value(QLatin1String("items")).toArray());
    if (const QString plate = plateOf(record.value(QLatin1String("item")).toObject());
        !plate.isEmpty())
        plates << plate;
    QDateTime seen =
        domain::parseTimestamp(record.value(QLatin1String(policykey::date)).toString());
    if (!seen.isValid()) // a sale in the office's list says when it was made as "created"
        seen = domain::parseTimestamp(record.value(QLatin1String("created")).toString());
    if (!seen.isValid())
        seen = QDateTime::currentDateTimeUtc();
    QJsonObject kept = record; // the holder is the customer's person already
    kept.remove(QLatin1String(affinity ? affinitykey::affinityHolder : policykey::policyHolder));
    return addHolderRecord(
        holder, {source, record.value(QLatin1String(policykey::id)).toString(), seen, kept},
        plates);
}

QList<CustomerSummary> CustomerDirectory::search(const QString &text, int limit) const
{
    QList<CustomerSummary> out;
    if (!isOpen())
        return out;
    // Each word is a prefix of some term, as typed or with its punctuation dropped
    // ("291.417.776-38", "abc-1d23").
    struct Word
    {
        QString condition; // over the alias %1
        QVariantList binds;
        qint64 matches = 0;
    };
    QList<Word> words;
    QStringList typedWords = foldForSearch(text).split(u' ', Qt::SkipEmptyParts);
    // A phone typed in pieces ("+55 11 98888 7777") is one number, as the directory keeps it.
    static const QRegularExpression phoneLike(QStringLiteral("^[0-9+() .-]+$"));
    if (typedWords.size() > 1 && phoneLike.match(text.trimmed()).hasMatch()) {
        const QString digits = onlyAlnum(text);
        const QString key = phoneKey(digits);
        if (digits.size() >= 8)
            typedWords = QStringList{key.isEmpty() ? digits : key};
    }
    for (const QString &typed : std::as_const(typedWords)) {
        Word w;
        w.condition = QStringLiteral("(%1.term >= ? AND %1.term < ?)");
        w.binds << typed << QString(typed + QChar(0xFFFF));
        const QString bare = onlyAlnum(typed);
        if (!bare.isEmpty() && bare != typed) {
            w.condition = QStringLiteral("(%1 OR (%2.term >= ? AND %2.term < ?))")
                              .arg(w.condition, QStringLiteral("%1"));
            w.binds << bare << QString(bare + QChar(0xFFFF));
        }
        words << w;
    }

    QSqlQuery q(m_file.db());
    q.setForwardOnly(true);
    QList<qint64> ids;
    if (words.isEmpty()) {
        q.prepare(QStringLiteral("SELECT id FROM customers WHERE merged_into IS NULL "
                                 "ORDER BY name_key, id LIMIT ?"));
        q.addBindValue(limit);
    } else {
        // The rarest word drives: its terms are sorted by name (kept beside each term, so the
        // sort never reads a customer row); the other words are checked per customer.
        if (words.size() > 1) {
            constexpr int cap = 20000;
            for (Word &w : words) {
                QSqlQuery count(m_file.db());
                count.prepare(QStringLiteral("SELECT COUNT(*) FROM (SELECT 1 FROM customer_terms "
                                             "t WHERE %1 LIMIT %2)")
                                  .arg(w.condition.arg(QStringLiteral("t")))
                                  .arg(cap));
                for (const QVariant &b : w.binds)
                    count.addBindValue(b);
                w.matches = count.exec() && count.next() ? count.value(0).toLongLong() : cap;
            }
            std::stable_sort(words.begin(), words.end(),
                             [](const Word &a, const Word &b) { return a.matches < b.matches; });
        }
        QString sql = QStringLiteral("SELECT t.customer_id FROM customer_terms t WHERE ") +
                      words.first().condition.arg(QStringLiteral("t"));
        QVariantList binds = words.first().binds;
        for (qsizetype i = 1; i < words.size(); ++i) {
            const QString alias = QStringLiteral("o%1").arg(i);
            sql += QStringLiteral(" AND EXISTS (SELECT 1 FROM customer_terms %1 WHERE "
                                  "%1.customer_id = t.customer_id AND %2)")
                       .arg(alias, words.at(i).condition.arg(alias));
            binds += words.at(i).binds;
        }
        sql += QStringLiteral(" GROUP BY t.name_key, t.customer_id ORDER BY t.name_key, "
                              "t.customer_id LIMIT ?");
        binds << limit;
        q.prepare(sql);
        for (const QVariant &b : binds)
            q.addBindValue(b);
    }
    if (!q.exec())
        return out;
    while (q.next())
        ids << q.value(0).toLongLong();
    q.finish();
    // An entry merged into another is found as that customer, once.
    QSet<qint64> seen;
    for (const qint64 id : std::as_const(ids)) {
        const qint64 root = rootOf(id);
        if (seen.contains(root))
            continue;
        seen.insert(root);
        if (auto s = summary(root))
            out << *s;
    }
    return out;
}

std::optional<CustomerSummary> CustomerDirectory::summary(qint64 id) const
{
    QSqlQuery &row = statement(
        QStringLiteral("SELECT name, document, email, person, plates FROM customers WHERE id = ?"));
    row.addBindValue(id);
    if (!row.exec() || !row.next())
        return std::nullopt;
    CustomerSummary s;
    s.id = id;
    s.name = row.value(0).toString();
    s.document = row.value(1).toString();
    s.email = row.value(2).toString();
    const auto person = domain::fromJson<domain::Lead>(
        QJsonDocument::fromJson(row.value(3).toByteArray()).object());
    if (person)
        s.phone = person.value().phone;
    s.plates = row.value(4).toString().split(u' ', Qt::SkipEmptyParts);
    row.finish();
    return s;
}

std::optional<Customer> CustomerDirectory::customerFor(const QString &document,
                                                       const QString &email) const
{
    const qint64 id = findExisting(documents::normalized(document), emailKey(email));
    return id > 0 ? customer(id) : std::nullopt;
}

std::optional<Customer> CustomerDirectory::customer(qint64 id) const
{
    const QList<qint64> ids = entriesOf(id);
    if (ids.isEmpty())
        return std::nullopt;
    auto c = entry(ids.first());
    if (!c)
        return std::nullopt;
    // The kept entry's values stand; the others only fill what it lacks.
    for (qsizetype i = 1; i < ids.size(); ++i) {
        const auto other = entry(ids.at(i));
        if (!other)
            continue;
        mergePerson(c->person, other->person, false);
        c->plates += other->plates;
        c->links += other->links;
        c->updated = std::max(c->updated, other->updated);
    }
    c->plates.removeDuplicates();
    std::stable_sort(c->links.begin(), c->links.end(),
                     [](const CustomerLink &a, const CustomerLink &b) { return a.date > b.date; });
    return c;
}

std::optional<Customer> CustomerDirectory::entry(qint64 id) const
{
    QSqlQuery &q =
        statement(QStringLiteral("SELECT person, plates, updated FROM customers WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    Customer c;
    c.id = id;
    const auto person =
        domain::fromJson<domain::Lead>(QJsonDocument::fromJson(q.value(0).toByteArray()).object());
    if (person)
        c.person = person.value();
    c.plates = q.value(1).toString().split(u' ', Qt::SkipEmptyParts);
    c.updated = domain::parseTimestamp(q.value(2).toString());
    q.finish();
    QSqlQuery &l = statement(QStringLiteral("SELECT source, ref_id, date, record FROM "
                                            "customer_links WHERE customer_id = ? "
                                            "ORDER BY date DESC"));
    l.addBindValue(id);
    if (l.exec())
        while (l.next())
            c.links << CustomerLink{CustomerSource(l.value(0).toInt()), l.value(1).toString(),
                                    domain::parseTimestamp(l.value(2).toString()),
                                    QJsonDocument::fromJson(l.value(3).toByteArray()).object()};
    l.finish();
    return c;
}

qint64 CustomerDirectory::count() const
{
    QSqlQuery &q =
        statement(QStringLiteral("SELECT COUNT(*) FROM customers WHERE merged_into IS NULL"));
    const qint64 n = q.exec() && q.next() ? q.value(0).toLongLong() : 0;
    q.finish();
    return n;
}

QByteArray CustomerDirectory::exportJson(qint64 id) const
{
    const auto c = customer(id);
    if (!c)
        return {};
    static const QStringList sources{QString(),
                                     QStringLiteral("lead"),
                                     QStringLiteral("quote"),
                                     QStringLiteral("sale"),
                                     QStringLiteral("policy"),
                                     QStringLiteral("affinity")};
    QJsonArray records;
    for (const CustomerLink &link : c->links)
        records.append(QJsonObject{{QStringLiteral("source"), sources.value(int(link.source))},
                                   {QStringLiteral("id"), link.id},
                                   {QStringLiteral("date"), domain::toRfc3339(link.date)}});
    return QJsonDocument(
               QJsonObject{{QStringLiteral("customer"), domain::toJson(c->person)},
                           {QStringLiteral("plates"), QJsonArray::fromStringList(c->plates)},
                           {QStringLiteral("records"), records}})
        .toJson(QJsonDocument::Indented);
}

} // namespace brokerdesk::cache
