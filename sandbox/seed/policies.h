#pragma once

#include <QDate>
#include <QJsonObject>
#include <QString>

namespace brokerdesk::sandbox {

class PolicyCancellation;
class QuoteService;
class SaleService;
struct ServiceContext;

// Demo person number `n` (deterministic name, valid CPF, adult, contact and address): a holder.
QJsonObject demoPerson(int n, const QDate &today);

// A POST /v1/quotes body for `request` (a quote request's answer) of a product of
// `productType` (auto 1, home 4, electronic 8): its first plan with the required coverages at
// their least insured amounts, demo person `n` as holder and a year of cover from next week.
QJsonObject demoQuoteBody(const QJsonObject &request, int productType, int n, const QDate &today);

// Historical policies made the way a broker makes them: quote, sale by card, settlement.
// Deterministic holders and items; the sales settle before this returns.
bool seedPolicies(ServiceContext &ctx, QuoteService &quotes, SaleService &sales,
                  const QString &brokerId, int count, QString *error);

// The rest of a broker's history, for the desk's demo.
struct SaleHistory
{
    int canceled = 0; // policies from the middle of the history canceled at the customer's request
    int refused = 0;  // sales whose card was refused: Failed, no policy
    int awaitingBoleto = 0; // sales by boleto the customer has not paid: Pending until it is due
    int renewalsDue = 0;    // policies sold about a year ago, ending 10, 23, 36… days from today
};
bool seedSaleHistory(ServiceContext &ctx, QuoteService &quotes, SaleService &sales,
                     PolicyCancellation &cancellation, const QString &brokerId,
                     const SaleHistory &history, QString *error);

} // namespace brokerdesk::sandbox
