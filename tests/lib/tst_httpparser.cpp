// lib/http's request parser and messages, as the servers use them: requests cut anywhere or
// sent back to back, chunked bodies, "Expect: 100-continue", HTTP/1.0, proxy and CONNECT
// targets, the limits with the status and code of each refusal, and the bytes of an answer and
// of a request head. (Before lib/http: sandbox.tst_requestparser and lib.tst_httprequestframer.)
#include "http/requestparser.h"

#include <QTest>

using namespace brokerdesk::http;
using Step = RequestParser::Step;

class TestHttpParser : public QObject
{
    Q_OBJECT

    static Limits limits()
    {
        Limits l;
        l.maxBodyBytes = 1000;
        l.maxHeadBytes = 200;
        l.maxRequestLineBytes = 100;
        return l;
    }

    // Feeds `bytes` in pieces of `piece` bytes; returns the requests framed, and the refusal if
    // there was one (status 0 if not). `continues` counts the heads that wait for a 100.
    static QList<Request> frame(const QByteArray &bytes, qsizetype piece,
                                Refusal *refusal = nullptr, int *continues = nullptr,
                                const Limits &with = limits())
    {
        RequestParser parser(with);
        QList<Request> out;
        for (qsizetype at = 0; at < bytes.size(); at += piece) {
            parser.append(QByteArrayView(bytes).sliced(at, std::min(piece, bytes.size() - at)));
            for (auto step = parser.next(); step != Step::NeedMore; step = parser.next()) {
                if (step == Step::Refused) {
                    if (refusal)
                        *refusal = parser.refusal();
                    return out;
                }
                if (step == Step::Head && continues && parser.request().expectsContinue() &&
                    parser.buffered() == 0)
                    ++*continues;
                if (step == Step::Request)
                    out.append(parser.take());
            }
        }
        return out;
    }

private slots:
    void pipelinedRequests_frameTheSame_whateverPiecesTheyArriveIn()
    {
        const QByteArray bytes =
            "GET /v1/cash-flow?rows=10 HTTP/1.1\r\nHost: x\r\n"
            "Authorization: Bearer abc \r\n\r\n"
            "POST /oauth2/token HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\n\r\n"
            "a=b&c=d"
            "\r\nGET /last HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
        for (const qsizetype piece : {qsizetype(1), qsizetype(7), bytes.size()}) {
            const QList<Request> got = frame(bytes, piece);
            QCOMPARE(got.size(), 3);
            QCOMPARE(got[0].method, "GET");
            QCOMPARE(got[0].target, "/v1/cash-flow?rows=10");
            QCOMPARE(got[0].header("authorization"), "Bearer abc");
            QCOMPARE(got[0].header("Authorization"), "Bearer abc");
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
            "POST /v1/sales HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            "4;name=value\r\n{\"a\"\r\nA\r\n:12345678}\r\n0\r\nTrailer: x\r\n\r\n"
            "GET /next HTTP/1.1\r\nHost: x\r\n\r\n";
        for (const qsizetype piece : {qsizetype(1), qsizetype(5), bytes.size()}) {
            const QList<Request> got = frame(bytes, piece);
            QCOMPARE(got.size(), 2);
            QCOMPARE(got[0].body, "{\"a\":12345678}");
            QVERIFY(got[0].header("trailer").isEmpty()); // trailers are not headers
            QCOMPARE(got[1].target, "/next");
        }
    }

    void expectContinue_asksForTheBodyOnce_andNotWhenTheBodyCameWithTheHead()
    {
        int continues = 0;
        const QByteArray head =
            "PUT /x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n";
        QCOMPARE(frame(head + "abc", head.size(), nullptr, &continues).size(), 1);
        QCOMPARE(continues, 1);
        continues = 0;
        QCOMPARE(frame(head + "abc", head.size() + 3, nullptr, &continues).size(), 1);
        QCOMPARE(continues, 0);
    }

    void head_comesBeforeItsBody()
    {
        RequestParser parser(limits());
        parser.append("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\n");
        QCOMPARE(parser.next(), Step::Head);
        QCOMPARE(parser.request().target, "/x");
        QVERIFY(parser.inBody());
        QCOMPARE(parser.next(), Step::NeedMore);
        parser.append("abc");
        QCOMPARE(parser.next(), Step::Request);
        QCOMPARE(parser.take().body, "abc");
        QVERIFY(!parser.inRequest());
    }

    void http10_closesUnlessItAsksToKeepAlive()
    {
        const QList<Request> got =
            frame("GET /a HTTP/1.0\r\n\r\nGET /b HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n", 4);
        QCOMPARE(got.size(), 2);
        QVERIFY(!got[0].keepAlive);
        QCOMPARE(got[0].version, 10);
        QVERIFY(got[1].keepAlive);
        QCOMPARE(persistFor(got[0]), Persist::Close);
        QCOMPARE(persistFor(got[1]), Persist::KeepAlive);
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
        Request request;
        request.target = target;
        QCOMPARE(request.originForm(), origin);
    }

    void connect_leavesWhatFollowsBuffered()
    {
        RequestParser parser(limits());
        parser.append("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"
                      "\x16\x03\x01 tls");
        QCOMPARE(parser.next(), Step::Request);
        const Request connect = parser.take();
        QCOMPARE(connect.method, "CONNECT");
        QCOMPARE(connect.target, "example.com:443");
        QCOMPARE(parser.takeBuffered(), QByteArray("\x16\x03\x01 tls"));
        QCOMPARE(parser.buffered(), 0);
    }

    void overTheLimits_isRefused_beforeTheBodyIsRead_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("code");
        QTest::addColumn<QByteArray>("requestId");
        // 431, not 400 as before lib/http: RFC 6585's status for fields over the limit.
        QTest::newRow("head too large, never ending")
            << QByteArray("GET / HTTP/1.1\r\nX: " + QByteArray(300, 'a')) << 431
            << QByteArray("headers_too_large") << QByteArray();
        QTest::newRow("request line too long")
            << QByteArray("GET /" + QByteArray(150, 'a') + " HTTP/1.1\r\nHost: x\r\n\r\n") << 414
            << QByteArray("uri_too_long") << QByteArray();
        QTest::newRow("request line never ending")
            << QByteArray("GET /" + QByteArray(300, 'a')) << 414 << QByteArray("uri_too_long")
            << QByteArray();
        QTest::newRow("body announced over the limit")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nX-Request-Id: support-1\r\n"
                          "Content-Length: 1001\r\n\r\n")
            << 413 << QByteArray("payload_too_large") << QByteArray("support-1");
        QTest::newRow("chunked body growing over the limit")
            << QByteArray(
                   "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n200\r\n" +
                   QByteArray(512, 'x') + "\r\n200\r\n")
            << 413 << QByteArray("payload_too_large") << QByteArray();
        QTest::newRow("trailers that never end")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n" +
                          QByteArray("T: 1\r\n").repeated(50))
            << 431 << QByteArray("headers_too_large") << QByteArray();
    }
    void overTheLimits_isRefused_beforeTheBodyIsRead()
    {
        QFETCH(QByteArray, bytes);
        Refusal refusal;
        QVERIFY(frame(bytes, 16, &refusal).isEmpty());
        QTEST(refusal.status, "status");
        QTEST(refusal.code, "code");
        QTEST(refusal.requestId, "requestId");
        QVERIFY(!refusal.message.isEmpty());
    }

    // A head split over many reads is bounded as a whole, not per read.
    void headSentAFieldAtATime_isBoundedAsAWhole()
    {
        RequestParser parser(limits());
        parser.append("GET / HTTP/1.1\r\nHost: x\r\n");
        QCOMPARE(parser.next(), Step::NeedMore);
        Step step = Step::NeedMore;
        for (int i = 0; i < 40 && step == Step::NeedMore; ++i) {
            parser.append("X-Field: value\r\n");
            step = parser.next();
        }
        QCOMPARE(step, Step::Refused);
        QCOMPARE(parser.refusal().status, 431);
    }

    void notHttp11_isRefused_andNothingAfterItIsFramed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::newRow("no version") << QByteArray("GET /\r\n\r\n") << 400;
        QTest::newRow("HTTP/2 preface") << QByteArray("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n") << 400;
        QTest::newRow("not HTTP at all") << QByteArray("HELLO\r\n\r\n") << 400;
        QTest::newRow("space in the target") << QByteArray("GET /a b HTTP/1.1\r\n\r\n") << 400;
        QTest::newRow("header without colon")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nHost\r\n\r\n") << 400;
        QTest::newRow("space in a header name")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nContent Length: 1\r\n\r\n") << 400;
        QTest::newRow("folded header")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nA: b\r\n c\r\n\r\n") << 400;
        QTest::newRow("length not a number")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n") << 400;
        QTest::newRow("two lengths")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n"
                          "Content-Length: 2\r\n\r\nab")
            << 400;
        QTest::newRow("chunk size not hex")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
            << 400;
        QTest::newRow("chunk without its CRLF")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                          "1\r\nab\r\n")
            << 400;
        // 501, not 400 as before lib/http: nginx's answer to a coding it does not implement.
        QTest::newRow("gzip transfer coding")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n") << 501;
    }
    void notHttp11_isRefused_andNothingAfterItIsFramed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        for (const qsizetype piece : {qsizetype(3), bytes.size() + 30}) {
            Refusal refusal;
            QVERIFY(
                frame(bytes + "GET /after HTTP/1.1\r\nHost: x\r\n\r\n", piece, &refusal).isEmpty());
            QCOMPARE(refusal.status, status);
            QCOMPARE(refusal.code, status == 501 ? "not_implemented" : "malformed_request");
        }
        RequestParser parser(limits());
        parser.append(QByteArray(bytes + "GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
        Step step = parser.next();
        if (step == Step::Head) // refused in its body
            step = parser.next();
        QCOMPARE(step, Step::Refused);
        parser.append("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
        QCOMPARE(parser.next(), Step::Refused); // nothing more is framed
    }

    void answer_isFramedWithItsLengthAndHeaders_andConnectionAsTheRequestAsked()
    {
        Response json;
        json.status = 404;
        json.body = R"({"error":"no"})";
        QCOMPARE(json.toBytes(Persist::Default),
                 QByteArray("HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\n"
                            "Content-Length: 14\r\n\r\n"
                            R"({"error":"no"})"));
        Response html{429, "text/html", {{"Retry-After", "120"}}, "<p>slow</p>"};
        QCOMPARE(html.toBytes(Persist::Close),
                 QByteArray("HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/html\r\n"
                            "Content-Length: 11\r\nRetry-After: 120\r\nConnection: close\r\n\r\n"
                            "<p>slow</p>"));
        Response empty{200, {}, {}, {}};
        QCOMPARE(
            empty.toBytes(Persist::KeepAlive),
            QByteArray("HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n"));
        QCOMPARE(reasonPhrase(431), "Request Header Fields Too Large");
        QCOMPARE(reasonPhrase(799), "Error");
    }

    void requestHead_isFramedAsItIsRead()
    {
        Request head;
        head.method = "PUT";
        head.target = "/a?b=c";
        head.headers = {{"host", "h"}, {"content-length", "2"}};
        QCOMPARE(head.headBytes(),
                 QByteArray("PUT /a?b=c HTTP/1.1\r\nhost: h\r\ncontent-length: 2\r\n\r\n"));
        const QList<Request> read = frame(head.headBytes() + "ok", 3);
        QCOMPARE(read.size(), 1);
        QCOMPARE(read[0].method, head.method);
        QCOMPARE(read[0].target, head.target);
        QCOMPARE(read[0].headers, head.headers);
        QCOMPARE(read[0].body, QByteArray("ok"));
    }
};

QTEST_GUILESS_MAIN(TestHttpParser)
#include "tst_httpparser.moc"
