// The endpoints the operator's Go SDK calls besides the store and vendor (GET /v1/health,
// /v1/broker-channels, /v1/broker-products), called as that SDK calls them: one request per
// connection with "Connection: close" and "Content-Type: application/json" on GETs too, and
// any status other than 200, 400, 401, 404 and 500 counted as an invalid answer.
#include "sandboxfixture.h"

#include "domain/scopes.h"

#include <QSet>
#include <QTcpSocket>
#include <QTest>

namespace {

struct SdkReply
{
    int status = 0;
    QJsonObject json;
    bool closedByServer = false;
};

} // namespace

class TestSdkLists : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QSet<int> statuses;

    SdkReply sdkGet(const QString &pathAndQuery, const QByteArray &token)
    {
        return sdkGet(*f, pathAndQuery, token);
    }

    // One GET the way Go's net/http sends it for the SDK.
    SdkReply sdkGet(SandboxFixture &sandbox, const QString &pathAndQuery, const QByteArray &token)
    {
        QTcpSocket socket;
        const QUrl base = sandbox.sandbox().baseUrl();
        socket.connectToHost(base.host(), quint16(base.port()));
        SdkReply reply;
        if (!socket.waitForConnected(5000))
            return reply;
        QByteArray request = "GET " + pathAndQuery.toUtf8() +
                             " HTTP/1.1\r\nHost: " + base.authority().toUtf8() +
                             "\r\nUser-Agent: Go-http-client/1.1\r\n";
        if (!token.isEmpty())
            request += "Authorization: Bearer " + token + "\r\n";
        request += "Connection: close\r\nContent-Type: application/json\r\nAccept-Encoding: "
                   "gzip\r\n\r\n";
        socket.write(request);
        QByteArray wire;
        // Read until the server ends the connection, as "Connection: close" asks.
        reply.closedByServer = SandboxFixture::waitFor([&] {
            socket.waitForReadyRead(50);
            wire += socket.readAll();
            return socket.state() == QAbstractSocket::UnconnectedState;
        });
        wire += socket.readAll();
        const qsizetype headEnd = wire.indexOf("\r\n\r\n");
        reply.status = wire.mid(9, 3).toInt();
        reply.json = QJsonDocument::fromJson(wire.mid(headEnd + 4)).object();
        statuses.insert(reply.status);
        return reply;
    }

private slots:
    void initTestCase()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
    }

    void health_answers200WithoutATokenAndClosesTheConnection()
    {
        const SdkReply r = sdkGet(QStringLiteral("/v1/health"), {});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("status")].toString(), QStringLiteral("ok"));
        QVERIFY(r.closedByServer);
    }

    void connectionClose_isHonouredWhenAnswersAreHeldBack()
    {
        auto settings = SandboxFixture::defaults();
        settings.latencyMs = 50;
        SandboxFixture slow(settings);
        QVERIFY2(slow.started(), qPrintable(slow.startError()));
        const SdkReply r = sdkGet(slow, QStringLiteral("/v1/broker-channels"), slow.token());
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("items")].toArray().size(), 1);
        QVERIFY(r.closedByServer);
    }

    void brokerChannels_listsTheBrokersOwnChannelsByPageAndRows()
    {
        for (int broker : {0, 1}) {
            const SdkReply r =
                sdkGet(QStringLiteral("/v1/broker-channels?page=1&rows=10"), f->token(broker));
            QCOMPARE(r.status, 200);
            QVERIFY(r.closedByServer);
            QCOMPARE(r.json[QStringLiteral("total")].toInt(), 1);
            const QJsonArray items = r.json[QStringLiteral("items")].toArray();
            QCOMPARE(items.size(), 1);
            const QJsonObject channel = items.first().toObject();
            QCOMPARE(channel.keys(), (QStringList{QStringLiteral("description"),
                                                  QStringLiteral("id"), QStringLiteral("name")}));
            QCOMPARE(channel[QStringLiteral("id")].toString(), f->broker(broker).channelId);
            QVERIFY(!channel[QStringLiteral("name")].toString().isEmpty());
            QVERIFY(!channel[QStringLiteral("description")].toString().isEmpty());
        }
        const SdkReply past =
            sdkGet(QStringLiteral("/v1/broker-channels?page=2&rows=10"), f->token());
        QCOMPARE(past.status, 200);
        QCOMPARE(past.json[QStringLiteral("total")].toInt(), 1);
        QVERIFY(past.json[QStringLiteral("items")].toArray().isEmpty());
    }

    void brokerProducts_pageThroughEveryProductOnceWithIntegerCommission()
    {
        const QByteArray token = f->token();
        const auto store =
            f->get(QStringLiteral("/v1/merchant/stores/") + f->broker(0).channelId, token);
        const QJsonArray offered = store.json[QStringLiteral("broker_products")].toArray();
        QVERIFY(offered.size() > 2);
        QSet<QString> seen;
        for (int page = 1; page <= (offered.size() + 1) / 2; ++page) {
            const SdkReply r =
                sdkGet(QStringLiteral("/v1/broker-products?page=%1&rows=2").arg(page), token);
            QCOMPARE(r.status, 200);
            QCOMPARE(r.json[QStringLiteral("total")].toInt(), offered.size());
            for (const QJsonValue bp : r.json[QStringLiteral("items")].toArray()) {
                QVERIFY(!seen.contains(bp[QStringLiteral("id")].toString()));
                seen.insert(bp[QStringLiteral("id")].toString());
                const QJsonValue commission = bp[QStringLiteral("commission_percent")];
                QVERIFY(commission.isDouble() &&
                        commission.toDouble() == double(commission.toInteger()));
                const auto vendor = f->get(QStringLiteral("/v1/merchant/vendor/") +
                                               bp[QStringLiteral("product_id")].toString(),
                                           token);
                QCOMPARE(commission.toInteger(),
                         vendor.json[QStringLiteral("commission_percent")].toInteger());
                QVERIFY(!bp[QStringLiteral("name")].toString().isEmpty());
            }
        }
        QCOMPARE(seen.size(), offered.size());
        const SdkReply other = sdkGet(QStringLiteral("/v1/broker-products?rows=100"), f->token(1));
        for (const QJsonValue bp : other.json[QStringLiteral("items")].toArray())
            QVERIFY(!seen.contains(bp[QStringLiteral("id")].toString()));
    }

    // The SDK reads each item's insurer product (name, type, insurer) as the store gives it.
    void brokerProducts_carryTheirProductAsTheStoreDoes()
    {
        const QByteArray token = f->token();
        const auto store =
            f->get(QStringLiteral("/v1/merchant/stores/") + f->broker(0).channelId, token);
        QHash<QString, QJsonObject> storeProducts;
        for (const QJsonValue bp : store.json[QStringLiteral("broker_products")].toArray())
            storeProducts.insert(bp[QStringLiteral("id")].toString(),
                                 bp[QStringLiteral("product")].toObject());
        QVERIFY(!storeProducts.isEmpty());
        const SdkReply r = sdkGet(QStringLiteral("/v1/broker-products?page=1&rows=100"), token);
        QCOMPARE(r.status, 200);
        const QJsonArray items = r.json[QStringLiteral("items")].toArray();
        QCOMPARE(items.size(), storeProducts.size());
        for (const QJsonValue bp : items) {
            const QJsonObject product = bp[QStringLiteral("product")].toObject();
            QVERIFY2(!product.isEmpty(), qPrintable(bp[QStringLiteral("id")].toString()));
            QCOMPARE(product[QStringLiteral("id")].toString(),
                     bp[QStringLiteral("product_id")].toString());
            QVERIFY(!product[QStringLiteral("name")].toString().isEmpty());
            QVERIFY(product[QStringLiteral("insurer")].isObject());
            QCOMPARE(product, storeProducts.value(bp[QStringLiteral("id")].toString()));
        }
    }

    void lists_refuseBadPagingWrongScopeAndNoToken()
    {
        const SdkReply badPage = sdkGet(QStringLiteral("/v1/broker-products?page=0"), f->token());
        QCOMPARE(badPage.status, 400);
        QCOMPARE(badPage.json[QStringLiteral("fields")][0][QStringLiteral("field")].toString(),
                 QStringLiteral("page"));
        const SdkReply badRows = sdkGet(QStringLiteral("/v1/broker-channels?rows=101"), f->token());
        QCOMPARE(badRows.json[QStringLiteral("fields")][0][QStringLiteral("field")].toString(),
                 QStringLiteral("rows"));
        QCOMPARE(sdkGet(QStringLiteral("/v1/broker-channels?cursor=x"), f->token()).status, 400);
        QCOMPARE(sdkGet(QStringLiteral("/v1/broker-channels"), {}).status, 401);
        QCOMPARE(sdkGet(QStringLiteral("/v1/broker-products"),
                        f->token(0, brokerdesk::domain::scopes::quoteRead))
                     .status,
                 401);
        QCOMPARE(sdkGet(QStringLiteral("/v1/broker-products"),
                        f->token(0, brokerdesk::domain::scopes::brokerProductRead))
                     .status,
                 200);
        QCOMPARE(sdkGet(QStringLiteral("/v1/merchant/vendor/unknown"), f->token()).status, 404);
    }

    void cleanupTestCase()
    {
        // Every answer above is one the SDK accepts as valid.
        const QSet<int> sdkValid{200, 400, 401, 404, 500};
        QVERIFY(sdkValid.contains(statuses));
    }
};

QTEST_GUILESS_MAIN(TestSdkLists)
#include "tst_sdklists.moc"
