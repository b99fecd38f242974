#include "cache/customerdirectory.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::cache;
using namespace Qt::StringLiterals;

namespace {

QJsonObject holder(const QString &first, const QString &last, const QString &cpf,
                   const QString &email = {})
{
    QJsonObject h{{u"first_name"_s, first}, {u"last_name"_s, last}, {u"cpf"_s, cpf}};
    if (!email.isEmpty())
        h.insert(u"contact"_s, QJsonObject{{u"email"_s, email}});
    return h;
}

QJsonObject policy(const QString &id, const QJsonObject &holder, const QString &plate,
                   const QString &date)
{
    return {{u"id"_s, id},
            {u"policy_holder"_s, holder},
            {u"item"_s, QJsonObject{{u"plate"_s, plate},
                                    {u"brand_name"_s, u"Fiat"_s},
                                    {u"model_name"_s, u"Argo"_s},
                                    {u"model_year"_s, 2021}}},
            {u"date"_s, date}};
}

domain::Lead lead(const QString &name, const QString &email)
{
    domain::Lead l;
    l.id = u"lead-"_s + email;
    l.name = name;
    l.email = email;
    l.created = QDateTime(QDate(2026, 1, 10), QTime(12, 0), Qt::UTC);
    return l;
}

QStringList names(const QList<CustomerSummary> &rows)
{
    QStringList out;
    for (const CustomerSummary &r : rows)
        out << r.name;
    return out;
}

} // namespace

// The desk's customer directory over a real SQLite file: merging by document, else e-mail, and
// search by name (accents and case ignored), document, e-mail, phone and plate.
class TestCustomerDirectory : public QObject
{
    Q_OBJECT
    QTemporaryDir dir;
    std::unique_ptr<CustomerDirectory> d;

private slots:
    void init()
    {
        d = std::make_unique<CustomerDirectory>();
        QVERIFY(
            d->open(dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + u".sqlite"_s))
                .ok());
    }

    void twoHoldersWithOneCpf_areOneCustomer()
    {
        const qint64 a =
            d->addRecord(CustomerSource::Policy,
                         policy(u"p1"_s, holder(u"João"_s, u"Silva"_s, u"291.417.776-38"_s),
                                u"ABC1D23"_s, u"2026-02-01T10:00:00Z"_s));
        const qint64 b =
            d->addRecord(CustomerSource::Affinity,
                         {{u"id"_s, u"a1"_s},
                          {u"affinity_holder"_s, holder(u"João"_s, u"da Silva"_s, u"29141777638"_s,
                                                        u"joao@example.com"_s)},
                          {u"date"_s, u"2026-03-01T10:00:00Z"_s}});
        QVERIFY(a > 0);
        QCOMPARE(b, a);
        QCOMPARE(d->count(), 1);
        const auto c = d->customer(a);
        QVERIFY(c);
        // The newer record's name wins; the older one's plate stays.
        QCOMPARE(c->person.name, u"João da Silva"_s);
        QCOMPARE(c->person.email, u"joao@example.com"_s);
        QCOMPARE(c->plates, QStringList{u"ABC1D23"_s});
        QCOMPARE(c->links.size(), 2);
        QCOMPARE(c->links.first().source, CustomerSource::Affinity);
    }

    void anOlderRecord_onlyFillsWhatIsMissing()
    {
        QJsonObject newer = holder(u"Ana"_s, u"Souza"_s, u"29141777638"_s);
        newer.insert(u"marital_status"_s, u"married"_s);
        QJsonObject older = holder(u"Ana"_s, u"Pereira"_s, u"29141777638"_s);
        older.insert(u"marital_status"_s, u"single"_s);
        older.insert(u"gender"_s, u"female"_s);
        const qint64 id = d->addRecord(CustomerSource::Policy,
                                       policy(u"p2"_s, newer, {}, u"2026-05-01T00:00:00Z"_s));
        QVERIFY2(id > 0, qPrintable(d->lastError()));
        QCOMPARE(d->addRecord(CustomerSource::Policy,
                              policy(u"p1"_s, older, {}, u"2025-05-01T00:00:00Z"_s)),
                 id);
        const auto c = d->customer(id);
        QVERIFY(c);
        QCOMPARE(c->person.name, u"Ana Souza"_s);
        QCOMPARE(c->person.maritalStatus, u"married"_s);
        QCOMPARE(c->person.gender, u"female"_s);
    }

    void aLeadWithoutDocument_mergesByEmail_andKeepsItsLeadId()
    {
        const qint64 id = d->addLead(lead(u"Carla Dias"_s, u"Carla@Example.com"_s));
        QVERIFY(id > 0);
        const qint64 same =
            d->addHolder(holder(u"Carla"_s, u"Dias"_s, u"29141777638"_s, u"carla@example.com"_s),
                         CustomerSource::Quote, u"q1"_s, QDateTime::currentDateTimeUtc());
        QCOMPARE(same, id);
        QCOMPARE(d->customer(id)->person.id, u"lead-Carla@Example.com"_s);
        QCOMPARE(d->customer(id)->person.cpf, u"29141777638"_s);
        // Another e-mail and another CPF: another person.
        QVERIFY(d->addLead(lead(u"Carla Dias"_s, u"outra@example.com"_s)) != id);
        QCOMPARE(d->count(), 2);
    }

    void aRecordWithNeitherDocumentNorEmail_isNotACustomer()
    {
        QCOMPARE(d->addHolder({{u"first_name"_s, u"Sem"_s}, {u"last_name"_s, u"Nada"_s}},
                              CustomerSource::Quote, u"q9"_s, QDateTime::currentDateTimeUtc()),
                 0);
        QCOMPARE(d->count(), 0);
    }

    void search_findsJoaoFromJoao_whateverTheAccentsAndCase()
    {
        d->addRecord(CustomerSource::Policy,
                     policy(u"p1"_s, holder(u"João"_s, u"Conceição"_s, u"29141777638"_s),
                            u"BRA2E19"_s, u"2026-02-01T10:00:00Z"_s));
        d->addLead(lead(u"Joana Prado"_s, u"joana@example.com"_s));
        d->addLead(lead(u"Pedro João"_s, u"pedro@example.com"_s));
        d->addLead(lead(u"Mário Lopes"_s, u"mario@example.com"_s));
        QCOMPARE(names(d->search(u"joao"_s)), (QStringList{u"João Conceição"_s, u"Pedro João"_s}));
        QCOMPARE(names(d->search(u"JOÃO conc"_s)), QStringList{u"João Conceição"_s});
        QCOMPARE(names(d->search(u"jo"_s)),
                 (QStringList{u"Joana Prado"_s, u"João Conceição"_s, u"Pedro João"_s}));
        QCOMPARE(names(d->search(u"mario"_s)), QStringList{u"Mário Lopes"_s});
        QVERIFY(d->search(u"ario"_s).isEmpty()); // words match from their start
        QCOMPARE(d->search({}).size(), 4);
    }

    void search_findsByDocumentEmailPhoneAndPlate()
    {
        QJsonObject h = holder(u"Rita"_s, u"Alves"_s, u"29141777638"_s, u"rita@example.com"_s);
        h.insert(u"contact"_s, QJsonObject{{u"email"_s, u"rita@example.com"_s},
                                           {u"phone"_s, u"+55 (11) 98888-7777"_s}});
        const qint64 id = d->addRecord(
            CustomerSource::Policy, policy(u"p1"_s, h, u"ABC-1D23"_s, u"2026-02-01T10:00:00Z"_s));
        d->addLead(lead(u"Outra Pessoa"_s, u"outra@example.com"_s));
        for (const QString &typed :
             {u"291.417.776-38"_s, u"29141777"_s, u"rita@exa"_s, u"RITA@EXAMPLE.COM"_s,
              u"5511988887777"_s, u"11988887777"_s, u"98888-7777"_s, u"abc1d23"_s, u"ABC-1D23"_s}) {
            const auto rows = d->search(typed);
            QVERIFY2(rows.size() == 1 && rows.first().id == id, qPrintable(typed));
        }
        QVERIFY(d->search(u"123.456"_s).isEmpty());
    }

    void directory_survivesReopening_soSearchWorksOffline()
    {
        const QString path = dir.filePath(u"reopened.sqlite"_s);
        {
            CustomerDirectory first;
            QVERIFY(first.open(path).ok());
            QVERIFY(first.addLead(lead(u"Lúcia Reis"_s, u"lucia@example.com"_s)) > 0);
        }
        CustomerDirectory again;
        QVERIFY(again.open(path).ok());
        QCOMPARE(names(again.search(u"lucia"_s)), QStringList{u"Lúcia Reis"_s});
    }

    void export_holdsThePersonThePlatesAndTheRecords()
    {
        const qint64 id = d->addRecord(
            CustomerSource::Policy, policy(u"p7"_s, holder(u"João"_s, u"Silva"_s, u"29141777638"_s),
                                           u"ABC1D23"_s, u"2026-02-01T10:00:00Z"_s));
        const QJsonObject doc = QJsonDocument::fromJson(d->exportJson(id)).object();
        QCOMPARE(doc[u"customer"_s][u"cpf"_s].toString(), u"29141777638"_s);
        QCOMPARE(doc[u"plates"_s].toArray().first().toString(), u"ABC1D23"_s);
        QCOMPARE(doc[u"records"_s][0][u"source"_s].toString(), u"policy"_s);
        QCOMPARE(doc[u"records"_s][0][u"id"_s].toString(), u"p7"_s);
        QVERIFY(d->exportJson(id + 100).isEmpty());
    }

    void aLeadAndAHolderWithOneCnpjTypedDifferently_areOneCustomer()
    {
        domain::Lead company = lead(u"Padaria Aurora"_s, u"contato@aurora.com.br"_s);
        company.cnpj = u"11.222.333/0001-81"_s;
        const qint64 id = d->addLead(company);
        QVERIFY2(id > 0, qPrintable(d->lastError()));
        QJsonObject h{{u"corporate_name"_s, u"Padaria Aurora Ltda"_s},
                      {u"cnpj"_s, u"11222333000181"_s}};
        const qint64 same =
            d->addHolder(h, CustomerSource::Quote, u"q1"_s, QDateTime::currentDateTimeUtc());
        QCOMPARE(same, id);
        QCOMPARE(d->count(), 1);
        QCOMPARE(d->customerFor(u"11.222.333/0001-81"_s, {})->id, id);
        QVERIFY(d->possibleDuplicates().isEmpty());
    }

    void possibleDuplicates_areTheSameNamePhoneOrEmail_withAnotherOrNoDocument()
    {
        // The same name, one with a CPF and one (a lead) without.
        const qint64 maria = d->addRecord(
            CustomerSource::Policy, policy(u"p1"_s, holder(u"Maria"_s, u"Lima"_s, u"12345678909"_s),
                                           u"ABC1D23"_s, u"2026-02-01T10:00:00Z"_s));
        const qint64 mariaLead = d->addLead(lead(u"MARIA LIMA"_s, u"maria@example.com"_s));
        // Two CPFs, one phone written two ways.
        QJsonObject pedro = holder(u"Pedro"_s, u"Reis"_s, u"98765432100"_s);
        pedro.insert(u"contact"_s, QJsonObject{{u"phone"_s, u"+55 (11) 98888-7777"_s}});
        QJsonObject pedroAgain = holder(u"Pedro Henrique"_s, u"Reis"_s, u"11144477735"_s);
        pedroAgain.insert(u"contact"_s, QJsonObject{{u"phone"_s, u"011 988887777"_s}});
        const qint64 p1 =
            d->addHolder(pedro, CustomerSource::Quote, u"q1"_s, QDateTime::currentDateTimeUtc());
        const qint64 p2 = d->addHolder(pedroAgain, CustomerSource::Quote, u"q2"_s,
                                       QDateTime::currentDateTimeUtc());
        // Someone else entirely.
        d->addLead(lead(u"Outra Pessoa"_s, u"outra@example.com"_s));
        QVERIFY(maria && mariaLead && p1 && p2);
        QCOMPARE(d->count(), 5);

        const QList<PossibleDuplicate> pairs = d->possibleDuplicates();
        QCOMPARE(pairs.size(), 2);
        QCOMPARE(pairs.at(0).first.id, maria);
        QCOMPARE(pairs.at(0).second.id, mariaLead);
        QCOMPARE(pairs.at(0).reasons, int(PossibleDuplicate::SameName));
        QCOMPARE(pairs.at(1).first.id, p1);
        QCOMPARE(pairs.at(1).second.id, p2);
        QCOMPARE(pairs.at(1).reasons, int(PossibleDuplicate::SamePhone));

        QVERIFY(d->markDistinct(p2, p1));
        QCOMPARE(d->possibleDuplicates().size(), 1);
    }

    void merge_showsEveryRecordOfBoth_andUndoRestoresEachAsItWas()
    {
        const qint64 kept = d->addRecord(
            CustomerSource::Policy, policy(u"p1"_s, holder(u"Maria"_s, u"Lima"_s, u"12345678909"_s),
                                           u"ABC1D23"_s, u"2026-02-01T10:00:00Z"_s));
        const qint64 other =
            d->addHolder(holder(u"Maria"_s, u"Lima"_s, u"52998224725"_s, u"maria@example.com"_s),
                         CustomerSource::Quote, u"q1"_s,
                         QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC), {u"XYZ-9A87"_s});
        d->addRecord(CustomerSource::Sale,
                     {{u"id"_s, u"s1"_s},
                      {u"policy_holder"_s, holder(u"Maria"_s, u"Lima"_s, u"52998224725"_s)},
                      {u"created"_s, u"2026-03-02T10:00:00Z"_s}});
        const auto before = d->customer(other);
        QVERIFY(before);

        const qint64 mergeId = d->merge(kept, other);
        QVERIFY2(mergeId > 0, qPrintable(d->lastError()));
        QCOMPARE(d->count(), 1);
        const auto merged = d->customer(kept);
        QVERIFY(merged);
        QCOMPARE(merged->links.size(), 3);              // the policy, the quote and the sale
        QCOMPARE(merged->person.cpf, u"12345678909"_s); // the kept entry's document stands
        QCOMPARE(merged->person.email, u"maria@example.com"_s); // the other's fills a gap
        QCOMPARE(merged->plates, (QStringList{u"ABC1D23"_s, u"XYZ9A87"_s}));
        QCOMPARE(d->entriesOf(other), (QList<qint64>{kept, other}));
        // Found by either document, plate or e-mail, as the one customer.
        for (const QString &typed : {u"52998224725"_s, u"12345678909"_s, u"xyz9a87"_s, u"maria"_s})
            QCOMPARE(d->search(typed).size(), 1);
        QCOMPARE(d->search(u"52998224725"_s).first().id, kept);
        // A record of the merged entry arriving later shows under the customer too.
        QCOMPARE(d->addHolder(holder(u"Maria"_s, u"Lima"_s, u"52998224725"_s),
                              CustomerSource::Policy, u"p2"_s, QDateTime::currentDateTimeUtc()),
                 kept);
        QCOMPARE(d->customer(kept)->links.size(), 4);
        QVERIFY(d->possibleDuplicates().isEmpty());
        QVERIFY(d->merge(kept, other) == 0); // already merged

        QVERIFY(d->undoMerge(mergeId));
        QVERIFY(!d->undoMerge(mergeId));
        QCOMPARE(d->count(), 2);
        QCOMPARE(d->customer(kept)->links.size(), 1);
        const auto after = d->customer(other);
        QCOMPARE(after->links.size(), before->links.size() + 1); // its own, and the later one
        QCOMPARE(after->person.cpf, u"52998224725"_s);
        QCOMPARE(after->plates, QStringList{u"XYZ9A87"_s});
        QCOMPARE(d->possibleDuplicates().size(), 1);
    }

    void aMergeAndItsUndo_surviveReopeningTheFile()
    {
        const QString path = dir.filePath(u"merges.sqlite"_s);
        qint64 kept = 0;
        qint64 other = 0;
        {
            CustomerDirectory first;
            QVERIFY(first.open(path).ok());
            kept = first.addHolder(holder(u"Rui"_s, u"Costa"_s, u"12345678909"_s),
                                   CustomerSource::Quote, u"q1"_s, QDateTime::currentDateTimeUtc());
            other = first.addLead(lead(u"Rui Costa"_s, u"rui@example.com"_s));
            QVERIFY(first.merge(kept, other) > 0);
        }
        qint64 mergeId = 0;
        {
            CustomerDirectory again;
            QVERIFY(again.open(path).ok());
            QCOMPARE(again.count(), 1);
            const QList<CustomerMerge> merges = again.merges();
            QCOMPARE(merges.size(), 1);
            QCOMPARE(merges.first().keptId, kept);
            QCOMPARE(merges.first().mergedName, u"Rui Costa"_s);
            mergeId = merges.first().id;
            QVERIFY(again.undoMerge(mergeId));
        }
        CustomerDirectory last;
        QVERIFY(last.open(path).ok());
        QCOMPARE(last.count(), 2);
        QVERIFY(last.merges().isEmpty());
        QCOMPARE(last.customer(other)->links.first().source, CustomerSource::Lead);
    }

    void search_findsAPhoneTypedInPieces_andThePlateOfAQuotedItem()
    {
        QJsonObject h = holder(u"Rita"_s, u"Alves"_s, u"29141777638"_s);
        h.insert(u"contact"_s, QJsonObject{{u"phone"_s, u"(11) 98888-7777"_s}});
        const QJsonObject quote{{u"id"_s, u"q1"_s},
                                {u"policy_holder"_s, h},
                                {u"items"_s, QJsonArray{QJsonObject{{u"plate"_s, u"RIO2A18"_s},
                                                                    {u"brand_name"_s, u"VW"_s},
                                                                    {u"model_name"_s, u"Gol"_s},
                                                                    {u"model_year"_s, 2020}}}},
                                {u"date"_s, u"2026-02-01T10:00:00Z"_s}};
        const qint64 id = d->addRecord(CustomerSource::Quote, quote);
        d->addLead(lead(u"Outra Pessoa"_s, u"outra@example.com"_s));
        for (const QString &typed : {u"+55 11 98888 7777"_s, u"(11) 98888-7777"_s,
                                     u"0 11 98888 7777"_s, u"rio-2a18"_s, u"RIO2A18"_s}) {
            const auto rows = d->search(typed);
            QVERIFY2(rows.size() == 1 && rows.first().id == id, qPrintable(typed));
        }
        // The quote is kept with the link, its holder left out (the person holds that).
        const auto c = d->customer(id);
        QCOMPARE(c->links.first().record.value(u"items"_s).toArray().size(), 1);
        QVERIFY(!c->links.first().record.contains(u"policy_holder"_s));
    }

    void phoneKey_ignoresCountryCodeTrunkZeroAndPunctuation()
    {
        QCOMPARE(phoneKey(u"+55 (11) 98888-7777"_s), u"11988887777"_s);
        QCOMPARE(phoneKey(u"011 98888 7777"_s), u"11988887777"_s);
        QCOMPARE(phoneKey(u"(21) 3333-4444"_s), u"2133334444"_s);
        QCOMPARE(phoneKey(u"98888-7777"_s), QString()); // no area code: not a key
    }

    void aVersion1File_isMigrated_itsPhonesCompared_andItsCustomersKept()
    {
        // A directory as the desk wrote it before merges: two people, one phone.
        const QString path = dir.filePath(u"version1.sqlite"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v1"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (const QString &sql :
                 {u"PRAGMA application_id = 1111769941"_s, // "BDCU"
                  u"CREATE TABLE customers (id INTEGER PRIMARY KEY, document TEXT UNIQUE, "
                  "email TEXT, name TEXT NOT NULL, name_key TEXT NOT NULL, "
                  "person TEXT NOT NULL, plates TEXT, updated TEXT NOT NULL)"_s,
                  u"CREATE INDEX customers_email ON customers (email)"_s,
                  u"CREATE INDEX customers_name ON customers (name_key, id)"_s,
                  u"CREATE TABLE customer_terms (term TEXT NOT NULL, customer_id INTEGER NOT "
                  "NULL, name_key TEXT NOT NULL, PRIMARY KEY (term, customer_id)) WITHOUT ROWID"_s,
                  u"CREATE INDEX customer_terms_customer ON customer_terms (customer_id, term)"_s,
                  u"CREATE TABLE customer_links (source INTEGER NOT NULL, ref_id TEXT NOT NULL, "
                  "customer_id INTEGER NOT NULL, date TEXT, PRIMARY KEY (source, ref_id))"_s,
                  u"CREATE INDEX customer_links_customer ON customer_links (customer_id)"_s,
                  u"INSERT INTO customers VALUES (1, '12345678909', '', 'Pedro Reis', "
                  "'pedro reis', '{\"name\":\"Pedro Reis\",\"cpf\":\"12345678909\","
                  "\"phone\":\"+55 11 98888-7777\"}', '', '2025-01-01T00:00:00Z')"_s,
                  u"INSERT INTO customers VALUES (2, '98765432100', '', 'Pedro H. Reis', "
                  "'pedro h. reis', '{\"name\":\"Pedro H. Reis\",\"cpf\":\"98765432100\","
                  "\"phone\":\"(11) 98888-7777\"}', '', '2025-02-01T00:00:00Z')"_s,
                  u"INSERT INTO customer_terms VALUES ('pedro', 1, 'pedro reis')"_s,
                  u"INSERT INTO customer_links VALUES (4, 'p1', 1, '2025-01-01T00:00:00Z')"_s,
                  u"PRAGMA user_version = 1"_s})
                QVERIFY2(q.exec(sql), qPrintable(q.lastError().text() + u" in "_s + sql));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"v1"_s);
        CustomerDirectory migrated;
        const OpenReport report = migrated.open(path);
        QVERIFY2(report.ok(), qPrintable(report.message));
        QCOMPARE(report.fromVersion, 1);
        QCOMPARE(report.toVersion, 2);
        QCOMPARE(migrated.count(), 2);
        QCOMPARE(migrated.customer(1)->links.size(), 1);
        QCOMPARE(migrated.search(u"pedro"_s).size(), 1);
        const QList<PossibleDuplicate> pairs = migrated.possibleDuplicates();
        QCOMPARE(pairs.size(), 1);
        QCOMPARE(pairs.first().reasons, int(PossibleDuplicate::SamePhone));
    }

    void maskedDocument_showsOnlyTheMiddleDigits()
    {
        QCOMPARE(maskedDocument(u"291.417.776-38"_s), u"***.417.776-**"_s);
        QCOMPARE(maskedDocument(u"11222333000181"_s), u"11.222.333/****-**"_s);
        QCOMPARE(maskedDocument({}), QString());
    }
};

QTEST_GUILESS_MAIN(TestCustomerDirectory)
#include "tst_customerdirectory.moc"
