#pragma once

#include <QObject>
#include <QSqlDatabase>
#include <QStringList>

#include <thread>

namespace brokerdesk::cache {

// The indexes that answer the mirror's local queries.
const QStringList &ledgerIndexStatements();
// The number of records, kept in sync_state by triggers (a count(*) over a million rows takes
// 100 ms), then counted once. A first sync drops the triggers and its index build adds them.
const QStringList &ledgerCountStatements();

// Builds them on `db` inside the caller's transaction, keeping one copy of a record a first
// walk met twice, and marks the mirror as indexed (sync_state "bulk" = 0).
bool buildLedgerIndexes(QSqlDatabase &db, QString *error);

// Builds the indexes after a first sync on a thread and connection of its own: over a million
// rows that takes seconds, and the window stays responsive meanwhile (WAL lets it read).
class LedgerIndexBuilder final : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~LedgerIndexBuilder() override;

    void start(const QString &path); // then finished(), from this object's thread
    bool isRunning() const { return m_running; }
    void wait(); // blocks until a build in progress ends; its finished() is not emitted

signals:
    void finished(bool ok, const QString &error);

private:
    std::thread m_thread;
    bool m_running = false;
    int m_generation = 0; // a wait() drops the answer of the build it waited for
};

} // namespace brokerdesk::cache
