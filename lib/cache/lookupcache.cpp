#include "lookupcache.h"

#include <QSqlQuery>

namespace brokerdesk::cache {

namespace {

constexpr quint32 applicationId = 0x42444c4b; // "BDLK"

QList<Migration> migrations()
{
    return {
        {{QStringLiteral("CREATE TABLE answers (key TEXT PRIMARY KEY, body BLOB NOT NULL, "
                         "fetched_at TEXT NOT NULL)")}},
    };
}

} // namespace

LookupCache::LookupCache() : m_file(applicationId, migrations(), tr("lookup cache")) {}

OpenReport LookupCache::open(const QString &path)
{
    return m_file.open(path);
}

std::optional<LookupCache::Entry> LookupCache::find(const QString &key) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT body, fetched_at FROM answers WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return Entry{q.value(0).toByteArray(),
                 QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs)};
}

bool LookupCache::save(const QString &key, const QByteArray &body, const QDateTime &fetchedAt)
{
    if (!isOpen())
        return false;
    QSqlQuery q(m_file.db());
    q.prepare(
        QStringLiteral("INSERT OR REPLACE INTO answers (key, body, fetched_at) VALUES (?, ?, ?)"));
    q.addBindValue(key);
    q.addBindValue(body);
    q.addBindValue(fetchedAt.toUTC().toString(Qt::ISODateWithMs));
    return q.exec();
}

} // namespace brokerdesk::cache
