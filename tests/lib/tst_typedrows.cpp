#include "domain/cashflow.h"
#include "domain/cashflowtext.h"
#include "domain/policy.h"
#include "models/listcolumn.h"
#include "models/listrecord.h"

#include <QJsonArray>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::domain;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// A policy as the sandbox lists it: product-dependent holder and item, and what was quoted.
QJsonObject listedPolicy()
{
    const QJsonObject address{{s("zip_code"), s("01310100")},
                              {s("street_name"), s("Av. Paulista")},
                              {s("number"), s("1000")},
                              {s("city_name"), s("São Paulo")},
                              {s("state_code"), s("SP")}};
    const QJsonObject holder{{s("first_name"), s("Ana")},
                             {s("last_name"), s("Souza")},
                             {s("cpf"), s("52998224725")},
                             {s("birth_date"), s("1990-05-17")},
                             {s("contact"), QJsonObject{{s("email"), s("ana@example.com")},
                                                        {s("mobile_phone"), s("11987654321")}}},
                             {s("address"), address}};
    const QJsonObject quoted{
        {s("coverages"), QJsonArray{QJsonObject{{s("id"), s("cov-1")},
                                                {s("coverage_option_id"), s("")},
                                                {s("insured_amount"), 5000000}}}},
        {s("assists"), QJsonArray{}},
        {s("brand_name"), s("Volkswagen")}};
    return {{s("id"), s("p-1")},
            {s("status"), 1},
            {s("broker_product_id"), s("bp-1")},
            {s("product_type"), int(ProductType::Auto)},
            {s("policy_holder"), holder},
            {s("lifetime_start"), s("2026-01-01")},
            {s("lifetime_end"), s("2027-01-01")},
            {s("total_amount"), 200000},
            {s("plan_id"), s("plan-1")},
            {s("items"), QJsonArray{quoted}},
            {s("item"), QJsonObject{{s("plate"), s("BRA2E19")},
                                    {s("chassis"), s("9BWZZZ377VT004251")},
                                    {s("brand_name"), s("Volkswagen")},
                                    {s("model_name"), s("Gol")},
                                    {s("model_year"), 2022}}}};
}

Policy decodedPolicy()
{
    const Decoded<Policy> p = fromJson<Policy>(listedPolicy());
    if (!p)
        qFatal("the example policy does not decode: %s", qPrintable(p.error().message()));
    return p.value();
}

} // namespace

class TestTypedRows : public QObject
{
    Q_OBJECT
private slots:
    void policy_readsItsProductTypeAndWritesItBack()
    {
        const Policy p = decodedPolicy();
        QCOMPARE(p.productType, ProductType::Auto);
        QVERIFY(!p.extra.contains(s("product_type")));
        const QJsonObject written = toJson(p);
        QCOMPARE(written.value(s("product_type")).toInt(), int(ProductType::Auto));
        for (const char *kept : {"plan_id", "items", "item"}) // what the desk does not type
            QCOMPARE(written.value(s(kept)), listedPolicy().value(s(kept)));
        Policy none;
        none.id = s("p-2");
        QVERIFY(!toJson(none).contains(s("product_type"))); // an unknown type is not made up
    }

    void holderOf_readsTheProductDependentHolderByName()
    {
        const HolderFacts h = holderOf(decodedPolicy());
        QCOMPARE(h.name, s("Ana Souza"));
        QCOMPARE(h.cpf, s("52998224725"));
        QVERIFY(h.cnpj.isEmpty());
        QCOMPARE(h.birthDate, QDate(1990, 5, 17));
        QCOMPARE(h.email, s("ana@example.com"));
        QVERIFY(h.phone.isEmpty());
        QCOMPARE(h.mobilePhone, s("11987654321"));
        QVERIFY(h.address);
        QCOMPARE(h.address->cityName, s("São Paulo"));
        QCOMPARE(h.address->zipCode, s("01310100"));
    }

    void holderFacts_ofAHolderWithoutThem_areEmpty_andAMistypedFieldReadsEmpty()
    {
        const HolderFacts h = holderFacts(QJsonObject{{s("corporate_name"), s("Acme Ltda")},
                                                      {s("cnpj"), s("11222333000181")},
                                                      {s("birth_date"), 19900517},
                                                      {s("address"), QJsonObject{}}});
        QCOMPARE(h.name, s("Acme Ltda"));
        QCOMPARE(h.cnpj, s("11222333000181"));
        QVERIFY(!h.birthDate.isValid());
        QVERIFY(h.email.isEmpty());
        QVERIFY(!h.address); // an empty address is none
    }

    void insuredItemOf_readsTheItemTheSaleCompleted()
    {
        const InsuredItemFacts item = insuredItemOf(decodedPolicy());
        QCOMPARE(item.plate, s("BRA2E19"));
        QCOMPARE(item.chassis, s("9BWZZZ377VT004251"));
        QVERIFY(item.imei.isEmpty());
        QCOMPARE(item.brandName, s("Volkswagen"));
        QCOMPARE(item.modelName, s("Gol"));
        QCOMPARE(item.modelYear, std::optional<int>(2022));
        QVERIFY(!item.address);
        QVERIFY(!insuredItemOf(Policy{}).modelYear);
    }

    void quotedItemAndPlan_areWhatThePolicyCarries_orNothing()
    {
        const Policy p = decodedPolicy();
        QCOMPARE(quotedPlanOf(p), s("plan-1"));
        const std::optional<QuotedItem> item = quotedItemOf(p);
        QVERIFY(item);
        QCOMPARE(item->coverages.size(), 1);
        QCOMPARE(item->coverages.first().id, s("cov-1"));
        QCOMPARE(item->extra.value(s("brand_name")).toString(), s("Volkswagen"));
        QCOMPARE(soldItemOf(p).value(s("plate")).toString(), s("BRA2E19"));
        QVERIFY(!quotedItemOf(Policy{}));
        QVERIFY(quotedPlanOf(Policy{}).isEmpty());
    }

    void sameAs_seesAnyFieldThatDiffers()
    {
        const Policy a = decodedPolicy();
        Policy b = a;
        QVERIFY(sameAs(a, b));
        b.extra.insert(s("item"), QJsonObject{{s("plate"), s("ABC1D23")}});
        QVERIFY(!sameAs(a, b));
        b = a;
        b.status = PolicyStatus::Canceled;
        QVERIFY(!sameAs(a, b));
    }

    void decodeAll_leavesOutWhatIsNoT()
    {
        const QList<Policy> policies =
            decodeAll<Policy>({listedPolicy(), QJsonObject{{s("status"), 1}}, // no id
                               QJsonObject{{s("id"), s("p-3")}}});
        QCOMPARE(policies.size(), 2);
        QCOMPARE(policies.at(0).id, s("p-1"));
        QCOMPARE(policies.at(1).id, s("p-3"));
    }

    void cashFlowRecord_typedDayAndSequence_areTheWireOnes_data()
    {
        QTest::addColumn<QJsonObject>("record");
        const QJsonObject base{{s("id"), s("r")},
                               {s("amount"), 1000},
                               {s("category"), s("BrokerCommission")},
                               {s("date"), s("2026-03-02T15:00:00Z")}};
        QJsonObject parceled = base;
        parceled.insert(s("is_parceled"), true);
        parceled.insert(s("installment_number"), 3);
        parceled.insert(s("installment_total"), 12);
        parceled.insert(s("date_cash_in_out_forecast"), s("2026-04-10"));
        QTest::newRow("an installment due") << parceled;
        QJsonObject paid = base;
        paid.insert(s("is_paid"), true);
        paid.insert(s("is_recurrence"), true);
        paid.insert(s("recurrence_sequence_number"), 4);
        paid.insert(s("date_cash_in_out"), s("2026-03-05T02:30:00Z"));
        QTest::newRow("a recurrence paid") << paid;
        QTest::newRow("neither, by its creation") << base;
    }
    void cashFlowRecord_typedDayAndSequence_areTheWireOnes()
    {
        QFETCH(QJsonObject, record);
        const Decoded<CashFlowRecord> typed = fromJson<CashFlowRecord>(record);
        QVERIFY2(typed.ok(), qPrintable(typed.ok() ? QString() : typed.error().message()));
        QCOMPARE(cashDay(typed.value()), cashDay(record));
        QCOMPARE(CashFlowText::sequenceOf(typed.value()), CashFlowText::sequence(record));
    }

    void columns_byName_areTheListsColumnsInTheirPlace()
    {
        const QList<models::ListColumn> policies = models::policyColumns();
        QCOMPARE(policies.size(), models::indexOf(models::PolicyColumn::Id) + 1);
        QCOMPARE(models::policyColumn(models::PolicyColumn::Premium).key, s("total_amount"));
        QCOMPARE(policies.at(models::indexOf(models::PolicyColumn::Premium)).header,
                 models::policyColumn(models::PolicyColumn::Premium).header);
        QCOMPARE(models::affinityColumns().size(), models::indexOf(models::AffinityColumn::Id) + 1);
        QCOMPARE(models::affinityColumn(models::AffinityColumn::Plan).key, s("plan_id"));
        QCOMPARE(models::cashFlowColumns().size(),
                 models::indexOf(models::CashFlowColumn::Forecast) + 1);
        QCOMPARE(models::cashFlowColumn(models::CashFlowColumn::Amount).key, s("amount"));
        QCOMPARE(models::cashFlowColumn(models::CashFlowColumn::Deductions).key,
                 s("amount_deductions"));
    }

    void columnOf_showsTheRowAsItsDomainValue_andNothingForWhatIsNone()
    {
        const models::ListColumn plate = models::columnOf<Policy>(
            s("Plate"), policykey::item, [](const Policy &p) { return insuredItemOf(p).plate; });
        QCOMPARE(plate.key, s("item"));
        QCOMPARE(plate.displayText(listedPolicy()), s("BRA2E19"));
        QVERIFY(plate.displayText(QJsonObject{{s("status"), 1}}).isEmpty());
        QVERIFY(plate.displayText(QJsonObject{}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTypedRows)
#include "tst_typedrows.moc"
