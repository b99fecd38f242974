#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace brokerdesk::sandbox {

// The sandbox's SQLite store: WAL mode, versioned migrations, cached prepared statements.
// Lives on one thread (the server's), like every service that uses it.
class Database
{
public:
    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens (creating if needed) and migrates. A file that is not a BrokerDesk sandbox
    // database, or is damaged, is refused with a message and left untouched.
    bool open(const QString &path, QString *error);
    bool isNew() const { return m_created; }
    int schemaVersion() const;

    // A prepared statement, cached by its text. Bind, exec, read; call finish() if you stop
    // reading before the end.
    QSqlQuery &query(const QString &sql);
    // The same, for SQLite's C API, where QSqlQuery's QVariant per value costs more than the
    // read itself (a list page). Reset; bind, step, then sqlite3_reset(). Null if it fails.
    sqlite3_stmt *nativeQuery(const QString &sql);
    // Runs a statement once; logs and returns false on failure.
    bool exec(const QString &sql, const QVariantList &binds = {});

    // Changes whenever a row of this connection's database changes or a transaction (or
    // savepoint) rolls back, so a cache of what was read is valid while this stays the same.
    // Cheap (no statement): checked on every read that a cache answers.
    quint64 changeStamp() const;

    QString meta(const QString &key) const;
    void setMeta(const QString &key, const QString &value);

    QSqlDatabase &handle() { return m_db; }

private:
    friend class Transaction;
    int m_transactionDepth = 0;

    bool migrate(QString *error);
    void usePageSize(const QString &path);

    QString m_connection;
    QSqlDatabase m_db;
    sqlite3 *m_native = nullptr; // the driver's connection, for what QtSql does not offer
    quint64 m_rollbacks = 0;
    QHash<QString, QSqlQuery> m_statements;
    QHash<QString, sqlite3_stmt *> m_nativeStatements;
    bool m_created = false;
};

// One business operation = one transaction: rolled back unless commit() is reached.
// Nested ones become savepoints, so an outer caller (e.g. the idempotency layer) can make a
// service's work and its own record commit together.
class Transaction
{
public:
    explicit Transaction(Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    bool commit();

private:
    Database &m_db;
    bool m_open = false;
    int m_depth = 0;
};

} // namespace brokerdesk::sandbox
