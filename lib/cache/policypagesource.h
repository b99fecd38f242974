#pragma once

#include "policyindex.h"

#include "models/pagesource.h"

#include <QSet>

namespace brokerdesk::cache {

// Pages of the policy index, filtered, for the same lazy table as the service's list. An
// office's policies are a few thousand rows: read on the GUI thread, answered on the next turn
// of the event loop as PageSource requires.
class PolicyPageSource final : public models::PageSource
{
    Q_OBJECT
public:
    PolicyPageSource(const PolicyIndex *index, PolicyFilter filter, QObject *parent = nullptr);

protected:
    void startFetch(Ticket ticket, const api::PageQuery &query) override;
    void abortFetch(Ticket ticket) override;

private:
    const PolicyIndex *m_index;
    PolicyFilter m_filter;
    QSet<Ticket> m_aborted;
};

} // namespace brokerdesk::cache
