// The customer directory's merges: near-duplicates offered, merged and undone
// (customerdirectory.h).
#include "customerdirectory.h"

#include "domain/isodate.h"

#include <QSqlError>

#include <algorithm>
#include <map>

namespace brokerdesk::cache {

QString phoneKey(const QString &phone)
{
    QString digits;
    for (const QChar c : phone)
        if (c.isDigit())
            digits.append(c);
    while (digits.startsWith(u'0')) // the trunk prefix of a long-distance call ("0 11 …")
        digits.remove(0, 1);
    if (digits.startsWith(QLatin1String("55")) && digits.size() >= 12)
        digits.remove(0, 2);
    return digits.size() >= 10 ? digits : QString();
}

qint64 CustomerDirectory::rootOf(qint64 id) const
{
    // A chain is short (a merged customer merged again); the bound guards a damaged file.
    QSqlQuery &q = statement(QStringLiteral("SELECT merged_into FROM customers WHERE id = ?"));
    for (int depth = 0; depth < 64; ++depth) {
        q.addBindValue(id);
        const bool found = q.exec() && q.next();
        const QVariant next = found ? q.value(0) : QVariant();
        q.finish();
        if (!found)
            return 0;
        if (next.isNull())
            return id;
        id = next.toLongLong();
    }
    return id;
}

QList<qint64> CustomerDirectory::entriesOf(qint64 id) const
{
    const qint64 root = rootOf(id);
    if (!root)
        return {};
    QList<qint64> out{root};
    QSqlQuery &q = statement(QStringLiteral(
        "WITH RECURSIVE members(id, depth) AS (SELECT id, 1 FROM customers WHERE merged_into = ? "
        "UNION ALL SELECT c.id, m.depth + 1 FROM customers c JOIN members m ON c.merged_into = "
        "m.id WHERE m.depth < 64) SELECT id FROM members ORDER BY id"));
    q.addBindValue(root);
    if (q.exec())
        while (q.next())
            out << q.value(0).toLongLong();
    q.finish();
    return out;
}

QList<PossibleDuplicate> CustomerDirectory::possibleDuplicates(int limit) const
{
    QList<PossibleDuplicate> out;
    if (!isOpen() || limit <= 0)
        return out;
    // One rule at a time: the values held more than once, from a scan of the rule's index, then
    // their entries pair by pair through the same index (CROSS JOIN keeps that order), so a
    // LIMIT stops early however many people share a common name.
    struct Rule
    {
        const char *column;
        PossibleDuplicate::Reason reason;
    };
    static const Rule rules[] = {{"name_key", PossibleDuplicate::SameName},
                                 {"phone_key", PossibleDuplicate::SamePhone},
                                 {"email", PossibleDuplicate::SameEmail}};
    std::map<std::pair<qint64, qint64>, int> found; // by (older, newer) entry
    for (const Rule &rule : rules) {
        QSqlQuery q(m_file.db());
        q.setForwardOnly(true);
        q.prepare(
            QStringLiteral("SELECT a.id, b.id FROM (SELECT %1 AS k FROM customers WHERE %1 IS NOT "
                           "NULL AND %1 <> '' GROUP BY %1 HAVING COUNT(*) > 1) dup "
                           "CROSS JOIN customers a CROSS JOIN customers b "
                           "WHERE a.%1 = dup.k AND b.%1 = dup.k AND b.id > a.id "
                           "AND a.merged_into IS NULL AND b.merged_into IS NULL "
                           "AND NOT EXISTS (SELECT 1 FROM customer_distinct d WHERE "
                           "d.first_id = a.id AND d.second_id = b.id) LIMIT ?")
                .arg(QLatin1String(rule.column)));
        q.addBindValue(limit);
        if (!q.exec())
            continue;
        while (q.next())
            found[{q.value(0).toLongLong(), q.value(1).toLongLong()}] |= rule.reason;
    }
    for (const auto &[pair, reasons] : found) {
        if (out.size() >= limit)
            break;
        const auto first = summary(pair.first);
        const auto second = summary(pair.second);
        if (first && second)
            out << PossibleDuplicate{*first, *second, reasons};
    }
    return out;
}

qint64 CustomerDirectory::merge(qint64 keep, qint64 other)
{
    if (!isOpen()) {
        m_error = tr("The customer directory is not open.");
        return 0;
    }
    if (keep == other || rootOf(keep) != keep || rootOf(other) != other) {
        m_error = tr("These customers cannot be merged: one of them is unknown or already part "
                     "of another.");
        return 0;
    }
    qint64 mergeId = 0;
    const bool ok = transaction([&] {
        QSqlQuery &point =
            statement(QStringLiteral("UPDATE customers SET merged_into = ? WHERE id = ?"));
        point.addBindValue(keep);
        point.addBindValue(other);
        if (!point.exec())
            return false;
        point.finish();
        QSqlQuery &note = statement(QStringLiteral(
            "INSERT INTO customer_merges (kept_id, merged_id, merged_at) VALUES (?, ?, ?)"));
        note.addBindValue(keep);
        note.addBindValue(other);
        note.addBindValue(domain::toRfc3339(QDateTime::currentDateTimeUtc()));
        if (!note.exec())
            return false;
        mergeId = note.lastInsertId().toLongLong();
        note.finish();
        return true;
    });
    if (!ok) {
        m_error = tr("The customer directory could not be written.");
        return 0;
    }
    return mergeId;
}

bool CustomerDirectory::undoMerge(qint64 mergeId)
{
    if (!isOpen())
        return false;
    QSqlQuery &find = statement(QStringLiteral(
        "SELECT kept_id, merged_id FROM customer_merges WHERE id = ? AND undone_at IS NULL"));
    find.addBindValue(mergeId);
    if (!find.exec() || !find.next()) {
        m_error = tr("This merge was undone already.");
        return false;
    }
    const qint64 kept = find.value(0).toLongLong();
    const qint64 merged = find.value(1).toLongLong();
    find.finish();
    const bool ok = transaction([&] {
        QSqlQuery &free = statement(QStringLiteral(
            "UPDATE customers SET merged_into = NULL WHERE id = ? AND merged_into = ?"));
        free.addBindValue(merged);
        free.addBindValue(kept);
        if (!free.exec())
            return false;
        free.finish();
        QSqlQuery &note =
            statement(QStringLiteral("UPDATE customer_merges SET undone_at = ? WHERE id = ?"));
        note.addBindValue(domain::toRfc3339(QDateTime::currentDateTimeUtc()));
        note.addBindValue(mergeId);
        const bool written = note.exec();
        note.finish();
        return written;
    });
    if (!ok)
        m_error = tr("The customer directory could not be written.");
    return ok;
}

QList<CustomerMerge> CustomerDirectory::merges(int limit) const
{
    QList<CustomerMerge> out;
    QSqlQuery &q = statement(QStringLiteral(
        "SELECT m.id, m.kept_id, m.merged_id, m.merged_at, k.name, o.name FROM customer_merges m "
        "JOIN customers k ON k.id = m.kept_id JOIN customers o ON o.id = m.merged_id "
        "WHERE m.undone_at IS NULL ORDER BY m.id DESC LIMIT ?"));
    q.addBindValue(limit);
    if (q.exec())
        while (q.next())
            out << CustomerMerge{
                q.value(0).toLongLong(), q.value(1).toLongLong(),
                q.value(2).toLongLong(), q.value(4).toString(),
                q.value(5).toString(),   domain::parseTimestamp(q.value(3).toString())};
    q.finish();
    return out;
}

bool CustomerDirectory::markDistinct(qint64 first, qint64 second)
{
    QSqlQuery &q = statement(QStringLiteral(
        "INSERT OR IGNORE INTO customer_distinct (first_id, second_id) VALUES (?, ?)"));
    q.addBindValue(std::min(first, second));
    q.addBindValue(std::max(first, second));
    const bool ok = q.exec();
    q.finish();
    if (!ok)
        m_error = tr("The customer directory could not be written.");
    return ok;
}

} // namespace brokerdesk::cache
