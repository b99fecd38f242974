#include "policypagesource.h"

#include <QTimer>

namespace brokerdesk::cache {

PolicyPageSource::PolicyPageSource(const PolicyIndex *index, PolicyFilter filter, QObject *parent)
    : PageSource(parent), m_index(index), m_filter(std::move(filter))
{
}

void PolicyPageSource::startFetch(Ticket ticket, const api::PageQuery &query)
{
    domain::ListPage<QJsonObject> page;
    page.total = m_index->count(m_filter);
    page.items = m_index->records(m_filter, query.rows, qint64(query.page - 1) * query.rows);
    models::PageResult result(std::move(page), QString());
    if (!m_index->lastError().isEmpty()) // said on the rows with Retry, never an empty list
        result = api::ApiError::make(api::ApiError::Kind::BadAnswer, m_index->lastError());
    QTimer::singleShot(0, this, [this, ticket, result] {
        if (!m_aborted.remove(ticket))
            finish(ticket, result);
    });
}

void PolicyPageSource::abortFetch(Ticket ticket)
{
    m_aborted.insert(ticket);
}

} // namespace brokerdesk::cache
