#include "ledgerqueries.h"

#include "cache/csvwriter.h"
#include "domain/cashflow.h"
#include "domain/cashflowtext.h"
#include "domain/enums.h"

#include <QCborMap>
#include <QCborValue>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace brokerdesk::cache {

namespace {

struct Where
{
    QString sql;
    QVariantList binds;
};

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

// An instant in the desk's local time, as the screens show it; empty for none.
QString localTime(qint64 ms, const QLocale &locale)
{
    return ms == 0 ? QString()
                   : locale.toString(QDateTime::fromMSecsSinceEpoch(ms).toLocalTime(),
                                     csvDateFormat(locale) + QStringLiteral(" HH:mm"));
}

} // namespace

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

bool LedgerQueries::exportCsv(const LedgerFilter &filter, QIODevice *device, const QLocale &locale,
                              QString *error, const std::function<bool(qint64)> &progress) const
{
    const Where w = whereOf(filter);
    QSqlQuery q(db());
    if (!run(q,
             QStringLiteral("SELECT date, category, description, amount, amount_deductions, "
                            "is_paid, payment_method, party, policy_id, installment, forecast, "
                            "cash, deleted FROM records") +
                 w.sql + QStringLiteral(" ORDER BY seq"),
             w)) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    CsvWriter csv(device, CsvFormat::forLocale(locale));
    for (const QString &name :
         {tr("Date"), tr("Category"), tr("Description"), tr("Amount"), tr("Deductions"), tr("Paid"),
          tr("Payment method"), tr("Customer"), tr("Reference"), tr("Installment"), tr("Due on"),
          tr("Paid on"), tr("Deleted on")})
        csv.text(name);
    csv.endRow();
    const QString yes = tr("Yes");
    const QString no = tr("No");
    const QString days = csvDateFormat(locale);
    qint64 rows = 0;
    while (q.next() && csv.ok()) {
        using namespace domain;
        const QString category = q.value(1).toString();
        const QString method = q.value(6).toString();
        const auto knownCategory = fromWireName<CashFlowCategory>(category);
        const auto knownMethod = fromWireName<PaymentMethod>(method);
        // party is "payer\ndrawer": the customer is whichever is there.
        const QStringList party = q.value(7).toString().split(u'\n', Qt::SkipEmptyParts);
        const QString policy = q.value(8).toString();
        const qint64 forecast = q.value(10).toLongLong();
        csv.text(localTime(q.value(0).toLongLong(), locale))
            .text(knownCategory ? displayName(*knownCategory) : category)
            .text(CashFlowText::description(
                {{QLatin1String(cashflowkey::description), q.value(2).toString()},
                 {QLatin1String(cashflowkey::policyId), policy}}))
            .money(q.value(3).toLongLong())
            .money(q.value(4).toLongLong())
            .text(q.value(5).toBool() ? yes : no)
            .text(knownMethod ? displayName(*knownMethod) : method)
            .text(party.isEmpty() ? QString() : party.constLast())
            .text(policy) // whole, for reconciliation: a spreadsheet matches it to the service's
            .text(q.value(9).toString())
            .text(forecast == 0 ? QString() : locale.toString(dayOfKey(forecast), days))
            .text(localTime(q.value(11).toLongLong(), locale))
            .text(localTime(q.value(12).toLongLong(), locale));
        csv.endRow();
        if (++rows % 10000 == 0 && progress && !progress(rows)) {
            if (error)
                *error = tr("The export was stopped.");
            return false;
        }
    }
    if (!csv.ok()) {
        if (error)
            *error = tr("The file could not be written: %1").arg(device->errorString());
        return false;
    }
    if (q.lastError().isValid()) {
        if (error)
            *error = tr("The local mirror could not be read: %1").arg(q.lastError().text());
        return false;
    }
    if (progress)
        progress(rows);
    return true;
}

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

bool LedgerQueries::exportCommissionsCsv(const QList<CommissionMonth> &months, QIODevice *device,
                                         const QLocale &locale)
{
    CsvWriter csv(device, CsvFormat::forLocale(locale));
    csv.text(tr("Month"))
        .text(tr("Expected"))
        .text(tr("Received"))
        .text(tr("Still due"))
        .text(tr("Overdue"));
    csv.endRow();
    for (const CommissionMonth &m : months) {
        csv.text(QStringLiteral("%1-%2").arg(m.year).arg(m.month, 2, 10, QChar(u'0')))
            .money(m.expected)
            .money(m.received)
            .money(m.due)
            .money(m.overdue);
        csv.endRow();
    }
    return csv.ok();
}

bool LedgerQueries::exportExposureCsv(const QList<CancellationExposure> &rows, QIODevice *device,
                                      const QLocale &locale)
{
    CsvWriter csv(device, CsvFormat::forLocale(locale));
    csv.text(tr("Canceled on"))
        .text(tr("Holder"))
        .text(tr("Reference"))
        .text(tr("Reversal"))
        .text(tr("Commission lost"))
        .text(tr("Installments lost"));
    csv.endRow();
    for (const CancellationExposure &e : rows) {
        csv.text(localTime(e.canceledAt.toMSecsSinceEpoch(), locale))
            .text(e.holder)
            .text(e.policyId)
            .money(e.reversal)
            .money(e.lostCommission)
            .number(e.lostInstallments);
        csv.endRow();
    }
    return csv.ok();
}

} // namespace brokerdesk::cache
