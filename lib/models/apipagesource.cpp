#include "apipagesource.h"

#include <QTimer>

namespace brokerdesk::models {

ApiPageSource::ApiPageSource(api::ApiClient *client, api::ListResource resource, QObject *parent)
    : PageSource(parent), m_client(client), m_resource(resource)
{
}

void ApiPageSource::startFetch(Ticket ticket, const api::PageQuery &query)
{
    if (!m_client) {
        // Answer later, never from inside fetch(), as PageSource promises.
        QTimer::singleShot(0, this, [this, ticket] {
            api::ApiError e = api::ApiError::make(api::ApiError::Kind::NotConfigured);
            e.message = tr("The desk is not connected to a service.");
            finish(ticket, e);
        });
        return;
    }
    ++m_requests;
    m_calls.insert(ticket, m_client->listPage(
                               m_resource, query, this,
                               [this, ticket](const PageResult &result) {
                                   m_calls.remove(ticket);
                                   finish(ticket, result);
                               },
                               m_background));
}

void ApiPageSource::abortFetch(Ticket ticket)
{
    m_calls.take(ticket).cancel();
}

} // namespace brokerdesk::models
