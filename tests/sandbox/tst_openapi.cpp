// docs/openapi.yaml must not drift from the sandbox. The build converts it to JSON
// (tools/openapi/yaml2json.py); this test then checks, against a real sandbox, that
//  - every route the sandbox serves is documented and every documented operation is served;
//  - for each operation, real requests answer a status documented for that operation, with
//    the documented required headers, and a JSON body that matches the documented schema:
//    required fields present, no undocumented fields (unless the schema allows extra ones),
//    types, enums, formats and nullability, recursively;
//  - the affinity webhook delivers what the callback of POST /v1/affinity documents;
//  - every documented operation was exercised by one of the requests above.
#include "affinityflow.h"
#include "salesflow.h"
#include "webhooksink.h"

#include <QDate>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <cmath>

#include <memory>

#ifndef BROKERDESK_OPENAPI_JSON
#error "BROKERDESK_OPENAPI_JSON must name the JSON conversion of docs/openapi.yaml"
#endif

namespace {

const QStringList httpMethods{QStringLiteral("get"),    QStringLiteral("put"),
                              QStringLiteral("post"),   QStringLiteral("delete"),
                              QStringLiteral("patch"),  QStringLiteral("head"),
                              QStringLiteral("options")};

QString opName(const QByteArray &method, const QString &pathTemplate)
{
    return QString::fromLatin1(method.toUpper()) + u' ' + pathTemplate;
}

// The path and query of a URL the sandbox gave (document links, logo URLs).
QString localPart(const QString &url)
{
    const QUrl u(url);
    return u.path() + (u.hasQuery() ? u'?' + u.query(QUrl::FullyEncoded) : QString());
}

} // namespace

class TestOpenApi : public QObject
{
    Q_OBJECT

public:
    TestOpenApi() = default;

private:
    // ---- the document ------------------------------------------------------------------
    QJsonObject resolved(const QJsonValue &value) const
    {
        QJsonObject o = value.toObject();
        for (int hops = 0; o.contains(QStringLiteral("$ref")) && hops < 32; ++hops) {
            const QString ref = o.value(QStringLiteral("$ref")).toString();
            if (!ref.startsWith(QStringLiteral("#/"))) {
                m_problems << QStringLiteral("unsupported $ref %1").arg(ref);
                return {};
            }
            QJsonValue at = m_spec;
            for (QString part : ref.mid(2).split(u'/')) {
                part.replace(QStringLiteral("~1"), QStringLiteral("/"))
                    .replace(QStringLiteral("~0"), QStringLiteral("~"));
                at = at.toObject().value(part);
            }
            if (!at.isObject()) {
                m_problems << QStringLiteral("dangling $ref %1").arg(ref);
                return {};
            }
            o = at.toObject();
        }
        return o;
    }

    QJsonObject operation(const QByteArray &method, const QString &pathTemplate) const
    {
        return m_spec[QStringLiteral("paths")][pathTemplate][QString::fromLatin1(method.toLower())]
            .toObject();
    }

    QSet<QString> documentedOperations() const
    {
        QSet<QString> out;
        const QJsonObject paths = m_spec.value(QStringLiteral("paths")).toObject();
        for (auto p = paths.begin(); p != paths.end(); ++p)
            for (const QString &m : httpMethods)
                if (p->toObject().contains(m))
                    out.insert(opName(m.toLatin1(), p.key()));
        return out;
    }

    // ---- a small validator for the OpenAPI 3.0 schema subset the document uses ------------
    void validate(const QJsonValue &value, const QJsonValue &schemaValue, const QString &where,
                  QStringList &problems, bool allowExtra = false) const
    {
        const QJsonObject s = resolved(schemaValue);
        if (value.isNull() || value.isUndefined()) {
            if (!s.value(QStringLiteral("nullable")).toBool())
                problems << where + QStringLiteral(" is null, and its schema is not nullable");
            return;
        }
        for (const QJsonValue &part : s.value(QStringLiteral("allOf")).toArray())
            validate(value, part, where, problems, true);
        for (const QString &kind : {QStringLiteral("anyOf"), QStringLiteral("oneOf")}) {
            if (!s.contains(kind))
                continue;
            int passing = 0;
            QStringList firstFailure;
            for (const QJsonValue &alternative : s.value(kind).toArray()) {
                QStringList p;
                validate(value, alternative, where, p, allowExtra);
                if (p.isEmpty())
                    ++passing;
                else if (firstFailure.isEmpty())
                    firstFailure = p;
            }
            if (kind == QStringLiteral("oneOf") ? passing != 1 : passing == 0)
                problems << QStringLiteral("%1 matches %2 of its %3 schemas (%4)")
                                .arg(where)
                                .arg(passing)
                                .arg(kind, firstFailure.join(QStringLiteral("; ")));
        }

        const QString type = s.value(QStringLiteral("type")).toString();
        const bool typeOk = type.isEmpty() ||
                            (type == QStringLiteral("object") && value.isObject()) ||
                            (type == QStringLiteral("array") && value.isArray()) ||
                            (type == QStringLiteral("string") && value.isString()) ||
                            (type == QStringLiteral("boolean") && value.isBool()) ||
                            (type == QStringLiteral("number") && value.isDouble()) ||
                            (type == QStringLiteral("integer") && value.isDouble() &&
                             value.toDouble() == std::trunc(value.toDouble()));
        if (!typeOk) {
            problems << QStringLiteral("%1 should be of type %2").arg(where, type);
            return;
        }
        if (s.contains(QStringLiteral("enum")) &&
            !s.value(QStringLiteral("enum")).toArray().contains(value))
            problems << QStringLiteral("%1 = %2 is not one of its enum values")
                            .arg(where, value.toVariant().toString());
        if (value.isDouble()) {
            const double d = value.toDouble();
            if (s.contains(QStringLiteral("minimum")) &&
                d < s.value(QStringLiteral("minimum")).toDouble())
                problems << QStringLiteral("%1 is below its minimum").arg(where);
            if (s.contains(QStringLiteral("maximum")) &&
                d > s.value(QStringLiteral("maximum")).toDouble())
                problems << QStringLiteral("%1 is above its maximum").arg(where);
        }
        if (value.isString())
            checkString(value.toString(), s, where, problems);
        if (value.isArray() && s.contains(QStringLiteral("items"))) {
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                validate(array.at(i), s.value(QStringLiteral("items")),
                         where + QStringLiteral("[%1]").arg(i), problems);
        }
        if (value.isObject())
            checkObject(value.toObject(), s, where, problems, allowExtra);
    }

    static void checkString(const QString &text, const QJsonObject &s, const QString &where,
                            QStringList &problems)
    {
        const QString format = s.value(QStringLiteral("format")).toString();
        bool formatOk = true;
        static const QRegularExpression rfc3339(QStringLiteral(
            "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$"));
        static const QRegularExpression fullDate(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        if (format == QStringLiteral("date-time"))
            formatOk = rfc3339.match(text).hasMatch() &&
                       QDateTime::fromString(text, Qt::ISODate).isValid();
        else if (format == QStringLiteral("date"))
            formatOk =
                fullDate.match(text).hasMatch() && QDate::fromString(text, Qt::ISODate).isValid();
        else if (format == QStringLiteral("uri"))
            formatOk = QUrl(text, QUrl::StrictMode).isValid() && !QUrl(text).scheme().isEmpty();
        else if (format == QStringLiteral("email"))
            formatOk = text.contains(u'@');
        if (!formatOk)
            problems << QStringLiteral("%1 = \"%2\" is not a %3").arg(where, text, format);
        if (s.contains(QStringLiteral("pattern")) &&
            !QRegularExpression(s.value(QStringLiteral("pattern")).toString())
                 .match(text)
                 .hasMatch())
            problems << QStringLiteral("%1 = \"%2\" does not match its pattern").arg(where, text);
        if (s.contains(QStringLiteral("maxLength")) &&
            text.size() > s.value(QStringLiteral("maxLength")).toInt())
            problems << QStringLiteral("%1 is longer than its maxLength").arg(where);
    }

    void checkObject(const QJsonObject &o, const QJsonObject &s, const QString &where,
                     QStringList &problems, bool allowExtra) const
    {
        const QJsonObject properties = s.value(QStringLiteral("properties")).toObject();
        for (const QJsonValue &name : s.value(QStringLiteral("required")).toArray())
            if (!o.contains(name.toString()))
                problems
                    << QStringLiteral("%1 lacks the required field %2").arg(where, name.toString());
        // Only schemas that describe fields are closed; extra fields need additionalProperties.
        const QJsonValue extra = s.value(QStringLiteral("additionalProperties"));
        const bool describes =
            s.contains(QStringLiteral("properties")) || s.contains(QStringLiteral("required"));
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString at = where + u'.' + it.key();
            if (properties.contains(it.key()))
                validate(*it, properties.value(it.key()), at, problems);
            else if (extra.isObject())
                validate(*it, extra, at, problems);
            else if (describes && !allowExtra && extra != QJsonValue(true))
                problems << QStringLiteral("%1 is not documented").arg(at);
        }
    }

    // ---- requests ----------------------------------------------------------------------
    // Sends a request for the documented operation `method pathTemplate` and checks the answer
    // against what the document says about that operation.
    SandboxFixture::Reply call(const QByteArray &method, const QString &pathTemplate,
                               const QString &pathAndQuery, const QByteArray &body = {},
                               QList<QPair<QByteArray, QByteArray>> headers = {},
                               bool withToken = true)
    {
        if (withToken)
            headers.append(qMakePair(QByteArray("Authorization"), "Bearer " + m_token));
        if (!body.isEmpty() && std::none_of(headers.begin(), headers.end(), [](const auto &h) {
                return h.first.compare("Content-Type", Qt::CaseInsensitive) == 0;
            }))
            headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
        const SandboxFixture::Reply reply = m_f->raw(method, pathAndQuery, body, headers);
        m_exercised.insert(opName(method, pathTemplate));
        checkReply(method, pathTemplate, reply);
        return reply;
    }

    SandboxFixture::Reply callJson(const QByteArray &method, const QString &pathTemplate,
                                   const QString &pathAndQuery, const QJsonObject &body,
                                   const QList<QPair<QByteArray, QByteArray>> &headers = {})
    {
        return call(method, pathTemplate, pathAndQuery,
                    QJsonDocument(body).toJson(QJsonDocument::Compact), headers);
    }

    void checkReply(const QByteArray &method, const QString &pathTemplate,
                    const SandboxFixture::Reply &reply)
    {
        const QString name = opName(method, pathTemplate);
        const QJsonObject op = operation(method, pathTemplate);
        if (op.isEmpty()) {
            m_problems << name + QStringLiteral(" is not documented");
            return;
        }
        const QJsonObject responses = op.value(QStringLiteral("responses")).toObject();
        const QString status = QString::number(reply.status);
        const QString range = status.left(1) + QStringLiteral("XX");
        const QString key = responses.contains(status)  ? status
                            : responses.contains(range) ? range
                                                        : QStringLiteral("default");
        if (!responses.contains(key)) {
            m_problems << QStringLiteral("%1 answered %2, which it does not document (%3)")
                              .arg(name, status, QString::fromUtf8(reply.body.left(200)));
            return;
        }
        const QJsonObject response = resolved(responses.value(key));
        const QString where = QStringLiteral("%1 → %2").arg(name, status);

        const QJsonObject headers = response.value(QStringLiteral("headers")).toObject();
        for (auto h = headers.begin(); h != headers.end(); ++h)
            if (resolved(*h).value(QStringLiteral("required")).toBool() &&
                reply.header(h.key().toLatin1()).isEmpty())
                m_problems << QStringLiteral("%1 lacks the header %2").arg(where, h.key());

        const QJsonObject content = response.value(QStringLiteral("content")).toObject();
        const QByteArray contentType = reply.header("Content-Type");
        const QString mediaType = QString::fromLatin1(contentType).section(u';', 0, 0).trimmed();
        if (!content.contains(mediaType)) {
            m_problems
                << QStringLiteral("%1 has the undocumented Content-Type %2").arg(where, mediaType);
            return;
        }
        if (mediaType != QStringLiteral("application/json"))
            return;
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(reply.body, &error);
        if (error.error != QJsonParseError::NoError) {
            m_problems << QStringLiteral("%1 is not JSON: %2").arg(where, error.errorString());
            return;
        }
        validate(document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array()),
                 content[mediaType][QStringLiteral("schema")], where, m_problems);
    }

    void verifyNoProblems()
    {
        const QStringList problems = m_problems;
        m_problems.clear();
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(u'\n')));
    }

    QJsonObject m_spec;
    std::unique_ptr<WebhookSink> m_sink;
    std::unique_ptr<SandboxFixture> m_f;
    QByteArray m_token;
    QSet<QString> m_exercised;
    QString m_affinityId;
    mutable QStringList m_problems;

private slots:
    void initTestCase()
    {
        QFile file(QStringLiteral(BROKERDESK_OPENAPI_JSON));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        m_spec = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(m_spec.value(QStringLiteral("openapi")).toString(), QStringLiteral("3.0.3"));

        m_sink = std::make_unique<WebhookSink>();
        auto settings = affinityflow::fastSettings();
        settings.webhookTargets.append(
            {QStringLiteral("demo-broker-1"), QUrl(m_sink->url()), "whsec-openapi-test"});
        m_f = std::make_unique<SandboxFixture>(settings);
        QVERIFY2(m_f->started(), qPrintable(m_f->startError()));
        m_token = m_f->token();
        QVERIFY(!m_token.isEmpty());
    }

    void routes_areAllDocumented_andEveryDocumentedOperationIsServed()
    {
        QSet<QString> served;
        for (const auto &[method, pattern] : m_f->sandbox().routes())
            served.insert(opName(method, pattern));
        const QSet<QString> documented = documentedOperations();
        QVERIFY(served.size() >= 19); // the spec's 18 operations and the token endpoint at least
        QStringList missing = QSet<QString>(served).subtract(documented).values();
        QStringList extra = QSet<QString>(documented).subtract(served).values();
        missing.sort();
        extra.sort();
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("served but not documented: ") +
                                               missing.join(QStringLiteral(", "))));
        QVERIFY2(extra.isEmpty(), qPrintable(QStringLiteral("documented but not served: ") +
                                             extra.join(QStringLiteral(", "))));

        // And over the wire: no documented operation meets the router's "no such path" or
        // "method not allowed" answers.
        for (const QString &op : documented) {
            const QByteArray method = op.section(u' ', 0, 0).toLatin1();
            QString path = op.section(u' ', 1);
            path.replace(QRegularExpression(QStringLiteral("\\{[^}]+\\}")),
                         QStringLiteral("openapi-probe"));
            const auto r = m_f->raw(method, path, {}, {{"Authorization", "Bearer " + m_token}});
            QVERIFY2(r.status != 405, qPrintable(op + QStringLiteral(" answered 405")));
            QVERIFY2(!(r.status == 404 && r.error().startsWith(QStringLiteral("Path "))),
                     qPrintable(op + QStringLiteral(" is not routed: ") + r.error()));
        }
    }

    void token_answersAsDocumented()
    {
        const auto &b = m_f->broker(0);
        const QByteArray form = "grant_type=client_credentials&client_id=" + b.clientId.toUtf8() +
                                "&client_secret=" + b.clientSecret.toUtf8() +
                                "&audience=brokerdesk&scope=quote%3Aread+quote%3Awrite";
        const QList<QPair<QByteArray, QByteArray>> formType{
            {"Content-Type", "application/x-www-form-urlencoded"}};
        QCOMPARE(call("POST", QStringLiteral("/oauth2/token"), QStringLiteral("/oauth2/token"),
                      form, formType, false)
                     .status,
                 200);
        QCOMPARE(call("POST", QStringLiteral("/oauth2/token"), QStringLiteral("/oauth2/token"),
                      "grant_type=client_credentials&client_id=demo-broker-1&client_secret=wrong",
                      formType, false)
                     .status,
                 401);
        QCOMPARE(call("POST", QStringLiteral("/oauth2/token"), QStringLiteral("/oauth2/token"),
                      "grant_type=password", formType, false)
                     .status,
                 400);
        verifyNoProblems();
    }

    void merchantQuoteSaleAndPolicy_answerAsDocumented()
    {
        const QString channel = m_f->broker(0).channelId;
        const auto store = call("GET", QStringLiteral("/v1/merchant/stores/{broker_channel_id}"),
                                QStringLiteral("/v1/merchant/stores/") + channel);
        QCOMPARE(store.status, 200);
        QJsonObject autoProduct;
        for (const QJsonValue &bp : store.json[QStringLiteral("broker_products")].toArray())
            if (autoProduct.isEmpty() &&
                bp[QStringLiteral("product")][QStringLiteral("type")].toInt() == 1)
                autoProduct = bp.toObject();
        QVERIFY(!autoProduct.isEmpty());
        QCOMPARE(call("GET", QStringLiteral("/assets/channels/{logo}"),
                      localPart(store.json[QStringLiteral("logo_url")].toString()), {}, {}, false)
                     .status,
                 200);
        QCOMPARE(call("GET", QStringLiteral("/v1/merchant/vendor/{product_id}"),
                      QStringLiteral("/v1/merchant/vendor/") +
                          autoProduct[QStringLiteral("product_id")].toString())
                     .status,
                 200);

        QCOMPARE(
            call("GET", QStringLiteral("/v1/health"), QStringLiteral("/v1/health"), {}, {}, false)
                .status,
            200);
        QCOMPARE(call("GET", QStringLiteral("/v1/broker-channels"),
                      QStringLiteral("/v1/broker-channels?page=1&rows=5"))
                     .status,
                 200);
        QCOMPARE(call("GET", QStringLiteral("/v1/broker-products"),
                      QStringLiteral("/v1/broker-products?page=2&rows=3"))
                     .status,
                 200);
        QCOMPARE(call("GET", QStringLiteral("/v1/broker-products"),
                      QStringLiteral("/v1/broker-products?cursor=abc"))
                     .status,
                 400);

        const auto request = callJson(
            "POST", QStringLiteral("/v1/quotes/request"), QStringLiteral("/v1/quotes/request"),
            {{QStringLiteral("broker_product_id"), autoProduct[QStringLiteral("id")]}});
        QCOMPARE(request.status, 200);
        const QString planId =
            request.json[QStringLiteral("plans")][0][QStringLiteral("id")].toString();
        QJsonObject item = salesflow::demoItem(1);
        item.insert(QStringLiteral("coverages"),
                    salesflow::requiredCoverages(request.json, planId));
        const QDate start = QDate::currentDate().addDays(1);
        const auto quote =
            callJson("POST", QStringLiteral("/v1/quotes"), QStringLiteral("/v1/quotes"),
                     {{QStringLiteral("quote_request_id"), request.json[QStringLiteral("id")]},
                      {QStringLiteral("plan_id"), planId},
                      {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                      {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)},
                      {QStringLiteral("policy_holder"), salesflow::demoHolder()},
                      {QStringLiteral("items"), QJsonArray{item}}},
                     {{"Idempotency-Key", "openapi-quote-1"}});
        QCOMPARE(quote.status, 200);
        QCOMPARE(quote.json[QStringLiteral("status")].toInt(), 4);
        QCOMPARE(call("GET", QStringLiteral("/v1/quotes/{quote_id}"),
                      QStringLiteral("/v1/quotes/") + quote.json[QStringLiteral("id")].toString())
                     .json,
                 quote.json);
        QCOMPARE(
            call("GET", QStringLiteral("/v1/quotes/{quote_id}"), QStringLiteral("/v1/quotes/none"))
                .status,
            404);
        const QString installment =
            quote
                .json[QStringLiteral("items")][0][QStringLiteral("installments")][0]
                     [QStringLiteral("id")]
                .toString();

        const auto saleRequest = callJson(
            "POST", QStringLiteral("/v1/sales/request"), QStringLiteral("/v1/sales/request"),
            {{QStringLiteral("quote_id"), quote.json[QStringLiteral("id")]}});
        QCOMPARE(saleRequest.status, 200);
        const auto sale =
            callJson("POST", QStringLiteral("/v1/sales"), QStringLiteral("/v1/sales"),
                     {{QStringLiteral("sale_request_id"), saleRequest.json[QStringLiteral("id")]},
                      {QStringLiteral("installment_id"), installment},
                      {QStringLiteral("payment_method"), QStringLiteral("CreditCard")}});
        QCOMPARE(sale.status, 200);
        const QString saleId = sale.json[QStringLiteral("id")].toString();
        QVERIFY(!salesflow::waitForPolicy(*m_f, m_token, saleId).isEmpty());
        QCOMPARE(call("GET", QStringLiteral("/v1/sales/{sale_id}"),
                      QStringLiteral("/v1/sales/") + saleId)
                     .status,
                 200);
        QCOMPARE(
            call("GET", QStringLiteral("/v1/quotes"), QStringLiteral("/v1/quotes?rows=2")).status,
            200);
        QCOMPARE(
            call("GET", QStringLiteral("/v1/quotes"), QStringLiteral("/v1/quotes?rows=0")).status,
            400);
        const auto sales =
            call("GET", QStringLiteral("/v1/sales"), QStringLiteral("/v1/sales?rows=2"));
        QCOMPARE(sales.status, 200);
        QCOMPARE(
            call("GET", QStringLiteral("/v1/sales"), QStringLiteral("/v1/sales?cursor=x")).status,
            400);
        const auto timeline = call("GET", QStringLiteral("/v1/consultant/timeline/{sale_id}"),
                                   QStringLiteral("/v1/consultant/timeline/") + saleId);
        QCOMPARE(timeline.status, 200);

        const auto policies =
            call("GET", QStringLiteral("/v1/policies"), QStringLiteral("/v1/policies?rows=2"));
        QCOMPARE(policies.status, 200);
        const QJsonObject policy = policies.json[QStringLiteral("items")][0].toObject();
        QVERIFY(!policies.json[QStringLiteral("cursor")].toString().isEmpty());
        QCOMPARE(call("GET", QStringLiteral("/v1/policies"),
                      QStringLiteral("/v1/policies?rows=2&cursor=") +
                          policies.json[QStringLiteral("cursor")].toString())
                     .status,
                 200);
        // The route probe above asked for unknown documents first: they must not break this one.
        QCOMPARE(call("GET", QStringLiteral("/documents/policies/{file}"),
                      localPart(policy[QStringLiteral("document_url")].toString()), {}, {}, false)
                     .status,
                 200);
        const QString cancelPath =
            QStringLiteral("/v1/policies/") + policy[QStringLiteral("id")].toString();
        const QJsonObject cancel{
            {QStringLiteral("cancel_reason"), 4},
            {QStringLiteral("reversal_method"), QStringLiteral("WireTransfer")},
            {QStringLiteral("reversal_bank_account"),
             QJsonObject{{QStringLiteral("bank_code"), QStringLiteral("341")},
                         {QStringLiteral("agency"), QStringLiteral("0001")},
                         {QStringLiteral("account"), QStringLiteral("12345")},
                         {QStringLiteral("account_digit"), QStringLiteral("6")}}}};
        QCOMPARE(callJson("DELETE", QStringLiteral("/v1/policies/{policy_id}"), cancelPath, cancel)
                     .status,
                 200);
        QCOMPARE(callJson("DELETE", QStringLiteral("/v1/policies/{policy_id}"), cancelPath, cancel)
                     .status,
                 400);
        // The reversal record is the newest: its bank account, and every kind of seeded record.
        QCOMPARE(
            call("GET", QStringLiteral("/v1/cash-flow"), QStringLiteral("/v1/cash-flow?rows=100"))
                .status,
            200);
        QCOMPARE(call("GET", QStringLiteral("/v1/cash-flow"),
                      QStringLiteral("/v1/cash-flow?rows=5&page=1000"))
                     .status,
                 200);
        verifyNoProblems();
    }

    void affinityAndRecommendation_answerAsDocumented()
    {
        const auto partnership = call("GET", QStringLiteral("/v1/affinity/partnership"),
                                      QStringLiteral("/v1/affinity/partnership"));
        QCOMPARE(partnership.status, 200);
        const auto request = callJson(
            "POST", QStringLiteral("/v1/affinity/request"), QStringLiteral("/v1/affinity/request"),
            {{QStringLiteral("product_id"), affinityflow::productOfType(*m_f, m_token, 8)}});
        QCOMPARE(request.status, 200);
        const QDate start = QDate::currentDate();
        const auto created =
            callJson("POST", QStringLiteral("/v1/affinity"), QStringLiteral("/v1/affinity"),
                     {{QStringLiteral("affinity_request_id"), request.json[QStringLiteral("id")]},
                      {QStringLiteral("plan_id"),
                       request.json[QStringLiteral("plans")][1][QStringLiteral("id")]},
                      {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                      {QStringLiteral("lifetime_end"), start.addDays(180).toString(Qt::ISODate)},
                      {QStringLiteral("affinity_holder"), affinityflow::holder()},
                      {QStringLiteral("item"), affinityflow::itemFor(8)}});
        QCOMPARE(created.status, 200);
        m_affinityId = created.json[QStringLiteral("id")].toString();
        QVERIFY(SandboxFixture::waitFor(
            [&] { return affinityflow::statusOf(*m_f, m_token, m_affinityId) == 1; }));
        const auto list = call("GET", QStringLiteral("/v1/affinity"),
                               QStringLiteral("/v1/affinity?rows=1&page=1"));
        QCOMPARE(list.status, 200);
        const QString attachment =
            list.json[QStringLiteral("items")][0][QStringLiteral("attachments")][0]
                     [QStringLiteral("url")]
                         .toString();
        QCOMPARE(call("GET", QStringLiteral("/documents/affinities/{id}/{file}"),
                      localPart(attachment), {}, {}, false)
                     .status,
                 200);
        QCOMPARE(call("DELETE", QStringLiteral("/v1/affinity/{affinity_id}"),
                      QStringLiteral("/v1/affinity/") + m_affinityId)
                     .status,
                 200);
        QCOMPARE(call("DELETE", QStringLiteral("/v1/affinity/{affinity_id}"),
                      QStringLiteral("/v1/affinity/") + m_affinityId)
                     .status,
                 400);

        const auto recommendation = callJson(
            "POST", QStringLiteral("/v1/recommendations/product-type"),
            QStringLiteral("/v1/recommendations/product-type"),
            {{QStringLiteral("input"),
              QJsonObject{
                  {QStringLiteral("product_type"), 5},
                  {QStringLiteral("policy_holder_age"), 35},
                  {QStringLiteral("policy_holder_children"), 2},
                  {QStringLiteral("policy_holder_gender"), QStringLiteral("female")},
                  {QStringLiteral("policy_holder_marital_status"), QStringLiteral("married")},
                  {QStringLiteral("policy_holder_salary"), 850000},
                  {QStringLiteral("location"), QStringLiteral("southeast")}}}});
        QCOMPARE(recommendation.status, 200);
        const QString evaluate =
            QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=%2")
                .arg(recommendation.json[QStringLiteral("id")].toString(),
                     recommendation.json[QStringLiteral("evaluate_token")].toString());
        const QString evaluateTemplate =
            QStringLiteral("/v1/recommendations/product-type/{id}/evaluate");
        QCOMPARE(
            callJson("POST", evaluateTemplate, evaluate, {{QStringLiteral("evaluation"), true}})
                .status,
            200);
        QCOMPARE(
            callJson("POST", evaluateTemplate, evaluate, {{QStringLiteral("evaluation"), true}})
                .status,
            400);
        QCOMPARE(
            callJson("POST", evaluateTemplate,
                     QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=ev-wrong")
                         .arg(recommendation.json[QStringLiteral("id")].toString()),
                     {{QStringLiteral("evaluation"), true}})
                .status,
            401);

        const auto outbox = call("GET", QStringLiteral("/admin/webhooks"),
                                 QStringLiteral("/admin/webhooks"), {}, {}, false);
        QCOMPARE(outbox.status, 200);
        verifyNoProblems();
    }

    void errors_answerAsDocumented()
    {
        // X-Request-Id is echoed.
        const auto echoed =
            call("GET", QStringLiteral("/v1/policies"), QStringLiteral("/v1/policies?rows=1"), {},
                 {{"X-Request-Id", "openapi-request-1"}});
        QCOMPARE(echoed.header("X-Request-Id"), QByteArray("openapi-request-1"));

        QCOMPARE(call("GET", QStringLiteral("/v1/policies"), QStringLiteral("/v1/policies"), {}, {},
                      false)
                     .status,
                 401);
        QCOMPARE(call("GET", QStringLiteral("/v1/policies"), QStringLiteral("/v1/policies?rows=0"))
                     .status,
                 400);
        QCOMPARE(call("GET", QStringLiteral("/v1/cash-flow"),
                      QStringLiteral("/v1/cash-flow?cursor=forged"))
                     .status,
                 400);
        QCOMPARE(call("GET", QStringLiteral("/v1/affinity"), QStringLiteral("/v1/affinity?page=0"))
                     .status,
                 400);
        QCOMPARE(
            call("GET", QStringLiteral("/v1/sales/{sale_id}"), QStringLiteral("/v1/sales/unknown"))
                .status,
            404);
        QCOMPARE(call("GET", QStringLiteral("/v1/consultant/timeline/{sale_id}"),
                      QStringLiteral("/v1/consultant/timeline/unknown"))
                     .status,
                 404);
        QCOMPARE(call("GET", QStringLiteral("/v1/merchant/stores/{broker_channel_id}"),
                      QStringLiteral("/v1/merchant/stores/unknown"))
                     .status,
                 404);
        QCOMPARE(call("GET", QStringLiteral("/v1/merchant/vendor/{product_id}"),
                      QStringLiteral("/v1/merchant/vendor/unknown"))
                     .status,
                 404);
        QCOMPARE(callJson("DELETE", QStringLiteral("/v1/policies/{policy_id}"),
                          QStringLiteral("/v1/policies/unknown"),
                          {{QStringLiteral("cancel_reason"), 1}})
                     .status,
                 404);
        QCOMPARE(call("DELETE", QStringLiteral("/v1/affinity/{affinity_id}"),
                      QStringLiteral("/v1/affinity/unknown"))
                     .status,
                 404);
        QCOMPARE(
            call("POST", QStringLiteral("/v1/quotes"), QStringLiteral("/v1/quotes"), "{").status,
            400);
        QCOMPARE(callJson("POST", QStringLiteral("/v1/quotes"), QStringLiteral("/v1/quotes"),
                          {{QStringLiteral("quote_request_id"), QStringLiteral("unknown")},
                           {QStringLiteral("lifetime_start"), QStringLiteral("2999-01-01")},
                           {QStringLiteral("lifetime_end"), QStringLiteral("2999-06-01")}})
                     .status,
                 404);
        QCOMPARE(callJson("POST", QStringLiteral("/v1/quotes/request"),
                          QStringLiteral("/v1/quotes/request"), {})
                     .status,
                 400);
        QCOMPARE(callJson("POST", QStringLiteral("/v1/quotes/request"),
                          QStringLiteral("/v1/quotes/request"),
                          {{QStringLiteral("broker_product_id"), QStringLiteral("unknown")}})
                     .status,
                 404);
        QCOMPARE(callJson("POST", QStringLiteral("/v1/sales/request"),
                          QStringLiteral("/v1/sales/request"),
                          {{QStringLiteral("quote_id"), QStringLiteral("unknown")}})
                     .status,
                 404);
        QCOMPARE(callJson("POST", QStringLiteral("/v1/sales"), QStringLiteral("/v1/sales"),
                          {{QStringLiteral("sale_request_id"), QStringLiteral("unknown")},
                           {QStringLiteral("installment_id"), QStringLiteral("unknown")},
                           {QStringLiteral("payment_method"), QStringLiteral("Pix")}})
                     .status,
                 404);
        QCOMPARE(callJson("POST", QStringLiteral("/v1/affinity/request"),
                          QStringLiteral("/v1/affinity/request"),
                          {{QStringLiteral("product_id"), QStringLiteral("unknown")}})
                     .status,
                 404);
        QCOMPARE(
            callJson("POST", QStringLiteral("/v1/affinity"), QStringLiteral("/v1/affinity"), {})
                .status,
            400);
        QCOMPARE(callJson("POST", QStringLiteral("/v1/recommendations/product-type"),
                          QStringLiteral("/v1/recommendations/product-type"),
                          {{QStringLiteral("input"), QJsonObject()}})
                     .status,
                 400);
        QCOMPARE(
            callJson("POST", QStringLiteral("/v1/recommendations/product-type/{id}/evaluate"),
                     QStringLiteral("/v1/recommendations/product-type/unknown/evaluate?token=x"),
                     {{QStringLiteral("evaluation"), false}})
                .status,
            404);
        // Idempotency: a key reused with another body.
        const QList<QPair<QByteArray, QByteArray>> key{{"Idempotency-Key", "openapi-reused"}};
        QCOMPARE(callJson("POST", QStringLiteral("/v1/sales/request"),
                          QStringLiteral("/v1/sales/request"),
                          {{QStringLiteral("quote_id"), QStringLiteral("a")}}, key)
                     .status,
                 404);
        const auto replay = callJson("POST", QStringLiteral("/v1/sales/request"),
                                     QStringLiteral("/v1/sales/request"),
                                     {{QStringLiteral("quote_id"), QStringLiteral("a")}}, key);
        QCOMPARE(replay.status, 404);
        QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
        QCOMPARE(callJson("POST", QStringLiteral("/v1/sales/request"),
                          QStringLiteral("/v1/sales/request"),
                          {{QStringLiteral("quote_id"), QStringLiteral("b")}}, key)
                     .status,
                 400);
        // A token without the scope; a body over the limit.
        const QByteArray readOnly = m_f->token(0, QStringLiteral("quote:read"));
        QCOMPARE(call("GET", QStringLiteral("/v1/cash-flow"), QStringLiteral("/v1/cash-flow"), {},
                      {{"Authorization", "Bearer " + readOnly}}, false)
                     .status,
                 401);
        const QByteArray huge = "{\"pad\":\"" + QByteArray(2 << 20, 'x') + "\"}";
        QCOMPARE(
            call("POST", QStringLiteral("/v1/quotes"), QStringLiteral("/v1/quotes"), huge).status,
            413);
        // Public routes: unknown or unsigned files.
        QCOMPARE(call("GET", QStringLiteral("/assets/channels/{logo}"),
                      QStringLiteral("/assets/channels/unknown.svg"), {}, {}, false)
                     .status,
                 404);
        QCOMPARE(call("GET", QStringLiteral("/documents/policies/{file}"),
                      QStringLiteral("/documents/policies/unknown.pdf?sig=x"), {}, {}, false)
                     .status,
                 404);
        QCOMPARE(call("GET", QStringLiteral("/documents/affinities/{id}/{file}"),
                      QStringLiteral("/documents/affinities/%1/certificate.pdf?sig=forged")
                          .arg(m_affinityId),
                      {}, {}, false)
                     .status,
                 404);

        // 405 and unknown paths are no operation's; their bodies are still an Error.
        const QJsonValue errorSchema =
            QJsonObject{{QStringLiteral("$ref"), QStringLiteral("#/components/schemas/Error")}};
        const auto notAllowed = m_f->raw("PUT", QStringLiteral("/v1/policies"), {},
                                         {{"Authorization", "Bearer " + m_token}});
        QCOMPARE(notAllowed.status, 405);
        validate(notAllowed.json, errorSchema, QStringLiteral("PUT /v1/policies → 405"),
                 m_problems);
        const auto unknownPath = m_f->raw("GET", QStringLiteral("/v1/nothing-here"), {}, {});
        QCOMPARE(unknownPath.status, 404);
        validate(unknownPath.json, errorSchema, QStringLiteral("GET /v1/nothing-here → 404"),
                 m_problems);
        verifyNoProblems();
    }

    void sandboxControls_answerAsDocumented()
    {
        QCOMPARE(
            call("GET", QStringLiteral("/sandbox/clock"), QStringLiteral("/sandbox/clock")).status,
            200);
        const QString clock = QStringLiteral("/sandbox/clock");
        QCOMPARE(
            callJson("POST", clock, clock, {{QStringLiteral("advance"), QStringLiteral("PT1S")}})
                .status,
            200);
        QCOMPARE(callJson("POST", clock, clock, {{QStringLiteral("advance"), QStringLiteral("1s")}})
                     .status,
                 400);
        const QString seed = QStringLiteral("/sandbox/cash-flow/seed");
        QCOMPARE(callJson("POST", seed, seed, {{QStringLiteral("count"), 3}}).status, 200);
        QCOMPARE(callJson("POST", seed, seed, {{QStringLiteral("count"), 0}}).status, 400);
        const QString vendors = QStringLiteral("/sandbox/vendors/{product_id}");
        const QString product =
            m_f->get(QStringLiteral("/v1/merchant/stores/") + m_f->broker(0).channelId, m_token)
                .json[QStringLiteral("broker_products")][0][QStringLiteral("product_id")]
                .toString();
        QCOMPARE(callJson("POST", vendors, QStringLiteral("/sandbox/vendors/") + product,
                          {{QStringLiteral("active"), true}})
                     .status,
                 200);
        QCOMPARE(callJson("POST", vendors, QStringLiteral("/sandbox/vendors/none"),
                          {{QStringLiteral("active"), true}})
                     .status,
                 404);
        for (const char *mode : {"review", "instant"})
            QCOMPARE(callJson("POST", vendors, QStringLiteral("/sandbox/vendors/") + product,
                              {{QStringLiteral("quoting"), QLatin1String(mode)}})
                         .json[QStringLiteral("quoting")]
                         .toString(),
                     QLatin1String(mode));
        QCOMPARE(callJson("POST", vendors, QStringLiteral("/sandbox/vendors/") + product,
                          {{QStringLiteral("quoting"), QStringLiteral("soon")}})
                     .status,
                 400);
        verifyNoProblems();
    }

    void webhook_deliversWhatTheCallbackDocuments()
    {
        const QJsonObject callback =
            m_spec[QStringLiteral("paths")][QStringLiteral("/v1/affinity")][QStringLiteral("post")]
                  [QStringLiteral("callbacks")][QStringLiteral("affinityUpdated")]
                  [QStringLiteral("https://desk.example/hooks/affinity")][QStringLiteral("post")]
                      .toObject();
        QVERIFY(!callback.isEmpty());
        // Issued and canceled: two deliveries for the affinity of the test above.
        QVERIFY(SandboxFixture::waitFor([&] { return m_sink->deliveries.size() >= 2; }));
        for (const WebhookSink::Delivery &d : std::as_const(m_sink->deliveries)) {
            for (const QJsonValue &p : callback.value(QStringLiteral("parameters")).toArray()) {
                const QJsonObject parameter = resolved(p);
                if (parameter.value(QStringLiteral("in")).toString() == QStringLiteral("header") &&
                    parameter.value(QStringLiteral("required")).toBool() &&
                    d.headers.value(parameter.value(QStringLiteral("name")).toString().toLatin1())
                        .isEmpty())
                    m_problems << QStringLiteral("a delivery lacks the header ") +
                                      parameter.value(QStringLiteral("name")).toString();
            }
            QVERIFY(callback[QStringLiteral("requestBody")][QStringLiteral("content")]
                        .toObject()
                        .contains(QString::fromLatin1(d.headers.value("content-type"))));
            validate(QJsonDocument::fromJson(d.body).object(),
                     callback[QStringLiteral("requestBody")][QStringLiteral("content")]
                             [QStringLiteral("application/json")][QStringLiteral("schema")],
                     QStringLiteral("webhook body"), m_problems);
        }
        verifyNoProblems();
    }

    void leads_answerAsDocumented()
    {
        const QJsonObject lead{
            {QStringLiteral("name"), QStringLiteral("Maria Oliveira")},
            {QStringLiteral("email"), QStringLiteral("maria@example.com")},
            {QStringLiteral("phone"), QStringLiteral("+5521977776666")},
            {QStringLiteral("cpf"), QStringLiteral("29141777638")},
            {QStringLiteral("birth_date"), QStringLiteral("1979-02-14")},
            {QStringLiteral("gender"), QStringLiteral("female")},
            {QStringLiteral("marital_status"), QStringLiteral("single")},
            {QStringLiteral("occupation_name"), QStringLiteral("Professora")},
            {QStringLiteral("children"), 1},
            {QStringLiteral("income_monthly"), 620000},
            {QStringLiteral("address"),
             QJsonObject{{QStringLiteral("zip_code"), QStringLiteral("20040-002")},
                         {QStringLiteral("street_name"), QStringLiteral("Av. Rio Branco")},
                         {QStringLiteral("number"), QStringLiteral("156")},
                         {QStringLiteral("city_name"), QStringLiteral("Rio de Janeiro")},
                         {QStringLiteral("state_code"), QStringLiteral("RJ")}}}};
        QCOMPARE(
            callJson("POST", QStringLiteral("/v1/leads"), QStringLiteral("/v1/leads"), lead).status,
            200);
        QCOMPARE(callJson("POST", QStringLiteral("/v1/leads"), QStringLiteral("/v1/leads"),
                          {{QStringLiteral("name"), QStringLiteral("Sem e-mail")}})
                     .status,
                 400);
        const auto page =
            call("GET", QStringLiteral("/v1/leads"), QStringLiteral("/v1/leads?rows=1"));
        QCOMPARE(page.status, 200);
        QCOMPARE(
            call("GET", QStringLiteral("/v1/leads"), QStringLiteral("/v1/leads?rows=0")).status,
            400);
        verifyNoProblems();
    }

    void lookups_answerAsDocumented()
    {
        const auto lookup = [this](const QString &pathTemplate, const QString &path) {
            return call("GET", pathTemplate, path, {}, {}, false).status;
        };
        const QString cep = QStringLiteral("/ws/{cep}/json");
        QCOMPARE(lookup(cep, QStringLiteral("/ws/01310100/json/")), 200);
        QCOMPARE(lookup(cep, QStringLiteral("/ws/99999999/json/")), 200);
        QCOMPARE(lookup(cep, QStringLiteral("/ws/0131/json/")), 400);
        const QString brands = QStringLiteral("/fipe/api/v1/carros/marcas");
        QCOMPARE(lookup(brands, brands), 200);
        QCOMPARE(lookup(brands + QStringLiteral("/{marca}/modelos"), brands + u"/59/modelos"), 200);
        QCOMPARE(lookup(brands + QStringLiteral("/{marca}/modelos"), brands + u"/1/modelos"), 404);
        const QString years = brands + QStringLiteral("/{marca}/modelos/{modelo}/anos");
        QCOMPARE(lookup(years, brands + u"/59/modelos/5940/anos"), 200);
        QCOMPARE(lookup(years + QStringLiteral("/{ano}"),
                        brands + u"/59/modelos/5940/anos/" +
                            QString::number(QDate::currentDate().year()) + u"-1"),
                 200);
        verifyNoProblems();
    }

    void everyDocumentedOperation_wasExercised()
    {
        QStringList untested = documentedOperations().subtract(m_exercised).values();
        untested.sort();
        QVERIFY2(untested.isEmpty(),
                 qPrintable(QStringLiteral("no request of this test reached: ") +
                            untested.join(QStringLiteral(", "))));
    }

    void cleanupTestCase()
    {
        m_f.reset();
        m_sink.reset();
    }
};

QTEST_GUILESS_MAIN(TestOpenApi)
#include "tst_openapi.moc"
