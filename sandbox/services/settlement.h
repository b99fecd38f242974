#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>

namespace brokerdesk::sandbox {

struct ServiceContext;
class CatalogService;
class LedgerService;
class PolicyService;
class QuoteService;

// Payment settlement of the sales SaleService creates: timers move each sale Started → Pending
// → Finished (policy issued, ledger written, all in one transaction) or Failed. State lives in
// the database, so a restart resumes where the last run stopped.
class Settlement
{
public:
    Settlement(ServiceContext &ctx, QuoteService &quotes, CatalogService &catalog,
               LedgerService &ledger, PolicyService &policies)
        : m_ctx(ctx), m_quotes(quotes), m_catalog(catalog), m_ledger(ledger), m_policies(policies)
    {
    }

    // Picks up sales a previous run left unsettled (after a restart).
    void resumeOpenSales();
    // Moves a sale on as far as the clock allows right now (the timers call this).
    void advance(const QString &saleId);
    // Calls advance(saleId) once `due` is reached on the broker's clock.
    void schedule(const QString &saleId, const QString &brokerId, const QDateTime &due);
    // Moves on, in order of their settlement time, the broker's open sales due by its clock
    // (POST /sandbox/clock); the earliest settlement time still ahead, or invalid.
    QDateTime settleDue(const QString &brokerId);

private:
    struct OpenSale;
    bool settle(const OpenSale &sale);

    ServiceContext &m_ctx;
    QuoteService &m_quotes;
    CatalogService &m_catalog;
    LedgerService &m_ledger;
    PolicyService &m_policies;
    QObject m_timers; // parent of the settlement timers: they die with the settlement
};

} // namespace brokerdesk::sandbox
