// Every framing case of lib/http (tests/lib/http-cases/cases.txt: the rules of RFC 9112 each as
// nginx answers it, and what stays accepted), through the parser fed as a client's bytes may
// arrive (whole, split at every byte) and through a real server over a loopback socket.
#include "http/connection.h"
#include "http/requestparser.h"
#include "http/server.h"

#include <QDir>
#include <QFile>
#include <QTcpSocket>
#include <QTest>

using namespace brokerdesk::http;

namespace {

struct Expected
{
    QList<int> answers;
    QByteArray after; // "open", "closed" or "any"
};

// The limits the cases are written for: the defaults, with a short linger so refused
// connections close quickly here.
Limits caseLimits()
{
    Limits l;
    l.lingerMs = 200;
    return l;
}

// What a server answers for `bytes` given in pieces of `piece` bytes, and whether it then
// closes: each request framed is answered 200, up to one that ends the connection or a refusal.
Expected frame(const QByteArray &bytes, qsizetype piece)
{
    RequestParser parser(caseLimits());
    Expected got{{}, "open"};
    for (qsizetype at = 0; at < bytes.size(); at += piece) {
        parser.append(QByteArrayView(bytes).sliced(at, std::min(piece, bytes.size() - at)));
        for (auto step = parser.next(); step != RequestParser::Step::NeedMore;
             step = parser.next()) {
            if (step == RequestParser::Step::Refused) {
                got.answers.append(parser.refusal().status);
                got.after = "closed";
                return got;
            }
            if (step == RequestParser::Step::Request) {
                got.answers.append(200);
                if (!parser.take().keepAlive) {
                    got.after = "closed";
                    return got;
                }
            }
        }
    }
    return got;
}

bool matches(const Expected &got, const Expected &want)
{
    return got.answers == want.answers && (want.after == "any" || got.after == want.after);
}

QByteArray describe(const Expected &e)
{
    QByteArray out;
    for (int status : e.answers)
        out += QByteArray::number(status) + ' ';
    return out + e.after;
}

} // namespace

class TestHttpFraming : public QObject
{
    Q_OBJECT

    static void addCases()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QList<int>>("answers");
        QTest::addColumn<QByteArray>("after");
        const QString dir = QStringLiteral(BROKERDESK_HTTP_CASES_DIR);
        QFile manifest(dir + QStringLiteral("/cases.txt"));
        QVERIFY(manifest.open(QIODevice::ReadOnly));
        int count = 0;
        while (!manifest.atEnd()) {
            const QByteArray line = manifest.readLine().trimmed();
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QList<QByteArray> columns = line.simplified().split(' ');
            QVERIFY2(columns.size() >= 3, line.constData());
            QFile file(dir + u'/' + QString::fromLatin1(columns[0]) + QStringLiteral(".http"));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            QList<int> answers;
            for (const QByteArray &status : columns[1].split(','))
                answers.append(status.toInt());
            QTest::newRow(columns[0].constData()) << file.readAll() << answers << columns[2];
            ++count;
        }
        QVERIFY(count >= 40);
    }

private slots:
    void everyCase_isFramedTheSame_whateverPiecesItArrivesIn_data() { addCases(); }
    void everyCase_isFramedTheSame_whateverPiecesItArrivesIn()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QList<int>, answers);
        QFETCH(QByteArray, after);
        const Expected want{answers, after};
        // Every split for the small cases; 97 for the large ones (one 70 KB head).
        const qsizetype step = bytes.size() < 4096 ? 1 : bytes.size() / 97;
        for (qsizetype piece = step; piece <= bytes.size(); piece += step) {
            const Expected got = frame(bytes, piece);
            QVERIFY2(matches(got, want),
                     qPrintable(QStringLiteral("in pieces of %1 bytes: %2, not %3")
                                    .arg(piece)
                                    .arg(QString::fromLatin1(describe(got)),
                                         QString::fromLatin1(describe(want)))));
        }
    }

    void everyCase_overALoopbackSocket_getsItsAnswers_data() { addCases(); }
    void everyCase_overALoopbackSocket_getsItsAnswers()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QList<int>, answers);
        QFETCH(QByteArray, after);
        Server server(caseLimits(), [](Connection &c, const Request &r) {
            Response ok;
            ok.body = R"({"ok":true})";
            c.answer(r, ok);
        });
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(socket.waitForConnected(5000));
        socket.write(bytes);
        QByteArray in;
        const auto statuses = [&] {
            QList<int> out;
            for (qsizetype at = in.indexOf("HTTP/1.1 "); at >= 0;
                 at = in.indexOf("HTTP/1.1 ", at + 1))
                if (const int status = in.mid(at + 9, 3).toInt(); status >= 200)
                    out.append(status);
            return out;
        };
        // Until the connection is closed, or (kept open) its answers are in; then a moment
        // more, for an answer that should not come.
        QVERIFY(QTest::qWaitFor(
            [&] {
                in += socket.readAll();
                return socket.state() == QAbstractSocket::UnconnectedState ||
                       (after != "closed" && statuses().size() >= answers.size());
            },
            5000));
        if (socket.state() == QAbstractSocket::ConnectedState)
            QTest::qWait(300);
        in += socket.readAll();
        QCOMPARE(statuses(), answers);
        if (after == "closed")
            QCOMPARE(socket.state(), QAbstractSocket::UnconnectedState);
        if (after == "open")
            QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);
        if (answers.constFirst() >= 400) // a refusal's body: the contract's error shape
            QVERIFY2(in.contains("\"error\":") && in.contains("\"code\":"), in.constData());
    }
};

QTEST_GUILESS_MAIN(TestHttpFraming)
#include "tst_httpframing.moc"
