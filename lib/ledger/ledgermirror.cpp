#include "ledgermirror.h"

#include "ledgerschema.h"

#include "domain/isodate.h"

#include <QFileInfo>

namespace brokerdesk::cache {

LedgerMirror::LedgerMirror(QObject *parent)
    : QObject(parent), m_file(ledgerApplicationId, ledgerMigrations(), tr("ledger mirror")),
      m_state(&m_file), m_walker(nullptr), m_filler(nullptr)
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
    return int(ledgerMigrations().size());
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
    const QString stored = m_state.value(QStringLiteral("account"));
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
        m_state.setValue(QStringLiteral("account"), account);
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

void LedgerMirror::setSource(models::PageSource *source)
{
    cancel();
    m_walker.setSource(source);
    m_filler.setSource(source);
}

LedgerSyncStatus LedgerMirror::status() const
{
    LedgerSyncStatus s;
    if (!isOpen())
        return s;
    s.records = m_state.countRecords();
    s.serverTotal = m_state.value(QStringLiteral("server_total")).toLongLong();
    s.interrupted =
        m_state.loadWalk().gen != 0 || !m_state.value(QStringLiteral("fill_state")).isEmpty();
    s.lastSyncAt = domain::parseTimestamp(m_state.value(QStringLiteral("last_sync_at")));
    return s;
}

bool LedgerMirror::clear()
{
    if (m_syncing || !isOpen())
        return false;
    QSqlDatabase db = m_file.db();
    db.transaction();
    QString error;
    const bool ok = emptyLedger(db, &error);
    return ok ? db.commit() : (db.rollback(), false);
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

} // namespace brokerdesk::cache
