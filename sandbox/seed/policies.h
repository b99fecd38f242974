#pragma once

#include <QString>

namespace brokerdesk::sandbox {

class QuoteService;
class SaleService;
struct ServiceContext;

// Historical policies made the way a broker makes them: quote, sale by card, settlement.
// Deterministic holders and items; the sales settle before this returns.
bool seedPolicies(ServiceContext &ctx, QuoteService &quotes, SaleService &sales,
                  const QString &brokerId, int count, QString *error);

} // namespace brokerdesk::sandbox
