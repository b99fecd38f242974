#include "affinityflow.h"
#include "store/database.h"
#include "webhooks/dispatcher.h"
#include "webhooksink.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QNetworkReply>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace affinityflow;

namespace {

const QByteArray secret = "whsec-test-secret";

bool signatureValid(const WebhookSink::Delivery &d)
{
    const QByteArray content =
        d.headers.value("webhook-id") + '.' + d.headers.value("webhook-timestamp") + '.' + d.body;
    const QByteArray expected =
        "v1," +
        QMessageAuthenticationCode::hash(content, secret, QCryptographicHash::Sha256).toBase64();
    return d.headers.value("webhook-signature") == expected;
}

QString idOf(const QByteArray &body)
{
    return QJsonDocument::fromJson(body).object().value(QStringLiteral("id")).toString();
}

brokerdesk::sandbox::SandboxSettings withTargets(const QList<const WebhookSink *> &sinks)
{
    auto s = fastSettings();
    for (const WebhookSink *sink : sinks)
        s.webhookTargets.append({QStringLiteral("demo-broker-1"), QUrl(sink->url()), secret});
    return s;
}

} // namespace

class TestWebhooks : public QObject
{
    Q_OBJECT

private slots:
    void delivery_isSignedAndCarriesTheCompleteAffinity()
    {
        WebhookSink sink;
        SandboxFixture f(withTargets({&sink}));
        const QByteArray token = f.token();
        const QString id = create(f, token).json[QStringLiteral("id")].toString();
        QVERIFY(SandboxFixture::waitFor([&] { return !sink.deliveries.isEmpty(); }));
        const WebhookSink::Delivery &d = sink.deliveries.first();
        QVERIFY(signatureValid(d));
        QVERIFY(d.headers.value("webhook-id").startsWith("evt_"));
        QVERIFY(qAbs(d.headers.value("webhook-timestamp").toLongLong() -
                     QDateTime::currentSecsSinceEpoch()) < 60);
        QCOMPARE(d.headers.value("content-type"), QByteArray("application/json"));
        const QJsonObject body = QJsonDocument::fromJson(d.body).object();
        QCOMPARE(body[QStringLiteral("id")].toString(), id);
        QCOMPARE(body[QStringLiteral("status")].toInt(), 1);
        for (const char *field : {"affinity_request_id", "lifetime_start", "lifetime_end",
                                  "plan_id", "affinity_holder", "item", "attachments"})
            QVERIFY2(body.contains(QString::fromLatin1(field)), field);
        QCOMPARE(body[QStringLiteral("attachments")].toArray().size(), 3);
    }

    void cancel_andExpiry_areDeliveredToo_andEveryTargetOfTheBrokerGetsEverything()
    {
        WebhookSink a, b;
        SandboxFixture f(withTargets({&a, &b}));
        const QByteArray token = f.token();
        const QString id = create(f, token).json[QStringLiteral("id")].toString();
        QVERIFY(SandboxFixture::waitFor([&] { return a.deliveries.size() == 1; }));
        QCOMPARE(f.del(QStringLiteral("/v1/affinity/") + id, {}, token).status, 200);
        QVERIFY(SandboxFixture::waitFor(
            [&] { return a.deliveries.size() == 2 && b.deliveries.size() == 2; }));
        QCOMPARE(QJsonDocument::fromJson(a.deliveries[1].body)[QStringLiteral("status")].toInt(),
                 2);
        QCOMPARE(a.deliveries[1].headers.value("webhook-id"),
                 b.deliveries[1].headers.value("webhook-id"));
        QVERIFY(a.deliveries[0].headers.value("webhook-id") !=
                a.deliveries[1].headers.value("webhook-id"));
    }

    void twoBrokers_eachTargetGetsOnlyItsOwnBrokersEvents()
    {
        WebhookSink first, second;
        auto s = fastSettings();
        s.webhookTargets = {{QStringLiteral("demo-broker-1"), QUrl(first.url()), secret},
                            {QStringLiteral("demo-broker-2"), QUrl(second.url()), secret}};
        SandboxFixture f(s);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        QCOMPARE(f.broker(1).clientId, QStringLiteral("demo-broker-2"));
        const QString mine = create(f, f.token(0)).json[QStringLiteral("id")].toString();
        const QString theirs = create(f, f.token(1)).json[QStringLiteral("id")].toString();
        QVERIFY(!mine.isEmpty() && !theirs.isEmpty());
        QVERIFY(SandboxFixture::waitFor(
            [&] { return first.deliveries.size() == 1 && second.deliveries.size() == 1; }));
        QCOMPARE(f.del(QStringLiteral("/v1/affinity/") + mine, {}, f.token(0)).status, 200);
        QCOMPARE(f.del(QStringLiteral("/v1/affinity/") + theirs, {}, f.token(1)).status, 200);
        QVERIFY(SandboxFixture::waitFor(
            [&] { return first.deliveries.size() == 2 && second.deliveries.size() == 2; }));
        for (const auto &d : std::as_const(first.deliveries))
            QCOMPARE(idOf(d.body), mine);
        for (const auto &d : std::as_const(second.deliveries))
            QCOMPARE(idOf(d.body), theirs);
        // Nothing of one broker is even queued for the other's target.
        QSqlQuery q(f.sandbox().database().handle());
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM webhook_outbox")) && q.next());
        QCOMPARE(q.value(0).toInt(), 4);
    }

    void targetOfAnUnknownBroker_stopsTheSandboxFromStarting()
    {
        WebhookSink sink;
        auto s = fastSettings();
        s.webhookTargets = {{QStringLiteral("no-such-broker"), QUrl(sink.url()), secret}};
        SandboxFixture f(s);
        QVERIFY(!f.started());
        QVERIFY2(f.startError().contains(QStringLiteral("no-such-broker")),
                 qPrintable(f.startError()));
    }

    void failingHead_holdsTheRestBack_andRetriesAreSpacedByBackoff()
    {
        WebhookSink sink;
        int calls = 0;
        sink.setResponder(
            [&calls](const WebhookSink::Delivery &) { return ++calls <= 2 ? 500 : 200; });
        SandboxFixture f(withTargets({&sink}));
        const QByteArray token = f.token();
        QStringList created;
        for (int i = 0; i < 3; ++i)
            created << create(f, token).json[QStringLiteral("id")].toString();
        QVERIFY(SandboxFixture::waitFor([&] { return sink.acknowledged().size() == 3; }, 10000));
        // The head failed twice (retried after ~1 s, then ~2 s); nothing overtook it.
        QCOMPARE(sink.deliveries.size(), 5);
        QCOMPARE(idOf(sink.deliveries[0].body), idOf(sink.deliveries[1].body));
        QCOMPARE(idOf(sink.deliveries[1].body), idOf(sink.deliveries[2].body));
        QCOMPARE(sink.deliveries[0].headers.value("webhook-id"),
                 sink.deliveries[2].headers.value("webhook-id"));
        QVERIFY(sink.deliveries[1].receivedMs - sink.deliveries[0].receivedMs >= 900);
        QVERIFY(sink.deliveries[2].receivedMs - sink.deliveries[1].receivedMs >= 1900);
        QStringList acknowledged;
        for (const QByteArray &body : sink.acknowledged())
            acknowledged << idOf(body);
        QCOMPARE(acknowledged, created);
        for (const auto &d : sink.deliveries)
            QVERIFY(signatureValid(d));
    }

    void restart_midBacklog_losesNothingAndKeepsOrder()
    {
        QTemporaryDir dir;
        WebhookSink sink;
        sink.setResponder([](const WebhookSink::Delivery &) { return 503; });
        auto settings = withTargets({&sink});
        settings.dbPath = dir.filePath(QStringLiteral("sandbox.db"));
        QStringList created;
        {
            SandboxFixture first(settings);
            const QByteArray token = first.token();
            for (int i = 0; i < 4; ++i)
                created << create(first, token).json[QStringLiteral("id")].toString();
            QVERIFY(SandboxFixture::waitFor([&] { return !sink.deliveries.isEmpty(); }));
            QVERIFY(SandboxFixture::waitFor(
                [&] { return statusOf(first, token, created.last()) == 1; }));
            // The sink has answered 503; the outbox notes it once the answer is read back.
            const auto lastError = [&] {
                const auto status =
                    brokerdesk::sandbox::Sandbox::webhookStatus(settings.dbPath, nullptr);
                return status && status->size() == 1
                           ? (*status)[0][QStringLiteral("last_error")].toString()
                           : QString();
            };
            QVERIFY(SandboxFixture::waitFor([&] { return lastError() == u"HTTP 503"; }));
            const auto status =
                brokerdesk::sandbox::Sandbox::webhookStatus(settings.dbPath, nullptr);
            QVERIFY(status && status->size() == 1);
            QCOMPARE((*status)[0][QStringLiteral("pending")].toInt(), 4);
        }
        sink.setResponder([](const WebhookSink::Delivery &) { return 200; });
        SandboxFixture second(settings);
        QVERIFY(SandboxFixture::waitFor([&] { return sink.acknowledged().size() == 4; }, 10000));
        QStringList acknowledged;
        for (const QByteArray &body : sink.acknowledged())
            acknowledged << idOf(body);
        QCOMPARE(acknowledged, created);
    }

    void sigkill_midBacklog_losesNothing()
    {
        QTemporaryDir dir;
        WebhookSink sink;
        sink.setResponder([](const WebhookSink::Delivery &) { return 500; });
        const QString db = dir.filePath(QStringLiteral("sandbox.db"));
        const QString creds = dir.filePath(QStringLiteral("credentials.json"));
        const QStringList args{QStringLiteral("--db"),
                               db,
                               QStringLiteral("--credentials-file"),
                               creds,
                               QStringLiteral("--webhook-url"),
                               QStringLiteral("demo-broker-1=") + sink.url(),
                               QStringLiteral("--webhook-secret"),
                               QString::fromLatin1(secret),
                               QStringLiteral("--affinity-issue-delay-ms"),
                               QStringLiteral("0"),
                               QStringLiteral("--seed-ledger"),
                               QStringLiteral("0"),
                               QStringLiteral("--log-level"),
                               QStringLiteral("warning")};
        QProcess sandbox;
        sandbox.start(QStringLiteral(BROKERDESK_SANDBOX_BIN), args);
        QVERIFY(SandboxFixture::waitFor([&] { return QFile::exists(creds); }, 10000));
        QFile file(creds);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject c = QJsonDocument::fromJson(file.readAll()).object();
        const QString base = c[QStringLiteral("base_url")].toString();
        const QJsonObject broker = c[QStringLiteral("brokers")][0].toObject();

        // A client of the standalone process, over real HTTP.
        QNetworkAccessManager http;
        const auto call = [&](const QByteArray &method, const QString &path, const QByteArray &body,
                              const QByteArray &type, const QByteArray &token) {
            QNetworkRequest request(QUrl(base + path));
            request.setHeader(QNetworkRequest::ContentTypeHeader, type);
            if (!token.isEmpty())
                request.setRawHeader("Authorization", "Bearer " + token);
            QNetworkReply *reply = http.sendCustomRequest(request, method, body);
            SandboxFixture::waitFor([reply] { return reply->isFinished(); }, 10000);
            QJsonObject json = QJsonDocument::fromJson(reply->readAll()).object();
            reply->deleteLater();
            return json;
        };
        const QByteArray token =
            call("POST", QStringLiteral("/oauth2/token"),
                 "grant_type=client_credentials&client_id=" +
                     broker[QStringLiteral("client_id")].toString().toUtf8() + "&client_secret=" +
                     broker[QStringLiteral("client_secret")].toString().toUtf8(),
                 "application/x-www-form-urlencoded", {})
                .value(QStringLiteral("access_token"))
                .toString()
                .toLatin1();
        QVERIFY(!token.isEmpty());
        const QJsonObject partnership =
            call("GET", QStringLiteral("/v1/affinity/partnership"), {}, {}, token);
        const QString product =
            partnership[QStringLiteral("products")][0][QStringLiteral("id")].toString();
        QStringList created;
        for (int i = 0; i < 3; ++i) {
            const QJsonObject request =
                call("POST", QStringLiteral("/v1/affinity/request"),
                     QJsonDocument(QJsonObject{{QStringLiteral("product_id"), product}}).toJson(),
                     "application/json", token);
            const QDate start = QDate::currentDate();
            const QJsonObject body{
                {QStringLiteral("affinity_request_id"), request[QStringLiteral("id")]},
                {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                {QStringLiteral("lifetime_end"), start.addDays(90).toString(Qt::ISODate)},
                {QStringLiteral("affinity_holder"), holder()},
                {QStringLiteral("item"), itemFor(8)}};
            created << call("POST", QStringLiteral("/v1/affinity"), QJsonDocument(body).toJson(),
                            "application/json", token)
                           .value(QStringLiteral("id"))
                           .toString();
        }
        QVERIFY(SandboxFixture::waitFor([&] { return !sink.deliveries.isEmpty(); }, 10000));
        // Every issuance job has committed its event once the service lists all three as issued.
        const auto allIssued = [&] {
            const QJsonArray items = call("GET", QStringLiteral("/v1/affinity?rows=100"), {}, {},
                                          token)[QStringLiteral("items")]
                                         .toArray();
            int issued = 0;
            for (const QJsonValue &a : items)
                issued += created.contains(a[QStringLiteral("id")].toString()) &&
                                  a[QStringLiteral("status")].toInt() == 1
                              ? 1
                              : 0;
            return issued == created.size();
        };
        QVERIFY(SandboxFixture::waitFor(allIssued, 10000));
        sandbox.kill(); // SIGKILL: no chance to clean up
        QVERIFY(sandbox.waitForFinished(5000));

        sink.setResponder([](const WebhookSink::Delivery &) { return 200; });
        QFile::remove(creds);
        QProcess restarted;
        restarted.start(QStringLiteral(BROKERDESK_SANDBOX_BIN), args);
        QVERIFY(SandboxFixture::waitFor([&] { return sink.acknowledged().size() == 3; }, 15000));
        restarted.terminate();
        QVERIFY(restarted.waitForFinished(5000));
        QCOMPARE(restarted.exitStatus(), QProcess::NormalExit);
        QStringList acknowledged;
        for (const QByteArray &body : sink.acknowledged())
            acknowledged << idOf(body);
        QCOMPARE(acknowledged, created);
    }

    void backoff_doublesFromOneSecondUpToFiveMinutes()
    {
        using brokerdesk::sandbox::WebhookDispatcher;
        QCOMPARE(WebhookDispatcher::backoffMs(1), 1000);
        QCOMPARE(WebhookDispatcher::backoffMs(2), 2000);
        QCOMPARE(WebhookDispatcher::backoffMs(5), 16000);
        QCOMPARE(WebhookDispatcher::backoffMs(9), 256000);
        QCOMPARE(WebhookDispatcher::backoffMs(10), 300000);
        QCOMPARE(WebhookDispatcher::backoffMs(1000), 300000);
    }
};

QTEST_GUILESS_MAIN(TestWebhooks)
#include "tst_webhooks.moc"
