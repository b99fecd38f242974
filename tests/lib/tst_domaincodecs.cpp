#include "domain/affinity.h"
#include "domain/cashflow.h"
#include "domain/catalog.h"
#include "domain/isodate.h"
#include "domain/listpage.h"
#include "domain/quoting.h"
#include "domain/recommendation.h"
#include "domain/sale.h"

#include <QJsonDocument>
#include <QTest>

using namespace brokerdesk::domain;

// Shapes from docs/examples.md; each decodes, and a wrong type is reported by its JSON path.
class TestDomainCodecs : public QObject
{
    Q_OBJECT

    // JSON written with single quotes, so samples read cleanly in C++ (and moc, which does not
    // understand raw strings, parses this file).
    static QByteArray js(const char *text)
    {
        QByteArray json(text);
        json.replace('\'', '"');
        return json;
    }

    template <typename T> static T decode(const QByteArray &json)
    {
        Decoded<T> d = fromJson<T>(json);
        if (!d)
            qWarning("%s", qPrintable(d.error().message()));
        return d ? d.value() : T{};
    }

    template <typename T> static QString problem(const QByteArray &json)
    {
        const Decoded<T> d = fromJson<T>(json);
        return d ? QString() : d.error().message();
    }

private slots:
    void isoMsecs_readsTheServicesDateTimesAsQDateTimeDoes_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *t :
             {"2026-11-23T16:20:40Z", "2026-11-23T16:20:40.5Z", "2026-11-23T16:20:40.123Z",
              "2026-11-23T16:20:40.123456Z", "2026-03-01T10:15:30.25-03:00",
              "2024-02-29T23:59:59+05:30", "1969-12-31T23:59:59Z", "2026-11-23T16:20:40"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void isoMsecs_readsTheServicesDateTimesAsQDateTimeDoes()
    {
        QFETCH(QString, text);
        const QDateTime expected = QDateTime::fromString(text, Qt::ISODateWithMs);
        QVERIFY(expected.isValid());
        QCOMPARE(brokerdesk::domain::isoMsecs(text), expected.toMSecsSinceEpoch());
    }
    void isoMsecs_ofWhatIsNoDateTime_isZero()
    {
        for (const char *t :
             {"", "soon", "2026-02-30T10:00:00Z", "2026-13-01T00:00:00Z", "2026-11-23T16:61:00Z"})
            QCOMPARE(brokerdesk::domain::isoMsecs(QString::fromLatin1(t)), 0);
    }
    void store_decodesProductsInsurerAndType()
    {
        const Store s = decode<Store>(
            js("{'broker_channel_id': 'ch-7f3a', "
               "'logo_url': 'http://127.0.0.1:8750/assets/channels/ch-7f3a.png', "
               "'broker_products': [{'id': 'bp-01', 'name': 'Auto Essencial', 'description': 'd', "
               "'product_id': 'pr-auto-1', "
               "'product': {'id': 'pr-auto-1', 'name': 'Auto Compreensivo', 'currency': 'BRL', "
               "'description': 'x', 'susep': '15414.900123/2024-11', 'type': 1, 'insurer_id': "
               "'in-01', "
               "'insurer': {'id': 'in-01', 'cnpj': '11222333000181', 'name': 'Seguradora Horizonte "
               "S.A.'}}}]}"));
        QCOMPARE(s.brokerChannelId, QStringLiteral("ch-7f3a"));
        QCOMPARE(s.logoUrl.host(), QStringLiteral("127.0.0.1"));
        QCOMPARE(s.brokerProducts.size(), 1);
        const Product &p = s.brokerProducts[0].product;
        QCOMPARE(p.type, ProductType::Auto);
        QCOMPARE(p.susep, QStringLiteral("15414.900123/2024-11"));
        QCOMPARE(p.insurer.cnpj, QStringLiteral("11222333000181"));
        QCOMPARE(displayName(p.type), QStringLiteral("Auto"));
    }

    void vendor_decodesPercentsAndRfc3339Dates()
    {
        const Vendor v = decode<Vendor>(
            js("{'id': 'vd-01', 'product_id': 'pr-auto-1', 'active': true, "
               "'agency_percent': 5.0, 'commission_percent': 20.0, 'pro_labor_percent': 2.5, "
               "'last_update': '2026-10-02T14:00:00Z', 'date': '2025-03-11T09:30:00Z'}"));
        QVERIFY(v.active);
        QCOMPARE(v.commissionPercent, 20.0);
        QCOMPARE(v.proLaborPercent, 2.5);
        QCOMPARE(v.lastUpdate, QDateTime(QDate(2026, 10, 2), QTime(14, 0), Qt::UTC));
        QCOMPARE(toJson(v).value(QStringLiteral("date")).toString(),
                 QStringLiteral("2025-03-11T09:30:00Z"));
    }

    void quoteRequest_decodesAssistsCoveragesAndPlans()
    {
        const QuoteRequest q = decode<QuoteRequest>(
            js("{'id': 'qr-01', "
               "'assists': [{'id': 'as-tow', 'name': 'Guincho', 'description': 'd', "
               "'options': [{'id': 'as-tow-200', 'name': '200 km', 'description': 'd'}]}], "
               "'coverages': [{'id': 'cv-coll', 'name': 'Colisão', 'description': 'd', 'required': "
               "true, "
               "'multiple': false, 'insured_amount_min': 1000000, 'insured_amount_max': 30000000, "
               "'options': [{'id': 'cv-coll-fipe100', 'name': '100% FIPE', 'description': 'd'}]}], "
               "'plans': [{'id': 'pl-basic', 'name': 'Básico', 'assists': ['as-tow'], 'coverages': "
               "[{'id': 'cv-coll'}]}]}"));
        QCOMPARE(q.assists[0].options[0].id, QStringLiteral("as-tow-200"));
        QVERIFY(q.coverages[0].required);
        QCOMPARE(q.coverages[0].insuredAmountMax.cents(), 30000000);
        QCOMPARE(q.plans[0].assistIds(), QStringList{QStringLiteral("as-tow")});
        QCOMPARE(q.plans[0].coverageIds(), QStringList{QStringLiteral("cv-coll")});
    }

    void plan_readsItsPartsAsTheOperatorsObjects()
    {
        // The 2021 Swagger's PlanComplete: assists and coverages as objects ({id, name, ...}).
        const QuoteRequest q = decode<QuoteRequest>(
            js("{'id': 'qr-02', 'plans': [{'id': 'pl-full', 'name': 'Completo', "
               "'assists': [{'id': 'as-tow', 'name': 'Guincho'}], "
               "'coverages': [{'id': 'cv-coll', 'name': 'Colisão'}, "
               "{'id': 'cv-fire', 'name': 'Incêndio', 'premium_amount': 1200}]}]}"));
        QCOMPARE(q.plans[0].assistIds(), QStringList{QStringLiteral("as-tow")});
        QCOMPARE(q.plans[0].coverageIds(),
                 (QStringList{QStringLiteral("cv-coll"), QStringLiteral("cv-fire")}));
        QCOMPARE(problem<QuoteRequest>(
                     js("{'id': 'q', 'plans': [{'id': 'p', 'coverages': [{'name': 'Colisão'}]}]}")),
                 QStringLiteral("plans[0].coverages[0]: expected an id (a string, or an object "
                                "with a string id)"));
    }

    void plan_keepsItsPartsNamesAndUnknownFields_throughARoundTrip()
    {
        const QByteArray sent = js("{'id': 'pl-full', 'name': 'Completo', 'factor_hint': 'x', "
                                   "'assists': [{'id': 'as-tow', 'name': 'Guincho'}], "
                                   "'coverages': [{'id': 'cv-coll', 'name': 'Colisão'}, "
                                   "{'id': 'cv-fire', 'name': 'Incêndio', 'premium_amount': 1200, "
                                   "'limits': {'max': 5}}]}");
        const Plan plan = decode<Plan>(sent);
        QCOMPARE(plan.coverages.size(), 2);
        QCOMPARE(plan.coverages[1].name, QStringLiteral("Incêndio"));
        QCOMPARE(plan.coverages[1].extra.value(QStringLiteral("premium_amount")).toInt(), 1200);
        QCOMPARE(plan.assists[0].name, QStringLiteral("Guincho"));

        // Saved and read again (as a quote request is kept and sent on), nothing is lost.
        const QJsonObject written = toJson(plan);
        QCOMPARE(written, QJsonDocument::fromJson(sent).object());
        const Plan again = decode<Plan>(QJsonDocument(written).toJson());
        QCOMPARE(again.coverages[1].name, QStringLiteral("Incêndio"));
        QCOMPARE(toJson(again), written);
    }

    void plan_savedWithBareIds_stillReads_andIsWrittenBackAsObjects()
    {
        // What a desk before the operator's PlanComplete shape saved: the parts' ids only.
        const QuoteRequest old = decode<QuoteRequest>(
            js("{'id': 'qr-old', 'plans': [{'id': 'pl-basic', 'name': 'Básico', "
               "'assists': ['as-tow'], 'coverages': ['cv-coll', 'cv-rcf']}]}"));
        QCOMPARE(old.plans.size(), 1);
        const Plan &plan = old.plans[0];
        QCOMPARE(plan.coverageIds(),
                 (QStringList{QStringLiteral("cv-coll"), QStringLiteral("cv-rcf")}));
        QVERIFY(plan.coverages[0].name.isEmpty());
        QVERIFY(plan.coverages[0].extra.isEmpty());
        const QJsonArray coverages = toJson(plan).value(QStringLiteral("coverages")).toArray();
        QCOMPARE(coverages.at(1).toObject(),
                 (QJsonObject{{QStringLiteral("id"), QStringLiteral("cv-rcf")}}));
        QCOMPARE(toJson(plan).value(QStringLiteral("assists")).toArray().at(0).toObject(),
                 (QJsonObject{{QStringLiteral("id"), QStringLiteral("as-tow")}}));
        QCOMPARE(problem<Plan>(js("{'id': 'p', 'assists': [7]}")),
                 QStringLiteral("assists[0]: expected an id (a string, or an object with a "
                                "string id)"));
    }

    void quote_decodesInstallmentsTaxesAndNullRecurrence()
    {
        const Quote q = decode<Quote>(
            js("{'id': 'qt-01', 'status': 4, 'valid_until': '2026-12-22T09:15:00Z', "
               "'items': [{'installments': [ "
               "{'id': 'in-01-1', 'amount': 214880, 'total_amount': 214880, "
               "'installment_quantity': 1, "
               "'payment_methods': ['Pix', 'Billet', 'CreditCard', 'DebitCard'], "
               "'taxes': {'total_amount': 14768, 'items': [{'name': 'IOF', 'tax': 7.38, 'amount': "
               "14768}]}, "
               "'recurrence': null}, "
               "{'id': 'in-01-10', 'amount': 22563, 'total_amount': 225630, "
               "'installment_quantity': 10, "
               "'payment_methods': ['CreditCard'], 'taxes': {'total_amount': 14768, 'items': []}, "
               "'recurrence': {'period_days': 30, 'quantity': 10, 'expiration_day': 5, "
               "'interest_percent': 1.5, 'interest_amount': 1200}}]}]}"));
        QCOMPARE(q.status, QuoteStatus::Finished);
        const Installment &one = q.items[0].installments[0];
        QCOMPARE(one.amount.cents(), 214880);
        QCOMPARE(one.paymentMethods.size(), 4);
        QCOMPARE(one.paymentMethods[0], PaymentMethod::Pix);
        QCOMPARE(one.taxes.items[0].tax, 7.38);
        QVERIFY(!one.recurrence);
        const Installment &ten = q.items[0].installments[1];
        QVERIFY(ten.recurrence);
        QCOMPARE(ten.recurrence->interestAmount.cents(), 1200);
        QVERIFY(toJson(one).value(QStringLiteral("recurrence")).isNull());
    }

    void saleTimeline_decodesEventsWithTheIssuedPolicy()
    {
        const Timeline t = decode<Timeline>(
            js("{'id': 'tl-01', 'last_update': '2026-11-22T09:16:03Z', "
               "'events': [{'date': '2026-11-22T09:16:00Z', 'kind': 'sale_started'}, "
               "{'date': '2026-11-22T09:16:03Z', 'kind': 'policy_issued', "
               "'policy': {'id': 'po-01', 'status': 1, 'document_url': "
               "'http://127.0.0.1:8750/documents/po-01.pdf'}}]}"));
        QCOMPARE(t.events.size(), 2);
        QVERIFY(!t.events[0].policy);
        QCOMPARE(t.events[1].policy->status, PolicyStatus::Active);
        QCOMPARE(t.events[1].policy->documentUrl.path(), QStringLiteral("/documents/po-01.pdf"));
        QCOMPARE(decode<Sale>(js("{'id': 'sa-01', 'status': 4}")).status, SaleStatus::Finished);
    }

    void cashFlowPage_decodesRecordsAndCursor()
    {
        const auto page = decode<ListPage<CashFlowRecord>>(js(
            "{'total': 1000412, 'cursor': 'Y2YtMDAwMDAy', "
            "'items': [{'id': 'cf-000001', 'amount': 45126, 'amount_deductions': 0, 'category': "
            "'BrokerCommission', "
            "'description': 'Comissão', 'is_parceled': true, 'is_paid': false, "
            "'installment_total': 10, "
            "'installment_period': 'monthly', 'installment_number': 1, 'is_recurrence': false, "
            "'payment_method': 'CreditCard', 'policy_id': 'po-01', 'deductions': [{'amount': 100, "
            "'description': 'IR', 'factor': 1.5}], "
            "'date': '2026-11-22T09:16:03Z', 'date_cash_in_out_forecast': '2026-12-22T00:00:00Z'}, "
            "{'id': 'cf-000002', 'amount': -14768, 'category': 'Taxes'}]}"));
        QCOMPARE(page.total, 1000412);
        QVERIFY(page.hasMore());
        QCOMPARE(page.items.size(), 2);
        const CashFlowRecord &r = page.items[0];
        QCOMPARE(r.category, CashFlowCategory::BrokerCommission);
        QCOMPARE(r.installmentPeriod, InstallmentPeriod::Monthly);
        QCOMPARE(r.paymentMethod, PaymentMethod::CreditCard);
        QCOMPARE(*r.deductions[0].factor, 1.5);
        QCOMPARE(page.items[1].amount.cents(), -14768);
        const auto last =
            decode<ListPage<CashFlowRecord>>(js("{'total': 0, 'items': [], 'cursor': null}"));
        QVERIFY(!last.hasMore());
    }

    void policyCancel_decodesReversalAmount()
    {
        const auto r =
            decode<CancelPolicyResult>(js("{'id': 'po-01', 'status': 2, 'date_end': "
                                          "'2026-11-22T10:00:00Z', 'reversal_amount': 203012}"));
        QCOMPARE(r.status, PolicyStatus::Canceled);
        QCOMPARE(r.reversalAmount->cents(), 203012);
        CancelPolicyRequest request;
        request.cancelReason = CancelReason::InsurerRequest;
        request.reversalMethod = ReversalMethod::WireTransfer;
        request.reversalBankAccount = {{QStringLiteral("bank_code"), QStringLiteral("341")}};
        const QJsonObject body = toJson(request);
        QCOMPARE(body.value(QStringLiteral("cancel_reason")).toInt(), 4);
        QCOMPARE(body.value(QStringLiteral("reversal_method")).toString(),
                 QStringLiteral("WireTransfer"));
        QVERIFY(!body.contains(QStringLiteral("cancel_description")));
    }

    void affinity_decodesAttachmentsAndPartnership()
    {
        const Affinity a = decode<Affinity>(
            js("{'id': 'af-01', 'affinity_request_id': 'ar-01', "
               "'lifetime_start': '2026-12-01T00:00:00Z', 'lifetime_end': '2027-06-01', 'plan_id': "
               "'pl-aff-1', "
               "'affinity_holder': {'first_name': 'Ana'}, 'item': {}, 'status': 1, "
               "'attachments': [{'type': 1, 'url': "
               "'http://127.0.0.1:8750/documents/af-01-coi.pdf'}]}"));
        QCOMPARE(a.status, AffinityStatus::Issued);
        QCOMPARE(a.attachments[0].type, AttachmentType::CertificateOfInsurance);
        QCOMPARE(a.lifetimeEnd, QDate(2027, 6, 1));
        const auto p = decode<AffinityPartnership>(
            js("{'customer': {'name': 'Loja X'}, "
               "'products': [{'id': 'pr-1', 'name': 'Garantia', 'assists': [], 'coverages': "
               "[{'id': 'cv-1', 'name': 'Roubo'}]}]}"));
        QCOMPARE(p.products[0].coverages[0].name, QStringLiteral("Roubo"));
        const auto ar =
            decode<AffinityRequest>(js("{'id': 'ar-01', 'plans': [{'id': 'pl-1', 'name': 'P', "
                                       "'assists': [], 'coverages': ['cv-1']}]}"));
        QCOMPARE(ar.plans[0].coverageIds().first(), QStringLiteral("cv-1"));
    }

    void recommendation_decodesOutputAndEncodesInputInCents()
    {
        const auto r = decode<Recommendation>(
            js("{'id': 'rc-01', 'evaluate_token': 'ev-9c', 'output': {'percentage': 37.4}}"));
        QCOMPARE(r.output.percentage, 37.4);
        RecommendationInput in;
        in.productType = ProductType::Life;
        in.policyHolderAge = 35;
        in.policyHolderSalary = Money::fromCents(850000);
        in.policyHolderGender = QStringLiteral("female");
        const QJsonObject body = toJson(in);
        QCOMPARE(body.value(QStringLiteral("product_type")).toInt(), 5);
        QCOMPARE(body.value(QStringLiteral("policy_holder_salary")).toInteger(), 850000);
        QCOMPARE(problem<Recommendation>(js("{'id': 'rc-01', 'evaluate_token': 't'}")),
                 QStringLiteral("output: is required"));
    }

    void wrongType_namesTheFieldPathAndTheProblem()
    {
        QCOMPARE(
            problem<Quote>(js("{'id': 'q', 'items': [{'installments': [{'id': 'i', 'amount': 10.5, "
                              "'total_amount': 1}]}]}")),
            QStringLiteral("items[0].installments[0].amount: expected an integer number of cents"));
        QCOMPARE(problem<ListPage<CashFlowRecord>>(
                     js("{'total': 3, 'items': [{'id': 'a', 'amount': 1}, {'id': 'b', 'amount': "
                        "2}, {'id': 'c', 'amount': '3'}]}")),
                 QStringLiteral("items[2].amount: expected an integer number of cents"));
        QCOMPARE(
            problem<Store>(
                js("{'broker_products': [{'id': 'bp', 'product': {'id': 'p', 'type': 'auto'}}]}")),
            QStringLiteral("broker_products[0].product.type: expected an integer"));
        QCOMPARE(problem<Vendor>(js("{'active': 'yes'}")),
                 QStringLiteral("active: expected true or false"));
        QCOMPARE(problem<Vendor>(js("{'date': 'yesterday'}")),
                 QStringLiteral("date: expected an RFC 3339 timestamp"));
        QCOMPARE(problem<Sale>(js("{'status': 1}")), QStringLiteral("id: is required"));
        QCOMPARE(problem<Sale>(js("[1, 2]")), QStringLiteral("expected a JSON object"));
        QVERIFY(problem<Sale>(js("{'id': 's',")).startsWith(QStringLiteral("not valid JSON")));
        QCOMPARE(
            problem<QuoteRequest>(js("{'id': 'q', 'plans': [{'id': 'p', 'assists': [7]}]}")),
            QStringLiteral(
                "plans[0].assists[0]: expected an id (a string, or an object with a string id)"));
    }

    void unknownFields_surviveARoundTripAtEveryLevel()
    {
        const QByteArray json =
            js("{'id': 'qt-01', 'status': 4, 'risk_score': 0.7, "
               "'items': [{'vehicle_ref': 'v1', 'installments': [{'id': 'i1', 'amount': 100, "
               "'total_amount': 100, "
               "'installment_quantity': 1, 'payment_methods': ['Pix'], 'fee_code': 'X', "
               "'taxes': {'total_amount': 0, 'items': [], 'regime': 'simples'}, 'recurrence': "
               "null}]}]}");
        const Decoded<Quote> q = fromJson<Quote>(json);
        QVERIFY(q);
        QCOMPARE(q.value().extra.value(QStringLiteral("risk_score")).toDouble(), 0.7);
        const QJsonObject back = toJson(q.value());
        QCOMPARE(back.value(QStringLiteral("risk_score")).toDouble(), 0.7);
        const QJsonObject item = back.value(QStringLiteral("items"))[0].toObject();
        QCOMPARE(item.value(QStringLiteral("vehicle_ref")).toString(), QStringLiteral("v1"));
        const QJsonObject inst = item.value(QStringLiteral("installments"))[0].toObject();
        QCOMPARE(inst.value(QStringLiteral("fee_code")).toString(), QStringLiteral("X"));
        QCOMPARE(inst[QStringLiteral("taxes")][QStringLiteral("regime")].toString(),
                 QStringLiteral("simples"));
        // Decoding what we wrote gives the same object again.
        QCOMPARE(toJson(fromJson<Quote>(back).value()), back);
    }

    void unknownEnumValues_areKeptVerbatim()
    {
        const Decoded<CashFlowRecord> r = fromJson<CashFlowRecord>((js(
            "{'id': 'c', 'amount': 1, 'category': 'Cashback', 'installment_period': 'weekly'}")));
        QVERIFY(r);
        QCOMPARE(r.value().category, CashFlowCategory::Unknown);
        QCOMPARE(displayName(r.value().category), QStringLiteral("Unknown"));
        const QJsonObject back = toJson(r.value());
        QCOMPARE(back.value(QStringLiteral("category")).toString(), QStringLiteral("Cashback"));
        QCOMPARE(back.value(QStringLiteral("installment_period")).toString(),
                 QStringLiteral("weekly"));
        const Decoded<Sale> s = fromJson<Sale>(QByteArray(js("{'id': 's', 'status': 9}")));
        QCOMPARE(toJson(s.value()).value(QStringLiteral("status")).toInt(), 9);
        QCOMPARE(displayName(s.value().status), QStringLiteral("Unknown (9)"));
    }

    void enumerations_haveReadableNamesAndWireNames()
    {
        QCOMPARE(knownValues<ProductType>().size(), 12);
        QCOMPARE(displayName(ProductType::PersonalAccident), QStringLiteral("Personal accident"));
        QCOMPARE(displayName(CashFlowCategory::StipulateProLabor),
                 QStringLiteral("Stipulant pro-labore"));
        QCOMPARE(wireName(PaymentMethod::AccountDebit), QStringLiteral("AccountDebit"));
        QCOMPARE(fromWireName<InstallmentPeriod>(u"yearly"), InstallmentPeriod::Yearly);
        QVERIFY(!fromWireName<PaymentMethod>(u"Cheque"));
        for (CashFlowCategory c : knownValues<CashFlowCategory>())
            QCOMPARE(fromWireName<CashFlowCategory>(wireName(c)), c);
    }

    void newQuote_writesDatesAndProductDependentParts()
    {
        NewQuote q;
        q.quoteRequestId = QStringLiteral("qr-01");
        q.planId = QStringLiteral("pl-basic");
        q.lifetimeStart = QDate(2026, 12, 1);
        q.lifetimeEnd = QDate(2027, 12, 1);
        q.policyHolder = {{QStringLiteral("cpf"), QStringLiteral("29141777638")}};
        q.items = {QJsonObject{{QStringLiteral("plate"), QStringLiteral("ABC1D23")}}};
        const QJsonObject body = toJson(q);
        QCOMPARE(body.value(QStringLiteral("lifetime_start")).toString(),
                 QStringLiteral("2026-12-01"));
        QCOMPARE(body[QStringLiteral("items")][0][QStringLiteral("plate")].toString(),
                 QStringLiteral("ABC1D23"));
        NewSale s;
        s.saleRequestId = QStringLiteral("sr");
        s.installmentId = QStringLiteral("in");
        s.paymentMethod = PaymentMethod::Billet;
        QCOMPARE(toJson(s).value(QStringLiteral("payment_method")).toString(),
                 QStringLiteral("Billet"));
    }

    void timestamps_acceptFractionsAndOffsets()
    {
        QCOMPARE(parseTimestamp(QStringLiteral("2026-11-22T09:15:00.123456Z")),
                 QDateTime(QDate(2026, 11, 22), QTime(9, 15, 0, 123), Qt::UTC));
        QCOMPARE(parseTimestamp(QStringLiteral("2026-11-22T06:15:00-03:00")),
                 QDateTime(QDate(2026, 11, 22), QTime(9, 15), Qt::UTC));
        QVERIFY(!parseTimestamp(QStringLiteral("22/11/2026")).isValid());
        QCOMPARE(toRfc3339(QDateTime(QDate(2026, 11, 22), QTime(9, 15), Qt::UTC)),
                 QStringLiteral("2026-11-22T09:15:00Z"));
    }
};

QTEST_GUILESS_MAIN(TestDomainCodecs)
#include "tst_domaincodecs.moc"
