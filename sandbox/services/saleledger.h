#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>

namespace brokerdesk::sandbox {

// What a settled sale means for the broker's cash flow.
struct SaleFacts
{
    QString policyId;
    QString paymentMethod;
    QString payerName;
    QString payerDocument;
    QJsonObject installment; // as the quote answered it
    qint64 netPremium = 0;   // cents, before taxes and interest
    double commissionPercent = 0;
    double agencyPercent = 0;
    double proLaborPercent = 0;
    QDateTime settledAt;
    QDate settledDay; // the broker's business day of settledAt: parcels fall due from it
};

// ChannelSale (or ChannelRecurrentSale for a monthly premium), Taxes, BrokerCommission,
// BrokerAgency and StipulateProLabor records, one per installment (installment_quantity of
// them; the first carries first_payment_amount); inflows positive, outflows negative.
// Parcels fall due recurrence.period_days apart (30 without a recurrence) and say so in
// installment_period: 1 day daily, 365 yearly, else monthly.
// The first installment of premium and its commission are paid at settlement; the rest are
// written unpaid with their forecast dates (the sandbox never collects them later).
QList<QJsonObject> saleLedgerRecords(const SaleFacts &facts);

// total split into `parts` whole cents; the first part takes the remainder.
qint64 shareOf(qint64 total, int parts, int index);

} // namespace brokerdesk::sandbox
