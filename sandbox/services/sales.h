#pragma once

#include "catalog.h"
#include "http/router.h"
#include "ledger.h"
#include "policies.h"
#include "quotes.h"
#include "settlement.h"

namespace brokerdesk::sandbox {

class Database;

// Appends an event to a sale's timeline (inside the caller's transaction); `policyId` makes
// the event carry that policy as it is when the timeline is read.
bool appendSaleEvent(Database &db, const QString &saleId, const QDateTime &at, const QString &kind,
                     const QString &policyId = {});

// Sale requests, sales and their timeline; Settlement moves each sale on:
// Started → Pending → Finished with the policy issued, or Failed; Finished → Canceled when the
// policy is cancelled (PolicyService).
class SaleService
{
public:
    // The documented decline marker, which is not card data: a policy holder whose e-mail
    // is at this domain has every card payment refused (the sale ends Failed).
    static inline const QString declinedTestDomain = QStringLiteral("declined.test");
    static bool isDeclinedTestHolder(const QJsonObject &holder);

    SaleService(ServiceContext &ctx, QuoteService &quotes, CatalogService &catalog,
                LedgerService &ledger, PolicyService &policies)
        : m_ctx(ctx), m_quotes(quotes), m_catalog(catalog), m_policies(policies),
          m_settlement(ctx, quotes, catalog, ledger, policies)
    {
    }

    void registerRoutes(Router &router);

    Result<QJsonObject> createSaleRequest(const QString &brokerId, const QJsonObject &body);
    Result<QJsonObject> createSale(const QString &brokerId, const QJsonObject &body);
    Result<QJsonObject> sale(const QString &brokerId, const QString &saleId) const;
    Result<QJsonObject> timeline(const QString &brokerId, const QString &saleId) const;

    Settlement &settlement() { return m_settlement; }

private:
    ServiceContext &m_ctx;
    QuoteService &m_quotes;
    CatalogService &m_catalog;
    PolicyService &m_policies;
    Settlement m_settlement;
};

} // namespace brokerdesk::sandbox
