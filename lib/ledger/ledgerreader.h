#pragma once

#include "ledgerqueries.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <functional>

namespace brokerdesk::cache {

// Reads the mirrored ledger on a thread of its own, through its own SQLite connection to the
// mirror file (WAL lets it read while a sync writes), so sums and pages over a million rows
// never stall the window. Jobs run in order; each answer comes back on the GUI thread.
class LedgerReader final : public QObject
{
    Q_OBJECT
public:
    explicit LedgerReader(QObject *parent = nullptr);
    ~LedgerReader() override;

    // Points the reader at a mirror file (queued behind the jobs already sent).
    void open(const QString &path);
    // Lets go of the file (queued likewise), e.g. when it turns out to be another account's.
    void close();

    // Runs `work` on the reader's thread, then `done` with its result on this object's thread,
    // unless `context` is gone by then.
    template <typename R>
    void run(QObject *context, std::function<R(const LedgerQueries &)> work,
             std::function<void(const R &)> done)
    {
        QPointer<QObject> guard(context);
        post([this, guard, work = std::move(work), done = std::move(done)](const LedgerQueries &q) {
            R result = work(q);
            QMetaObject::invokeMethod(
                this,
                [guard, done, result = std::move(result)] {
                    if (guard)
                        done(result);
                },
                Qt::QueuedConnection);
        });
    }

private:
    void post(std::function<void(const LedgerQueries &)> job);

    QThread m_thread;
    QObject *m_worker; // lives in m_thread; owns the connection
    QString m_connection;
};

} // namespace brokerdesk::cache
