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
class Settlement;

// What only a sandbox has, answered on loopback only and with a broker's token (any scope):
// a clock each broker can move forward (GET and POST /sandbox/clock), and switching a vendor
// off or on (POST /sandbox/vendors/{product_id}), to see the operator's rules at work.
class SandboxControls
{
public:
    SandboxControls(ServiceContext &ctx, Settlement &settlement, AffinityService &affinities,
                    LedgerService &ledger)
        : m_ctx(ctx), m_settlement(settlement), m_affinities(affinities), m_ledger(ledger)
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
    Result<QJsonObject> setVendorActive(const QString &brokerId, const QString &productId,
                                        const QJsonObject &body);

private:
    // Runs what is due for the broker by its clock since `from`; the next moment something is
    // due, or invalid.
    QDateTime runDue(const QString &brokerId, const QDateTime &from);

    ServiceContext &m_ctx;
    Settlement &m_settlement;
    AffinityService &m_affinities;
    LedgerService &m_ledger;
};

} // namespace brokerdesk::sandbox
