#include "badinputcorpus.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

#include <functional>

namespace badinput {

namespace {

QByteArray json(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Values of another JSON type than `v`, each of which a strict reader must refuse.
QList<QJsonValue> wrongTypes(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::String:
        return {12345, QJsonArray{v}, true};
    case QJsonValue::Double:
        return {QStringLiteral("12"), QJsonObject{}, false};
    case QJsonValue::Bool:
        return {QStringLiteral("yes"), 1};
    case QJsonValue::Object:
        return {QStringLiteral("{}"), QJsonArray{}};
    case QJsonValue::Array:
        return {QJsonObject{}, QStringLiteral("[]")};
    default:
        return {};
    }
}

struct Mutator
{
    QList<Request> &out;
    QByteArray method;
    QString target;

    void add(const QString &label, const QByteArray &body, Auth auth = Auth::Broker0)
    {
        out.append({label, method, target, body, auth});
    }

    // Every field, at every depth up to `depth`, set to each wrong type; numbers also huge,
    // negative and fractional; strings of a closed set also an unknown value.
    void mutate(const QJsonObject &valid, const QString &path, int depth,
                const std::function<QJsonObject(const QJsonObject &)> &wrap)
    {
        for (auto it = valid.begin(); it != valid.end(); ++it) {
            const QString field = path.isEmpty() ? it.key() : path + u'.' + it.key();
            const auto with = [&](const QJsonValue &v) {
                QJsonObject o = valid;
                o.insert(it.key(), v);
                return wrap(o);
            };
            for (const QJsonValue &wrong : wrongTypes(it.value()))
                add(field + QStringLiteral(" of the wrong type"), json(with(wrong)));
            if (it.value().isDouble()) {
                add(field + QStringLiteral(" huge"), json(with(1e308)));
                add(field + QStringLiteral(" negative"), json(with(-99999999999.0)));
                add(field + QStringLiteral(" fractional"), json(with(1.5)));
            }
            if (it.value().isObject() && depth > 0)
                mutate(it.value().toObject(), field, depth - 1, [&](const QJsonObject &inner) {
                    QJsonObject o = valid;
                    o.insert(it.key(), inner);
                    return wrap(o);
                });
            if (it.value().isArray() && depth > 0 && !it.value().toArray().isEmpty() &&
                it.value().toArray().first().isObject()) {
                const QJsonArray array = it.value().toArray();
                mutate(array.first().toObject(), field + QStringLiteral("[0]"), depth - 1,
                       [&](const QJsonObject &inner) {
                           QJsonArray a = array;
                           a[0] = inner;
                           QJsonObject o = valid;
                           o.insert(it.key(), a);
                           return wrap(o);
                       });
            }
        }
    }

    // The whole-body failures every create shares.
    void common(const QJsonObject &valid, const QStringList &required)
    {
        for (const QByteArray &malformed :
             {QByteArray(""), QByteArray("{"), QByteArray("[]"), QByteArray("null"),
              QByteArray("\"text\""), QByteArray("{\"a\":}"), QByteArray("{'a':1}")})
            add(QStringLiteral("malformed JSON ") + QString::fromLatin1(malformed), malformed);
        add(QStringLiteral("invalid UTF-8"),
            QByteArray("{\"") + required.value(0).toLatin1() + "\":\"\xff\xfe\xc3\"}");
        add(QStringLiteral("1,000-deep nesting"), "{\"" + required.value(0).toLatin1() +
                                                      "\":" + QByteArray(1000, '[') +
                                                      QByteArray(1000, ']') + "}");
        add(QStringLiteral("empty object"), "{}");
        add(QStringLiteral("only an extra field"), "{\"unexpected\":1}");
        for (const QString &key : required) {
            QJsonObject o = valid;
            o.remove(key);
            o.insert(QStringLiteral("unexpected_extra"), QStringLiteral("x"));
            add(QStringLiteral("missing ") + key + QStringLiteral(" (with an extra field)"),
                json(o));
            o.insert(key, QJsonValue::Null);
            add(key + QStringLiteral(" null"), json(o));
            for (const QString &id :
                 {QStringLiteral("' OR '1'='1"), QStringLiteral("../../etc/passwd"),
                  QStringLiteral("x\"; DROP TABLE sales;--")})
                if (valid.value(key).isString()) {
                    QJsonObject m = valid;
                    m.insert(key, id);
                    add(key + QStringLiteral(" with metacharacters"), json(m));
                }
        }
        add(QStringLiteral("no token"), json(valid), Auth::None);
        add(QStringLiteral("forged token"), json(valid), Auth::Forged);
    }
};

QString enc(const QString &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}

} // namespace

QList<Request> corpus(const Seeds &s)
{
    QList<Request> out;
    const auto identity = [](const QJsonObject &o) { return o; };
    const auto creates = [&](const QString &target, const QJsonObject &valid,
                             const QStringList &required, int depth,
                             const QByteArray &method = "POST") {
        Mutator m{out, method, target};
        m.common(valid, required);
        m.mutate(valid, {}, depth, identity);
    };
    // Required fields as docs/interface.md lists them; the optional ones are spoiled by type.
    creates(QStringLiteral("/v1/quotes/request"), s.quoteRequest,
            {QStringLiteral("broker_product_id")}, 0);
    creates(QStringLiteral("/v1/quotes"), s.quote,
            {QStringLiteral("quote_request_id"), QStringLiteral("lifetime_start"),
             QStringLiteral("lifetime_end")},
            2);
    creates(QStringLiteral("/v1/sales/request"), s.saleRequest, {QStringLiteral("quote_id")}, 0);
    creates(QStringLiteral("/v1/sales"), s.sale,
            {QStringLiteral("sale_request_id"), QStringLiteral("installment_id"),
             QStringLiteral("payment_method")},
            1);
    creates(QStringLiteral("/v1/policies/") + enc(s.policyId), s.cancel,
            {QStringLiteral("cancel_reason")}, 1, "DELETE");
    creates(QStringLiteral("/v1/affinity/request"), s.affinityRequest,
            {QStringLiteral("product_id")}, 0);
    creates(QStringLiteral("/v1/affinity"), s.affinity,
            {QStringLiteral("affinity_request_id"), QStringLiteral("lifetime_start"),
             QStringLiteral("lifetime_end")},
            1);
    creates(QStringLiteral("/v1/recommendations/product-type"), s.recommendation,
            {QStringLiteral("input")}, 1);
    creates(QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=%2")
                .arg(enc(s.recommendationId), enc(s.evaluateToken)),
            QJsonObject{{QStringLiteral("evaluation"), true}}, {QStringLiteral("evaluation")}, 0);

    // Closed sets with a value outside them.
    const auto add = [&](const QString &label, const QByteArray &method, const QString &target,
                         const QByteArray &body = {}, Auth auth = Auth::Broker0) {
        out.append({label, method, target, body, auth});
    };
    QJsonObject sale = s.sale;
    sale.insert(QStringLiteral("payment_method"), QStringLiteral("Seashells"));
    add(QStringLiteral("unknown payment method"), "POST", QStringLiteral("/v1/sales"), json(sale));
    QJsonObject cancel = s.cancel;
    cancel.insert(QStringLiteral("cancel_reason"), 99);
    add(QStringLiteral("unknown cancel reason"), "DELETE",
        QStringLiteral("/v1/policies/") + enc(s.policyId), json(cancel));
    cancel = s.cancel;
    cancel.insert(QStringLiteral("reversal_method"), QStringLiteral("Barter"));
    add(QStringLiteral("unknown reversal method"), "DELETE",
        QStringLiteral("/v1/policies/") + enc(s.policyId), json(cancel));
    for (const QString &key :
         {QStringLiteral("product_type"), QStringLiteral("policy_holder_gender"),
          QStringLiteral("policy_holder_marital_status"), QStringLiteral("location")}) {
        QJsonObject input = s.recommendation.value(QStringLiteral("input")).toObject();
        input.insert(key, key == QStringLiteral("product_type")
                              ? QJsonValue(3)
                              : QJsonValue(QStringLiteral("martian")));
        add(QStringLiteral("unknown ") + key, "POST",
            QStringLiteral("/v1/recommendations/product-type"),
            json({{QStringLiteral("input"), input}}));
    }
    add(QStringLiteral("a 20 MB body"), "POST", QStringLiteral("/v1/quotes"),
        "{\"quote_request_id\":\"" + QByteArray(qsizetype(20) * 1024 * 1024, 'x') + "\"}");

    // Ids: metacharacters, unknown, the other broker asking for broker 0's.
    const QStringList badIds{QStringLiteral("1' OR '1'='1"),
                             QStringLiteral("../../etc/passwd"),
                             QStringLiteral("%00"),
                             QStringLiteral("x; DROP TABLE sales"),
                             QString(300, u'a'),
                             QStringLiteral("00000000-0000-0000-0000-000000000000")};
    for (const QString &id : badIds) {
        for (const QString &path :
             {QStringLiteral("/v1/sales/"), QStringLiteral("/v1/consultant/timeline/"),
              QStringLiteral("/v1/merchant/vendor/"), QStringLiteral("/v1/merchant/stores/")})
            add(QStringLiteral("id with metacharacters in ") + path, "GET", path + enc(id));
        add(QStringLiteral("cancel of a bad policy id"), "DELETE",
            QStringLiteral("/v1/policies/") + enc(id), json(s.cancel));
        add(QStringLiteral("cancel of a bad affinity id"), "DELETE",
            QStringLiteral("/v1/affinity/") + enc(id), "{}");
        add(QStringLiteral("evaluate of a bad id"), "POST",
            QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=%2")
                .arg(enc(id), enc(s.evaluateToken)),
            "{\"evaluation\":true}");
    }
    add(QStringLiteral("evaluate with a forged token"), "POST",
        QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=forged")
            .arg(enc(s.recommendationId)),
        "{\"evaluation\":true}");
    add(QStringLiteral("evaluate without its token"), "POST",
        QStringLiteral("/v1/recommendations/product-type/%1/evaluate").arg(enc(s.recommendationId)),
        "{\"evaluation\":true}");
    const QList<QPair<QByteArray, QString>> mine{
        {"GET", QStringLiteral("/v1/sales/") + enc(s.saleId)},
        {"GET", QStringLiteral("/v1/consultant/timeline/") + enc(s.saleId)},
        {"GET", QStringLiteral("/v1/merchant/stores/") + enc(s.channelId)}};
    for (const auto &[method, target] : mine)
        add(QStringLiteral("the other broker reading ") + target, method, target, {},
            Auth::Broker1);
    add(QStringLiteral("the other broker cancelling the policy"), "DELETE",
        QStringLiteral("/v1/policies/") + enc(s.policyId), json(s.cancel), Auth::Broker1);
    QJsonObject saleRequest = s.saleRequest;
    add(QStringLiteral("the other broker selling the quote"), "POST",
        QStringLiteral("/v1/sales/request"), json(saleRequest), Auth::Broker1);
    add(QStringLiteral("the other broker quoting the request"), "POST",
        QStringLiteral("/v1/quotes"), json(s.quote), Auth::Broker1);

    // Lists: paging and cursor parameters.
    for (const QString &list : {QStringLiteral("/v1/policies"), QStringLiteral("/v1/cash-flow"),
                                QStringLiteral("/v1/affinity")}) {
        for (const QString &q :
             {QStringLiteral("rows=0"), QStringLiteral("rows=101"), QStringLiteral("rows=-1"),
              QStringLiteral("rows=abc"), QStringLiteral("rows=1.5"),
              QStringLiteral("rows=99999999999999999999"), QStringLiteral("page=0"),
              QStringLiteral("page=-3"), QStringLiteral("page=1e3"),
              QStringLiteral("page=99999999999999999999"), QStringLiteral("cursor=forged"),
              QStringLiteral("cursor=%27%20OR%201%3D1--"),
              QString(QStringLiteral("cursor=") + enc(s.cursor + u'x')),
              QString(QStringLiteral("rows=0&cursor=") + enc(s.cursor))})
            add(QStringLiteral("bad paging ") + q + QStringLiteral(" on ") + list, "GET",
                list + u'?' + q);
        add(QStringLiteral("the other broker's cursor on ") + list, "GET",
            list + QStringLiteral("?cursor=") + enc(s.cursor), {}, Auth::Broker1);
        add(QStringLiteral("no token on ") + list, "GET", list, {}, Auth::None);
        add(QStringLiteral("forged token on ") + list, "GET", list, {}, Auth::Forged);
    }

    // Methods and paths nobody serves.
    add(QStringLiteral("PUT on a list"), "PUT", QStringLiteral("/v1/policies"), "{}");
    add(QStringLiteral("PATCH on a sale"), "PATCH", QStringLiteral("/v1/sales/") + enc(s.saleId),
        "{}");
    add(QStringLiteral("GET on a create"), "GET", QStringLiteral("/v1/sales/request"));
    add(QStringLiteral("unknown path"), "GET", QStringLiteral("/v1/../../etc/passwd"));
    add(QStringLiteral("invalid UTF-8 in an id"), "GET", QStringLiteral("/v1/sales/%C3%28%FF"));
    add(QStringLiteral("invalid UTF-8 in a query"), "GET",
        QStringLiteral("/v1/policies?rows=%FF%FE"));
    add(QStringLiteral("unknown version"), "GET", QStringLiteral("/v2/policies"));

    // The token endpoint.
    const auto token = [&](const QString &label, const QByteArray &form) {
        out.append({label, "POST", QStringLiteral("/oauth2/token"), form, Auth::None});
    };
    token(QStringLiteral("token: no grant type"), "client_id=demo-broker-1&client_secret=x");
    token(QStringLiteral("token: password grant"),
          "grant_type=password&client_id=demo-broker-1&client_secret=x");
    token(QStringLiteral("token: wrong secret"),
          "grant_type=client_credentials&client_id=demo-broker-1&client_secret=wrong");
    token(QStringLiteral("token: unknown client"),
          "grant_type=client_credentials&client_id=%27%20OR%201%3D1--&client_secret=x");
    token(QStringLiteral("token: empty body"), "");
    token(QStringLiteral("token: JSON instead of a form"),
          "{\"grant_type\":\"client_credentials\"}");
    return out;
}

QByteArray frame(const Request &r)
{
    static const char *const auths[] = {"0", "1", "none", "forged"};
    return r.method + ' ' + r.target.toUtf8() + '\n' + auths[int(r.auth)] + "\n\n" + r.body;
}

} // namespace badinput
