#include "pagesource.h"

namespace brokerdesk::models {

PageSource::Ticket PageSource::fetch(const api::PageQuery &query, Done done)
{
    const Ticket ticket = m_next++;
    m_pending.emplace(ticket, std::move(done));
    startFetch(ticket, query);
    return ticket;
}

PageSource::Ticket PageSource::fetchPage(qint64 page, int rows, Done done)
{
    return fetch(api::PageQuery::number(int(page), rows), std::move(done));
}

PageSource::Ticket PageSource::fetchAfter(const QString &cursor, int rows, Done done)
{
    return fetch(api::PageQuery::after(cursor, rows), std::move(done));
}

void PageSource::cancel(Ticket ticket)
{
    if (m_pending.remove(ticket))
        abortFetch(ticket);
}

void PageSource::finish(Ticket ticket, const PageResult &result)
{
    const auto it = m_pending.find(ticket);
    if (it == m_pending.end())
        return; // canceled meanwhile
    const Done done = std::move(it.value());
    m_pending.erase(it);
    done(result);
}

} // namespace brokerdesk::models
