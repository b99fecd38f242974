#include "domain/installmentplan.h"
#include "offline/offlineschema.h"
#include "offline/offlinestore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk::cache;
namespace domain = brokerdesk::domain;
using namespace Qt::StringLiterals;
using Outcome = OpenReport::Outcome;
using Problem = OpenReport::Problem;

namespace {

QJsonObject brokerProduct(const QString &id, const QString &name)
{
    return {{u"id"_s, id},
            {u"name"_s, name},
            {u"product"_s,
             QJsonObject{{u"id"_s, QString(u"pr-"_s + id)}, {u"name"_s, u"Auto Mais"_s}}}};
}

QJsonObject request(const QString &first, const QString &last, const QString &plate)
{
    const QJsonObject holder{
        {u"first_name"_s, first}, {u"last_name"_s, last}, {u"cpf"_s, u"29141777638"_s}};
    const QJsonObject item{{u"plate"_s, plate},
                           {u"brand_name"_s, u"Volkswagen"_s},
                           {u"model_name"_s, u"Gol"_s},
                           {u"model_year"_s, 2022}};
    return {{u"quote_request_id"_s, u"qr-01"_s},    {u"plan_id"_s, u"pl-basic"_s},
            {u"lifetime_start"_s, u"2026-12-01"_s}, {u"lifetime_end"_s, u"2027-12-01"_s},
            {u"policy_holder"_s, holder},           {u"items"_s, QJsonArray{item}}};
}

QJsonObject installment(const QString &id, int quantity, qint64 amount, qint64 total,
                        const QStringList &methods)
{
    return {{u"id"_s, id},
            {u"amount"_s, amount},
            {u"total_amount"_s, total},
            {u"installment_quantity"_s, quantity},
            {u"payment_methods"_s, QJsonArray::fromStringList(methods)},
            {u"taxes"_s, QJsonObject{{u"total_amount"_s, 14768}}},
            {u"recurrence"_s, QJsonValue()}};
}

QJsonObject answer(const QString &id)
{
    const QJsonArray installments{
        installment(u"in-1"_s, 1, 214880, 214880, {u"Pix"_s, u"Billet"_s, u"CreditCard"_s}),
        installment(u"in-10"_s, 10, 22563, 225630, {u"CreditCard"_s})};
    return {{u"id"_s, id},
            {u"status"_s, 4},
            {u"valid_until"_s, u"2026-12-22T09:15:00Z"_s},
            {u"items"_s, QJsonArray{QJsonObject{{u"installments"_s, installments}}}},
            {u"vendor_extra"_s, u"kept"_s}};
}

QDateTime at(const QString &iso)
{
    return QDateTime::fromString(iso, Qt::ISODate);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Runs statements on a plain SQLite file through a connection of its own.
void writeSqlite(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &sql : statements)
            QVERIFY2(q.exec(sql), qPrintable(sql));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"raw"_s);
}

} // namespace

// The offline store works with no server at all: plain JSON in, SQLite files in a temp dir.
class TestOfflineStore : public QObject
{
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> dir;
    QString path;

    void saveTwo(OfflineStore &store)
    {
        QVERIFY(store.saveQuote(brokerProduct(u"bp-1"_s, u"Auto Essencial"_s),
                                request(u"João"_s, u"Souza"_s, u"ABC1D23"_s), answer(u"qt-old"_s),
                                at(u"2026-11-20T10:00:00Z"_s)));
        QVERIFY(store.saveQuote(brokerProduct(u"bp-2"_s, u"Auto 100% Total"_s),
                                request(u"Maria"_s, u"Lima"_s, u"XYZ9K88"_s), answer(u"qt-new"_s),
                                at(u"2026-11-21T10:00:00Z"_s)));
    }

private slots:
    void init()
    {
        dir = std::make_unique<QTemporaryDir>();
        QVERIFY(dir->isValid());
        path = dir->filePath(u"offline.db"_s);
    }

    void newFile_isCreatedAtTheCurrentSchemaVersion()
    {
        OfflineStore store;
        const OpenReport r = store.open(path);
        QCOMPARE(r.outcome, Outcome::Created);
        QCOMPARE(r.toVersion, OfflineStore::schemaVersion());
        QVERIFY(store.isOpen());
        store.close();
        OfflineStore again;
        QCOMPARE(again.open(path).outcome, Outcome::Opened);
    }

    void savedQuote_keepsRequestItemsAndInstallments_acrossAReopen()
    {
        {
            OfflineStore store;
            QVERIFY(store.open(path).ok());
            saveTwo(store);
        }
        OfflineStore store;
        QCOMPARE(store.open(path).outcome, Outcome::Opened);
        const auto saved = store.quote(u"qt-old"_s);
        QVERIFY(saved.has_value());
        QCOMPARE(saved->request, request(u"João"_s, u"Souza"_s, u"ABC1D23"_s));
        QCOMPARE(saved->answer, answer(u"qt-old"_s)); // unknown fields kept too
        QCOMPARE(saved->brokerProduct.value(u"name"_s).toString(), u"Auto Essencial"_s);
        QCOMPARE(saved->items.size(), 1);
        QCOMPARE(saved->items.at(0).value(u"plate"_s).toString(), u"ABC1D23"_s);
        QCOMPARE(saved->installments.size(), 2);
        const SavedInstallment &ten = saved->installments.at(1);
        QCOMPARE(ten.id, u"in-10"_s);
        QCOMPARE(ten.quantity, 10);
        QCOMPARE(ten.amount, 22563);
        QCOMPARE(ten.totalAmount, 225630);
        QCOMPARE(ten.taxesAmount, 14768);
        QCOMPARE(ten.paymentMethods, QStringList{u"CreditCard"_s});
        QCOMPARE(saved->summary.holderName, u"João Souza"_s);
        QCOMPARE(saved->summary.fetchedAt, at(u"2026-11-20T10:00:00Z"_s));
        QCOMPARE(saved->summary.validUntil, at(u"2026-12-22T09:15:00Z"_s));
        QVERIFY(!store.quote(u"qt-unknown"_s).has_value());
    }

    void quoteList_isNewestFirst_withTheCheapestTotalAndFetchTime()
    {
        OfflineStore store;
        QVERIFY(store.open(path).ok());
        saveTwo(store);
        const auto list = store.quotes();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.at(0).quoteId, u"qt-new"_s);
        QCOMPARE(list.at(1).quoteId, u"qt-old"_s);
        QCOMPARE(list.at(0).lowestTotal, 214880);
        QCOMPARE(list.at(0).productName, u"Auto 100% Total"_s);
        QCOMPARE(list.at(0).status, 4);
        QCOMPARE(list.at(1).fetchedAt, at(u"2026-11-20T10:00:00Z"_s));
        QCOMPARE(store.quotes({}, 1, 1).at(0).quoteId, u"qt-old"_s);
    }

    void savingAQuoteAgain_replacesIt_withoutDuplicateRows()
    {
        OfflineStore store;
        QVERIFY(store.open(path).ok());
        saveTwo(store);
        QVERIFY(store.saveQuote(brokerProduct(u"bp-1"_s, u"Auto Essencial"_s),
                                request(u"João"_s, u"Souza"_s, u"ABC1D23"_s), answer(u"qt-old"_s),
                                at(u"2026-11-22T10:00:00Z"_s)));
        QCOMPARE(store.quotes().size(), 2);
        QCOMPARE(store.quotes().at(0).quoteId, u"qt-old"_s);
        QCOMPARE(store.quote(u"qt-old"_s)->installments.size(), 2);
        QVERIFY(store.removeQuote(u"qt-old"_s));
        QCOMPARE(store.quotes().size(), 1);
        QVERIFY(!store.removeQuote(u"qt-old"_s));
    }

    void search_matchesEveryWord_ignoringAccentsAndCase()
    {
        OfflineStore store;
        QVERIFY(store.open(path).ok());
        saveTwo(store);
        const auto ids = [&](const QString &search) {
            QStringList out;
            for (const SavedQuoteSummary &s : store.quotes(search))
                out << s.quoteId;
            return out;
        };
        QCOMPARE(ids(u"joao"_s), QStringList{u"qt-old"_s});
        QCOMPARE(ids(u"JOÃO souza"_s), QStringList{u"qt-old"_s});
        QCOMPARE(ids(u"xyz9k88"_s), QStringList{u"qt-new"_s}); // item plate
        QCOMPARE(ids(u"volkswagen"_s), (QStringList{u"qt-new"_s, u"qt-old"_s}));
        QCOMPARE(ids(u"maria souza"_s), QStringList());     // every word must match
        QCOMPARE(ids(u"100%"_s), QStringList{u"qt-new"_s}); // % is literal, not a wildcard
        QCOMPARE(ids(u"29141777638"_s).size(), 2);          // holder CPF
    }

    void quoteJsonExport_holdsQuoteRequestProductAndFetchTime()
    {
        OfflineStore store;
        QVERIFY(store.open(path).ok());
        saveTwo(store);
        const QJsonObject doc =
            QJsonDocument::fromJson(store.exportQuoteJson(u"qt-old"_s)).object();
        QCOMPARE(doc.value(u"quote"_s).toObject(), answer(u"qt-old"_s));
        QCOMPARE(doc.value(u"request"_s).toObject(), request(u"João"_s, u"Souza"_s, u"ABC1D23"_s));
        QCOMPARE(doc.value(u"broker_product"_s).toObject().value(u"id"_s).toString(), u"bp-1"_s);
        QCOMPARE(at(doc.value(u"fetched_at"_s).toString()), at(u"2026-11-20T10:00:00Z"_s));
        QVERIFY(store.exportQuoteJson(u"qt-unknown"_s).isEmpty());
    }

    void quoteCsvExport_followsTheLocalesSpreadsheetConventions()
    {
        OfflineStore store;
        QVERIFY(store.open(path).ok());
        saveTwo(store);
        const auto saved = store.quote(u"qt-old"_s);
        QVERIFY(saved);
        // Each option in words, as every page says it; no id in a sheet meant for people.
        const auto words = [&saved](const QLocale &locale) {
            return domain::InstallmentText::describe(
                       domain::planOf(installmentOf(saved->installments.at(1))), locale)
                .toUtf8();
        };

        const QLocale brLocale(QLocale::Portuguese, QLocale::Brazil);
        const QByteArray br = store.exportQuoteCsv(u"qt-old"_s, brLocale);
        QVERIFY(br.startsWith("\xEF\xBB\xBF"));
        const QList<QByteArray> brRows = br.mid(3).split('\n');
        QCOMPARE(brRows.size(), 4); // header, two options, the empty tail after the last CRLF
        QCOMPARE(brRows.at(2).trimmed(),
                 QByteArray("Auto Essencial;João Souza;01/12/2026 to 01/12/2027;1;") +
                     words(brLocale) +
                     QByteArray(";10;225,63;2256,30;147,68;CreditCard;2026-12-22 09:15:00;"
                                "2026-11-20 10:00:00"));
        QVERIFY(brRows.at(1).contains(";2148,80;2148,80;147,68;Pix Billet CreditCard;"));

        const QLocale enLocale(QLocale::English, QLocale::UnitedStates);
        QVERIFY(!words(brLocale).contains(';'));
        const QByteArray en = store.exportQuoteCsv(u"qt-old"_s, enLocale);
        const QList<QByteArray> enRows = en.mid(3).split('\n');
        // (the option's words may hold the separator, and are then quoted)
        const QByteArray enRow = enRows.at(2).trimmed();
        QVERIFY2(enRow.startsWith("Auto Essencial,João Souza,12/1/2026 to 12/1/2027,1,"),
                 enRow.constData());
        QVERIFY2(enRow.endsWith(",10,225.63,2256.30,147.68,CreditCard,2026-12-22 09:15:00,"
                                "2026-11-20 10:00:00"),
                 enRow.constData());
        QCOMPARE(enRows.at(0).split(',').size(), brRows.at(0).split(';').size());
        for (const QByteArray &sheet : {br, en})
            QVERIFY2(!sheet.contains("qt-old") && !sheet.contains("in-10"), sheet.constData());
    }

    void csvExport_quotesAFieldHoldingTheSeparator()
    {
        OfflineStore store;
        QVERIFY(store.open(path).ok());
        QVERIFY(store.saveQuote(brokerProduct(u"bp-3"_s, u"Casa; Apartamento"_s),
                                request(u"Ana"_s, u"Reis"_s, {}), answer(u"qt-home"_s)));
        const QByteArray br =
            store.exportQuoteCsv(u"qt-home"_s, QLocale(QLocale::Portuguese, QLocale::Brazil));
        QVERIFY(br.contains("\n\"Casa; Apartamento\";")); // the product, first
        const QByteArray en = store.exportQuoteCsv(u"qt-home"_s, QLocale(QLocale::English));
        QVERIFY(en.contains("\nCasa; Apartamento,"));
    }

    void catalog_isCachedWithItsFetchTime_andReadOffline()
    {
        const QJsonObject storeDoc{
            {u"broker_channel_id"_s, u"ch-1"_s},
            {u"name"_s, u"Loja"_s},
            {u"broker_products"_s, QJsonArray{brokerProduct(u"bp-1"_s, u"Auto"_s)}}};
        const QList<QJsonObject> vendors{
            {{u"product_id"_s, u"pr-bp-1"_s}, {u"commission_percent"_s, 12}}};
        {
            OfflineStore store;
            QVERIFY(store.open(path).ok());
            QVERIFY(store.saveCatalog(storeDoc, vendors, at(u"2026-11-20T08:30:00Z"_s)));
            QVERIFY(!store.saveCatalog(QJsonObject{{u"name"_s, u"no channel"_s}}, {}));
            QVERIFY(!store.lastError().isEmpty());
        }
        OfflineStore store;
        QVERIFY(store.open(path).ok());
        const auto cached = store.store(u"ch-1"_s);
        QVERIFY(cached.has_value());
        QCOMPARE(cached->doc, storeDoc);
        QCOMPARE(cached->fetchedAt, at(u"2026-11-20T08:30:00Z"_s));
        QCOMPARE(store.stores().size(), 1);
        const auto vendor = store.vendor(u"pr-bp-1"_s);
        QVERIFY(vendor.has_value());
        QCOMPARE(vendor->doc.value(u"commission_percent"_s).toInt(), 12);
        QCOMPARE(vendor->fetchedAt, at(u"2026-11-20T08:30:00Z"_s));
        QVERIFY(!store.store(u"ch-other"_s).has_value());
    }

    void versionOneFile_isMigrated_andItsQuotesBecomeSearchable()
    {
        const QString bp = QString::fromUtf8(
            QJsonDocument(brokerProduct(u"bp-1"_s, u"Auto"_s)).toJson(QJsonDocument::Compact));
        const QString rq =
            QString::fromUtf8(QJsonDocument(request(u"José"_s, u"Alves"_s, u"QWE4R56"_s))
                                  .toJson(QJsonDocument::Compact));
        const QString an =
            QString::fromUtf8(QJsonDocument(answer(u"qt-v1"_s)).toJson(QJsonDocument::Compact));
        QStringList v1 = offline::migrations().at(0).statements;
        v1 << u"INSERT INTO quotes VALUES ('qt-v1', 'bp-1', '%1', '%2', '%3', 4, '2026-10-01T12:00:00.000Z')"_s
                  .arg(bp, rq, an)
           << u"PRAGMA application_id = %1"_s.arg(qint32(offline::applicationId))
           << u"PRAGMA user_version = 1"_s;
        writeSqlite(path, v1);

        OfflineStore store;
        const OpenReport r = store.open(path);
        QCOMPARE(r.outcome, Outcome::Opened);
        QCOMPARE(r.fromVersion, 1);
        QCOMPARE(r.toVersion, OfflineStore::schemaVersion());
        QVERIFY(OfflineStore::schemaVersion() >= 2);
        const auto found = store.quotes(u"jose qwe4r56"_s);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.at(0).holderName, u"José Alves"_s);
        QCOMPARE(found.at(0).lowestTotal, 214880);
        QCOMPARE(store.quote(u"qt-v1"_s)->installments.size(), 2);
        QCOMPARE(found.at(0).fetchedAt, at(u"2026-10-01T12:00:00Z"_s));
    }

    void damagedFile_isReportedAndMovedAside_neverWiped()
    {
        {
            OfflineStore store;
            QVERIFY(store.open(path).ok());
            for (int i = 0; i < 40; ++i) // enough rows for several pages
                QVERIFY(store.saveQuote(brokerProduct(u"bp-1"_s, u"Auto"_s),
                                        request(u"Ana"_s, u"Souza"_s, u"AAA%1"_s.arg(i)),
                                        answer(u"qt-%1"_s.arg(i))));
        }
        QByteArray bytes = readAll(path);
        QVERIFY(bytes.size() > 8 * 4096);
        // Scribble over every page after the first: the header stays valid, the tables do not.
        for (qsizetype i = 4096; i < bytes.size(); i += 7)
            bytes[i] = char(0xA5);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }

        OfflineStore store;
        const OpenReport r = store.open(path);
        QCOMPARE(r.outcome, Outcome::MovedAside);
        QCOMPARE(r.problem, Problem::Corrupt);
        QVERIFY(r.message.contains(r.movedTo));
        QVERIFY(r.movedTo.startsWith(path + u".corrupt-"_s));
        QCOMPARE(readAll(r.movedTo), bytes); // the damaged file is kept byte for byte
        QVERIFY(store.isOpen());
        QVERIFY(store.quotes().isEmpty());
        QVERIFY(store.saveQuote(brokerProduct(u"bp-1"_s, u"Auto"_s), request(u"A"_s, u"B"_s, {}),
                                answer(u"qt-fresh"_s)));
    }

    void truncatedFile_isReportedAsDamagedAndMovedAside()
    {
        {
            OfflineStore store;
            QVERIFY(store.open(path).ok());
            for (int i = 0; i < 40; ++i)
                QVERIFY(store.saveQuote(brokerProduct(u"bp-1"_s, u"Auto"_s),
                                        request(u"Ana"_s, u"Souza"_s, {}),
                                        answer(u"qt-%1"_s.arg(i))));
        }
        const QByteArray head = readAll(path).left(2 * 4096);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(head);
        }
        OfflineStore store;
        const OpenReport r = store.open(path);
        QCOMPARE(r.problem, Problem::Corrupt);
        QCOMPARE(r.outcome, Outcome::MovedAside);
        QCOMPARE(readAll(r.movedTo), head);
    }

    void foreignSqliteFile_isMovedAsideIntact_andANewStoreStarts()
    {
        writeSqlite(path, {u"CREATE TABLE contacts (name TEXT)"_s,
                           u"INSERT INTO contacts VALUES ('someone else''s data')"_s});
        OfflineStore store;
        const OpenReport r = store.open(path);
        QCOMPARE(r.outcome, Outcome::MovedAside);
        QCOMPARE(r.problem, Problem::Foreign);
        QVERIFY(!r.message.isEmpty());
        QVERIFY(QFile::exists(r.movedTo));
        QVERIFY(store.isOpen());
        QVERIFY(store.quotes().isEmpty());
        store.close();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"check"_s);
            db.setDatabaseName(r.movedTo);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"SELECT name FROM contacts"_s) && q.next());
            QCOMPARE(q.value(0).toString(), u"someone else's data"_s);
        }
        QSqlDatabase::removeDatabase(u"check"_s);
    }

    void fileThatIsNotSqlite_isMovedAsideIntact()
    {
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("name;amount\r\nAna;10\r\n");
        }
        OfflineStore store;
        const OpenReport r = store.open(path);
        QCOMPARE(r.outcome, Outcome::MovedAside);
        QCOMPARE(r.problem, Problem::Foreign);
        QCOMPARE(readAll(r.movedTo), QByteArray("name;amount\r\nAna;10\r\n"));
        QCOMPARE(QDir(dir->path()).entryList(QDir::Files).filter(u".foreign-"_s).size(), 1);
    }

    void killedMidWrite_leavesEveryCommittedQuoteWhole()
    {
        QProcess writer;
        writer.start(QStringLiteral(OFFLINE_WRITER_BIN), {path});
        int committed = 0;
        QVERIFY(QTest::qWaitFor(
            [&] {
                while (writer.canReadLine())
                    committed = writer.readLine().trimmed().mid(6).toInt();
                return committed >= 40 || writer.state() == QProcess::NotRunning;
            },
            30000));
        writer.kill(); // SIGKILL in the middle of the next save
        QVERIFY(writer.waitForFinished(5000));
        while (writer.canReadLine())
            committed = writer.readLine().trimmed().mid(6).toInt();
        QVERIFY2(committed >= 40, writer.readAllStandardError().constData());

        OfflineStore store;
        const OpenReport report = store.open(path);
        QVERIFY2(report.ok(), qPrintable(report.message));
        QVERIFY2(report.outcome == Outcome::Opened, qPrintable(report.message));
        QCOMPARE(report.outcome, Outcome::Opened);
        const auto quotes = store.quotes({}, 100000);
        QVERIFY(quotes.size() >=
                committed); // the one being written may have made it, or not at all
        for (const SavedQuoteSummary &summary : quotes) {
            const auto q = store.quote(summary.quoteId);
            QVERIFY(q);
            QCOMPARE(q->items.size(), 2);
            QCOMPARE(q->installments.size(), 24);
        }
    }

    void fileFromANewerVersion_isLeftAsItIs()
    {
        writeSqlite(path, {u"CREATE TABLE quotes (quote_id TEXT)"_s,
                           u"PRAGMA application_id = %1"_s.arg(qint32(offline::applicationId)),
                           u"PRAGMA user_version = 99"_s});
        const QByteArray before = readAll(path);
        OfflineStore store;
        const OpenReport r = store.open(path);
        QCOMPARE(r.outcome, Outcome::Failed);
        QCOMPARE(r.problem, Problem::Newer);
        QVERIFY(!store.isOpen());
        QVERIFY(!store.lastError().isEmpty());
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir->path()).entryList(QDir::Files).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestOfflineStore)
#include "tst_offlinestore.moc"
