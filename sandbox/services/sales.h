#pragma once

#include "catalog.h"
#include "http/router.h"
#include "ledger.h"
#include "policies.h"
#include "quotes.h"

#include <QObject>

namespace brokerdesk::sandbox {

class Database;

// Appends an event to a sale's timeline (inside the caller's transaction); `policyId` makes
// the event carry that policy as it is when the timeline is read.
bool appendSaleEvent(Database &db, const QString &saleId, const QDateTime &at, const QString &kind,
                     const QString &policyId = {});

// Sale requests, sales, their timeline, and payment settlement on timers:
// Started (1) → Pending (2) → Finished (4) with the policy issued, or Failed (3); Finished →
// Canceled (5) when the policy is cancelled (PolicyService).
class SaleService
{
public:
    // The documented decline marker, which is not card data: a policy holder whose e-mail
    // is at this domain has every payment refused (the sale ends Failed).
    static inline const QString declinedTestDomain = QStringLiteral("declined.test");
    static bool isDeclinedTestHolder(const QJsonObject &holder);

    SaleService(ServiceContext &ctx, QuoteService &quotes, CatalogService &catalog,
                LedgerService &ledger, PolicyService &policies)
        : m_ctx(ctx), m_quotes(quotes), m_catalog(catalog), m_ledger(ledger), m_policies(policies)
    {
    }

    void registerRoutes(Router &router);

    Result<QJsonObject> createSaleRequest(const QString &brokerId, const QJsonObject &body);
    Result<QJsonObject> createSale(const QString &brokerId, const QJsonObject &body);
    Result<QJsonObject> sale(const QString &brokerId, const QString &saleId) const;
    Result<QJsonObject> timeline(const QString &brokerId, const QString &saleId) const;

    // Picks up sales a previous run left unsettled (after a restart).
    void resumeOpenSales();
    // Moves a sale on as far as the clock allows right now (the timers call this).
    void advance(const QString &saleId);

private:
    struct OpenSale;
    void schedule(const QString &saleId, const QDateTime &due);
    bool addEvent(const QString &saleId, const QString &kind, const QString &policyId = {});
    bool settle(const OpenSale &sale);

    ServiceContext &m_ctx;
    QuoteService &m_quotes;
    CatalogService &m_catalog;
    LedgerService &m_ledger;
    PolicyService &m_policies;
    QObject m_timers; // parent of the settlement timers: they die with the service
};

} // namespace brokerdesk::sandbox
