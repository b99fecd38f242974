#include "sandboxfixture.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTest>

class TestRecommendations : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    static QJsonObject input(int type = 5)
    {
        return {{QStringLiteral("product_type"), type},
                {QStringLiteral("policy_holder_age"), 35},
                {QStringLiteral("policy_holder_children"), 2},
                {QStringLiteral("policy_holder_gender"), QStringLiteral("female")},
                {QStringLiteral("policy_holder_marital_status"), QStringLiteral("married")},
                {QStringLiteral("policy_holder_salary"), 850000},
                {QStringLiteral("location"), QStringLiteral("southeast")}};
    }
    SandboxFixture::Reply recommend(const QJsonObject &in)
    {
        return f->post(QStringLiteral("/v1/recommendations/product-type"),
                       {{QStringLiteral("input"), in}}, token);
    }
    SandboxFixture::Reply evaluate(const QString &id, const QString &evalToken,
                                   const QJsonObject &body)
    {
        return f->post(QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=%2")
                           .arg(id, QString::fromLatin1(QUrl::toPercentEncoding(evalToken))),
                       body, token);
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token();
    }

    void recommend_answersIdTokenAndAPercentage()
    {
        for (int type : {1, 4, 5, 12}) {
            const auto r = recommend(input(type));
            QCOMPARE(r.status, 200);
            QVERIFY(!r.json[QStringLiteral("id")].toString().isEmpty());
            QVERIFY(!r.json[QStringLiteral("evaluate_token")].toString().isEmpty());
            const double pct =
                r.json[QStringLiteral("output")][QStringLiteral("percentage")].toDouble(-1);
            QVERIFY(pct >= 0 && pct <= 100);
        }
    }

    void recommend_dependsOnTheProfile()
    {
        QJsonObject rich = input(12);
        rich.insert(QStringLiteral("policy_holder_salary"), 4000000);
        QJsonObject modest = input(12);
        modest.insert(QStringLiteral("policy_holder_salary"), 150000);
        QVERIFY(recommend(rich)
                    .json[QStringLiteral("output")][QStringLiteral("percentage")]
                    .toDouble() > recommend(modest)
                                      .json[QStringLiteral("output")][QStringLiteral("percentage")]
                                      .toDouble());
    }

    void recommend_validatesTheWholeInput()
    {
        const auto r =
            recommend({{QStringLiteral("product_type"), 2},
                       {QStringLiteral("policy_holder_age"), -1},
                       {QStringLiteral("policy_holder_children"), 1.5},
                       {QStringLiteral("policy_holder_gender"), QStringLiteral("other")},
                       {QStringLiteral("policy_holder_marital_status"), QStringLiteral("divorced")},
                       {QStringLiteral("policy_holder_salary"), QStringLiteral("8500")},
                       {QStringLiteral("location"), QStringLiteral("north")}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("validation_failed"));
        QCOMPARE(r.fields(), (QStringList{QStringLiteral("input.product_type"),
                                          QStringLiteral("input.policy_holder_age"),
                                          QStringLiteral("input.policy_holder_children"),
                                          QStringLiteral("input.policy_holder_gender"),
                                          QStringLiteral("input.policy_holder_marital_status"),
                                          QStringLiteral("input.policy_holder_salary"),
                                          QStringLiteral("input.location")}));
        QCOMPARE(f->post(QStringLiteral("/v1/recommendations/product-type"), {}, token).fields(),
                 QStringList{QStringLiteral("input")});
        QJsonObject missing = input();
        missing.remove(QStringLiteral("location"));
        QCOMPARE(recommend(missing).fields(), QStringList{QStringLiteral("input.location")});
    }

    void evaluate_once_isAcceptedAndASecondTimeRefused()
    {
        const auto r = recommend(input());
        const QString id = r.json[QStringLiteral("id")].toString();
        const QString evalToken = r.json[QStringLiteral("evaluate_token")].toString();
        const auto first = evaluate(id, evalToken, {{QStringLiteral("evaluation"), true}});
        QCOMPARE(first.status, 200);
        QCOMPARE(first.json[QStringLiteral("id")].toString(), id);
        QCOMPARE(first.json[QStringLiteral("evaluation")].toBool(), true);
        const auto second = evaluate(id, evalToken, {{QStringLiteral("evaluation"), false}});
        QCOMPARE(second.status, 400);
        QCOMPARE(second.code(), QStringLiteral("already_evaluated"));
    }

    void evaluate_withAnotherRecommendationsToken_is401()
    {
        const auto a = recommend(input());
        const auto b = recommend(input());
        const auto r = evaluate(a.json[QStringLiteral("id")].toString(),
                                b.json[QStringLiteral("evaluate_token")].toString(),
                                {{QStringLiteral("evaluation"), true}});
        QCOMPARE(r.status, 401);
        QCOMPARE(r.code(), QStringLiteral("invalid_evaluate_token"));
        QCOMPARE(evaluate(a.json[QStringLiteral("id")].toString(), QString(),
                          {{QStringLiteral("evaluation"), true}})
                     .status,
                 401);
    }

    void evaluate_withNonBooleanEvaluation_namesTheField()
    {
        const auto r = recommend(input());
        const auto bad = evaluate(r.json[QStringLiteral("id")].toString(),
                                  r.json[QStringLiteral("evaluate_token")].toString(),
                                  {{QStringLiteral("evaluation"), QStringLiteral("yes")}});
        QCOMPARE(bad.status, 400);
        QCOMPARE(bad.fields(), QStringList{QStringLiteral("evaluation")});
    }

    void evaluate_ofUnknownOrAnotherBrokersRecommendation_is404()
    {
        const auto r = recommend(input());
        const auto other =
            f->post(QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=%2")
                        .arg(r.json[QStringLiteral("id")].toString(),
                             r.json[QStringLiteral("evaluate_token")].toString()),
                    {{QStringLiteral("evaluation"), true}}, f->token(1));
        QCOMPARE(other.status, 404);
        QCOMPARE(evaluate(QStringLiteral("nope"), QStringLiteral("x"),
                          {{QStringLiteral("evaluation"), true}})
                     .status,
                 404);
    }

    void positiveEvaluations_raiseTheNextEstimateForThatProfile()
    {
        const double before = recommend(input())
                                  .json[QStringLiteral("output")][QStringLiteral("percentage")]
                                  .toDouble();
        for (int i = 0; i < 15; ++i) {
            const auto r = recommend(input());
            QCOMPARE(evaluate(r.json[QStringLiteral("id")].toString(),
                              r.json[QStringLiteral("evaluate_token")].toString(),
                              {{QStringLiteral("evaluation"), true}})
                         .status,
                     200);
        }
        const double after = recommend(input())
                                 .json[QStringLiteral("output")][QStringLiteral("percentage")]
                                 .toDouble();
        QVERIFY2(after > before + 5, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }

    void learnedModel_survivesARestart()
    {
        const QString path = QDir::temp().filePath(
            QStringLiteral("bd-rec-%1.db").arg(QCoreApplication::applicationPid()));
        QFile::remove(path);
        auto settings = SandboxFixture::defaults();
        settings.dbPath = path;
        double learned = 0;
        {
            SandboxFixture first(settings);
            const QByteArray t = first.token();
            for (int i = 0; i < 10; ++i) {
                const auto r = first.post(QStringLiteral("/v1/recommendations/product-type"),
                                          {{QStringLiteral("input"), input(1)}}, t);
                first.post(QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=%2")
                               .arg(r.json[QStringLiteral("id")].toString(),
                                    r.json[QStringLiteral("evaluate_token")].toString()),
                           {{QStringLiteral("evaluation"), false}}, t);
            }
            learned = first
                          .post(QStringLiteral("/v1/recommendations/product-type"),
                                {{QStringLiteral("input"), input(1)}}, t)
                          .json[QStringLiteral("output")][QStringLiteral("percentage")]
                          .toDouble();
        }
        SandboxFixture second(settings);
        const double again = second
                                 .post(QStringLiteral("/v1/recommendations/product-type"),
                                       {{QStringLiteral("input"), input(1)}}, second.token())
                                 .json[QStringLiteral("output")][QStringLiteral("percentage")]
                                 .toDouble();
        QCOMPARE(again, learned);
        QFile::remove(path);
        QFile::remove(path + QStringLiteral("-wal"));
        QFile::remove(path + QStringLiteral("-shm"));
    }

    void sameIdempotencyKey_replaysTheFirstAnswer()
    {
        const QList<QPair<QByteArray, QByteArray>> key{{"Idempotency-Key", "rec-key-1"}};
        const QJsonObject body{{QStringLiteral("input"), input()}};
        const auto first =
            f->post(QStringLiteral("/v1/recommendations/product-type"), body, token, key);
        const auto again =
            f->post(QStringLiteral("/v1/recommendations/product-type"), body, token, key);
        QCOMPARE(again.status, 200);
        QCOMPARE(again.json, first.json);
        QCOMPARE(again.header("Idempotent-Replayed"), QByteArray("true"));
        QJsonObject other = input();
        other.insert(QStringLiteral("policy_holder_age"), 50);
        const auto reused = f->post(QStringLiteral("/v1/recommendations/product-type"),
                                    {{QStringLiteral("input"), other}}, token, key);
        QCOMPARE(reused.status, 400);
        QCOMPARE(reused.code(), QStringLiteral("idempotency_key_reused"));
        // Keys belong to a broker: the other broker's identical key is a new request.
        const auto otherBroker =
            f->post(QStringLiteral("/v1/recommendations/product-type"), body, f->token(1), key);
        QCOMPARE(otherBroker.status, 200);
        QVERIFY(otherBroker.json[QStringLiteral("id")] != first.json[QStringLiteral("id")]);
    }
};

QTEST_GUILESS_MAIN(TestRecommendations)
#include "tst_recommendations.moc"
