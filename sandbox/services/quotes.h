#pragma once

#include "catalog.h"
#include "quotereview.h"
#include "store/states.h"
#include "support/result.h"

#include <QDateTime>

namespace brokerdesk::sandbox {

struct StoredQuote
{
    QString id;
    QString brokerId;
    QString quoteRequestId;
    QString brokerProductId;
    QString productId;
    int productType = 0;
    int status = code(QuoteStatus::Finished); // or Rejected; Started, Pending or Failed when
                                              // the insurer answers later (QuoteReview)
    QDateTime created;
    QDateTime validUntil; // invalid until the insurer answered
    QDate lifetimeStart;  // calendar dates: the cover's first and last day
    QDate lifetimeEnd;
    QJsonObject request; // the validated POST /v1/quotes body (plan_id, policy_holder, items...)
    QJsonObject doc;     // the answer as given
};

struct StoredInstallment
{
    QString id;
    QString quoteId;
    int itemIndex = 0;
    QJsonObject doc;       // id, amount, total_amount, installment_quantity, payment_methods,
                           // taxes, recurrence: as answered
    qint64 netPremium = 0; // the item's premium before taxes and interest, in cents
};

// Quote requests and the premium engine.
class QuoteService
{
public:
    QuoteService(ServiceContext &ctx, CatalogService &catalog)
        : m_ctx(ctx), m_catalog(catalog), m_review(ctx)
    {
    }

    // POST /v1/quotes/request, POST /v1/quotes (scope quote:write); GET /v1/quotes/{quote_id}
    // (quote:read, an extension).
    void registerRoutes(Router &router);
    // The quotes an insurer answers later (vendor in review, or its rating system down).
    QuoteReview &review() { return m_review; }

    Result<QJsonObject> createQuoteRequest(const QString &brokerId, const QJsonObject &body);
    Result<QJsonObject> createQuote(const QString &brokerId, const QJsonObject &body);
    // The quote as POST answered it, at its current status.
    Result<QJsonObject> readQuote(const QString &brokerId, const QString &quoteId);

    std::optional<StoredQuote> quote(const QString &brokerId, const QString &quoteId) const;
    std::optional<StoredInstallment> installment(const QString &quoteId,
                                                 const QString &installmentId) const;

private:
    ServiceContext &m_ctx;
    CatalogService &m_catalog;
    QuoteReview m_review;
};

} // namespace brokerdesk::sandbox
