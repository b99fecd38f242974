// --latency-ms: the sandbox answers like a service across the internet — every answer, the
// token's included, is held back, while other connections go on being served and pipelined
// answers keep their order.
#include "sandboxfixture.h"

#include <QElapsedTimer>
#include <QNetworkReply>
#include <QTcpSocket>
#include <QTest>

using brokerdesk::sandbox::SandboxSettings;

namespace {

constexpr int latencyMs = 300;

SandboxSettings distant(int jitterMs = 0)
{
    SandboxSettings s = SandboxFixture::defaults();
    s.latencyMs = latencyMs;
    s.latencyJitterMs = jitterMs;
    return s;
}

// The X-Request-Id of each whole answer in `in`, in the order they arrived.
QList<QByteArray> answeredIds(const QByteArray &in)
{
    QList<QByteArray> ids;
    qsizetype at = 0;
    while (true) {
        const qsizetype end = in.indexOf("\r\n\r\n", at);
        if (end < 0)
            return ids;
        const QByteArray head = in.mid(at, end - at).toLower();
        const qsizetype length = head.indexOf("content-length:");
        const qsizetype id = head.indexOf("x-request-id:");
        if (length < 0 || id < 0)
            return ids;
        const qsizetype bodyBytes =
            head.mid(length + 15, head.indexOf('\r', length) - length - 15).trimmed().toLongLong();
        if (in.size() < end + 4 + bodyBytes)
            return ids;
        const qsizetype idEnd = head.indexOf('\r', id);
        ids.append(head.mid(id + 13, (idEnd < 0 ? head.size() : idEnd) - id - 13).trimmed());
        at = end + 4 + bodyBytes;
    }
}

} // namespace

class TestLatency : public QObject
{
    Q_OBJECT

private slots:
    void everyAnswerIsHeldBackTokenIncluded()
    {
        SandboxFixture f(distant());
        QVERIFY2(f.started(), qPrintable(f.startError()));
        QElapsedTimer timer;
        timer.start();
        const QByteArray token = f.token();
        QVERIFY(!token.isEmpty());
        QVERIFY(timer.elapsed() >= latencyMs);
        timer.restart();
        QCOMPARE(f.get(QStringLiteral("/v1/policies?rows=5"), token).status, 200);
        QVERIFY(timer.elapsed() >= latencyMs);
    }

    void heldAnswersDoNotHoldUpOtherConnections()
    {
        SandboxFixture f(distant());
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        // Twelve requests over the six connections Qt opens to one host: one after another
        // they would take 12 × 300 ms; side by side about two round trips.
        QNetworkAccessManager http;
        QList<QNetworkReply *> replies;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < 12; ++i) {
            QNetworkRequest request(f.sandbox().baseUrl().resolved(
                QUrl(QStringLiteral("/v1/policies?rows=5&page=%1").arg(i + 1))));
            request.setRawHeader("Authorization", "Bearer " + token);
            replies.append(http.get(request));
        }
        QVERIFY(SandboxFixture::waitFor(
            [&] {
                return std::all_of(replies.cbegin(), replies.cend(),
                                   [](QNetworkReply *r) { return r->isFinished(); });
            },
            20000));
        const qint64 elapsed = timer.elapsed();
        for (QNetworkReply *r : replies) {
            QCOMPARE(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
            r->deleteLater();
        }
        QVERIFY2(elapsed < 8 * latencyMs, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
    }

    void pipelinedAnswersKeepTheirOrderDespiteJitter()
    {
        SandboxFixture f(distant(250));
        QVERIFY2(f.started(), qPrintable(f.startError()));
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, quint16(f.sandbox().baseUrl().port()));
        QVERIFY(socket.waitForConnected(5000));
        QList<QByteArray> sent;
        QByteArray requests;
        for (int i = 0; i < 8; ++i) {
            sent.append("order-" + QByteArray::number(i));
            requests +=
                "GET /v1/policies HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: " + sent.back() +
                "\r\n\r\n";
        }
        socket.write(requests);
        QByteArray in;
        QVERIFY(SandboxFixture::waitFor(
            [&] {
                in += socket.readAll();
                return answeredIds(in).size() == sent.size();
            },
            20000));
        QCOMPARE(answeredIds(in), sent);
    }
};

QTEST_GUILESS_MAIN(TestLatency)
#include "tst_latency.moc"
