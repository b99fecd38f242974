// The sandbox server's HTTP/1.1 framing, fed as a client's bytes may arrive: whole, one byte at
// a time, several requests in one read; chunked bodies decoded; what is over the limits or is
// not HTTP/1.x refused with the status and code the client is answered with.
#include "http/requestparser.h"

#include <QTest>

using namespace brokerdesk::sandbox;

class TestRequestParser : public QObject
{
    Q_OBJECT

    static ConnectionLimits limits()
    {
        ConnectionLimits l;
        l.maxBodyBytes = 1000;
        l.maxHeaderBytes = 200;
        return l;
    }

    // Feeds `bytes` in pieces of `piece` bytes; returns the requests framed, and the refusal if
    // there was one (status 0 if not).
    static QList<WireRequest> frame(const QByteArray &bytes, qsizetype piece,
                                    RequestParser::Refusal *refusal = nullptr,
                                    int *continues = nullptr)
    {
        RequestParser parser(limits());
        QList<WireRequest> out;
        for (qsizetype at = 0; at < bytes.size(); at += piece) {
            parser.append(QByteArrayView(bytes).sliced(at, std::min(piece, bytes.size() - at)));
            for (auto step = parser.next(); step != RequestParser::Step::NeedMore;
                 step = parser.next()) {
                if (step == RequestParser::Step::Refused) {
                    if (refusal)
                        *refusal = parser.refusal();
                    return out;
                }
                if (step == RequestParser::Step::WantsBody && continues)
                    ++*continues;
                if (step == RequestParser::Step::Request)
                    out.append(parser.take());
            }
        }
        return out;
    }

private slots:
    void pipelinedRequests_frameTheSame_whateverPiecesTheyArriveIn()
    {
        const QByteArray bytes = "GET /v1/cash-flow?rows=10 HTTP/1.1\r\nHost: x\r\n"
                                 "Authorization: Bearer abc \r\n\r\n"
                                 "POST /oauth2/token HTTP/1.1\r\nContent-Length: 7\r\n\r\na=b&c=d"
                                 "\r\nGET /last HTTP/1.1\r\nConnection: close\r\n\r\n";
        for (const qsizetype piece : {qsizetype(1), qsizetype(7), bytes.size()}) {
            const QList<WireRequest> got = frame(bytes, piece);
            QCOMPARE(got.size(), 3);
            QCOMPARE(got[0].method, "GET");
            QCOMPARE(got[0].target, "/v1/cash-flow?rows=10");
            QCOMPARE(got[0].header("authorization"), "Bearer abc");
            QVERIFY(got[0].keepAlive);
            QCOMPARE(got[1].method, "POST");
            QCOMPARE(got[1].body, "a=b&c=d");
            QCOMPARE(got[2].target, "/last");
            QVERIFY(!got[2].keepAlive);
        }
    }

    void chunkedBody_isDecoded_extensionsAndTrailersLeftOut()
    {
        const QByteArray bytes =
            "POST /v1/sales HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
            "4;name=value\r\n{\"a\"\r\nA\r\n:12345678}\r\n0\r\nTrailer: x\r\n\r\n"
            "GET /next HTTP/1.1\r\n\r\n";
        for (const qsizetype piece : {qsizetype(1), qsizetype(5), bytes.size()}) {
            const QList<WireRequest> got = frame(bytes, piece);
            QCOMPARE(got.size(), 2);
            QCOMPARE(got[0].body, "{\"a\":12345678}");
            QCOMPARE(got[1].target, "/next");
        }
    }

    void expectContinue_asksForTheBodyOnce_andNotWhenTheBodyCameWithTheHead()
    {
        int continues = 0;
        const QByteArray head =
            "PUT /x HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n";
        QCOMPARE(frame(head + "abc", head.size(), nullptr, &continues).size(), 1);
        QCOMPARE(continues, 1);
        continues = 0;
        QCOMPARE(frame(head + "abc", head.size() + 3, nullptr, &continues).size(), 1);
        QCOMPARE(continues, 0);
    }

    void http10_closesUnlessItAsksToKeepAlive()
    {
        const QList<WireRequest> got =
            frame("GET /a HTTP/1.0\r\n\r\nGET /b HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n", 4);
        QCOMPARE(got.size(), 2);
        QVERIFY(!got[0].keepAlive);
        QVERIFY(got[1].keepAlive);
    }

    void overTheLimits_isRefused_beforeTheBodyIsRead_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        QTest::addColumn<QByteArray>("requestId");
        QTest::newRow("head too large, never ending")
            << QByteArray("GET / HTTP/1.1\r\nX: " + QByteArray(300, 'a')) << 400
            << QByteArray("headers_too_large") << QByteArray();
        QTest::newRow("body announced over the limit")
            << QByteArray(
                   "POST / HTTP/1.1\r\nX-Request-Id: support-1\r\nContent-Length: 1001\r\n\r\n")
            << 413 << QByteArray("payload_too_large") << QByteArray("support-1");
        QTest::newRow("chunked body growing over the limit")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n200\r\n" +
                          QByteArray(512, 'x') + "\r\n200\r\n")
            << 413 << QByteArray("payload_too_large") << QByteArray();
        QTest::newRow("trailers that never end")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n" +
                          QByteArray("T: 1\r\n").repeated(50))
            << 400 << QByteArray("headers_too_large") << QByteArray();
    }
    void overTheLimits_isRefused_beforeTheBodyIsRead()
    {
        QFETCH(QByteArray, bytes);
        RequestParser::Refusal refusal;
        QVERIFY(frame(bytes, 16, &refusal).isEmpty());
        QTEST(refusal.status, "status");
        QTEST(refusal.code, "code");
        QTEST(refusal.requestId, "requestId");
        QVERIFY(!refusal.message.isEmpty());
    }

    void notHttp11_isRefusedAs400_andNothingAfterItIsFramed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("no version") << QByteArray("GET /\r\n\r\n");
        QTest::newRow("HTTP/2 preface") << QByteArray("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");
        QTest::newRow("space in the target") << QByteArray("GET /a b HTTP/1.1\r\n\r\n");
        QTest::newRow("header without colon") << QByteArray("GET / HTTP/1.1\r\nHost\r\n\r\n");
        QTest::newRow("space in a header name")
            << QByteArray("GET / HTTP/1.1\r\nContent Length: 1\r\n\r\n");
        QTest::newRow("folded header") << QByteArray("GET / HTTP/1.1\r\nA: b\r\n c\r\n\r\n");
        QTest::newRow("length not a number")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n");
        QTest::newRow("two lengths")
            << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab");
        QTest::newRow("chunk size not hex")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n");
        QTest::newRow("chunk without its CRLF")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n");
        QTest::newRow("gzip transfer coding")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n");
    }
    void notHttp11_isRefusedAs400_andNothingAfterItIsFramed()
    {
        QFETCH(QByteArray, bytes);
        RequestParser::Refusal refusal;
        QVERIFY(frame(bytes + "GET /after HTTP/1.1\r\n\r\n", 3, &refusal).isEmpty());
        QCOMPARE(refusal.status, 400);
        QCOMPARE(refusal.code, "malformed_request");
    }
};

QTEST_GUILESS_MAIN(TestRequestParser)
#include "tst_requestparser.moc"
