#pragma once

#include "http/router.h"
#include "paging/paging.h"

namespace brokerdesk::sandbox {

class QuoteReview;

// GET /v1/quotes (an extension: the operator's 2021 `ListQuote`): the broker's quotes, newest
// first, each the quote as POST /v1/quotes answered it with its holder, product and plan.
class QuoteListService
{
public:
    QuoteListService(ServiceContext &ctx, QuoteReview &review);

    void registerRoutes(Router &router);

    // Lists every quote stored before the list existed (a sandbox file from an older build).
    bool backfill();

private:
    ServiceContext &m_ctx;
    QuoteReview &m_review;
    ListPager m_pager;
};

// Writes the quote's list row: a new quote's as the newest, a listed one's in place when its
// status changes; called inside the transaction that stored the quote.
bool storeQuoteListRow(ServiceContext &ctx, const QString &quoteId);

} // namespace brokerdesk::sandbox
