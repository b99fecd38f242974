#pragma once

#include <QDate>
#include <QJsonObject>
#include <QString>

namespace brokerdesk::sandbox {

class QuoteService;
class SaleService;
struct ServiceContext;

// Demo person number `n` (deterministic name, valid CPF, adult, contact and address): a holder.
QJsonObject demoPerson(int n, const QDate &today);

// Historical policies made the way a broker makes them: quote, sale by card, settlement.
// Deterministic holders and items; the sales settle before this returns.
bool seedPolicies(ServiceContext &ctx, QuoteService &quotes, SaleService &sales,
                  const QString &brokerId, int count, QString *error);

} // namespace brokerdesk::sandbox
