#include "database.h"

#include "migrations.h"

#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlDriver>
#include <QSqlError>
#include <QUuid>

#include <sqlite3.h>

Q_LOGGING_CATEGORY(lcStore, "brokerdesk.sandbox.store")

namespace brokerdesk::sandbox {

namespace {
const QString appMarker = QStringLiteral("brokerdesk-sandbox");

// A list page of ten ~900-byte rows then mostly lies in one page of the file, read in one
// call, where 4 KB pages needed three (docs/sandbox.md has the figures).
constexpr int filePageSize = 16384;

// Debian's Qt SQLite driver links the system libsqlite3, the same library we link, so its
// handle can be used with the C API directly.
sqlite3 *nativeHandle(const QSqlDatabase &db)
{
    const QVariant v = db.driver()->handle();
    if (qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(v.constData());
}

} // namespace

Database::Database() : m_connection(QStringLiteral("sandbox-") + QUuid::createUuid().toString()) {}

Database::~Database()
{
    m_statements.clear();
    for (sqlite3_stmt *statement : std::as_const(m_nativeStatements))
        sqlite3_finalize(statement);
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connection);
}

bool Database::open(const QString &path, QString *error)
{
    m_created = path == QStringLiteral(":memory:") || !QFileInfo::exists(path) ||
                QFileInfo(path).size() == 0;
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(path);
    if (!m_db.open()) {
        *error = QStringLiteral("Cannot open database %1: %2").arg(path, m_db.lastError().text());
        return false;
    }
    m_native = nativeHandle(m_db);
    if (!m_native) {
        *error = QStringLiteral("The Qt SQLite driver gave no native handle.");
        return false;
    }
    // Counts every rollback, also the automatic ones after an error.
    sqlite3_rollback_hook(
        m_native, [](void *rollbacks) { ++*static_cast<quint64 *>(rollbacks); }, &m_rollbacks);
    QSqlQuery probe(m_db);
    if (!probe.exec(QStringLiteral("SELECT name FROM sqlite_master"))) {
        *error = QStringLiteral("%1 is not a readable SQLite database (%2).")
                     .arg(path, probe.lastError().databaseText());
        return false;
    }
    QStringList tables;
    while (probe.next())
        tables << probe.value(0).toString();
    if (!tables.isEmpty() && !tables.contains(QStringLiteral("meta"))) {
        *error = QStringLiteral("%1 is not a BrokerDesk sandbox database; refusing to touch it.")
                     .arg(path);
        return false;
    }
    if (tables.isEmpty()) // before WAL, which fixes the page size
        exec(QStringLiteral("PRAGMA page_size=%1").arg(filePageSize));
    // 64 MB of page cache (SQLite's default is 2 MB) holds the interior pages of a million-
    // record ledger's tables and indexes: a random page then reads little more than its own
    // rows from the file.
    for (const char *pragma :
         {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON",
          "PRAGMA busy_timeout=5000", "PRAGMA cache_size=-65536"})
        exec(QString::fromLatin1(pragma));
    if (tables.isEmpty()) {
        exec(QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"));
        setMeta(QStringLiteral("app"), appMarker);
        setMeta(QStringLiteral("schema_version"), QStringLiteral("0"));
        m_created = true;
    } else if (meta(QStringLiteral("app")) != appMarker) {
        *error = QStringLiteral("%1 is not a BrokerDesk sandbox database; refusing to touch it.")
                     .arg(path);
        return false;
    }
    if (!migrate(error))
        return false;
    if (path != QStringLiteral(":memory:"))
        usePageSize(path);
    return true;
}

void Database::usePageSize(const QString &path)
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("PRAGMA page_size")) || !q.next() ||
        q.value(0).toInt() >= filePageSize)
        return;
    q.finish();
    // A file made before 16 KB pages is rewritten once; WAL mode would keep its page size.
    qCInfo(lcStore) << "Rewriting" << path << "in" << filePageSize << "byte pages (once)";
    const bool rewritten = exec(QStringLiteral("PRAGMA journal_mode=DELETE")) &&
                           exec(QStringLiteral("PRAGMA page_size=%1").arg(filePageSize)) &&
                           exec(QStringLiteral("VACUUM"));
    if (!rewritten)
        qCWarning(lcStore) << "Could not rewrite" << path
                           << "in larger pages; it keeps its own:" << m_db.lastError().text();
    exec(QStringLiteral("PRAGMA journal_mode=WAL"));
}

int Database::schemaVersion() const
{
    return meta(QStringLiteral("schema_version")).toInt();
}

bool Database::migrate(QString *error)
{
    const auto &steps = schemaMigrations();
    const int current = schemaVersion();
    if (current > steps.size()) {
        *error = QStringLiteral("The database has schema version %1, newer than this sandbox "
                                "understands (%2). Use a newer brokerdesk-sandbox.")
                     .arg(current)
                     .arg(steps.size());
        return false;
    }
    if (!m_created && current < steps.size()) // a large file takes a while: say why
        qCInfo(lcStore) << "Upgrading" << m_db.databaseName() << "from schema version" << current
                        << "to" << steps.size();
    for (int v = current; v < steps.size(); ++v) {
        Transaction tx(*this);
        for (const QString &sql : steps.at(v)) {
            if (!exec(sql)) {
                *error = QStringLiteral("Migration to schema version %1 failed: %2")
                             .arg(v + 1)
                             .arg(m_db.lastError().text());
                return false;
            }
        }
        setMeta(QStringLiteral("schema_version"), QString::number(v + 1));
        if (!tx.commit()) {
            *error = QStringLiteral("Migration to schema version %1 could not commit.").arg(v + 1);
            return false;
        }
    }
    return true;
}

QSqlQuery &Database::query(const QString &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        QSqlQuery q(m_db);
        if (!q.prepare(sql))
            qCCritical(lcStore) << "prepare failed:" << sql << q.lastError().text();
        it = m_statements.insert(sql, q);
    }
    it->finish();
    return *it;
}

sqlite3_stmt *Database::nativeQuery(const QString &sql)
{
    auto it = m_nativeStatements.find(sql);
    if (it == m_nativeStatements.end()) {
        sqlite3_stmt *statement = nullptr;
        const QByteArray utf8 = sql.toUtf8();
        if (sqlite3_prepare_v3(m_native, utf8.constData(), int(utf8.size()),
                               SQLITE_PREPARE_PERSISTENT, &statement, nullptr) != SQLITE_OK) {
            qCCritical(lcStore) << "prepare failed:" << sql << sqlite3_errmsg(m_native);
            sqlite3_finalize(statement);
            return nullptr;
        }
        it = m_nativeStatements.insert(sql, statement);
    }
    sqlite3_reset(*it);
    return *it;
}

bool Database::exec(const QString &sql, const QVariantList &binds)
{
    QSqlQuery q(m_db);
    const bool ok = binds.isEmpty() ? q.exec(sql) : [&] {
        q.prepare(sql);
        for (const QVariant &b : binds)
            q.addBindValue(b);
        return q.exec();
    }();
    if (!ok)
        qCWarning(lcStore) << "statement failed:" << sql << q.lastError().text();
    return ok;
}

quint64 Database::changeStamp() const
{
    // Both only grow, so their sum changes whenever either does.
    return quint64(sqlite3_total_changes64(m_native)) + m_rollbacks;
}

QString Database::meta(const QString &key) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

void Database::setMeta(const QString &key, const QString &value)
{
    exec(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) "
                        "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
         {key, value});
}

Transaction::Transaction(Database &db) : m_db(db), m_depth(db.m_transactionDepth)
{
    m_open = m_depth == 0 ? db.handle().transaction()
                          : db.exec(QStringLiteral("SAVEPOINT sp%1").arg(m_depth));
    if (m_open)
        ++m_db.m_transactionDepth;
}

Transaction::~Transaction()
{
    if (!m_open)
        return;
    --m_db.m_transactionDepth;
    if (m_depth == 0) {
        m_db.handle().rollback();
    } else {
        ++m_db.m_rollbacks; // SQLite's rollback hook does not see a savepoint's
        m_db.exec(QStringLiteral("ROLLBACK TO sp%1").arg(m_depth));
        m_db.exec(QStringLiteral("RELEASE sp%1").arg(m_depth));
    }
}

bool Transaction::commit()
{
    if (!m_open)
        return false;
    m_open = false;
    --m_db.m_transactionDepth;
    return m_depth == 0 ? m_db.handle().commit()
                        : m_db.exec(QStringLiteral("RELEASE sp%1").arg(m_depth));
}

} // namespace brokerdesk::sandbox
