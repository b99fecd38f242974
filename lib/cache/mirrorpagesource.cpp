#include "mirrorpagesource.h"

#include "ledgerreader.h"

#include <memory>

namespace brokerdesk::cache {

MirrorPageSource::MirrorPageSource(LedgerReader *reader, LedgerFilter filter, QObject *parent)
    : PageSource(parent), m_reader(reader), m_filter(std::move(filter))
{
}

void MirrorPageSource::startFetch(Ticket ticket, const models::PageQuery &query)
{
    const LedgerFilter filter = m_filter;
    const int rows = query.rows;
    const qint64 offset = (query.page - 1) * query.rows;
    const auto total = m_total;
    m_reader->run<models::PageResult>(
        this,
        [filter, rows, offset, total](const LedgerQueries &q) {
            models::PageResult r;
            // Counted once per filter: the file only changes by a new sync.
            const qint64 count = *total < 0 ? q.count(filter) : *total;
            r.total = count;
            r.items = q.records(filter, rows, int(offset));
            if (!q.error().isEmpty()) // shown on the rows with Retry, never as an empty ledger
                return models::PageResult::failure(q.error(), 0, {}, true);
            *total = count;
            return r;
        },
        [this, ticket](const models::PageResult &r) {
            if (m_aborted.remove(ticket))
                return;
            finish(ticket, r);
        });
}

void MirrorPageSource::abortFetch(Ticket ticket)
{
    m_aborted.insert(ticket);
}

} // namespace brokerdesk::cache
