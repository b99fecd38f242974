// Over a database file, list pages are read on the PageReader's thread: the same answers as the
// server's own connection gives, every write visible to the next read, and pipelined answers
// still in request order.
#include "sandboxfixture.h"

#include "services/ledger.h"
#include "store/database.h"

#include <QJsonArray>
#include <QSet>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::sandbox;

class TestPageReader : public QObject
{
    Q_OBJECT
    QTemporaryDir dir;
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    SandboxFixture::Reply page(const QString &query)
    {
        return f->get(QStringLiteral("/v1/cash-flow?") + query, token);
    }
    // What the server's own connection reads for the same page, once the page cache is
    // emptied (any write empties it).
    QByteArray readHere(const api::PageQuery &query)
    {
        f->sandbox().database().setMeta(QStringLiteral("test-write"), QString::number(++writes));
        return f->sandbox().ledger().pager().page(f->broker(0).brokerId, query);
    }
    int writes = 0;

private slots:
    void init()
    {
        QVERIFY(dir.isValid());
        SandboxSettings s = SandboxFixture::defaults();
        s.dbPath = dir.filePath(
            QStringLiteral("sandbox-%1.db").arg(QLatin1String(QTest::currentTestFunction())));
        s.seedLedger = 260;
        s.seedPolicies = 0;
        f = std::make_unique<SandboxFixture>(s);
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token(0, QStringLiteral("cash-flow:read"));
    }
    void cleanup() { f.reset(); }

    void pagesReadAside_areThoseTheServersConnectionReads()
    {
        for (const auto &[rows, number] :
             {std::pair{10, 1}, {10, 7}, {100, 2}, {100, 3}, {3, 87}}) {
            const qint64 before = f->sandbox().pagesReadAside();
            const auto answer = page(QStringLiteral("rows=%1&page=%2").arg(rows).arg(number));
            QCOMPARE(answer.status, 200);
            QCOMPARE(f->sandbox().pagesReadAside(), before + 1);
            QCOMPARE(answer.body, readHere(api::PageQuery::number(number, rows)));
        }
        // A cursor walk: every record once, as the server's connection walks it.
        QStringList seen;
        QString cursor;
        do {
            const auto answer =
                page(QStringLiteral("rows=40") +
                     (cursor.isEmpty() ? QString() : QStringLiteral("&cursor=") + cursor));
            QCOMPARE(answer.status, 200);
            const auto query = cursor.isEmpty() ? api::PageQuery::number(1, 40)
                                                : api::PageQuery::after(cursor, 40);
            QCOMPARE(answer.body, readHere(query));
            for (const QJsonValue &v : answer.json.value(QStringLiteral("items")).toArray())
                seen << v[QStringLiteral("id")].toString();
            cursor = answer.json.value(QStringLiteral("cursor")).toString();
        } while (!cursor.isEmpty());
        QCOMPARE(seen.size(), 260);
        QCOMPARE(QSet<QString>(seen.begin(), seen.end()).size(), 260);
    }

    void aPageReadAfterAWrite_showsTheWrite()
    {
        const QByteArray control = f->token(0, QStringLiteral("policy:read"));
        qint64 total = 260;
        QString newest = page(QStringLiteral("rows=5"))
                             .json[QStringLiteral("items")][0][QStringLiteral("id")]
                             .toString();
        for (int round = 1; round <= 12; ++round) {
            const auto grown = f->post(QStringLiteral("/sandbox/cash-flow/seed"),
                                       {{QStringLiteral("count"), round}}, control);
            QCOMPARE(grown.status, 200);
            total += round;
            const qint64 before = f->sandbox().pagesReadAside();
            const auto answer = page(QStringLiteral("rows=%1").arg(round + 1));
            QCOMPARE(f->sandbox().pagesReadAside(), before + 1);
            QCOMPARE(answer.json.value(QStringLiteral("total")).toInteger(), total);
            // The records just added on top, then the one that was newest before them.
            const QJsonArray items = answer.json.value(QStringLiteral("items")).toArray();
            QCOMPARE(items.size(), round + 1);
            QCOMPARE(items.last()[QStringLiteral("id")].toString(), newest);
            newest = items.first()[QStringLiteral("id")].toString();
        }
    }

    void pipelinedRequests_areAnsweredInTheirOrder_whileAPageIsRead()
    {
        QTcpSocket socket;
        socket.connectToHost(f->sandbox().baseUrl().host(), quint16(f->sandbox().baseUrl().port()));
        QVERIFY(socket.waitForConnected(5000));
        const QByteArray auth = "Authorization: Bearer " + token + "\r\n";
        // A page read aside, then an answer made at once (an unknown path), in one write.
        socket.write("GET /v1/cash-flow?rows=50&page=2 HTTP/1.1\r\nHost: sandbox\r\n" + auth +
                     "X-Request-Id: first\r\n\r\n"
                     "GET /v1/no-such-list HTTP/1.1\r\nHost: sandbox\r\n" +
                     auth + "X-Request-Id: second\r\n\r\n");
        QByteArray received;
        QVERIFY(SandboxFixture::waitFor(
            [&] {
                received += socket.readAll();
                return received.count("HTTP/1.1 ") == 2 && received.endsWith("}");
            },
            5000));
        const qsizetype second = received.indexOf("HTTP/1.1 404");
        QVERIFY2(received.startsWith("HTTP/1.1 200"), received.left(200).constData());
        QVERIFY(second > 0);
        QVERIFY(received.left(second).contains("X-Request-Id: first"));
        QVERIFY(received.left(second).contains("\"items\":["));
        QVERIFY(received.mid(second).contains("X-Request-Id: second"));
    }
};

QTEST_GUILESS_MAIN(TestPageReader)
#include "tst_pagereader.moc"
