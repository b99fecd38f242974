#include "apipagesource.h"

#include <QTimer>

namespace brokerdesk::models {

ApiPageSource::ApiPageSource(api::ApiClient *client, api::ListResource resource, QObject *parent)
    : PageSource(parent), m_client(client), m_resource(resource)
{
}

PageResult ApiPageSource::fromApi(const api::ApiResult<domain::ListPage<QJsonObject>> &result)
{
    if (!result.ok()) {
        const api::ApiError &e = result.error();
        return PageResult::failure(e.message, e.httpStatus, e.code, e.isTransient());
    }
    const domain::ListPage<QJsonObject> &page = result.value();
    PageResult r;
    r.total = page.total;
    r.items = page.items;
    r.cursor = page.cursor;
    return r;
}

void ApiPageSource::startFetch(Ticket ticket, const PageQuery &query)
{
    if (!m_client) {
        // Answer later, never from inside fetch(), as PageSource promises.
        QTimer::singleShot(0, this, [this, ticket] {
            finish(ticket, PageResult::failure(tr("The desk is not connected to a service.")));
        });
        return;
    }
    const api::PageQuery q = query.byCursor ? api::PageQuery::after(query.cursor, query.rows)
                                            : api::PageQuery::number(int(query.page), query.rows);
    ++m_requests;
    m_calls.insert(ticket,
                   m_client->listPage(m_resource, q, this, [this, ticket](const auto &result) {
                       m_calls.remove(ticket);
                       finish(ticket, fromApi(result));
                   }));
}

void ApiPageSource::abortFetch(Ticket ticket)
{
    m_calls.take(ticket).cancel();
}

} // namespace brokerdesk::models
