#include "ledgerschema.h"

#include "ledgerexposure.h"
#include "ledgerindexbuilder.h"

#include "domain/cashflow.h"
#include "domain/isodate.h"
#include "ledgerqueries.h"

#include <QCborMap>
#include <QCborValue>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace brokerdesk::cache {

namespace {

// Rewrites every record's forecast and due as days, from its document.
bool redateRecords(QSqlDatabase &db, QString *error)
{
    QSqlQuery read(db);
    read.setForwardOnly(true);
    QSqlQuery write(db);
    if (!read.exec(QStringLiteral("SELECT seq, doc FROM records")) ||
        !write.prepare(QStringLiteral("UPDATE records SET forecast = ?, due = ? WHERE seq = ?"))) {
        *error = read.lastError().isValid() ? read.lastError().text() : write.lastError().text();
        return false;
    }
    using namespace domain;
    businessday::DayFinder days;
    while (read.next()) {
        const QByteArray doc = read.value(1).toByteArray();
        const QJsonObject r = doc.startsWith('{')
                                  ? QJsonDocument::fromJson(doc).object()
                                  : QCborValue::fromCbor(doc).toMap().toJsonObject();
        const auto text = [&r](const char *key) { return r.value(QLatin1String(key)).toString(); };
        const QDate forecast = parseCalendarDate(text(cashflowkey::dateCashInOutForecast));
        write.addBindValue(dayKey(forecast));
        write.addBindValue(dayKey(cashDay(r.value(QLatin1String(cashflowkey::isPaid)).toBool(),
                                          isoMsecs(text(cashflowkey::dateCashInOut)), forecast,
                                          isoMsecs(text(cashflowkey::date)), days)));
        write.addBindValue(read.value(0));
        if (!write.exec()) {
            *error = write.lastError().text();
            return false;
        }
    }
    return true;
}

// Sums every canceled policy into policy_exposure, unless a first sync is still loading (its
// index build fills the table).
QString fillExposureUnlessLoading()
{
    return QStringLiteral("INSERT INTO policy_exposure (policy_id, party, at, reversal, lost, "
                          "installments) ") +
           ledgerExposureSelect(QStringLiteral("NOT EXISTS (SELECT 1 FROM sync_state WHERE key = "
                                               "'bulk' AND value IN (1, '1'))"));
}

} // namespace

QList<Migration> ledgerMigrations()
{
    return {
        {{QStringLiteral(
              "CREATE TABLE records (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, "
              "date INTEGER NOT NULL, ym INTEGER NOT NULL, category TEXT NOT NULL, "
              "is_paid INTEGER NOT NULL, amount INTEGER NOT NULL, "
              "amount_deductions INTEGER NOT NULL, description TEXT NOT NULL, "
              "payment_method TEXT NOT NULL, policy_id TEXT NOT NULL, "
              "installment TEXT NOT NULL, forecast INTEGER NOT NULL, doc TEXT NOT NULL)"),
          QStringLiteral(
              "CREATE INDEX records_category ON records (category, is_paid, date, amount)"),
          QStringLiteral("CREATE INDEX records_date ON records (date, amount)"),
          QStringLiteral("CREATE TABLE sync_state (key TEXT PRIMARY KEY, value)")}},
        // Version 2: the indexes also carry ym and amount_deductions, so totals and monthly sums
        // (filtered or not) are answered from an index instead of the 1 KB rows.
        {{QStringLiteral("DROP INDEX records_category"), QStringLiteral("DROP INDEX records_date"),
          QStringLiteral("CREATE INDEX records_category ON records "
                         "(category, is_paid, date, ym, amount, amount_deductions)"),
          QStringLiteral(
              "CREATE INDEX records_date ON records (date, ym, amount, amount_deductions)"),
          QStringLiteral("CREATE INDEX records_month ON records (ym, amount, amount_deductions)")}},
        // Version 3: the id index has a name (a first sync drops it and builds it at the end),
        // and seq is negated, so a walk appends at the table's end and newest is lowest.
        {QStringList{
            QStringLiteral(
                "CREATE TABLE records_v3 (seq INTEGER PRIMARY KEY, id TEXT NOT NULL, "
                "date INTEGER NOT NULL, ym INTEGER NOT NULL, category TEXT NOT NULL, "
                "is_paid INTEGER NOT NULL, amount INTEGER NOT NULL, "
                "amount_deductions INTEGER NOT NULL, description TEXT NOT NULL, "
                "payment_method TEXT NOT NULL, policy_id TEXT NOT NULL, "
                "installment TEXT NOT NULL, forecast INTEGER NOT NULL, doc TEXT NOT NULL)"),
            QStringLiteral("INSERT INTO records_v3 (seq, %1) SELECT -seq, %1 FROM records")
                .arg(QStringLiteral("id, date, ym, category, is_paid, amount, amount_deductions, "
                                    "description, payment_method, policy_id, installment, "
                                    "forecast, doc")),
            QStringLiteral("DROP TABLE records"),
            QStringLiteral("ALTER TABLE records_v3 RENAME TO records")}},
        // Version 4: deleted_at and date_cash_in_out as columns, so deleted records are left out
        // of every total from an index; the indexes carry `deleted`. Rows written before did not
        // note deletions, so the next sync checks the whole list once (recheck_all).
        {QStringList{
             QStringLiteral("ALTER TABLE records ADD COLUMN deleted INTEGER NOT NULL "
                            "DEFAULT 0"),
             QStringLiteral("ALTER TABLE records ADD COLUMN cash INTEGER NOT NULL "
                            "DEFAULT 0"),
             QStringLiteral("ALTER TABLE records ADD COLUMN due INTEGER NOT NULL "
                            "DEFAULT 0"),
             QStringLiteral("ALTER TABLE records ADD COLUMN party TEXT NOT NULL "
                            "DEFAULT ''"),
             QStringLiteral("DROP INDEX IF EXISTS records_id"),
             QStringLiteral("DROP INDEX IF EXISTS records_category"),
             QStringLiteral("DROP INDEX IF EXISTS records_date"),
             QStringLiteral("DROP INDEX IF EXISTS records_month"),
             QStringLiteral("INSERT OR REPLACE INTO sync_state (key, value) "
                            "SELECT 'recheck_all', 1 WHERE EXISTS (SELECT 1 FROM records)")} +
         ledgerIndexStatements()},
        // Version 5: the commission view's two partial indexes (in ledgerIndexStatements).
        {ledgerIndexStatements()},
        // Version 6: the per-policy cancellation sums, filled now unless a first sync is still
        // loading (its index build fills them).
        {ledgerExposureStatements() + QStringList{fillExposureUnlessLoading()}},
        // Version 7: the record count kept by triggers (a first sync still loading adds them
        // with its indexes).
        {QStringList{},
         [](QSqlDatabase &db, QString *error) {
             QSqlQuery bulk(db);
             if (bulk.exec(QStringLiteral("SELECT 1 FROM sync_state WHERE key = 'bulk' AND "
                                          "value IN (1, '1')")) &&
                 bulk.next())
                 return true;
             for (const QString &sql : ledgerCountStatements())
                 if (!execSql(db, sql, error))
                     return false;
             return true;
         }},
        // Version 8: `forecast` and `due` are calendar days (dayKey), no longer instants: a
        // forecast is the date the service wrote, the day money moves the business day.
        {QStringList{}, redateRecords},
        // Version 9: commission lost is the void installments plus the chargeback (it summed
        // the chargeback negative, and the agency and pro-labore a cancel spares): the triggers
        // watch the reversal and the commission only, and every policy is summed again.
        {ledgerExposureDropStatements() + ledgerExposureStatements() +
         QStringList{fillExposureUnlessLoading()}},
    };
}

bool emptyLedger(QSqlDatabase &db, QString *error)
{
    bool ok = execSql(db, QStringLiteral("DELETE FROM records"), error) &&
              execSql(db, QStringLiteral("DELETE FROM sync_state WHERE key <> 'account'"), error);
    for (const QString &sql : ledgerExposureDropStatements() + ledgerIndexStatements() +
                                  ledgerExposureStatements() +
                                  ledgerCountStatements()) // a first sync had dropped them
        ok = ok && execSql(db, sql, error);
    return ok;
}

bool prepareBulkLoad(QSqlDatabase &db, QString *error)
{
    bool ok = true;
    for (const char *drop : {"DROP TRIGGER IF EXISTS records_count_insert",
                             "DROP TRIGGER IF EXISTS records_count_delete",
                             "DELETE FROM sync_state WHERE key IN ('fill_state', 'record_count')"})
        ok = ok && execSql(db, QLatin1String(drop), error);
    ok = ok && execSql(db, QStringLiteral("DELETE FROM records"), error);
    for (const char *index :
         {"records_id", "records_category", "records_date", "records_month", "records_open",
          "records_due", "records_policy", "records_commission", "records_reversal"})
        ok = ok && execSql(db, QStringLiteral("DROP INDEX IF EXISTS %1").arg(QLatin1String(index)),
                           error);
    for (const QString &sql : ledgerExposureDropStatements())
        ok = ok && execSql(db, sql, error);
    return ok;
}

} // namespace brokerdesk::cache
