#pragma once

#include "http/router.h"
#include "paging/paging.h"

namespace brokerdesk::sandbox {

// GET /v1/sales (an extension: the operator's 2021 `ListSale`): the broker's sales, newest
// first, each with its holder, product, chosen installment, payment method and status.
class SaleListService
{
public:
    explicit SaleListService(ServiceContext &ctx);

    void registerRoutes(Router &router);

    // Lists every sale stored before the list existed (a sandbox file from an older build).
    bool backfill();

private:
    ServiceContext &m_ctx;
    ListPager m_pager;
};

// Writes the sale's list row as the sale is now: a new row (the newest) for a new sale, the
// same row for a status change. Called inside the transaction that changed the sale.
bool storeSaleListRow(ServiceContext &ctx, const QString &saleId);

} // namespace brokerdesk::sandbox
