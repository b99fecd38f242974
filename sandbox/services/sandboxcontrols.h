#pragma once

#include "http/router.h"
#include "support/result.h"
#include "support/servicecontext.h"

#include <QDateTime>
#include <QJsonObject>

#include <optional>

namespace brokerdesk::sandbox {

class AffinityService;
class LedgerService;
class QuoteReview;
class Settlement;

// What only a sandbox has, answered on loopback only and with a broker's token (any scope):
// a clock each broker can move forward (GET and POST /sandbox/clock), switching a vendor
// off or on or changing how its insurer answers quotes (POST /sandbox/vendors/{product_id}),
// to see the operator's rules and every quote state at work, and more cash-flow history
// (POST /sandbox/cash-flow/seed).
class SandboxControls
{
public:
    SandboxControls(ServiceContext &ctx, Settlement &settlement, AffinityService &affinities,
                    LedgerService &ledger, QuoteReview &quoteReview)
        : m_ctx(ctx), m_settlement(settlement), m_affinities(affinities), m_ledger(ledger),
          m_quoteReview(quoteReview)
    {
    }

    void registerRoutes(Router &router);
    // Brings back each broker's clock as the last run left it (kept in the database).
    void restoreClocks(const QStringList &brokerIds);

    // An ISO-8601 duration (PnYnMnWnDTnHnMnS, no sign) added to `from`; nullopt if malformed.
    static std::optional<QDateTime> addDuration(const QDateTime &from, const QString &duration);

    Result<QJsonObject> clock(const QString &brokerId) const;
    // Moves the broker's clock on by body.advance; everything due in between happens in order.
    Result<QJsonObject> advanceClock(const QString &brokerId, const QJsonObject &body);
    // body.active and/or body.quoting ("instant", "review" or "unavailable"); answers the
    // vendor as GET /v1/merchant/vendor does, with `quoting` beside it.
    Result<QJsonObject> setVendor(const QString &brokerId, const QString &productId,
                                  const QJsonObject &body);
    // Adds body.count records drafted like --seed-ledger's at the top of the broker's cash-flow
    // list: a ledger that grows while a client reads it (benchmarks, training).
    Result<QJsonObject> seedLedger(const QString &brokerId, const QJsonObject &body);

private:
    // Runs what is due for the broker by its clock since `from`; the next moment something is
    // due, or invalid.
    QDateTime runDue(const QString &brokerId, const QDateTime &from);

    ServiceContext &m_ctx;
    Settlement &m_settlement;
    AffinityService &m_affinities;
    LedgerService &m_ledger;
    QuoteReview &m_quoteReview;
};

} // namespace brokerdesk::sandbox
