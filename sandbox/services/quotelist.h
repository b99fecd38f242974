#pragma once

#include "http/router.h"
#include "paging/paging.h"

namespace brokerdesk::sandbox {

// GET /v1/quotes (an extension: the operator's 2021 `ListQuote`): the broker's quotes, newest
// first, each the quote as POST /v1/quotes answered it with its holder, product and plan.
class QuoteListService
{
public:
    explicit QuoteListService(ServiceContext &ctx);

    void registerRoutes(Router &router);

    // Lists every quote stored before the list existed (a sandbox file from an older build).
    bool backfill();

private:
    ServiceContext &m_ctx;
    ListPager m_pager;
};

// Writes the new quote's list row, the newest; called inside the transaction that stored it.
bool storeQuoteListRow(ServiceContext &ctx, const QString &quoteId);

} // namespace brokerdesk::sandbox
