#include "ledgerwhere.h"

#include "ledgerqueries.h"

#include <QStringList>

namespace brokerdesk::cache::ledgersql {

// The filter's period on its basis ("due >= ? AND due < ?"), empty when it has none. Days of
// the business zone: a created date is an instant (its day starts at midnight in that zone);
// the day money moves is kept as a day (dayKey).
Where periodOf(const LedgerFilter &f)
{
    const bool due = f.basis == LedgerFilter::Basis::Due;
    const QString column = due ? QStringLiteral("due") : QStringLiteral("date");
    const auto bound = [due](const QDate &day) {
        return due ? dayKey(day) : domain::businessday::startOf(day).toMSecsSinceEpoch();
    };
    QStringList parts;
    Where w;
    if (f.from.isValid()) {
        parts << column + QStringLiteral(" >= ?");
        w.binds << bound(f.from);
    }
    if (f.to.isValid()) {
        parts << column + QStringLiteral(" < ?");
        w.binds << bound(f.to.addDays(1));
    }
    w.sql = parts.join(QStringLiteral(" AND "));
    return w;
}

Where whereOf(const LedgerFilter &f)
{
    QStringList parts;
    Where w;
    if (!f.categories.isEmpty()) {
        QStringList marks;
        for (const QString &c : f.categories) {
            marks << QStringLiteral("?");
            w.binds << c;
        }
        parts << QStringLiteral("category IN (%1)").arg(marks.join(u','));
    }
    if (f.paid) {
        parts << QStringLiteral("is_paid = ?");
        w.binds << int(*f.paid);
    }
    if (const Where period = periodOf(f); !period.sql.isEmpty()) {
        parts << period.sql;
        w.binds += period.binds;
    }
    if (f.overdueBefore.isValid()) {
        parts << QStringLiteral("is_paid = 0 AND due < ?");
        w.binds << dayKey(f.overdueBefore);
    }
    if (!f.includeDeleted)
        parts << QStringLiteral("deleted = 0");
    if (!f.text.isEmpty()) {
        QString t = f.text;
        t.replace(u'\\', QStringLiteral("\\\\"))
            .replace(u'%', QStringLiteral("\\%"))
            .replace(u'_', QStringLiteral("\\_"));
        const QVariant like = QString(QStringLiteral("%") + t + QStringLiteral("%"));
        parts << QStringLiteral("(description LIKE ? ESCAPE '\\' OR party LIKE ? ESCAPE '\\' "
                                "OR policy_id LIKE ? ESCAPE '\\')");
        w.binds << like << like << like;
    }
    if (!parts.isEmpty())
        w.sql = QStringLiteral(" WHERE ") + parts.join(QStringLiteral(" AND "));
    return w;
}

bool run(QSqlQuery &q, const QString &sql, const Where &w)
{
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return false;
    for (const QVariant &v : w.binds)
        q.addBindValue(v);
    return q.exec();
}

// The list's order: by the day money moves for a period (then the service's order within a
// moment), else the service's newest first.
QString orderOf(const LedgerFilter &f)
{
    return f.byDay() ? QStringLiteral(" ORDER BY due, seq") : QStringLiteral(" ORDER BY seq");
}

} // namespace brokerdesk::cache::ledgersql
