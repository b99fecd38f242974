#include "sqlitestatement.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace brokerdesk::cache {

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_statement);
}

bool SqliteStatement::prepare(const QSqlDatabase &db, const QString &sql)
{
    sqlite3_finalize(m_statement);
    m_statement = nullptr;
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    m_db = qstrcmp(handle.typeName(), "sqlite3*") == 0
               ? *static_cast<sqlite3 *const *>(handle.data())
               : nullptr;
    if (!m_db) {
        m_error = QStringLiteral("not an open SQLite database");
        return false;
    }
    const QByteArray utf8 = sql.toUtf8();
    if (sqlite3_prepare_v3(m_db, utf8.constData(), int(utf8.size()), SQLITE_PREPARE_PERSISTENT,
                           &m_statement, nullptr) != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_finalize(m_statement);
        m_statement = nullptr;
        return false;
    }
    return true;
}

void SqliteStatement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(m_statement, index + 1, value);
}

void SqliteStatement::bind(int index, const QString &text)
{
    if (text.isEmpty())
        sqlite3_bind_text(m_statement, index + 1, "", 0, SQLITE_STATIC);
    else
        sqlite3_bind_text16(m_statement, index + 1, text.utf16(), int(text.size() * 2),
                            SQLITE_TRANSIENT);
}

void SqliteStatement::bindBlob(int index, const QByteArray &bytes)
{
    sqlite3_bind_blob(m_statement, index + 1, bytes.isEmpty() ? "" : bytes.constData(),
                      int(bytes.size()), SQLITE_TRANSIENT);
}

bool SqliteStatement::exec()
{
    m_changes = 0;
    if (!m_statement)
        return false; // m_error says why prepare() failed
    const int rc = sqlite3_step(m_statement);
    if (rc == SQLITE_DONE)
        m_changes = sqlite3_changes(m_db);
    else
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
    sqlite3_reset(m_statement);
    return rc == SQLITE_DONE;
}

} // namespace brokerdesk::cache
