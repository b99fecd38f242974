#include "ledgermirror.h"

#include "ledgerexposure.h"

#include <QFileInfo>
#include <QSqlError>

namespace brokerdesk::cache {

void LedgerMirror::afterCommit()
{
    if (QFileInfo(m_walPath).size() < m_walLimit)
        return;
    if (!m_filler.isRunning()) {
        // A cursor walk writes a page at a time and cannot wait: checkpointed here, as SQLite
        // itself would (these walks write little: new records, or a fallback).
        QString ignored;
        QSqlDatabase db = m_file.db();
        execSql(db, QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"), &ignored);
        return;
    }
    // The pages wait while the log is copied and synced on the reader's thread: written
    // meanwhile, they would wait for that sync on this thread, and keep the log from starting
    // over.
    if (!m_filler.isHeld()) {
        m_filler.hold(true);
        checkpoint();
    }
}

void LedgerMirror::checkpoint()
{
    m_reader.run<bool>(
        this, [](const LedgerQueries &q) { return q.checkpoint(); },
        [this](bool) {
            ++m_checkpoints;
            m_filler.hold(false);
        });
}

bool LedgerMirror::beginBatch(QString *error)
{
    if (m_batchOpen)
        return true;
    QSqlDatabase db = m_file.db();
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    m_batchOpen = true;
    m_batchAge.start();
    m_batchAdded = 0;
    return true;
}

bool LedgerMirror::commitBatch(QString *error)
{
    if (!m_batchOpen)
        return true;

    QSqlDatabase db = m_file.db();
    // The cancellation sums of the policies these pages touched, in the same transaction; a
    // bulk load has no triggers and rebuilds them all with its indexes.
    QString refreshError;
    if (!m_bulk && !refreshLedgerExposure(db, &refreshError)) {
        *error = refreshError;
        rollbackBatch();
        return false;
    }
    const qint64 total = m_filling || m_recheckByPage ? m_filler.latestTotal() : m_walker.total();
    if (!m_state.setValue(QStringLiteral("server_total"), total) || !m_state.saveWalk(m_walk) ||
        (m_filling && !m_state.setValue(QStringLiteral("fill_state"), m_filler.state().toJson())) ||
        !db.commit()) {
        *error = db.lastError().text();
        rollbackBatch();
        return false;
    }
    m_batchOpen = false;
    m_added += m_batchAdded;
    afterCommit();
    return true;
}

void LedgerMirror::rollbackBatch()
{
    if (!m_batchOpen)
        return;
    m_insert.reset();
    m_file.db().rollback();
    m_batchOpen = false;
}

} // namespace brokerdesk::cache
