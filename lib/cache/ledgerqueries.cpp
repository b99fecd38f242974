#include "ledgerqueries.h"

#include "csvwriter.h"
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
    const QString date =
        f.basis == LedgerFilter::Basis::Due ? QStringLiteral("due") : QStringLiteral("date");
    if (f.from.isValid()) {
        parts << date + QStringLiteral(" >= ?");
        w.binds << f.from.toMSecsSinceEpoch();
    }
    if (f.to.isValid()) {
        parts << date + QStringLiteral(" < ?");
        w.binds << f.to.toMSecsSinceEpoch();
    }
    if (f.overdueAt.isValid()) {
        parts << QStringLiteral("is_paid = 0 AND due < ?");
        w.binds << f.overdueAt.toMSecsSinceEpoch();
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

QString utc(qint64 ms)
{
    return ms == 0 ? QString()
                   : QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC)
                         .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
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
    if (from.isValid())
        f.from = from.startOfDay();
    if (to.isValid())
        f.to = to.addDays(1).startOfDay();
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

LedgerTotals LedgerQueries::totals(const LedgerFilter &filter, const QDateTime &now) const
{
    Where w = whereOf(filter);
    w.binds.prepend(now.toMSecsSinceEpoch());
    QSqlQuery q(db());
    LedgerTotals t;
    if (!run(q,
             QStringLiteral(
                 "SELECT count(*), COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0), "
                 "COALESCE(SUM(CASE WHEN amount < 0 THEN amount END), 0), "
                 "COALESCE(SUM(amount_deductions), 0), "
                 "COALESCE(SUM(CASE WHEN is_paid = 0 THEN amount END), 0), "
                 "COALESCE(SUM(CASE WHEN is_paid = 0 AND due < ? THEN amount END), 0) "
                 "FROM records") +
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
    t.unpaid = q.value(4).toLongLong();
    t.overdue = q.value(5).toLongLong();
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
    const Where w = whereOf(filter);
    QSqlQuery q(db());
    QList<MonthlySum> out;
    if (!run(q,
             QStringLiteral(
                 "SELECT ym, count(*), COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0), "
                 "COALESCE(SUM(CASE WHEN amount < 0 THEN amount END), 0) FROM records") +
                 w.sql + QStringLiteral(" GROUP BY ym ORDER BY ym"),
             w)) {
        noteError(q);
        return out;
    }
    while (q.next()) {
        const int ym = q.value(0).toInt();
        out.append({ym / 100, ym % 100, q.value(1).toLongLong(), q.value(2).toLongLong(),
                    q.value(3).toLongLong()});
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
             QStringLiteral("SELECT doc FROM records") + w.sql +
                 QStringLiteral(" ORDER BY seq LIMIT ? OFFSET ?"),
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
    if (run(q, QStringLiteral("SELECT id FROM records") + w.sql + QStringLiteral(" ORDER BY seq"),
            w))
        while (q.next())
            out << q.value(0).toString();
    noteError(q);
    return out;
}

bool LedgerQueries::exportCsv(const LedgerFilter &filter, QIODevice *device, const QLocale &locale,
                              QString *error, const std::function<bool(qint64)> &progress) const
{
    const Where w = whereOf(filter);
    QSqlQuery q(db());
    if (!run(q,
             QStringLiteral("SELECT date, category, description, amount, amount_deductions, "
                            "is_paid, payment_method, policy_id, installment, forecast, cash, "
                            "deleted FROM records") +
                 w.sql + QStringLiteral(" ORDER BY seq"),
             w)) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    CsvWriter csv(device, CsvFormat::forLocale(locale));
    csv.text(tr("Date (UTC)"))
        .text(tr("Category"))
        .text(tr("Description"))
        .text(tr("Amount"))
        .text(tr("Deductions"))
        .text(tr("Paid"))
        .text(tr("Payment method"))
        .text(tr("Policy"))
        .text(tr("Installment"))
        .text(tr("Forecast (UTC)"))
        .text(tr("Cash in/out (UTC)"))
        .text(tr("Deleted (UTC)"));
    csv.endRow();
    const QString yes = tr("Yes");
    const QString no = tr("No");
    qint64 rows = 0;
    while (q.next() && csv.ok()) {
        const QString wire = q.value(1).toString();
        const auto category = domain::fromWireName<domain::CashFlowCategory>(wire);
        csv.text(utc(q.value(0).toLongLong()))
            .text(category ? domain::displayName(*category) : wire)
            .text(q.value(2).toString())
            .money(q.value(3).toLongLong())
            .money(q.value(4).toLongLong())
            .text(q.value(5).toBool() ? yes : no)
            .text(q.value(6).toString())
            .text(q.value(7).toString())
            .text(q.value(8).toString())
            .text(utc(q.value(9).toLongLong()))
            .text(utc(q.value(10).toLongLong()))
            .text(utc(q.value(11).toLongLong()));
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

} // namespace brokerdesk::cache
