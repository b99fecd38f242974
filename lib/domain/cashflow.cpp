#include "cashflow.h"

namespace brokerdesk::domain {

QDate cashDay(bool paid, qint64 cashMs, const QDate &forecast, qint64 createdMs,
              businessday::DayFinder &days)
{
    if (paid && cashMs != 0)
        return days.dayOf(cashMs);
    if (forecast.isValid())
        return forecast;
    return createdMs != 0 ? days.dayOf(createdMs) : QDate();
}

QDate cashDay(const QJsonObject &record)
{
    const auto text = [&record](const char *key) {
        return record.value(QLatin1String(key)).toString();
    };
    businessday::DayFinder days;
    return cashDay(record.value(QLatin1String(cashflowkey::isPaid)).toBool(),
                   isoMsecs(text(cashflowkey::dateCashInOut)),
                   parseCalendarDate(text(cashflowkey::dateCashInOutForecast)),
                   isoMsecs(text(cashflowkey::date)), days);
}

QDate cashDay(const CashFlowRecord &record)
{
    const auto msecs = [](const QDateTime &t) { return t.isValid() ? t.toMSecsSinceEpoch() : 0; };
    businessday::DayFinder days;
    return cashDay(record.isPaid, msecs(record.dateCashInOut), record.dateCashInOutForecast,
                   msecs(record.date), days);
}

void read(JsonReader &r, Deduction &v)
{
    v.amount = r.money("amount");
    v.description = r.string("description");
    v.factor = r.optionalNumber("factor");
}

void read(JsonReader &r, CashFlowRecord &v)
{
    v.id = r.string(cashflowkey::id, Need::Required);
    v.amount = r.money(cashflowkey::amount, Need::Required);
    v.amountDeductions = r.money(cashflowkey::amountDeductions);
    v.category = r.named<CashFlowCategory>(cashflowkey::category);
    v.description = r.string(cashflowkey::description);
    v.isParceled = r.boolean(cashflowkey::isParceled);
    v.isPaid = r.boolean(cashflowkey::isPaid);
    v.installmentTotal = r.int32(cashflowkey::installmentTotal);
    v.installmentPeriod = r.named<InstallmentPeriod>(cashflowkey::installmentPeriod);
    v.installmentNumber = r.int32(cashflowkey::installmentNumber);
    v.isRecurrence = r.boolean(cashflowkey::isRecurrence);
    v.recurrenceSequenceNumber = r.int32(cashflowkey::recurrenceSequenceNumber);
    v.paymentMethod = r.named<PaymentMethod>(cashflowkey::paymentMethod);
    v.brokerCommissionId = r.string(cashflowkey::brokerCommissionId);
    v.policyId = r.string(cashflowkey::policyId);
    v.claimId = r.string(cashflowkey::claimId);
    v.payerName = r.string(cashflowkey::payerName);
    v.payerDocument = r.string(cashflowkey::payerDocument);
    v.drawerName = r.string(cashflowkey::drawerName);
    v.drawerDocument = r.string(cashflowkey::drawerDocument);
    v.drawerBankAccount = r.object(cashflowkey::drawerBankAccount);
    v.deductions = r.list<Deduction>(cashflowkey::deductions);
    v.date = r.timestamp(cashflowkey::date);
    v.deletedAt = r.timestamp(cashflowkey::deletedAt);
    v.dateCashInOut = r.timestamp(cashflowkey::dateCashInOut);
    v.dateCashInOutForecast = r.calendarDate(cashflowkey::dateCashInOutForecast);
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
        .string(cashflowkey::id, v.id)
        .money(cashflowkey::amount, v.amount)
        .money(cashflowkey::amountDeductions, v.amountDeductions)
        .named(cashflowkey::category, v.category)
        .string(cashflowkey::description, v.description)
        .value(cashflowkey::isParceled, v.isParceled)
        .value(cashflowkey::isPaid, v.isPaid)
        .value(cashflowkey::installmentTotal, v.installmentTotal)
        .named(cashflowkey::installmentPeriod, v.installmentPeriod)
        .value(cashflowkey::installmentNumber, v.installmentNumber)
        .value(cashflowkey::isRecurrence, v.isRecurrence)
        .value(cashflowkey::recurrenceSequenceNumber, v.recurrenceSequenceNumber)
        .named(cashflowkey::paymentMethod, v.paymentMethod)
        .string(cashflowkey::brokerCommissionId, v.brokerCommissionId)
        .string(cashflowkey::policyId, v.policyId)
        .string(cashflowkey::claimId, v.claimId)
        .string(cashflowkey::payerName, v.payerName)
        .string(cashflowkey::payerDocument, v.payerDocument)
        .string(cashflowkey::drawerName, v.drawerName)
        .string(cashflowkey::drawerDocument, v.drawerDocument)
        .object(cashflowkey::drawerBankAccount, v.drawerBankAccount)
        .list(cashflowkey::deductions, v.deductions)
        .timestamp(cashflowkey::date, v.date)
        .timestamp(cashflowkey::deletedAt, v.deletedAt)
        .timestamp(cashflowkey::dateCashInOut, v.dateCashInOut)
        .dateStamp(cashflowkey::dateCashInOutForecast, v.dateCashInOutForecast)
        .result();
}

} // namespace brokerdesk::domain
