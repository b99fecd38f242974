#include "policy.h"

namespace brokerdesk::domain {

void read(JsonReader &r, Policy &v)
{
    v.id = r.string("id", Need::Required);
    v.status = r.code<PolicyStatus>("status");
    v.saleId = r.string("sale_id");
    v.productId = r.string("product_id");
    v.brokerProductId = r.string("broker_product_id");
    v.policyHolder = r.object("policy_holder");
    v.lifetimeStart = r.timestamp("lifetime_start");
    v.lifetimeEnd = r.timestamp("lifetime_end");
    v.totalAmount = r.optionalMoney("total_amount");
    v.documentUrl = r.url("document_url");
    v.date = r.timestamp("date");
    v.lastUpdate = r.timestamp("last_update");
    v.dateEnd = r.timestamp("date_end");
    v.cancelReason = r.code<CancelReason>("cancel_reason");
    v.reversalMethod = r.named<ReversalMethod>("reversal_method");
    v.reversalAmount = r.optionalMoney("reversal_amount");
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
}

QJsonObject toJson(const Policy &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .code("status", v.status)
        .string("sale_id", v.saleId)
        .string("product_id", v.productId)
        .string("broker_product_id", v.brokerProductId)
        .object("policy_holder", v.policyHolder)
        .timestamp("lifetime_start", v.lifetimeStart)
        .timestamp("lifetime_end", v.lifetimeEnd)
        .money("total_amount", v.totalAmount)
        .url("document_url", v.documentUrl)
        .timestamp("date", v.date)
        .timestamp("last_update", v.lastUpdate)
        .timestamp("date_end", v.dateEnd)
        .code("cancel_reason", v.cancelReason)
        .named("reversal_method", v.reversalMethod)
        .money("reversal_amount", v.reversalAmount)
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
        .result();
}

} // namespace brokerdesk::domain
