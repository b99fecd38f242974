#include "salesflow.h"
#include "sandboxfixture.h"

#include "services/quotes.h"
#include "support/jsoncheck.h"

#include <QSet>
#include <QTest>

#include <cmath>

using namespace brokerdesk::sandbox;

// Quote requests and quotes through the API: shapes, pricing per product family,
// installments, declined risks, validation and tenant isolation.
class TestQuotes : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token0;
    QByteArray token1;
    QDate today;

    static QString iso(const QDate &d) { return d.toString(Qt::ISODate); }
    static QJsonObject first(const QJsonObject &o, const char *key)
    {
        return o[QLatin1String(key)].toArray().at(0).toObject();
    }

    QJsonObject quoteRequest(int type, int broker = 0)
    {
        const QByteArray &token = broker == 0 ? token0 : token1;
        const QString bp = salesflow::brokerProductOfType(*f, token, broker, type);
        const auto r = f->post(QStringLiteral("/v1/quotes/request"),
                               {{QStringLiteral("broker_product_id"), bp}}, token);
        return r.status == 200 ? r.json : QJsonObject();
    }

    // A valid quote body for `type` over one year (or `days`), with the demo holder and an
    // item carrying the first plan's required coverages.
    QJsonObject quoteBody(const QJsonObject &request, const QJsonObject &itemFields, int days = 0)
    {
        const QString plan = first(request, "plans")[QStringLiteral("id")].toString();
        QJsonObject item = itemFields;
        item.insert(QStringLiteral("coverages"), salesflow::requiredCoverages(request, plan));
        const QDate start = today.addDays(1);
        return {
            {QStringLiteral("quote_request_id"), request[QStringLiteral("id")]},
            {QStringLiteral("plan_id"), plan},
            {QStringLiteral("lifetime_start"), iso(start)},
            {QStringLiteral("lifetime_end"), iso(days ? start.addDays(days) : start.addYears(1))},
            {QStringLiteral("policy_holder"), salesflow::demoHolder()},
            {QStringLiteral("items"), QJsonArray{item}}};
    }

    SandboxFixture::Reply quote(const QJsonObject &body, const QByteArray &token = {})
    {
        return f->post(QStringLiteral("/v1/quotes"), body, token.isEmpty() ? token0 : token);
    }

    QJsonObject autoBody() { return quoteBody(quoteRequest(1), salesflow::demoItem(1)); }

    static QJsonObject withItem(QJsonObject body, const QString &key, const QJsonValue &value)
    {
        QJsonArray items = body[QStringLiteral("items")].toArray();
        QJsonObject item = items.at(0).toObject();
        item.insert(key, value);
        items.replace(0, item);
        body.insert(QStringLiteral("items"), items);
        return body;
    }

    static QJsonArray installments(const SandboxFixture::Reply &r, int item = 0)
    {
        return r.json[QStringLiteral("items")]
            .toArray()
            .at(item)[QStringLiteral("installments")]
            .toArray();
    }

    void expectField(const SandboxFixture::Reply &r, const QString &field)
    {
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
        today = QDateTime::currentDateTimeUtc().date();
    }

    void quoteRequest_forOwnBrokerProduct_answersAssistsCoveragesAndPlansWithoutRates()
    {
        const QString bp = salesflow::brokerProductOfType(*f, token0, 0, 1);
        const auto r = f->post(QStringLiteral("/v1/quotes/request"),
                               {{QStringLiteral("broker_product_id"), bp}}, token0);
        QCOMPARE(r.status, 200);
        QVERIFY(!r.json[QStringLiteral("id")].toString().isEmpty());
        QSet<QString> assists, coverages;
        for (const QJsonValue &a : r.json[QStringLiteral("assists")].toArray()) {
            assists.insert(a[QStringLiteral("id")].toString());
            QVERIFY(!a[QStringLiteral("name")].toString().isEmpty());
            QVERIFY(!a[QStringLiteral("options")].toArray().isEmpty());
        }
        for (const QJsonValue &c : r.json[QStringLiteral("coverages")].toArray()) {
            coverages.insert(c[QStringLiteral("id")].toString());
            QVERIFY(c[QStringLiteral("required")].isBool() &&
                    c[QStringLiteral("multiple")].isBool());
            QVERIFY(c[QStringLiteral("insured_amount_min")].toInteger() > 0);
            QVERIFY(c[QStringLiteral("insured_amount_max")].toInteger() >
                    c[QStringLiteral("insured_amount_min")].toInteger());
            QVERIFY(!c[QStringLiteral("options")].toArray().isEmpty());
        }
        QVERIFY(!assists.isEmpty() && !coverages.isEmpty());
        const QJsonArray plans = r.json[QStringLiteral("plans")].toArray();
        QVERIFY(plans.size() >= 2);
        for (const QJsonValue &p : plans) {
            // Parts as objects, as the operator's PlanComplete shows them.
            for (const QJsonValue &a : p[QStringLiteral("assists")].toArray())
                QVERIFY(assists.contains(a[QStringLiteral("id")].toString()) &&
                        !a[QStringLiteral("name")].toString().isEmpty());
            for (const QJsonValue &c : p[QStringLiteral("coverages")].toArray())
                QVERIFY(coverages.contains(c[QStringLiteral("id")].toString()) &&
                        !c[QStringLiteral("name")].toString().isEmpty());
        }
        for (const char *internal : {"\"rate\"", "\"factor\"", "\"price\"", "\"iof_percent\""})
            QVERIFY2(!r.body.contains(internal), internal);
    }

    void quoteRequest_forEveryBrokerProduct_offersPlans()
    {
        const auto store =
            f->get(QStringLiteral("/v1/merchant/stores/") + f->broker(0).channelId, token0);
        for (const QJsonValue &bp : store.json[QStringLiteral("broker_products")].toArray()) {
            const auto r =
                f->post(QStringLiteral("/v1/quotes/request"),
                        {{QStringLiteral("broker_product_id"), bp[QStringLiteral("id")]}}, token0);
            QCOMPARE(r.status, 200);
            QVERIFY(!r.json[QStringLiteral("plans")].toArray().isEmpty());
        }
    }

    void quoteRequest_withoutBrokerProductId_namesTheField()
    {
        expectField(f->post(QStringLiteral("/v1/quotes/request"), {}, token0),
                    QStringLiteral("broker_product_id"));
        expectField(f->post(QStringLiteral("/v1/quotes/request"),
                            {{QStringLiteral("broker_product_id"), 42}}, token0),
                    QStringLiteral("broker_product_id"));
    }

    void quoteRequest_forAnotherBrokersProduct_isNotFound()
    {
        const QString theirs = salesflow::brokerProductOfType(*f, token1, 1, 1);
        const auto r = f->post(QStringLiteral("/v1/quotes/request"),
                               {{QStringLiteral("broker_product_id"), theirs}}, token0);
        QCOMPARE(r.status, 404);
        QCOMPARE(r.code(), QStringLiteral("not_found"));
    }

    void quoteRequest_withAnotherBrokersChannel_namesTheChannelField()
    {
        const QString bp = salesflow::brokerProductOfType(*f, token0, 0, 1);
        // A lead_id must name a lead of this broker now (sandbox.tst_leads).
        const QString lead =
            f->post(QStringLiteral("/v1/leads"),
                    {{QStringLiteral("name"), QStringLiteral("Lead")},
                     {QStringLiteral("email"), QStringLiteral("lead@example.com")}},
                    token0)
                .json[QStringLiteral("id")]
                .toString();
        const auto ok = f->post(QStringLiteral("/v1/quotes/request"),
                                {{QStringLiteral("broker_product_id"), bp},
                                 {QStringLiteral("broker_channel_id"), f->broker(0).channelId},
                                 {QStringLiteral("lead_id"), lead}},
                                token0);
        QCOMPARE(ok.status, 200);
        expectField(f->post(QStringLiteral("/v1/quotes/request"),
                            {{QStringLiteral("broker_product_id"), bp},
                             {QStringLiteral("broker_channel_id"), f->broker(1).channelId}},
                            token0),
                    QStringLiteral("broker_channel_id"));
    }

    void quoteCalls_withoutQuoteWriteScope_areUnauthorized()
    {
        const QByteArray readOnly = f->token(0, QStringLiteral("quote:read"));
        const QString bp = salesflow::brokerProductOfType(*f, token0, 0, 1);
        const auto r = f->post(QStringLiteral("/v1/quotes/request"),
                               {{QStringLiteral("broker_product_id"), bp}}, readOnly);
        QCOMPARE(r.status, 401);
        QCOMPARE(r.code(), QStringLiteral("insufficient_scope"));
        QCOMPARE(quote(autoBody(), readOnly).status, 401);
    }

    void quote_auto_isFinishedWithTwelveInstallmentsValidFor30Days()
    {
        const auto r = quote(autoBody());
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 4);
        const QDateTime validUntil =
            parseTimestampOrDate(r.json[QStringLiteral("valid_until")].toString());
        QVERIFY(std::abs(validUntil.secsTo(QDateTime::currentDateTimeUtc().addDays(30))) < 120);
        const QJsonArray options = installments(r);
        QCOMPARE(options.size(), 12);
        QSet<QString> ids;
        for (int i = 0; i < 12; ++i) {
            QCOMPARE(options.at(i)[QStringLiteral("installment_quantity")].toInt(), i + 1);
            QVERIFY(options.at(i)[QStringLiteral("recurrence")].isNull());
            ids.insert(options.at(i)[QStringLiteral("id")].toString());
        }
        QCOMPARE(ids.size(), 12);
    }

    // installment_quantity divides total_amount (the interface's definition): the first
    // installment plus the others make the total to the cent; the interest-free options share
    // one total, the odd cents in the first installment; interest only past four.
    void quote_installments_divideTheTotalExactly_interestFreeOnesShareOneTotal()
    {
        const QJsonArray options = installments(quote(autoBody()));
        QCOMPARE(options.size(), 12);
        const qint64 single = options.at(0)[QStringLiteral("total_amount")].toInteger();
        qint64 previous = single;
        for (int i = 0; i < 12; ++i) {
            const QJsonObject o = options.at(i).toObject();
            const int n = o[QStringLiteral("installment_quantity")].toInt();
            const qint64 total = o[QStringLiteral("total_amount")].toInteger();
            const qint64 amount = o[QStringLiteral("amount")].toInteger();
            const qint64 first = o[QStringLiteral("first_payment_amount")].toInteger();
            QCOMPARE(first + amount * (n - 1), total);
            QVERIFY(first >= amount && first - amount < n);
            QCOMPARE(o[QStringLiteral("interest_amount")].toInteger(), total - single);
            if (n <= 4) {
                QCOMPARE(total, single); // sem juros: one total
                QCOMPARE(amount, single / n);
                QCOMPARE(o[QStringLiteral("interest_percent")].toDouble(), 0.0);
            } else {
                QVERIFY(total > single + n);
                QVERIFY(total > previous);
                QCOMPARE(first, amount);
                QCOMPARE(o[QStringLiteral("interest_percent")].toDouble(), 1.99);
                // Price formula at 1.99 % a month on the single-payment amount.
                const double i199 = 0.0199;
                const double pmt = double(single) * i199 / (1.0 - std::pow(1.0 + i199, -n));
                QCOMPARE(amount, qint64(std::ceil(pmt - 1e-6)));
            }
            previous = total;
        }
    }

    void quote_paymentMethods_dependOnQuantity()
    {
        const QJsonArray options = installments(quote(autoBody()));
        const auto methods = [&](int n) {
            QStringList out;
            for (const QJsonValue &m :
                 options.at(n - 1)[QStringLiteral("payment_methods")].toArray())
                out << m.toString();
            return out;
        };
        QCOMPARE(methods(1), (QStringList{QStringLiteral("Pix"), QStringLiteral("Billet"),
                                          QStringLiteral("CreditCard"), QStringLiteral("DebitCard"),
                                          QStringLiteral("WireTransfer")}));
        for (int n = 2; n <= 6; ++n)
            QCOMPARE(methods(n),
                     (QStringList{QStringLiteral("CreditCard"), QStringLiteral("AccountDebit")}));
        for (int n = 7; n <= 12; ++n)
            QCOMPARE(methods(n), QStringList{QStringLiteral("CreditCard")});
    }

    void quote_taxes_carryIofOfTheNetPremiumStoredWithTheInstallment()
    {
        const auto r = quote(autoBody());
        const QJsonObject one = installments(r).at(0).toObject();
        const QJsonObject taxes = one[QStringLiteral("taxes")].toObject();
        const QJsonObject iof = first(taxes, "items");
        QCOMPARE(iof[QStringLiteral("name")].toString(), QStringLiteral("IOF"));
        QCOMPARE(iof[QStringLiteral("tax")].toDouble(), 7.38);
        const qint64 tax = iof[QStringLiteral("amount")].toInteger();
        QCOMPARE(taxes[QStringLiteral("total_amount")].toInteger(), tax);
        const auto stored = f->sandbox().quotes().installment(
            r.json[QStringLiteral("id")].toString(), one[QStringLiteral("id")].toString());
        QVERIFY(stored.has_value());
        QCOMPARE(stored->doc, one);
        QCOMPARE(stored->netPremium + tax, one[QStringLiteral("total_amount")].toInteger());
        QCOMPARE(tax, (stored->netPremium * 738 + 5000) / 10000);
    }

    void quote_home_electronic_andKeyValueBusiness_arePriced()
    {
        QJsonObject business{
            {QStringLiteral("cnae"), QStringLiteral("4711-3/02")},
            {QStringLiteral("employees"), 12},
            {QStringLiteral("building"), QJsonObject{{QStringLiteral("floors"), 2}}}};
        const QList<std::pair<int, QJsonObject>> cases{
            {4, salesflow::demoItem(4)}, {8, salesflow::demoItem(8)}, {2, business}};
        for (const auto &[type, item] : cases) {
            const auto r = quote(quoteBody(quoteRequest(type), item));
            QVERIFY2(r.status == 200, r.body.constData());
            QCOMPARE(r.json[QStringLiteral("status")].toInt(), 4);
            QCOMPARE(installments(r).size(), 12);
            QVERIFY(installments(r).at(0)[QStringLiteral("amount")].toInteger() > 0);
        }
    }

    void quote_life_isBilledMonthlyWithRecurrence()
    {
        const QJsonObject item{
            {QStringLiteral("beneficiaries"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Rui Souza")},
                                    {QStringLiteral("relationship"), QStringLiteral("spouse")},
                                    {QStringLiteral("percent"), 60}},
                        QJsonObject{{QStringLiteral("name"), QStringLiteral("Lia Souza")},
                                    {QStringLiteral("relationship"), QStringLiteral("child")},
                                    {QStringLiteral("percent"), 40}}}}};
        const auto r = quote(quoteBody(quoteRequest(5), item));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 4);
        const QJsonArray options = installments(r);
        QCOMPARE(options.size(), 1);
        const QJsonObject o = options.at(0).toObject();
        // Twelve monthly charges: installment_quantity says so, like the recurrence.
        QCOMPARE(o[QStringLiteral("installment_quantity")].toInt(), 12);
        QCOMPARE(o[QStringLiteral("first_payment_amount")].toInteger(),
                 o[QStringLiteral("amount")].toInteger());
        const QJsonObject rec = o[QStringLiteral("recurrence")].toObject();
        QCOMPARE(rec[QStringLiteral("period_days")].toInt(), 30);
        QCOMPARE(rec[QStringLiteral("quantity")].toInt(), 12);
        QCOMPARE(rec[QStringLiteral("expiration_day")].toInt(),
                 std::min(today.addDays(1).day(), 28));
        QCOMPARE(rec[QStringLiteral("interest_percent")].toDouble(), 0.0);
        QCOMPARE(rec[QStringLiteral("interest_amount")].toInteger(), 0);
        QCOMPARE(o[QStringLiteral("total_amount")].toInteger(),
                 o[QStringLiteral("amount")].toInteger() * 12);
        QCOMPARE(o[QStringLiteral("payment_methods")].toArray(),
                 (QJsonArray{QStringLiteral("CreditCard"), QStringLiteral("AccountDebit"),
                             QStringLiteral("Pix")}));
        QCOMPARE(
            first(o[QStringLiteral("taxes")].toObject(), "items")[QStringLiteral("tax")].toDouble(),
            0.38);
    }

    void quote_travel_costsMoreForMoreTravelersAndFartherDestinations()
    {
        const QJsonObject ana{{QStringLiteral("first_name"), QStringLiteral("Ana")},
                              {QStringLiteral("last_name"), QStringLiteral("Souza")},
                              {QStringLiteral("birth_date"), QStringLiteral("1988-04-12")}};
        const QJsonObject leo{{QStringLiteral("first_name"), QStringLiteral("Léo")},
                              {QStringLiteral("last_name"), QStringLiteral("Souza")},
                              {QStringLiteral("birth_date"), QStringLiteral("2015-03-10")}};
        const auto price = [&](const QString &destination, const QJsonArray &travelers) {
            const auto r = quote(quoteBody(quoteRequest(12),
                                           {{QStringLiteral("destination"), destination},
                                            {QStringLiteral("travelers"), travelers}},
                                           10));
            return r.status == 200 && r.json[QStringLiteral("status")].toInt() == 4
                       ? installments(r).at(0)[QStringLiteral("total_amount")].toInteger()
                       : qint64(-1);
        };
        const qint64 europeOne = price(QStringLiteral("europe"), {ana});
        const qint64 europeTwo = price(QStringLiteral("europe"), {ana, leo});
        const qint64 brazilOne = price(QStringLiteral("brazil"), {ana});
        QVERIFY(europeOne > 0 && brazilOne > 0);
        QVERIFY(europeTwo > europeOne);
        QVERIFY(europeOne > brazilOne);
    }

    void quote_withoutItems_quotesRequiredCoveragesAtTheirMinimum()
    {
        const QJsonObject request = quoteRequest(2);
        QJsonObject bare = quoteBody(request, {});
        bare.remove(QStringLiteral("items"));
        bare.remove(QStringLiteral("policy_holder"));
        const auto implicit = quote(bare);
        QCOMPARE(implicit.status, 200);
        const auto explicitOne = quote(quoteBody(request, {}));
        QCOMPARE(installments(implicit).at(0)[QStringLiteral("total_amount")],
                 installments(explicitOne).at(0)[QStringLiteral("total_amount")]);
    }

    void quote_ofVehicleOlderThan20Years_isRejectedWithReasonAndNoInstallments()
    {
        QJsonObject body = withItem(autoBody(), QStringLiteral("model_year"), today.year() - 25);
        body = withItem(body, QStringLiteral("manufacture_year"), today.year() - 25);
        const auto r = quote(body);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 5);
        QVERIFY(r.error().contains(QStringLiteral("20 years")));
        QVERIFY(installments(r).isEmpty());
        const auto stored = f->sandbox().quotes().quote(f->broker(0).brokerId,
                                                        r.json[QStringLiteral("id")].toString());
        QVERIFY(stored.has_value());
        QCOMPARE(stored->status, 5);
    }

    void quote_ofLifeForHolderOver80_isRejected()
    {
        QJsonObject body = quoteBody(quoteRequest(5), {});
        QJsonObject holder = salesflow::demoHolder();
        holder.insert(QStringLiteral("birth_date"), iso(today.addYears(-85)));
        body.insert(QStringLiteral("policy_holder"), holder);
        const auto r = quote(body);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 5);
        QVERIFY(!r.error().isEmpty());
    }

    void quote_withBadCpfCheckDigit_namesTheField()
    {
        QJsonObject body = autoBody();
        QJsonObject holder = salesflow::demoHolder();
        holder.insert(QStringLiteral("cpf"), QStringLiteral("29141777639"));
        body.insert(QStringLiteral("policy_holder"), holder);
        expectField(quote(body), QStringLiteral("policy_holder.cpf"));
    }

    void quote_withBadPlate_namesTheField()
    {
        expectField(quote(withItem(autoBody(), QStringLiteral("plate"), QStringLiteral("AB12345"))),
                    QStringLiteral("items[0].plate"));
    }

    void quote_withLifetimeEndBeforeStart_namesTheField()
    {
        QJsonObject body = autoBody();
        body.insert(QStringLiteral("lifetime_end"), iso(today));
        expectField(quote(body), QStringLiteral("lifetime_end"));
    }

    void quote_startingInThePast_namesTheField()
    {
        QJsonObject body = autoBody();
        body.insert(QStringLiteral("lifetime_start"),
                    QStringLiteral("%1T10:00:00Z").arg(iso(today.addDays(-1))));
        expectField(quote(body), QStringLiteral("lifetime_start"));
    }

    void quote_ofTravelLongerThan366Days_namesLifetimeEnd()
    {
        const QJsonObject traveler{{QStringLiteral("first_name"), QStringLiteral("Ana")},
                                   {QStringLiteral("last_name"), QStringLiteral("Souza")},
                                   {QStringLiteral("birth_date"), QStringLiteral("1988-04-12")}};
        expectField(quote(quoteBody(quoteRequest(12),
                                    {{QStringLiteral("destination"), QStringLiteral("asia")},
                                     {QStringLiteral("travelers"), QJsonArray{traveler}}},
                                    400)),
                    QStringLiteral("lifetime_end"));
    }

    void quote_withInsuredAmountOutOfRange_namesTheField()
    {
        QJsonObject body = autoBody();
        QJsonArray coverages =
            body[QStringLiteral("items")][0][QStringLiteral("coverages")].toArray();
        QJsonObject c = coverages.at(0).toObject();
        c.insert(QStringLiteral("insured_amount"), qint64(1) << 40);
        coverages.replace(0, c);
        expectField(quote(withItem(body, QStringLiteral("coverages"), coverages)),
                    QStringLiteral("items[0].coverages[0].insured_amount"));
    }

    void quote_withUnknownPlanOrCoverageOrOption_namesEachField()
    {
        QJsonObject body = autoBody();
        body.insert(QStringLiteral("plan_id"), QStringLiteral("no-such-plan"));
        expectField(quote(body), QStringLiteral("plan_id"));

        body = autoBody();
        QJsonArray coverages =
            body[QStringLiteral("items")][0][QStringLiteral("coverages")].toArray();
        coverages.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("cv-nope")},
                                     {QStringLiteral("coverage_option_id"), QStringLiteral("x")},
                                     {QStringLiteral("insured_amount"), 100000}});
        QJsonObject c = coverages.at(0).toObject();
        c.insert(QStringLiteral("coverage_option_id"), QStringLiteral("other"));
        coverages.replace(0, c);
        const auto r = quote(withItem(body, QStringLiteral("coverages"), coverages));
        expectField(r, QStringLiteral("items[0].coverages[0].coverage_option_id"));
        expectField(r, QStringLiteral("items[0].coverages[%1].id").arg(coverages.size() - 1));
    }

    void quote_withoutARequiredCoverageOrWithItTwice_namesTheField()
    {
        expectField(quote(withItem(autoBody(), QStringLiteral("coverages"), QJsonArray())),
                    QStringLiteral("items[0].coverages"));
        QJsonObject body = autoBody();
        QJsonArray coverages =
            body[QStringLiteral("items")][0][QStringLiteral("coverages")].toArray();
        coverages.append(coverages.at(0));
        expectField(quote(withItem(body, QStringLiteral("coverages"), coverages)),
                    QStringLiteral("items[0].coverages[%1].id").arg(coverages.size() - 1));
    }

    void quote_withAssistOutsideThePlan_namesTheField()
    {
        expectField(
            quote(withItem(autoBody(), QStringLiteral("assists"),
                           QJsonArray{QJsonObject{
                               {QStringLiteral("id"), QStringLiteral("as-x")},
                               {QStringLiteral("assistance_option_id"), QStringLiteral("y")}}})),
            QStringLiteral("items[0].assists[0].id"));
    }

    void quote_withWrongJsonTypes_namesEveryField()
    {
        QJsonObject body = autoBody();
        body.insert(QStringLiteral("lifetime_start"), 5);
        body.insert(QStringLiteral("policy_holder"), QJsonArray());
        body.insert(QStringLiteral("items"), QStringLiteral("x"));
        body.insert(QStringLiteral("plan_id"), true);
        const auto r = quote(body);
        for (const char *field : {"lifetime_start", "policy_holder", "items", "plan_id"})
            expectField(r, QLatin1String(field));
    }

    void quote_withSeveralBadFields_namesAllInOneAnswer()
    {
        QJsonObject body = withItem(autoBody(), QStringLiteral("plate"), QStringLiteral("???"));
        body = withItem(body, QStringLiteral("fuel_type"), QStringLiteral("steam"));
        body.insert(QStringLiteral("lifetime_end"), iso(today));
        const auto r = quote(body);
        for (const char *field : {"items[0].plate", "items[0].fuel_type", "lifetime_end"})
            expectField(r, QLatin1String(field));
    }

    void quote_withMalformedJson_isRejected()
    {
        const auto r =
            f->raw("POST", QStringLiteral("/v1/quotes"), "{\"quote_request_id\": ",
                   {{"Authorization", "Bearer " + token0}, {"Content-Type", "application/json"}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("malformed_json"));
        const auto notObject = f->raw("POST", QStringLiteral("/v1/quotes/request"), "[1]",
                                      {{"Authorization", "Bearer " + token0}});
        QCOMPARE(notObject.status, 400);
    }

    void quote_withoutOrWithUnknownQuoteRequest_isRejected()
    {
        QJsonObject body = autoBody();
        body.remove(QStringLiteral("quote_request_id"));
        expectField(quote(body), QStringLiteral("quote_request_id"));
        body.insert(QStringLiteral("quote_request_id"), QStringLiteral("qr-unknown"));
        QCOMPARE(quote(body).status, 404);
    }

    void quote_onAnotherBrokersQuoteRequest_isNotFound()
    {
        const auto r = quote(autoBody(), token1);
        QCOMPARE(r.status, 404);
        QCOMPARE(r.code(), QStringLiteral("not_found"));
    }

    void quote_unknownExtraFields_areKeptWithTheQuote()
    {
        QJsonObject body = withItem(autoBody(), QStringLiteral("color"), QStringLiteral("prata"));
        body.insert(QStringLiteral("campaign"), QStringLiteral("black-friday"));
        const auto r = quote(body);
        QCOMPARE(r.status, 200);
        const auto stored = f->sandbox().quotes().quote(f->broker(0).brokerId,
                                                        r.json[QStringLiteral("id")].toString());
        QVERIFY(stored.has_value());
        QCOMPARE(stored->request[QStringLiteral("campaign")].toString(),
                 QStringLiteral("black-friday"));
        QCOMPARE(stored->request[QStringLiteral("items")][0][QStringLiteral("color")].toString(),
                 QStringLiteral("prata"));
        QCOMPARE(stored->productType, 1);
        QCOMPARE(stored->lifetimeStart, today.addDays(1));
        QVERIFY(!f->sandbox().quotes().quote(f->broker(1).brokerId, stored->id).has_value());
    }
};

QTEST_GUILESS_MAIN(TestQuotes)
#include "tst_quotes.moc"
