#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QString>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>

struct sqlite3;
struct sqlite3_stmt;

namespace brokerdesk::sandbox {

// Reads list pages on a thread of its own, with its own read-only connection to the database
// file: random pages of a million-record list are then served by two cores, the server's
// thread parsing, authorizing and writing while this one reads (docs/sandbox.md, Throughput).
// Each read sees every write the server's thread had made when it asked: a read transaction
// is kept from one read to the next while the database's change stamp stays the same, and
// let go once no read has come for 20 ms, so it never holds back a checkpoint for long.
class PageReader final : public QObject
{
public:
    // Reads `path`; an in-memory database (":memory:") cannot be shared: isOpen() is false.
    explicit PageReader(const QString &path, QObject *parent = nullptr);
    ~PageReader() override; // reads not yet answered are dropped
    PageReader(const PageReader &) = delete;
    PageReader &operator=(const PageReader &) = delete;

    bool isOpen() const { return m_db != nullptr; }
    qint64 readsDone() const { return m_readsDone; } // answered so far

    // What a read's work gets on the reader's thread: statements prepared once, by their text.
    class Connection
    {
    public:
        sqlite3_stmt *statement(const QByteArray &sql); // reset; null if it does not prepare
    private:
        friend class PageReader;
        sqlite3 *m_db = nullptr;
        QHash<QByteArray, sqlite3_stmt *> m_statements;
    };
    using Work = std::function<QByteArray(Connection &)>;
    using Done = std::function<void(const QByteArray &)>;

    // Runs `work` on the reader's thread, seeing at least the writes counted by `stamp`
    // (Database::changeStamp() now); `done` gets what it made on this object's thread.
    void read(quint64 stamp, Work work, Done done);

private:
    struct Job
    {
        quint64 stamp;
        Work work;
        Done done;
    };
    void run();
    void deliver();
    bool beginRead(quint64 stamp);
    void endRead();

    sqlite3 *m_db = nullptr;
    Connection m_connection; // the reader thread's alone
    bool m_reading = false;  // a read transaction is open (reader thread)
    quint64 m_readStamp = 0; // the stamp it was opened for

    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Job> m_jobs;
    std::deque<std::pair<Done, QByteArray>> m_results;
    bool m_stopping = false;
    qint64 m_readsDone = 0; // this object's thread
    std::thread m_thread;
};

} // namespace brokerdesk::sandbox
