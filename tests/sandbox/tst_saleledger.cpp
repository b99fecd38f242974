#include "services/saleledger.h"

#include <QJsonArray>
#include <QTest>

using namespace brokerdesk::sandbox;

class TestSaleLedger : public QObject
{
    Q_OBJECT

    static SaleFacts facts(int quantity, const QJsonValue &recurrence = QJsonValue::Null)
    {
        SaleFacts f;
        f.policyId = QStringLiteral("po-1");
        f.paymentMethod = QStringLiteral("CreditCard");
        f.installment = {
            {QStringLiteral("id"), QStringLiteral("in-1")},
            {QStringLiteral("amount"), 10001},
            {QStringLiteral("total_amount"), 10001LL * quantity},
            {QStringLiteral("installment_quantity"), quantity},
            {QStringLiteral("taxes"), QJsonObject{{QStringLiteral("total_amount"), 738}}},
            {QStringLiteral("recurrence"), recurrence}};
        f.netPremium = 100000;
        f.commissionPercent = 20;
        f.agencyPercent = 5;
        f.proLaborPercent = 2;
        f.settledAt = QDateTime(QDate(2026, 11, 22), QTime(9, 0), Qt::UTC);
        f.settledDay = QDate(2026, 11, 22);
        return f;
    }
    static qint64 sum(const QList<QJsonObject> &rows, const QString &category,
                      const char *field = "amount")
    {
        qint64 s = 0;
        for (const QJsonObject &r : rows)
            if (r[QStringLiteral("category")].toString() == category)
                s += r[QString::fromLatin1(field)].toInteger();
        return s;
    }

private slots:
    void shares_addUpToTheTotal()
    {
        qint64 s = 0;
        for (int i = 0; i < 7; ++i)
            s += shareOf(1000, 7, i);
        QCOMPARE(s, 1000);
        QCOMPARE(shareOf(1000, 7, 0), 142 + 6);
    }

    void parceledSale_splitsEveryCategoryPerInstallmentWithSigns()
    {
        const auto rows = saleLedgerRecords(facts(4));
        QCOMPARE(sum(rows, QStringLiteral("ChannelSale")), 40004);
        QCOMPARE(sum(rows, QStringLiteral("Taxes")), -738);
        // 20 % commission = 20000, less 5 % ISS withheld (1000).
        QCOMPARE(sum(rows, QStringLiteral("BrokerCommission")), 19000);
        QCOMPARE(sum(rows, QStringLiteral("BrokerCommission"), "amount_deductions"), 1000);
        QCOMPARE(sum(rows, QStringLiteral("BrokerAgency")), -5000);
        QCOMPARE(sum(rows, QStringLiteral("StipulateProLabor")), -2000);
        int paid = 0;
        for (const QJsonObject &r : rows) {
            if (r[QStringLiteral("category")].toString() != QStringLiteral("ChannelSale"))
                continue;
            QCOMPARE(r[QStringLiteral("installment_total")].toInt(), 4);
            paid += r[QStringLiteral("is_paid")].toBool();
        }
        QCOMPARE(paid, 1);
    }

    void parceledSale_paysTheFirstInstallmentAndItsCommissionOnly()
    {
        const auto rows = saleLedgerRecords(facts(4));
        for (const QJsonObject &r : rows) {
            const QString category = r[QStringLiteral("category")].toString();
            const bool first = r[QStringLiteral("installment_number")].toInt() == 1;
            const bool paidNow = first && (category == QStringLiteral("ChannelSale") ||
                                           category == QStringLiteral("BrokerCommission"));
            QVERIFY2(r[QStringLiteral("is_paid")].toBool() == paidNow, qPrintable(category));
            QCOMPARE(r[QStringLiteral("date_cash_in_out")].toString(),
                     paidNow ? QStringLiteral("2026-11-22T09:00:00Z") : QString());
        }
    }

    void recurrentSale_writesOneRecurrentRecordPerPeriod()
    {
        const QJsonObject recurrence{{QStringLiteral("period_days"), 30},
                                     {QStringLiteral("quantity"), 12}};
        const auto rows = saleLedgerRecords(facts(1, recurrence));
        int count = 0;
        for (const QJsonObject &r : rows)
            if (r[QStringLiteral("category")].toString() ==
                QStringLiteral("ChannelRecurrentSale")) {
                ++count;
                QVERIFY(r[QStringLiteral("is_recurrence")].toBool());
                QCOMPARE(r[QStringLiteral("recurrence_sequence_number")].toInt(), count);
            }
        QCOMPARE(count, 12);
        QCOMPARE(sum(rows, QStringLiteral("ChannelSale")), 0);
    }

    // The interface's installment_quantity for a monthly premium: as many as the months.
    void recurrentSale_ofTwelveMonthlyInstallments_writesTwelveRecurrentRecords()
    {
        const QJsonObject recurrence{{QStringLiteral("period_days"), 30},
                                     {QStringLiteral("quantity"), 12}};
        const auto rows = saleLedgerRecords(facts(12, recurrence));
        QCOMPARE(sum(rows, QStringLiteral("ChannelRecurrentSale")), 10001LL * 12);
        QCOMPARE(sum(rows, QStringLiteral("ChannelSale")), 0);
        int commissions = 0;
        for (const QJsonObject &r : rows)
            commissions +=
                r[QStringLiteral("category")].toString() == QStringLiteral("BrokerCommission");
        QCOMPARE(commissions, 12);
    }

    // An interest-free option whose total does not divide: the first installment carries the
    // odd cents, and the premium rows add up to the total.
    void parceledSale_firstInstallmentCarriesTheOddCents()
    {
        SaleFacts f = facts(4);
        f.installment.insert(QStringLiteral("amount"), 131312);
        f.installment.insert(QStringLiteral("first_payment_amount"), 131314);
        f.installment.insert(QStringLiteral("total_amount"), 525250);
        const auto rows = saleLedgerRecords(f);
        QList<qint64> premiums;
        for (const QJsonObject &r : rows)
            if (r[QStringLiteral("category")].toString() == QStringLiteral("ChannelSale"))
                premiums << r[QStringLiteral("amount")].toInteger();
        QCOMPARE(premiums, (QList<qint64>{131314, 131312, 131312, 131312}));
        QCOMPARE(sum(rows, QStringLiteral("ChannelSale")), 525250);
    }

    void parcels_sayTheirPeriod_andFallDueThatFarApart_data()
    {
        QTest::addColumn<int>("quantity");
        QTest::addColumn<QJsonValue>("recurrence");
        QTest::addColumn<QString>("period");
        QTest::addColumn<QList<QDate>>("due");
        const auto every = [](int days, int quantity) {
            return QJsonValue(QJsonObject{{QStringLiteral("period_days"), days},
                                          {QStringLiteral("quantity"), quantity}});
        };
        QTest::newRow("no recurrence: monthly, 30 days apart")
            << 3 << QJsonValue(QJsonValue::Null) << QStringLiteral("monthly")
            << QList<QDate>{{2026, 11, 22}, {2026, 12, 22}, {2027, 1, 21}};
        // Across the leap day of 2028: the same date each year, not 365 days.
        QTest::newRow("365 days: yearly, on the same date")
            << 3 << every(365, 3) << QStringLiteral("yearly")
            << QList<QDate>{{2026, 11, 22}, {2027, 11, 22}, {2028, 11, 22}};
        QTest::newRow("1 day: daily")
            << 10 << every(1, 10) << QStringLiteral("daily")
            << QList<QDate>{{2026, 11, 22}, {2026, 11, 23}, {2026, 11, 24}, {2026, 11, 25},
                            {2026, 11, 26}, {2026, 11, 27}, {2026, 11, 28}, {2026, 11, 29},
                            {2026, 11, 30}, {2026, 12, 1}};
    }

    void parcels_sayTheirPeriod_andFallDueThatFarApart()
    {
        QFETCH(int, quantity);
        QFETCH(QJsonValue, recurrence);
        QFETCH(QString, period);
        QFETCH(QList<QDate>, due);
        const auto rows = saleLedgerRecords(facts(quantity, recurrence));
        for (const QString &category :
             {QStringLiteral("ChannelSale"), QStringLiteral("BrokerCommission"),
              QStringLiteral("BrokerAgency"), QStringLiteral("StipulateProLabor")}) {
            QList<QDate> forecasts;
            for (const QJsonObject &r : rows) {
                if (r[QStringLiteral("category")].toString() != category)
                    continue;
                QVERIFY(r[QStringLiteral("is_parceled")].toBool());
                QVERIFY(!r.contains(QStringLiteral("is_recurrence")));
                QCOMPARE(r[QStringLiteral("installment_total")].toInt(), quantity);
                QCOMPARE(r[QStringLiteral("installment_period")].toString(), period);
                QCOMPARE(r[QStringLiteral("installment_number")].toInt(), forecasts.size() + 1);
                forecasts << QDateTime::fromString(
                                 r[QStringLiteral("date_cash_in_out_forecast")].toString(),
                                 Qt::ISODate)
                                 .date();
            }
            QCOMPARE(forecasts, due);
        }
        QCOMPARE(sum(rows, QStringLiteral("ChannelSale")), 10001LL * quantity);
        QCOMPARE(sum(rows, QStringLiteral("ChannelRecurrentSale")), 0);
    }
};

QTEST_GUILESS_MAIN(TestSaleLedger)
#include "tst_saleledger.moc"
