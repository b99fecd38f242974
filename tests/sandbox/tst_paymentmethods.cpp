#include "salesflow.h"

#include <QTest>

using namespace salesflow;

// Every payment method the interface names is offered by some installment and settles into a
// policy whose cash-flow records carry it.
class TestPaymentMethods : public QObject
{
    Q_OBJECT

private slots:
    void everyMethod_settlesIntoAPolicyWithItsRecords_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<int>("quantity");
        QTest::newRow("wire transfer, one payment") << QStringLiteral("WireTransfer") << 1;
        QTest::newRow("account debit, 3 installments") << QStringLiteral("AccountDebit") << 3;
        QTest::newRow("pix, one payment") << QStringLiteral("Pix") << 1;
        QTest::newRow("billet, one payment") << QStringLiteral("Billet") << 1;
        QTest::newRow("debit card, one payment") << QStringLiteral("DebitCard") << 1;
        QTest::newRow("credit card, 10 installments") << QStringLiteral("CreditCard") << 10;
    }

    void everyMethod_settlesIntoAPolicyWithItsRecords()
    {
        QFETCH(QString, method);
        QFETCH(int, quantity);
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const QString sale = makeSale(f, token, 0, method, quantity);
        QVERIFY(!sale.isEmpty());
        const QString policy = waitForPolicy(f, token, sale);
        QVERIFY(!policy.isEmpty());
        QCOMPARE(f.get(QStringLiteral("/v1/sales/") + sale, token)
                     .json[QStringLiteral("payment_method")]
                     .toString(),
                 method);
        int premiums = 0;
        for (const QJsonValue &r : f.get(QStringLiteral("/v1/cash-flow?rows=100"), token)
                                       .json[QStringLiteral("items")]
                                       .toArray())
            if (r[QStringLiteral("policy_id")].toString() == policy &&
                r[QStringLiteral("category")].toString() == QStringLiteral("ChannelSale")) {
                QCOMPARE(r[QStringLiteral("payment_method")].toString(), method);
                ++premiums;
            }
        QCOMPARE(premiums, quantity);
    }
};

QTEST_GUILESS_MAIN(TestPaymentMethods)
#include "tst_paymentmethods.moc"
