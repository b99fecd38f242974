#include "ledgermirror.h"

#include "domain/cashflow.h"
#include "domain/isodate.h"
#include "ledgerexposure.h"
#include "ledgerindexbuilder.h"

#include <QCborMap>
#include <QCborStreamWriter>
#include <QCborValue>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace brokerdesk::cache {

namespace {

constexpr quint32 applicationId = 0x42444c4d; // "BDLM"

// Pages are committed together this often: a commit of half a second's records (ten thousand)
// held the GUI thread 90 ms, a tenth of a second's up to 40, a twentieth's under 25.
constexpr qint64 batchMs = 50;

const QString recordColumns = QStringLiteral(
    "id, date, ym, category, is_paid, amount, amount_deductions, description, payment_method, "
    "policy_id, installment, forecast, doc, deleted, cash, due, party");

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

QList<Migration> mirrorMigrations()
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

// Local order: within a walk seq grows with the position (rows append at the table's end);
// each newer walk starts 2^32 lower, so ORDER BY seq is the service's newest-first order.
qint64 seqOf(qint64 gen, qint64 position)
{
    return -((gen + 1) << 32) + 1 + position;
}

} // namespace

LedgerMirror::LedgerMirror(QObject *parent)
    : QObject(parent), m_file(applicationId, mirrorMigrations(), tr("ledger mirror")),
      m_walker(nullptr), m_filler(nullptr)
{
    // Pages of 16 KB: a first sync writes and indexes a million records in a quarter of the
    // page writes and reads of 4 KB pages (the index build took 13 s instead of 19 s).
    m_file.setPageSize(16384);
    m_filler.setHandler([this](const QList<models::PageFiller::Placed> &records) {
        return m_rechecking ? recheckFilled(records) : writeFilled(records);
    });
    connect(&m_filler, &models::PageFiller::finished, this, &LedgerMirror::onFillFinished);
    m_walker.setPageHandler([this](const QList<QJsonObject> &items, const QString &next) {
        return m_rechecking ? recheckPage(items, next) : writePage(items, next);
    });
    connect(&m_walker, &models::CursorWalker::finished, this, &LedgerMirror::onWalkFinished);
    connect(&m_indexer, &LedgerIndexBuilder::finished, this, &LedgerMirror::onIndexesBuilt);
}

LedgerMirror::~LedgerMirror()
{
    m_indexer.wait();
    QString ignored;
    commitBatch(&ignored); // the pages written so far match the resume point saved with them
    m_insert.reset();
    m_syncing = false; // no signal from a half-destroyed object
    m_walker.setPageHandler({});
    m_walker.cancel();
    m_filler.setHandler({});
    m_filler.cancel();
}

int LedgerMirror::schemaVersion()
{
    return int(mirrorMigrations().size());
}

OpenReport LedgerMirror::open(const QString &path, const QString &account)
{
    return openFor(path, account, {});
}

OpenReport LedgerMirror::open(const QString &path, const MirrorAccount &account)
{
    return openFor(path, account.key(),
                   [&account](const QString &stored) { return account.adopts(stored); });
}

OpenReport LedgerMirror::openFor(const QString &path, const QString &account,
                                 const std::function<bool(const QString &)> &adopts)
{
    stopSync();
    OpenReport report = m_file.open(path);
    if (!report.ok())
        return report;
    const QString stored = value(QStringLiteral("account"));
    const bool adopted =
        !account.isEmpty() && !stored.isEmpty() && stored != account && adopts && adopts(stored);
    if (!account.isEmpty() && !stored.isEmpty() && stored != account && !adopted) {
        m_file.close();
        report.outcome = OpenReport::Outcome::Failed;
        report.problem = OpenReport::Problem::Foreign;
        report.message =
            tr("The ledger mirror at %1 belongs to another account; it was left as it is.")
                .arg(path);
        return report;
    }
    // An adopted file is rewritten with the stable key once, so it is never guessed at again.
    if ((stored.isEmpty() || adopted) && !account.isEmpty())
        setValue(QStringLiteral("account"), account);
    // Room for the indexes' working set while a million rows are written or sorted into them.
    QSqlDatabase db = m_file.db();
    QString ignored;
    execSql(db, QStringLiteral("PRAGMA cache_size = -65536"), &ignored);
    // Checkpoints run on the reader's thread (afterCommit asks for them); a log started over is
    // cut to what its first commit wrote, so its size on disk says how much it holds.
    execSql(db, QStringLiteral("PRAGMA wal_autocheckpoint = 0"), &ignored);
    execSql(db, QStringLiteral("PRAGMA journal_size_limit = 0"), &ignored);
    m_reader.open(path);
    m_walPath = path + QStringLiteral("-wal");
    return report;
}

OpenReport LedgerMirror::startNew(const QString &path, const MirrorAccount &account)
{
    stopSync();
    m_reader.close();
    m_file.close();
    QString movedTo;
    if (QFileInfo::exists(path)) {
        QString error;
        movedTo = m_file.moveAside(path, QStringLiteral("other-account"), &error);
        if (movedTo.isEmpty()) {
            OpenReport failed;
            failed.path = path;
            failed.problem = OpenReport::Problem::Io;
            failed.message = tr("A new ledger mirror could not be started: the old one at %1 could "
                                "not be set aside. %2")
                                 .arg(path, error);
            return failed;
        }
    }
    OpenReport report = open(path, account);
    if (report.ok() && !movedTo.isEmpty()) {
        report.outcome = OpenReport::Outcome::MovedAside;
        report.movedTo = movedTo;
        report.message = tr("The mirror of the other account was kept as %1; this account's "
                            "ledger is mirrored anew.")
                             .arg(movedTo);
    }
    return report;
}

void LedgerMirror::close()
{
    stopSync();
    m_reader.close();
    m_file.close();
}

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

void LedgerMirror::setSource(models::PageSource *source)
{
    cancel();
    m_walker.setSource(source);
    m_filler.setSource(source);
}

QString LedgerMirror::value(const QString &key) const
{
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("SELECT value FROM sync_state WHERE key = ?"));
    q.addBindValue(key);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

bool LedgerMirror::setValue(const QString &key, const QVariant &value)
{
    QSqlQuery q(m_file.db());
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO sync_state (key, value) VALUES (?, ?)"));
    q.addBindValue(key);
    q.addBindValue(value);
    return q.exec();
}

LedgerMirror::Walk LedgerMirror::loadWalk() const
{
    Walk w;
    w.gen = value(QStringLiteral("walk_gen")).toLongLong();
    w.position = value(QStringLiteral("walk_position")).toLongLong();
    w.cursor = value(QStringLiteral("walk_cursor"));
    w.topId = value(QStringLiteral("walk_top_id"));
    w.stopId = value(QStringLiteral("walk_stop_id"));
    return w;
}

bool LedgerMirror::saveWalk(const Walk &w)
{
    return setValue(QStringLiteral("walk_gen"), w.gen) &&
           setValue(QStringLiteral("walk_position"), w.position) &&
           setValue(QStringLiteral("walk_cursor"), w.cursor) &&
           setValue(QStringLiteral("walk_top_id"), w.topId) &&
           setValue(QStringLiteral("walk_stop_id"), w.stopId);
}

qint64 LedgerMirror::countRecords() const
{
    const QString kept = value(QStringLiteral("record_count"));
    if (!kept.isEmpty())
        return kept.toLongLong();
    QSqlQuery q(m_file.db()); // a first sync still loading: no triggers count its rows
    return q.exec(QStringLiteral("SELECT count(*) FROM records")) && q.next()
               ? q.value(0).toLongLong()
               : 0;
}

LedgerSyncStatus LedgerMirror::status() const
{
    LedgerSyncStatus s;
    if (!isOpen())
        return s;
    s.records = countRecords();
    s.serverTotal = value(QStringLiteral("server_total")).toLongLong();
    s.interrupted = loadWalk().gen != 0 || !value(QStringLiteral("fill_state")).isEmpty();
    s.lastSyncAt = domain::parseTimestamp(value(QStringLiteral("last_sync_at")));
    return s;
}

bool LedgerMirror::clear()
{
    if (m_syncing || !isOpen())
        return false;
    QSqlDatabase db = m_file.db();
    db.transaction();
    QString error;
    bool ok = execSql(db, QStringLiteral("DELETE FROM records"), &error) &&
              execSql(db, QStringLiteral("DELETE FROM sync_state WHERE key <> 'account'"), &error);
    for (const QString &sql : ledgerExposureDropStatements() + ledgerIndexStatements() +
                                  ledgerExposureStatements() +
                                  ledgerCountStatements()) // a first sync had dropped them
        ok = ok && execSql(db, sql, &error);
    return ok ? db.commit() : (db.rollback(), false);
}

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
    m_stored = countRecords();
    // A first sync that walked to the end but was closed before its indexes were built
    // builds them before anything else (if a walk is in fact unfinished, it resumes indexed).
    if (value(QStringLiteral("bulk")) == QLatin1String("1") &&
        !value(QStringLiteral("last_sync_at")).isEmpty()) {
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

void LedgerMirror::stopSync()
{
    m_indexer.wait(); // an index build runs to its end: it is one transaction
    m_afterIndexing = {};
    cancel();
    if (m_syncing)
        finish(false, tr("The sync was canceled; it resumes where it stopped."));
}

void LedgerMirror::cancel()
{
    if (!m_syncing)
        return;
    m_walker.cancel(); // onWalkFinished(Canceled) ends the sync
    m_filler.cancel(); // so does onFillFinished(Canceled)
    if (m_askingWindow)
        finish(false, tr("The sync was canceled; it resumes where it stopped."));
}

void LedgerMirror::startPass()
{
    m_walk = loadWalk();
    m_resuming = m_walk.gen != 0 && !m_walk.cursor.isEmpty();
    m_bulk = value(QStringLiteral("bulk")) == QLatin1String("1");
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
    bool ok = beginBatch(&error);
    for (const char *drop : {"DROP TRIGGER IF EXISTS records_count_insert",
                             "DROP TRIGGER IF EXISTS records_count_delete",
                             "DELETE FROM sync_state WHERE key IN ('fill_state', 'record_count')"})
        ok = ok && execSql(db, QLatin1String(drop), &error);
    ok = ok && execSql(db, QStringLiteral("DELETE FROM records"), &error);
    for (const char *index :
         {"records_id", "records_category", "records_date", "records_month", "records_open",
          "records_due", "records_policy", "records_commission", "records_reversal"})
        ok = ok && execSql(db, QStringLiteral("DROP INDEX IF EXISTS %1").arg(QLatin1String(index)),
                           &error);
    for (const QString &sql : ledgerExposureDropStatements())
        ok = ok && execSql(db, sql, &error);
    if (!ok || !setValue(QStringLiteral("bulk"), 1)) {
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
        models::PageFiller::State::fromJson(value(QStringLiteral("fill_state")).toUtf8());
    if (m_bulk && resume.isStarted()) {
        m_fillGen = value(QStringLiteral("last_gen")).toLongLong();
    } else {
        if (!startBulk())
            return;
        m_fillGen = value(QStringLiteral("last_gen")).toLongLong() + 1;
        QString error;
        if (!setValue(QStringLiteral("last_gen"), m_fillGen) || !commitBatch(&error)) {
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
        if (!writeRecord(q, record, seqOf(m_fillGen, place)))
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
        (!state.topId.isEmpty() && !setValue(QStringLiteral("complete_top_id"), state.topId)) ||
        !setValue(QStringLiteral("last_sync_at"),
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
    if (!setValue(QStringLiteral("server_total"), total) || !saveWalk(m_walk) ||
        (m_filling && !setValue(QStringLiteral("fill_state"), m_filler.state().toJson())) ||
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

SqliteStatement &LedgerMirror::insertQuery()
{
    if (m_insert)
        return *m_insert;
    m_insert.emplace();
    const QString insert = QStringLiteral("INSERT INTO records (seq, %1) VALUES (?, ?, ?, ?, ?, ?, "
                                          "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                               .arg(recordColumns);
    // Without indexes (a first sync) there is nothing to conflict with.
    m_insert->prepare(
        m_file.db(),
        m_bulk
            ? insert
            : insert +
                  QStringLiteral(
                      " ON CONFLICT (id) DO UPDATE SET seq = excluded.seq, date = excluded.date, "
                      "ym = excluded.ym, category = excluded.category, is_paid = excluded.is_paid, "
                      "amount = excluded.amount, amount_deductions = excluded.amount_deductions, "
                      "description = excluded.description, payment_method = "
                      "excluded.payment_method, "
                      "policy_id = excluded.policy_id, installment = excluded.installment, "
                      "forecast = excluded.forecast, doc = excluded.doc, "
                      "deleted = excluded.deleted, cash = excluded.cash, due = excluded.due, "
                      "party = excluded.party"));
    return *m_insert;
}

QByteArray LedgerMirror::bindRecord(SqliteStatement &q, const QJsonObject &r, int first)
{
    using namespace domain;
    const auto key = [](const char *name) { return QLatin1String(name); };
    // A missing text field is stored as '' (SqliteStatement never binds a QString as NULL).
    const qint64 date = isoMsecs(r.value(key(cashflowkey::date)).toString());
    const QDate day = QDateTime::fromMSecsSinceEpoch(date, Qt::UTC).date();
    const bool parceled = r.value(key(cashflowkey::isParceled)).toBool();
    const bool paid = r.value(key(cashflowkey::isPaid)).toBool();
    const qint64 cash = isoMsecs(r.value(key(cashflowkey::dateCashInOut)).toString());
    const QDate forecast =
        parseCalendarDate(r.value(key(cashflowkey::dateCashInOutForecast)).toString());
    // One per thread: the zone's offsets it has looked up serve the next records.
    thread_local businessday::DayFinder days;
    // As CBOR, written in a third of the time of JSON text (LedgerQueries::records reads both),
    // into room for a whole record so the writer does not grow it byte run by byte run.
    QByteArray doc;
    doc.reserve(2048);
    {
        QCborStreamWriter writer(&doc);
        QCborValue::fromJsonValue(r).toCbor(writer);
    }
    int i = first;
    q.bind(i++, r.value(key(cashflowkey::id)).toString());
    q.bind(i++, date);
    q.bind(i++, qint64(date ? day.year() * 100 + day.month() : 0));
    q.bind(i++, r.value(key(cashflowkey::category)).toString());
    q.bind(i++, qint64(paid));
    q.bind(i++, r.value(key(cashflowkey::amount)).toInteger());
    q.bind(i++, r.value(key(cashflowkey::amountDeductions)).toInteger());
    q.bind(i++, r.value(key(cashflowkey::description)).toString());
    q.bind(i++, r.value(key(cashflowkey::paymentMethod)).toString());
    q.bind(i++, r.value(key(cashflowkey::policyId)).toString());
    q.bind(i++, parceled
                    ? QString::number(r.value(key(cashflowkey::installmentNumber)).toInt()) + u'/' +
                          QString::number(r.value(key(cashflowkey::installmentTotal)).toInt())
                    : QString());
    q.bind(i++, dayKey(forecast));
    q.bindBlob(i++, doc);
    q.bind(i++, isoMsecs(r.value(key(cashflowkey::deletedAt)).toString()));
    q.bind(i++, cash);
    q.bind(i++, dayKey(cashDay(paid, cash, forecast, date, days)));
    q.bind(i++, r.value(key(cashflowkey::payerName)).toString() + u'\n' +
                    r.value(key(cashflowkey::drawerName)).toString());
    return doc;
}

bool LedgerMirror::writeRecord(SqliteStatement &q, const QJsonObject &r, qint64 seq)
{
    q.bind(0, seq);
    bindRecord(q, r, 1);
    return q.exec();
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
    Walk w = m_walk;
    if (m_newWalk) {
        w.gen = value(QStringLiteral("last_gen")).toLongLong() + 1;
        w.position = 0;
        w.stopId = value(QStringLiteral("complete_top_id"));
        w.topId = items.isEmpty()
                      ? w.stopId
                      : items.constFirst().value(QLatin1String(domain::cashflowkey::id)).toString();
        if (!setValue(QStringLiteral("last_gen"), w.gen))
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
        if (!writeRecord(q, r, seqOf(w.gen, w.position++)))
            return (error = q.error(), fail());
        ++written;
    }
    const bool done = reached || nextCursor.isEmpty();
    w.cursor = nextCursor;
    if (done) {
        if ((!w.topId.isEmpty() && !setValue(QStringLiteral("complete_top_id"), w.topId)) ||
            !setValue(QStringLiteral("last_sync_at"),
                      QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)))
            return (error = m_file.db().lastError().text(), fail());
        w = Walk{};
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
            saveWalk(Walk{});
            startPass();
            return;
        }
        finish(false, m_walker.error());
        return;
    }
}

bool LedgerMirror::setFullRecheckDone()
{
    return setValue(QStringLiteral("recheck_all"), 0) &&
           setValue(QStringLiteral("full_recheck_at"),
                    QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
}

void LedgerMirror::startRecheck()
{
    const QDateTime lastFull = domain::parseTimestamp(value(QStringLiteral("full_recheck_at")));
    const bool all = value(QStringLiteral("recheck_all")) == QLatin1String("1") ||
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
    m_recheckForce = value(QStringLiteral("recheck_all")) == QLatin1String("1");
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
        // Only a record whose content differs is written: unchanged ones cost a lookup. After
        // migration 4 every record is written, filling the new columns.
        m_update->prepare(m_file.db(),
                          QStringLiteral("UPDATE records SET (%1) = (?, ?, ?, ?, ?, ?, ?, ?, ?, "
                                         "?, ?, ?, ?, ?, ?, ?, ?) WHERE id = ?%2")
                              .arg(recordColumns, m_recheckForce
                                                      ? QString()
                                                      : QStringLiteral(" AND doc IS NOT ?")));
    }
    SqliteStatement &q = *m_update;
    const QByteArray doc = bindRecord(q, r, 0);
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
    m_stored = countRecords();
    emit syncFinished(ok, error);
}

} // namespace brokerdesk::cache
