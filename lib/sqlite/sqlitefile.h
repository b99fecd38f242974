#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>

namespace brokerdesk::cache {

// One schema step: statements, then optional C++ work (backfills), in one transaction.
struct Migration
{
    QStringList statements;
    std::function<bool(QSqlDatabase &db, QString *error)> backfill = {};
};

// What opening a local file found and did.
struct OpenReport
{
    enum class Outcome {
        Opened,     // an existing file of ours, migrated to the current version if older
        Created,    // no file (or an empty one): a new store
        MovedAside, // a foreign or damaged file was renamed to movedTo; a new store was created
        Failed,     // nothing usable: see message (the file, if any, is untouched)
    };
    enum class Problem { None, Foreign, Corrupt, Newer, Io };

    Outcome outcome = Outcome::Failed;
    Problem problem = Problem::None;
    QString path;
    QString movedTo;
    int fromVersion = 0;
    int toVersion = 0;
    QString message; // for the user: what happened, in one or two sentences

    bool ok() const { return outcome != Outcome::Failed; }
};

// A SQLite file that belongs to BrokerDesk: marked with an application id, versioned with
// user_version and migrated forward. A file that is not ours, or is damaged, is reported and
// renamed with a timestamp, never silently wiped; a file from a newer version is left alone.
class SqliteFile
{
    Q_DECLARE_TR_FUNCTIONS(SqliteFile)
public:
    // `kind` names the file for messages ("offline store", "ledger mirror").
    SqliteFile(quint32 applicationId, QList<Migration> migrations, QString kind);
    ~SqliteFile();
    SqliteFile(const SqliteFile &) = delete;
    SqliteFile &operator=(const SqliteFile &) = delete;

    // ":memory:" opens a private in-memory store (tests).
    OpenReport open(const QString &path);
    // The page size of files created from now on (SQLite's 4096 unless set); files that
    // exist keep theirs.
    void setPageSize(int bytes) { m_pageSize = bytes; }
    void close();

    bool isOpen() const { return m_open; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_connection, false); }
    int latestVersion() const { return int(m_migrations.size()); }

    // Closes this connection and renames `path` (with its write-ahead log) to
    // <path>.<reason>-<UTC timestamp>: kept, never deleted. The new name, or empty and *error.
    QString moveAside(const QString &path, const QString &reason, QString *error);

private:
    enum class Check { Ours, Empty, Foreign, Corrupt, Newer };
    Check inspect(const QString &path, int *version, QString *detail);
    bool openConnection(const QString &path, QString *error);
    int m_pageSize = 0;
    bool migrate(int from, QString *error);

    quint32 m_applicationId;
    QList<Migration> m_migrations;
    QString m_kind;
    QString m_connection;
    bool m_open = false;
};

// Runs one statement; false and a message naming it on failure.
bool execSql(QSqlDatabase &db, const QString &sql, QString *error);

} // namespace brokerdesk::cache
