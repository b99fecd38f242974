// End to end: quote → sale → policy issued → cancel → ledger, all through HTTP.
#include "salesflow.h"

#include <QMap>
#include <QSet>
#include <QTest>

using namespace salesflow;

class TestFlow : public QObject
{
    Q_OBJECT

    static QList<QJsonObject> ledgerOf(SandboxFixture &f, const QByteArray &token,
                                       const QString &policyId)
    {
        QList<QJsonObject> rows;
        QString cursor;
        do {
            const auto page =
                f.get(QStringLiteral("/v1/cash-flow?rows=100") +
                          (cursor.isEmpty() ? QString() : QStringLiteral("&cursor=") + cursor),
                      token);
            for (const QJsonValue &r : page.json[QStringLiteral("items")].toArray())
                if (r[QStringLiteral("policy_id")].toString() == policyId)
                    rows << r.toObject();
            cursor = page.json[QStringLiteral("cursor")].toString();
        } while (!cursor.isEmpty());
        return rows;
    }

private slots:
    void quoteToSaleToPolicyToCancel_writesTheLedgerAtEachStep()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const qint64 before =
            f.get(QStringLiteral("/v1/cash-flow"), token).json[QStringLiteral("total")].toInteger();

        const auto quote = makeQuote(f, token);
        QVERIFY(quote);
        QJsonObject chosen;
        for (const QJsonValue &i :
             quote->answer[QStringLiteral("items")][0][QStringLiteral("installments")].toArray())
            if (i[QStringLiteral("installment_quantity")].toInt() == 5)
                chosen = i.toObject();
        QVERIFY(!chosen.isEmpty());
        const auto request = f.post(QStringLiteral("/v1/sales/request"),
                                    {{QStringLiteral("quote_id"), quote->id}}, token);
        const auto sale = f.post(
            QStringLiteral("/v1/sales"),
            {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
             {QStringLiteral("installment_id"), chosen[QStringLiteral("id")]},
             {QStringLiteral("payment_method"), QStringLiteral("CreditCard")},
             {QStringLiteral("complement"),
              QJsonObject{{QStringLiteral("policy_holder"),
                           QJsonObject{{QStringLiteral("rg"), QStringLiteral("123456789")}}}}}},
            token);
        QCOMPARE(sale.status, 200);
        const QString policyId =
            waitForPolicy(f, token, sale.json[QStringLiteral("id")].toString());
        QVERIFY(!policyId.isEmpty());

        // Five installments: five ChannelSale and five BrokerCommission records, one Taxes.
        QList<QJsonObject> rows = ledgerOf(f, token, policyId);
        QMap<QString, int> byCategory;
        qint64 sold = 0;
        for (const QJsonObject &r : rows) {
            byCategory[r[QStringLiteral("category")].toString()]++;
            if (r[QStringLiteral("category")].toString() == QStringLiteral("ChannelSale")) {
                sold += r[QStringLiteral("amount")].toInteger();
                QCOMPARE(r[QStringLiteral("installment_total")].toInt(), 5);
                QVERIFY(r[QStringLiteral("is_parceled")].toBool());
            }
        }
        QCOMPARE(byCategory.value(QStringLiteral("ChannelSale")), 5);
        QCOMPARE(byCategory.value(QStringLiteral("BrokerCommission")), 5);
        QCOMPARE(byCategory.value(QStringLiteral("Taxes")), 1);
        QCOMPARE(sold, chosen[QStringLiteral("total_amount")].toInteger());
        const qint64 taxes =
            chosen[QStringLiteral("taxes")][QStringLiteral("total_amount")].toInteger();
        for (const QJsonObject &r : rows)
            if (r[QStringLiteral("category")].toString() == QStringLiteral("Taxes"))
                QCOMPARE(r[QStringLiteral("amount")].toInteger(), -taxes);

        // The complement reached the policy.
        const auto policies = f.get(QStringLiteral("/v1/policies?rows=1"), token);
        QCOMPARE(policies.json[QStringLiteral("items")][0][QStringLiteral("id")].toString(),
                 policyId);
        QCOMPARE(policies
                     .json[QStringLiteral("items")][0][QStringLiteral("policy_holder")]
                          [QStringLiteral("rg")]
                     .toString(),
                 QStringLiteral("123456789"));

        const auto cancel = f.del(QStringLiteral("/v1/policies/") + policyId,
                                  {{QStringLiteral("cancel_reason"), 1},
                                   {QStringLiteral("reversal_method"), QStringLiteral("Pix")}},
                                  token);
        QCOMPARE(cancel.status, 200);
        rows = ledgerOf(f, token, policyId);
        QCOMPARE(std::count_if(rows.begin(), rows.end(),
                               [](const QJsonObject &r) {
                                   return r[QStringLiteral("category")].toString() ==
                                          QStringLiteral("PolicyReversal");
                               }),
                 1);
        const qint64 after =
            f.get(QStringLiteral("/v1/cash-flow"), token).json[QStringLiteral("total")].toInteger();
        QCOMPARE(after, before + rows.size());
    }

    void policiesCursorWalk_neverRepeatsPoliciesIssuedDuringTheWalk()
    {
        auto settings = SandboxFixture::defaults();
        settings.seedPolicies = 7;
        SandboxFixture f(settings);
        const QByteArray token = f.token();
        QSet<QString> seen;
        int visited = 0;
        auto page = f.get(QStringLiteral("/v1/policies?rows=3"), token);
        const qint64 total = page.json[QStringLiteral("total")].toInteger();
        QCOMPARE(total, 7);
        bool issuedMidWalk = false;
        while (true) {
            for (const QJsonValue &p : page.json[QStringLiteral("items")].toArray()) {
                seen.insert(p[QStringLiteral("id")].toString());
                ++visited;
            }
            if (!issuedMidWalk) {
                QVERIFY(
                    !waitForPolicy(f, token, makeSale(f, token, 0, QStringLiteral("CreditCard")))
                         .isEmpty());
                issuedMidWalk = true;
            }
            const QString cursor = page.json[QStringLiteral("cursor")].toString();
            if (cursor.isEmpty())
                break;
            page = f.get(QStringLiteral("/v1/policies?rows=3&cursor=") + cursor, token);
            QCOMPARE(page.status, 200);
        }
        QCOMPARE(visited, 7);
        QCOMPARE(seen.size(), 7);
        QCOMPARE(
            f.get(QStringLiteral("/v1/policies"), token).json[QStringLiteral("total")].toInteger(),
            8);
    }

    void policiesPageWalk_visitsEveryPolicyOnce()
    {
        auto settings = SandboxFixture::defaults();
        settings.seedPolicies = 5;
        SandboxFixture f(settings);
        const QByteArray token = f.token();
        QSet<QString> seen;
        for (int page = 1; page <= 3; ++page) {
            const auto r = f.get(QStringLiteral("/v1/policies?rows=2&page=%1").arg(page), token);
            QCOMPARE(r.json[QStringLiteral("total")].toInteger(), 5);
            for (const QJsonValue &p : r.json[QStringLiteral("items")].toArray())
                QVERIFY(!seen.contains(p[QStringLiteral("id")].toString()) &&
                        (seen.insert(p[QStringLiteral("id")].toString()), true));
        }
        QCOMPARE(seen.size(), 5);
        QCOMPARE(f.get(QStringLiteral("/v1/policies?rows=2&page=4"), token)
                     .json[QStringLiteral("items")]
                     .toArray()
                     .size(),
                 0);
    }

    // The desk's demo history: issued, canceled, refused and awaiting its boleto, each as the
    // service lists it.
    void demoHistory_hasCanceledRefusedAndUnpaidSales_besideTheIssuedOnes()
    {
        auto settings = SandboxFixture::defaults();
        settings.seedPolicies = 8;
        settings.seedCanceledPolicies = 2;
        settings.seedRefusedSales = 1;
        settings.seedAwaitingBoletos = 1;
        SandboxFixture f(settings);
        const QByteArray token = f.token();
        const auto policies = f.get(QStringLiteral("/v1/policies?rows=100"), token);
        QCOMPARE(policies.json[QStringLiteral("total")].toInteger(),
                 8); // a refused or unpaid sale issues none
        QMap<int, int> byStatus;
        for (const QJsonValue &p : policies.json[QStringLiteral("items")].toArray())
            ++byStatus[p[QStringLiteral("status")].toInt()];
        QCOMPARE(byStatus.value(1), 6); // Active
        QCOMPARE(byStatus.value(2), 2); // Canceled
        const auto sales = f.get(QStringLiteral("/v1/sales?rows=100"), token);
        QCOMPARE(sales.status, 200);
        QMap<int, int> salesByStatus;
        QString unpaid;
        for (const QJsonValue &s : sales.json[QStringLiteral("items")].toArray()) {
            ++salesByStatus[s[QStringLiteral("status")].toInt()];
            if (s[QStringLiteral("status")].toInt() == 2)
                unpaid = s[QStringLiteral("id")].toString();
        }
        QCOMPARE(salesByStatus.value(3), 1); // Failed: the card was refused
        QVERIFY(salesByStatus.value(4) + salesByStatus.value(5) == 8); // Finished or Canceled
        QCOMPARE(salesByStatus.value(2), 1); // Pending: its boleto not yet paid

        // It stays so past the settlement delay; once its boleto is due (3 days), it settles.
        QTest::qWait(4 * SandboxFixture::defaults().settleDelayMs);
        const QString path = QStringLiteral("/v1/sales/") + unpaid;
        QCOMPARE(f.get(path, token).json[QStringLiteral("status")].toInt(), 2);
        QCOMPARE(f.get(path, token).json[QStringLiteral("payment_method")].toString(),
                 QStringLiteral("Billet"));
        QCOMPARE(f.post(QStringLiteral("/sandbox/clock"),
                        {{QStringLiteral("advance"), QStringLiteral("P2D")}}, token)
                     .status,
                 200);
        QCOMPARE(f.get(path, token).json[QStringLiteral("status")].toInt(), 2);
        QCOMPARE(f.post(QStringLiteral("/sandbox/clock"),
                        {{QStringLiteral("advance"), QStringLiteral("P1DT1H")}}, token)
                     .status,
                 200);
        QTRY_COMPARE(f.get(path, token).json[QStringLiteral("status")].toInt(), 4); // Finished
    }
};

QTEST_GUILESS_MAIN(TestFlow)
#include "tst_flow.moc"
