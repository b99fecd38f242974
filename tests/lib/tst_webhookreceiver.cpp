#include "affinityflow.h"
#include "sandboxfixture.h"
#include "selfsigned.h"

#include "api/apiclient.h"
#include "webhook/affinityreadback.h"
#include "webhook/webhookreceiver.h"

#include <QDateTime>
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace brokerdesk::webhook;
using namespace Qt::StringLiterals;

namespace {

const QByteArray secret = "whsec-test-0123456789";

QByteArray affinityBody(const QString &id, int status)
{
    return QJsonDocument(
               QJsonObject{{u"id"_s, id}, {u"status"_s, status}, {u"product_id"_s, u"pr-8"_s}})
        .toJson(QJsonDocument::Compact);
}

} // namespace

// Real HTTP deliveries over loopback to a listening receiver, signed as docs/contract.md says.
class TestWebhookReceiver : public QObject
{
    Q_OBJECT
    std::unique_ptr<WebhookReceiver> receiver;
    QNetworkAccessManager http;
    QList<QJsonObject> applied;
    std::optional<QSslConfiguration> clientTls; // for https deliveries

    struct Answer
    {
        int status = 0;
        QJsonObject json;
        bool finishedBeforeEmit = false;
    };

    // POSTs `body` with Standard Webhooks headers; a signature of another secret when `key`
    // differs.
    Answer deliver(const QByteArray &body, const QByteArray &id, qint64 timestamp,
                   const QByteArray &key = secret, const QByteArray &path = "/hooks/affinity")
    {
        QUrl url = receiver->url();
        url.setPath(QString::fromLatin1(path));
        QNetworkRequest request(url);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        if (clientTls)
            request.setSslConfiguration(*clientTls);
        request.setRawHeader("webhook-id", id);
        request.setRawHeader("webhook-timestamp", QByteArray::number(timestamp));
        request.setRawHeader("webhook-signature", WebhookVerifier::sign(key, id, timestamp, body));
        std::unique_ptr<QNetworkReply> reply(http.post(request, body));
        Answer a;
        // The answer must not have arrived when the update is announced.
        auto watch = connect(receiver.get(), &WebhookReceiver::affinityUpdated, this,
                             [&] { a.finishedBeforeEmit = reply->isFinished(); });
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        if (!reply->isFinished() && !finished.wait(5000))
            return a;
        disconnect(watch);
        a.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        a.json = QJsonDocument::fromJson(reply->readAll()).object();
        return a;
    }
    static qint64 now() { return QDateTime::currentSecsSinceEpoch(); }

    // POSTs `body` as the operator documents a notification: no header but Content-Type.
    int deliverUnsigned(const QByteArray &body, const QByteArray &path)
    {
        QUrl url = receiver->url();
        url.setPath(QString::fromLatin1(path));
        QNetworkRequest request(url);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        std::unique_ptr<QNetworkReply> reply(http.post(request, body));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        if (!reply->isFinished() && !finished.wait(5000))
            return 0;
        return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    }

    // A strict sandbox (unsigned deliveries to this receiver), and the receiver in Unsigned mode
    // at an unguessable path, reading back through a real client signed in as broker 0.
    struct UnsignedSetup
    {
        std::unique_ptr<SandboxFixture> f;
        std::unique_ptr<brokerdesk::api::ApiClient> api;
        std::unique_ptr<AffinityReadBack> readBack;
    };
    static constexpr QByteArrayView hookPath = "/hooks/affinity/Zk3q9VbC1xT0pLmN8rWs2A";
    UnsignedSetup unsignedSetup(bool deliver = true)
    {
        receiver->setMode(WebhookReceiver::Mode::Unsigned);
        receiver->setPath(hookPath.toByteArray());
        auto settings = affinityflow::fastSettings();
        settings.strict = true;
        if (deliver) {
            QUrl url = receiver->url();
            settings.webhookTargets.append({u"demo-broker-1"_s, url, {}});
        }
        UnsignedSetup u;
        u.f = std::make_unique<SandboxFixture>(settings);
        u.api = std::make_unique<brokerdesk::api::ApiClient>(u.f->clientSettings());
        u.readBack = std::make_unique<AffinityReadBack>(*u.api);
        receiver->setReadBack(u.readBack->function());
        return u;
    }
    // An affinity of broker 0, issued (status 1) on the service.
    static QString issuedAffinity(SandboxFixture &f)
    {
        const QByteArray token = f.token();
        const auto created = affinityflow::create(f, token);
        const QString id = created.json.value(u"id"_s).toString();
        const bool issued =
            QTest::qWaitFor([&] { return affinityflow::statusOf(f, token, id) == 1; }, 10000);
        return issued ? id : QString();
    }

private slots:
    void init()
    {
        applied.clear();
        clientTls.reset();
        receiver = std::make_unique<WebhookReceiver>(secret);
        receiver->setApplier([this](const QJsonObject &affinity, QString *) {
            applied.append(affinity);
            return true;
        });
        QVERIFY(receiver->listen());
        QVERIFY(receiver->port() != 0);
    }
    void cleanup() { receiver.reset(); }

    void signedDelivery_isAppliedAndEmitted_beforeThe200()
    {
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);
        const Answer a = deliver(affinityBody(u"af-1"_s, 1), "msg_1", now());
        QCOMPARE(a.status, 200);
        QCOMPARE(a.json.value(u"applied"_s).toBool(), true);
        QCOMPARE(updated.count(), 1);
        QVERIFY(!a.finishedBeforeEmit);
        const QJsonObject emitted = updated.at(0).at(0).toJsonObject();
        QCOMPARE(emitted.value(u"id"_s).toString(), u"af-1"_s);
        QCOMPARE(emitted.value(u"status"_s).toInt(), 1);
        QCOMPARE(applied.size(), 1);
        QCOMPARE(receiver->appliedCount(), 1);
    }

    void forgedSignature_isRefused_andNothingIsApplied()
    {
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);
        QSignalSpy rejected(receiver.get(), &WebhookReceiver::deliveryRejected);
        const Answer a = deliver(affinityBody(u"af-1"_s, 2), "msg_2", now(), "another-secret");
        QCOMPARE(a.status, 401);
        QVERIFY(!a.json.value(u"error"_s).toString().isEmpty());
        QCOMPARE(updated.count(), 0);
        QCOMPARE(rejected.count(), 1);
        QVERIFY(applied.isEmpty());
    }

    void bodyChangedAfterSigning_isRefused()
    {
        const QByteArray body = affinityBody(u"af-1"_s, 1);
        QUrl url = receiver->url();
        QNetworkRequest request(url);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        const qint64 t = now();
        request.setRawHeader("webhook-id", "msg_3");
        request.setRawHeader("webhook-timestamp", QByteArray::number(t));
        request.setRawHeader("webhook-signature", WebhookVerifier::sign(secret, "msg_3", t, body));
        std::unique_ptr<QNetworkReply> reply(http.post(request, affinityBody(u"af-1"_s, 2)));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        QVERIFY(finished.wait(5000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 401);
        QVERIFY(applied.isEmpty());
    }

    void staleOrFutureTimestamp_isRefused()
    {
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);
        QCOMPARE(deliver(affinityBody(u"af-1"_s, 1), "msg_old", now() - 3600).status, 400);
        QCOMPARE(deliver(affinityBody(u"af-1"_s, 1), "msg_future", now() + 3600).status, 400);
        QCOMPARE(updated.count(), 0);
        QVERIFY(applied.isEmpty());
    }

    // Our 200 was lost, the service delivers the same event again: anything but 200 would
    // hold back every later event, and applying it again would repeat its effects.
    void redeliveryOfAnAppliedEvent_isAnswered200_andAppliedOnce()
    {
        const QByteArray body = affinityBody(u"af-1"_s, 1);
        const qint64 t = now();
        QCOMPARE(deliver(body, "msg_once", t).status, 200);
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);
        const Answer again = deliver(body, "msg_once", t);
        QCOMPARE(again.status, 200);
        QCOMPARE(again.json.value(u"applied"_s).toBool(), true);
        QCOMPARE(updated.count(), 0);
        QCOMPARE(applied.size(), 1);
        QCOMPARE(receiver->appliedCount(), 1);
        QCOMPARE(receiver->rejectedCount(), 0);
    }

    // The service signs every retry anew; one that comes back after the signature window (its
    // backoff reaches 5 minutes) is still the same event.
    void redeliveryResignedAfterTheSignatureWindow_isAppliedOnce()
    {
        qint64 clock = now();
        receiver->setClock([&clock] { return clock; });
        const QByteArray body = affinityBody(u"af-2"_s, 1);
        QCOMPARE(deliver(body, "msg_late", clock).status, 200);
        clock += 3600;
        QCOMPARE(deliver(body, "msg_late", clock).status, 200);
        QCOMPARE(applied.size(), 1);
    }

    void redeliveryWithAForgedSignature_isStillRefused()
    {
        const QByteArray body = affinityBody(u"af-3"_s, 1);
        const qint64 t = now();
        QCOMPARE(deliver(body, "msg_forge", t).status, 200);
        QCOMPARE(deliver(body, "msg_forge", t, "not-the-secret").status, 401);
        QCOMPARE(deliver(body, "msg_forge", t - 3600).status, 400);
        QCOMPARE(applied.size(), 1);
    }

    // An office that terminates TLS at the desk itself: https with its own certificate.
    void withACertificate_deliveriesArriveOverTls_andPlainHttpIsNotServed()
    {
        QTemporaryDir dir;
        const SelfSigned cert = SelfSigned::make(dir.path());
        QVERIFY2(cert.ok(), qPrintable(cert.error));
        receiver = std::make_unique<WebhookReceiver>(secret);
        receiver->setApplier([this](const QJsonObject &affinity, QString *) {
            applied.append(affinity);
            return true;
        });
        receiver->setTlsConfiguration(cert.serverConfiguration());
        QVERIFY(receiver->listen(QHostAddress::LocalHost, 0));
        QCOMPARE(receiver->url().scheme(), u"https"_s);
        QSslConfiguration trusting = QSslConfiguration::defaultConfiguration();
        trusting.addCaCertificate(cert.certificate);
        clientTls = trusting;
        QCOMPARE(deliver(affinityBody(u"af-tls"_s, 1), "msg_tls", now()).status, 200);
        QCOMPARE(applied.size(), 1);

        // Plain http to the same port never reaches the handler.
        QTcpSocket plain;
        plain.connectToHost(QHostAddress::LocalHost, receiver->port());
        QVERIFY(plain.waitForConnected(5000));
        plain.write("POST /hooks/affinity HTTP/1.1\r\nContent-Length: 0\r\n\r\n");
        QTRY_VERIFY_WITH_TIMEOUT(plain.state() == QAbstractSocket::UnconnectedState, 15000);
        QCOMPARE(applied.size(), 1);
        QCOMPARE(receiver->appliedCount(), 1);
    }

    void signedButNotJson_isRefused()
    {
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);
        QCOMPARE(deliver("{\"id\": \"af-1\", ", "msg_bad", now()).status, 400);
        QCOMPARE(deliver("[1, 2]", "msg_array", now()).status, 400);
        QCOMPARE(deliver("{\"status\": 1}", "msg_noid", now()).status, 400);
        QCOMPARE(updated.count(), 0);
        QVERIFY(applied.isEmpty());
    }

    void missingHeadersWrongPathOrMethod_areRefused()
    {
        QNetworkRequest bare(receiver->url());
        bare.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        std::unique_ptr<QNetworkReply> reply(http.post(bare, affinityBody(u"af-1"_s, 1)));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        QVERIFY(finished.wait(5000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 400);

        QCOMPARE(
            deliver(affinityBody(u"af-1"_s, 1), "msg_path", now(), secret, "/elsewhere").status,
            404);
        std::unique_ptr<QNetworkReply> get(http.get(QNetworkRequest(receiver->url())));
        QSignalSpy gotten(get.get(), &QNetworkReply::finished);
        QVERIFY(gotten.wait(5000));
        QCOMPARE(get->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 405);
        QVERIFY(applied.isEmpty());
    }

    void applierThatCannotApplyNow_answers503_soTheServiceRetries_andTheRetryIsAccepted()
    {
        bool busy = true;
        receiver->setApplier([&](const QJsonObject &affinity, QString *why) {
            if (busy) {
                *why = u"The affinity list is being reloaded."_s;
                return false;
            }
            applied.append(affinity);
            return true;
        });
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);
        const QByteArray body = affinityBody(u"af-9"_s, 1);
        const qint64 t = now();
        QCOMPARE(deliver(body, "msg_retry", t).status, 503);
        QCOMPARE(updated.count(), 0);
        busy = false;
        QCOMPARE(deliver(body, "msg_retry", t).status, 200); // same id: not a replay, never applied
        QCOMPARE(updated.count(), 1);
    }

    void oversizedBody_isRefusedWithoutReadingIt()
    {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, receiver->port());
        QVERIFY(socket.waitForConnected(2000));
        socket.write(
            "POST /hooks/affinity HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            "Content-Length: 5000000\r\n\r\n");
        QVERIFY(QTest::qWaitFor(
            [&] {
                return socket.bytesAvailable() > 0 ||
                       socket.state() != QAbstractSocket::ConnectedState;
            },
            5000));
        QVERIFY(socket.readAll().startsWith("HTTP/1.1 413"));
    }

    // RFC 9112, 3.2: an HTTP/1.1 request names exactly one Host; nothing else is applied.
    void http11WithoutOrWithTwoHosts_isRefused400_andNothingIsApplied()
    {
        const QByteArray body = affinityBody(u"af-host"_s, 1);
        const qint64 t = now();
        const QByteArray signedHeaders =
            "webhook-id: msg_host\r\nwebhook-timestamp: " + QByteArray::number(t) +
            "\r\nwebhook-signature: " + WebhookVerifier::sign(secret, "msg_host", t, body) +
            "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
        for (const QByteArray &hosts : {QByteArray(), QByteArray("Host: a\r\nHost: b\r\n")}) {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, receiver->port());
            QVERIFY(socket.waitForConnected(2000));
            socket.write("POST /hooks/affinity HTTP/1.1\r\n" + hosts + signedHeaders);
            QByteArray answer;
            QVERIFY(QTest::qWaitFor(
                [&] {
                    answer += socket.readAll();
                    return socket.state() != QAbstractSocket::ConnectedState;
                },
                5000));
            QVERIFY2(answer.startsWith("HTTP/1.1 400"), answer.constData());
        }
        QVERIFY(applied.isEmpty());
    }

    // Anyone who can reach the port can open connections and say nothing: the operator's
    // delivery still gets in (the longest-waiting connection makes room) and is applied.
    void aThousandIdleConnections_doNotTurnADeliveryAway()
    {
        std::vector<std::unique_ptr<QTcpSocket>> idle;
        for (int i = 0; i < 1000; ++i) {
            idle.push_back(std::make_unique<QTcpSocket>());
            idle.back()->connectToHost(QHostAddress::LocalHost, receiver->port());
        }
        QVERIFY(QTest::qWaitFor(
            [&] {
                return std::all_of(idle.begin(), idle.end(), [](const auto &s) {
                    return s->state() != QAbstractSocket::ConnectingState &&
                           s->state() != QAbstractSocket::HostLookupState;
                });
            },
            20000));
        QCOMPARE(deliver(affinityBody(u"af-idle"_s, 1), "msg_idle", now()).status, 200);
        QCOMPARE(applied.size(), 1);
    }

    // Clients that send their heads a byte now and then gain nothing by it: they neither keep
    // their connections past the head's deadline nor keep a delivery out meanwhile.
    void tricklingClients_doNotKeepADeliveryOut()
    {
        std::vector<std::unique_ptr<QTcpSocket>> slow;
        for (int i = 0; i < 256; ++i) {
            slow.push_back(std::make_unique<QTcpSocket>());
            slow.back()->connectToHost(QHostAddress::LocalHost, receiver->port());
        }
        const QByteArray head = "POST /hooks/affinity HTTP/1.1\r\nHost: x\r\nX-Slow: ";
        int sent = 0;
        QTimer drip;
        drip.setInterval(200);
        connect(&drip, &QTimer::timeout, this, [&] {
            for (const auto &s : slow)
                if (s->state() == QAbstractSocket::ConnectedState)
                    s->write(sent < head.size() ? head.mid(sent, 1) : QByteArray("a"));
            ++sent;
        });
        drip.start();
        QTest::qWait(1000);
        QCOMPARE(deliver(affinityBody(u"af-slow"_s, 1), "msg_slow", now()).status, 200);
        QCOMPARE(applied.size(), 1);
    }

    // The sandbox's own dispatcher, pointed at the receiver, delivers a real affinity issue.
    void sandboxDispatcher_deliversAnIssuedAffinity_endToEnd()
    {
        auto settings = affinityflow::fastSettings();
        settings.webhookTargets.append({QStringLiteral("demo-broker-1"), receiver->url(), secret});
        SandboxFixture f(settings);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);
        const auto created = affinityflow::create(f, token);
        QCOMPARE(created.status, 200);
        const QString id = created.json.value(u"id"_s).toString();
        QVERIFY(QTest::qWaitFor(
            [&] {
                for (const QJsonObject &a : std::as_const(applied))
                    if (a.value(u"id"_s).toString() == id && a.value(u"status"_s).toInt() == 1)
                        return true;
                return false;
            },
            10000));
        QCOMPARE(receiver->rejectedCount(), 0);
        QVERIFY(!updated.isEmpty());
        const QJsonObject issued = updated.constLast().at(0).toJsonObject();
        QCOMPARE(issued.value(u"id"_s).toString(), id);
        QCOMPARE(issued, affinityflow::listed(f, token, id));
    }

    void unsignedForgedUpdate_changesNothing_theServicesOwnRowIsApplied()
    {
        UnsignedSetup u = unsignedSetup(false);
        const QString id = issuedAffinity(*u.f);
        QVERIFY(!id.isEmpty());
        const QJsonObject truth = affinityflow::listed(*u.f, u.f->token(), id);
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);

        // Someone who learnt the path posts a cancellation with a document of theirs.
        const QJsonObject forged{
            {u"id"_s, id},
            {u"status"_s, 2},
            {u"date_end"_s, u"2026-01-01T00:00:00Z"_s},
            {u"attachments"_s,
             QJsonArray{QJsonObject{{u"type"_s, 4}, {u"url"_s, u"https://evil.example/x.pdf"_s}}}}};
        QCOMPARE(deliverUnsigned(QJsonDocument(forged).toJson(), hookPath.toByteArray()), 200);
        QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty(), 10000); // maybe read back already
        QCOMPARE(updated.count(), 1);
        // What is applied and announced is the service's row, not a word of the body.
        QCOMPARE(updated.first().first().toJsonObject(), truth);
        QCOMPARE(applied.size(), 1);
        QCOMPARE(applied.first(), truth);
        QCOMPARE(applied.first().value(u"status"_s).toInt(), 1);
        QVERIFY(!QJsonDocument(applied.first()).toJson().contains("evil.example"));
        // And the service itself is as it was.
        QCOMPARE(affinityflow::listed(*u.f, u.f->token(), id), truth);
        QCOMPARE(receiver->appliedCount(), 1);
        QCOMPARE(receiver->rejectedCount(), 0);
        QCOMPARE(receiver->pendingReadBacks(), 0);
    }

    void unsignedNoticeOfAnAffinityTheServiceHasNot_appliesNothing()
    {
        UnsignedSetup u = unsignedSetup(false);
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);
        QSignalSpy rejected(receiver.get(), &WebhookReceiver::deliveryRejected);
        QCOMPARE(deliverUnsigned(affinityBody(u"af-made-up"_s, 1), hookPath.toByteArray()), 200);
        QTRY_VERIFY_WITH_TIMEOUT(!rejected.isEmpty(), 10000);
        QCOMPARE(rejected.first().first().toInt(), 404);
        QCOMPARE(updated.count(), 0);
        QVERIFY(applied.isEmpty());
        QCOMPARE(receiver->rejectedCount(), 1);
    }

    void unsignedBodyNamingNoAffinity_orAtAnotherPath_isRefused()
    {
        UnsignedSetup u = unsignedSetup(false);
        const QByteArray path = hookPath.toByteArray();
        QCOMPARE(deliverUnsigned("{\"status\": 2}", path), 400);
        QCOMPARE(deliverUnsigned("{\"id\": 42}", path), 400);
        QCOMPARE(deliverUnsigned("not json", path), 400);
        QCOMPARE(deliverUnsigned(affinityBody(u"af-1"_s, 2), "/hooks/affinity"), 404);
        QCOMPARE(deliverUnsigned(affinityBody(u"af-1"_s, 2), path + "x"), 404);
        QTest::qWait(100);
        QCOMPARE(receiver->pendingReadBacks(), 0);
        QVERIFY(applied.isEmpty());
    }

    void unsignedWithoutAReadBack_answers503_soTheServiceSendsItAgain()
    {
        receiver->setMode(WebhookReceiver::Mode::Unsigned);
        QCOMPARE(deliverUnsigned(affinityBody(u"af-1"_s, 1), "/hooks/affinity"), 503);
        QVERIFY(applied.isEmpty());
    }

    void unsignedNotice_ofTheDocumentedBody_isFoundByItsAffinityRequest()
    {
        UnsignedSetup u = unsignedSetup(false);
        const QString id = issuedAffinity(*u.f);
        QVERIFY(!id.isEmpty());
        const QJsonObject truth = affinityflow::listed(*u.f, u.f->token(), id);
        // The interface's body: no id, the affinity request it was made from.
        QJsonObject documented = truth;
        documented.remove(u"id"_s);
        documented.insert(u"status"_s, 3);
        QSignalSpy updated(receiver.get(), &WebhookReceiver::affinityUpdated);
        QCOMPARE(deliverUnsigned(QJsonDocument(documented).toJson(), hookPath.toByteArray()), 200);
        QTRY_VERIFY_WITH_TIMEOUT(!updated.isEmpty(), 10000); // maybe read back already
        QCOMPARE(updated.first().first().toJsonObject(), truth);
    }

    void strictSandbox_unsignedDeliveries_areReadBackAndApplied_endToEnd()
    {
        UnsignedSetup u = unsignedSetup(true);
        QVERIFY2(u.f->started(), qPrintable(u.f->startError()));
        const auto created = affinityflow::create(*u.f, u.f->token());
        QCOMPARE(created.status, 200);
        const QString id = created.json.value(u"id"_s).toString();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return std::any_of(applied.cbegin(), applied.cend(), [&](const QJsonObject &a) {
                    return a.value(u"id"_s).toString() == id && a.value(u"status"_s).toInt() == 1;
                });
            },
            15000));
        QCOMPARE(receiver->rejectedCount(), 0);
        QCOMPARE(applied.constLast(), affinityflow::listed(*u.f, u.f->token(), id));
    }
};

QTEST_GUILESS_MAIN(TestWebhookReceiver)
#include "tst_webhookreceiver.moc"
