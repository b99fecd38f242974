#include "domain/documents.h"
#include "validation/holders.h"
#include "validation/items.h"

#include <QTest>

using namespace brokerdesk::sandbox;

// Holders and items per product type (docs/contract.md shapes), checked directly: each error
// names its full JSON path.
class TestHolders : public QObject
{
    Q_OBJECT
    const QDate today{2026, 11, 22};

    static QJsonObject address()
    {
        return {{QStringLiteral("zip_code"), QStringLiteral("01310-100")},
                {QStringLiteral("street_name"), QStringLiteral("Av. Paulista")},
                {QStringLiteral("number"), QStringLiteral("1000")},
                {QStringLiteral("district_name"), QStringLiteral("Bela Vista")},
                {QStringLiteral("city_name"), QStringLiteral("São Paulo")},
                {QStringLiteral("state_code"), QStringLiteral("SP")}};
    }

    static QJsonObject person()
    {
        return {{QStringLiteral("first_name"), QStringLiteral("Ana")},
                {QStringLiteral("last_name"), QStringLiteral("Souza")},
                {QStringLiteral("cpf"), QStringLiteral("291.417.776-38")},
                {QStringLiteral("rg"), QStringLiteral("123456789")},
                {QStringLiteral("gender"), QStringLiteral("female")},
                {QStringLiteral("birth_date"), QStringLiteral("1988-04-12")},
                {QStringLiteral("marital_status"), QStringLiteral("widowed")},
                {QStringLiteral("occupation_name"), QStringLiteral("Engenheira")},
                {QStringLiteral("income_monthly"), 1250000},
                {QStringLiteral("contact"),
                 QJsonObject{{QStringLiteral("email"), QStringLiteral("ana@example.com")},
                             {QStringLiteral("mobile_phone"), QStringLiteral("+5511999990000")}}},
                {QStringLiteral("address"), address()}};
    }

    static QJsonObject company()
    {
        return {{QStringLiteral("cnpj"),
                 brokerdesk::documents::withCnpjCheckDigits(QStringLiteral("12ABC34501DE"))},
                {QStringLiteral("corporate_name"), QStringLiteral("Padaria Horizonte Ltda.")},
                {QStringLiteral("fantasy_name"), QStringLiteral("Pão Quente")},
                {QStringLiteral("address"), address()}};
    }

    static QJsonObject car()
    {
        return {{QStringLiteral("plate"), QStringLiteral("ABC1D23")},
                {QStringLiteral("chassis"), QStringLiteral("9BWZZZ377VT004251")},
                {QStringLiteral("brand_name"), QStringLiteral("Volkswagen")},
                {QStringLiteral("model_name"), QStringLiteral("Gol")},
                {QStringLiteral("model_year"), 2022},
                {QStringLiteral("manufacture_year"), 2021},
                {QStringLiteral("fipe_code"), QStringLiteral("005340-6")},
                {QStringLiteral("fuel_type"), QStringLiteral("flex")},
                {QStringLiteral("is_0km"), false}};
    }

    static QJsonObject with(QJsonObject o, const QString &key, const QJsonValue &value)
    {
        o.insert(key, value);
        return o;
    }

    QStringList holderErrors(const QJsonObject &holder, int type = 1)
    {
        JsonCheck check;
        checkHolder(check, holder, QStringLiteral("policy_holder"), type, today);
        QStringList fields;
        for (const FieldError &e : check.errors())
            fields << e.field;
        return fields;
    }

    QStringList itemErrors(const QJsonObject &item, int type)
    {
        JsonCheck check;
        checkItem(check, item, QStringLiteral("items[0]"), type, today);
        QStringList fields;
        for (const FieldError &e : check.errors())
            fields << e.field;
        return fields;
    }

private slots:
    void person_withEveryField_isValid()
    {
        QCOMPARE(holderErrors(person()), QStringList());
        QCOMPARE(holderErrors(person(), 5), QStringList());
    }

    void person_withOnlyRequiredFields_isValid()
    {
        QJsonObject p;
        for (const char *key : {"first_name", "last_name", "cpf", "birth_date"})
            p.insert(QLatin1String(key), person().value(QLatin1String(key)));
        QCOMPARE(holderErrors(p), QStringList());
    }

    void person_missingRequiredFields_namesEach()
    {
        const QStringList errors = holderErrors({});
        for (const char *field : {"first_name", "last_name", "cpf", "birth_date"})
            QVERIFY2(errors.contains(QStringLiteral("policy_holder.") + QLatin1String(field)),
                     field);
    }

    void person_withBadCpf_namesCpf()
    {
        QCOMPARE(holderErrors(with(person(), QStringLiteral("cpf"), QStringLiteral("29141777639"))),
                 QStringList{QStringLiteral("policy_holder.cpf")});
        QCOMPARE(holderErrors(with(person(), QStringLiteral("cpf"), QStringLiteral("11111111111"))),
                 QStringList{QStringLiteral("policy_holder.cpf")});
        QCOMPARE(holderErrors(with(person(), QStringLiteral("cpf"), 29141777638.0)),
                 QStringList{QStringLiteral("policy_holder.cpf")});
    }

    void person_outsideAge18To100OrBornInFuture_namesBirthDate()
    {
        for (const QString &d : {QStringLiteral("2010-01-01"), QStringLiteral("1920-01-01"),
                                 QStringLiteral("2027-01-01"), QStringLiteral("1988-02-30"),
                                 QStringLiteral("12/04/1988")})
            QCOMPARE(holderErrors(with(person(), QStringLiteral("birth_date"), d)),
                     QStringList{QStringLiteral("policy_holder.birth_date")});
        QCOMPARE(holderErrors(
                     with(person(), QStringLiteral("birth_date"), QStringLiteral("2008-11-22"))),
                 QStringList()); // 18 today
    }

    void person_withBadEnumsOrIncome_namesEach()
    {
        QJsonObject p = with(person(), QStringLiteral("gender"), QStringLiteral("other"));
        p = with(p, QStringLiteral("marital_status"), QStringLiteral("married-ish"));
        p = with(p, QStringLiteral("income_monthly"), -1);
        QCOMPARE(holderErrors(p), (QStringList{QStringLiteral("policy_holder.gender"),
                                               QStringLiteral("policy_holder.marital_status"),
                                               QStringLiteral("policy_holder.income_monthly")}));
    }

    void contactAndAddress_withBadValues_nameNestedPaths()
    {
        QJsonObject p =
            with(person(), QStringLiteral("contact"),
                 QJsonObject{{QStringLiteral("email"), QStringLiteral("ana.example.com")},
                             {QStringLiteral("phone"), QStringLiteral("call me")}});
        p = with(p, QStringLiteral("address"),
                 with(with(address(), QStringLiteral("zip_code"), QStringLiteral("0131")),
                      QStringLiteral("state_code"), QStringLiteral("XX")));
        QCOMPARE(holderErrors(p),
                 (QStringList{QStringLiteral("policy_holder.contact.email"),
                              QStringLiteral("policy_holder.contact.phone"),
                              QStringLiteral("policy_holder.address.zip_code"),
                              QStringLiteral("policy_holder.address.state_code")}));
        QCOMPARE(holderErrors(with(person(), QStringLiteral("address"), QStringLiteral("Rua A"))),
                 QStringList{QStringLiteral("policy_holder.address")});
    }

    void company_withAlphanumericCnpj_mayHoldAutoButNotLife()
    {
        QCOMPARE(holderErrors(company(), 1), QStringList());
        QCOMPARE(holderErrors(company(), 2), QStringList());
        for (int type : {3, 5, 6, 11, 12})
            QCOMPARE(holderErrors(company(), type),
                     QStringList{QStringLiteral("policy_holder.cnpj")});
    }

    void company_withBadCnpjOrWithoutName_namesEach()
    {
        QJsonObject c = with(company(), QStringLiteral("cnpj"), QStringLiteral("12ABC34501DE00"));
        c.remove(QStringLiteral("corporate_name"));
        QCOMPARE(holderErrors(c), (QStringList{QStringLiteral("policy_holder.cnpj"),
                                               QStringLiteral("policy_holder.corporate_name")}));
    }

    void auto_withOldOrMercosulPlate_isValid()
    {
        QCOMPARE(itemErrors(car(), 1), QStringList());
        QCOMPARE(itemErrors(with(car(), QStringLiteral("plate"), QStringLiteral("abc-1234")), 1),
                 QStringList());
    }

    void auto_withBadFields_namesEach()
    {
        QJsonObject c = with(car(), QStringLiteral("plate"), QStringLiteral("AB12345"));
        c = with(c, QStringLiteral("chassis"), QStringLiteral("9BWZZZ377VT00425"));
        c = with(c, QStringLiteral("fipe_code"), QStringLiteral("0053406"));
        c = with(c, QStringLiteral("fuel_type"), QStringLiteral("steam"));
        c = with(c, QStringLiteral("is_0km"), QStringLiteral("no"));
        QCOMPARE(
            itemErrors(c, 1),
            (QStringList{QStringLiteral("items[0].plate"), QStringLiteral("items[0].chassis"),
                         QStringLiteral("items[0].fipe_code"), QStringLiteral("items[0].fuel_type"),
                         QStringLiteral("items[0].is_0km")}));
    }

    void auto_years_mustBeConsistentAndNotInTheFuture()
    {
        QCOMPARE(itemErrors(with(car(), QStringLiteral("model_year"), 2020), 1),
                 QStringList{QStringLiteral("items[0].model_year")});
        QCOMPARE(itemErrors(with(car(), QStringLiteral("model_year"), 2023), 1),
                 QStringList{QStringLiteral("items[0].model_year")});
        QCOMPARE(itemErrors(with(with(car(), QStringLiteral("manufacture_year"), 2027),
                                 QStringLiteral("model_year"), 2027),
                            1),
                 QStringList{QStringLiteral("items[0].manufacture_year")});
        QCOMPARE(itemErrors(with(car(), QStringLiteral("is_0km"), true), 1),
                 QStringList{QStringLiteral("items[0].is_0km")});
    }

    void auto_drivers_areCheckedEach()
    {
        const QJsonArray drivers{
            QJsonObject{{QStringLiteral("first_name"), QStringLiteral("Rui")},
                        {QStringLiteral("cpf"), QStringLiteral("29141777638")}},
            QJsonObject{{QStringLiteral("first_name"), QStringLiteral("Lia")},
                        {QStringLiteral("cpf"), QStringLiteral("123")}},
            QStringLiteral("Zé")};
        QCOMPARE(itemErrors(with(car(), QStringLiteral("drivers"), drivers), 1),
                 (QStringList{QStringLiteral("items[0].drivers[2]"),
                              QStringLiteral("items[0].drivers[1].cpf")}));
    }

    void home_needsAddressAndKnownTypes()
    {
        const QJsonObject home{{QStringLiteral("address"), address()},
                               {QStringLiteral("property_type"), QStringLiteral("condo_house")},
                               {QStringLiteral("construction_type"), QStringLiteral("wood")}};
        QCOMPARE(itemErrors(home, 4), QStringList());
        QCOMPARE(
            itemErrors(
                with(QJsonObject(), QStringLiteral("property_type"), QStringLiteral("castle")), 4),
            (QStringList{QStringLiteral("items[0].address"),
                         QStringLiteral("items[0].property_type"),
                         QStringLiteral("items[0].construction_type")}));
    }

    void electronic_imeiNeedsLuhnAndInvoiceMustBePositive()
    {
        const QJsonObject phone{{QStringLiteral("imei"), QStringLiteral("490154203237518")},
                                {QStringLiteral("brand_name"), QStringLiteral("Samsung")},
                                {QStringLiteral("model_name"), QStringLiteral("Galaxy S24")},
                                {QStringLiteral("invoice_amount"), 459900}};
        QCOMPARE(itemErrors(phone, 8), QStringList());
        QCOMPARE(
            itemErrors(with(with(phone, QStringLiteral("imei"), QStringLiteral("490154203237519")),
                            QStringLiteral("invoice_amount"), 0),
                       8),
            (QStringList{QStringLiteral("items[0].imei"),
                         QStringLiteral("items[0].invoice_amount")}));
    }

    void travel_needsKnownDestinationAndOneToTenTravelers()
    {
        const QJsonObject ana{{QStringLiteral("first_name"), QStringLiteral("Ana")},
                              {QStringLiteral("last_name"), QStringLiteral("Souza")},
                              {QStringLiteral("birth_date"), QStringLiteral("2019-06-01")}};
        const QJsonObject trip{{QStringLiteral("destination"), QStringLiteral("oceania")},
                               {QStringLiteral("travelers"), QJsonArray{ana}}};
        QCOMPARE(itemErrors(trip, 12), QStringList());
        QCOMPARE(itemErrors(with(with(trip, QStringLiteral("destination"), QStringLiteral("mars")),
                                 QStringLiteral("travelers"), QJsonArray()),
                            12),
                 (QStringList{QStringLiteral("items[0].destination"),
                              QStringLiteral("items[0].travelers")}));
        QJsonArray eleven;
        for (int i = 0; i < 11; ++i)
            eleven.append(ana);
        QCOMPARE(itemErrors(with(trip, QStringLiteral("travelers"), eleven), 12),
                 QStringList{QStringLiteral("items[0].travelers")});
        QJsonObject noBirth = ana;
        noBirth.remove(QStringLiteral("birth_date"));
        QCOMPARE(itemErrors(with(trip, QStringLiteral("travelers"), QJsonArray{ana, noBirth}), 12),
                 QStringList{QStringLiteral("items[0].travelers[1].birth_date")});
    }

    void beneficiaries_mustShareOneHundredPercent()
    {
        const auto b = [](const QJsonValue &percent) {
            return QJsonObject{{QStringLiteral("name"), QStringLiteral("Rui")},
                               {QStringLiteral("relationship"), QStringLiteral("child")},
                               {QStringLiteral("percent"), percent}};
        };
        for (int type : {5, 6, 11}) {
            QCOMPARE(itemErrors({}, type), QStringList()); // the legal heirs
            QCOMPARE(itemErrors(with({}, QStringLiteral("beneficiaries"), QJsonArray{b(50), b(50)}),
                                type),
                     QStringList());
            QCOMPARE(itemErrors(with({}, QStringLiteral("beneficiaries"), QJsonArray{b(50), b(40)}),
                                type),
                     QStringList{QStringLiteral("items[0].beneficiaries")});
            QCOMPARE(itemErrors(with({}, QStringLiteral("beneficiaries"),
                                     QJsonArray{b(QStringLiteral("50%")), b(50)}),
                                type),
                     QStringList{QStringLiteral("items[0].beneficiaries[0].percent")});
        }
    }

    void otherTypes_acceptAnyKeyValues()
    {
        const QJsonObject anything{
            {QStringLiteral("cnae"), QStringLiteral("4711-3/02")},
            {QStringLiteral("employees"), 12},
            {QStringLiteral("nested"), QJsonObject{{QStringLiteral("a"), true}}}};
        for (int type : {2, 3, 7, 9, 10})
            QCOMPARE(itemErrors(anything, type), QStringList());
    }

    void wrongJsonTypes_areNamedNotCrashed()
    {
        QJsonObject c = with(car(), QStringLiteral("plate"), 1234);
        c = with(c, QStringLiteral("model_year"), QStringLiteral("2022"));
        c = with(c, QStringLiteral("drivers"), QJsonObject());
        QCOMPARE(itemErrors(c, 1), (QStringList{QStringLiteral("items[0].plate"),
                                                QStringLiteral("items[0].model_year"),
                                                QStringLiteral("items[0].drivers")}));
        QCOMPARE(itemErrors(with({}, QStringLiteral("travelers"), 3.5), 12),
                 (QStringList{QStringLiteral("items[0].destination"),
                              QStringLiteral("items[0].travelers")}));
    }
};

QTEST_GUILESS_MAIN(TestHolders)
#include "tst_holders.moc"
