#include "ledgerindexbuilder.h"

#include "ledgerexposure.h"
#include "sqlite/sqlitefile.h"

#include <QSqlError>
#include <QUuid>

namespace brokerdesk::cache {

const QStringList &ledgerIndexStatements()
{
    static const QStringList statements = {
        QStringLiteral("CREATE UNIQUE INDEX IF NOT EXISTS records_id ON records (id)"),
        QStringLiteral(
            "CREATE INDEX IF NOT EXISTS records_category ON records "
            "(category, is_paid, date, ym, amount, amount_deductions, deleted, due, forecast)"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS records_date ON records "
                       "(date, ym, amount, amount_deductions, deleted, is_paid, due)"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS records_month ON records "
                       "(ym, amount, amount_deductions, deleted, is_paid, due)"),
        // Totals by the day money moves (the cash-flow page's view).
        QStringLiteral("CREATE INDEX IF NOT EXISTS records_due ON records "
                       "(due, category, is_paid, deleted, amount, amount_deductions)"),
        // A policy's records: what its cancellation takes away.
        QStringLiteral("CREATE INDEX IF NOT EXISTS records_policy ON records "
                       "(policy_id, category, deleted, is_paid, forecast, amount)"),
        // The records that may still change (unpaid and live): where a sync's recheck stops.
        QStringLiteral(
            "CREATE INDEX IF NOT EXISTS records_open ON records (is_paid, deleted, due)"),
        // The Comissões tab: the broker's income by forecast, and the canceled policies. Partial
        // (a fifth and a twentieth of the rows), so each stays small and serves its view alone.
        QStringLiteral("CREATE INDEX IF NOT EXISTS records_commission ON records "
                       "(category, forecast, deleted, is_paid, amount) WHERE category IN "
                       "('BrokerCommission', 'BrokerAgency', 'StipulateProLabor')"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS records_reversal ON records "
                       "(category, deleted, policy_id, date, amount, party) "
                       "WHERE category = 'PolicyReversal'")};
    return statements;
}

const QStringList &ledgerCountStatements()
{
    static const QStringList statements = {
        QStringLiteral("CREATE TRIGGER IF NOT EXISTS records_count_insert AFTER INSERT ON records "
                       "BEGIN UPDATE sync_state SET value = value + 1 WHERE key = 'record_count'; "
                       "END"),
        QStringLiteral("CREATE TRIGGER IF NOT EXISTS records_count_delete AFTER DELETE ON records "
                       "BEGIN UPDATE sync_state SET value = value - 1 WHERE key = 'record_count'; "
                       "END"),
        QStringLiteral("INSERT OR REPLACE INTO sync_state (key, value) "
                       "VALUES ('record_count', (SELECT count(*) FROM records))")};
    return statements;
}

bool buildLedgerIndexes(QSqlDatabase &db, QString *error)
{
    const QStringList &all = ledgerIndexStatements();
    if (!execSql(db, all.constFirst(), error)) {
        // The service listed a record twice while the first walk went on: keep its first copy.
        if (!execSql(db,
                     QStringLiteral("DELETE FROM records WHERE seq NOT IN "
                                    "(SELECT min(seq) FROM records GROUP BY id)"),
                     error) ||
            !execSql(db, all.constFirst(), error))
            return false;
    }
    for (qsizetype i = 1; i < all.size(); ++i)
        if (!execSql(db, all.at(i), error))
            return false;
    // The cancellation sums, computed once over the indexed records, then kept by triggers.
    for (const QString &sql : ledgerExposureStatements())
        if (!execSql(db, sql, error))
            return false;
    if (!rebuildLedgerExposure(db, error))
        return false;
    for (const QString &sql : ledgerCountStatements())
        if (!execSql(db, sql, error))
            return false;
    return execSql(
        db, QStringLiteral("INSERT OR REPLACE INTO sync_state (key, value) VALUES ('bulk', 0)"),
        error);
}

namespace {

bool buildAt(const QString &path, QString *error)
{
    const QString name =
        QStringLiteral("ledger-indexes-") + QUuid::createUuid().toString(QUuid::Id128);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
        if (db.open() && db.transaction()) {
            QString ignored;
            execSql(db, QStringLiteral("PRAGMA cache_size = -65536"), &ignored);
            ok = buildLedgerIndexes(db, error) && db.commit();
            // The indexes went through the log (hundreds of MB over a million records): it is
            // copied and cut here, not by the GUI thread's next commit.
            if (ok)
                execSql(db, QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"), &ignored);
            if (!ok) {
                if (error->isEmpty())
                    *error = db.lastError().text();
                db.rollback();
            }
        } else {
            *error = db.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

LedgerIndexBuilder::~LedgerIndexBuilder()
{
    wait();
}

void LedgerIndexBuilder::start(const QString &path)
{
    wait();
    m_running = true;
    const int generation = m_generation;
    m_thread = std::thread([this, path, generation] {
        QString error;
        const bool ok = buildAt(path, &error);
        // Queued to this object: dropped by Qt if the object is gone by then.
        QMetaObject::invokeMethod(
            this,
            [this, generation, ok, error] {
                if (generation != m_generation)
                    return;
                wait();
                emit finished(ok, error);
            },
            Qt::QueuedConnection);
    });
}

void LedgerIndexBuilder::wait()
{
    if (m_thread.joinable())
        m_thread.join();
    if (m_running)
        ++m_generation;
    m_running = false;
}

} // namespace brokerdesk::cache
