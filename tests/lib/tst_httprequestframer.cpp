// The one HTTP/1.1 framer of the desk's webhook receiver and of the test servers: requests cut
// anywhere or sent back to back, proxy and CONNECT targets, what it refuses, and the bytes of an
// answer and of a request head.
#include "webhook/httpconnection.h"

#include <QTest>

using namespace brokerdesk::webhook;
using Step = HttpRequestFramer::Step;

class TestHttpRequestFramer : public QObject
{
    Q_OBJECT

    // Every request framed from `bytes`, fed `chunk` bytes at a time.
    static QList<QPair<HttpHead, QByteArray>> frameAll(const QByteArray &bytes, qsizetype chunk)
    {
        HttpRequestFramer framer;
        QList<QPair<HttpHead, QByteArray>> out;
        for (qsizetype at = 0; at < bytes.size(); at += chunk) {
            framer.append(bytes.mid(at, chunk));
            for (Step step = framer.next(); step != Step::NeedMore; step = framer.next()) {
                if (step == Step::Refused)
                    return out;
                if (step == Step::Request)
                    out.append({framer.head(), framer.body()});
            }
        }
        return out;
    }

    static Step firstStop(const QByteArray &bytes, HttpRequestFramer &framer)
    {
        framer.append(bytes);
        Step step = framer.next();
        while (step == Step::Head)
            step = framer.next();
        return step;
    }

private slots:
    void requestsCutAnywhere_andBackToBack_areFramedWholeAndInTurn_data()
    {
        QTest::addColumn<int>("chunk");
        QTest::newRow("byte by byte") << 1;
        QTest::newRow("7 bytes") << 7;
        QTest::newRow("all at once") << 4096;
    }
    void requestsCutAnywhere_andBackToBack_areFramedWholeAndInTurn()
    {
        QFETCH(int, chunk);
        const QByteArray bytes = "POST /hooks/affinity?x=1 HTTP/1.1\r\nHost: a\r\n"
                                 "Content-Length: 5\r\nIdempotency-Key: k1\r\n\r\nhello"
                                 "GET /v1/policies HTTP/1.1\r\nConnection: close\r\n\r\n";
        const auto requests = frameAll(bytes, chunk);
        QCOMPARE(requests.size(), 2);
        QCOMPARE(requests[0].first.method, QByteArray("POST"));
        QCOMPARE(requests[0].first.path(), QByteArray("/hooks/affinity"));
        QCOMPARE(requests[0].first.header("idempotency-key"), QByteArray("k1"));
        QCOMPARE(requests[0].second, QByteArray("hello"));
        QVERIFY(requests[0].first.keepAlive());
        QCOMPARE(requests[1].first.target, QByteArray("/v1/policies"));
        QVERIFY(requests[1].second.isEmpty());
        QVERIFY(!requests[1].first.keepAlive());
    }

    void proxyTargets_haveTheirOriginForm_data()
    {
        QTest::addColumn<QByteArray>("target");
        QTest::addColumn<QByteArray>("origin");
        QTest::newRow("origin form") << QByteArray("/v1/sales?x=1") << QByteArray("/v1/sales?x=1");
        QTest::newRow("absolute") << QByteArray("http://127.0.0.1:4321/v1/sales?rows=5")
                                  << QByteArray("/v1/sales?rows=5");
        QTest::newRow("no path") << QByteArray("http://example.com") << QByteArray("/");
        QTest::newRow("query only")
            << QByteArray("http://example.com?a=/b") << QByteArray("/?a=/b");
        QTest::newRow("authority (CONNECT)")
            << QByteArray("example.com:443") << QByteArray("example.com:443");
    }
    void proxyTargets_haveTheirOriginForm()
    {
        QFETCH(QByteArray, target);
        QFETCH(QByteArray, origin);
        HttpHead head{"GET", target, "HTTP/1.1", {}};
        QCOMPARE(head.originForm(), origin);
    }

    void connect_leavesWhatFollowsBuffered()
    {
        HttpRequestFramer framer;
        QCOMPARE(firstStop("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"
                           "\x16\x03\x01 tls",
                           framer),
                 Step::Request);
        QCOMPARE(framer.head().method, QByteArray("CONNECT"));
        QCOMPARE(framer.head().target, QByteArray("example.com:443"));
        QCOMPARE(framer.takeBuffered(), QByteArray("\x16\x03\x01 tls"));
        QCOMPARE(framer.buffered(), 0);
    }

    void brokenOrOversizedRequests_areRefusedWithTheirStatus_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::addColumn<qint64>("drain");
        QTest::newRow("not HTTP/1.1") << QByteArray("HELLO\r\n\r\n") << 400 << qint64(0);
        QTest::newRow("header without colon")
            << QByteArray("GET / HTTP/1.1\r\nbroken\r\n\r\n") << 400 << qint64(0);
        QTest::newRow("chunked") << QByteArray(
                                        "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n")
                                 << 411 << qint64(0);
        QTest::newRow("length not a number")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: x\r\n\r\n") << 400 << qint64(0);
        QTest::newRow("head too large") << QByteArray(20 * 1024, 'a') << 431 << qint64(0);
        QTest::newRow("body too large, sent anyway")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 2000000\r\n\r\n") << 413
            << qint64(2000000);
        QTest::newRow("body too large, waiting for 100")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 2000000\r\n"
                          "Expect: 100-continue\r\n\r\n")
            << 413 << qint64(0);
    }
    void brokenOrOversizedRequests_areRefusedWithTheirStatus()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        QFETCH(qint64, drain);
        HttpRequestFramer framer;
        QCOMPARE(firstStop(bytes, framer), Step::Refused);
        QCOMPARE(framer.refusal().status, status);
        QVERIFY(!framer.refusal().reason.isEmpty());
        QCOMPARE(framer.refusal().drain, drain);
        framer.append("GET / HTTP/1.1\r\n\r\n");
        QCOMPARE(framer.next(), Step::Refused); // nothing more is framed
    }

    void head_comesBeforeItsBody_withWhatIsInFlight()
    {
        HttpRequestFramer framer;
        framer.append("POST /x HTTP/1.1\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n");
        QCOMPARE(framer.next(), Step::Head);
        QVERIFY(framer.head().expectsContinue());
        QCOMPARE(framer.bodyInFlight(), 0);
        QCOMPARE(framer.next(), Step::NeedMore);
        framer.append("abc");
        QCOMPARE(framer.next(), Step::Request);
        QCOMPARE(framer.body(), QByteArray("abc"));

        HttpRequestFramer eager;
        eager.append("POST /x HTTP/1.1\r\nContent-Length: 3\r\n\r\n");
        QCOMPARE(eager.next(), Step::Head);
        QCOMPARE(eager.bodyInFlight(), 3);
    }

    void answer_isFramedWithItsLengthConnectionAndHeaders()
    {
        HttpAnswer json{404, R"({"error":"no"})"};
        QCOMPARE(json.toBytes(true),
                 QByteArray("HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\n"
                            "Content-Length: 14\r\nConnection: keep-alive\r\n\r\n"
                            R"({"error":"no"})"));
        HttpAnswer html{429, "<p>slow</p>", "text/html", {{"Retry-After", "120"}}};
        QCOMPARE(html.toBytes(false),
                 QByteArray("HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/html\r\n"
                            "Content-Length: 11\r\nConnection: close\r\nRetry-After: 120\r\n\r\n"
                            "<p>slow</p>"));
        HttpAnswer empty{200, {}, {}};
        QCOMPARE(
            empty.toBytes(true),
            QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n"));
    }

    void requestHead_isFramedAsItIsRead()
    {
        const HttpHead head{"PUT", "/a?b=c", "HTTP/1.1", {{"Host", "h"}, {"Content-Length", "2"}}};
        QCOMPARE(head.toBytes(),
                 QByteArray("PUT /a?b=c HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\n"));
        const auto read = frameAll(head.toBytes() + "ok", 3);
        QCOMPARE(read.size(), 1);
        QCOMPARE(read[0].first.method, head.method);
        QCOMPARE(read[0].first.target, head.target);
        QCOMPARE(read[0].first.headers, head.headers);
        QCOMPARE(read[0].second, QByteArray("ok"));
    }
};

QTEST_GUILESS_MAIN(TestHttpRequestFramer)
#include "tst_httprequestframer.moc"
