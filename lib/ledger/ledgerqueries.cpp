#include "ledgerqueries.h"

#include "ledgerwhere.h"

#include <QCborMap>
#include <QCborValue>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace brokerdesk::cache {

using ledgersql::orderOf;
using ledgersql::periodOf;
using ledgersql::run;
using ledgersql::Where;
using ledgersql::whereOf;

void LedgerQueries::noteError(const QSqlQuery &q) const
{
    if (q.lastError().isValid() && m_error.isEmpty())
        m_error = tr("The local mirror could not be read: %1").arg(q.lastError().text());
}

LedgerFilter LedgerFilter::forDates(QDate from, QDate to)
{
    LedgerFilter f;
    f.from = from;
    f.to = to;
    return f;
}

qint64 LedgerQueries::count(const LedgerFilter &filter) const
{
    const Where w = whereOf(filter);
    QSqlQuery q(db());
    if (!run(q, QStringLiteral("SELECT count(*) FROM records") + w.sql, w) || !q.next()) {
        noteError(q);
        return 0;
    }
    return q.value(0).toLongLong();
}

LedgerTotals LedgerQueries::totals(const LedgerFilter &filter, const QDate &today) const
{
    Where w = whereOf(filter);
    w.binds.prepend(dayKey(today));
    w.binds.prepend(dayKey(today));
    QSqlQuery q(db());
    LedgerTotals t;
    if (!run(q,
             QStringLiteral(
                 "SELECT count(*), COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0), "
                 "COALESCE(SUM(CASE WHEN amount < 0 THEN amount END), 0), "
                 "COALESCE(SUM(amount_deductions), 0), "
                 "COALESCE(SUM(CASE WHEN is_paid = 0 AND amount > 0 THEN amount END), 0), "
                 "COALESCE(SUM(CASE WHEN is_paid = 0 AND amount < 0 THEN amount END), 0), "
                 "COALESCE(SUM(CASE WHEN is_paid = 0 AND amount > 0 AND due < ? THEN amount END), "
                 "0), "
                 "COALESCE(SUM(CASE WHEN is_paid = 0 AND amount < 0 AND due < ? THEN amount END), "
                 "0) FROM records") +
                 w.sql,
             w) ||
        !q.next()) {
        noteError(q);
        return t;
    }
    t.count = q.value(0).toLongLong();
    t.in = q.value(1).toLongLong();
    t.out = q.value(2).toLongLong();
    t.deductions = q.value(3).toLongLong();
    t.receivable = q.value(4).toLongLong();
    t.payable = q.value(5).toLongLong();
    t.overdueReceivable = q.value(6).toLongLong();
    t.overduePayable = q.value(7).toLongLong();
    return t;
}

QList<CategoryTotal> LedgerQueries::byCategory(const LedgerFilter &filter) const
{
    const Where w = whereOf(filter);
    QSqlQuery q(db());
    QList<CategoryTotal> out;
    if (!run(q,
             QStringLiteral("SELECT category, count(*), COALESCE(SUM(amount), 0) FROM records") +
                 w.sql + QStringLiteral(" GROUP BY category ORDER BY category"),
             w)) {
        noteError(q);
        return out;
    }
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toLongLong(), q.value(2).toLongLong()});
    noteError(q);
    return out;
}

QList<MonthlySum> LedgerQueries::monthly(const LedgerFilter &filter) const
{
    QList<MonthlySum> out;
    const bool due = filter.basis == LedgerFilter::Basis::Due;
    const QString column = due ? QStringLiteral("due") : QStringLiteral("date");
    // The day of a column's value: `due` is a day already, `date` an instant.
    const auto dayOf = [due](qint64 value) {
        return due ? dayOfKey(value)
                   : domain::businessday::dayOf(QDateTime::fromMSecsSinceEpoch(value, Qt::UTC));
    };
    QDate first = filter.from;
    QDate last = filter.to;
    if (!first.isValid() || !last.isValid()) {
        // An open end: the records' own first or last month.
        const Where w = whereOf(filter);
        QSqlQuery q(db());
        if (!run(q,
                 QStringLiteral("SELECT min(%1), max(%1), count(*) FROM records").arg(column) +
                     w.sql,
                 w) ||
            !q.next()) {
            noteError(q);
            return out;
        }
        if (q.value(2).toLongLong() == 0)
            return out;
        if (!first.isValid())
            first = dayOf(q.value(0).toLongLong());
        if (!last.isValid())
            last = dayOf(q.value(1).toLongLong());
    }
    if (last < first)
        return out;
    QDate month(last.year(), last.month(), 1);
    const QDate firstMonth(first.year(), first.month(), 1);
    QList<QDate> months;
    for (; month >= firstMonth && months.size() < maxMonths; month = month.addMonths(-1))
        months.prepend(month);
    // Each month a range of the column (from an index), summed without a date per row.
    QStringList ranges;
    Where w = whereOf(filter);
    QVariantList bounds;
    for (qsizetype i = 0; i < months.size(); ++i) {
        ranges << QStringLiteral("(%1, ?, ?)").arg(i);
        const QDate m = months.at(i);
        bounds << (due ? dayKey(m) : domain::businessday::startOf(m).toMSecsSinceEpoch())
               << (due ? dayKey(m.addMonths(1))
                       : domain::businessday::startOf(m.addMonths(1)).toMSecsSinceEpoch());
    }
    w.binds = bounds + w.binds;
    QSqlQuery q(db());
    if (!run(q,
             QStringLiteral("WITH months(i, lo, hi) AS (VALUES %1) SELECT months.i, count(*), "
                            "COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0), "
                            "COALESCE(SUM(CASE WHEN amount < 0 THEN amount END), 0) "
                            "FROM months JOIN records ON %2 >= months.lo AND %2 < months.hi")
                     .arg(ranges.join(u','), column) +
                 w.sql + QStringLiteral(" GROUP BY months.i"),
             w)) {
        noteError(q);
        return out;
    }
    for (const QDate &m : months)
        out.append({m.year(), m.month(), 0, 0, 0});
    while (q.next()) {
        const int i = q.value(0).toInt();
        if (i < 0 || i >= out.size())
            continue;
        out[i].count = q.value(1).toLongLong();
        out[i].in = q.value(2).toLongLong();
        out[i].out = q.value(3).toLongLong();
    }
    noteError(q);
    return out;
}

OutsidePeriod LedgerQueries::recentOutside(const LedgerFilter &filter, const QDateTime &since) const
{
    OutsidePeriod out;
    if (!filter.from.isValid() && !filter.to.isValid())
        return out; // no period: nothing is left out
    LedgerFilter rest = filter;
    rest.from = {};
    rest.to = {};
    Where w = whereOf(rest);
    const Where period = periodOf(filter);
    w.sql += (w.sql.isEmpty() ? QStringLiteral(" WHERE ") : QStringLiteral(" AND ")) +
             QStringLiteral("date >= ? AND NOT (") + period.sql + u')';
    w.binds << since.toMSecsSinceEpoch();
    w.binds += period.binds;
    QSqlQuery q(db());
    if (!run(q, QStringLiteral("SELECT count(*), min(due), max(due) FROM records") + w.sql, w) ||
        !q.next()) {
        noteError(q);
        return out;
    }
    out.count = q.value(0).toLongLong();
    if (out.count > 0) {
        out.first = dayOfKey(q.value(1).toLongLong());
        out.last = dayOfKey(q.value(2).toLongLong());
    }
    return out;
}

QList<DaySum> LedgerQueries::days(const LedgerFilter &filter) const
{
    QList<DaySum> out;
    if (!filter.byDay())
        return out;
    const Where w = whereOf(filter);
    QSqlQuery q(db());
    // `due` is a day already (dayKey): each of its values is one day.
    if (!run(q,
             QStringLiteral("SELECT due, count(*), "
                            "COALESCE(SUM(CASE WHEN deleted = 0 THEN amount END), 0) "
                            "FROM records") +
                 w.sql + QStringLiteral(" GROUP BY due ORDER BY due"),
             w)) {
        noteError(q);
        return out;
    }
    qint64 row = 0;
    while (q.next()) {
        const qint64 count = q.value(1).toLongLong();
        out.append({dayOfKey(q.value(0).toLongLong()), row, count, q.value(2).toLongLong()});
        row += count;
    }
    noteError(q);
    return out;
}

QList<QJsonObject> LedgerQueries::records(const LedgerFilter &filter, int limit, int offset) const
{
    Where w = whereOf(filter);
    w.binds << limit << offset;
    QSqlQuery q(db());
    QList<QJsonObject> out;
    if (!run(q,
             QStringLiteral("SELECT doc FROM records") + w.sql + orderOf(filter) +
                 QStringLiteral(" LIMIT ? OFFSET ?"),
             w)) {
        noteError(q);
        return out;
    }
    // The mirror writes each record as CBOR; rows written before schema version 3 hold JSON text.
    while (q.next()) {
        const QByteArray doc = q.value(0).toByteArray();
        out.append(doc.startsWith('{') ? QJsonDocument::fromJson(doc).object()
                                       : QCborValue::fromCbor(doc).toMap().toJsonObject());
    }
    noteError(q);
    return out;
}

QStringList LedgerQueries::ids(const LedgerFilter &filter) const
{
    const Where w = whereOf(filter);
    QSqlQuery q(db());
    QStringList out;
    if (run(q, QStringLiteral("SELECT id FROM records") + w.sql + orderOf(filter), w))
        while (q.next())
            out << q.value(0).toString();
    noteError(q);
    return out;
}

QString LedgerQueries::oldestChangeable(const QDateTime &since) const
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral(
        "SELECT id FROM records WHERE seq = (SELECT max(m) FROM ("
        "SELECT max(seq) AS m FROM records WHERE is_paid = 0 AND deleted = 0 AND due >= ? "
        "UNION ALL SELECT max(seq) FROM records WHERE date >= ?))"));
    q.addBindValue(dayKey(domain::businessday::dayOf(since)));
    q.addBindValue(since.toMSecsSinceEpoch());
    QString id = q.exec() && q.next() ? q.value(0).toString() : QString();
    noteError(q);
    return id;
}

bool LedgerQueries::checkpoint() const
{
    QSqlQuery q(db());
    const bool ok = q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
    noteError(q);
    return ok;
}

} // namespace brokerdesk::cache
