#include "ledgermirror.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace brokerdesk::cache {

namespace {

constexpr quint32 applicationId = 0x42444c4d; // "BDLM"

QList<Migration> mirrorMigrations()
{
    return {
        {{QStringLiteral("CREATE TABLE records (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, "
                         "date INTEGER NOT NULL, ym INTEGER NOT NULL, category TEXT NOT NULL, "
                         "is_paid INTEGER NOT NULL, amount INTEGER NOT NULL, "
                         "amount_deductions INTEGER NOT NULL, description TEXT NOT NULL, "
                         "payment_method TEXT NOT NULL, policy_id TEXT NOT NULL, "
                         "installment TEXT NOT NULL, forecast INTEGER NOT NULL, doc TEXT NOT NULL)"),
          QStringLiteral("CREATE INDEX records_category ON records (category, is_paid, date, amount)"),
          QStringLiteral("CREATE INDEX records_date ON records (date, amount)"),
          QStringLiteral("CREATE TABLE sync_state (key TEXT PRIMARY KEY, value)")}},
        // Version 2: the indexes also carry ym and amount_deductions, so totals and monthly sums
        // (filtered or not) are answered from an index instead of the 1 KB rows.
        {{QStringLiteral("DROP INDEX records_category"), QStringLiteral("DROP INDEX records_date"),
          QStringLiteral("CREATE INDEX records_category ON records "
                         "(category, is_paid, date, ym, amount, amount_deductions)"),
          QStringLiteral("CREATE INDEX records_date ON records (date, ym, amount, amount_deductions)"),
          QStringLiteral("CREATE INDEX records_month ON records (ym, amount, amount_deductions)")}},
    };
}

qint64 msecs(const QJsonValue &v)
{
    const QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    return t.isValid() ? t.toMSecsSinceEpoch() : 0;
}

qint64 seqOf(qint64 gen, qint64 position)
{
    return (gen << 32) | (qint64(0xFFFFFFFF) - position);
}

} // namespace

LedgerMirror::LedgerMirror(QObject *parent)
    : QObject(parent), m_file(applicationId, mirrorMigrations(), tr("ledger mirror")),
      m_walker(nullptr)
{
    m_walker.setPageHandler([this](const QList<QJsonObject> &items, const QString &next) {
        return writePage(items, next);
    });
    connect(&m_walker, &models::CursorWalker::finished, this, &LedgerMirror::onWalkFinished);
}

LedgerMirror::~LedgerMirror()
{
    m_syncing = false; // no signal from a half-destroyed object
    m_walker.setPageHandler({});
    m_walker.cancel();
}

int LedgerMirror::schemaVersion()
{
    return int(mirrorMigrations().size());
}

OpenReport LedgerMirror::open(const QString &path, const QString &account)
{
    cancel();
    OpenReport report = m_file.open(path);
    if (!report.ok())
        return report;
    const QString stored = value(QStringLiteral("account"));
    if (!account.isEmpty() && !stored.isEmpty() && stored != account) {
        m_file.close();
        report.outcome = OpenReport::Outcome::Failed;
        report.problem = OpenReport::Problem::Foreign;
        report.message = tr("The ledger mirror at %1 belongs to another account; it was left as it is.")
                             .arg(path);
        return report;
    }
    if (stored.isEmpty() && !account.isEmpty())
        setValue(QStringLiteral("account"), account);
    return report;
}

void LedgerMirror::close()
{
    cancel();
    m_file.close();
}

void LedgerMirror::setSource(models::PageSource *source)
{
    cancel();
    m_walker.setSource(source);
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
    return setValue(QStringLiteral("walk_gen"), w.gen)
           && setValue(QStringLiteral("walk_position"), w.position)
           && setValue(QStringLiteral("walk_cursor"), w.cursor)
           && setValue(QStringLiteral("walk_top_id"), w.topId)
           && setValue(QStringLiteral("walk_stop_id"), w.stopId);
}

qint64 LedgerMirror::countRecords() const
{
    QSqlQuery q(m_file.db());
    return q.exec(QStringLiteral("SELECT count(*) FROM records")) && q.next() ? q.value(0).toLongLong() : 0;
}

LedgerSyncStatus LedgerMirror::status() const
{
    LedgerSyncStatus s;
    if (!isOpen())
        return s;
    s.records = countRecords();
    s.serverTotal = value(QStringLiteral("server_total")).toLongLong();
    s.interrupted = loadWalk().gen != 0;
    s.lastSyncAt = QDateTime::fromString(value(QStringLiteral("last_sync_at")), Qt::ISODateWithMs);
    return s;
}

bool LedgerMirror::clear()
{
    if (m_syncing || !isOpen())
        return false;
    QSqlDatabase db = m_file.db();
    db.transaction();
    QString error;
    const bool ok = execSql(db, QStringLiteral("DELETE FROM records"), &error)
                    && execSql(db, QStringLiteral("DELETE FROM sync_state WHERE key <> 'account'"), &error);
    return ok ? db.commit() : (db.rollback(), false);
}

void LedgerMirror::sync()
{
    if (m_syncing)
        return;
    m_added = 0;
    m_pages = 0;
    m_freshPassDone = false;
    if (!isOpen()) {
        emit syncFinished(false, tr("The ledger mirror is not open."));
        return;
    }
    m_syncing = true;
    m_stored = countRecords();
    startPass();
}

void LedgerMirror::cancel()
{
    if (m_syncing)
        m_walker.cancel(); // onWalkFinished(Canceled) ends the sync
}

void LedgerMirror::startPass()
{
    m_walk = loadWalk();
    m_resuming = m_walk.gen != 0 && !m_walk.cursor.isEmpty();
    if (m_resuming) {
        m_newWalk = false;
        m_walker.start(m_walk.cursor);
        return;
    }
    m_newWalk = true;
    m_freshPassDone = true;
    m_walker.start();
}

bool LedgerMirror::writePage(const QList<QJsonObject> &items, const QString &nextCursor)
{
    QSqlDatabase db = m_file.db();
    db.transaction();
    Walk w = m_walk;
    if (m_newWalk) {
        w.gen = value(QStringLiteral("last_gen")).toLongLong() + 1;
        w.position = 0;
        w.stopId = value(QStringLiteral("complete_top_id"));
        w.topId = items.isEmpty() ? w.stopId : items.constFirst().value(QLatin1String("id")).toString();
        setValue(QStringLiteral("last_gen"), w.gen);
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT INTO records (seq, id, date, ym, category, is_paid, amount, amount_deductions, "
        "description, payment_method, policy_id, installment, forecast, doc) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
        "seq = excluded.seq, date = excluded.date, ym = excluded.ym, category = excluded.category, "
        "is_paid = excluded.is_paid, amount = excluded.amount, "
        "amount_deductions = excluded.amount_deductions, description = excluded.description, "
        "payment_method = excluded.payment_method, policy_id = excluded.policy_id, "
        "installment = excluded.installment, forecast = excluded.forecast, doc = excluded.doc"));
    // A missing field is stored as '' (a null QString would bind as NULL and break NOT NULL).
    const auto text = [](const QString &s) { return s.isNull() ? QStringLiteral("") : s; };
    bool reached = false;
    bool ok = true;
    qint64 written = 0;
    for (const QJsonObject &r : items) {
        const QString id = r.value(QLatin1String("id")).toString();
        if (!w.stopId.isEmpty() && id == w.stopId) {
            reached = true;
            break;
        }
        if (id.isEmpty())
            continue; // a record without id cannot be kept apart from the others
        const qint64 date = msecs(r.value(QLatin1String("date")));
        const QDate day = QDateTime::fromMSecsSinceEpoch(date, Qt::UTC).date();
        const bool parceled = r.value(QLatin1String("is_parceled")).toBool();
        q.addBindValue(seqOf(w.gen, w.position++));
        q.addBindValue(id);
        q.addBindValue(date);
        q.addBindValue(date ? day.year() * 100 + day.month() : 0);
        q.addBindValue(text(r.value(QLatin1String("category")).toString()));
        q.addBindValue(int(r.value(QLatin1String("is_paid")).toBool()));
        q.addBindValue(r.value(QLatin1String("amount")).toInteger());
        q.addBindValue(r.value(QLatin1String("amount_deductions")).toInteger());
        q.addBindValue(text(r.value(QLatin1String("description")).toString()));
        q.addBindValue(text(r.value(QLatin1String("payment_method")).toString()));
        q.addBindValue(text(r.value(QLatin1String("policy_id")).toString()));
        q.addBindValue(parceled ? QStringLiteral("%1/%2")
                                      .arg(r.value(QLatin1String("installment_number")).toInt())
                                      .arg(r.value(QLatin1String("installment_total")).toInt())
                                : text({}));
        q.addBindValue(msecs(r.value(QLatin1String("date_cash_in_out_forecast"))));
        q.addBindValue(QString::fromUtf8(QJsonDocument(r).toJson(QJsonDocument::Compact)));
        if (!(ok = q.exec()))
            break;
        ++written;
    }
    const bool done = reached || nextCursor.isEmpty();
    w.cursor = nextCursor;
    if (ok && done) {
        if (!w.topId.isEmpty())
            ok = setValue(QStringLiteral("complete_top_id"), w.topId);
        ok = ok && setValue(QStringLiteral("last_sync_at"),
                            QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        w = Walk{};
    }
    ok = ok && setValue(QStringLiteral("server_total"), m_walker.total()) && saveWalk(w);
    if (!ok || !db.commit()) {
        const QString error = q.lastError().isValid() ? q.lastError().text() : db.lastError().text();
        db.rollback();
        finish(false, tr("The ledger mirror could not be written: %1").arg(error));
        m_walker.cancel(); // after finish(), so the cancel is not reported as the reason
        return false;
    }
    m_walk = w;
    m_newWalk = false;
    m_added += written;
    m_stored += written;
    ++m_pages;
    emit syncProgress(m_stored, std::max(m_stored, m_walker.total()));
    return !done;
}

void LedgerMirror::onWalkFinished(models::CursorWalker::Outcome outcome)
{
    using Outcome = models::CursorWalker::Outcome;
    if (!m_syncing)
        return;
    switch (outcome) {
    case Outcome::Completed:
    case Outcome::Stopped:
        // After finishing an interrupted walk, look once more from the top for newer rows.
        if (!m_freshPassDone)
            startPass();
        else
            finish(true, {});
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

void LedgerMirror::finish(bool ok, const QString &error)
{
    if (!m_syncing)
        return;
    m_syncing = false;
    m_stored = countRecords();
    emit syncFinished(ok, error);
}

} // namespace brokerdesk::cache
