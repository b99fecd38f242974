#include "ledgerqueries.h"

#include <QSqlQuery>

namespace brokerdesk::cache {

const QStringList &LedgerQueries::commissionCategories()
{
    static const QStringList list{QStringLiteral("BrokerCommission"),
                                  QStringLiteral("BrokerAgency"),
                                  QStringLiteral("StipulateProLabor")};
    return list;
}

QList<CommissionMonth> LedgerQueries::commissions(QDate first, int months, const QDate &today) const
{
    QList<CommissionMonth> out;
    const QDate start(first.year(), first.month(), 1);
    for (int i = 0; i < months; ++i) {
        const QDate m = start.addMonths(i);
        out.append({m.year(), m.month(), 0, 0, 0, 0});
    }
    if (months <= 0)
        return out;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    // Months of the forecast, a calendar day (dayKey): each month a range of the
    // records_commission index (whose categories are written out, as its WHERE is), summed
    // without converting a date per row.
    QStringList ranges;
    for (int i = 0; i < months; ++i)
        ranges << QStringLiteral("(%1, ?, ?)").arg(i);
    QStringList categories;
    for (const QString &c : commissionCategories())
        categories << u'\'' + c + u'\'';
    const bool ok = q.prepare(
        QStringLiteral(
            "WITH months(i, lo, hi) AS (VALUES %1) SELECT i, SUM(amount), "
            "SUM(CASE WHEN is_paid = 1 THEN amount ELSE 0 END), "
            "SUM(CASE WHEN is_paid = 0 THEN amount ELSE 0 END), "
            "SUM(CASE WHEN is_paid = 0 AND forecast < ? THEN amount ELSE 0 END) "
            "FROM months JOIN records ON category IN (%2) AND deleted = 0 AND forecast >= lo "
            "AND forecast < hi GROUP BY i")
            .arg(ranges.join(u','), categories.join(QStringLiteral(", "))));
    if (ok) {
        for (int i = 0; i < months; ++i) {
            q.addBindValue(dayKey(start.addMonths(i)));
            q.addBindValue(dayKey(start.addMonths(i + 1)));
        }
        q.addBindValue(dayKey(today));
    }
    if (!ok || !q.exec()) {
        noteError(q);
        return out;
    }
    while (q.next()) {
        const int i = q.value(0).toInt();
        if (i < 0 || i >= out.size())
            continue;
        out[i].expected = q.value(1).toLongLong();
        out[i].received = q.value(2).toLongLong();
        out[i].due = q.value(3).toLongLong();
        out[i].overdue = q.value(4).toLongLong();
    }
    noteError(q);
    return out;
}

QList<CancellationExposure> LedgerQueries::cancellationExposure(int limit, int offset) const
{
    QList<CancellationExposure> out;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    // The sums the mirror keeps per policy (ledgerexposure.h), not a join over every record.
    const bool ok = q.prepare(
        QStringLiteral("SELECT policy_id, party, at, reversal, lost, installments "
                       "FROM policy_exposure ORDER BY at DESC, policy_id LIMIT ? OFFSET ?"));
    if (ok) {
        q.addBindValue(limit);
        q.addBindValue(offset);
    }
    if (!ok || !q.exec()) {
        noteError(q);
        return out;
    }
    while (q.next()) {
        CancellationExposure e;
        e.policyId = q.value(0).toString();
        // party is "payer\ndrawer": the customer is whichever is there.
        const QStringList party = q.value(1).toString().split(u'\n', Qt::SkipEmptyParts);
        e.holder = party.isEmpty() ? QString() : party.constLast();
        e.canceledAt = QDateTime::fromMSecsSinceEpoch(q.value(2).toLongLong(), Qt::UTC);
        e.reversal = q.value(3).toLongLong();
        e.lostCommission = q.value(4).toLongLong();
        e.lostInstallments = q.value(5).toInt();
        out.append(e);
    }
    noteError(q);
    return out;
}

ExposureTotals LedgerQueries::exposureTotals() const
{
    QSqlQuery q(db());
    q.setForwardOnly(true);
    ExposureTotals t;
    if (!q.exec(QStringLiteral("SELECT count(*), COALESCE(SUM(reversal), 0), "
                               "COALESCE(SUM(lost), 0) FROM policy_exposure")) ||
        !q.next()) {
        noteError(q);
        return t;
    }
    t.policies = q.value(0).toLongLong();
    t.reversal = q.value(1).toLongLong();
    t.lostCommission = q.value(2).toLongLong();
    return t;
}

} // namespace brokerdesk::cache
