#include "api/apiclient.h"
#include "api/tokenprovider.h"
#include "fakeserver.h"
#include "resultwaiter.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QUrlQuery>

using namespace brokerdesk::api;
using namespace brokerdesk::domain;
using namespace std::chrono_literals;
using Response = FakeServer::Response;
using Request = FakeServer::Request;
using Kind = ApiError::Kind;

// What every call sends, the token's life, cancellation, ownership and connection state,
// against a scripted loopback server.
class TestApiCalls : public QObject
{
    Q_OBJECT
    std::unique_ptr<FakeServer> server;
    std::unique_ptr<ApiClient> client;

    ServerSettings settings() const
    {
        ServerSettings s;
        s.baseUrl = server->baseUrl();
        s.clientId = QStringLiteral("desk+1");
        s.clientSecret = QStringLiteral("s3cr&t=+/");
        return s;
    }
    static Response saleAnswer()
    {
        return FakeServer::json(
            {{QStringLiteral("id"), QStringLiteral("sa-1")}, {QStringLiteral("status"), 2}});
    }
    QList<Request> apiRequests() const
    {
        QList<Request> out;
        for (const Request &r : server->requests())
            if (!r.isTokenRequest())
                out.append(r);
        return out;
    }
    int tokenRequests() const { return server->hits(QStringLiteral("/oauth2/token")); }
    // One more exchange with the server, answered, on a connection of its own: whatever the
    // steps before it queued has run by the time its answer is read.
    bool laterRoundTrip()
    {
        server->setHandler(FakeServer::withToken([](const Request &) { return saleAnswer(); }));
        QNetworkAccessManager other;
        const std::unique_ptr<QNetworkReply> reply(
            other.get(QNetworkRequest(server->baseUrl().resolved(QUrl(QStringLiteral("/later"))))));
        return QTest::qWaitFor([&] { return reply->isFinished(); }, 10000) &&
               reply->error() == QNetworkReply::NoError;
    }

private slots:
    void init()
    {
        server = std::make_unique<FakeServer>();
        QVERIFY(server->listen());
        server->setHandler(FakeServer::withToken([](const Request &) { return saleAnswer(); }));
        client = std::make_unique<ApiClient>(settings());
        RetryPolicy fast;
        fast.firstDelay = 10ms;
        fast.maxDelay = 20ms;
        client->setRetryPolicy(fast);
    }
    void cleanup()
    {
        client.reset();
        server.reset();
    }

    void everyRequest_carriesTheCommonHeaders()
    {
        ResultWaiter<Sale> get;
        client->sale(QStringLiteral("sa-1"), this, get.done());
        QVERIFY(get.wait());
        ResultWaiter<SaleRequest> post;
        client->createSaleRequest(QStringLiteral("qt-1"), this, post.done());
        QVERIFY(post.wait());

        const QList<Request> sent = apiRequests();
        QCOMPARE(sent.size(), 2);
        const QRegularExpression uuid(
            QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"));
        for (const Request &r : sent) {
            QCOMPARE(r.header("Authorization"), QByteArray("Bearer fake-token"));
            QVERIFY(QRegularExpression(QStringLiteral("^BrokerDesk/\\d+\\.\\d+\\.\\d+$"))
                        .match(QString::fromLatin1(r.header("User-Agent")))
                        .hasMatch());
            QCOMPARE(r.header("Accept"), QByteArray("application/json"));
            QVERIFY(uuid.match(QString::fromLatin1(r.header("X-Request-Id"))).hasMatch());
        }
        QVERIFY(sent[0].header("Idempotency-Key").isEmpty());
        QVERIFY(sent[0].header("Content-Type").isEmpty());
        QCOMPARE(sent[1].header("Content-Type"), QByteArray("application/json"));
        QVERIFY(uuid.match(QString::fromLatin1(sent[1].header("Idempotency-Key"))).hasMatch());
        QVERIFY(sent[0].header("X-Request-Id") != sent[1].header("X-Request-Id"));
        QCOMPARE(get.result->requestId().toLatin1(), sent[0].header("X-Request-Id"));
    }

    void tokenRequest_sendsFormEncodedClientCredentials()
    {
        ResultWaiter<Sale> w;
        client->sale(QStringLiteral("sa-1"), this, w.done());
        QVERIFY(w.wait());
        const Request &t = server->requests().first();
        QVERIFY(t.isTokenRequest());
        QCOMPARE(t.method, QByteArray("POST"));
        QCOMPARE(t.header("Content-Type"), QByteArray("application/x-www-form-urlencoded"));
        QVERIFY(t.header("Authorization").isEmpty());
        const QUrlQuery form(QString::fromLatin1(t.body));
        const auto field = [&form](const char *k) {
            return form.queryItemValue(QString::fromLatin1(k), QUrl::FullyDecoded);
        };
        QCOMPARE(field("grant_type"), QStringLiteral("client_credentials"));
        QCOMPARE(field("client_id"), QStringLiteral("desk+1"));
        QCOMPARE(field("client_secret"), QStringLiteral("s3cr&t=+/"));
        QCOMPARE(field("audience"), QStringLiteral("brokerdesk"));
        QCOMPARE(field("scope").split(u' '), ServerSettings::allScopes());
    }

    void concurrentCalls_shareOneTokenRequest()
    {
        QSignalSpy requested(&client->tokens(), &TokenProvider::tokenRequested);
        QList<ResultWaiter<Sale>> waiters(5);
        for (auto &w : waiters)
            client->sale(QStringLiteral("sa-1"), this, w.done());
        for (auto &w : waiters)
            QVERIFY(w.wait());
        QCOMPARE(tokenRequests(), 1);
        QCOMPARE(requested.count(), 1);
        QCOMPARE(apiRequests().size(), 5);
    }

    void token_isReusedUntilShortlyBeforeItExpires()
    {
        for (int i = 0; i < 2; ++i) {
            ResultWaiter<Sale> w;
            client->sale(QStringLiteral("sa-1"), this, w.done());
            QVERIFY(w.wait());
        }
        QCOMPARE(tokenRequests(), 1);

        // A token of one second keeps its whole (short) life: reused at once, renewed after.
        server->setHandler(FakeServer::withToken([](const Request &) { return saleAnswer(); }, 1));
        client->signOut();
        const auto call = [&] {
            ResultWaiter<Sale> w;
            client->sale(QStringLiteral("sa-1"), this, w.done());
            return w.wait() && w.result->ok();
        };
        QVERIFY(call());
        QVERIFY(call());
        QCOMPARE(tokenRequests(), 2);
        QVERIFY(QTest::qWaitFor([&] { return !client->tokens().hasValidToken(); }, 10000));
        QVERIFY(call());
        QCOMPARE(tokenRequests(), 3);
    }

    void unauthorized_refreshesTheTokenOnceAndRetries()
    {
        auto tokens = std::make_shared<int>(0);
        server->setHandler([tokens](const Request &r) {
            if (r.isTokenRequest())
                return FakeServer::token(3600, "token-" + QByteArray::number(++*tokens));
            if (r.header("Authorization") == "Bearer token-1")
                return FakeServer::error(401, QStringLiteral("The token expired."),
                                         QStringLiteral("invalid_token"));
            return saleAnswer();
        });
        ResultWaiter<Sale> w;
        client->sale(QStringLiteral("sa-1"), this, w.done());
        QVERIFY(w.wait());
        QVERIFY(w.result->ok());
        QCOMPARE(tokenRequests(), 2);
        QCOMPARE(apiRequests().size(), 2);
        QCOMPARE(apiRequests().last().header("Authorization"), QByteArray("Bearer token-2"));
    }

    void unauthorizedAgainWithAFreshToken_isAnAuthError()
    {
        server->setHandler(FakeServer::withToken([](const Request &) {
            return FakeServer::error(401, QStringLiteral("Token revoked."),
                                     QStringLiteral("invalid_token"));
        }));
        ResultWaiter<Sale> w;
        client->sale(QStringLiteral("sa-1"), this, w.done());
        QVERIFY(w.wait());
        QCOMPARE(w.error().kind, Kind::Auth);
        QCOMPARE(w.error().message, QStringLiteral("Token revoked."));
        QCOMPARE(tokenRequests(), 2);
        QCOMPARE(apiRequests().size(), 2);
    }

    void insufficientScope_isNotWorthANewToken()
    {
        server->setHandler(FakeServer::withToken([](const Request &) {
            return FakeServer::error(401, QStringLiteral("The token lacks policy:read."),
                                     QStringLiteral("insufficient_scope"));
        }));
        ResultWaiter<Sale> w;
        client->sale(QStringLiteral("sa-1"), this, w.done());
        QVERIFY(w.wait());
        QCOMPARE(w.error().code, QStringLiteral("insufficient_scope"));
        QCOMPARE(tokenRequests(), 1);
        QCOMPARE(apiRequests().size(), 1);
    }

    void cancel_beforeTheAnswer_neverCallsBack()
    {
        server->setHandler(
            FakeServer::withToken([](const Request &) { return FakeServer::hang(); }));
        ResultWaiter<Sale> w;
        CallHandle handle = client->sale(QStringLiteral("sa-1"), this, w.done());
        QVERIFY(handle.isRunning());
        QVERIFY(QTest::qWaitFor([this] { return apiRequests().size() == 1; }));
        handle.cancel();
        QVERIFY(!handle.isRunning());
        QVERIFY(laterRoundTrip());
        QCOMPARE(w.calls, 0);
        handle.cancel(); // twice is harmless
    }

    void destroyingTheOwner_midCall_neverCallsBackAndFreesTheCall()
    {
        server->setHandler(
            FakeServer::withToken([](const Request &) { return FakeServer::hang(); }));
        auto *owner = new QObject;
        ResultWaiter<Sale> w;
        CallHandle handle = client->sale(QStringLiteral("sa-1"), owner, w.done());
        const QList<HttpCall *> calls = owner->findChildren<HttpCall *>();
        QCOMPARE(calls.size(), 1);
        const QPointer<HttpCall> call = calls.first();
        QVERIFY(QTest::qWaitFor([this] { return apiRequests().size() == 1; }));
        delete owner;
        QVERIFY(call.isNull());
        QVERIFY(!handle.isRunning());
        QVERIFY(laterRoundTrip());
        QCOMPARE(w.calls, 0);
    }

    void destroyingTheOwnerWhileWaitingForTheToken_neverCallsBack()
    {
        server->setHandler([](const Request &r) {
            return r.isTokenRequest() ? FakeServer::hang() : saleAnswer();
        });
        auto *owner = new QObject;
        ResultWaiter<Sale> w;
        client->sale(QStringLiteral("sa-1"), owner, w.done());
        QVERIFY(QTest::qWaitFor([this] { return tokenRequests() == 1; }));
        delete owner;
        QVERIFY(laterRoundTrip());
        QCOMPARE(w.calls, 0);
    }

    void destroyingTheClient_midCall_neverCallsBack()
    {
        server->setHandler(
            FakeServer::withToken([](const Request &) { return FakeServer::hang(); }));
        QObject owner;
        ResultWaiter<Sale> w;
        client->sale(QStringLiteral("sa-1"), &owner, w.done());
        QVERIFY(QTest::qWaitFor([this] { return apiRequests().size() == 1; }));
        client.reset();
        QVERIFY(laterRoundTrip());
        QCOMPARE(w.calls, 0);
        QVERIFY(owner.findChildren<HttpCall *>().isEmpty());
    }

    void callback_neverRunsBeforeTheCallReturns_andMayDeleteItsOwner()
    {
        client->setSettings(ServerSettings{});
        auto *owner = new QObject;
        QPointer<QObject> watch = owner;
        bool called = false;
        client->sale(QStringLiteral("sa-1"), owner, [&](const ApiResult<Sale> &r) {
            called = true;
            QCOMPARE(r.error().kind, Kind::NotConfigured);
            delete owner;
        });
        QVERIFY(!called);
        QVERIFY(QTest::qWaitFor([&] { return called; }));
        QVERIFY(watch.isNull());
        QCOMPARE(tokenRequests(), 0);
        QCOMPARE(client->connectionState(), ConnectionState::SignedOut);
    }

    void connectionState_followsSignInSuccessAndFailures()
    {
        QSignalSpy spy(client.get(), &ApiClient::connectionStateChanged);
        QCOMPARE(client->connectionState(), ConnectionState::SignedOut);
        ResultWaiter<Sale> ok;
        client->sale(QStringLiteral("sa-1"), this, ok.done());
        QVERIFY(ok.wait());
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy[0][0].value<ConnectionState>(), ConnectionState::SigningIn);
        QCOMPARE(spy[1][0].value<ConnectionState>(), ConnectionState::Online);
        QCOMPARE(client->property("connectionState").value<ConnectionState>(),
                 ConnectionState::Online);

        server->setHandler(FakeServer::withToken([](const Request &) {
            return FakeServer::error(503, QStringLiteral("Maintenance."));
        }));
        ResultWaiter<Sale> down;
        client->sale(QStringLiteral("sa-1"), this, down.done());
        QVERIFY(down.wait());
        QCOMPARE(client->connectionState(), ConnectionState::ServiceUnavailable);
        QCOMPARE(client->lastError().message, QStringLiteral("Maintenance."));

        server->setHandler(FakeServer::withToken([](const Request &) { return saleAnswer(); }));
        ResultWaiter<Sale> back;
        client->sale(QStringLiteral("sa-1"), this, back.done());
        QVERIFY(back.wait());
        QCOMPARE(client->connectionState(), ConnectionState::Online);

        ServerSettings gone = client->settings();
        gone.baseUrl.setPort(FakeServer::closedPort());
        client->setSettings(gone);
        QCOMPARE(client->connectionState(), ConnectionState::SignedOut);
        ResultWaiter<Sale> offline;
        client->sale(QStringLiteral("sa-1"), this, offline.done());
        QVERIFY(offline.wait());
        QCOMPARE(client->connectionState(), ConnectionState::Offline);
        QCOMPARE(displayName(ConnectionState::Offline), QStringLiteral("Offline"));
    }

    void signIn_fetchesAFreshTokenEachTime()
    {
        for (int i = 0; i < 2; ++i) {
            ResultWaiter<AccessToken> w;
            client->signIn(this, w.done());
            QVERIFY(w.wait());
            QVERIFY(w.result->ok());
            QCOMPARE(w.value().accessToken, QByteArray("fake-token"));
            QCOMPARE(w.value().expiresIn, qint64(3600));
        }
        QCOMPARE(tokenRequests(), 2);
        QVERIFY(client->tokens().hasValidToken());
        ResultWaiter<Sale> w;
        client->sale(QStringLiteral("sa-1"), this, w.done());
        QVERIFY(w.wait());
        QCOMPARE(tokenRequests(), 2);
    }

    void plainHttpToAnotherMachine_isRefusedBeforeSendingAnything()
    {
        QVERIFY(!ServerSettings::isInsecure(QUrl(QStringLiteral("https://api.example.com"))));
        QVERIFY(!ServerSettings::isInsecure(QUrl(QStringLiteral("http://127.0.0.1:8080"))));
        QVERIFY(!ServerSettings::isInsecure(QUrl(QStringLiteral("http://[::1]:8080"))));
        QVERIFY(!ServerSettings::isInsecure(QUrl(QStringLiteral("http://localhost/"))));
        QVERIFY(ServerSettings::isInsecure(QUrl(QStringLiteral("http://api.example.com"))));
        QVERIFY(ServerSettings::isInsecure(QUrl(QStringLiteral("HTTP://192.0.2.7"))));

        // 192.0.2.0/24 is reserved for documentation: nothing may be sent there anyway.
        ServerSettings remote = settings();
        remote.baseUrl = QUrl(QStringLiteral("http://192.0.2.7"));
        remote.tokenUrl = QUrl(server->baseUrl().toString() + QStringLiteral("/oauth2/token"));
        client->setSettings(remote);
        ResultWaiter<Sale> w;
        client->sale(QStringLiteral("sa-1"), this, w.done());
        QVERIFY(w.wait());
        QVERIFY(!w.result->ok());
        QCOMPARE(w.error().kind, ApiError::Kind::NotConfigured);
        QVERIFY2(w.error().message.contains(QStringLiteral("192.0.2.7")),
                 qPrintable(w.error().message));
        QCOMPARE(server->requests().size(), 0); // not even the token was asked for

        remote.tokenUrl = QUrl(QStringLiteral("http://192.0.2.7/oauth2/token"));
        client->setSettings(remote);
        ResultWaiter<AccessToken> token;
        client->signIn(this, token.done());
        QVERIFY(token.wait());
        QCOMPARE(token.error().kind, ApiError::Kind::NotConfigured);
        QCOMPARE(server->requests().size(), 0);
    }

    void newSettings_signInAgainWithTheNewCredentials()
    {
        ResultWaiter<Sale> first;
        client->sale(QStringLiteral("sa-1"), this, first.done());
        QVERIFY(first.wait());
        ServerSettings s = client->settings();
        s.clientSecret = QStringLiteral("rotated");
        client->setSettings(s);
        ResultWaiter<Sale> second;
        client->sale(QStringLiteral("sa-1"), this, second.done());
        QVERIFY(second.wait());
        QCOMPARE(tokenRequests(), 2);
        QVERIFY(server->requests().at(2).body.contains("client_secret=rotated"));
    }

    void listQueries_sendRowsAndPageOrTheCursorVerbatim()
    {
        server->setHandler(FakeServer::withToken([](const Request &) {
            return FakeServer::json({{QStringLiteral("total"), 3},
                                     {QStringLiteral("items"), QJsonArray()},
                                     {QStringLiteral("cursor"), QJsonValue()}});
        }));
        ResultWaiter<ListPage<Policy>> byPage;
        client->policies(PageQuery::number(3, 25), this, byPage.done());
        QVERIFY(byPage.wait());
        QCOMPARE(byPage.value().total, qint64(3));
        ResultWaiter<ListPage<QJsonObject>> byCursor;
        client->listPage(ListResource::CashFlow, PageQuery::after(QStringLiteral("a+b/c=="), 100),
                         this, byCursor.done());
        QVERIFY(byCursor.wait());
        const QList<Request> sent = apiRequests();
        QCOMPARE(sent[0].path(), QStringLiteral("/v1/policies"));
        QCOMPARE(sent[0].query(QStringLiteral("rows")), QStringLiteral("25"));
        QCOMPARE(sent[0].query(QStringLiteral("page")), QStringLiteral("3"));
        QCOMPARE(sent[1].path(), QStringLiteral("/v1/cash-flow"));
        QCOMPARE(sent[1].query(QStringLiteral("cursor")), QStringLiteral("a+b/c=="));
        QVERIFY(!sent[1].target.contains("page="));
    }

    void ids_travelAsOneEncodedPathSegment()
    {
        ResultWaiter<Sale> w;
        client->sale(QStringLiteral("a/b?c d"), this, w.done());
        QVERIFY(w.wait());
        QCOMPARE(apiRequests().first().target, QByteArray("/v1/sales/a%2Fb%3Fc%20d"));
    }

    void affinityOperations_sendTheContractShapes()
    {
        server->setHandler(FakeServer::withToken([](const Request &r) {
            const QString p = r.path();
            if (p == QStringLiteral("/v1/affinity/partnership"))
                return FakeServer::json(
                    {{QStringLiteral("customer"),
                      QJsonObject{{QStringLiteral("name"), QStringLiteral("Loja")}}},
                     {QStringLiteral("products"),
                      QJsonArray{
                          QJsonObject{{QStringLiteral("id"), QStringLiteral("pr-1")},
                                      {QStringLiteral("name"), QStringLiteral("Garantia")}}}}});
            if (p == QStringLiteral("/v1/affinity/request"))
                return FakeServer::json(
                    {{QStringLiteral("id"), QStringLiteral("ar-1")},
                     {QStringLiteral("plans"),
                      QJsonArray{QJsonObject{
                          {QStringLiteral("id"), QStringLiteral("pl-1")},
                          {QStringLiteral("coverages"), QJsonArray{QStringLiteral("cv-1")}}}}}});
            if (p == QStringLiteral("/v1/affinity") && r.method == "POST")
                return FakeServer::json({{QStringLiteral("id"), QStringLiteral("af-1")},
                                         {QStringLiteral("status"), 5},
                                         {QStringLiteral("attachments"), QJsonArray()}});
            if (p == QStringLiteral("/v1/affinity"))
                return FakeServer::json(
                    {{QStringLiteral("total"), 1},
                     {QStringLiteral("cursor"), QJsonValue()},
                     {QStringLiteral("items"),
                      QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("af-1")},
                                             {QStringLiteral("status"), 1}}}}});
            if (p == QStringLiteral("/v1/affinity/af-1"))
                return FakeServer::json(
                    {{QStringLiteral("id"), QStringLiteral("af-1")},
                     {QStringLiteral("status"), 2},
                     {QStringLiteral("date_end"), QStringLiteral("2026-11-22T10:00:00Z")}});
            return FakeServer::error(404, QStringLiteral("No."));
        }));

        ResultWaiter<AffinityPartnership> partnership;
        client->affinityPartnership(this, partnership.done());
        QVERIFY(partnership.wait());
        QCOMPARE(partnership.value().products.first().name, QStringLiteral("Garantia"));

        ResultWaiter<AffinityRequest> request;
        client->createAffinityRequest(QStringLiteral("pr-1"), this, request.done());
        QVERIFY(request.wait());
        QCOMPARE(request.value().plans.first().coverageIds(), QStringList{QStringLiteral("cv-1")});

        NewAffinity na;
        na.affinityRequestId = QStringLiteral("ar-1");
        na.lifetimeStart = QDate(2026, 12, 1);
        na.lifetimeEnd = QDate(2027, 6, 1);
        na.planId = QStringLiteral("pl-1");
        ResultWaiter<Affinity> created;
        client->createAffinity(na, this, created.done());
        QVERIFY(created.wait());
        QCOMPARE(created.value().status, AffinityStatus::Pending);

        ResultWaiter<ListPage<Affinity>> list;
        client->affinities(PageQuery::number(1, 10), this, list.done());
        QVERIFY(list.wait());
        QCOMPARE(list.value().items.first().status, AffinityStatus::Issued);

        ResultWaiter<Affinity> canceled;
        client->cancelAffinity(QStringLiteral("af-1"), this, canceled.done());
        QVERIFY(canceled.wait());
        QCOMPARE(canceled.value().status, AffinityStatus::Canceled);
        QVERIFY(canceled.value().dateEnd.isValid());

        const QList<Request> sent = apiRequests();
        QCOMPARE(sent.size(), 5);
        QCOMPARE(sent[1].json().value(QStringLiteral("product_id")).toString(),
                 QStringLiteral("pr-1"));
        QCOMPARE(sent[2].json().value(QStringLiteral("lifetime_start")).toString(),
                 QStringLiteral("2026-12-01"));
        QCOMPARE(sent[2].json().value(QStringLiteral("affinity_request_id")).toString(),
                 QStringLiteral("ar-1"));
        QCOMPARE(sent[4].method, QByteArray("DELETE"));
        QVERIFY(!sent[1].header("Idempotency-Key").isEmpty());
        QVERIFY(sent[1].header("Idempotency-Key") != sent[2].header("Idempotency-Key"));
    }

    void recommendationOperations_sendInputAndTheEvaluateToken()
    {
        server->setHandler(FakeServer::withToken([](const Request &r) {
            if (r.path() == QStringLiteral("/v1/recommendations/product-type"))
                return FakeServer::json(
                    {{QStringLiteral("id"), QStringLiteral("rc-1")},
                     {QStringLiteral("evaluate_token"), QStringLiteral("ev+9/c")},
                     {QStringLiteral("output"),
                      QJsonObject{{QStringLiteral("percentage"), 37.4}}}});
            if (r.path() == QStringLiteral("/v1/recommendations/product-type/rc-1/evaluate"))
                return FakeServer::json({{QStringLiteral("id"), QStringLiteral("rc-1")},
                                         {QStringLiteral("evaluation"), true}});
            return FakeServer::error(404, QStringLiteral("No."));
        }));
        RecommendationInput in;
        in.productType = ProductType::Life;
        in.policyHolderAge = 35;
        in.policyHolderChildren = 2;
        in.policyHolderGender = QStringLiteral("female");
        in.policyHolderMaritalStatus = QStringLiteral("married");
        in.policyHolderSalary = Money::fromCents(850000);
        in.location = QStringLiteral("southeast");
        ResultWaiter<Recommendation> rec;
        client->recommend(in, this, rec.done());
        QVERIFY(rec.wait());
        QCOMPARE(rec.value().output.percentage, 37.4);

        ResultWaiter<RecommendationEvaluation> eval;
        client->evaluateRecommendation(rec.value().id, rec.value().evaluateToken, true, this,
                                       eval.done());
        QVERIFY(eval.wait());
        QVERIFY(eval.value().evaluation);

        const QList<Request> sent = apiRequests();
        const QJsonObject input = sent[0].json().value(QStringLiteral("input")).toObject();
        QCOMPARE(input.value(QStringLiteral("policy_holder_salary")).toInteger(), 850000);
        QCOMPARE(input.value(QStringLiteral("location")).toString(), QStringLiteral("southeast"));
        QCOMPARE(sent[1].query(QStringLiteral("token")), QStringLiteral("ev+9/c"));
        QCOMPARE(sent[1].json().value(QStringLiteral("evaluation")), QJsonValue(true));
    }
};

QTEST_GUILESS_MAIN(TestApiCalls)
#include "tst_apicalls.moc"
