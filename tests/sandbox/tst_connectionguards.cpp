// The sandbox's HTTP/1.1 server over real sockets: a body over the limit is refused before it is
// read, slow-drip and idle connections are closed, a client flooding requests gets 429 with
// Retry-After while other clients are served; chunked bodies, "Expect: 100-continue",
// pipelined requests and HTTP/1.0 clients are answered as those clients expect.
#include "sandboxfixture.h"

#include <QElapsedTimer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QUrl>

using brokerdesk::sandbox::SandboxSettings;

class TestConnectionGuards : public QObject
{
    Q_OBJECT

    static SandboxSettings quick()
    {
        SandboxSettings s = SandboxFixture::defaults();
        s.requestTimeoutMs = 400;
        s.idleTimeoutMs = 400;
        s.rateLimitPerSecond = 5;
        s.rateLimitBurst = 5;
        return s;
    }

    static std::unique_ptr<QTcpSocket> connectTo(SandboxFixture &f)
    {
        auto socket = std::make_unique<QTcpSocket>();
        socket->connectToHost(QHostAddress::LocalHost, quint16(f.sandbox().baseUrl().port()));
        return socket->waitForConnected(5000) ? std::move(socket) : nullptr;
    }

    // Reads until a whole answer (head and Content-Length body) arrived, or the socket closed.
    static QByteArray readAnswer(QTcpSocket &socket, int timeoutMs = 5000)
    {
        QByteArray in;
        SandboxFixture::waitFor(
            [&] {
                in += socket.readAll();
                const qsizetype end = in.indexOf("\r\n\r\n");
                if (end < 0)
                    return socket.state() == QAbstractSocket::UnconnectedState;
                const qsizetype at = in.toLower().indexOf("content-length:");
                const qsizetype length =
                    at < 0 ? 0
                           : in.mid(at + 15, in.indexOf('\r', at) - at - 15).trimmed().toLongLong();
                return in.size() >= end + 4 + length;
            },
            timeoutMs);
        return in;
    }

    static bool closedWithin(QTcpSocket &socket, int timeoutMs)
    {
        return SandboxFixture::waitFor(
            [&] {
                socket.readAll();
                return socket.state() == QAbstractSocket::UnconnectedState;
            },
            timeoutMs);
    }

private slots:
    void bodyAnnouncedOverTheLimit_isRefusedBeforeItIsSent_withTheRequestId()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        socket->write(
            "POST /v1/quotes HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
            "X-Request-Id: support-42\r\nContent-Length: 20971520\r\n\r\n");
        const QByteArray answer = readAnswer(*socket);
        QVERIFY2(answer.startsWith("HTTP/1.1 413"), answer.constData());
        QVERIFY2(answer.contains("\r\nX-Request-Id: support-42\r\n"), answer.constData());
        QVERIFY(answer.contains("\"code\":\"payload_too_large\""));
        QVERIFY(answer.contains("\"error\":"));
        QCOMPARE(f.get(QStringLiteral("/v1/policies?rows=1"), f.token()).status, 200);
    }

    void twentyMegabytesSentAnyway_get413AndTheServiceGoesOn()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        socket->write(
            "POST /v1/sales HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
            "Content-Length: 20971520\r\n\r\n");
        const QByteArray chunk(1 << 20, 'x');
        for (int i = 0; i < 20 && socket->state() == QAbstractSocket::ConnectedState; ++i)
            socket->write(chunk);
        const QByteArray answer = readAnswer(*socket);
        QVERIFY2(answer.startsWith("HTTP/1.1 413"), answer.left(200).constData());
        QCOMPARE(f.get(QStringLiteral("/v1/policies?rows=1"), f.token()).status, 200);
    }

    void chunkedBodyOverTheLimit_is413()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        socket->write(
            "POST /v1/sales HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\n\r\n");
        const QByteArray chunk =
            QByteArray::number(1 << 18, 16) + "\r\n" + QByteArray(1 << 18, 'x') + "\r\n";
        for (int i = 0; i < 6 && socket->state() == QAbstractSocket::ConnectedState; ++i)
            socket->write(chunk);
        const QByteArray answer = readAnswer(*socket);
        QVERIFY2(answer.startsWith("HTTP/1.1 413"), answer.left(200).constData());
    }

    void chunkedBodyWithExpectContinue_getsA100_thenItsAnswer()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        const QByteArray form = "grant_type=client_credentials&client_id=" +
                                QUrl::toPercentEncoding(f.broker(0).clientId) + "&client_secret=" +
                                QUrl::toPercentEncoding(f.broker(0).clientSecret);
        socket->write("POST /oauth2/token HTTP/1.1\r\nHost: localhost\r\n"
                      "Content-Type: application/x-www-form-urlencoded\r\n"
                      "Transfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n");
        QByteArray in;
        QVERIFY(SandboxFixture::waitFor([&] {
            in += socket->readAll();
            return in.contains("\r\n\r\n");
        }));
        QCOMPARE(in, "HTTP/1.1 100 Continue\r\n\r\n");
        const qsizetype half = form.size() / 2;
        socket->write(QByteArray::number(half, 16) + "\r\n" + form.left(half) + "\r\n" +
                      QByteArray::number(form.size() - half, 16) + ";ext=1\r\n" + form.mid(half) +
                      "\r\n0\r\n\r\n");
        const QByteArray answer = readAnswer(*socket);
        QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.constData());
        QVERIFY(answer.contains("\"access_token\""));
    }

    void pipelinedRequests_areAnsweredInOrder_onOneConnection()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        const QByteArray auth = "Authorization: Bearer " + f.token() + "\r\n";
        socket->write("GET /v1/cash-flow?rows=1 HTTP/1.1\r\nHost: h\r\nX-Request-Id: one\r\n" +
                      auth +
                      "\r\nGET /v1/nowhere HTTP/1.1\r\nHost: h\r\nX-Request-Id: two\r\n\r\n"
                      "GET /v1/policies?rows=1 HTTP/1.1\r\nHost: h\r\nX-Request-Id: three\r\n" +
                      auth + "\r\n");
        QByteArray in;
        QVERIFY(SandboxFixture::waitFor([&] {
            in += socket->readAll();
            return in.count("HTTP/1.1 ") == 3 && in.contains("X-Request-Id: three") &&
                   in.endsWith('}');
        }));
        const qsizetype one = in.indexOf("X-Request-Id: one");
        const qsizetype two = in.indexOf("X-Request-Id: two");
        const qsizetype three = in.indexOf("X-Request-Id: three");
        QVERIFY2(one >= 0 && one < two && two < three, in.constData());
        QVERIFY(in.startsWith("HTTP/1.1 200"));
        QVERIFY(in.mid(in.lastIndexOf("HTTP/1.1 ", two)).startsWith("HTTP/1.1 404"));
    }

    void clientSlowToReadPipelinedAnswers_getsThemAllInOrder_onceItReads()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        socket->setReadBufferSize(4096); // takes almost nothing off the wire for now
        const QByteArray auth = "Authorization: Bearer " + f.token() + "\r\n";
        constexpr int count = 200; // each answer about 25 KB: 5 MB the server must hold back
        for (int i = 0; i < count; ++i)
            socket->write("GET /v1/cash-flow?rows=100 HTTP/1.1\r\nHost: h\r\nX-Request-Id: r" +
                          QByteArray::number(i) + "\r\n" + auth + "\r\n");
        QTest::qWait(500);
        socket->setReadBufferSize(0);
        QByteArray in;
        QVERIFY(SandboxFixture::waitFor(
            [&] {
                in += socket->readAll();
                return in.count("X-Request-Id: r") == count && in.endsWith('}');
            },
            20000));
        qsizetype at = 0;
        for (int i = 0; i < count; ++i) {
            at = in.indexOf(QByteArray("X-Request-Id: r" + QByteArray::number(i) + "\r\n"), at);
            QVERIFY2(at >= 0,
                     qPrintable(QStringLiteral("answer %1 missing or out of order").arg(i)));
        }
        QCOMPARE(in.count("HTTP/1.1 200 OK"), count);
    }

    void http10Request_isAnswered_andTheConnectionClosed()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        socket->write("GET /v1/policies?rows=1 HTTP/1.0\r\nAuthorization: Bearer " + f.token() +
                      "\r\n\r\n");
        const QByteArray answer = readAnswer(*socket);
        QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.constData());
        QVERIFY(answer.contains("\r\nConnection: close\r\n"));
        QVERIFY(closedWithin(*socket, 3000));
    }

    void notHttp_isAnswered400_andClosed()
    {
        SandboxFixture f(quick());
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        socket->write("HELLO THERE\r\n\r\n");
        const QByteArray answer = readAnswer(*socket);
        QVERIFY2(answer.startsWith("HTTP/1.1 400"), answer.constData());
        QVERIFY(answer.contains("\"code\":\"malformed_request\""));
        QVERIFY(closedWithin(*socket, 4000));
        QCOMPARE(f.get(QStringLiteral("/v1/policies?rows=1"), f.token()).status, 200);
    }

    void slowDripRequest_isClosedWithoutAnAnswer()
    {
        SandboxFixture f(quick());
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        const QByteArray request = "GET /v1/policies?rows=1 HTTP/1.1\r\nHost: localhost\r\n\r\n";
        QByteArray answer;
        QElapsedTimer timer;
        timer.start();
        // One byte every 50 ms: the whole request would take 2.7 s.
        qsizetype sent = 0;
        QTimer drip;
        drip.setInterval(50);
        connect(&drip, &QTimer::timeout, socket.get(), [&] {
            if (sent < request.size() && socket->state() == QAbstractSocket::ConnectedState) {
                socket->write(request.mid(sent++, 1));
                socket->flush();
            }
        });
        drip.start();
        QVERIFY(SandboxFixture::waitFor(
            [&] {
                answer += socket->readAll();
                return socket->state() == QAbstractSocket::UnconnectedState;
            },
            3000));
        drip.stop();
        QVERIFY2(timer.elapsed() < 2500, "the connection was left open past the deadline");
        QVERIFY2(!answer.contains("200 OK"), answer.constData());
    }

    void idleConnection_isClosed_afterAnsweringItsRequests()
    {
        SandboxFixture f(quick());
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto socket = connectTo(f);
        QVERIFY(socket);
        socket->write("GET /v1/unknown HTTP/1.1\r\nHost: localhost\r\n\r\n");
        QVERIFY(readAnswer(*socket).startsWith("HTTP/1.1 4"));
        QVERIFY(socket->state() == QAbstractSocket::ConnectedState);
        QVERIFY(closedWithin(*socket, 3000)); // nothing more sent: closed after 400 ms idle
        auto silent = connectTo(f);
        QVERIFY(silent);
        QVERIFY(closedWithin(*silent, 3000)); // connected and never said a word
    }

    void floodingClient_gets429WithRetryAfter_whileOthersAreServed()
    {
        SandboxFixture f(quick());
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray flooder = f.token(0);
        const QByteArray other = f.token(1);
        int ok = 0;
        SandboxFixture::Reply refused;
        QElapsedTimer sinceRefused;
        for (int i = 0; i < 20; ++i) {
            const auto r = f.get(QStringLiteral("/v1/policies?rows=1"), flooder);
            if (r.status == 200) {
                ++ok;
            } else if (r.status == 429) {
                refused = r;
                sinceRefused.start();
            }
        }
        QVERIFY2(ok >= 5 && ok < 20, qPrintable(QString::number(ok)));
        QCOMPARE(refused.status, 429);
        QCOMPARE(refused.code(), QStringLiteral("rate_limited"));
        QVERIFY(!refused.error().isEmpty());
        QVERIFY(refused.header("retry-after").toInt() >= 1);
        QCOMPARE(f.get(QStringLiteral("/v1/policies?rows=1"), other).status, 200);
        // After the pause it asked for, counted from its last refusal, the flooder is served again.
        const qint64 pauseMs = qint64(refused.header("retry-after").toInt()) * 1000;
        QVERIFY(SandboxFixture::waitFor([&] { return sinceRefused.hasExpired(pauseMs); },
                                        int(pauseMs) + 5000));
        QCOMPARE(f.get(QStringLiteral("/v1/policies?rows=1"), flooder).status, 200);
    }
};

QTEST_MAIN(TestConnectionGuards)
#include "tst_connectionguards.moc"
