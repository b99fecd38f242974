#pragma once

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
    QDateTime dateCashInOut;
    QDateTime dateCashInOutForecast;
    QJsonObject extra;
};

void read(JsonReader &r, Deduction &v);
void read(JsonReader &r, CashFlowRecord &v);
QJsonObject toJson(const Deduction &v);
QJsonObject toJson(const CashFlowRecord &v);

} // namespace brokerdesk::domain
