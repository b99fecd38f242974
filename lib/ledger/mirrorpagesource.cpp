#include "mirrorpagesource.h"

#include "ledgerreader.h"

#include <memory>

namespace brokerdesk::cache {

MirrorPageSource::MirrorPageSource(LedgerReader *reader, LedgerFilter filter, QObject *parent)
    : PageSource(parent), m_reader(reader), m_filter(std::move(filter))
{
}

void MirrorPageSource::startFetch(Ticket ticket, const api::PageQuery &query)
{
    const LedgerFilter filter = m_filter;
    const int rows = query.rows;
    const qint64 offset = qint64(query.page - 1) * query.rows;
    const auto total = m_total;
    const auto dropped = std::make_shared<std::atomic<bool>>(false);
    m_dropped.insert(ticket, dropped);
    m_reader->run<models::PageResult>(
        this,
        [filter, rows, offset, total, dropped](const LedgerQueries &q) -> models::PageResult {
            domain::ListPage<QJsonObject> page;
            if (*dropped) // scrolled past while queued: the reader's time goes to wanted pages
                return models::PageResult(std::move(page), QString());
            // Counted once per filter: the file only changes by a new sync.
            const qint64 count = *total < 0 ? q.count(filter) : *total;
            page.total = count;
            page.items = q.records(filter, rows, int(offset));
            if (!q.error().isEmpty()) { // shown on the rows with Retry, never as an empty ledger
                api::ApiError e = api::ApiError::make(api::ApiError::Kind::BadAnswer, q.error());
                e.message = q.error();
                return e;
            }
            *total = count;
            return models::PageResult(std::move(page), QString());
        },
        [this, ticket](const models::PageResult &r) {
            if (const auto d = m_dropped.take(ticket); !d || *d)
                return;
            finish(ticket, r);
        });
}

void MirrorPageSource::abortFetch(Ticket ticket)
{
    if (const auto d = m_dropped.value(ticket))
        *d = true;
}

} // namespace brokerdesk::cache
