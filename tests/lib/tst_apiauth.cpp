// Which 401s a fresh token can cure, against the real sandbox: only an invalid or expired
// bearer token is renewed (once); any other 401 reaches the caller as what it is.
#include "resultwaiter.h"
#include "sandboxfixture.h"

#include "api/apiclient.h"
#include "api/tokenprovider.h"
#include "sandbox.h"

#include <QSignalSpy>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::domain;
using namespace Qt::StringLiterals;
using api::ApiError;

class TestApiAuth : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    std::unique_ptr<api::ApiClient> client;

    // A recommendation made through the client (which signs in for it).
    std::optional<Recommendation> recommend()
    {
        RecommendationInput input;
        input.productType = ProductType::Auto;
        input.policyHolderAge = 41;
        input.policyHolderChildren = 2;
        input.policyHolderGender = u"male"_s;
        input.policyHolderMaritalStatus = u"married"_s;
        input.policyHolderSalary = Money::fromCents(720000);
        input.location = u"south"_s;
        ResultWaiter<Recommendation> r;
        client->recommend(input, this, r.done());
        if (!r.wait(10000) || !r.result->ok())
            return std::nullopt;
        return r.value();
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        api::ServerSettings s;
        s.baseUrl = f->sandbox().baseUrl();
        s.tokenUrl = f->sandbox().tokenUrl();
        s.clientId = f->broker(0).clientId;
        s.clientSecret = f->broker(0).clientSecret;
        client = std::make_unique<api::ApiClient>(s);
    }

    void cleanup()
    {
        client.reset();
        f.reset();
    }

    void wrongEvaluateToken_keepsTheBearerToken_andFailsWithItsOwnMeaning()
    {
        QSignalSpy requested(&client->tokens(), &api::TokenProvider::tokenRequested);
        const auto rec = recommend();
        QVERIFY(rec.has_value());
        QCOMPARE(requested.count(), 1);

        ResultWaiter<RecommendationEvaluation> eval;
        client->evaluateRecommendation(rec->id, u"not-the-evaluate-token"_s, true, this,
                                       eval.done());
        QVERIFY(eval.wait(10000));
        QVERIFY(!eval.result->ok());
        QCOMPARE(eval.calls, 1);
        QCOMPARE(eval.error().httpStatus, 401);
        QCOMPARE(eval.error().code, u"invalid_evaluate_token"_s);
        // A refusal of this evaluation, in the service's words, not a sign-in problem.
        QCOMPARE(eval.error().kind, ApiError::Kind::Http);
        QVERIFY(eval.error().message.contains(u"evaluate_token"_s));
        QCOMPARE(requested.count(), 1); // no token was dropped or fetched again
        QVERIFY(client->tokens().hasValidToken());
        QCOMPARE(client->connectionState(), api::ConnectionState::Online);

        // The right token still evaluates: the wrong one spent nothing.
        ResultWaiter<RecommendationEvaluation> right;
        client->evaluateRecommendation(rec->id, rec->evaluateToken, true, this, right.done());
        QVERIFY(right.wait(10000));
        QVERIFY(right.result->ok());
        QCOMPARE(requested.count(), 1);
    }

    void expiredBearerToken_isRenewedExactlyOnce_andTheEvaluationIsMadeOnce()
    {
        QSignalSpy requested(&client->tokens(), &api::TokenProvider::tokenRequested);
        const auto rec = recommend();
        QVERIFY(rec.has_value());
        // Two hours pass on the service's clock: the cached token expired there, not here.
        f->sandbox().clock().advance(qint64(2) * 3600 * 1000);
        QVERIFY(client->tokens().hasValidToken());

        ResultWaiter<RecommendationEvaluation> eval;
        client->evaluateRecommendation(rec->id, rec->evaluateToken, false, this, eval.done());
        QVERIFY(eval.wait(10000));
        if (!eval.result->ok()) // the message reads the error, so only on failure
            QFAIL(qPrintable(eval.error().message));
        QCOMPARE(eval.calls, 1);
        QCOMPARE(requested.count(), 2); // the first sign-in, then one renewal
        // The evaluation was made: another one is the service's "already evaluated".
        ResultWaiter<RecommendationEvaluation> again;
        client->evaluateRecommendation(rec->id, rec->evaluateToken, true, this, again.done());
        QVERIFY(again.wait(10000));
        QVERIFY(!again.result->ok());
        QCOMPARE(again.error().code, u"already_evaluated"_s);
        QCOMPARE(requested.count(), 2);
    }
};

QTEST_MAIN(TestApiAuth)
#include "tst_apiauth.moc"
