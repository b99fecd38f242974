#pragma once

#include "domain/catalog.h"
#include "domain/quoting.h"

#include <QJsonArray>

namespace brokerdesk::ui {

// What the quoting wizard has gathered so far, step by step, and what the service answered.
struct QuoteDraft
{
    domain::BrokerProduct product;
    QJsonObject productJson;      // as the store sent it (kept with the saved quote)
    domain::QuoteRequest request; // plans, coverages and assists on offer
    QString planId;
    QJsonArray coverages; // [{id, coverage_option_id, insured_amount}]
    QJsonArray assists;   // [{id, assistance_option_id}]
    QJsonObject holder;
    QJsonObject item; // the product-type part of the one quoted item
    QDate lifetimeStart;
    QDate lifetimeEnd;
    std::optional<domain::Quote> quote;
    QJsonObject quoteJson;
    QJsonObject requestJson; // the body that produced `quote`

    // The POST /v1/quotes body as a value.
    domain::NewQuote toNewQuote() const
    {
        domain::NewQuote q;
        q.quoteRequestId = request.id;
        q.planId = planId;
        q.lifetimeStart = lifetimeStart;
        q.lifetimeEnd = lifetimeEnd;
        q.policyHolder = holder;
        QJsonObject full = item;
        full.insert(QStringLiteral("coverages"), coverages);
        full.insert(QStringLiteral("assists"), assists);
        q.items = {full};
        return q;
    }
};

} // namespace brokerdesk::ui
