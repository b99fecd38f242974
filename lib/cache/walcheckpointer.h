#pragma once

#include <QObject>
#include <QThread>

#include <atomic>

namespace brokerdesk::cache {

// Checkpoints a WAL file on a thread and connection of its own. SQLite's automatic checkpoint
// runs inside the commit that crosses its threshold and syncs the file: on the ledger mirror
// that held the GUI thread up to 68 ms (docs/cashflow.md). The writer turns it off and asks for
// one when its log has grown; requests made while one is queued are folded into it. The writer
// should not write until checkpointed(): a sync of the file blocks writes to it, and a log is
// only started over once a checkpoint has taken all of it before the next write.
class WalCheckpointer : public QObject
{
    Q_OBJECT
public:
    explicit WalCheckpointer(QObject *parent = nullptr);
    ~WalCheckpointer() override; // waits for a checkpoint in progress

    void open(const QString &path); // queued
    void close();                   // returns once the connection is closed
    void request();                 // queued

    // How many checkpoints have run (tests).
    int done() const { return m_done.load(); }

signals:
    void checkpointed(); // after each request, on this object's thread

private:
    QThread m_thread;
    QObject *m_worker; // lives in m_thread; owns the connection
    QString m_connection;
    std::atomic_bool m_queued = false;
    std::atomic_int m_done = 0;
};

} // namespace brokerdesk::cache
