// PageCache over a real database: it answers only while nothing changed, and any write or
// rollback (of a transaction or a savepoint) empties it.
#include "paging/pagecache.h"
#include "store/database.h"

#include <QTest>

using namespace brokerdesk::sandbox;

class TestPageCache : public QObject
{
    Q_OBJECT
    std::unique_ptr<Database> db;

    bool insert(const QString &id)
    {
        return db->exec(QStringLiteral("INSERT INTO t (id) VALUES (?)"), {id});
    }

private slots:
    void init()
    {
        db = std::make_unique<Database>();
        QString error;
        QVERIFY2(db->open(QStringLiteral(":memory:"), &error), qPrintable(error));
        QVERIFY(db->exec(QStringLiteral("CREATE TABLE t (id TEXT PRIMARY KEY)")));
    }

    void cache_withoutChanges_answersWhatWasStored()
    {
        PageCache cache(*db);
        QVERIFY(!cache.total(QStringLiteral("b1")));
        cache.setTotal(QStringLiteral("b1"), 42);
        cache.setPage(QStringLiteral("b1"), 1, 10, "page");
        QVERIFY(db->exec(QStringLiteral("SELECT COUNT(*) FROM t"))); // reads change nothing
        QCOMPARE(cache.total(QStringLiteral("b1")), 42);
        QVERIFY(!cache.total(QStringLiteral("b2")));
        QVERIFY(cache.page(QStringLiteral("b1"), 1, 10));
        QCOMPARE(*cache.page(QStringLiteral("b1"), 1, 10), QByteArray("page"));
        QVERIFY(!cache.page(QStringLiteral("b2"), 1, 10));
        QVERIFY(!cache.page(QStringLiteral("b1"), 2, 11));
    }

    void cache_afterAWrite_isEmpty()
    {
        PageCache cache(*db);
        cache.setTotal(QStringLiteral("b1"), 1);
        cache.setPage(QStringLiteral("b1"), 1, 1, "page");
        QVERIFY(insert(QStringLiteral("a")));
        QVERIFY(!cache.total(QStringLiteral("b1")));
        QVERIFY(!cache.page(QStringLiteral("b1"), 1, 1));
    }

    void cache_filledInsideATransactionThatRollsBack_isEmptyAfterwards()
    {
        PageCache cache(*db);
        {
            Transaction tx(*db);
            QVERIFY(insert(QStringLiteral("a")));
            cache.setTotal(QStringLiteral("b1"), 1); // what a read inside the transaction saw
            QCOMPARE(cache.total(QStringLiteral("b1")), 1);
        }
        QVERIFY(!cache.total(QStringLiteral("b1")));
    }

    void cache_filledInsideASavepointThatRollsBack_isEmptyAfterwards()
    {
        PageCache cache(*db);
        Transaction outer(*db);
        {
            Transaction inner(*db);
            QVERIFY(insert(QStringLiteral("a")));
            cache.setTotal(QStringLiteral("b1"), 1);
        }
        QVERIFY(!cache.total(QStringLiteral("b1")));
        cache.setTotal(QStringLiteral("b1"), 0);
        QVERIFY(outer.commit());
        QCOMPARE(cache.total(QStringLiteral("b1")), 0); // a commit changes no row
    }

    void cache_overItsByteBound_startsOver()
    {
        PageCache cache(*db, 1000);
        cache.setPage(QStringLiteral("b1"), 1, 10, QByteArray(400, 'x'));
        cache.setPage(QStringLiteral("b1"), 11, 20, QByteArray(400, 'y'));
        QVERIFY(!cache.page(QStringLiteral("b1"), 1, 10));
        QVERIFY(cache.page(QStringLiteral("b1"), 11, 20));
    }
};

QTEST_GUILESS_MAIN(TestPageCache)
#include "tst_pagecache.moc"
