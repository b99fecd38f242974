#pragma once

#include "ledgerqueries.h"
#include "models/pagesource.h"

#include <QHash>

#include <atomic>
#include <memory>

namespace brokerdesk::cache {

class LedgerReader;

// Pages of the mirrored ledger, filtered, as the lazy table asks for them: same placeholders
// and bounded memory as the server list, read on the LedgerReader's thread.
class MirrorPageSource final : public models::PageSource
{
    Q_OBJECT
public:
    MirrorPageSource(LedgerReader *reader, LedgerFilter filter, QObject *parent = nullptr);

protected:
    void startFetch(Ticket ticket, const api::PageQuery &query) override;
    void abortFetch(Ticket ticket) override;

private:
    LedgerReader *m_reader;
    LedgerFilter m_filter;
    // Set on abort, read on the reader's thread: a page scrolled past is not read at all.
    QHash<Ticket, std::shared_ptr<std::atomic<bool>>> m_dropped;
    std::shared_ptr<qint64> m_total =
        std::make_shared<qint64>(-1); // touched on the reader's thread only
};

} // namespace brokerdesk::cache
