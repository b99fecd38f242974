#include "pricing/installments.h"
#include "pricing/premium.h"
#include "pricing/risk.h"

#include <QJsonArray>
#include <QTest>

using namespace brokerdesk::sandbox;

// The quoting engine's pure functions: risk factors, premium arithmetic and installments.
class TestPremium : public QObject
{
    Q_OBJECT

    static QDateTime utc(int y, int m, int d, int h = 0)
    {
        return QDateTime(QDate(y, m, d), QTime(h, 0), Qt::UTC);
    }

private slots:
    void lifetimeDays_countsStartedDaysAndAtLeastOne()
    {
        QCOMPARE(premium::lifetimeDays(utc(2026, 12, 1), utc(2027, 12, 1)), qint64(365));
        QCOMPARE(premium::lifetimeDays(utc(2026, 12, 1), utc(2026, 12, 11, 1)), qint64(11));
        QCOMPARE(premium::lifetimeDays(utc(2026, 12, 1), utc(2026, 12, 1, 3)), qint64(1));
    }

    void coveragePremium_isInsuredTimesRateTimesFactorsProRata()
    {
        // R$ 65.000 × 4,5 % for a year: R$ 2.925,00.
        QCOMPARE(premium::coveragePremium({{6500000, 0.045, 1.0}}, 1.0, 1.0, 365), qint64(292500));
        // Half a year, a plan factor of 0.95 and a reduced-deductible option (1.15).
        QCOMPARE(premium::coveragePremium({{6500000, 0.045, 1.15}}, 0.95, 1.0, 365 / 5),
                 qint64(std::llround(6500000 * 0.045 * 1.15 * 0.95 * 73 / 365.0)));
        // Two coverages add up; the risk factor multiplies the whole.
        QCOMPARE(premium::coveragePremium({{100000, 0.1, 1.0}, {200000, 0.05, 1.0}}, 1.0, 1.5, 365),
                 qint64(30000));
    }

    void itemPremium_addsAssistPricesProRataUntouchedByRisk()
    {
        QCOMPARE(premium::proRata(36500, 73), qint64(7300));
        QCOMPARE(premium::itemPremium({{100000, 0.1, 1.0}}, {36500, 3650}, 1.0, 2.0, 73),
                 qint64(4000 + 7300 + 730));
    }

    void vehicle_olderThan20Years_isDeclined()
    {
        QVERIFY(!risk::vehicle(21, false, QStringLiteral("flex")).accepted());
        QVERIFY(risk::vehicle(20, false, QStringLiteral("flex")).accepted());
        QVERIFY(risk::vehicle(20, false, QStringLiteral("flex")).factor >
                risk::vehicle(2, false, QStringLiteral("flex")).factor);
        QVERIFY(risk::vehicle(0, true, QStringLiteral("flex")).factor <
                risk::vehicle(0, false, QStringLiteral("flex")).factor);
        QVERIFY(risk::vehicle(3, false, QStringLiteral("battery")).factor >
                risk::vehicle(3, false, QStringLiteral("gasoline")).factor);
        QVERIFY(risk::vehicle(3, false, QStringLiteral("diesel")).factor >
                risk::vehicle(3, false, QStringLiteral("ethanol")).factor);
    }

    void holderAge_shapesLifeAndAutoAndDeclinesTheOldest()
    {
        QVERIFY(!risk::holderAge(5, 81).accepted());
        QVERIFY(risk::holderAge(5, 80).accepted());
        QVERIFY(!risk::holderAge(11, 76).accepted());
        QVERIFY(!risk::holderAge(6, 86).accepted());
        double previous = 0;
        for (int age : {20, 35, 45, 55, 65, 75}) {
            QVERIFY(risk::holderAge(5, age).factor > previous);
            previous = risk::holderAge(5, age).factor;
        }
        QVERIFY(risk::holderAge(1, 20).factor > risk::holderAge(1, 40).factor);
        QCOMPARE(risk::holderAge(8, 99).factor, 1.0);
    }

    void home_woodAndFarmCostMoreThanMasonryApartment()
    {
        QVERIFY(risk::home(QStringLiteral("house"), QStringLiteral("wood")).factor >
                risk::home(QStringLiteral("house"), QStringLiteral("masonry")).factor);
        QVERIFY(risk::home(QStringLiteral("farm"), QStringLiteral("masonry")).factor >
                risk::home(QStringLiteral("apartment"), QStringLiteral("masonry")).factor);
    }

    void travel_dependsOnRegionAndEachTravelersAge()
    {
        QVERIFY(risk::travelRegions().contains(QStringLiteral("europe")));
        QVERIFY(risk::travel(QStringLiteral("north_america"), {30}).factor >
                risk::travel(QStringLiteral("brazil"), {30}).factor);
        QCOMPARE(risk::travel(QStringLiteral("europe"), {30, 30}).factor,
                 2 * risk::travel(QStringLiteral("europe"), {30}).factor);
        QVERIFY(risk::travel(QStringLiteral("europe"), {72}).factor >
                risk::travel(QStringLiteral("europe"), {30}).factor);
        QVERIFY(!risk::travel(QStringLiteral("europe"), {30, 90}).accepted());
        QCOMPARE(risk::travel(QStringLiteral("europe"), {}).factor,
                 risk::travel(QStringLiteral("europe"), {30}).factor);
    }

    void electronic_andBeneficiaries_bandsGrow()
    {
        QVERIFY(risk::electronic(1500000).factor > risk::electronic(150000).factor);
        QCOMPARE(risk::beneficiaries(0).factor, 1.0);
        QCOMPARE(risk::beneficiaries(3).factor, 1.02);
    }

    void assess_combinesHolderAndItem()
    {
        const QDate today(2026, 11, 22);
        const QJsonObject young{{QStringLiteral("birth_date"), QStringLiteral("2005-01-01")}};
        const QJsonObject car{{QStringLiteral("model_year"), 2016},
                              {QStringLiteral("fuel_type"), QStringLiteral("flex")}};
        const risk::Risk r = risk::assess(1, young, car, today);
        QVERIFY(r.accepted());
        QCOMPARE(r.factor, risk::holderAge(1, 21).factor *
                               risk::vehicle(10, false, QStringLiteral("flex")).factor);
        // Companies have no age; an old car is declined whoever holds it.
        const QJsonObject company{{QStringLiteral("cnpj"), QStringLiteral("11222333000181")}};
        QCOMPARE(risk::assess(1, company, car, today).factor,
                 risk::vehicle(10, false, QStringLiteral("flex")).factor);
        QVERIFY(!risk::assess(1, company, QJsonObject{{QStringLiteral("model_year"), 2001}}, today)
                     .accepted());
    }

    void tax_isRoundedHalfUpInHundredthsOfAPercent()
    {
        QCOMPARE(installments::tax(200000, 7.38), qint64(14760));
        QCOMPARE(installments::tax(50, 7.38), qint64(4));   // 3.69 → 4
        QCOMPARE(installments::tax(1000, 0.38), qint64(4)); // 3.8 → 4
    }

    void priceInstallment_matchesTheFinanceTable()
    {
        // R$ 1.000,00 at 2 % a month in 12: R$ 94,56 (standard Price table).
        QCOMPARE(installments::priceInstallment(100000, 2.0, 12), qint64(9456));
        QCOMPARE(installments::priceInstallment(100001, 0.0, 4), qint64(25001));
        QCOMPARE(installments::priceInstallment(100000, 0.0, 4), qint64(25000));
    }

    void singleBilling_offersTwelveOptionsInterestFreeUpToFour()
    {
        const qint64 gross = 214876;
        const auto options = installments::singleBilling(gross);
        QCOMPARE(options.size(), 12);
        for (const installments::Option &o : options) {
            QCOMPARE(o.firstAmount + o.amount * (o.quantity - 1), o.totalAmount);
            if (o.quantity <= installments::interestFreeUpTo) {
                // Sem juros: one total, the cents that do not divide in the first installment.
                QCOMPARE(o.totalAmount, gross);
                QCOMPARE(o.interest, 0);
                QCOMPARE(o.amount, gross / o.quantity);
                QCOMPARE(o.interestPercent, 0.0);
            } else {
                QVERIFY(o.interest > 0);
                QCOMPARE(o.firstAmount, o.amount);
                QCOMPARE(o.interestPercent, installments::monthlyInterestPercent);
            }
            QCOMPARE(o.paymentMethods, installments::paymentMethods(o.quantity));
        }
        QCOMPARE(options.at(0).totalAmount, gross);
        QVERIFY(options.at(11).interest > options.at(4).interest);
    }

    void billingMonths_countsStartedMonths()
    {
        QCOMPARE(installments::billingMonths(QDate(2026, 12, 1), QDate(2027, 12, 1)), 12);
        QCOMPARE(installments::billingMonths(QDate(2026, 12, 1), QDate(2027, 12, 2)), 13);
        QCOMPARE(installments::billingMonths(QDate(2026, 1, 31), QDate(2026, 2, 28)), 1);
        QCOMPARE(installments::billingMonths(QDate(2026, 1, 10), QDate(2026, 1, 11)), 1);
    }

    void monthlyBilling_spreadsTheNetPremiumAndTaxesEachMonth()
    {
        const auto m =
            installments::monthlyBilling(120005, 0.38, utc(2026, 12, 31), utc(2027, 12, 31));
        QCOMPARE(m.months, 12);
        QCOMPARE(m.netMonthly, qint64(10001)); // rounded up: the insurer never collects less
        QCOMPARE(m.taxMonthly, installments::tax(10001, 0.38));
        QCOMPARE(m.amount, m.netMonthly + m.taxMonthly);
        QCOMPARE(m.totalAmount, m.amount * 12);
        QCOMPARE(m.expirationDay, 28);
    }

    void billingYears_countsStartedYears_upToTheFiveOfTheLongestLifetime()
    {
        QCOMPARE(installments::billingYears(QDate(2026, 12, 1), QDate(2027, 12, 1)), 1);
        QCOMPARE(installments::billingYears(QDate(2026, 12, 1), QDate(2027, 12, 2)), 2);
        QCOMPARE(installments::billingYears(QDate(2026, 12, 1), QDate(2029, 12, 1)), 3);
        QCOMPARE(installments::billingYears(QDate(2028, 2, 29), QDate(2033, 2, 28)), 5);
        QCOMPARE(installments::billingYears(QDate(2026, 1, 10), QDate(2026, 1, 11)), 1);
    }

    void periodicBilling_splitsTheGrossEvenly_theOddCentsFirst_withoutInterest()
    {
        const auto p = installments::periodicBilling(100001, 3, utc(2026, 12, 29));
        QCOMPARE(p.quantity, 3);
        QCOMPARE(p.split.first, qint64(33335));
        QCOMPARE(p.split.each, qint64(33333));
        QCOMPARE(p.totalAmount, qint64(100001)); // the premium, to the cent
        QCOMPARE(p.expirationDay, 28);
        QCOMPARE(installments::periodicBilling(90000, 10, utc(2026, 12, 5)).split.each,
                 qint64(9000));
        QCOMPARE(installments::periodicBilling(90000, 10, utc(2026, 12, 5)).expirationDay, 5);
    }
};

QTEST_GUILESS_MAIN(TestPremium)
#include "tst_premium.moc"
