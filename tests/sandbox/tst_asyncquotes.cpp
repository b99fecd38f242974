#include "salesflow.h"

#include <QTest>

using namespace salesflow;

// Quotes an insurer answers later: a vendor in review answers Started, takes the quote
// (Pending) and prices it after the review delay; one whose rating system is down ends Failed.
// The review delay is long, so only POST /sandbox/clock moves the quotes on.
class TestAsyncQuotes : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;
    QString brokerProduct;
    QString product;

    SandboxFixture::Reply setQuoting(const QString &mode)
    {
        return f->post(QStringLiteral("/sandbox/vendors/") + product,
                       {{QStringLiteral("quoting"), mode}}, token);
    }
    SandboxFixture::Reply advance(const QString &duration)
    {
        return f->post(QStringLiteral("/sandbox/clock"), {{QStringLiteral("advance"), duration}},
                       token);
    }
    QDateTime clockNow()
    {
        return QDateTime::fromString(
            f->get(QStringLiteral("/sandbox/clock"), token).json[QStringLiteral("now")].toString(),
            Qt::ISODate);
    }
    // A quote of the broker's auto product for `item`, answered however the vendor quotes.
    SandboxFixture::Reply quote(const QJsonObject &item = demoItem(1))
    {
        const auto request = f->post(QStringLiteral("/v1/quotes/request"),
                                     {{QStringLiteral("broker_product_id"), brokerProduct}}, token);
        const QString planId =
            request.json[QStringLiteral("plans")][0][QStringLiteral("id")].toString();
        QJsonObject withCoverages = item;
        withCoverages.insert(QStringLiteral("coverages"), requiredCoverages(request.json, planId));
        const QDate start = QDate::currentDate().addDays(1);
        return f->post(QStringLiteral("/v1/quotes"),
                       {{QStringLiteral("quote_request_id"), request.json[QStringLiteral("id")]},
                        {QStringLiteral("plan_id"), planId},
                        {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                        {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)},
                        {QStringLiteral("policy_holder"), demoHolder()},
                        {QStringLiteral("items"), QJsonArray{withCoverages}}},
                       token);
    }
    SandboxFixture::Reply read(const QString &quoteId, const QByteArray &as = {})
    {
        return f->get(QStringLiteral("/v1/quotes/") + quoteId, as.isEmpty() ? token : as);
    }
    QJsonObject listed(const QString &quoteId)
    {
        for (const QJsonValue &item : f->get(QStringLiteral("/v1/quotes?rows=50"), token)
                                          .json[QStringLiteral("items")]
                                          .toArray())
            if (item[QStringLiteral("id")].toString() == quoteId)
                return item.toObject();
        return {};
    }
    static QJsonArray installmentsOf(const QJsonObject &quote)
    {
        return quote[QStringLiteral("items")][0][QStringLiteral("installments")].toArray();
    }
    // What each option costs, ids aside: the same risk priced twice gives the same list.
    static QList<qint64> prices(const QJsonObject &quote)
    {
        QList<qint64> out;
        for (const QJsonValue &option : installmentsOf(quote))
            out << option[QStringLiteral("installment_quantity")].toInteger()
                << option[QStringLiteral("total_amount")].toInteger();
        return out;
    }

private slots:
    void init()
    {
        auto settings = SandboxFixture::defaults();
        settings.settleDelayMs = 60000;
        f = std::make_unique<SandboxFixture>(settings);
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token();
        brokerProduct = brokerProductOfType(*f, token, 0, 1);
        const auto bp =
            f->get(QStringLiteral("/v1/merchant/stores/") + f->broker(0).channelId, token);
        for (const QJsonValue &offer : bp.json[QStringLiteral("broker_products")].toArray())
            if (offer[QStringLiteral("id")].toString() == brokerProduct)
                product = offer[QStringLiteral("product_id")].toString();
        QVERIFY(!product.isEmpty());
    }

    void review_answersStarted_thenPending_thenFinishedPricedAsAnInstantQuote()
    {
        const auto instant = quote();
        QCOMPARE(instant.json[QStringLiteral("status")].toInt(), 4);
        const auto set = setQuoting(QStringLiteral("review"));
        QCOMPARE(set.status, 200);
        QCOMPARE(set.json[QStringLiteral("quoting")].toString(), QStringLiteral("review"));

        const QDateTime asked = clockNow();
        const auto started = quote();
        QCOMPARE(started.status, 200);
        QCOMPARE(started.json[QStringLiteral("status")].toInt(), 1);
        QCOMPARE(started.json[QStringLiteral("items")].toArray().size(), 1);
        QVERIFY(installmentsOf(started.json).isEmpty());
        QVERIFY(!started.json.contains(QStringLiteral("valid_until")));
        const QString id = started.json[QStringLiteral("id")].toString();

        QCOMPARE(advance(QStringLiteral("PT1S")).status, 200);
        QCOMPARE(read(id).json[QStringLiteral("status")].toInt(), 2);
        QCOMPARE(listed(id)[QStringLiteral("status")].toInt(), 2);
        const auto early =
            f->post(QStringLiteral("/v1/sales/request"), {{QStringLiteral("quote_id"), id}}, token);
        QCOMPARE(early.status, 400);
        QCOMPARE(early.code(), QStringLiteral("quote_not_available"));

        QCOMPARE(advance(QStringLiteral("PT1M")).status, 200);
        const auto finished = read(id);
        QCOMPARE(finished.status, 200);
        QCOMPARE(finished.json[QStringLiteral("status")].toInt(), 4);
        QVERIFY(!installmentsOf(finished.json).isEmpty());
        QCOMPARE(prices(finished.json), prices(instant.json));
        // Valid for 30 days from the answer, a minute after the quote was asked for.
        const QDateTime validUntil = QDateTime::fromString(
            finished.json[QStringLiteral("valid_until")].toString(), Qt::ISODate);
        QVERIFY(validUntil >= asked.addDays(30).addSecs(60));
        QVERIFY(validUntil <= clockNow().addDays(30));
        const QJsonObject row = listed(id);
        QCOMPARE(row[QStringLiteral("status")].toInt(), 4);
        QCOMPARE(prices(row), prices(instant.json));

        QCOMPARE(
            f->post(QStringLiteral("/v1/sales/request"), {{QStringLiteral("quote_id"), id}}, token)
                .status,
            200);
    }

    void review_ofADeclinedRisk_endsRejectedWithTheReason()
    {
        QCOMPARE(setQuoting(QStringLiteral("review")).status, 200);
        QJsonObject old = demoItem(1);
        old.insert(QStringLiteral("model_year"), QDate::currentDate().year() - 25);
        old.insert(QStringLiteral("manufacture_year"), QDate::currentDate().year() - 26);
        const auto started = quote(old);
        QCOMPARE(started.json[QStringLiteral("status")].toInt(), 1);
        QVERIFY(!started.json.contains(QStringLiteral("error")));
        QCOMPARE(advance(QStringLiteral("PT61S")).status, 200);
        const auto rejected = read(started.json[QStringLiteral("id")].toString());
        QCOMPARE(rejected.json[QStringLiteral("status")].toInt(), 5);
        QVERIFY(!rejected.json[QStringLiteral("error")].toString().isEmpty());
    }

    void unavailable_endsFailedWithWhyAndNoInstallments()
    {
        QCOMPARE(setQuoting(QStringLiteral("unavailable")).status, 200);
        const auto started = quote();
        QCOMPARE(started.json[QStringLiteral("status")].toInt(), 1);
        const QString id = started.json[QStringLiteral("id")].toString();
        QCOMPARE(advance(QStringLiteral("PT61S")).status, 200);
        const auto failed = read(id);
        QCOMPARE(failed.json[QStringLiteral("status")].toInt(), 3);
        QVERIFY2(failed.error().contains(QStringLiteral("rating system")),
                 qPrintable(failed.error()));
        QVERIFY(installmentsOf(failed.json).isEmpty());
        QVERIFY(!failed.json.contains(QStringLiteral("valid_until")));
        QCOMPARE(listed(id)[QStringLiteral("status")].toInt(), 3);
        QCOMPARE(
            f->post(QStringLiteral("/v1/sales/request"), {{QStringLiteral("quote_id"), id}}, token)
                .status,
            400);

        // Back to instant: the same input quotes at once, as before.
        QCOMPARE(setQuoting(QStringLiteral("instant")).status, 200);
        QCOMPARE(quote().json[QStringLiteral("status")].toInt(), 4);
    }

    void vendorQuoting_namesBadInput_andStaysOutOfTheVendorDocument()
    {
        const auto bad = setQuoting(QStringLiteral("later"));
        QCOMPARE(bad.status, 400);
        QCOMPARE(bad.fields(), QStringList{QStringLiteral("quoting")});
        const auto empty = f->post(QStringLiteral("/sandbox/vendors/") + product, {}, token);
        QCOMPARE(empty.status, 400);
        QCOMPARE(empty.fields(), QStringList{QStringLiteral("quoting")});
        const auto both = f->post(QStringLiteral("/sandbox/vendors/") + product,
                                  {{QStringLiteral("active"), true},
                                   {QStringLiteral("quoting"), QStringLiteral("review")}},
                                  token);
        QCOMPARE(both.status, 200);
        QCOMPARE(both.json[QStringLiteral("active")].toBool(), true);
        QCOMPARE(both.json[QStringLiteral("quoting")].toString(), QStringLiteral("review"));
        const auto vendor = f->get(QStringLiteral("/v1/merchant/vendor/") + product, token);
        QCOMPARE(vendor.status, 200);
        QVERIFY(!vendor.json.contains(QStringLiteral("quoting")));
        // The other broker's insurer still answers at once.
        const QByteArray other = f->token(1);
        QVERIFY(makeQuote(*f, other, 1));
    }

    void readQuote_isPerBroker()
    {
        const auto mine = quote();
        const QString id = mine.json[QStringLiteral("id")].toString();
        const auto again = read(id);
        QCOMPARE(again.status, 200);
        QCOMPARE(again.json, mine.json);
        QCOMPARE(read(id, f->token(1)).status, 404);
        QCOMPARE(read(QStringLiteral("no-such-quote")).status, 404);
        QCOMPARE(read(id, f->token(0, QStringLiteral("sale:read"))).status, 401);
    }
};

QTEST_GUILESS_MAIN(TestAsyncQuotes)
#include "tst_asyncquotes.moc"
