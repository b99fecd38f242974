#pragma once

#include "productrules.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace brokerdesk::sandbox {

struct PricedItem
{
    qint64 netPremium = 0; // before taxes and interest, in cents
    // id-less installment objects: amount, total_amount, installment_quantity,
    // payment_methods, taxes, recurrence.
    QList<QJsonObject> installments;
};

struct QuotePricing
{
    QString declined; // the reason, when the insurer refuses one of the items
    QList<PricedItem> items;
};

// Prices validated items (quotecheck.h) under `plan`: the risk of holder and item, the
// premium over the lifetime, IOF, and the installment options (1..12 with, for a cover of
// several years, one charge a year and, for a per-day product's short cover, one a day; or the
// monthly recurrence of monthly-billed products). A renewal's `bonusClass` lowers the net
// premium (bonusdiscount.h).
QuotePricing priceQuote(const ProductRules &rules, const RulePlan &plan, int productType,
                        const QJsonObject &holder, const QJsonArray &items, const QDateTime &start,
                        const QDateTime &end, const QDate &today, int bonusClass = 0);

} // namespace brokerdesk::sandbox
