#include "sandboxfixture.h"

#include <QTest>
#include <QUrlQuery>

using namespace brokerdesk::sandbox;

class TestAuth : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;

    QByteArray form(const QString &id, const QString &secret, const QString &scope = {})
    {
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("client_credentials"));
        q.addQueryItem(QStringLiteral("client_id"), id);
        q.addQueryItem(QStringLiteral("client_secret"), secret);
        q.addQueryItem(QStringLiteral("audience"), QStringLiteral("brokerdesk"));
        if (!scope.isEmpty())
            q.addQueryItem(QStringLiteral("scope"), scope);
        return q.toString(QUrl::FullyEncoded).toUtf8();
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
    }

    void token_withClientCredentials_isIssuedWithExpiryAndScopes()
    {
        const auto b = f->broker(0);
        const auto r =
            f->postForm(QStringLiteral("/oauth2/token"), form(b.clientId, b.clientSecret));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(QStringLiteral("token_type")).toString(), QStringLiteral("Bearer"));
        QCOMPARE(r.json.value(QStringLiteral("expires_in")).toInt(), 3600);
        QVERIFY(!r.json.value(QStringLiteral("access_token")).toString().isEmpty());
        QVERIFY(r.json.value(QStringLiteral("scope"))
                    .toString()
                    .contains(QStringLiteral("quote:write")));
        QVERIFY(!r.header("X-Request-Id").isEmpty());
    }

    void token_withHttpBasicCredentials_isIssued()
    {
        const auto b = f->broker(1);
        const QByteArray basic = (b.clientId + u':' + b.clientSecret).toUtf8().toBase64();
        const auto r = f->postForm(QStringLiteral("/oauth2/token"),
                                   "grant_type=client_credentials&scope=sale%3Aread",
                                   {{"Authorization", "Basic " + basic}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(QStringLiteral("scope")).toString(), QStringLiteral("sale:read"));
    }

    void token_withWrongSecret_isInvalidClient()
    {
        const auto r = f->postForm(QStringLiteral("/oauth2/token"),
                                   form(f->broker(0).clientId, QStringLiteral("nope")));
        QCOMPARE(r.status, 401);
        QCOMPARE(r.json.value(QStringLiteral("error")).toString(),
                 QStringLiteral("invalid_client"));
        QVERIFY(!r.json.value(QStringLiteral("error_description")).toString().isEmpty());
    }

    void token_withUnknownScope_isInvalidScope()
    {
        const auto b = f->broker(0);
        const auto r = f->postForm(QStringLiteral("/oauth2/token"),
                                   form(b.clientId, b.clientSecret, QStringLiteral("root:all")));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.json.value(QStringLiteral("error")).toString(), QStringLiteral("invalid_scope"));
    }

    void token_withOtherGrantType_isUnsupported()
    {
        const auto r = f->postForm(QStringLiteral("/oauth2/token"), "grant_type=password");
        QCOMPARE(r.status, 400);
        QCOMPARE(r.json.value(QStringLiteral("error")).toString(),
                 QStringLiteral("unsupported_grant_type"));
    }

    void token_asJson_isRefused()
    {
        const auto r = f->raw("POST", QStringLiteral("/oauth2/token"), "{}",
                              {{"Content-Type", "application/json"}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.json.value(QStringLiteral("error")).toString(),
                 QStringLiteral("invalid_request"));
    }

    void apiCall_withoutToken_is401MissingToken()
    {
        const auto r = f->raw("GET", QStringLiteral("/v1/policies"), {}, {});
        QCOMPARE(r.status, 401);
        QCOMPARE(r.code(), QStringLiteral("missing_token"));
        QVERIFY(!r.error().isEmpty());
    }

    void apiCall_withForgedToken_is401InvalidToken()
    {
        const auto r = f->get(QStringLiteral("/v1/policies"), "forged");
        QCOMPARE(r.status, 401);
        QCOMPARE(r.code(), QStringLiteral("invalid_token"));
    }

    void apiCall_afterTokenExpiry_is401()
    {
        const QByteArray token = f->token();
        QCOMPARE(f->get(QStringLiteral("/v1/policies"), token).status, 200);
        f->sandbox().clock().advance(3601LL * 1000);
        const auto r = f->get(QStringLiteral("/v1/policies"), token);
        QCOMPARE(r.status, 401);
        QCOMPARE(r.code(), QStringLiteral("invalid_token"));
    }

    void apiCall_withoutRequiredScope_is401InsufficientScope()
    {
        const QByteArray token = f->token(0, QStringLiteral("quote:read"));
        const auto r = f->get(QStringLiteral("/v1/policies"), token);
        QCOMPARE(r.status, 401);
        QCOMPARE(r.code(), QStringLiteral("insufficient_scope"));
        QVERIFY(r.error().contains(QStringLiteral("policy:read")));
    }

    void unknownPath_is404WithErrorBody()
    {
        const auto r = f->get(QStringLiteral("/v1/nothing-here"), f->token());
        QCOMPARE(r.status, 404);
        QCOMPARE(r.code(), QStringLiteral("not_found"));
    }

    void requestId_isEchoedWhenGiven()
    {
        const auto r =
            f->raw("GET", QStringLiteral("/v1/policies"), {}, {{"X-Request-Id", "abc-123"}});
        QCOMPARE(r.header("X-Request-Id"), QByteArray("abc-123"));
    }

    void credentialsJson_listsBothBrokersWithChannels()
    {
        const QJsonObject c = f->sandbox().credentialsJson();
        const QJsonArray brokers = c.value(QStringLiteral("brokers")).toArray();
        QCOMPARE(brokers.size(), 2);
        QVERIFY(c.value(QStringLiteral("token_url"))
                    .toString()
                    .endsWith(QStringLiteral("/oauth2/token")));
        for (const QJsonValue &b : brokers) {
            QVERIFY(!b[QStringLiteral("client_secret")].toString().isEmpty());
            QVERIFY(!b[QStringLiteral("broker_channel_id")].toString().isEmpty());
            QCOMPARE(b[QStringLiteral("audience")].toString(), QStringLiteral("brokerdesk"));
        }
    }
};

QTEST_GUILESS_MAIN(TestAuth)
#include "tst_auth.moc"
