#include "salesflow.h"

#include <QNetworkReply>
#include <QSet>
#include <QTest>

using namespace salesflow;

class TestIdempotency : public QObject
{
    Q_OBJECT

private slots:
    void sameSaleFiredTwentyTimesAtOnce_makesOneSaleAndOneSetOfLedgerRows()
    {
        SandboxFixture f;
        const QByteArray token = f.token();
        const auto quote = makeQuote(f, token);
        QVERIFY(quote);
        const auto request = f.post(QStringLiteral("/v1/sales/request"),
                                    {{QStringLiteral("quote_id"), quote->id}}, token);
        const QByteArray body =
            QJsonDocument(
                QJsonObject{{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                            {QStringLiteral("installment_id"), quote->installment(3)},
                            {QStringLiteral("payment_method"), QStringLiteral("CreditCard")}})
                .toJson(QJsonDocument::Compact);
        const qint64 ledgerBefore =
            f.get(QStringLiteral("/v1/cash-flow"), token).json[QStringLiteral("total")].toInteger();

        QNetworkAccessManager http;
        QList<QNetworkReply *> replies;
        for (int i = 0; i < 20; ++i) {
            QNetworkRequest r(QUrl(f.sandbox().baseUrl().toString() + QStringLiteral("/v1/sales")));
            r.setRawHeader("Authorization", "Bearer " + token);
            r.setRawHeader("Content-Type", "application/json");
            r.setRawHeader("Idempotency-Key", "sale-once-7f3a");
            replies << http.post(r, body);
        }
        QVERIFY(SandboxFixture::waitFor(
            [&] {
                return std::all_of(replies.begin(), replies.end(),
                                   [](QNetworkReply *r) { return r->isFinished(); });
            },
            15000));
        QSet<QString> saleIds;
        for (QNetworkReply *r : replies) {
            QCOMPARE(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
            saleIds.insert(QJsonDocument::fromJson(r->readAll())
                               .object()
                               .value(QStringLiteral("id"))
                               .toString());
            r->deleteLater();
        }
        QCOMPARE(saleIds.size(), 1);
        const QString policy = waitForPolicy(f, token, *saleIds.begin());
        QVERIFY(!policy.isEmpty());
        QCOMPARE(f.get(QStringLiteral("/v1/policies?rows=100"), token)
                     .json[QStringLiteral("total")]
                     .toInteger(),
                 SandboxFixture::defaults().seedPolicies + 1);
        // Three installments: 3 ChannelSale + 3 BrokerCommission + agency/pro-labor + 1 Taxes.
        const auto page = f.get(QStringLiteral("/v1/cash-flow?rows=100"), token);
        int forPolicy = 0, channelSales = 0;
        for (const QJsonValue &row : page.json[QStringLiteral("items")].toArray()) {
            if (row[QStringLiteral("policy_id")].toString() != policy)
                continue;
            ++forPolicy;
            channelSales +=
                row[QStringLiteral("category")].toString() == QStringLiteral("ChannelSale");
        }
        QCOMPARE(channelSales, 3);
        QCOMPARE(page.json[QStringLiteral("total")].toInteger(), ledgerBefore + forPolicy);
    }

    void sameKeyWithAnotherBody_isRefusedAndCreatesNothing()
    {
        SandboxFixture f;
        const QByteArray token = f.token();
        const auto quote = makeQuote(f, token);
        const auto other = makeQuote(f, token);
        const QList<QPair<QByteArray, QByteArray>> key{{"Idempotency-Key", "sr-key"}};
        const auto first = f.post(QStringLiteral("/v1/sales/request"),
                                  {{QStringLiteral("quote_id"), quote->id}}, token, key);
        QCOMPARE(first.status, 200);
        const auto reused = f.post(QStringLiteral("/v1/sales/request"),
                                   {{QStringLiteral("quote_id"), other->id}}, token, key);
        QCOMPARE(reused.status, 400);
        QCOMPARE(reused.code(), QStringLiteral("idempotency_key_reused"));
        // The other quote is still free for its own sale request.
        QCOMPARE(f.post(QStringLiteral("/v1/sales/request"),
                        {{QStringLiteral("quote_id"), other->id}}, token)
                     .status,
                 200);
    }

    void replayOfARefusal_answersTheSameRefusal()
    {
        SandboxFixture f;
        const QByteArray token = f.token();
        const QList<QPair<QByteArray, QByteArray>> key{{"Idempotency-Key", "bad-1"}};
        const auto first =
            f.post(QStringLiteral("/v1/sales/request"),
                   {{QStringLiteral("quote_id"), QStringLiteral("nope")}}, token, key);
        const auto again =
            f.post(QStringLiteral("/v1/sales/request"),
                   {{QStringLiteral("quote_id"), QStringLiteral("nope")}}, token, key);
        QCOMPARE(first.status, 404);
        QCOMPARE(again.status, 404);
        QCOMPARE(again.body, first.body);
    }

    void keyOlderThan24Hours_isForgotten()
    {
        SandboxFixture f;
        QByteArray token = f.token();
        const QList<QPair<QByteArray, QByteArray>> key{{"Idempotency-Key", "day-old"}};
        const QJsonObject body{{QStringLiteral("quote_id"), QStringLiteral("nope")}};
        QCOMPARE(f.post(QStringLiteral("/v1/sales/request"), body, token, key).status, 404);
        f.sandbox().clock().advance(25LL * 3600 * 1000);
        token = f.token();
        const auto later = f.post(QStringLiteral("/v1/sales/request"), body, token, key);
        QCOMPARE(later.status, 404);
        QVERIFY(later.header("Idempotent-Replayed").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestIdempotency)
#include "tst_idempotency.moc"
