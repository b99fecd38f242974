#include "ledgersyncstate.h"

#include <QSqlQuery>

namespace brokerdesk::cache {

QString LedgerSyncState::value(const QString &key) const
{
    QSqlQuery q(m_file->db());
    q.prepare(QStringLiteral("SELECT value FROM sync_state WHERE key = ?"));
    q.addBindValue(key);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

bool LedgerSyncState::setValue(const QString &key, const QVariant &value)
{
    QSqlQuery q(m_file->db());
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO sync_state (key, value) VALUES (?, ?)"));
    q.addBindValue(key);
    q.addBindValue(value);
    return q.exec();
}

LedgerWalk LedgerSyncState::loadWalk() const
{
    LedgerWalk w;
    w.gen = value(QStringLiteral("walk_gen")).toLongLong();
    w.position = value(QStringLiteral("walk_position")).toLongLong();
    w.cursor = value(QStringLiteral("walk_cursor"));
    w.topId = value(QStringLiteral("walk_top_id"));
    w.stopId = value(QStringLiteral("walk_stop_id"));
    return w;
}

bool LedgerSyncState::saveWalk(const LedgerWalk &w)
{
    return setValue(QStringLiteral("walk_gen"), w.gen) &&
           setValue(QStringLiteral("walk_position"), w.position) &&
           setValue(QStringLiteral("walk_cursor"), w.cursor) &&
           setValue(QStringLiteral("walk_top_id"), w.topId) &&
           setValue(QStringLiteral("walk_stop_id"), w.stopId);
}

qint64 LedgerSyncState::countRecords() const
{
    const QString kept = value(QStringLiteral("record_count"));
    if (!kept.isEmpty())
        return kept.toLongLong();
    QSqlQuery q(m_file->db()); // a first sync still loading: no triggers count its rows
    return q.exec(QStringLiteral("SELECT count(*) FROM records")) && q.next()
               ? q.value(0).toLongLong()
               : 0;
}

} // namespace brokerdesk::cache
