#pragma once

#include "pagesource.h"

#include "api/apiclient.h"

namespace brokerdesk::models {

// Pages one of the service's lists (policies, affinities, cash flow) through the ApiClient,
// so paging shares its sign-in, retries and connection state.
class ApiPageSource final : public PageSource
{
    Q_OBJECT
public:
    ApiPageSource(api::ApiClient *client, api::ListResource resource, QObject *parent = nullptr);

    api::ListResource resource() const { return m_resource; }
    int requestCount() const { return m_requests; }
    // Background work (the ledger mirror) asks on connections of its own (api::Transport).
    void setBackground(bool background) { m_background = background; }

protected:
    void startFetch(Ticket ticket, const api::PageQuery &query) override;
    void abortFetch(Ticket ticket) override;

private:
    QPointer<api::ApiClient> m_client;
    api::ListResource m_resource;
    QHash<Ticket, api::CallHandle> m_calls;
    int m_requests = 0;
    bool m_background = false;
};

} // namespace brokerdesk::models
