// Historical cash-flow records, generated record by record from the record number alone, so
// any count is reproducible and millions of rows cost one prepared INSERT each.
#include "ledger.h"

#include "ledgerdraft.h"
#include "paging/paging.h"
#include "store/database.h"
#include "support/servicecontext.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

#include <future>

Q_LOGGING_CATEGORY(lcSeedLedger, "brokerdesk.sandbox.seed.ledger")

namespace brokerdesk::sandbox {

namespace {

constexpr int demoSecondBrokerRecords = 60;
constexpr int seedCacheKiB = 64 * 1024;
constexpr qint64 batchSize = 8192;

// A bigger page cache while seeding keeps the random-keyed indexes from spilling to the WAL
// on every few rows; the usual size comes back afterwards.
class CacheBoost
{
public:
    explicit CacheBoost(Database &db) : m_db(db)
    {
        QSqlQuery q(m_db.handle());
        if (q.exec(QStringLiteral("PRAGMA cache_size")) && q.next())
            m_previous = q.value(0).toInt();
        m_db.exec(QStringLiteral("PRAGMA cache_size = -%1").arg(seedCacheKiB));
    }
    ~CacheBoost() { m_db.exec(QStringLiteral("PRAGMA cache_size = %1").arg(m_previous)); }
    CacheBoost(const CacheBoost &) = delete;
    CacheBoost &operator=(const CacheBoost &) = delete;

private:
    Database &m_db;
    int m_previous = -2000;
};

// Ids are keyed by the broker's client_id, which the demo fixes; its random id is not.
QString seedKeyOf(ServiceContext &ctx, const QString &brokerId)
{
    QSqlQuery &q = ctx.db.query(QStringLiteral("SELECT client_id FROM brokers WHERE id = ?"));
    q.addBindValue(brokerId);
    QString key = q.exec() && q.next() ? q.value(0).toString() : brokerId;
    q.finish();
    return key;
}

} // namespace

bool seedLedger(ServiceContext &ctx, const QString &brokerId, int count)
{
    if (count <= 0)
        return count == 0;
    QElapsedTimer timer;
    timer.start();
    const ListPager pager(ctx, QStringLiteral("cash_flow"));
    const qint64 firstOrd = pager.nextOrd(brokerId);
    const qint64 firstPos = pager.rowKey(brokerId, firstOrd);
    const LedgerDrafter drafter(seedKeyOf(ctx, brokerId), count);
    // Drafting runs one batch ahead on another thread while this one inserts.
    const auto draftBatch = [&drafter, firstOrd, count](qint64 from) {
        QList<LedgerDraft> batch;
        const qint64 to = std::min<qint64>(from + batchSize, count);
        batch.reserve(to - from);
        for (qint64 k = from; k < to; ++k)
            batch.append(drafter.draft(firstOrd - 1 + k));
        return batch;
    };

    const CacheBoost boost(ctx.db);
    // Text goes in as UTF-8 bytes cast to TEXT: binding QStrings would convert every
    // document to UTF-16 and back.
    QSqlQuery &insert = ctx.db.query(QStringLiteral(
        "INSERT INTO cash_flow (id, broker_id, ord, category, policy_id, doc, pos) VALUES "
        "(CAST(? AS TEXT), ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), ?)"));
    const QVariant noPolicy(QMetaType::fromType<QByteArray>());
    insert.bindValue(1, brokerId); // bound values stay across exec()
    auto pending = std::async(std::launch::async, draftBatch, qint64(0));
    for (qint64 from = 0; from < count; from += batchSize) {
        const QList<LedgerDraft> batch = pending.get();
        if (from + batchSize < count)
            pending = std::async(std::launch::async, draftBatch, from + batchSize);
        for (qsizetype i = 0; i < batch.size(); ++i) {
            const LedgerDraft &draft = batch.at(i);
            insert.bindValue(0, draft.id);
            insert.bindValue(2, firstOrd + from + i);
            insert.bindValue(3, QByteArray(draft.category));
            insert.bindValue(4, draft.policyId.isEmpty() ? noPolicy : QVariant(draft.policyId));
            insert.bindValue(5, draft.doc);
            insert.bindValue(6, firstPos + from + i);
            if (!insert.exec()) {
                qCWarning(lcSeedLedger) << "seeding cash-flow record" << firstOrd + from + i
                                        << "failed:" << insert.lastError().text();
                insert.finish();
                return false;
            }
        }
    }
    insert.finish();
    qCInfo(lcSeedLedger) << "seeded" << count << "cash-flow records in" << timer.elapsed() << "ms";
    return true;
}

bool seedDemoLedgers(ServiceContext &ctx)
{
    QSqlQuery &q = ctx.db.query(QStringLiteral("SELECT id FROM brokers ORDER BY client_id"));
    QStringList brokers;
    if (q.exec())
        while (q.next())
            brokers << q.value(0).toString();
    q.finish();
    const int first = ctx.settings.seedLedger;
    return (brokers.size() < 1 || seedLedger(ctx, brokers.at(0), first)) &&
           (brokers.size() < 2 ||
            seedLedger(ctx, brokers.at(1), std::min(first, demoSecondBrokerRecords)));
}

} // namespace brokerdesk::sandbox
