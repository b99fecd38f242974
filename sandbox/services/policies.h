#pragma once

#include "http/router.h"
#include "ledger.h"
#include "paging/paging.h"
#include "quotes.h"

#include <QJsonObject>

#include <optional>

namespace brokerdesk::sandbox {

// Issued policies: GET /v1/policies, DELETE /v1/policies/{id} (cancel with reversal), and the
// PDF certificate behind each policy's document_url.
class PolicyService
{
public:
    PolicyService(ServiceContext &ctx, LedgerService &ledger)
        : m_ctx(ctx), m_ledger(ledger), m_pager(ctx, QStringLiteral("policies"))
    {
    }

    void registerRoutes(Router &router);

    struct Issue
    {
        QString brokerId;
        QString saleId;
        const StoredQuote &quote;
        qint64 totalAmount = 0; // cents, what the customer pays over all installments
        QJsonObject holder;
        QJsonObject item;
        QString paymentMethod;
    };
    // Inside the caller's transaction; returns the policy as the API shows it.
    std::optional<QJsonObject> issue(const Issue &issue);
    std::optional<QJsonObject> policy(const QString &brokerId, const QString &policyId) const;

    Result<QJsonObject> cancel(const QString &brokerId, const QString &policyId,
                               const QJsonObject &body);

private:
    HttpResponse document(const RequestContext &c) const;
    QString documentUrl(const QString &policyId) const;
    QByteArray documentSignature(const QString &policyId) const;
    bool store(const QString &brokerId, const QJsonObject &policy, bool insert);

    ServiceContext &m_ctx;
    LedgerService &m_ledger;
    ListPager m_pager;
};

} // namespace brokerdesk::sandbox
