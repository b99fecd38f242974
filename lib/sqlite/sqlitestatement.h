#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace brokerdesk::cache {

// A statement prepared on a QSqlDatabase's own SQLite connection, bound and run through
// SQLite's C API: writing a million mirrored records, QSqlQuery's QVariant per bound value
// cost as much as SQLite's insert. Parameters count from 0, as QSqlQuery's.
class SqliteStatement
{
public:
    SqliteStatement() = default;
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    // False when `db` is not an open SQLite database or `sql` is wrong; error() says which.
    bool prepare(const QSqlDatabase &db, const QString &sql);

    void bind(int index, qint64 value);
    void bind(int index, const QString &text); // a null QString binds '', never NULL
    void bindBlob(int index, const QByteArray &bytes);
    // Runs it once and makes it ready for the next values; rows it changed in changes().
    bool exec();
    int changes() const { return m_changes; }
    const QString &error() const { return m_error; } // SQLite's message of the last failure

private:
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    int m_changes = 0;
    QString m_error;
};

} // namespace brokerdesk::cache
