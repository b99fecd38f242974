// Every field the sandbox answers that the operator's 2021 Swagger defines has the Swagger's JSON
// type, at every depth. The definitions are the project's trimmed copy
// (tests/sandbox/data/operator-swagger-2021-definitions.json). Fields the Swagger does not
// define are the interface's own and are checked by sandbox.tst_openapi instead.
#include "salesflow.h"

#include <QFile>
#include <QTest>

#include <cmath>

#ifndef BROKERDESK_SWAGGER_DEFINITIONS
#error "BROKERDESK_SWAGGER_DEFINITIONS must name the trimmed copy of the 2021 Swagger"
#endif

namespace {

// Known differences kept on purpose (see /docs/sandbox.md): the interface's taxes object.
bool keptOnPurpose(const QString &path)
{
    return path.endsWith(QLatin1String(".taxes"));
}

class ShapeWalker
{
public:
    explicit ShapeWalker(QJsonObject definitions) : m_definitions(std::move(definitions)) {}

    // Problems of `value` against the definition named `definition`, as "path: problem".
    QStringList check(const QJsonValue &value, const QString &definition)
    {
        m_problems.clear();
        walk(value,
             QJsonObject{
                 {QStringLiteral("$ref"), QString(QStringLiteral("#/definitions/") + definition)}},
             definition);
        return m_problems;
    }

    int fieldsChecked() const { return m_checked; }

private:
    QJsonObject resolved(QJsonObject schema) const
    {
        while (schema.contains(QStringLiteral("$ref")))
            schema = m_definitions
                         .value(schema.value(QStringLiteral("$ref")).toString().section(u'/', -1))
                         .toObject();
        return schema;
    }

    static bool hasType(const QJsonValue &v, const QString &type)
    {
        if (type == QLatin1String("string"))
            return v.isString();
        if (type == QLatin1String("integer"))
            return v.isDouble() && std::trunc(v.toDouble()) == v.toDouble();
        if (type == QLatin1String("number"))
            return v.isDouble();
        if (type == QLatin1String("boolean"))
            return v.isBool();
        if (type == QLatin1String("array"))
            return v.isArray();
        return v.isObject(); // "object"
    }

    void walk(const QJsonValue &value, const QJsonObject &ref, const QString &path)
    {
        // A null decodes to the zero value in the operator's Go SDK; it is no wrong type.
        if (value.isNull() || keptOnPurpose(path))
            return;
        const QJsonObject schema = resolved(ref);
        const QString type =
            schema.value(QStringLiteral("type")).toString(QStringLiteral("object"));
        ++m_checked;
        if (!hasType(value, type)) {
            m_problems << QStringLiteral("%1: is %2, the Swagger says %3")
                              .arg(path,
                                   QString::fromUtf8(QJsonDocument(QJsonArray{value})
                                                         .toJson(QJsonDocument::Compact)),
                                   type);
            return;
        }
        if (type == QLatin1String("array")) {
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                walk(array.at(i), schema.value(QStringLiteral("items")).toObject(),
                     QStringLiteral("%1[%2]").arg(path).arg(i));
            return;
        }
        if (type != QLatin1String("object"))
            return;
        const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (properties.contains(it.key()))
                walk(it.value(), properties.value(it.key()).toObject(), path + u'.' + it.key());
            else if (const QJsonValue extra = schema.value(QStringLiteral("additionalProperties"));
                     extra.isObject())
                walk(it.value(), extra.toObject(), path + u'.' + it.key());
        }
    }

    QJsonObject m_definitions;
    QStringList m_problems;
    int m_checked = 0;
};

} // namespace

class TestSwaggerShapes : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    std::unique_ptr<ShapeWalker> walker;
    QByteArray token;

    void expectShape(const SandboxFixture::Reply &reply, const QString &definition)
    {
        QVERIFY2(reply.status == 200, reply.body.constData());
        const QStringList problems = walker->check(reply.json, definition);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

private slots:
    void initTestCase()
    {
        QFile file(QStringLiteral(BROKERDESK_SWAGGER_DEFINITIONS));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject definitions = QJsonDocument::fromJson(file.readAll())
                                            .object()[QStringLiteral("definitions")]
                                            .toObject();
        QVERIFY(definitions.contains(QStringLiteral("SaleComplete")));
        walker = std::make_unique<ShapeWalker>(definitions);
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token();
    }

    void walker_findsAWrongTypeAtAnyDepth()
    {
        const QJsonObject sale{
            {QStringLiteral("status"), QStringLiteral("1")},
            {QStringLiteral("chosen_installment"),
             QJsonObject{{QStringLiteral("installment_quantity"), 1.5}}},
            {QStringLiteral("plan"),
             QJsonObject{{QStringLiteral("coverages"), QJsonArray{QStringLiteral("cv-1")}}}}};
        const QStringList problems = walker->check(sale, QStringLiteral("SaleComplete"));
        QCOMPARE(problems.size(), 3);
        QVERIFY(problems.join(u' ').contains(
            QStringLiteral("SaleComplete.chosen_installment.installment_quantity")));
        QVERIFY(problems.join(u' ').contains(QStringLiteral("SaleComplete.plan.coverages[0]")));
    }

    void storeAndVendor_haveTheSwaggerTypes()
    {
        const auto store =
            f->get(QStringLiteral("/v1/merchant/stores/") + f->broker(0).channelId, token);
        expectShape(store, QStringLiteral("StoreComplete"));
        const QString productId =
            store.json[QStringLiteral("broker_products")][0][QStringLiteral("product_id")]
                .toString();
        QVERIFY(!productId.isEmpty());
        expectShape(f->get(QStringLiteral("/v1/merchant/vendor/") + productId, token),
                    QStringLiteral("VendorComplete"));
    }

    void quoteRequestAndQuote_haveTheSwaggerTypes()
    {
        for (int type : {1, 8}) {
            const QString bp = salesflow::brokerProductOfType(*f, token, 0, type);
            expectShape(f->post(QStringLiteral("/v1/quotes/request"),
                                {{QStringLiteral("broker_product_id"), bp}}, token),
                        QStringLiteral("QuoteRequestReqComplete"));
            const auto quote = salesflow::makeQuote(*f, token, 0, type);
            QVERIFY(quote);
            QCOMPARE(walker->check(quote->answer, QStringLiteral("QuoteComplete")), QStringList());
        }
    }

    void saleRequestSaleAndTimeline_haveTheSwaggerTypes()
    {
        const auto quote = salesflow::makeQuote(*f, token);
        QVERIFY(quote);
        const auto request = f->post(QStringLiteral("/v1/sales/request"),
                                     {{QStringLiteral("quote_id"), quote->id}}, token);
        expectShape(request, QStringLiteral("SaleRequestReqComplete"));
        const auto sale =
            f->post(QStringLiteral("/v1/sales"),
                    {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), quote->installment(1)},
                     {QStringLiteral("payment_method"), QStringLiteral("Pix")}},
                    token);
        expectShape(sale, QStringLiteral("SaleComplete"));
        const QString saleId = sale.json[QStringLiteral("id")].toString();
        QVERIFY(!salesflow::waitForPolicy(*f, token, saleId).isEmpty());
        expectShape(f->get(QStringLiteral("/v1/sales/") + saleId, token),
                    QStringLiteral("SaleComplete"));
        expectShape(f->get(QStringLiteral("/v1/consultant/timeline/") + saleId, token),
                    QStringLiteral("ConsultantTimeline"));
        QVERIFY(walker->fieldsChecked() > 50);
    }
};

QTEST_GUILESS_MAIN(TestSwaggerShapes)
#include "tst_swaggershapes.moc"
