#include "policy.h"

#include <QJsonArray>

namespace brokerdesk::domain {

namespace {

// A bonus class as the Swagger sends it: a string of digits, 0 to 10 (a number is taken too).
int readBonusClass(JsonReader &r, const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isDouble()) {
        const int n = r.int32(key);
        if (n < 0 || n > PreviousPolicy::maxBonusClass)
            r.fail(key, QStringLiteral("must be 0 to 10"));
        return n;
    }
    const QString text = r.string(key);
    if (text.isEmpty())
        return 0;
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < 0 || n > PreviousPolicy::maxBonusClass)
        r.fail(key, QStringLiteral("must be 0 to 10"));
    return n;
}

// A field of a product-dependent shape as text; a missing or mistyped one reads empty.
QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

} // namespace

HolderFacts holderOf(const Policy &policy)
{
    return holderFacts(policy.policyHolder);
}

InsuredItemFacts insuredItemOf(const Policy &policy)
{
    const QJsonObject item = policy.extra.value(QLatin1String(policykey::item)).toObject();
    InsuredItemFacts v;
    v.plate = text(item, "plate");
    v.chassis = text(item, "chassis");
    v.imei = text(item, "imei");
    v.brandName = text(item, "brand_name");
    v.modelName = text(item, "model_name");
    if (item.contains(QLatin1String("model_year")))
        v.modelYear = item.value(QLatin1String("model_year")).toInt();
    v.address = addressIn(item);
    return v;
}

QString quotedPlanOf(const Policy &policy)
{
    return text(policy.extra, policykey::planId);
}

std::optional<QuotedItem> quotedItemOf(const Policy &policy)
{
    const QJsonArray items = policy.extra.value(QLatin1String(policykey::items)).toArray();
    if (items.isEmpty())
        return std::nullopt;
    Decoded<QuotedItem> item = fromJson<QuotedItem>(items.first().toObject());
    return item ? std::optional<QuotedItem>(std::move(item).value()) : std::nullopt;
}

QJsonObject soldItemOf(const Policy &policy)
{
    return policy.extra.value(QLatin1String(policykey::item)).toObject();
}

bool sameAs(const Policy &a, const Policy &b)
{
    return toJson(a) == toJson(b);
}

void read(JsonReader &r, PreviousPolicy &v)
{
    const QJsonObject all = r.rest();
    v.number = r.string("number", Need::Required);
    v.bonusClass = readBonusClass(r, all, "bonus_class");
    v.ciCode = r.string("ci_code");
    v.insurerSusepCode = r.string("insurer_susep_code");
}

QJsonObject toJson(const PreviousPolicy &v)
{
    JsonWriter w(v.extra);
    w.string("number", v.number).string("bonus_class", QString::number(v.bonusClass));
    return w.string("ci_code", v.ciCode).string("insurer_susep_code", v.insurerSusepCode).result();
}

void read(JsonReader &r, Policy &v)
{
    v.id = r.string(policykey::id, Need::Required);
    v.status = r.code<PolicyStatus>(policykey::status);
    v.saleId = r.string("sale_id");
    v.productId = r.string("product_id");
    v.brokerProductId = r.string("broker_product_id");
    v.productType = r.code<ProductType>("product_type");
    v.policyHolder = r.object(policykey::policyHolder);
    v.lifetimeStart = r.calendarDate(policykey::lifetimeStart);
    v.lifetimeEnd = r.calendarDate(policykey::lifetimeEnd);
    v.totalAmount = r.optionalMoney(policykey::totalAmount);
    v.documentUrl = r.url("document_url");
    v.date = r.timestamp(policykey::date);
    v.lastUpdate = r.timestamp("last_update");
    v.paymentMethod = r.named<PaymentMethod>("payment_method");
    v.installment = r.optionalChild<Installment>("installment");
    v.dateEnd = r.timestamp(policykey::dateEnd);
    v.cancelReason = r.code<CancelReason>("cancel_reason");
    v.reversalMethod = r.named<ReversalMethod>("reversal_method");
    v.reversalAmount = r.optionalMoney(policykey::reversalAmount);
    const QJsonObject all = r.rest();
    v.previousPolicy = r.optionalChild<PreviousPolicy>(policykey::previousPolicy);
    if (all.contains(QLatin1String("bonus_class")))
        v.bonusClass = readBonusClass(r, all, "bonus_class");
    v.renewedBy = r.string(policykey::renewedBy);
}

void read(JsonReader &r, CancelPolicyRequest &v)
{
    v.cancelReason = r.code<CancelReason>("cancel_reason", Need::Required);
    v.cancelDescription = r.string("cancel_description");
    v.reversalMethod = r.named<ReversalMethod>("reversal_method");
    v.reversalBankAccount = r.object("reversal_bank_account");
}

void read(JsonReader &r, CancelPolicyResult &v)
{
    v.id = r.string("id", Need::Required);
    v.status = r.code<PolicyStatus>("status");
    v.dateEnd = r.timestamp("date_end");
    v.reversalAmount = r.optionalMoney("reversal_amount");
    v.cancelReason = r.code<CancelReason>("cancel_reason");
    v.reversalMethod = r.named<ReversalMethod>("reversal_method");
}

QJsonObject toJson(const Policy &v)
{
    JsonWriter w(v.extra);
    w.string(policykey::id, v.id)
        .code(policykey::status, v.status)
        .string("sale_id", v.saleId)
        .string("product_id", v.productId)
        .string("broker_product_id", v.brokerProductId)
        .code("product_type", v.productType)
        .object(policykey::policyHolder, v.policyHolder)
        .dateStamp(policykey::lifetimeStart, v.lifetimeStart)
        .dateStamp(policykey::lifetimeEnd, v.lifetimeEnd)
        .money(policykey::totalAmount, v.totalAmount)
        .url("document_url", v.documentUrl)
        .timestamp(policykey::date, v.date)
        .timestamp("last_update", v.lastUpdate)
        .named("payment_method", v.paymentMethod);
    if (v.installment)
        w.child("installment", *v.installment);
    w.timestamp(policykey::dateEnd, v.dateEnd)
        .code("cancel_reason", v.cancelReason)
        .named("reversal_method", v.reversalMethod)
        .money(policykey::reversalAmount, v.reversalAmount)
        .string(policykey::renewedBy, v.renewedBy);
    if (v.previousPolicy)
        w.child(policykey::previousPolicy, *v.previousPolicy);
    if (v.bonusClass)
        w.string("bonus_class", QString::number(*v.bonusClass));
    return w.result();
}

QJsonObject toJson(const CancelPolicyRequest &v)
{
    return JsonWriter(v.extra)
        .code("cancel_reason", v.cancelReason)
        .string("cancel_description", v.cancelDescription)
        .named("reversal_method", v.reversalMethod)
        .object("reversal_bank_account", v.reversalBankAccount)
        .result();
}

QJsonObject toJson(const CancelPolicyResult &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .code("status", v.status)
        .timestamp("date_end", v.dateEnd)
        .money("reversal_amount", v.reversalAmount)
        .code("cancel_reason", v.cancelReason)
        .named("reversal_method", v.reversalMethod)
        .result();
}

} // namespace brokerdesk::domain
