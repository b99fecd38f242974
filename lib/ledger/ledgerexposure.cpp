#include "ledgerexposure.h"

#include "sqlite/sqlitefile.h"

#include <QSqlQuery>

namespace brokerdesk::cache {

namespace {

// The categories whose rows make up a policy's exposure: its reversal and its commissions.
const QString watched = QStringLiteral("('PolicyReversal', 'BrokerCommission')");

QString noteDirty(const char *row)
{
    return QStringLiteral("INSERT OR IGNORE INTO exposure_dirty (policy_id) SELECT %1.policy_id "
                          "WHERE %1.policy_id <> '' AND %1.category IN %2;")
        .arg(QLatin1String(row), watched);
}

} // namespace

const QStringList &ledgerExposureStatements()
{
    static const QStringList statements = {
        QStringLiteral("CREATE TABLE IF NOT EXISTS policy_exposure (policy_id TEXT PRIMARY KEY, "
                       "party TEXT NOT NULL, at INTEGER NOT NULL, reversal INTEGER NOT NULL, "
                       "lost INTEGER NOT NULL, installments INTEGER NOT NULL) WITHOUT ROWID"),
        QStringLiteral("CREATE INDEX IF NOT EXISTS policy_exposure_at ON policy_exposure "
                       "(at DESC, policy_id, party, reversal, lost, installments)"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS exposure_dirty (policy_id TEXT PRIMARY KEY) "
                       "WITHOUT ROWID"),
        QStringLiteral("CREATE TRIGGER IF NOT EXISTS records_exposure_insert AFTER INSERT ON "
                       "records BEGIN %1 END")
            .arg(noteDirty("NEW")),
        // Both sides: a record moved to another policy changes the two.
        QStringLiteral("CREATE TRIGGER IF NOT EXISTS records_exposure_update AFTER UPDATE ON "
                       "records BEGIN %1 %2 END")
            .arg(noteDirty("OLD"), noteDirty("NEW")),
        QStringLiteral("CREATE TRIGGER IF NOT EXISTS records_exposure_delete AFTER DELETE ON "
                       "records BEGIN %1 END")
            .arg(noteDirty("OLD"))};
    return statements;
}

const QStringList &ledgerExposureDropStatements()
{
    static const QStringList statements = {
        QStringLiteral("DROP TRIGGER IF EXISTS records_exposure_insert"),
        QStringLiteral("DROP TRIGGER IF EXISTS records_exposure_update"),
        QStringLiteral("DROP TRIGGER IF EXISTS records_exposure_delete"),
        QStringLiteral("DELETE FROM policy_exposure"),
        QStringLiteral("DELETE FROM exposure_dirty")};
    return statements;
}

QString ledgerExposureSelect(const QString &policyFilter)
{
    // What a cancellation takes away (BROKER-DOMAIN.md, "Commission lost"): the commission
    // installments it voids (deleted by it, or unpaid and due after it) plus the commission
    // received that it charges back (a live negative commission row).
    return QStringLiteral(
               "WITH canceled AS (SELECT policy_id, SUM(amount) AS reversal, MIN(date) AS at, "
               "MAX(party) AS party FROM records WHERE category = 'PolicyReversal' AND deleted = 0 "
               "AND policy_id <> '' AND (%1) GROUP BY policy_id), "
               "lost AS (SELECT c.policy_id, r.seq, CASE WHEN r.amount < 0 THEN -r.amount "
               "ELSE r.amount END AS amount, r.amount > 0 AS void FROM canceled c "
               "JOIN records r ON r.policy_id = c.policy_id AND r.category = 'BrokerCommission' "
               "AND ((r.amount > 0 AND (r.deleted > 0 OR (r.is_paid = 0 AND r.forecast > c.at))) "
               "OR (r.amount < 0 AND r.deleted = 0))) "
               "SELECT c.policy_id, c.party, c.at, c.reversal, COALESCE(SUM(l.amount), 0), "
               "COUNT(CASE WHEN l.void THEN 1 END) FROM canceled c "
               "LEFT JOIN lost l ON l.policy_id = c.policy_id GROUP BY c.policy_id")
        .arg(policyFilter);
}

bool refreshLedgerExposure(QSqlDatabase &db, QString *error)
{
    // Most commits touch no watched record: the select below still reads every reversal.
    QSqlQuery any(db);
    if (any.exec(QStringLiteral("SELECT 1 FROM exposure_dirty LIMIT 1")) && !any.next())
        return true;
    const QString dirty = QStringLiteral("policy_id IN (SELECT policy_id FROM exposure_dirty)");
    return execSql(db, QStringLiteral("DELETE FROM policy_exposure WHERE ") + dirty, error) &&
           execSql(db,
                   QStringLiteral("INSERT INTO policy_exposure (policy_id, party, at, reversal, "
                                  "lost, installments) ") +
                       ledgerExposureSelect(dirty),
                   error) &&
           execSql(db, QStringLiteral("DELETE FROM exposure_dirty"), error);
}

bool rebuildLedgerExposure(QSqlDatabase &db, QString *error)
{
    return execSql(db, QStringLiteral("DELETE FROM policy_exposure"), error) &&
           execSql(db,
                   QStringLiteral("INSERT INTO policy_exposure (policy_id, party, at, reversal, "
                                  "lost, installments) ") +
                       ledgerExposureSelect(QStringLiteral("1")),
                   error) &&
           execSql(db, QStringLiteral("DELETE FROM exposure_dirty"), error);
}

} // namespace brokerdesk::cache
