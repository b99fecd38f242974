#pragma once

#include "result.h"
#include "servicecontext.h"

#include <QUrlQuery>

#include <optional>

namespace brokerdesk::sandbox {

struct PageQuery
{
    qint64 rows = 10;
    qint64 page = 1;
    std::optional<qint64> beforeOrd; // set when the client passed a cursor
};

// Pages a per-broker list table that has (broker_id, ord, doc), newest first, by page number
// or by cursor as CONTRACT.md says. `ord` is dense 1..N per broker, so any page is one
// index range lookup and a million-row list pages as fast at the end as at the start.
class ListPager
{
public:
    ListPager(ServiceContext &ctx, QString table) : m_ctx(ctx), m_table(std::move(table)) {}

    Result<PageQuery> parse(const QUrlQuery &query, const QString &brokerId) const;
    // {"total": N, "items": [...], "cursor": "..." | null}
    QByteArray page(const QString &brokerId, const PageQuery &query) const;

    qint64 total(const QString &brokerId) const;
    // The ord of the next row to insert for this broker (inside the caller's transaction).
    qint64 nextOrd(const QString &brokerId) const { return total(brokerId) + 1; }

private:
    QString cursorFor(const QString &brokerId, qint64 ord) const;
    std::optional<qint64> ordFromCursor(const QString &brokerId, const QString &cursor) const;

    ServiceContext &m_ctx;
    QString m_table;
};

} // namespace brokerdesk::sandbox
