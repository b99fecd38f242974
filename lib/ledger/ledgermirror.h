#pragma once

#include "ledgerindexbuilder.h"
#include "ledgerqueries.h"
#include "ledgerreader.h"
#include "ledgersyncstate.h"
#include "mirroraccount.h"
#include "sqlite/sqlitefile.h"
#include "sqlite/sqlitestatement.h"

#include "models/cursorwalker.h"
#include "models/pagefiller.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSqlQuery>

#include <functional>
#include <optional>

namespace brokerdesk::cache {

// Where the mirror stands against the service.
struct LedgerSyncStatus
{
    qint64 records = 0;       // rows in the mirror
    qint64 serverTotal = 0;   // the list's total at the last page fetched
    bool interrupted = false; // a walk stopped midway; the next sync resumes it
    QDateTime lastSyncAt;     // end of the last complete sync
};

// A local copy of the broker's whole cash-flow ledger, kept by cursor walks.
//
// The list is newest first and cursors are stable, so a walk from the top down to the newest
// record of the previous sync fetches exactly what is new. Records also change in place (paid,
// re-dated, deleted), which no cursor walk reports (docs/interface.md, Limits): each sync then
// reads the list once more from the top down to the oldest mirrored record that may soon change
// (live, unpaid and due from recheckRecentDays ago on, or created since then) and rewrites the
// ones that differ, by page number when pages go in parallel; every fullRecheckDays it reads
// the whole list (docs/cashflow.md gives the cost). caughtUp() tells when the new records are in.
// Each page is written with the walk's resume point in one transaction: an interrupted sync
// resumes where it stopped, with no duplicate or missing row, and then walks once more from the
// top for what arrived meanwhile. Pages are committed in batches of a twentieth of a second, and
// the write-ahead log is checkpointed on the mirror's reader thread; a first sync into
// an empty mirror writes without indexes and builds them once at its end, off the UI thread
// (LedgerIndexBuilder). Over a slow network a first sync reads pages by number, several at a
// time (setParallelPages, PageFiller), each record at its place in the list as the first answer
// had it; the fill's state is committed with its pages, so it resumes too.
// The file's schema is in ledgerschema, a record's columns in ledgerrecords, the sync's notes in
// ledgersyncstate; this class's own work is split by job (see its private part).
class LedgerMirror final : public QObject
{
    Q_OBJECT
public:
    explicit LedgerMirror(QObject *parent = nullptr);
    ~LedgerMirror() override;

    // `account` (a MirrorAccount key) ties the file to one ledger: a file mirrored for another
    // account is reported (Problem::Foreign), not mixed or wiped.
    OpenReport open(const QString &path, const QString &account = {});
    // The same, also taking over a file whose key an older desk wrote for this account.
    OpenReport open(const QString &path, const MirrorAccount &account);
    // Renames the file at `path` aside with a timestamp (nothing is deleted) and opens a new,
    // empty mirror there for `account`: the way out of a mirror of another account.
    OpenReport startNew(const QString &path, const MirrorAccount &account);
    void close();
    bool isOpen() const { return m_file.isOpen(); }

    // A cursor-capable source of the cash-flow list (GET /v1/cash-flow).
    void setSource(models::PageSource *source);
    void setPageRows(int rows)
    {
        m_walker.setRows(rows);
        m_filler.setRows(rows);
    }
    // A first sync reads the list by page number with this many requests in flight (1: one
    // cursor walk, page after page); what was created meanwhile is then walked from the top.
    void setParallelPages(int requests) { m_parallel = std::max(1, requests); }
    // The write-ahead log is checkpointed off this thread once it holds this many bytes.
    void setWalLimit(qint64 bytes) { m_walLimit = bytes; }
    int checkpoints() const { return m_checkpoints; } // run so far

    void sync();   // ends with syncFinished
    void cancel(); // keeps the resume point
    bool isSyncing() const { return m_syncing; }
    qint64 lastSyncAdded() const { return m_added; }
    qint64 lastSyncChanged() const { return m_changed; }     // rewritten by the recheck
    qint64 lastSyncRechecked() const { return m_rechecked; } // records the recheck read
    int lastSyncPages() const { return m_pages; }
    int lastSyncMostInFlight() const { return m_filler.mostInFlight(); } // pages at once
    static constexpr int recheckRecentDays = 90;
    static constexpr int fullRecheckDays = 7; // a sync rechecks every record this often

    LedgerSyncStatus status() const;
    LedgerQueries queries() const { return LedgerQueries(m_file.db().connectionName()); }
    bool clear();
    static int schemaVersion();

signals:
    void syncProgress(qint64 stored, qint64 total);
    // Every record the list had when the sync began is here (`added` of them new); the sync
    // goes on checking the records that may have changed since they were mirrored.
    void caughtUp(qint64 added);
    void indexing(); // a first sync has all its records and builds the query indexes
    void syncFinished(bool ok, const QString &error);

private:
    // Pages are committed together this often: a commit of half a second's records (ten
    // thousand) held the GUI thread 90 ms, a tenth of a second's up to 40, a twentieth's under 25.
    static constexpr qint64 batchMs = 50;

    // ledgermirror.cpp: opening, closing, stopping.
    OpenReport openFor(const QString &path, const QString &key,
                       const std::function<bool(const QString &)> &adopts);
    void stopSync(); // cancel(), and end a sync waiting for its indexes

    // ledgersync.cpp: the walks and fills that bring new records in.
    void startPass();
    bool startBulk(); // empties the mirror and drops its indexes for a first sync
    void startFill();
    SqliteStatement &insertQuery();
    bool writePage(const QList<QJsonObject> &items, const QString &nextCursor);
    bool writeFilled(const QList<models::PageFiller::Placed> &records);
    void onWalkFinished(models::CursorWalker::Outcome outcome);
    void onFillFinished(models::PageFiller::Outcome outcome);
    void restartWithCursor(const QString &why); // a fill that cannot be trusted: walk instead
    void startIndexing();
    void onIndexesBuilt(bool ok, const QString &error);
    void finish(bool ok, QString error);

    // ledgerrecheck.cpp: reading mirrored records again for the changes no walk reports.
    bool setFullRecheckDone();
    void startRecheck();
    void recheckDownTo(const QString &stopId); // empty: the whole list
    bool recheckPage(const QList<QJsonObject> &items, const QString &nextCursor);
    bool recheckFilled(const QList<models::PageFiller::Placed> &records);
    bool recheckRecord(const QJsonObject &record, QString *error);
    void endRecheck();

    // ledgercheckpoints.cpp: batches committed with their resume point, the log checkpointed.
    bool beginBatch(QString *error);
    bool commitBatch(QString *error); // with the walk's resume point
    void rollbackBatch();
    void afterCommit(); // checkpoints a grown log
    void checkpoint();  // on the reader's thread, then releases the page filler

    SqliteFile m_file;
    LedgerSyncState m_state; // of m_file
    models::CursorWalker m_walker;
    models::PageFiller m_filler;
    int m_parallel = 1;
    bool m_filling = false;
    bool m_cursorOnly = false; // this sync filled already, or its fill could not be trusted
    qint64 m_fillGen = 0;
    LedgerWalk m_walk;
    bool m_syncing = false;
    bool m_resuming = false;
    bool m_newWalk = false;
    bool m_freshPassDone = false;
    bool m_bulk = false;      // this walk writes without indexes (a first sync)
    bool m_batchOpen = false; // a transaction holds pages not yet committed
    QElapsedTimer m_batchAge;
    qint64 m_batchAdded = 0;
    std::optional<SqliteStatement> m_insert; // prepared once per pass
    std::optional<SqliteStatement> m_update; // the recheck's, prepared once per recheck
    bool m_firstSync = false;                // this sync filled an empty mirror
    bool m_rechecking = false;
    bool m_recheckAll = false;    // this recheck walks the whole list
    bool m_recheckForce = false;  // and writes every record (after migration 4)
    bool m_recheckByPage = false; // by page number, m_parallel at a time
    QString m_recheckStopId;
    qint64 m_changed = 0;
    qint64 m_rechecked = 0;
    LedgerIndexBuilder m_indexer;
    LedgerReader m_reader; // the mirror's slow questions and checkpoints, off the GUI thread
    int m_checkpoints = 0;
    quint64 m_recheckGeneration = 0;
    bool m_askingWindow = false; // the reader works out where the recheck stops
    QString m_walPath;
    qint64 m_walLimit = qint64(64) * 1024 * 1024;
    std::function<void()> m_afterIndexing; // what the sync does once the indexes are built
    qint64 m_added = 0;
    qint64 m_stored = 0;
    int m_pages = 0;
};

} // namespace brokerdesk::cache
