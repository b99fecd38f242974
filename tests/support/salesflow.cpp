#include "salesflow.h"

#include <QDate>

#include <algorithm>

namespace salesflow {

QJsonObject demoHolder()
{
    return QJsonObject{{QStringLiteral("first_name"), QStringLiteral("Ana")},
                       {QStringLiteral("last_name"), QStringLiteral("Souza")},
                       {QStringLiteral("cpf"), QStringLiteral("29141777638")},
                       {QStringLiteral("gender"), QStringLiteral("female")},
                       {QStringLiteral("birth_date"), QStringLiteral("1988-04-12")},
                       {QStringLiteral("marital_status"), QStringLiteral("married")},
                       {QStringLiteral("contact"),
                        QJsonObject{{QStringLiteral("email"), QStringLiteral("ana@example.com")},
                                    {QStringLiteral("phone"), QStringLiteral("+5511999990000")}}},
                       {QStringLiteral("address"),
                        QJsonObject{{QStringLiteral("zip_code"), QStringLiteral("01310100")},
                                    {QStringLiteral("street_name"), QStringLiteral("Av. Paulista")},
                                    {QStringLiteral("number"), QStringLiteral("1000")},
                                    {QStringLiteral("district_name"), QStringLiteral("Bela Vista")},
                                    {QStringLiteral("city_name"), QStringLiteral("São Paulo")},
                                    {QStringLiteral("state_code"), QStringLiteral("SP")}}}};
}

QJsonObject demoItem(int productType)
{
    switch (productType) {
    case 1:
        return {{QStringLiteral("plate"), QStringLiteral("ABC1D23")},
                {QStringLiteral("brand_name"), QStringLiteral("Volkswagen")},
                {QStringLiteral("model_name"), QStringLiteral("Gol")},
                {QStringLiteral("model_year"), QDate::currentDate().year() - 3},
                {QStringLiteral("manufacture_year"), QDate::currentDate().year() - 4},
                {QStringLiteral("fipe_code"), QStringLiteral("005340-6")},
                {QStringLiteral("fuel_type"), QStringLiteral("flex")},
                {QStringLiteral("is_0km"), false}};
    case 4:
        return {{QStringLiteral("address"), demoHolder().value(QStringLiteral("address"))},
                {QStringLiteral("property_type"), QStringLiteral("apartment")},
                {QStringLiteral("construction_type"), QStringLiteral("masonry")}};
    case 8:
        return {{QStringLiteral("brand_name"), QStringLiteral("Samsung")},
                {QStringLiteral("model_name"), QStringLiteral("Galaxy S24")},
                {QStringLiteral("invoice_amount"), 459900}};
    default:
        return {};
    }
}

QString channelName(SandboxFixture &f, const QByteArray &token, int broker)
{
    const QJsonArray channels = f.get(QStringLiteral("/v1/broker-channels?page=1&rows=100"), token)
                                    .json.value(QStringLiteral("items"))
                                    .toArray();
    for (const QJsonValue &c : channels)
        if (c[QStringLiteral("id")].toString() == f.broker(broker).channelId)
            return c[QStringLiteral("name")].toString();
    return {};
}

QString brokerProductOfType(SandboxFixture &f, const QByteArray &token, int broker, int type)
{
    const auto store =
        f.get(QStringLiteral("/v1/merchant/stores/") + f.broker(broker).channelId, token);
    for (const QJsonValue &bp : store.json.value(QStringLiteral("broker_products")).toArray())
        if (bp[QStringLiteral("product")][QStringLiteral("type")].toInt() == type)
            return bp[QStringLiteral("id")].toString();
    return {};
}

namespace {

// A plan names its parts as objects ({id, name}).
bool inPlan(const QJsonArray &parts, const QJsonValue &id)
{
    return std::any_of(parts.begin(), parts.end(),
                       [&id](const QJsonValue &part) { return part[QStringLiteral("id")] == id; });
}

} // namespace

QJsonArray requiredCoverages(const QJsonObject &quoteRequest, const QString &planId)
{
    QJsonArray planCoverages;
    for (const QJsonValue &p : quoteRequest.value(QStringLiteral("plans")).toArray())
        if (p[QStringLiteral("id")].toString() == planId)
            planCoverages = p[QStringLiteral("coverages")].toArray();
    QJsonArray out;
    for (const QJsonValue &c : quoteRequest.value(QStringLiteral("coverages")).toArray()) {
        if (!inPlan(planCoverages, c[QStringLiteral("id")]) ||
            !c[QStringLiteral("required")].toBool())
            continue;
        out.append(QJsonObject{
            {QStringLiteral("id"), c[QStringLiteral("id")]},
            {QStringLiteral("coverage_option_id"),
             c[QStringLiteral("options")][0][QStringLiteral("id")]},
            {QStringLiteral("insured_amount"), c[QStringLiteral("insured_amount_min")]}});
    }
    return out;
}

QString Quote::installment(int quantity) const
{
    const QJsonArray items = answer.value(QStringLiteral("items")).toArray();
    for (const QJsonValue &i : items.at(0)[QStringLiteral("installments")].toArray())
        if (i[QStringLiteral("installment_quantity")].toInt() == quantity)
            return i[QStringLiteral("id")].toString();
    return {};
}

std::optional<Quote> makeQuote(SandboxFixture &f, const QByteArray &token, int broker, int type,
                               const QDate &from)
{
    const QString bp = brokerProductOfType(f, token, broker, type);
    if (bp.isEmpty())
        return std::nullopt;
    const auto request = f.post(QStringLiteral("/v1/quotes/request"),
                                {{QStringLiteral("broker_product_id"), bp}}, token);
    if (request.status != 200)
        return std::nullopt;
    const QString planId =
        request.json[QStringLiteral("plans")][0][QStringLiteral("id")].toString();
    QJsonObject item = demoItem(type);
    item.insert(QStringLiteral("coverages"), requiredCoverages(request.json, planId));
    const QDate start = from.isValid() ? from : QDate::currentDate().addDays(1);
    const auto quote =
        f.post(QStringLiteral("/v1/quotes"),
               {{QStringLiteral("quote_request_id"), request.json[QStringLiteral("id")]},
                {QStringLiteral("plan_id"), planId},
                {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
                {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)},
                {QStringLiteral("policy_holder"), demoHolder()},
                {QStringLiteral("items"), QJsonArray{item}}},
               token);
    if (quote.status != 200 || quote.json[QStringLiteral("status")].toInt() != 4) {
        qWarning() << "quote failed" << quote.status << quote.body;
        return std::nullopt;
    }
    return Quote{quote.json[QStringLiteral("id")].toString(), quote.json};
}

QString makeSale(SandboxFixture &f, const QByteArray &token, int broker,
                 const QString &paymentMethod, int quantity, const QJsonObject &complement,
                 const QDate &start)
{
    const auto quote = makeQuote(f, token, broker, 1, start);
    if (!quote)
        return {};
    const auto request = f.post(QStringLiteral("/v1/sales/request"),
                                {{QStringLiteral("quote_id"), quote->id}}, token);
    QJsonObject body{{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                     {QStringLiteral("installment_id"), quote->installment(quantity)},
                     {QStringLiteral("payment_method"), paymentMethod}};
    if (!complement.isEmpty())
        body.insert(QStringLiteral("complement"), complement);
    const auto sale = f.post(QStringLiteral("/v1/sales"), body, token);
    if (sale.status != 200)
        qWarning() << "sale failed" << sale.status << sale.body;
    return sale.status == 200 ? sale.json[QStringLiteral("id")].toString() : QString();
}

QString waitForPolicy(SandboxFixture &f, const QByteArray &token, const QString &saleId)
{
    QString policyId;
    SandboxFixture::waitFor([&] {
        const auto s = f.get(QStringLiteral("/v1/sales/") + saleId, token);
        policyId = s.json[QStringLiteral("policy_id")].toString();
        return s.json[QStringLiteral("status")].toInt() == 4;
    });
    return policyId;
}

} // namespace salesflow
