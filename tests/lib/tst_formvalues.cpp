#include "domain/bankaccount.h"
#include "domain/holder.h"
#include "domain/items.h"
#include "domain/quoteditem.h"
#include "domain/salecomplement.h"

#include <QJsonDocument>
#include <QTest>

using namespace brokerdesk::domain;

// What the desk's forms send (holders, addresses, insured items, coverage choices, a sale's
// complement, a bank account): each decodes, writes back the very object it came from, and a
// wrong type is reported by its JSON path.
class TestFormValues : public QObject
{
    Q_OBJECT

    // JSON written with single quotes, so samples read cleanly in C++ (and moc, which does not
    // understand raw strings, parses this file).
    static QJsonObject js(const char *text)
    {
        QByteArray json(text);
        json.replace('\'', '"');
        const QJsonDocument doc = QJsonDocument::fromJson(json);
        if (!doc.isObject())
            qWarning("not a JSON object: %s", text);
        return doc.object();
    }

    template <typename T> static T decode(const QJsonObject &json)
    {
        Decoded<T> d = fromJson<T>(json);
        if (!d)
            qWarning("%s", qPrintable(d.error().message()));
        return d ? d.value() : T{};
    }

    template <typename T> static QString problem(const QJsonObject &json)
    {
        const Decoded<T> d = fromJson<T>(json);
        return d ? QString() : d.error().message();
    }

    static QJsonObject person()
    {
        return js("{'first_name': 'Ana', 'last_name': 'Souza', 'cpf': '29141777638', "
                  "'birth_date': '1988-04-12', 'gender': 'female', 'marital_status': 'married', "
                  "'rg': '123456789', "
                  "'contact': {'email': 'ana@example.com', 'phone': '+5511999990000', "
                  "'mobile_phone': '+5511988880000'}, "
                  "'address': {'zip_code': '01310100', 'street_name': 'Av. Paulista', "
                  "'number': '1000', 'district_name': 'Bela Vista', 'city_name': 'São Paulo', "
                  "'state_code': 'SP'}}");
    }

private slots:
    void personHolder_decodesItsFields_andWritesTheSameObjectBack()
    {
        const Holder h = decode<Holder>(person());
        QCOMPARE(h.kind, HolderKind::Person);
        QCOMPARE(h.firstName, QStringLiteral("Ana"));
        QCOMPARE(h.birthDate, QDate(1988, 4, 12));
        QCOMPARE(h.maritalStatus, QStringLiteral("married"));
        QCOMPARE(h.contact.phone, QStringLiteral("+5511999990000"));
        QCOMPARE(h.address.districtName, QStringLiteral("Bela Vista"));
        QVERIFY(h.address.complement.isEmpty());
        QCOMPARE(h.extra.value(QStringLiteral("rg")).toString(), QStringLiteral("123456789"));
        QCOMPARE(toJson(h), person());
        QCOMPARE(displayName(h), QStringLiteral("Ana Souza"));
    }

    void companyHolder_isTheOneWithACnpj_andLeavesAnEmptyTradeNameOut()
    {
        const QJsonObject json =
            js("{'cnpj': '11222333000181', 'corporate_name': 'Padaria Estrela Ltda', "
               "'address': {'zip_code': '01310100', 'street_name': 'Rua A', 'number': '1', "
               "'complement': 'loja 2', 'city_name': 'São Paulo', 'state_code': 'SP'}}");
        const Holder h = decode<Holder>(json);
        QCOMPARE(h.kind, HolderKind::Company);
        QCOMPARE(h.corporateName, QStringLiteral("Padaria Estrela Ltda"));
        QCOMPARE(h.address.complement, QStringLiteral("loja 2"));
        QCOMPARE(toJson(h), json);
        QCOMPARE(displayName(h), QStringLiteral("Padaria Estrela Ltda"));
        Holder traded = h;
        traded.fantasyName = QStringLiteral("Estrela");
        QCOMPARE(toJson(traded).value(QStringLiteral("fantasy_name")).toString(),
                 QStringLiteral("Estrela"));
    }

    void emptyHolder_stillWritesTheFieldsTheFormAlwaysSends()
    {
        // As the form has it, so the service answers for each missing one.
        QCOMPARE(toJson(Holder{}),
                 js("{'first_name': '', 'last_name': '', 'cpf': '', 'birth_date': '', "
                    "'gender': '', 'marital_status': '', "
                    "'address': {'zip_code': '', 'street_name': '', 'number': '', "
                    "'city_name': '', 'state_code': ''}}"));
        Holder company;
        company.kind = HolderKind::Company;
        QCOMPARE(toJson(company), js("{'cnpj': '', 'corporate_name': '', "
                                     "'address': {'zip_code': '', 'street_name': '', 'number': '', "
                                     "'city_name': '', 'state_code': ''}}"));
        Holder reachable;
        reachable.contact.email = QStringLiteral("ana@example.com");
        QCOMPARE(toJson(reachable).value(QStringLiteral("contact")).toObject(),
                 js("{'email': 'ana@example.com'}"));
    }

    void displayName_joinsWhatThereIs()
    {
        Holder h;
        h.firstName = QStringLiteral("Ana");
        QCOMPARE(displayName(h), QStringLiteral("Ana"));
        QCOMPARE(displayName(Holder{}), QString());
    }

    void policyHolderOf_readsTheHolderOfABody_whateverElseItHolds()
    {
        QJsonObject body = js("{'quote_request_id': 'qr-1', 'items': [{'plate': 'ABC1D23'}]}");
        body.insert(QStringLiteral("policy_holder"), person());
        const Decoded<Holder> h = policyHolderOf(body);
        QVERIFY(h);
        QCOMPARE(h.value().lastName, QStringLiteral("Souza"));
        QVERIFY(policyHolderOf(js("{'id': 'po-1'}")));
        const Decoded<Holder> wrong = policyHolderOf(
            js("{'policy_holder': {'first_name': 'Ana', 'birth_date': '12/04/1988'}}"));
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().message(),
                 QStringLiteral("policy_holder.birth_date: expected a date as YYYY-MM-DD"));
    }

    void vehicle_keepsAnOptionalFieldThatWasSent_evenEmpty()
    {
        const QJsonObject json =
            js("{'plate': 'ABC1D23', 'brand_name': 'Volkswagen', 'model_name': 'Gol', "
               "'model_year': 2024, 'manufacture_year': 2023, 'fuel_type': 'flex', "
               "'is_0km': false, 'chassis': '', 'drivers': [{'name': 'Ana'}]}");
        const Vehicle v = decode<Vehicle>(json);
        QCOMPARE(v.modelYear, 2024);
        QVERIFY(!v.isNew);
        QVERIFY(v.chassis && v.chassis->isEmpty());
        QVERIFY(!v.fipeCode);
        QCOMPARE(toJson(v), json);
        QCOMPARE(toJson(InsuredItem(v)), json);
    }

    void homeTravelElectronicAndBeneficiaries_roundTrip()
    {
        const QJsonObject home =
            js("{'address': {'zip_code': '01310100', 'street_name': 'Av. Paulista', "
               "'number': '1000', 'city_name': 'São Paulo', 'state_code': 'SP'}, "
               "'property_type': 'apartment', 'construction_type': 'masonry'}");
        QCOMPARE(decode<Home>(home).address.number, QStringLiteral("1000"));
        QCOMPARE(toJson(decode<Home>(home)), home);

        const QJsonObject travel =
            js("{'destination': 'europe', 'travelers': [{'first_name': 'Ana', 'last_name': "
               "'Souza', 'birth_date': '1988-04-12'}, {'first_name': 'Rui', 'last_name': 'Souza', "
               "'birth_date': '2015-03-10'}]}");
        const Travel t = decode<Travel>(travel);
        QCOMPARE(t.travelers.size(), 2);
        QCOMPARE(t.travelers[1].birthDate, QDate(2015, 3, 10));
        QCOMPARE(toJson(t), travel);

        const QJsonObject electronic = js("{'brand_name': 'Samsung', 'model_name': 'Galaxy S24', "
                                          "'invoice_amount': 459900, 'imei': '490154203237518'}");
        const Electronic e = decode<Electronic>(electronic);
        QVERIFY(e.invoiceAmount);
        QCOMPARE(e.invoiceAmount->cents(), 459900);
        QCOMPARE(toJson(e), electronic);
        Electronic bare;
        bare.brandName = QStringLiteral("Samsung");
        QCOMPARE(toJson(bare), js("{'brand_name': 'Samsung', 'model_name': ''}"));

        const QJsonObject people =
            js("{'beneficiaries': [{'name': 'Rui', 'relationship': 'son', 'percent': 62.5}, "
               "{'name': 'Eva', 'relationship': 'daughter', 'percent': 37.5}]}");
        const Beneficiaries b = decode<Beneficiaries>(people);
        QCOMPARE(b.people[0].percent, 62.5);
        QCOMPARE(toJson(b), people);
        QCOMPARE(toJson(Beneficiaries{}), js("{'beneficiaries': []}"));
    }

    void keyValueItem_sendsIntegersAsNumbers_andLeavesEmptyKeysOut()
    {
        KeyValueItem item;
        item.fields = {{QStringLiteral("employees"), QStringLiteral("12")},
                       {QStringLiteral("activity"), QStringLiteral("bakery")},
                       {QString(), QStringLiteral("lost")},
                       {QStringLiteral("área"), QStringLiteral("12.5")}};
        const QJsonObject json = toJson(item);
        QCOMPARE(json, js("{'employees': 12, 'activity': 'bakery', 'área': '12.5'}"));
        const Decoded<KeyValueItem> back = keyValueItemFromJson(json);
        QVERIFY(back);
        QCOMPARE(toJson(back.value()), json);
        const Decoded<KeyValueItem> wrong = keyValueItemFromJson(js("{'insured': true}"));
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().message(),
                 QStringLiteral("insured: expected a string or an integer"));
    }

    void insuredItem_decodesAsItsProductTypesShape()
    {
        QCOMPARE(itemShape(ProductType::Auto), ItemShape::Vehicle);
        QCOMPARE(itemShape(ProductType::Funeral), ItemShape::Beneficiaries);
        QCOMPARE(itemShape(ProductType::Business), ItemShape::KeyValues);
        const QJsonObject json = js("{'destination': 'asia', 'travelers': []}");
        const Decoded<InsuredItem> travel = insuredItemFromJson(ItemShape::Travel, json);
        QVERIFY(travel);
        QVERIFY(std::holds_alternative<Travel>(travel.value()));
        QCOMPARE(toJson(travel.value()), json);
        const Decoded<InsuredItem> pairs = insuredItemFromJson(ItemShape::KeyValues, json);
        QVERIFY(!pairs); // travelers is no plain value
        QCOMPARE(insuredItemFromJson(ItemShape::Vehicle, js("{'is_0km': 'no'}")).error().message(),
                 QStringLiteral("is_0km: expected true or false"));
    }

    void quotedItem_writesTheChoicesOverTheInsuredItem()
    {
        QuotedItem q;
        CoverageChoice c;
        c.id = QStringLiteral("cv-coll");
        c.coverageOptionId = QStringLiteral("cv-coll-fipe100");
        c.insuredAmount = Money::fromCents(1000000);
        q.coverages = {c};
        q.extra = js("{'plate': 'ABC1D23'}");
        const QJsonObject json = toJson(q);
        QCOMPARE(json, js("{'plate': 'ABC1D23', 'assists': [], 'coverages': [{'id': 'cv-coll', "
                          "'coverage_option_id': 'cv-coll-fipe100', 'insured_amount': 1000000}]}"));
        const QuotedItem back = decode<QuotedItem>(json);
        QCOMPARE(back.coverages[0].insuredAmount.cents(), 1000000);
        QCOMPARE(back.extra, js("{'plate': 'ABC1D23'}"));
        QCOMPARE(toJson(back), json);
        AssistChoice a;
        a.id = QStringLiteral("as-tow");
        QCOMPARE(toJson(a), js("{'id': 'as-tow', 'assistance_option_id': ''}"));
    }

    void saleComplement_isLeftOutWhenItAddsNothing()
    {
        QCOMPARE(toJson(SaleComplement{}), QJsonObject());
        SaleComplement c;
        c.policyHolder.contact.phone = QStringLiteral("+5511999990000");
        const QJsonObject json = toJson(c);
        QCOMPARE(json, js("{'policy_holder': {'contact': {'phone': '+5511999990000'}}}"));
        QCOMPARE(decode<SaleComplement>(json).policyHolder.contact.phone,
                 QStringLiteral("+5511999990000"));
        QCOMPARE(toJson(decode<SaleComplement>(json)), json);
    }

    void bankAccount_writesEveryField()
    {
        BankAccount account;
        account.bankCode = QStringLiteral("341");
        const QJsonObject json = toJson(account);
        QCOMPARE(json,
                 js("{'bank_code': '341', 'agency': '', 'account': '', 'account_digit': ''}"));
        QCOMPARE(toJson(decode<BankAccount>(json)), json);
    }

    void wrongType_namesTheFieldPathAndTheProblem()
    {
        QCOMPARE(problem<Holder>(js("{'first_name': 'Ana', 'address': {'number': 12}}")),
                 QStringLiteral("address.number: expected a string"));
        QCOMPARE(problem<Holder>(js("{'cnpj': '1', 'contact': ['a']}")),
                 QStringLiteral("contact: expected an object"));
        QCOMPARE(problem<Vehicle>(js("{'model_year': '2024'}")),
                 QStringLiteral("model_year: expected an integer"));
        QCOMPARE(problem<Travel>(js("{'travelers': [{'first_name': 'Ana'}, {'birth_date': 1}]}")),
                 QStringLiteral("travelers[1].birth_date: expected a string"));
        QCOMPARE(problem<Electronic>(js("{'invoice_amount': 4599.5}")),
                 QStringLiteral("invoice_amount: expected an integer number of cents"));
        QCOMPARE(problem<Beneficiaries>(js("{'beneficiaries': [{'percent': '50'}]}")),
                 QStringLiteral("beneficiaries[0].percent: expected a number"));
        QCOMPARE(
            problem<QuotedItem>(js("{'coverages': [{'id': 'c', 'insured_amount': 10.5}]}")),
            QStringLiteral("coverages[0].insured_amount: expected an integer number of cents"));
        QCOMPARE(problem<SaleComplement>(js("{'policy_holder': {'contact': {'email': 7}}}")),
                 QStringLiteral("policy_holder.contact.email: expected a string"));
        QCOMPARE(problem<BankAccount>(js("{'agency': 1234}")),
                 QStringLiteral("agency: expected a string"));
    }
};

QTEST_MAIN(TestFormValues)
#include "tst_formvalues.moc"
