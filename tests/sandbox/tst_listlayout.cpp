// A sandbox file written before list rows were stored by broker and ord (schema version 6, in
// 4 KB pages) is upgraded when opened: every list answers the same pages, new rows go on top,
// and the file is rewritten in 16 KB pages. A new file has them from the start.
#include "sandboxfixture.h"

#include "store/database.h"
#include "store/migrations.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::sandbox;

namespace {

const QStringList listTables{QStringLiteral("cash_flow"),  QStringLiteral("policies"),
                             QStringLiteral("affinities"), QStringLiteral("leads"),
                             QStringLiteral("sale_list"),  QStringLiteral("quote_list")};
const QStringList listPaths{QStringLiteral("/v1/cash-flow"), QStringLiteral("/v1/policies"),
                            QStringLiteral("/v1/affinity"),  QStringLiteral("/v1/leads"),
                            QStringLiteral("/v1/sales"),     QStringLiteral("/v1/quotes")};

QVariant valueIn(QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    return q.exec(sql) && q.next() ? q.value(0) : QVariant();
}

// The statements of versions 1 to 6 that made `table` and its indexes.
QStringList version6Statements(const QString &table)
{
    QStringList out;
    const auto &steps = schemaMigrations();
    for (int v = 0; v < 6; ++v)
        for (const QString &sql : steps.at(v))
            if (sql.startsWith(QStringLiteral("CREATE TABLE %1 (").arg(table)) ||
                (sql.startsWith(QStringLiteral("CREATE INDEX ")) &&
                 sql.contains(QStringLiteral(" ON %1 (").arg(table))))
                out << sql;
    return out;
}

// Rewrites the file as version 6 left it: list tables with a row id of their own and an index
// on (broker_id, ord), no list keys, 4 KB pages.
bool downgradeToVersion6(const QString &path)
{
    bool ok = true;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("downgrade"));
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        const auto run = [&](const QString &sql) {
            if (ok && !q.exec(sql)) {
                qWarning() << sql << q.lastError().text();
                ok = false;
            }
        };
        static const QRegularExpression indexName(QStringLiteral("^CREATE INDEX (\\w+) "));
        for (const QString &table : listTables) {
            const QStringList old = version6Statements(table);
            QStringList columns;
            run(QStringLiteral("PRAGMA table_info(%1)").arg(table));
            while (ok && q.next())
                if (q.value(1).toString() != QStringLiteral("pos"))
                    columns << q.value(1).toString();
            const QString list = columns.join(QStringLiteral(", "));
            for (const QString &sql : old)
                if (const auto m = indexName.match(sql); m.hasMatch())
                    run(QStringLiteral("DROP INDEX %1").arg(m.captured(1)));
            run(QStringLiteral("ALTER TABLE %1 RENAME TO %1_v7").arg(table));
            for (const QString &sql : old)
                run(sql);
            run(QStringLiteral("INSERT INTO %1 (%2) SELECT %2 FROM %1_v7 ORDER BY pos")
                    .arg(table, list));
            run(QStringLiteral("DROP TABLE %1_v7").arg(table));
        }
        run(QStringLiteral("DROP INDEX brokers_list_key"));
        run(QStringLiteral("ALTER TABLE brokers DROP COLUMN list_key"));
        run(QStringLiteral("UPDATE meta SET value = '6' WHERE key = 'schema_version'"));
        run(QStringLiteral("PRAGMA journal_mode=DELETE"));
        run(QStringLiteral("PRAGMA page_size=4096"));
        run(QStringLiteral("VACUUM"));
        ok = ok && valueIn(db, QStringLiteral("PRAGMA page_size")).toInt() == 4096;
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("downgrade"));
    return ok;
}

} // namespace

class TestListLayout : public QObject
{
    Q_OBJECT
    QTemporaryDir dir;

    static SandboxSettings settings(const QString &path)
    {
        SandboxSettings s = SandboxFixture::defaults();
        s.dbPath = path;
        s.seedLedger = 230;
        s.seedPolicies = 14;
        s.seedAffinities = 6;
        s.seedLeads = 5;
        return s;
    }
    // Every list's pages as the first broker reads them (some lists are shorter than a page).
    static QList<QByteArray> pages(SandboxFixture &f)
    {
        const QByteArray token = f.token(0);
        QList<QByteArray> out;
        for (const QString &path : listPaths)
            for (const char *query : {"rows=100&page=1", "rows=100&page=3", "rows=7&page=2"}) {
                const auto answer = f.get(path + u'?' + QLatin1String(query), token);
                out << QByteArray::number(answer.status) + ' ' + path.toLatin1() + ' ' +
                           answer.body;
            }
        return out;
    }

private slots:
    void newFile_hasSixteenKilobytePages_andListsKeyedByBrokerAndOrd()
    {
        const QString path = dir.filePath(QStringLiteral("new.db"));
        SandboxFixture f(settings(path));
        QVERIFY2(f.started(), qPrintable(f.startError()));
        QSqlDatabase &db = f.sandbox().database().handle();
        QCOMPARE(valueIn(db, QStringLiteral("PRAGMA page_size")).toInt(), 16384);
        for (const QString &table : listTables) {
            const QString sql =
                valueIn(
                    db,
                    QStringLiteral("SELECT sql FROM sqlite_master WHERE name = '%1'").arg(table))
                    .toString();
            QVERIFY2(sql.contains(QStringLiteral("pos INTEGER PRIMARY KEY")), qPrintable(sql));
        }
        // The second broker's rows lie after the first's, each list in ord order.
        QCOMPARE(valueIn(db, QStringLiteral("SELECT COUNT(*) FROM cash_flow c JOIN brokers b "
                                            "ON b.id = c.broker_id WHERE c.pos != "
                                            "b.list_key * 1099511627776 + c.ord"))
                     .toInt(),
                 0);
    }

    void version6File_isUpgradedOnOpen_andAnswersTheSamePages()
    {
        const QString path = dir.filePath(QStringLiteral("upgraded.db"));
        QList<QByteArray> before;
        {
            SandboxFixture f(settings(path));
            QVERIFY2(f.started(), qPrintable(f.startError()));
            before = pages(f);
        }
        for (qsizetype i = 0; i < before.size(); ++i) // every list's first page has rows
            QVERIFY2(before.at(i).startsWith("200 ") && (i % 3 || before.at(i).contains("\"id\"")),
                     before.at(i).left(200));
        QVERIFY(downgradeToVersion6(path));

        SandboxFixture f(settings(path));
        QVERIFY2(f.started(), qPrintable(f.startError()));
        QCOMPARE(f.sandbox().database().schemaVersion(), int(schemaMigrations().size()));
        QSqlDatabase &db = f.sandbox().database().handle();
        QCOMPARE(valueIn(db, QStringLiteral("PRAGMA page_size")).toInt(), 16384);
        QCOMPARE(valueIn(db, QStringLiteral("PRAGMA journal_mode")).toString(),
                 QStringLiteral("wal"));
        const QList<QByteArray> after = pages(f);
        QCOMPARE(after.size(), before.size());
        for (qsizetype i = 0; i < before.size(); ++i)
            QCOMPARE(after.at(i), before.at(i));

        // A lead made now goes on top of the list the upgrade kept.
        const QByteArray token = f.token(0);
        const auto made = f.post(QStringLiteral("/v1/leads"),
                                 {{QStringLiteral("name"), QStringLiteral("Ana Ribeiro")},
                                  {QStringLiteral("email"), QStringLiteral("ana@example.com")},
                                  {QStringLiteral("phone"), QStringLiteral("+5531987654321")}},
                                 token);
        QCOMPARE(made.status, 200);
        const auto listed = f.get(QStringLiteral("/v1/leads?rows=100&page=1"), token);
        const QJsonArray items = listed.json.value(QStringLiteral("items")).toArray();
        QCOMPARE(listed.json.value(QStringLiteral("total")).toInt(), 6);
        QCOMPARE(items.size(), 6);
        QCOMPARE(items.first().toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Ana Ribeiro"));
    }
};

QTEST_GUILESS_MAIN(TestListLayout)
#include "tst_listlayout.moc"
