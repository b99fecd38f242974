#include "salesflow.h"

#include <QDate>
#include <QSet>
#include <QTest>

// POST and GET /v1/leads: validation naming each field, paging like every list, and one
// broker's leads invisible to the other (also through a quote request's lead_id).
class TestLeads : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token0;
    QByteArray token1;

    static QJsonObject fullLead()
    {
        return {{QStringLiteral("name"), QStringLiteral("João da Silva")},
                {QStringLiteral("email"), QStringLiteral("joao@example.com")},
                {QStringLiteral("phone"), QStringLiteral("+5511988887777")},
                {QStringLiteral("cpf"), QStringLiteral("291.417.776-38")},
                {QStringLiteral("birth_date"), QStringLiteral("1985-06-30")},
                {QStringLiteral("gender"), QStringLiteral("male")},
                {QStringLiteral("marital_status"), QStringLiteral("married")},
                {QStringLiteral("children"), 2},
                {QStringLiteral("income_monthly"), 850000},
                {QStringLiteral("address"),
                 QJsonObject{{QStringLiteral("zip_code"), QStringLiteral("30130-010")},
                             {QStringLiteral("street_name"), QStringLiteral("Rua da Bahia")},
                             {QStringLiteral("number"), QStringLiteral("1148")},
                             {QStringLiteral("city_name"), QStringLiteral("Belo Horizonte")},
                             {QStringLiteral("state_code"), QStringLiteral("MG")}}}};
    }
    SandboxFixture::Reply createLead(const QJsonObject &body, const QByteArray &token)
    {
        return f->post(QStringLiteral("/v1/leads"), body, token);
    }
    QString minimalLead(const QString &name, const QByteArray &token)
    {
        return createLead({{QStringLiteral("name"), name},
                           {QStringLiteral("email"), QStringLiteral("x@example.com")}},
                          token)
            .json[QStringLiteral("id")]
            .toString();
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token0 = f->token(0);
        token1 = f->token(1);
    }

    void create_keepsThePersonsData_andListsItFirst()
    {
        const auto created = createLead(fullLead(), token0);
        QCOMPARE(created.status, 200);
        const QString id = created.json[QStringLiteral("id")].toString();
        QVERIFY(!id.isEmpty());
        QCOMPARE(created.json[QStringLiteral("cpf")].toString(), QStringLiteral("291.417.776-38"));
        QCOMPARE(created.json[QStringLiteral("children")].toInt(), 2);
        QCOMPARE(created.json[QStringLiteral("income_monthly")].toInteger(), 850000);
        QCOMPARE(created.json[QStringLiteral("address")][QStringLiteral("state_code")].toString(),
                 QStringLiteral("MG"));

        const auto list = f->get(QStringLiteral("/v1/leads"), token0);
        QCOMPARE(list.status, 200);
        QCOMPARE(list.json[QStringLiteral("total")].toInt(), 1);
        QCOMPARE(list.json[QStringLiteral("items")][0].toObject(), created.json);
    }

    void create_withOnlyNameAndEmail_isEnough()
    {
        const auto r = createLead({{QStringLiteral("name"), QStringLiteral("Ana")},
                                   {QStringLiteral("email"), QStringLiteral("ana@example.com")}},
                                  token0);
        QCOMPARE(r.status, 200);
        QVERIFY(!r.json.contains(QStringLiteral("phone")));
    }

    void create_withoutNameOrEmail_namesBothFields()
    {
        const auto r =
            createLead({{QStringLiteral("phone"), QStringLiteral("+5511988887777")}}, token0);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("validation_failed"));
        QCOMPARE(r.fields(), (QStringList{QStringLiteral("name"), QStringLiteral("email")}));
    }

    void create_withWrongPersonalData_namesEachField()
    {
        QJsonObject body = fullLead();
        body.insert(QStringLiteral("email"), QStringLiteral("joao-at-example"));
        body.insert(QStringLiteral("phone"), QStringLiteral("call me"));
        body.insert(QStringLiteral("cpf"), QStringLiteral("111.111.111-12"));
        body.insert(QStringLiteral("birth_date"),
                    QDate::currentDate().addYears(-10).toString(Qt::ISODate));
        body.insert(QStringLiteral("gender"), QStringLiteral("x"));
        body.insert(QStringLiteral("marital_status"), QStringLiteral("engaged"));
        body.insert(QStringLiteral("children"), -1);
        body.insert(QStringLiteral("income_monthly"), QStringLiteral("lots"));
        QJsonObject address = body.value(QStringLiteral("address")).toObject();
        address.insert(QStringLiteral("state_code"), QStringLiteral("XX"));
        body.insert(QStringLiteral("address"), address);
        const auto r = createLead(body, token0);
        QCOMPARE(r.status, 400);
        const QStringList named = r.fields();
        const QSet<QString> fields(named.begin(), named.end());
        const QSet<QString> expected{QStringLiteral("email"),
                                     QStringLiteral("phone"),
                                     QStringLiteral("cpf"),
                                     QStringLiteral("birth_date"),
                                     QStringLiteral("gender"),
                                     QStringLiteral("marital_status"),
                                     QStringLiteral("children"),
                                     QStringLiteral("income_monthly"),
                                     QStringLiteral("address.state_code")};
        QCOMPARE(fields, expected);
        QCOMPARE(f->get(QStringLiteral("/v1/leads"), token0).json[QStringLiteral("total")].toInt(),
                 0);
    }

    void create_withCpfAndCnpj_namesTheCnpj()
    {
        QJsonObject body = fullLead();
        body.insert(QStringLiteral("cnpj"), QStringLiteral("11.222.333/0001-81"));
        const auto r = createLead(body, token0);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.fields(), QStringList{QStringLiteral("cnpj")});
    }

    void list_pagesByNumberAndByCursor_newestFirst()
    {
        for (int i = 1; i <= 5; ++i)
            QVERIFY(!minimalLead(QStringLiteral("Lead %1").arg(i), token0).isEmpty());
        const auto page2 = f->get(QStringLiteral("/v1/leads?rows=2&page=2"), token0);
        QCOMPARE(page2.status, 200);
        QCOMPARE(page2.json[QStringLiteral("total")].toInt(), 5);
        QCOMPARE(page2.json[QStringLiteral("items")][0][QStringLiteral("name")].toString(),
                 QStringLiteral("Lead 3"));

        QStringList walked;
        QString cursor;
        do {
            const auto r =
                f->get(QStringLiteral("/v1/leads?rows=2") +
                           (cursor.isEmpty() ? QString() : QStringLiteral("&cursor=") + cursor),
                       token0);
            QCOMPARE(r.status, 200);
            for (const QJsonValue &lead : r.json[QStringLiteral("items")].toArray())
                walked << lead[QStringLiteral("name")].toString();
            cursor = r.json[QStringLiteral("cursor")].toString();
        } while (!cursor.isEmpty());
        QCOMPARE(walked, (QStringList{QStringLiteral("Lead 5"), QStringLiteral("Lead 4"),
                                      QStringLiteral("Lead 3"), QStringLiteral("Lead 2"),
                                      QStringLiteral("Lead 1")}));

        const auto bad = f->get(QStringLiteral("/v1/leads?rows=0"), token0);
        QCOMPARE(bad.status, 400);
        QCOMPARE(bad.code(), QStringLiteral("invalid_query"));
    }

    void brokers_seeOnlyTheirOwnLeads_andTheirCursors()
    {
        minimalLead(QStringLiteral("Of broker one"), token0);
        minimalLead(QStringLiteral("Also of broker one"), token0);
        const auto theirs = f->get(QStringLiteral("/v1/leads"), token1);
        QCOMPARE(theirs.status, 200);
        QCOMPARE(theirs.json[QStringLiteral("total")].toInt(), 0);
        const QString cursor = f->get(QStringLiteral("/v1/leads?rows=1"), token0)
                                   .json[QStringLiteral("cursor")]
                                   .toString();
        QVERIFY(!cursor.isEmpty());
        const auto foreign = f->get(QStringLiteral("/v1/leads?rows=1&cursor=") + cursor, token1);
        QCOMPARE(foreign.status, 400);
        QCOMPARE(foreign.code(), QStringLiteral("invalid_cursor"));
    }

    void quoteRequest_withOwnLead_isAccepted_andWithAnotherBrokersLead_isNotFound()
    {
        const QString mine = minimalLead(QStringLiteral("Mine"), token0);
        const QString theirs = minimalLead(QStringLiteral("Theirs"), token1);
        const QString bp = salesflow::brokerProductOfType(*f, token0, 0, 1);
        QCOMPARE(
            f->post(QStringLiteral("/v1/quotes/request"),
                    {{QStringLiteral("broker_product_id"), bp}, {QStringLiteral("lead_id"), mine}},
                    token0)
                .status,
            200);
        const auto foreign = f->post(
            QStringLiteral("/v1/quotes/request"),
            {{QStringLiteral("broker_product_id"), bp}, {QStringLiteral("lead_id"), theirs}},
            token0);
        QCOMPARE(foreign.status, 404);
        QCOMPARE(foreign.code(), QStringLiteral("not_found"));
    }

    void demoLeads_areSeededWithWhatAnEstimateNeeds()
    {
        auto settings = SandboxFixture::defaults();
        settings.seedLeads = 6;
        SandboxFixture demo(settings);
        QVERIFY2(demo.started(), qPrintable(demo.startError()));
        const auto list = demo.get(QStringLiteral("/v1/leads?rows=100"), demo.token(0));
        QCOMPARE(list.status, 200);
        QCOMPARE(list.json[QStringLiteral("total")].toInt(), 6);
        QSet<QString> states;
        for (const QJsonValue &v : list.json[QStringLiteral("items")].toArray()) {
            const QJsonObject lead = v.toObject();
            for (const char *field : {"name", "email", "cpf", "gender", "birth_date",
                                      "marital_status", "children", "income_monthly"})
                QVERIFY2(lead.contains(QLatin1String(field)), field);
            states.insert(lead[QStringLiteral("address")][QStringLiteral("state_code")].toString());
        }
        QVERIFY(states.size() > 1);
        QVERIFY(!states.contains(QStringLiteral("AM"))); // the North is not estimated
        // Another broker has their own.
        QCOMPARE(demo.get(QStringLiteral("/v1/leads?rows=1"), demo.token(1))
                     .json[QStringLiteral("total")]
                     .toInt(),
                 6);
    }

    void leads_needTheQuoteScopes()
    {
        const QByteArray readOnly = f->token(0, QStringLiteral("quote:read"));
        const auto write =
            createLead({{QStringLiteral("name"), QStringLiteral("Ana")},
                        {QStringLiteral("email"), QStringLiteral("ana@example.com")}},
                       readOnly);
        QCOMPARE(write.status, 401);
        QCOMPARE(write.code(), QStringLiteral("insufficient_scope"));
        QCOMPARE(f->get(QStringLiteral("/v1/leads"), readOnly).status, 200);
        QCOMPARE(
            f->get(QStringLiteral("/v1/leads"), f->token(0, QStringLiteral("sale:read"))).status,
            401);
    }
};

QTEST_MAIN(TestLeads)
#include "tst_leads.moc"
