// Yearly and daily installments through HTTP: a home cover of several years is offered one
// installment per year and a short trip one per day; sold, they write parcels whose
// installment_period says so, a year or a day apart.
#include "salesflow.h"
#include "sandboxfixture.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace brokerdesk::sandbox;
using namespace salesflow;

namespace {

constexpr int autoType = 1;
constexpr int homeType = 4;
constexpr int travelType = 12;

QJsonObject tripItem()
{
    const QJsonObject ana{{QStringLiteral("first_name"), QStringLiteral("Ana")},
                          {QStringLiteral("last_name"), QStringLiteral("Souza")},
                          {QStringLiteral("birth_date"), QStringLiteral("1988-04-12")}};
    return {{QStringLiteral("destination"), QStringLiteral("europe")},
            {QStringLiteral("travelers"), QJsonArray{ana}}};
}

QDateTime at(const QJsonValue &v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODate);
}

} // namespace

class TestInstallmentPeriods : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    // The installment options of a quote of the broker's first product of `type`, covering
    // lifetime_start (tomorrow) to `end(start)`.
    QJsonArray options(int type, const QJsonObject &item, const std::function<QDate(QDate)> &end,
                       QString *quoteId = nullptr)
    {
        const QString bp = brokerProductOfType(*f, token, 0, type);
        const auto request = f->post(QStringLiteral("/v1/quotes/request"),
                                     {{QStringLiteral("broker_product_id"), bp}}, token);
        const QString planId =
            request.json[QStringLiteral("plans")][0][QStringLiteral("id")].toString();
        QJsonObject insured = item;
        insured.insert(QStringLiteral("coverages"), requiredCoverages(request.json, planId));
        const QDate start = QDate::currentDate().addDays(1);
        const auto quote =
            f->post(QStringLiteral("/v1/quotes"),
                    {{QStringLiteral("quote_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("plan_id"), planId},
                     {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                     {QStringLiteral("lifetime_end"), end(start).toString(Qt::ISODate)},
                     {QStringLiteral("policy_holder"), demoHolder()},
                     {QStringLiteral("items"), QJsonArray{insured}}},
                    token);
        if (quote.status != 200 || quote.json[QStringLiteral("status")].toInt() != 4)
            qWarning() << quote.status << quote.body;
        if (quoteId)
            *quoteId = quote.json[QStringLiteral("id")].toString();
        return quote.json[QStringLiteral("items")][0][QStringLiteral("installments")].toArray();
    }

    static QJsonObject withPeriod(const QJsonArray &options, int periodDays)
    {
        for (const QJsonValue &o : options)
            if (o[QStringLiteral("recurrence")][QStringLiteral("period_days")].toInt() ==
                periodDays)
                return o.toObject();
        return {};
    }

    // Sells the option by credit card (settled at once) and answers the policy's premium
    // parcels, in installment order.
    QList<QJsonObject> soldParcels(const QString &quoteId, const QJsonObject &option)
    {
        const auto request = f->post(QStringLiteral("/v1/sales/request"),
                                     {{QStringLiteral("quote_id"), quoteId}}, token);
        const auto sale =
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), option[QStringLiteral("id")]},
                     {QStringLiteral("payment_method"), QStringLiteral("CreditCard")}},
                    token);
        if (sale.status != 200)
            qWarning() << sale.status << sale.body;
        const QString policy = waitForPolicy(*f, token, sale.json[QStringLiteral("id")].toString());
        QList<QJsonObject> parcels;
        for (const QJsonValue &r : f->get(QStringLiteral("/v1/cash-flow?rows=100"), token)
                                       .json[QStringLiteral("items")]
                                       .toArray())
            if (!policy.isEmpty() && r[QStringLiteral("policy_id")].toString() == policy &&
                r[QStringLiteral("category")].toString() == QStringLiteral("ChannelSale"))
                parcels << r.toObject();
        std::sort(parcels.begin(), parcels.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a[QStringLiteral("installment_number")].toInt() <
                   b[QStringLiteral("installment_number")].toInt();
        });
        return parcels;
    }

private slots:
    void init()
    {
        SandboxSettings s = SandboxFixture::defaults();
        s.seedLedger = 0;
        s.seedPolicies = 0;
        f = std::make_unique<SandboxFixture>(s);
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token();
    }

    void homeForThreeYears_isOfferedOneInstallmentAYear_andSoldWritesYearlyParcels()
    {
        QString quoteId;
        const QJsonArray offered = options(
            homeType, demoItem(homeType), [](QDate s) { return s.addYears(3); }, &quoteId);
        QCOMPARE(offered.size(), 13); // 1..12, then the yearly one
        const QJsonObject yearly = withPeriod(offered, 365);
        QCOMPARE(yearly[QStringLiteral("installment_quantity")].toInt(), 3);
        QCOMPARE(yearly[QStringLiteral("recurrence")][QStringLiteral("quantity")].toInt(), 3);
        const qint64 amount = yearly[QStringLiteral("amount")].toInteger();
        const qint64 first = yearly[QStringLiteral("first_payment_amount")].toInteger();
        // Interest-free: the one-payment total, split into three, the odd cents in the first.
        const qint64 once = offered.at(0)[QStringLiteral("total_amount")].toInteger();
        QCOMPARE(yearly[QStringLiteral("total_amount")].toInteger(), once);
        QCOMPARE(amount, once / 3);
        QCOMPARE(first, once - 2 * amount);

        const QList<QJsonObject> parcels = soldParcels(quoteId, yearly);
        QCOMPARE(parcels.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const QJsonObject &p = parcels.at(i);
            QVERIFY(p[QStringLiteral("is_parceled")].toBool());
            QCOMPARE(p[QStringLiteral("installment_period")].toString(), QStringLiteral("yearly"));
            QCOMPARE(p[QStringLiteral("installment_total")].toInt(), 3);
            QCOMPARE(p[QStringLiteral("amount")].toInteger(), i == 0 ? first : amount);
            QCOMPARE(at(p[QStringLiteral("date_cash_in_out_forecast")]),
                     at(parcels.at(0)[QStringLiteral("date_cash_in_out_forecast")]).addYears(i));
        }
    }

    void tripOfTenDays_isOfferedOneInstallmentADay_andSoldWritesDailyParcels()
    {
        QString quoteId;
        const QJsonArray offered = options(
            travelType, tripItem(), [](QDate s) { return s.addDays(10); }, &quoteId);
        const QJsonObject daily = withPeriod(offered, 1);
        QCOMPARE(daily[QStringLiteral("installment_quantity")].toInt(), 10);
        QCOMPARE(daily[QStringLiteral("payment_methods")].toArray(),
                 QJsonArray{QStringLiteral("CreditCard")});
        QVERIFY(withPeriod(offered, 365).isEmpty());

        QCOMPARE(daily[QStringLiteral("total_amount")].toInteger(),
                 offered.at(0)[QStringLiteral("total_amount")].toInteger());

        const QList<QJsonObject> parcels = soldParcels(quoteId, daily);
        QCOMPARE(parcels.size(), 10);
        qint64 sum = 0;
        for (const QJsonObject &p : parcels)
            sum += p[QStringLiteral("amount")].toInteger();
        QCOMPARE(sum, daily[QStringLiteral("total_amount")].toInteger());
        for (int i = 0; i < 10; ++i) {
            QCOMPARE(parcels.at(i)[QStringLiteral("installment_period")].toString(),
                     QStringLiteral("daily"));
            QCOMPARE(parcels.at(i)[QStringLiteral("installment_number")].toInt(), i + 1);
            QCOMPARE(at(parcels.at(i)[QStringLiteral("date_cash_in_out_forecast")]),
                     at(parcels.at(0)[QStringLiteral("date_cash_in_out_forecast")]).addDays(i));
        }
    }

    void coversOfAYear_autoOverYears_andLongTrips_keepTheTwelveOptionsOnly()
    {
        const QJsonArray home =
            options(homeType, demoItem(homeType), [](QDate s) { return s.addYears(1); });
        QCOMPARE(home.size(), 12);
        // Auto is renewed each year: a longer cover is still paid in 1..12.
        const QJsonArray car =
            options(autoType, demoItem(autoType), [](QDate s) { return s.addYears(2); });
        QCOMPARE(car.size(), 12);
        const QJsonArray longTrip =
            options(travelType, tripItem(), [](QDate s) { return s.addDays(45); });
        QCOMPARE(longTrip.size(), 12);
        for (const QJsonArray &offered : {home, car, longTrip})
            for (const QJsonValue &o : offered)
                QVERIFY(o[QStringLiteral("recurrence")].isNull());
    }
};

QTEST_GUILESS_MAIN(TestInstallmentPeriods)
#include "tst_installmentperiods.moc"
