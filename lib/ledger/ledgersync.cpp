#include "ledgermirror.h"

#include "ledgerrecords.h"
#include "ledgerschema.h"

#include "domain/cashflow.h"

#include <QSqlError>

#include <utility>

namespace brokerdesk::cache {

void LedgerMirror::sync()
{
    if (m_syncing)
        return;
    m_added = 0;
    m_pages = 0;
    m_changed = 0;
    m_rechecked = 0;
    m_freshPassDone = false;
    m_firstSync = false;
    m_rechecking = false;
    m_cursorOnly = false;
    if (!isOpen()) {
        emit syncFinished(false, tr("The ledger mirror is not open."));
        return;
    }
    m_syncing = true;
    m_stored = m_state.countRecords();
    // A first sync that walked to the end but was closed before its indexes were built
    // builds them before anything else (if a walk is in fact unfinished, it resumes indexed).
    if (m_state.value(QStringLiteral("bulk")) == QLatin1String("1") &&
        !m_state.value(QStringLiteral("last_sync_at")).isEmpty()) {
        m_firstSync = true; // its walk read every record as it is
        m_afterIndexing = [this] { startPass(); };
        startIndexing();
        return;
    }
    startPass();
}

void LedgerMirror::startIndexing()
{
    m_insert.reset(); // nothing of the UI thread's connection stays in the builder's way
    emit indexing();
    m_indexer.start(m_file.db().databaseName());
}

void LedgerMirror::onIndexesBuilt(bool ok, const QString &error)
{
    const auto then = std::exchange(m_afterIndexing, {});
    if (!m_syncing)
        return;
    if (!ok) {
        finish(false, tr("The ledger mirror's indexes could not be built: %1").arg(error));
        return;
    }
    m_bulk = false;
    if (then)
        then();
}

void LedgerMirror::startPass()
{
    m_walk = m_state.loadWalk();
    m_resuming = m_walk.gen != 0 && !m_walk.cursor.isEmpty();
    m_bulk = m_state.value(QStringLiteral("bulk")) == QLatin1String("1");
    m_firstSync = m_firstSync || m_bulk;
    m_insert.reset(); // prepared again for this pass's mode
    if (m_resuming) {
        m_newWalk = false;
        m_walker.start(m_walk.cursor);
        return;
    }
    m_newWalk = true;
    m_freshPassDone = true;
    const bool first = m_bulk || m_stored == 0;
    if (first && m_parallel > 1 && !m_cursorOnly) {
        startFill();
        return;
    }
    if (first && !startBulk())
        return;
    m_walker.start();
}

// A first sync into an empty mirror writes without indexes and builds them at its end, many
// times faster than keeping four indexes up to date row by row. Starting over, a first sync
// drops what its abandoned walk wrote.
bool LedgerMirror::startBulk()
{
    QSqlDatabase db = m_file.db();
    QString error;
    const bool ok = beginBatch(&error) && prepareBulkLoad(db, &error);
    if (!ok || !m_state.setValue(QStringLiteral("bulk"), 1)) {
        rollbackBatch();
        finish(false, tr("The ledger mirror could not be written: %1").arg(error));
        return false;
    }
    m_bulk = true;
    m_firstSync = true;
    m_stored = 0;
    return true;
}

// A first sync by pages in parallel, or the rest of one an earlier run left.
void LedgerMirror::startFill()
{
    const auto resume =
        models::PageFiller::State::fromJson(m_state.value(QStringLiteral("fill_state")).toUtf8());
    if (m_bulk && resume.isStarted()) {
        m_fillGen = m_state.value(QStringLiteral("last_gen")).toLongLong();
    } else {
        if (!startBulk())
            return;
        m_fillGen = m_state.value(QStringLiteral("last_gen")).toLongLong() + 1;
        QString error;
        if (!m_state.setValue(QStringLiteral("last_gen"), m_fillGen) || !commitBatch(&error)) {
            rollbackBatch();
            return finish(false, tr("The ledger mirror could not be written: %1")
                                     .arg(m_file.db().lastError().text()));
        }
    }
    m_firstSync = true;
    m_freshPassDone = false; // what is created during the fill is walked from the top after it
    m_filling = true;
    m_filler.setInFlight(m_parallel);
    if (m_bulk && resume.isStarted())
        m_filler.resume(resume);
    else
        m_filler.start();
}

bool LedgerMirror::writeFilled(const QList<models::PageFiller::Placed> &records)
{
    QString error;
    const auto fail = [this, &error] {
        rollbackBatch();
        finish(false, tr("The ledger mirror could not be written: %1").arg(error));
        return false; // the filler stops
    };
    if (!beginBatch(&error))
        return fail();
    SqliteStatement &q = insertQuery();
    for (const auto &[place, record] : records)
        if (!writeLedgerRecord(q, record, ledgerSeq(m_fillGen, place)))
            return (error = q.error(), fail());
    m_batchAdded += records.size();
    m_stored += records.size();
    ++m_pages;
    if (m_batchAge.elapsed() >= batchMs && !commitBatch(&error))
        return fail();
    emit syncProgress(m_stored, std::max(m_stored, m_filler.state().total));
    return true;
}

void LedgerMirror::onFillFinished(models::PageFiller::Outcome outcome)
{
    using Outcome = models::PageFiller::Outcome;
    if (!m_syncing) {
        m_filling = false;
        return;
    }
    if (m_rechecking) {
        if (outcome == Outcome::Completed)
            return endRecheck();
        return finish(false, outcome == Outcome::Canceled
                                 ? tr("The sync was canceled; it resumes where it stopped.")
                                 : m_filler.lastFailure().message);
    }
    // The pages written so far go with the fill's state, which then tells a resume what is left.
    QString error;
    const bool committed = commitBatch(&error);
    m_filling = false;
    if (!committed)
        return finish(false, tr("The ledger mirror could not be written: %1").arg(error));
    if (outcome == Outcome::Canceled)
        return finish(false, tr("The sync was canceled; it resumes where it stopped."));
    if (outcome == Outcome::Failed) {
        if (m_filler.lastFailure().code == QLatin1String("list_shrank"))
            return restartWithCursor(m_filler.lastFailure().message);
        return finish(false, m_filler.lastFailure().message);
    }
    // Every place was read once: as many rows as the list had, or the places were not what
    // the list promised and the fill is not kept.
    const models::PageFiller::State state = m_filler.state();
    QSqlDatabase db = m_file.db();
    if (m_stored != state.total) // counted as written: a count(*) would scan a million rows
        return restartWithCursor(
            tr("The pages read did not add up to the list's %1 records.").arg(state.total));
    if (!beginBatch(&error) ||
        (!state.topId.isEmpty() &&
         !m_state.setValue(QStringLiteral("complete_top_id"), state.topId)) ||
        !m_state.setValue(QStringLiteral("last_sync_at"),
                          QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)) ||
        !execSql(db, QStringLiteral("DELETE FROM sync_state WHERE key = 'fill_state'"), &error) ||
        !commitBatch(&error)) {
        rollbackBatch();
        return finish(false, tr("The ledger mirror could not be written: %1").arg(error));
    }
    // The indexes, then a walk from the top for what was created while the pages were read.
    m_cursorOnly = true;
    m_afterIndexing = [this] { startPass(); };
    startIndexing();
}

void LedgerMirror::restartWithCursor(const QString &why)
{
    qWarning("ledger mirror: %s; walking the list by cursor instead", qPrintable(why));
    rollbackBatch();
    m_cursorOnly = true;
    m_stored = 0;
    startPass(); // a first sync again (bulk), by cursor this time
}

SqliteStatement &LedgerMirror::insertQuery()
{
    if (m_insert)
        return *m_insert;
    m_insert.emplace();
    m_insert->prepare(m_file.db(), ledgerInsertSql(m_bulk));
    return *m_insert;
}

bool LedgerMirror::writePage(const QList<QJsonObject> &items, const QString &nextCursor)
{
    QString error;
    const auto fail = [this, &error] {
        rollbackBatch();
        finish(false, tr("The ledger mirror could not be written: %1").arg(error));
        m_walker.cancel(); // after finish(), so the cancel is not reported as the reason
        return false;
    };
    if (!beginBatch(&error))
        return fail();
    LedgerWalk w = m_walk;
    if (m_newWalk) {
        w.gen = m_state.value(QStringLiteral("last_gen")).toLongLong() + 1;
        w.position = 0;
        w.stopId = m_state.value(QStringLiteral("complete_top_id"));
        w.topId = items.isEmpty()
                      ? w.stopId
                      : items.constFirst().value(QLatin1String(domain::cashflowkey::id)).toString();
        if (!m_state.setValue(QStringLiteral("last_gen"), w.gen))
            return (error = m_file.db().lastError().text(), fail());
    }
    SqliteStatement &q = insertQuery();
    bool reached = false;
    qint64 written = 0;
    for (const QJsonObject &r : items) {
        const QString id = r.value(QLatin1String(domain::cashflowkey::id)).toString();
        if (!w.stopId.isEmpty() && id == w.stopId) {
            reached = true;
            break;
        }
        if (id.isEmpty())
            continue; // a record without id cannot be kept apart from the others
        if (!writeLedgerRecord(q, r, ledgerSeq(w.gen, w.position++)))
            return (error = q.error(), fail());
        ++written;
    }
    const bool done = reached || nextCursor.isEmpty();
    w.cursor = nextCursor;
    if (done) {
        if ((!w.topId.isEmpty() && !m_state.setValue(QStringLiteral("complete_top_id"), w.topId)) ||
            !m_state.setValue(QStringLiteral("last_sync_at"),
                              QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)))
            return (error = m_file.db().lastError().text(), fail());
        w = LedgerWalk{};
    }
    m_walk = w;
    m_newWalk = false;
    m_batchAdded += written;
    m_stored += written;
    ++m_pages;
    // Pages are committed together, with the walk's resume point, twenty times a second: an
    // interrupted sync fetches at most that much again.
    if ((done || m_batchAge.elapsed() >= batchMs) && !commitBatch(&error))
        return fail();
    if (done && m_bulk)
        startIndexing(); // the walk's end waits for it (onWalkFinished)
    emit syncProgress(m_stored, std::max(m_stored, m_walker.total()));
    return !done;
}

void LedgerMirror::onWalkFinished(models::CursorWalker::Outcome outcome)
{
    using Outcome = models::CursorWalker::Outcome;
    if (!m_syncing)
        return;
    if (m_indexer.isRunning()) { // the first walk's last page started it
        m_afterIndexing = [this, outcome] { onWalkFinished(outcome); };
        return;
    }
    switch (outcome) {
    case Outcome::Completed:
    case Outcome::Stopped:
        // After finishing an interrupted walk, look once more from the top for newer rows;
        // after the walk of the new rows, check those that may have changed since.
        if (m_rechecking)
            endRecheck();
        else if (!m_freshPassDone)
            startPass();
        else
            startRecheck();
        return;
    case Outcome::Canceled:
        finish(false, tr("The sync was canceled; it resumes where it stopped."));
        return;
    case Outcome::Failed:
        if (m_resuming && m_walker.lastFailure().code == QStringLiteral("invalid_cursor")) {
            // The service no longer knows our resume point: walk again from the top down to
            // the last complete sync; rows already here are rewritten in place, not repeated.
            m_state.saveWalk(LedgerWalk{});
            startPass();
            return;
        }
        finish(false, m_walker.error());
        return;
    }
}

void LedgerMirror::finish(bool ok, QString error)
{
    if (!m_syncing)
        return;
    // A walk that stops between commits keeps the pages it wrote: they match its resume point.
    QString commitError;
    if (!commitBatch(&commitError) && ok) {
        ok = false;
        error = tr("The ledger mirror could not be written: %1").arg(commitError);
    }
    m_insert.reset();
    m_update.reset();
    m_rechecking = false;
    m_recheckByPage = false;
    ++m_recheckGeneration; // a window still being asked for belongs to no sync now
    m_askingWindow = false;
    m_syncing = false;
    m_filler.hold(false);
    checkpoint(); // what the sync left in the log, while the mirror is idle
    m_stored = m_state.countRecords();
    emit syncFinished(ok, error);
}

} // namespace brokerdesk::cache
