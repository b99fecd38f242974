// How an installment option reads, the one way every page says it: parcels as "12 × R$ x
// (R$ y in all)", a monthly premium as "R$ x a month", one payment as such; the interface's
// installment_quantity read for every period, and a service's older reading (one charge with a
// recurrence of N) read as N.
#include "domain/installmentplan.h"

#include <QTest>

using namespace brokerdesk::domain;

namespace {

QString money(qint64 cents)
{
    return Money::fromCents(cents).format();
}

Installment option(qint64 amount, qint64 total, int quantity, int periodDays = 0,
                   int recurrences = 0)
{
    Installment in;
    in.id = QStringLiteral("i");
    in.amount = Money::fromCents(amount);
    in.totalAmount = Money::fromCents(total);
    in.installmentQuantity = quantity;
    in.taxes.totalAmount = Money::fromCents(36250);
    in.taxes.items = {{QStringLiteral("IOF"), 7.38, Money::fromCents(36250), {}}};
    if (periodDays > 0) {
        Recurrence r;
        r.periodDays = periodDays;
        r.quantity = recurrences > 0 ? recurrences : quantity;
        in.recurrence = r;
    }
    return in;
}

} // namespace

class TestInstallmentPlan : public QObject
{
    Q_OBJECT

private slots:
    void onePayment_readsAsSuch()
    {
        const InstallmentPlan p = planOf(option(525250, 525250, 1));
        QCOMPARE(p.kind, PlanKind::Single);
        QCOMPARE(InstallmentText::describe(p),
                 QStringLiteral("%1 in one payment").arg(money(525250)));
        QCOMPARE(InstallmentText::count(p), QStringLiteral("One payment"));
    }

    void interestFreeParcels_sayCountEachAndTotal_withTheFirstThatCarriesTheCents()
    {
        Installment in = option(131312, 525250, 4);
        in.firstPaymentAmount = Money::fromCents(131314);
        in.interestPercent = 0;
        in.interestAmount = Money();
        const InstallmentPlan p = planOf(in);
        QCOMPARE(p.kind, PlanKind::Parcels);
        QCOMPARE(p.count, 4);
        QCOMPARE(p.first.cents(), 131314);
        QCOMPARE(InstallmentText::describe(p),
                 QStringLiteral("4 × %1 interest-free, the first %2 (%3 in all)")
                     .arg(money(131312), money(131314), money(525250)));
        QCOMPARE(InstallmentText::countAndInterest(p), QStringLiteral("4×, interest-free"));
        QCOMPARE(InstallmentText::each(p),
                 QStringLiteral("%1 (the first %2)").arg(money(131312), money(131314)));
    }

    void parcelsWithInterest_sayTheRateAMonth()
    {
        Installment in = option(56320, 675840, 12);
        in.interestPercent = 1.99;
        in.interestAmount = Money::fromCents(150590);
        const InstallmentPlan p = planOf(in);
        QCOMPARE(InstallmentText::describe(p),
                 QStringLiteral("12 × %1 at 1.99% interest a month (%2 in all)")
                     .arg(money(56320), money(675840)));
        QCOMPARE(netPremium(in).cents(), 675840 - 36250 - 150590);
    }

    void monthlyPremium_readsPerMonth_neverAsOnePayment()
    {
        const InstallmentPlan p = planOf(option(9540, 114480, 12, 30));
        QCOMPARE(p.kind, PlanKind::Recurring);
        QCOMPARE(p.count, 12);
        QCOMPARE(
            InstallmentText::describe(p),
            // The English plural comes from the translation; this test has none loaded.
            QStringLiteral("%1 a month (12 month(s), %2 in all)").arg(money(9540), money(114480)));
        QCOMPARE(InstallmentText::each(p), QStringLiteral("%1 a month").arg(money(9540)));
        QCOMPARE(InstallmentText::count(p), QStringLiteral("Monthly"));
    }

    void olderReading_oneChargeWithARecurrenceOfTwelve_isTwelveCharges()
    {
        const InstallmentPlan p = planOf(option(9540, 114480, 1, 30, 12));
        QCOMPARE(p.kind, PlanKind::Recurring);
        QCOMPARE(p.count, 12);
    }

    void yearlyAndDailyParcels_sayTheirPeriod()
    {
        const InstallmentPlan yearly = planOf(option(60000, 180000, 3, 365));
        QCOMPARE(yearly.kind, PlanKind::Parcels);
        QCOMPARE(InstallmentText::count(yearly), QStringLiteral("3 yearly"));
        QCOMPARE(InstallmentText::describe(yearly),
                 QStringLiteral("3 yearly × %1 (%2 in all)").arg(money(60000), money(180000)));
        const InstallmentPlan daily = planOf(option(1000, 10000, 10, 1));
        QCOMPARE(InstallmentText::count(daily), QStringLiteral("10 daily"));
    }

    void taxes_nameEachTaxWithItsAmount()
    {
        const Installment in = option(9540, 114480, 12, 30);
        QCOMPARE(InstallmentText::taxes(in.taxes), QStringLiteral("IOF %1").arg(money(36250)));
        QCOMPARE(InstallmentText::taxes(Taxes{}), QString());
    }

    void fromJson_readsTheOperatorsFields_andRefusesWhatIsNoInstallment()
    {
        const auto plan = planOf(QJsonObject{{QStringLiteral("id"), QStringLiteral("x")},
                                             {QStringLiteral("amount"), 131312},
                                             {QStringLiteral("first_payment_amount"), 131314},
                                             {QStringLiteral("total_amount"), 525250},
                                             {QStringLiteral("installment_quantity"), 4},
                                             {QStringLiteral("interest_percent"), 0},
                                             {QStringLiteral("interest_amount"), 0}});
        QVERIFY(plan);
        QCOMPARE(plan->first.cents(), 131314);
        QVERIFY(plan->interestKnown);
        QVERIFY(!planOf(QJsonObject{{QStringLiteral("amount"), QStringLiteral("lots")}}));
    }
};

QTEST_GUILESS_MAIN(TestInstallmentPlan)
#include "tst_installmentplan.moc"
