#pragma once

#include "http/router.h"
#include "ledger.h"
#include "paging/paging.h"
#include "policycancellation.h"
#include "quotes.h"

#include <QJsonObject>

#include <optional>

namespace brokerdesk::sandbox {

// Issued policies: GET /v1/policies, DELETE /v1/policies/{id} (PolicyCancellation), and the
// PDF certificate behind each policy's document_url.
class PolicyService
{
public:
    PolicyService(ServiceContext &ctx, LedgerService &ledger)
        : m_ctx(ctx), m_pager(ctx, QStringLiteral("policies")), m_cancellation(ctx, ledger, *this)
    {
    }

    void registerRoutes(Router &router);

    struct Issue
    {
        QString brokerId;
        QString saleId;
        const StoredQuote &quote;
        qint64 totalAmount = 0;  // cents, what the customer pays over all installments
        QJsonObject installment; // the option sold, as the quote offered it
        QJsonObject holder;
        QJsonObject item;
        QString paymentMethod;
    };
    // Inside the caller's transaction; returns the policy as the API shows it.
    std::optional<QJsonObject> issue(const Issue &issue);
    // A renewal's policy names the one it renews (previous_policy, bonus_class); that one then
    // reads as renewed by it (renewed_by). Inside the caller's transaction.
    bool renew(const QString &brokerId, const QJsonObject &renewal, const QString &newId,
               const QString &now, QJsonObject &policy);
    std::optional<QJsonObject> policy(const QString &brokerId, const QString &policyId) const;
    // Rewrites a stored policy (its status and document), inside the caller's transaction.
    bool update(const QJsonObject &policy);
    PolicyCancellation &cancellation() { return m_cancellation; }

private:
    HttpResponse document(const RequestContext &c) const;
    QByteArray certificate(const QJsonObject &policy) const;
    // The stored doc `sql` selects for `id` (its one bound value); empty when there is none.
    QJsonObject storedDoc(const QString &sql, const QString &id) const;
    QString documentUrl(const QString &policyId) const;
    QByteArray documentSignature(const QString &policyId) const;
    bool insert(const QString &brokerId, const QJsonObject &policy);

    ServiceContext &m_ctx;
    ListPager m_pager;
    PolicyCancellation m_cancellation;
};

} // namespace brokerdesk::sandbox
