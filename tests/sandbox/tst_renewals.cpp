// Renewals on quote creation (docs/sandbox.md, "Renewals"): the operator's `renewal` names the
// policy renewed and the bonus class; the sandbox checks both, prices the class's discount, and
// the renewal's policy names the old one, which then reads as renewed by it.
#include "salesflow.h"
#include "sandboxfixture.h"

#include "pricing/bonusdiscount.h"

#include <QJsonArray>
#include <QTest>

using namespace brokerdesk::sandbox;

class TestRenewals : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token0;
    QByteArray token1;
    QString policy0; // an active auto policy of broker 0
    QString policy1; // one of broker 1

    // Broker 0's auto products, in the store's order.
    QStringList autoProducts()
    {
        const auto store =
            f->get(QStringLiteral("/v1/merchant/stores/") + f->broker(0).channelId, token0);
        QStringList out;
        for (const QJsonValue bp : store.json[QStringLiteral("broker_products")].toArray())
            if (bp[QStringLiteral("product")][QStringLiteral("type")].toInt() == 1)
                out << bp[QStringLiteral("id")].toString();
        return out;
    }

    // A year of auto cover from the day after tomorrow, for broker 0's first auto product (or
    // the one given).
    QJsonObject autoBody(const QJsonObject &renewal = {}, QString bp = {})
    {
        if (bp.isEmpty())
            bp = salesflow::brokerProductOfType(*f, token0, 0, 1);
        const auto request = f->post(QStringLiteral("/v1/quotes/request"),
                                     {{QStringLiteral("broker_product_id"), bp}}, token0);
        const QString plan =
            request.json[QStringLiteral("plans")][0][QStringLiteral("id")].toString();
        QJsonObject item = salesflow::demoItem(1);
        item.insert(QStringLiteral("coverages"), salesflow::requiredCoverages(request.json, plan));
        const QDate start = QDateTime::currentDateTimeUtc().date().addDays(2);
        QJsonObject body{{QStringLiteral("quote_request_id"), request.json[QStringLiteral("id")]},
                         {QStringLiteral("plan_id"), plan},
                         {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                         {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)},
                         {QStringLiteral("policy_holder"), salesflow::demoHolder()},
                         {QStringLiteral("items"), QJsonArray{item}}};
        if (!renewal.isEmpty())
            body.insert(QStringLiteral("renewal"), renewal);
        return body;
    }

    static QJsonObject renewalOf(const QString &policy, const QJsonValue &bonusClass)
    {
        return {{QStringLiteral("number"), policy}, {QStringLiteral("bonus_class"), bonusClass}};
    }

    // The total of the one-installment option.
    static qint64 cashPrice(const SandboxFixture::Reply &r)
    {
        return r
            .json[QStringLiteral("items")][0][QStringLiteral("installments")][0]
                 [QStringLiteral("total_amount")]
            .toInteger();
    }

    QJsonObject listedPolicy(const QString &id)
    {
        const auto list = f->get(QStringLiteral("/v1/policies?rows=100"), token0);
        for (const QJsonValue p : list.json[QStringLiteral("items")].toArray())
            if (p[QStringLiteral("id")].toString() == id)
                return p.toObject();
        return {};
    }

    void expectField(const QJsonObject &body, const QString &field)
    {
        const auto r = f->post(QStringLiteral("/v1/quotes"), body, token0);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("validation_failed"));
        QVERIFY2(r.fields().contains(field), qPrintable(QString::fromUtf8(r.body)));
    }

private slots:
    void initTestCase()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token0 = f->token(0);
        token1 = f->token(1);
        policy0 = salesflow::waitForPolicy(
            *f, token0, salesflow::makeSale(*f, token0, 0, QStringLiteral("Pix")));
        policy1 = salesflow::waitForPolicy(
            *f, token1, salesflow::makeSale(*f, token1, 1, QStringLiteral("Pix")));
        QVERIFY(!policy0.isEmpty());
        QVERIFY(!policy1.isEmpty());
    }

    void discount_isFourPercentAClass_cappedAtClassTen()
    {
        QCOMPARE(bonus::discountPercent(0), 0);
        QCOMPARE(bonus::discountPercent(5), 20);
        QCOMPARE(bonus::discountPercent(10), 40);
        QCOMPARE(bonus::discountPercent(12), 40);
        QCOMPARE(bonus::discounted(100'00, 5), 80'00);
    }

    void renewalQuote_withBonusClass_costsTheClassesDiscountLess()
    {
        const auto plain = f->post(QStringLiteral("/v1/quotes"), autoBody(), token0);
        const auto renewal = f->post(QStringLiteral("/v1/quotes"),
                                     autoBody(renewalOf(policy0, QStringLiteral("5"))), token0);
        QCOMPARE(plain.status, 200);
        QCOMPARE(renewal.status, 200);
        const double ratio = double(cashPrice(renewal)) / double(cashPrice(plain));
        QVERIFY2(std::abs(ratio - 0.80) < 0.005, qPrintable(QString::number(ratio)));
        // Class 0 is a renewal without bonus: the price of a new quote.
        const auto none = f->post(QStringLiteral("/v1/quotes"),
                                  autoBody(renewalOf(policy0, QStringLiteral("0"))), token0);
        QCOMPARE(cashPrice(none), cashPrice(plain));
    }

    // A broker moving a renewal to another insurer keeps the customer's bonus class.
    void renewalQuote_onAnotherProductOfTheSameRisk_isPricedWithTheClassDiscount()
    {
        const QStringList products = autoProducts();
        QVERIFY2(products.size() >= 2, "the demo catalog has one auto product");
        QCOMPARE(products.first(), salesflow::brokerProductOfType(*f, token0, 0, 1));
        const QString &other = products.at(1);
        const auto plain = f->post(QStringLiteral("/v1/quotes"), autoBody({}, other), token0);
        const auto renewal =
            f->post(QStringLiteral("/v1/quotes"),
                    autoBody(renewalOf(policy0, QStringLiteral("3")), other), token0);
        QCOMPARE(plain.status, 200);
        QCOMPARE(renewal.status, 200);
        const double ratio = double(cashPrice(renewal)) / double(cashPrice(plain));
        QVERIFY2(std::abs(ratio - 0.88) < 0.005, qPrintable(QString::number(ratio)));
        // Still checked as on its own product: unknown, another broker's, a class out of range.
        expectField(
            autoBody(renewalOf(QStringLiteral("no-such-policy"), QStringLiteral("1")), other),
            QStringLiteral("renewal.number"));
        expectField(autoBody(renewalOf(policy1, QStringLiteral("1")), other),
                    QStringLiteral("renewal.number"));
        expectField(autoBody(renewalOf(policy0, QStringLiteral("11")), other),
                    QStringLiteral("renewal.bonus_class"));
    }

    void renewalQuote_ofUnknownPolicy_namesTheNumber()
    {
        expectField(autoBody(renewalOf(QStringLiteral("no-such-policy"), QStringLiteral("1"))),
                    QStringLiteral("renewal.number"));
    }

    void renewalQuote_ofAnotherBrokersPolicy_namesTheNumber()
    {
        expectField(autoBody(renewalOf(policy1, QStringLiteral("1"))),
                    QStringLiteral("renewal.number"));
    }

    void renewalQuote_withoutNumber_namesIt()
    {
        expectField(autoBody({{QStringLiteral("bonus_class"), QStringLiteral("1")}}),
                    QStringLiteral("renewal.number"));
    }

    void renewalQuote_withBonusClassOutOfRange_namesTheClass_data()
    {
        QTest::addColumn<QJsonValue>("bonusClass");
        QTest::newRow("eleven") << QJsonValue(QStringLiteral("11"));
        QTest::newRow("negative") << QJsonValue(QStringLiteral("-1"));
        QTest::newRow("words") << QJsonValue(QStringLiteral("cinco"));
        QTest::newRow("fraction") << QJsonValue(2.5);
        QTest::newRow("object") << QJsonValue(QJsonObject());
    }
    void renewalQuote_withBonusClassOutOfRange_namesTheClass()
    {
        QFETCH(QJsonValue, bonusClass);
        expectField(autoBody(renewalOf(policy0, bonusClass)),
                    QStringLiteral("renewal.bonus_class"));
    }

    void renewalSold_policyNamesThePrevious_andThePreviousReadsAsRenewed()
    {
        const auto quote = f->post(QStringLiteral("/v1/quotes"),
                                   autoBody(renewalOf(policy0, QStringLiteral("3"))), token0);
        QCOMPARE(quote.status, 200);
        const auto request =
            f->post(QStringLiteral("/v1/sales/request"),
                    {{QStringLiteral("quote_id"), quote.json[QStringLiteral("id")]}}, token0);
        const QString installment =
            quote
                .json[QStringLiteral("items")][0][QStringLiteral("installments")][0]
                     [QStringLiteral("id")]
                .toString();
        const auto sale =
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), installment},
                     {QStringLiteral("payment_method"), QStringLiteral("Pix")}},
                    token0);
        QCOMPARE(sale.status, 200);
        const QString renewed =
            salesflow::waitForPolicy(*f, token0, sale.json[QStringLiteral("id")].toString());
        QVERIFY(!renewed.isEmpty());

        const QJsonObject fresh = listedPolicy(renewed);
        const QJsonObject previous = fresh[QStringLiteral("previous_policy")].toObject();
        QCOMPARE(previous[QStringLiteral("number")].toString(), policy0);
        QCOMPARE(previous[QStringLiteral("bonus_class")].toString(), QStringLiteral("3"));
        QCOMPARE(fresh[QStringLiteral("bonus_class")].toString(), QStringLiteral("3"));
        // What was quoted comes with it, for the next renewal to start from.
        QVERIFY(!fresh[QStringLiteral("items")].toArray().isEmpty());
        QVERIFY(!fresh[QStringLiteral("plan_id")].toString().isEmpty());
        QCOMPARE(listedPolicy(policy0)[QStringLiteral("renewed_by")].toString(), renewed);

        // Renewed once: another renewal of it is refused.
        expectField(autoBody(renewalOf(policy0, QStringLiteral("3"))),
                    QStringLiteral("renewal.number"));
    }
};

QTEST_GUILESS_MAIN(TestRenewals)
#include "tst_renewals.moc"
