#include "affinityflow.h"

#include <QTest>

using namespace affinityflow;

class TestAffinities : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    QString createdId(int type = 8, int days = 180)
    {
        const auto r = create(*f, token, type, days);
        if (r.status != 200)
            qWarning() << r.body;
        return r.json[QStringLiteral("id")].toString();
    }
    bool waitForStatus(const QString &id, int status)
    {
        return SandboxFixture::waitFor([&] { return statusOf(*f, token, id) == status; });
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>(fastSettings());
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token();
    }

    void partnership_showsTheCustomerAndProductsWithAssistsAndCoverages()
    {
        const auto r = f->get(QStringLiteral("/v1/affinity/partnership"), token);
        QCOMPARE(r.status, 200);
        const QJsonObject customer = r.json[QStringLiteral("customer")].toObject();
        QVERIFY(!customer[QStringLiteral("name")].toString().isEmpty());
        QCOMPARE(customer[QStringLiteral("cnpj")].toString().size(), 14);
        QVERIFY(customer[QStringLiteral("address")].isObject());
        const QJsonArray products = r.json[QStringLiteral("products")].toArray();
        QCOMPARE(products.size(), 3);
        for (const QJsonValue &p : products) {
            QVERIFY(!p[QStringLiteral("id")].toString().isEmpty());
            QVERIFY(!p[QStringLiteral("name")].toString().isEmpty());
            QVERIFY(!p[QStringLiteral("assists")].toArray().isEmpty());
            QVERIFY(!p[QStringLiteral("coverages")].toArray().isEmpty());
        }
        QVERIFY(f->get(QStringLiteral("/v1/affinity/partnership"), f->token(1))
                    .json[QStringLiteral("customer")] != r.json[QStringLiteral("customer")]);
    }

    void request_forAPartnershipProduct_answersPlans()
    {
        const auto r =
            f->post(QStringLiteral("/v1/affinity/request"),
                    {{QStringLiteral("product_id"), productOfType(*f, token, 11)}}, token);
        QCOMPARE(r.status, 200);
        QVERIFY(!r.json[QStringLiteral("id")].toString().isEmpty());
        const QJsonArray plans = r.json[QStringLiteral("plans")].toArray();
        QCOMPARE(plans.size(), 2);
        QVERIFY(plans[1][QStringLiteral("coverages")].isArray() &&
                plans[1][QStringLiteral("assists")].isArray());
    }

    void request_forAProductOutsideThePartnership_is404AndWithoutOneNamesProductId()
    {
        const auto other =
            f->post(QStringLiteral("/v1/affinity/request"),
                    {{QStringLiteral("product_id"), productOfType(*f, f->token(1), 8)}}, token);
        QCOMPARE(other.status, 404);
        QCOMPARE(f->post(QStringLiteral("/v1/affinity/request"),
                         {{QStringLiteral("product_id"), QStringLiteral("no-such-product")}}, token)
                     .status,
                 404);
        QCOMPARE(f->post(QStringLiteral("/v1/affinity/request"), {}, token).fields(),
                 QStringList{QStringLiteral("product_id")});
    }

    void create_answersPendingThenIsIssuedWithThreeAttachments()
    {
        const auto r = create(*f, token);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 5);
        QCOMPARE(r.json[QStringLiteral("attachments")].toArray().size(), 0);
        const QString id = r.json[QStringLiteral("id")].toString();
        QVERIFY(waitForStatus(id, 1));
        const QJsonObject a = listed(*f, token, id);
        for (const char *field : {"affinity_request_id", "lifetime_start", "lifetime_end",
                                  "plan_id", "affinity_holder", "item", "status", "attachments"})
            QVERIFY2(a.contains(QString::fromLatin1(field)), field);
        const QJsonArray attachments = a[QStringLiteral("attachments")].toArray();
        QCOMPARE(attachments.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(attachments[i][QStringLiteral("type")].toInt(), i + 1);
            const QUrl url(attachments[i][QStringLiteral("url")].toString());
            const auto pdf = f->raw("GET", url.path() + u'?' + url.query(), {}, {});
            QCOMPARE(pdf.status, 200);
            QVERIFY(pdf.body.startsWith("%PDF-"));
        }
    }

    void create_withOnlyTheRequiredFields_isIssuedWithThePartnerAsHolder()
    {
        const auto request =
            f->post(QStringLiteral("/v1/affinity/request"),
                    {{QStringLiteral("product_id"), productOfType(*f, token, 11)}}, token);
        const QDate start = QDate::currentDate();
        const auto r =
            f->post(QStringLiteral("/v1/affinity"),
                    {{QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                     {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)}},
                    token);
        QCOMPARE(r.status, 200);
        const QString id = r.json[QStringLiteral("id")].toString();
        QVERIFY(waitForStatus(id, 1));
        const QJsonObject a = listed(*f, token, id);
        const QJsonObject customer = f->get(QStringLiteral("/v1/affinity/partnership"), token)
                                         .json[QStringLiteral("customer")]
                                         .toObject();
        const QJsonObject holderSent = a[QStringLiteral("affinity_holder")].toObject();
        QCOMPARE(holderSent[QStringLiteral("corporate_name")], customer[QStringLiteral("name")]);
        QCOMPARE(holderSent[QStringLiteral("cnpj")], customer[QStringLiteral("cnpj")]);
        QCOMPARE(a[QStringLiteral("item")].toObject(), QJsonObject());
        QCOMPARE(a[QStringLiteral("plan_id")],
                 request.json[QStringLiteral("plans")][0][QStringLiteral("id")]);
    }

    void create_electronicWithAnEmptyItem_isAcceptedAndAPartialItemIsChecked()
    {
        const auto request =
            f->post(QStringLiteral("/v1/affinity/request"),
                    {{QStringLiteral("product_id"), productOfType(*f, token, 8)}}, token);
        const QDate start = QDate::currentDate();
        QJsonObject body{
            {QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
            {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
            {QStringLiteral("lifetime_end"), start.addDays(90).toString(Qt::ISODate)},
            {QStringLiteral("affinity_holder"), holder()},
            {QStringLiteral("item"), QJsonObject()}};
        QCOMPARE(f->post(QStringLiteral("/v1/affinity"), body, token).status, 200);
        body.insert(QStringLiteral("item"),
                    QJsonObject{{QStringLiteral("brand_name"), QStringLiteral("Samsung")}});
        const auto partial = f->post(QStringLiteral("/v1/affinity"), body, token);
        QCOMPARE(partial.status, 400);
        QVERIFY2(partial.fields().contains(QStringLiteral("item.model_name")), partial.body);
        body.insert(QStringLiteral("affinity_holder"), QStringLiteral("Ana"));
        QVERIFY(f->post(QStringLiteral("/v1/affinity"), body, token)
                    .fields()
                    .contains(QStringLiteral("affinity_holder")));
    }

    void create_withWrongFields_namesEachOne()
    {
        const auto request =
            f->post(QStringLiteral("/v1/affinity/request"),
                    {{QStringLiteral("product_id"), productOfType(*f, token, 8)}}, token);
        QJsonObject badHolder = holder();
        badHolder.insert(QStringLiteral("cpf"), QStringLiteral("11111111111"));
        const auto r =
            f->post(QStringLiteral("/v1/affinity"),
                    {{QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("plan_id"), QStringLiteral("not-a-plan")},
                     {QStringLiteral("lifetime_start"), QStringLiteral("2030-01-10")},
                     {QStringLiteral("lifetime_end"), QStringLiteral("2030-01-01")},
                     {QStringLiteral("affinity_holder"), badHolder},
                     {QStringLiteral("item"), itemFor(8)}},
                    token);
        QCOMPARE(r.status, 400);
        QVERIFY2(r.fields().contains(QStringLiteral("lifetime_end")), r.body.constData());
        const auto plan =
            f->post(QStringLiteral("/v1/affinity"),
                    {{QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("plan_id"), QStringLiteral("not-a-plan")},
                     {QStringLiteral("lifetime_start"), QDate::currentDate().toString(Qt::ISODate)},
                     {QStringLiteral("lifetime_end"),
                      QDate::currentDate().addDays(30).toString(Qt::ISODate)},
                     {QStringLiteral("affinity_holder"), badHolder},
                     {QStringLiteral("item"), itemFor(8)}},
                    token);
        QVERIFY2(plan.fields().contains(QStringLiteral("plan_id")), plan.body.constData());
        QVERIFY2(plan.fields().contains(QStringLiteral("affinity_holder.cpf")),
                 plan.body.constData());
        const auto past =
            f->post(QStringLiteral("/v1/affinity"),
                    {{QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("lifetime_start"), QStringLiteral("2020-01-01")},
                     {QStringLiteral("lifetime_end"), QStringLiteral("2020-02-01")},
                     {QStringLiteral("affinity_holder"), holder()}},
                    token);
        QVERIFY(past.fields().contains(QStringLiteral("lifetime_start")));
    }

    void create_fromUnknownOrAnotherBrokersRequest_is404()
    {
        const auto request =
            f->post(QStringLiteral("/v1/affinity/request"),
                    {{QStringLiteral("product_id"), productOfType(*f, token, 8)}}, token);
        const QJsonObject body{
            {QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
            {QStringLiteral("lifetime_start"), QDate::currentDate().toString(Qt::ISODate)},
            {QStringLiteral("lifetime_end"),
             QDate::currentDate().addDays(30).toString(Qt::ISODate)},
            {QStringLiteral("affinity_holder"), holder()},
            {QStringLiteral("item"), itemFor(8)}};
        QCOMPARE(f->post(QStringLiteral("/v1/affinity"), body, f->token(1)).status, 404);
        QJsonObject unknown = body;
        unknown.insert(QStringLiteral("affinity_request_id"), QStringLiteral("nope"));
        QCOMPARE(f->post(QStringLiteral("/v1/affinity"), unknown, token).status, 404);
    }

    void cancel_ofAnIssuedAffinity_addsTheCancelAttachmentAndDateEnd()
    {
        const QString id = createdId();
        QVERIFY(waitForStatus(id, 1));
        const auto r = f->del(QStringLiteral("/v1/affinity/") + id, {}, token);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("id")].toString(), id);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 2);
        QVERIFY(!r.json[QStringLiteral("date_end")].toString().isEmpty());
        const QJsonObject a = listed(*f, token, id);
        QCOMPARE(a[QStringLiteral("status")].toInt(), 2);
        QCOMPARE(a[QStringLiteral("attachments")].toArray().last()[QStringLiteral("type")].toInt(),
                 4);
        const auto again = f->del(QStringLiteral("/v1/affinity/") + id, {}, token);
        QCOMPARE(again.status, 400);
        QCOMPARE(again.code(), QStringLiteral("affinity_already_canceled"));
    }

    void cancel_ofAPendingAffinity_isAllowedAndItIsNeverIssued()
    {
        auto settings = fastSettings();
        settings.affinityIssueDelayMs = 60'000;
        f = std::make_unique<SandboxFixture>(settings);
        token = f->token();
        const QString id = createdId();
        QCOMPARE(f->del(QStringLiteral("/v1/affinity/") + id, {}, token).status, 200);
        // Past its issue time: the list read runs the due jobs, and they leave it canceled.
        f->sandbox().clock().advance(61'000);
        QCOMPARE(statusOf(*f, token, id), 2);
    }

    void cancel_ofUnknownOrAnotherBrokersAffinity_is404()
    {
        const QString id = createdId();
        QCOMPARE(f->del(QStringLiteral("/v1/affinity/") + id, {}, f->token(1)).status, 404);
        QCOMPARE(f->del(QStringLiteral("/v1/affinity/nope"), {}, token).status, 404);
        QCOMPARE(statusOf(*f, token, id) == 2, false);
    }

    void affinityPastItsLifetimeEnd_expiresAndCannotBeCanceled()
    {
        const QString id = createdId(11, 2);
        QVERIFY(waitForStatus(id, 1));
        f->sandbox().clock().advance(3LL * 24 * 3600 * 1000);
        token = f->token();
        QVERIFY(waitForStatus(id, 3));
        const auto r = f->del(QStringLiteral("/v1/affinity/") + id, {}, token);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.code(), QStringLiteral("affinity_expired"));
    }

    void list_pagesByPageAndCursorNewestFirst()
    {
        QStringList created;
        for (int i = 0; i < 5; ++i)
            created.prepend(createdId());
        const auto first = f->get(QStringLiteral("/v1/affinity?rows=2"), token);
        QCOMPARE(first.json[QStringLiteral("total")].toInt(), 5);
        QStringList walked;
        auto page = first;
        while (true) {
            for (const QJsonValue &a : page.json[QStringLiteral("items")].toArray())
                walked << a[QStringLiteral("id")].toString();
            const QString cursor = page.json[QStringLiteral("cursor")].toString();
            if (cursor.isEmpty())
                break;
            page = f->get(QStringLiteral("/v1/affinity?rows=2&cursor=") + cursor, token);
        }
        QCOMPARE(walked, created);
        const auto third = f->get(QStringLiteral("/v1/affinity?rows=2&page=3"), token);
        QCOMPARE(third.json[QStringLiteral("items")].toArray().size(), 1);
        QCOMPARE(f->get(QStringLiteral("/v1/affinity"), f->token(1))
                     .json[QStringLiteral("total")]
                     .toInt(),
                 0);
        QCOMPARE(f->get(QStringLiteral("/v1/affinity?rows=0"), token).status, 400);
    }
};

QTEST_GUILESS_MAIN(TestAffinities)
#include "tst_affinities.moc"
