#include "cache/customerdirectory.h"

#include <QJsonArray>
#include <QJsonDocument>
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

    void maskedDocument_showsOnlyTheMiddleDigits()
    {
        QCOMPARE(maskedDocument(u"291.417.776-38"_s), u"***.417.776-**"_s);
        QCOMPARE(maskedDocument(u"11222333000181"_s), u"11.222.333/****-**"_s);
        QCOMPARE(maskedDocument({}), QString());
    }
};

QTEST_GUILESS_MAIN(TestCustomerDirectory)
#include "tst_customerdirectory.moc"
