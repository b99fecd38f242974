#pragma once

#include "ledgerindexbuilder.h"
#include "ledgerqueries.h"
#include "mirroraccount.h"
#include "sqlitefile.h"

#include "models/cursorwalker.h"

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
// record of the previous sync fetches exactly what is new. Each page is written with the walk's
// resume point in one transaction: an interrupted sync resumes where it stopped, with no
// duplicate or missing row, and then walks once more from the top for what arrived meanwhile.
// Pages are committed in batches of about half a second; a first sync into an empty mirror
// writes without indexes and builds them once at its end, off the UI thread (LedgerIndexBuilder).
class LedgerMirror : public QObject
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
    void setPageRows(int rows) { m_walker.setRows(rows); }

    void sync();   // ends with syncFinished
    void cancel(); // keeps the resume point
    bool isSyncing() const { return m_syncing; }
    qint64 lastSyncAdded() const { return m_added; }
    int lastSyncPages() const { return m_pages; }

    LedgerSyncStatus status() const;
    LedgerQueries queries() const { return LedgerQueries(m_file.db().connectionName()); }
    bool clear();
    static int schemaVersion();

signals:
    void syncProgress(qint64 stored, qint64 total);
    void indexing(); // a first sync has all its records and builds the query indexes
    void syncFinished(bool ok, const QString &error);

private:
    struct Walk
    {
        qint64 gen = 0;      // 0: no walk in progress
        qint64 position = 0; // records written by this walk
        QString cursor;      // resume point: the cursor after the last page written
        QString topId;       // the walk's first record
        QString stopId;      // the newest record of the previous complete sync
    };

    OpenReport openFor(const QString &path, const QString &key,
                       const std::function<bool(const QString &)> &adopts);
    void startPass();
    bool writePage(const QList<QJsonObject> &items, const QString &nextCursor);
    bool writeRecord(QSqlQuery &q, const QJsonObject &record, qint64 seq);
    QSqlQuery &insertQuery();
    bool beginBatch(QString *error);
    bool commitBatch(QString *error); // with the walk's resume point
    void rollbackBatch();
    void startIndexing();
    void onIndexesBuilt(bool ok, const QString &error);
    void stopSync(); // cancel(), and end a sync waiting for its indexes
    void onWalkFinished(models::CursorWalker::Outcome outcome);
    void finish(bool ok, QString error);

    QString value(const QString &key) const;
    bool setValue(const QString &key, const QVariant &value);
    Walk loadWalk() const;
    bool saveWalk(const Walk &walk);
    qint64 countRecords() const;

    SqliteFile m_file;
    models::CursorWalker m_walker;
    Walk m_walk;
    bool m_syncing = false;
    bool m_resuming = false;
    bool m_newWalk = false;
    bool m_freshPassDone = false;
    bool m_bulk = false;      // this walk writes without indexes (a first sync)
    bool m_batchOpen = false; // a transaction holds pages not yet committed
    QElapsedTimer m_batchAge;
    qint64 m_batchAdded = 0;
    std::optional<QSqlQuery> m_insert; // prepared once per pass
    LedgerIndexBuilder m_indexer;
    std::function<void()> m_afterIndexing; // what the sync does once the indexes are built
    qint64 m_added = 0;
    qint64 m_stored = 0;
    int m_pages = 0;
};

} // namespace brokerdesk::cache
