#include "salesflow.h"

#include <QTest>

using namespace salesflow;

class TestSales : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    SandboxFixture::Reply saleRequest(const QString &quoteId, const QByteArray &t)
    {
        return f->post(QStringLiteral("/v1/sales/request"), {{QStringLiteral("quote_id"), quoteId}},
                       t);
    }
    QStringList eventKinds(const QString &saleId)
    {
        QStringList kinds;
        const auto r = f->get(QStringLiteral("/v1/consultant/timeline/") + saleId, token);
        for (const QJsonValue e : r.json[QStringLiteral("events")].toArray())
            kinds << e[QStringLiteral("kind")].toString();
        return kinds;
    }
    int status(const QString &saleId)
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

    void saleRequest_forFinishedQuote_returnsAnId()
    {
        const auto quote = makeQuote(*f, token);
        QVERIFY(quote);
        const auto r = saleRequest(quote->id, token);
        QCOMPARE(r.status, 200);
        QVERIFY(!r.json[QStringLiteral("id")].toString().isEmpty());
    }

    void saleRequest_secondForTheSameQuote_isRefused()
    {
        const auto quote = makeQuote(*f, token);
        QVERIFY(quote);
        QCOMPARE(saleRequest(quote->id, token).status, 200);
        const auto again = saleRequest(quote->id, token);
        QCOMPARE(again.status, 400);
        QCOMPARE(again.code(), QStringLiteral("sale_request_exists"));
    }

    void saleRequest_forUnknownOrOtherBrokersQuote_is404()
    {
        QCOMPARE(saleRequest(QStringLiteral("no-such-quote"), token).status, 404);
        const auto quote = makeQuote(*f, token);
        QVERIFY(quote);
        const auto r = saleRequest(quote->id, f->token(1));
        QCOMPARE(r.status, 404);
        QCOMPARE(r.code(), QStringLiteral("not_found"));
    }

    void saleRequest_afterThirtyDays_saysQuoteIsExpired()
    {
        const auto quote = makeQuote(*f, token);
        QVERIFY(quote);
        f->sandbox().clock().advance(31LL * 24 * 3600 * 1000);
        const auto r = saleRequest(quote->id, f->token());
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("quote_expired"));
        QCOMPARE(r.error(), QStringLiteral("Quote is expired"));
    }

    void saleRequest_withoutQuoteId_namesTheField()
    {
        const auto r =
            f->post(QStringLiteral("/v1/sales/request"), {{QStringLiteral("quote_id"), 7}}, token);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("validation_failed"));
        QCOMPARE(r.fields(), QStringList{QStringLiteral("quote_id")});
    }

    void sale_byCard_goesFromStartedToFinishedWithPolicyAndTimeline()
    {
        const QString sale = makeSale(*f, token, 0, QStringLiteral("CreditCard"), 10);
        QVERIFY(!sale.isEmpty());
        const QString policy = waitForPolicy(*f, token, sale);
        QVERIFY(!policy.isEmpty());
        QCOMPARE(
            eventKinds(sale),
            (QStringList{QStringLiteral("sale_started"), QStringLiteral("payment_pending"),
                         QStringLiteral("payment_confirmed"), QStringLiteral("policy_issued")}));
        const auto timeline = f->get(QStringLiteral("/v1/consultant/timeline/") + sale, token);
        QVERIFY(!timeline.json[QStringLiteral("id")].toString().isEmpty());
        QVERIFY(!timeline.json[QStringLiteral("last_update")].toString().isEmpty());
        const QJsonObject issued =
            timeline.json[QStringLiteral("events")][3][QStringLiteral("policy")].toObject();
        QCOMPARE(issued[QStringLiteral("id")].toString(), policy);
        QCOMPARE(issued[QStringLiteral("status")].toInt(), 1);
        QVERIFY(issued[QStringLiteral("document_url")].toString().startsWith(
            f->sandbox().baseUrl().toString()));
    }

    void sale_answerSaysStarted()
    {
        const auto quote = makeQuote(*f, token);
        QVERIFY(quote);
        const auto request = saleRequest(quote->id, token);
        const auto r =
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), quote->installment(1)},
                     {QStringLiteral("payment_method"), QStringLiteral("Pix")}},
                    token);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 1);
    }

    void sale_byPix_isPendingUntilTheSettlementDelay()
    {
        auto settings = SandboxFixture::defaults();
        settings.settleDelayMs = 400;
        f = std::make_unique<SandboxFixture>(settings);
        token = f->token();
        const QString sale = makeSale(*f, token, 0, QStringLiteral("Pix"));
        QVERIFY(!sale.isEmpty());
        QVERIFY(SandboxFixture::waitFor([&] { return status(sale) == 2; }));
        QVERIFY(!eventKinds(sale).contains(QStringLiteral("payment_confirmed")));
        QVERIFY(!waitForPolicy(*f, token, sale).isEmpty());
        QCOMPARE(status(sale), 4);
    }

    void sale_forAHolderAtTheDeclinedTestDomain_fails()
    {
        // The documented marker is the holder's e-mail, never card data.
        const QJsonObject contact{{QStringLiteral("email"), QStringLiteral("ana@Declined.Test")}};
        const QString sale = makeSale(
            *f, token, 0, QStringLiteral("CreditCard"), 1,
            {{QStringLiteral("policy_holder"), QJsonObject{{QStringLiteral("contact"), contact}}}});
        QVERIFY(!sale.isEmpty());
        QVERIFY(SandboxFixture::waitFor([&] { return status(sale) == 3; }));
        QVERIFY(eventKinds(sale).contains(QStringLiteral("payment_refused")));
        QVERIFY(!f->get(QStringLiteral("/v1/sales/") + sale, token)
                     .json.contains(QStringLiteral("policy_id")));
    }

    void sale_carryingACardNumber_isRefusedAndNamesTheField()
    {
        const auto quote = makeQuote(*f, token);
        const auto request = saleRequest(quote->id, token);
        const auto r = f->post(
            QStringLiteral("/v1/sales"),
            {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
             {QStringLiteral("installment_id"), quote->installment(1)},
             {QStringLiteral("payment_method"), QStringLiteral("CreditCard")},
             {QStringLiteral("complement"),
              QJsonObject{{QStringLiteral("card_number"), QStringLiteral("4111111111111111")}}}},
            token);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.fields(), QStringList{QStringLiteral("complement.card_number")});
    }

    void sale_withPaymentMethodNotOfferedForTheInstallment_isRefused()
    {
        const auto quote = makeQuote(*f, token);
        const auto request = saleRequest(quote->id, token);
        const auto r =
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), quote->installment(10)},
                     {QStringLiteral("payment_method"), QStringLiteral("Pix")}},
                    token);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("payment_method_not_available"));
        QCOMPARE(r.error(), QStringLiteral("Payment method not available for this installment"));
    }

    void sale_withInstallmentOfAnotherQuote_isRefused()
    {
        const auto quote = makeQuote(*f, token);
        const auto other = makeQuote(*f, token);
        const auto request = saleRequest(quote->id, token);
        const auto r =
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), other->installment(1)},
                     {QStringLiteral("payment_method"), QStringLiteral("Pix")}},
                    token);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("installment_not_in_quote"));
        QCOMPARE(r.fields(), QStringList{QStringLiteral("installment_id")});
    }

    void sale_secondForTheSameRequest_isRefused()
    {
        const auto quote = makeQuote(*f, token);
        const auto request = saleRequest(quote->id, token);
        const QJsonObject body{
            {QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
            {QStringLiteral("installment_id"), quote->installment(1)},
            {QStringLiteral("payment_method"), QStringLiteral("CreditCard")}};
        QCOMPARE(f->post(QStringLiteral("/v1/sales"), body, token).status, 200);
        const auto again = f->post(QStringLiteral("/v1/sales"), body, token);
        QCOMPARE(again.status, 400);
        QCOMPARE(again.code(), QStringLiteral("sale_exists"));
    }

    void sale_ofAnotherBrokersSaleRequest_is404()
    {
        const auto quote = makeQuote(*f, token);
        const auto request = saleRequest(quote->id, token);
        const auto r =
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), quote->installment(1)},
                     {QStringLiteral("payment_method"), QStringLiteral("Pix")}},
                    f->token(1));
        QCOMPARE(r.status, 404);
    }

    void sale_withMissingAndWrongFields_namesEachOne()
    {
        const auto r = f->post(QStringLiteral("/v1/sales"),
                               {{QStringLiteral("installment_id"), 12},
                                {QStringLiteral("payment_method"), QStringLiteral("Cash")},
                                {QStringLiteral("complement"), QStringLiteral("x")}},
                               token);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.fields(),
                 (QStringList{QStringLiteral("sale_request_id"), QStringLiteral("installment_id"),
                              QStringLiteral("payment_method"), QStringLiteral("complement")}));
    }

    void sale_withComplementHolderOfBadCpf_namesTheComplementField()
    {
        const auto quote = makeQuote(*f, token);
        const auto request = saleRequest(quote->id, token);
        const auto r = f->post(
            QStringLiteral("/v1/sales"),
            {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
             {QStringLiteral("installment_id"), quote->installment(1)},
             {QStringLiteral("payment_method"), QStringLiteral("Pix")},
             {QStringLiteral("complement"),
              QJsonObject{{QStringLiteral("policy_holder"),
                           QJsonObject{{QStringLiteral("cpf"), QStringLiteral("29141777639")}}}}}},
            token);
        QCOMPARE(r.status, 400);
        QVERIFY2(r.fields().contains(QStringLiteral("complement.policy_holder.cpf")),
                 r.body.constData());
    }

    void sale_malformedJson_is400()
    {
        const auto r =
            f->raw("POST", QStringLiteral("/v1/sales"), "{\"sale_request_id\": ",
                   {{"Authorization", "Bearer " + token}, {"Content-Type", "application/json"}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("malformed_json"));
    }

    void saleAndTimeline_ofAnotherBroker_are404()
    {
        const QString sale = makeSale(*f, token, 0, QStringLiteral("CreditCard"));
        QVERIFY(!sale.isEmpty());
        const QByteArray other = f->token(1);
        QCOMPARE(f->get(QStringLiteral("/v1/sales/") + sale, other).status, 404);
        QCOMPARE(f->get(QStringLiteral("/v1/consultant/timeline/") + sale, other).status, 404);
        QCOMPARE(f->get(QStringLiteral("/v1/sales/unknown"), token).status, 404);
    }

    void sales_withoutSaleScope_are401()
    {
        const QByteArray readOnly = f->token(0, QStringLiteral("sale:read"));
        const auto r = f->post(QStringLiteral("/v1/sales/request"),
                               {{QStringLiteral("quote_id"), QStringLiteral("x")}}, readOnly);
        QCOMPARE(r.status, 401);
        QCOMPARE(r.code(), QStringLiteral("insufficient_scope"));
    }

    void policyDocument_isARealPdfBehindASignedLink()
    {
        const QString sale = makeSale(*f, token, 0, QStringLiteral("CreditCard"));
        waitForPolicy(*f, token, sale);
        const auto timeline = f->get(QStringLiteral("/v1/consultant/timeline/") + sale, token);
        const QUrl url(timeline
                           .json[QStringLiteral("events")][3][QStringLiteral("policy")]
                                [QStringLiteral("document_url")]
                           .toString());
        const QString path = url.path() + u'?' + url.query();
        const auto pdf = f->raw("GET", path, {}, {});
        QCOMPARE(pdf.status, 200);
        QCOMPARE(pdf.header("Content-Type"), QByteArray("application/pdf"));
        QVERIFY(pdf.body.startsWith("%PDF-1."));
        QVERIFY(pdf.body.trimmed().endsWith("%%EOF"));
        const auto tampered = f->raw("GET", url.path() + QStringLiteral("?sig=00"), {}, {});
        QCOMPARE(tampered.status, 404);
    }
};

QTEST_GUILESS_MAIN(TestSales)
#include "tst_sales.moc"
