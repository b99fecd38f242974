// lib/http's server over real loopback sockets: limits per request, not per byte (a head or a
// body trickled in is closed at its own deadline, whatever it sends meanwhile), idle connections
// closed, connections capped in all and per client address with the longest-waiting one closed
// to make room, 503 only when every connection is busy, pipelined requests read no further
// ahead than the cap, and a client that half-closes still gets its answers.
#include "http/connection.h"
#include "http/server.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <sys/socket.h>

using namespace brokerdesk::http;

namespace {

const QByteArray get = "GET /x HTTP/1.1\r\nHost: h\r\n\r\n";

Limits quick()
{
    Limits l;
    l.headTimeoutMs = 400;
    l.bodyTimeoutMs = 400;
    l.idleTimeoutMs = 400;
    l.lingerMs = 200;
    return l;
}

std::unique_ptr<QTcpSocket> connectTo(const Server &server, const QHostAddress &from = {})
{
    auto socket = std::make_unique<QTcpSocket>();
    if (!from.isNull())
        socket->bind(from);
    socket->connectToHost(QHostAddress::LocalHost, server.port());
    return socket->waitForConnected(5000) ? std::move(socket) : nullptr;
}

bool closedWithin(QTcpSocket &socket, int ms, QByteArray *received = nullptr)
{
    return QTest::qWaitFor(
        [&] {
            const QByteArray in = socket.readAll();
            if (received)
                *received += in;
            return socket.state() == QAbstractSocket::UnconnectedState;
        },
        ms);
}

QByteArray answerTo(QTcpSocket &socket, const QByteArray &request)
{
    socket.write(request);
    QByteArray in;
    (void)QTest::qWaitFor(
        [&] {
            in += socket.readAll();
            return in.contains("\r\n\r\n{}") || socket.state() == QAbstractSocket::UnconnectedState;
        },
        5000);
    return in;
}

void answerOk(Connection &c, const Request &r)
{
    Response ok;
    ok.body = "{}";
    c.answer(r, ok);
}

} // namespace

class TestHttpServer : public QObject
{
    Q_OBJECT

    // Sends `head` at once, then `bytes` one every 50 ms; returns how long the server kept the
    // connection open after that.
    static qint64 trickle(Server &server, const QByteArray &head, const QByteArray &bytes,
                          QByteArray *received)
    {
        auto socket = connectTo(server);
        if (!socket)
            return -1;
        socket->write(head);
        QElapsedTimer timer;
        timer.start();
        qsizetype sent = 0;
        QTimer drip;
        drip.setInterval(50);
        QObject::connect(&drip, &QTimer::timeout, socket.get(), [&] {
            if (sent < bytes.size() && socket->state() == QAbstractSocket::ConnectedState) {
                socket->write(bytes.mid(sent++, 1));
                socket->flush();
            }
        });
        drip.start();
        if (!closedWithin(*socket, 5000, received))
            return -1;
        return timer.elapsed();
    }

private slots:
    void headTrickledAByteAtATime_isClosedAtItsDeadline_fromItsFirstByte()
    {
        Server server(quick(), answerOk);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QByteArray received;
        // 29 bytes at 50 ms: the head would take 1.45 s; its deadline is 400 ms.
        const qint64 ms = trickle(server, {}, get, &received);
        QVERIFY2(ms > 0 && ms < 1200, qPrintable(QString::number(ms)));
        QVERIFY2(received.isEmpty(), received.constData());
    }

    void bodyTrickledAByteAtATime_isClosedAtItsOwnDeadline()
    {
        Server server(quick(), answerOk);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QByteArray received;
        // 100 bytes at 50 ms: the body would take 5 s; its deadline is 400 ms.
        const qint64 ms =
            trickle(server, "POST /x HTTP/1.1\r\nHost: h\r\nContent-Length: 100\r\n\r\n",
                    QByteArray(100, 'x'), &received);
        QVERIFY2(ms > 0 && ms < 1200, qPrintable(QString::number(ms)));
        QVERIFY2(received.isEmpty(), received.constData());
    }

    void idleConnection_isClosed_afterItsAnswers_andASilentOneToo()
    {
        Server server(quick(), answerOk);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        auto socket = connectTo(server);
        QVERIFY(socket);
        QVERIFY(answerTo(*socket, get).startsWith("HTTP/1.1 200 OK"));
        QCOMPARE(socket->state(), QAbstractSocket::ConnectedState);
        QVERIFY(closedWithin(*socket, 3000));
        auto silent = connectTo(server);
        QVERIFY(silent);
        QVERIFY(closedWithin(*silent, 3000));
    }

    void atTheCap_theLongestWaitingConnectionsMakeRoom_andARealRequestIsServed()
    {
        Limits limits;
        limits.maxConnections = 8;
        limits.maxConnectionsPerPeer = 8;
        Server server(limits, answerOk);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int i = 0; i < 40; ++i) {
            idle.push_back(connectTo(server));
            QVERIFY(idle.back());
            if (i % 2) // half of them trickle a head that never ends
                idle.back()->write("GET /slow HTTP/1.1\r\n");
            QTest::qWait(5); // each accepted in turn
        }
        QTRY_VERIFY(server.connectionCount() <= 8);
        auto real = connectTo(server);
        QVERIFY(real);
        QVERIFY(answerTo(*real, get).startsWith("HTTP/1.1 200 OK"));
        QVERIFY(server.connectionCount() <= 8);
        // The first ones were closed, the last ones kept.
        QVERIFY(closedWithin(*idle.front(), 3000));
        QCOMPARE(idle.back()->state(), QAbstractSocket::ConnectedState);
    }

    void onePeerAtItsCap_closesItsOwnConnections_notAnotherPeers()
    {
        Limits limits;
        limits.maxConnections = 20;
        limits.maxConnectionsPerPeer = 3;
        Server server(limits, answerOk);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QHostAddress other(QStringLiteral("127.0.0.2"));
        std::vector<std::unique_ptr<QTcpSocket>> others;
        for (int i = 0; i < 3; ++i) {
            others.push_back(connectTo(server, other));
            QVERIFY(others.back());
        }
        std::vector<std::unique_ptr<QTcpSocket>> flood;
        for (int i = 0; i < 12; ++i) {
            flood.push_back(connectTo(server));
            QVERIFY(flood.back());
        }
        QTRY_COMPARE(server.connectionCount(), 6);
        for (const auto &socket : others)
            QVERIFY(answerTo(*socket, get).startsWith("HTTP/1.1 200 OK"));
    }

    void everyConnectionBusyWithAnAnswer_theNextIsTold503()
    {
        Limits limits;
        limits.maxConnections = 2;
        Server server(limits, [](Connection &c, const Request &) { c.reserve(0, false); });
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        auto first = connectTo(server);
        auto second = connectTo(server);
        QVERIFY(first && second);
        first->write(get);
        second->write(get);
        QTRY_COMPARE(server.connectionCount(), 2);
        QTest::qWait(100); // both requests framed: both connections are busy
        auto third = connectTo(server);
        QVERIFY(third);
        QByteArray answer;
        QVERIFY(closedWithin(*third, 3000, &answer));
        QVERIFY2(answer.startsWith("HTTP/1.1 503"), answer.constData());
        QVERIFY(answer.contains("\"code\":\"too_many_connections\""));
        QCOMPARE(first->state(), QAbstractSocket::ConnectedState);
    }

    void pipelinedRequests_areReadNoFurtherAheadThanTheCap_andAllAnsweredInOrder()
    {
        Limits limits;
        limits.maxPipelined = 4;
        QList<QPair<QPointer<Connection>, quint64>> waiting;
        int framed = 0;
        Server server(limits, [&](Connection &c, const Request &r) {
            ++framed;
            waiting.append({&c, c.reserve(0, false)});
            Q_UNUSED(r);
        });
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        auto socket = connectTo(server);
        QVERIFY(socket);
        QByteArray requests;
        for (int i = 0; i < 20; ++i)
            requests += "GET /" + QByteArray::number(i) + " HTTP/1.1\r\nHost: h\r\n\r\n";
        socket->write(requests);
        QTRY_COMPARE(framed, 4);
        QTest::qWait(100);
        QCOMPARE(framed, 4); // the rest waits in the socket
        QByteArray in;
        for (int answered = 0; answered < 20;) {
            QTRY_VERIFY(!waiting.isEmpty());
            const auto [c, slot] = waiting.takeFirst();
            QVERIFY(c);
            c->fill(slot, Response{200, {}, {{"X-N", QByteArray::number(answered++)}}, {}}.toBytes(
                              Persist::Default));
        }
        QCOMPARE(framed, 20);
        QTRY_COMPARE((in += socket->readAll()).count("HTTP/1.1 200"), 20);
        qsizetype at = 0;
        for (int i = 0; i < 20; ++i) {
            at = in.indexOf(QByteArray("X-N: " + QByteArray::number(i) + "\r\n"), at);
            QVERIFY2(at >= 0, qPrintable(QStringLiteral("answer %1 out of order").arg(i)));
        }
    }

    void clientThatHalfCloses_stillGetsItsAnswer_thenTheConnectionEnds()
    {
        QPointer<Connection> held;
        quint64 slot = 0;
        Request asked;
        Server server(Limits{}, [&](Connection &c, const Request &r) {
            held = &c;
            asked = r;
            slot = c.reserve(0, false);
        });
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        auto socket = connectTo(server);
        QVERIFY(socket);
        socket->write(get);
        QVERIFY(socket->waitForBytesWritten(2000));
        QTRY_VERIFY(held);
        ::shutdown(int(socket->socketDescriptor()), SHUT_WR); // "that is all I send"
        QTest::qWait(100);
        QVERIFY(held);
        held->fill(slot, Response{200, {}, {}, {}}.toBytes(persistFor(asked)));
        QByteArray answer;
        QVERIFY(closedWithin(*socket, 3000, &answer));
        QVERIFY2(answer.startsWith("HTTP/1.1 200 OK"), answer.constData());
    }
};

QTEST_GUILESS_MAIN(TestHttpServer)
#include "tst_httpserver.moc"
