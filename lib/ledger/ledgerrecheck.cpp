#include "ledgermirror.h"

#include "ledgerrecords.h"

#include "domain/cashflow.h"
#include "domain/isodate.h"

#include <QSqlError>

namespace brokerdesk::cache {

bool LedgerMirror::setFullRecheckDone()
{
    return m_state.setValue(QStringLiteral("recheck_all"), 0) &&
           m_state.setValue(QStringLiteral("full_recheck_at"),
                            QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
}

void LedgerMirror::startRecheck()
{
    const QDateTime lastFull =
        domain::parseTimestamp(m_state.value(QStringLiteral("full_recheck_at")));
    const bool all = m_state.value(QStringLiteral("recheck_all")) == QLatin1String("1") ||
                     !lastFull.isValid() ||
                     lastFull.daysTo(QDateTime::currentDateTimeUtc()) >= fullRecheckDays;
    // A first sync has just read every record as it is now.
    if (m_firstSync) {
        if (!setFullRecheckDone())
            return finish(false, tr("The ledger mirror could not be written: %1")
                                     .arg(m_file.db().lastError().text()));
        return finish(true, {});
    }
    m_recheckAll = all;
    m_recheckForce = m_state.value(QStringLiteral("recheck_all")) == QLatin1String("1");
    if (all) {
        recheckDownTo({});
        emit caughtUp(m_added);
        return;
    }
    // The oldest record that may change soon: live, unpaid and due from recheckRecentDays ago
    // on (the service settles it or cancels it), or created within those days. Older ones are
    // settled, or long overdue and left to the weekly full recheck (docs/cashflow.md). Asked on
    // the reader's thread: over a million records the question takes up to a second.
    const QDateTime since = QDateTime::currentDateTimeUtc().addDays(-recheckRecentDays);
    const quint64 generation = ++m_recheckGeneration;
    m_askingWindow = true;
    m_reader.run<std::pair<QString, QString>>(
        this,
        [since](const LedgerQueries &q) {
            const QString id = q.oldestChangeable(since);
            return std::pair{id, q.error()};
        },
        [this, generation](const std::pair<QString, QString> &answer) {
            if (generation != m_recheckGeneration || !m_syncing)
                return; // the sync ended meanwhile
            m_askingWindow = false;
            if (!answer.second.isEmpty())
                return finish(false,
                              tr("The ledger mirror could not be read: %1").arg(answer.second));
            if (answer.first.isEmpty())
                return finish(true, {}); // every mirrored record is settled
            recheckDownTo(answer.first);
        });
    emit caughtUp(m_added);
}

void LedgerMirror::recheckDownTo(const QString &stopId)
{
    m_recheckStopId = stopId;
    m_rechecking = true;
    m_update.reset();
    // Over a network, by page number like a first sync: the window is thousands of pages.
    m_recheckByPage = m_parallel > 1;
    if (!m_recheckByPage)
        return m_walker.start();
    m_filler.setInFlight(m_parallel);
    m_filler.start();
}

bool LedgerMirror::recheckRecord(const QJsonObject &r, QString *error)
{
    const QString id = r.value(QLatin1String(domain::cashflowkey::id)).toString();
    if (id.isEmpty())
        return true;
    if (!m_update) {
        m_update.emplace();
        m_update->prepare(m_file.db(), ledgerUpdateSql(m_recheckForce));
    }
    SqliteStatement &q = *m_update;
    const QByteArray doc = bindLedgerRecord(q, r, 0);
    q.bind(17, id);
    if (!m_recheckForce)
        q.bindBlob(18, doc);
    if (!q.exec()) {
        *error = q.error();
        return false;
    }
    m_changed += q.changes();
    ++m_rechecked;
    return true;
}

bool LedgerMirror::recheckFilled(const QList<models::PageFiller::Placed> &records)
{
    QString error;
    bool ok = beginBatch(&error);
    for (const auto &[place, record] : records) {
        ok = ok && recheckRecord(record, &error);
        if (record.value(QLatin1String(domain::cashflowkey::id)).toString() == m_recheckStopId)
            m_filler.limitTo(place + 1); // the pages above it are still read
    }
    if (ok && m_batchAge.elapsed() >= batchMs)
        ok = commitBatch(&error);
    if (!ok) {
        rollbackBatch();
        finish(false, tr("The ledger mirror could not be written: %1").arg(error));
    }
    return ok;
}

bool LedgerMirror::recheckPage(const QList<QJsonObject> &items, const QString &nextCursor)
{
    QString error;
    bool ok = beginBatch(&error);
    bool reached = false;
    for (const QJsonObject &r : items) {
        ok = ok && recheckRecord(r, &error);
        reached = reached ||
                  r.value(QLatin1String(domain::cashflowkey::id)).toString() == m_recheckStopId;
    }
    if (ok && m_batchAge.elapsed() >= batchMs)
        ok = commitBatch(&error);
    if (!ok) {
        rollbackBatch();
        finish(false, tr("The ledger mirror could not be written: %1").arg(error));
        m_walker.cancel();
        return false;
    }
    return !reached && !nextCursor.isEmpty();
}

void LedgerMirror::endRecheck()
{
    m_rechecking = false;
    m_update.reset();
    if (m_recheckAll && !setFullRecheckDone())
        return finish(
            false,
            tr("The ledger mirror could not be written: %1").arg(m_file.db().lastError().text()));
    finish(true, {});
}

} // namespace brokerdesk::cache
