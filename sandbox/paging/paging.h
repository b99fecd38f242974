#pragma once

#include "http/httpmessage.h"
#include "pagecache.h"
#include "support/result.h"
#include "support/servicecontext.h"

#include "api/pagequery.h"

#include <QHash>
#include <QUrlQuery>

#include <optional>

struct sqlite3_stmt;

namespace brokerdesk::sandbox {

// rows and page of a list that pages by number only (the operator's SDK lists: broker channels
// and broker products); a cursor there is a 400 naming it.
Result<api::PageQuery> parseNumberedPage(const QUrlQuery &query);

// Pages a per-broker list table that has (broker_id, ord, doc), newest first, by page number
// or by cursor as docs/contract.md says. `ord` is dense 1..N per broker, so any page is one
// index range lookup and a million-row list pages as fast at the end as at the start.
// Totals and pages read are cached until the database changes (PageCache).
class ListPager
{
public:
    ListPager(ServiceContext &ctx, QString table);

    // The client's query, its cursor checked (the same type the client sends it from).
    Result<api::PageQuery> parse(const QUrlQuery &query, const QString &brokerId) const;
    // {"total": N, "items": [...], "cursor": "..." | null}
    QByteArray page(const QString &brokerId, const api::PageQuery &query) const;
    // The same, as the answer to a GET: a page not cached is read on the PageReader's thread
    // when the context has one (HttpResponse::later).
    HttpResponse respond(const QString &brokerId, const api::PageQuery &query) const;

    qint64 total(const QString &brokerId) const;
    // The ord of the next row to insert for this broker (inside the caller's transaction).
    qint64 nextOrd(const QString &brokerId) const { return total(brokerId) + 1; }
    // The `pos` a row of the broker's list is stored at (its row id): the broker's rows lie
    // together in ord order. For a broker without a list key it is one the table's CHECK refuses.
    qint64 rowKey(const QString &brokerId, qint64 ord) const { return base(brokerId) + ord; }

private:
    struct Span
    {
        qint64 total = 0;
        qint64 lo = 0; // the page holds ords hi, hi-1, ... down to lo
        qint64 hi = 0;
        qint64 base = 0; // rowKey(broker, ord) - ord
    };
    Span span(const QString &brokerId, const api::PageQuery &query) const;
    qint64 base(const QString &brokerId) const;
    // The page's answer, its rows read by `q` (m_pageSql). Touches nothing that changes, so the
    // PageReader's thread runs it too.
    QByteArray read(sqlite3_stmt *q, const QString &brokerId, const Span &s) const;
    QString cursorFor(const QString &brokerId, qint64 ord) const;
    std::optional<qint64> ordFromCursor(const QString &brokerId, const QString &cursor) const;

    ServiceContext &m_ctx;
    QString m_table;
    QString m_totalSql;
    QString m_pageSql;
    QByteArray m_pageSqlUtf8;
    mutable PageCache m_cache;
    mutable QHash<QString, qint64> m_bases; // a broker's list key never changes
};

} // namespace brokerdesk::sandbox
