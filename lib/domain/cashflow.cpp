#include "cashflow.h"

namespace brokerdesk::domain {

void read(JsonReader &r, Deduction &v)
{
    v.amount = r.money("amount");
    v.description = r.string("description");
    v.factor = r.optionalNumber("factor");
}

void read(JsonReader &r, CashFlowRecord &v)
{
    v.id = r.string("id", Need::Required);
    v.amount = r.money("amount", Need::Required);
    v.amountDeductions = r.money("amount_deductions");
    v.category = r.named<CashFlowCategory>("category");
    v.description = r.string("description");
    v.isParceled = r.boolean("is_parceled");
    v.isPaid = r.boolean("is_paid");
    v.installmentTotal = r.int32("installment_total");
    v.installmentPeriod = r.named<InstallmentPeriod>("installment_period");
    v.installmentNumber = r.int32("installment_number");
    v.isRecurrence = r.boolean("is_recurrence");
    v.recurrenceSequenceNumber = r.int32("recurrence_sequence_number");
    v.paymentMethod = r.named<PaymentMethod>("payment_method");
    v.brokerCommissionId = r.string("broker_commission_id");
    v.policyId = r.string("policy_id");
    v.claimId = r.string("claim_id");
    v.payerName = r.string("payer_name");
    v.payerDocument = r.string("payer_document");
    v.drawerName = r.string("drawer_name");
    v.drawerDocument = r.string("drawer_document");
    v.drawerBankAccount = r.object("drawer_bank_account");
    v.deductions = r.list<Deduction>("deductions");
    v.date = r.timestamp("date");
    v.deletedAt = r.timestamp("deleted_at");
    v.dateCashInOut = r.timestamp("date_cash_in_out");
    v.dateCashInOutForecast = r.timestamp("date_cash_in_out_forecast");
}

QJsonObject toJson(const Deduction &v)
{
    return JsonWriter(v.extra)
        .money("amount", v.amount)
        .string("description", v.description)
        .number("factor", v.factor)
        .result();
}

QJsonObject toJson(const CashFlowRecord &v)
{
    return JsonWriter(v.extra)
        .string("id", v.id)
        .money("amount", v.amount)
        .money("amount_deductions", v.amountDeductions)
        .named("category", v.category)
        .string("description", v.description)
        .value("is_parceled", v.isParceled)
        .value("is_paid", v.isPaid)
        .value("installment_total", v.installmentTotal)
        .named("installment_period", v.installmentPeriod)
        .value("installment_number", v.installmentNumber)
        .value("is_recurrence", v.isRecurrence)
        .value("recurrence_sequence_number", v.recurrenceSequenceNumber)
        .named("payment_method", v.paymentMethod)
        .string("broker_commission_id", v.brokerCommissionId)
        .string("policy_id", v.policyId)
        .string("claim_id", v.claimId)
        .string("payer_name", v.payerName)
        .string("payer_document", v.payerDocument)
        .string("drawer_name", v.drawerName)
        .string("drawer_document", v.drawerDocument)
        .object("drawer_bank_account", v.drawerBankAccount)
        .list("deductions", v.deductions)
        .timestamp("date", v.date)
        .timestamp("deleted_at", v.deletedAt)
        .timestamp("date_cash_in_out", v.dateCashInOut)
        .timestamp("date_cash_in_out_forecast", v.dateCashInOutForecast)
        .result();
}

} // namespace brokerdesk::domain
