#pragma once

#include "http/router.h"
#include "paging/paging.h"

#include <QDateTime>
#include <QJsonObject>

#include <optional>

namespace brokerdesk::sandbox {

// The broker's cash-flow ledger: GET /v1/cash-flow (scope cash-flow:read), and the one way
// records get written.
class LedgerService
{
public:
    explicit LedgerService(ServiceContext &ctx)
        : m_ctx(ctx), m_pager(ctx, QStringLiteral("cash_flow"))
    {
    }

    void registerRoutes(Router &router);

    // Appends one record for the broker inside the caller's transaction. Assigns id, ord and
    // date (unless given), fills every field of the spec that is absent with its empty value,
    // and returns the stored record; nullopt if the database refused it.
    std::optional<QJsonObject> append(const QString &brokerId, QJsonObject record);

    // The records of one of the broker's policies, oldest first, as the list shows them.
    QList<QJsonObject> policyRecords(const QString &brokerId, const QString &policyId) const;
    // Sets `deleted_at` on a stored record (inside the caller's transaction). The record stays
    // in the list, where it was, so cursors and totals never shift.
    bool markDeleted(const QString &brokerId, QJsonObject record, const QDateTime &at);
    // Collects what falls due as the broker's clock moves (POST /sandbox/clock): each unpaid,
    // not deleted record whose forecast lies in (from, until] becomes paid, `date_cash_in_out`
    // its forecast, in place like a deletion. Returns the earliest forecast still ahead of
    // `until`, or invalid. Records overdue before `from` stay as they are.
    QDateTime collectDue(const QString &brokerId, const QDateTime &from, const QDateTime &until);

    const ListPager &pager() const { return m_pager; }

    // The spec's categories; append() refuses any other.
    static const QStringList &categories();

private:
    ServiceContext &m_ctx;
    ListPager m_pager;
};

} // namespace brokerdesk::sandbox
