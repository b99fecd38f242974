#include "sqlitefile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QtEndian>

#include <atomic>

namespace brokerdesk::cache {

namespace {

constexpr qint64 headerSize = 100;
// quick_check reads every page: worth it at open for small files only (the offline store),
// not for a mirror of a million records, where queries report damage as they meet it.
constexpr qint64 quickCheckLimit = qint64(64) << 20;

quint32 be32(const QByteArray &h, int offset)
{
    return qFromBigEndian<quint32>(h.constData() + offset);
}

QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("brokerdesk-cache-%1").arg(++counter);
}

bool isSqliteHeader(const QByteArray &h)
{
    return h.size() >= 16 && h.startsWith(QByteArrayView("SQLite format 3\0", 16));
}

} // namespace

bool execSql(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    if (error)
        *error = QStringLiteral("%1 (%2)").arg(q.lastError().text(), sql.left(80));
    return false;
}

SqliteFile::SqliteFile(quint32 applicationId, QList<Migration> migrations, QString kind)
    : m_applicationId(applicationId), m_migrations(std::move(migrations)), m_kind(std::move(kind)),
      m_connection(nextConnectionName())
{
}

SqliteFile::~SqliteFile()
{
    close();
}

void SqliteFile::close()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase d = QSqlDatabase::database(m_connection, false);
        d.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_open = false;
}

bool SqliteFile::openConnection(const QString &path, QString *error)
{
    close();
    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    d.setDatabaseName(path);
    if (!d.open()) {
        *error = d.lastError().text();
        return false;
    }
    const bool memory = path == QStringLiteral(":memory:");
    QString ignored;
    if (m_pageSize > 0) // before the log: a file in WAL mode keeps the size it has
        execSql(d, QStringLiteral("PRAGMA page_size = %1").arg(m_pageSize), &ignored);
    if (!memory)
        execSql(d, QStringLiteral("PRAGMA journal_mode = WAL"), &ignored);
    execSql(d, QStringLiteral("PRAGMA synchronous = NORMAL"), &ignored);
    execSql(d, QStringLiteral("PRAGMA foreign_keys = ON"), &ignored);
    m_open = true;
    return true;
}

SqliteFile::Check SqliteFile::inspect(const QString &path, int *version, QString *detail)
{
    *version = 0;
    const QFileInfo info(path);
    if (path == QStringLiteral(":memory:") || !info.exists() || info.size() == 0)
        return Check::Empty;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *detail = f.errorString();
        return Check::Corrupt;
    }
    const QByteArray h = f.read(headerSize);
    f.close();
    if (!isSqliteHeader(h) || h.size() < headerSize)
        return Check::Foreign;
    quint32 appId = be32(h, 68);
    *version = int(be32(h, 60));
    if (appId != m_applicationId && appId != 0)
        return Check::Foreign;
    if (appId == m_applicationId) {
        // The header's page count is trustworthy when its "valid-for" matches the change
        // counter; a shorter file was truncated.
        quint32 pageSize = qFromBigEndian<quint16>(h.constData() + 16);
        if (pageSize == 1)
            pageSize = 65536;
        if (be32(h, 92) == be32(h, 24) && info.size() < qint64(be32(h, 28)) * pageSize) {
            *detail = tr("the file is shorter than its header says");
            return Check::Corrupt;
        }
        if (*version > latestVersion())
            return Check::Newer;
    }

    QString error;
    if (!openConnection(path, &error)) {
        *detail = error;
        close();
        return Check::Corrupt;
    }
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !q.next()) {
        *detail = q.lastError().text();
        q = QSqlQuery();
        close();
        return Check::Corrupt;
    }
    const int tables = q.value(0).toInt();
    // After a crash in WAL mode the stamps may live only in the -wal file, which SQLite has
    // just read back: its answer is the truth, not the main file's header.
    if (q.exec(QStringLiteral("PRAGMA application_id")) && q.next())
        appId = q.value(0).toUInt();
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
        *version = q.value(0).toInt();
    if (appId != m_applicationId && appId != 0) {
        q = QSqlQuery();
        close();
        return Check::Foreign;
    }
    if (appId == m_applicationId && *version > latestVersion()) {
        q = QSqlQuery();
        close();
        return Check::Newer;
    }
    if (appId == 0) {
        q = QSqlQuery();
        close();
        // A blank SQLite file (no tables, never stamped) is as good as no file.
        return (tables == 0 && *version == 0) ? Check::Empty : Check::Foreign;
    }
    if (info.size() <= quickCheckLimit) {
        if (!q.exec(QStringLiteral("PRAGMA quick_check(1)")) || !q.next() ||
            q.value(0).toString() != QStringLiteral("ok")) {
            *detail = q.lastError().isValid() ? q.lastError().text() : q.value(0).toString();
            q = QSqlQuery();
            close();
            return Check::Corrupt;
        }
    }
    return Check::Ours; // the connection stays open
}

QString SqliteFile::moveAside(const QString &path, const QString &reason, QString *error)
{
    close();
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = QStringLiteral("%1.%2-%3").arg(path, reason, stamp);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1.%2-%3-%4").arg(path, reason, stamp).arg(n);
    if (!QFile::rename(path, target)) {
        *error = tr("It could not be renamed to %1.").arg(target);
        return {};
    }
    // A write-ahead log belongs with its file; the shared-memory index is rebuilt from it.
    for (const char *suffix : {"-wal", "-journal"}) {
        const QString companion = path + QLatin1String(suffix);
        if (QFileInfo::exists(companion))
            QFile::rename(companion, target + QLatin1String(suffix));
    }
    QFile::remove(path + QStringLiteral("-shm"));
    return target;
}

bool SqliteFile::migrate(int from, QString *error)
{
    QSqlDatabase d = db();
    for (int v = from + 1; v <= latestVersion(); ++v) {
        const Migration &m = m_migrations.at(v - 1);
        if (!d.transaction()) {
            *error = d.lastError().text();
            return false;
        }
        bool ok = true;
        for (const QString &sql : m.statements)
            if (ok)
                ok = execSql(d, sql, error);
        if (ok && m.backfill)
            ok = m.backfill(d, error);
        if (ok)
            ok = execSql(d, QStringLiteral("PRAGMA user_version = %1").arg(v), error) &&
                 execSql(d,
                         QStringLiteral("PRAGMA application_id = %1").arg(qint32(m_applicationId)),
                         error);
        if (!ok || !d.commit()) {
            if (ok)
                *error = d.lastError().text();
            d.rollback();
            return false;
        }
    }
    return true;
}

OpenReport SqliteFile::open(const QString &path)
{
    OpenReport report;
    report.path = path;
    report.toVersion = latestVersion();
    close();

    int version = 0;
    QString detail;
    Check check = inspect(path, &version, &detail);
    report.fromVersion = version;
    if (check == Check::Newer) {
        report.problem = OpenReport::Problem::Newer;
        report.message = tr("The %1 at %2 was written by a newer BrokerDesk (version %3); it was "
                            "left as it is.")
                             .arg(m_kind, path)
                             .arg(version);
        return report;
    }
    if (check == Check::Foreign || check == Check::Corrupt) {
        const bool foreign = check == Check::Foreign;
        report.problem = foreign ? OpenReport::Problem::Foreign : OpenReport::Problem::Corrupt;
        QString error;
        report.movedTo = moveAside(
            path, foreign ? QStringLiteral("foreign") : QStringLiteral("corrupt"), &error);
        const QString what = foreign
                                 ? tr("%1 is not a BrokerDesk %2.").arg(path, m_kind)
                                 : tr("The %1 at %2 is damaged (%3).").arg(m_kind, path, detail);
        if (report.movedTo.isEmpty()) {
            report.problem = OpenReport::Problem::Io;
            report.message = what + u' ' + error;
            return report;
        }
        report.message =
            what + u' ' + tr("It was kept as %1 and a new one was started.").arg(report.movedTo);
        report.fromVersion = 0;
        check = Check::Empty;
    }

    QString error;
    if (check == Check::Empty && !openConnection(path, &error)) {
        report.problem = OpenReport::Problem::Io;
        report.message = tr("The %1 at %2 cannot be opened: %3").arg(m_kind, path, error);
        return report;
    }
    if (!migrate(report.fromVersion, &error)) {
        close();
        report.problem = OpenReport::Problem::Io;
        report.message = tr("The %1 at %2 could not be prepared: %3").arg(m_kind, path, error);
        return report;
    }
    if (report.outcome == OpenReport::Outcome::Failed)
        report.outcome = !report.movedTo.isEmpty() ? OpenReport::Outcome::MovedAside
                         : check == Check::Empty   ? OpenReport::Outcome::Created
                                                   : OpenReport::Outcome::Opened;
    return report;
}

} // namespace brokerdesk::cache
