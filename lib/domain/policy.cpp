#include "policy.h"

namespace brokerdesk::domain {

void read(JsonReader &r, Policy &v)
{
    v.id = r.string(policykey::id, Need::Required);
    v.status = r.code<PolicyStatus>(policykey::status);
    v.saleId = r.string("sale_id");
    v.productId = r.string("product_id");
    v.brokerProductId = r.string("broker_product_id");
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
    return w.timestamp(policykey::dateEnd, v.dateEnd)
        .code("cancel_reason", v.cancelReason)
        .named("reversal_method", v.reversalMethod)
        .money(policykey::reversalAmount, v.reversalAmount)
        .result();
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
