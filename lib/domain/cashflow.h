#pragma once

#include "businessday.h"
#include "jsoncodec.h"

// The broker's cash-flow ledger.
namespace brokerdesk::domain {

struct Deduction
{
    Money amount;
    QString description;
    std::optional<double> factor; // percent, when the deduction is one
    QJsonObject extra;
};

// The wire names of a cash-flow record's fields. The codec, the list's columns
// (models::cashFlowColumns) and the ledger mirror all name the fields through these, so a
// field the service renames changes here only.
namespace cashflowkey {
inline constexpr char id[] = "id";
inline constexpr char amount[] = "amount";
inline constexpr char amountDeductions[] = "amount_deductions";
inline constexpr char category[] = "category";
inline constexpr char description[] = "description";
inline constexpr char isParceled[] = "is_parceled";
inline constexpr char isPaid[] = "is_paid";
inline constexpr char installmentTotal[] = "installment_total";
inline constexpr char installmentPeriod[] = "installment_period";
inline constexpr char installmentNumber[] = "installment_number";
inline constexpr char isRecurrence[] = "is_recurrence";
inline constexpr char recurrenceSequenceNumber[] = "recurrence_sequence_number";
inline constexpr char paymentMethod[] = "payment_method";
inline constexpr char brokerCommissionId[] = "broker_commission_id";
inline constexpr char policyId[] = "policy_id";
inline constexpr char claimId[] = "claim_id";
inline constexpr char payerName[] = "payer_name";
inline constexpr char payerDocument[] = "payer_document";
inline constexpr char drawerName[] = "drawer_name";
inline constexpr char drawerDocument[] = "drawer_document";
inline constexpr char drawerBankAccount[] = "drawer_bank_account";
inline constexpr char deductions[] = "deductions";
inline constexpr char date[] = "date";
inline constexpr char deletedAt[] = "deleted_at";
inline constexpr char dateCashInOut[] = "date_cash_in_out";
inline constexpr char dateCashInOutForecast[] = "date_cash_in_out_forecast";
} // namespace cashflowkey

struct CashFlowRecord
{
    QString id;
    Money amount;           // net, signed: negative leaves the broker
    Money amountDeductions; // total of the deductions
    CashFlowCategory category = CashFlowCategory::Unknown;
    QString description;
    bool isParceled = false;
    bool isPaid = false;
    int installmentTotal = 0;
    InstallmentPeriod installmentPeriod = InstallmentPeriod::Unknown;
    int installmentNumber = 0;
    bool isRecurrence = false;
    int recurrenceSequenceNumber = 0;
    PaymentMethod paymentMethod = PaymentMethod::Unknown;
    QString brokerCommissionId;
    QString policyId;
    QString claimId;
    QString payerName;
    QString payerDocument;
    QString drawerName;
    QString drawerDocument;
    QJsonObject drawerBankAccount;
    QList<Deduction> deductions;
    QDateTime date;
    QDateTime deletedAt;
    QDateTime dateCashInOut;     // when the money moved
    QDate dateCashInOutForecast; // the calendar day it is due
    QJsonObject extra;
};

// The day a record's money moves, as the desk lists, groups and totals it: the business day of
// its cash date once paid, else its forecast (a calendar date), else the business day it was
// created. Instants in milliseconds since the epoch, 0 for none.
QDate cashDay(bool paid, qint64 cashMs, const QDate &forecast, qint64 createdMs,
              businessday::DayFinder &days);
QDate cashDay(const QJsonObject &record);
QDate cashDay(const CashFlowRecord &record);

void read(JsonReader &r, Deduction &v);
void read(JsonReader &r, CashFlowRecord &v);
QJsonObject toJson(const Deduction &v);
QJsonObject toJson(const CashFlowRecord &v);

} // namespace brokerdesk::domain
