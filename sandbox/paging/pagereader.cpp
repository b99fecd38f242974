#include "pagereader.h"

#include <QLoggingCategory>

#include <sqlite3.h>

Q_LOGGING_CATEGORY(lcPageReader, "brokerdesk.sandbox.pagereader")

namespace brokerdesk::sandbox {

sqlite3_stmt *PageReader::Connection::statement(const QByteArray &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        sqlite3_stmt *prepared = nullptr;
        if (sqlite3_prepare_v3(m_db, sql.constData(), int(sql.size()), SQLITE_PREPARE_PERSISTENT,
                               &prepared, nullptr) != SQLITE_OK) {
            qCCritical(lcPageReader) << "prepare failed:" << sql << sqlite3_errmsg(m_db);
            sqlite3_finalize(prepared);
            return nullptr;
        }
        it = m_statements.insert(sql, prepared);
    }
    sqlite3_reset(*it);
    return *it;
}

PageReader::PageReader(const QString &path, QObject *parent) : QObject(parent)
{
    if (path.isEmpty() || path == QLatin1String(":memory:"))
        return;
    const QByteArray file = path.toUtf8();
    if (sqlite3_open_v2(file.constData(), &m_db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX,
                        nullptr) != SQLITE_OK) {
        qCWarning(lcPageReader) << "pages are read on the server's thread:" << path
                                << (m_db ? sqlite3_errmsg(m_db) : "out of memory");
        sqlite3_close(m_db);
        m_db = nullptr;
        return;
    }
    sqlite3_busy_timeout(m_db, 5000);
    // The server's connection has as much (store/database.cpp): a million records' interior
    // pages stay in memory, and the process well under 150 MB.
    sqlite3_exec(m_db, "PRAGMA cache_size = -65536", nullptr, nullptr, nullptr);
    // Random pages are read where the OS caches the file, not copied out by a 16 KB pread each
    // (the mapping is read-only; SQLite caps its size at its build's limit, 2 GB on Debian).
    sqlite3_exec(m_db, "PRAGMA mmap_size = 2147418112", nullptr, nullptr, nullptr);
    m_connection.m_db = m_db;
    m_thread = std::thread([this] { run(); });
}

PageReader::~PageReader()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join();
    endRead();
    for (sqlite3_stmt *statement : std::as_const(m_connection.m_statements))
        sqlite3_finalize(statement);
    sqlite3_close(m_db);
}

void PageReader::read(quint64 stamp, Work work, Done done)
{
    {
        const std::lock_guard lock(m_mutex);
        m_jobs.push_back({stamp, std::move(work), std::move(done)});
    }
    m_wake.notify_one();
}

void PageReader::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        // Between reads close together the snapshot is kept (beginning one costs three system
        // calls); after a pause with nothing to read it is let go.
        const auto hasWork = [this] { return m_stopping || !m_jobs.empty(); };
        if (m_jobs.empty() && !m_wake.wait_for(lock, std::chrono::milliseconds(20), hasWork)) {
            lock.unlock();
            endRead();
            lock.lock();
            m_wake.wait(lock, hasWork);
        }
        if (m_stopping)
            return;
        Job job = std::move(m_jobs.front());
        m_jobs.pop_front();
        lock.unlock();

        QByteArray out;
        if (beginRead(job.stamp))
            out = job.work(m_connection);
        lock.lock();
        // One wake-up of the server's thread for all the answers ready by then.
        const bool first = m_results.empty();
        m_results.emplace_back(std::move(job.done), std::move(out));
        if (first)
            QMetaObject::invokeMethod(this, &PageReader::deliver, Qt::QueuedConnection);
    }
}

void PageReader::deliver()
{
    std::deque<std::pair<Done, QByteArray>> ready;
    {
        const std::lock_guard lock(m_mutex);
        ready.swap(m_results);
    }
    for (const auto &[done, bytes] : ready) {
        ++m_readsDone;
        done(bytes);
    }
}

bool PageReader::beginRead(quint64 stamp)
{
    if (m_reading && m_readStamp == stamp)
        return true;
    endRead();
    // Deferred: the snapshot is taken by the first statement that reads, after this call, so
    // it holds every write committed before read() was called.
    if (sqlite3_exec(m_db, "BEGIN", nullptr, nullptr, nullptr) != SQLITE_OK) {
        qCWarning(lcPageReader) << "cannot begin a read:" << sqlite3_errmsg(m_db);
        return false;
    }
    m_reading = true;
    m_readStamp = stamp;
    return true;
}

void PageReader::endRead()
{
    if (!m_reading)
        return;
    for (sqlite3_stmt *statement : std::as_const(m_connection.m_statements))
        sqlite3_reset(statement);
    sqlite3_exec(m_db, "COMMIT", nullptr, nullptr, nullptr);
    m_reading = false;
}

} // namespace brokerdesk::sandbox
