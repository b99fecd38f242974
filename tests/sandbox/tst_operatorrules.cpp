#include "salesflow.h"

#include <QTest>

using namespace salesflow;

// The operator's troubleshooting rules: an inactive vendor's product is neither quoted nor
// sold, and a failed payment frees its quote for another payment method.
class TestOperatorRules : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    QString productOf(const QString &brokerProductId)
    {
        const auto store =
            f->get(QStringLiteral("/v1/merchant/stores/") + f->broker(0).channelId, token);
        for (const QJsonValue &bp : store.json[QStringLiteral("broker_products")].toArray())
            if (bp[QStringLiteral("id")].toString() == brokerProductId)
                return bp[QStringLiteral("product_id")].toString();
        return {};
    }
    SandboxFixture::Reply setActive(const QString &productId, bool active)
    {
        return f->post(QStringLiteral("/sandbox/vendors/") + productId,
                       {{QStringLiteral("active"), active}}, token);
    }
    static void verifyNotAuthorized(const SandboxFixture::Reply &r)
    {
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("product_not_authorized"));
        QCOMPARE(r.error(), QStringLiteral("Merchant does not authorize the product for broker"));
    }
    SandboxFixture::Reply saleRequest(const QString &quoteId)
    {
        return f->post(QStringLiteral("/v1/sales/request"), {{QStringLiteral("quote_id"), quoteId}},
                       token);
    }
    SandboxFixture::Reply sale(const QString &requestId, const QString &installmentId,
                               const QString &method)
    {
        return f->post(
            QStringLiteral("/v1/sales"),
            {{QStringLiteral("sale_request_id"), requestId},
             {QStringLiteral("installment_id"), installmentId},
             {QStringLiteral("payment_method"), method},
             {QStringLiteral("complement"),
              QJsonObject{{QStringLiteral("policy_holder"),
                           QJsonObject{{QStringLiteral("contact"),
                                        QJsonObject{{QStringLiteral("email"),
                                                     QStringLiteral("ana@declined.test")}}}}}}}},
            token);
    }
    int saleStatus(const QString &saleId)
    {
        return f->get(QStringLiteral("/v1/sales/") + saleId, token)
            .json[QStringLiteral("status")]
            .toInt();
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token();
    }

    void inactiveVendor_refusesQuoteRequestQuoteSaleRequestAndSale()
    {
        const auto quote = makeQuote(*f, token);
        QVERIFY(quote);
        const QString bp = brokerProductOfType(*f, token, 0, 1);
        const QString product = productOf(bp);
        QVERIFY(!product.isEmpty());
        const auto request = f->post(QStringLiteral("/v1/quotes/request"),
                                     {{QStringLiteral("broker_product_id"), bp}}, token);
        QCOMPARE(request.status, 200);

        const auto off = setActive(product, false);
        QCOMPARE(off.status, 200);
        QCOMPARE(off.json[QStringLiteral("active")].toBool(), false);
        QCOMPARE(f->get(QStringLiteral("/v1/merchant/vendor/") + product, token)
                     .json[QStringLiteral("active")]
                     .toBool(true),
                 false);

        verifyNotAuthorized(f->post(QStringLiteral("/v1/quotes/request"),
                                    {{QStringLiteral("broker_product_id"), bp}}, token));
        verifyNotAuthorized(f->post(
            QStringLiteral("/v1/quotes"),
            {{QStringLiteral("quote_request_id"), request.json[QStringLiteral("id")]}}, token));
        verifyNotAuthorized(saleRequest(quote->id));

        // A sale request opened while the vendor was active is refused its sale once it is not.
        QCOMPARE(setActive(product, true).status, 200);
        const auto opened = saleRequest(quote->id);
        QCOMPARE(opened.status, 200);
        QCOMPARE(setActive(product, false).status, 200);
        verifyNotAuthorized(
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), opened.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), quote->installment(1)},
                     {QStringLiteral("payment_method"), QStringLiteral("Pix")}},
                    token));
    }

    void vendorSwitch_isPerBrokerAndNamesBadInput()
    {
        const QString product = productOf(brokerProductOfType(*f, token, 0, 1));
        QCOMPARE(setActive(product, false).status, 200);
        // The other broker's vendor of the same product is untouched.
        QCOMPARE(f->get(QStringLiteral("/v1/merchant/vendor/") + product, f->token(1))
                     .json[QStringLiteral("active")]
                     .toBool(),
                 true);
        const auto bad = f->post(QStringLiteral("/sandbox/vendors/") + product,
                                 {{QStringLiteral("active"), QStringLiteral("no")}}, token);
        QCOMPARE(bad.status, 400);
        QCOMPARE(bad.fields(), QStringList{QStringLiteral("active")});
        QCOMPARE(setActive(QStringLiteral("no-such-product"), false).status, 404);
        QCOMPARE(f->post(QStringLiteral("/sandbox/vendors/") + product,
                         {{QStringLiteral("active"), true}}, QByteArray())
                     .status,
                 401);
    }

    void failedPayment_freesTheQuoteForAnotherMethod_thenTheQuoteIsTaken()
    {
        const auto quote = makeQuote(*f, token);
        QVERIFY(quote);
        const auto first = saleRequest(quote->id);
        QCOMPARE(first.status, 200);
        // While its sale is not made, the request holds the quote.
        QCOMPARE(saleRequest(quote->id).code(), QStringLiteral("sale_request_exists"));
        const auto refused = sale(first.json[QStringLiteral("id")].toString(),
                                  quote->installment(1), QStringLiteral("CreditCard"));
        QCOMPARE(refused.status, 200);
        QVERIFY(SandboxFixture::waitFor(
            [&] { return saleStatus(refused.json[QStringLiteral("id")].toString()) == 3; }));

        const auto second = saleRequest(quote->id);
        QCOMPARE(second.status, 200);
        QVERIFY(second.json[QStringLiteral("id")] != first.json[QStringLiteral("id")]);
        const auto paid = sale(second.json[QStringLiteral("id")].toString(), quote->installment(1),
                               QStringLiteral("Pix"));
        QCOMPARE(paid.status, 200);
        const QString policy = waitForPolicy(*f, token, paid.json[QStringLiteral("id")].toString());
        QVERIFY(!policy.isEmpty());

        const auto third = saleRequest(quote->id);
        QCOMPARE(third.status, 400);
        QCOMPARE(third.code(), QStringLiteral("quote_not_available"));
        QCOMPARE(third.error(), QStringLiteral("Quote not available to perform a sale"));
    }
};

QTEST_GUILESS_MAIN(TestOperatorRules)
#include "tst_operatorrules.moc"
