#pragma once

#include "cache/customerdirectory.h"
#include "domain/catalog.h"
#include "domain/policy.h"
#include "domain/quoteditem.h"
#include "domain/quoting.h"
#include "offline/offlinestore.h"

namespace brokerdesk::ui {

// A saved quote asked to be quoted again: the steps show exactly its customer, item, plan,
// coverages and amounts, with new cover dates (requoter.h).
struct Requote
{
    cache::SavedQuote before; // what the new prices are compared with
    QString planId;
    QList<domain::CoverageChoice> coverages;
    QList<domain::AssistChoice> assists;
    QJsonObject holder;
    QJsonObject item; // the product-type part of the quoted item
    QDate lifetimeStart;
    QDate lifetimeEnd;
    // A policy's renewal (Requoter::renewalOf, quoted in the multicálculo): the operator's
    // `renewal` sent with each quote; none for a saved quote.
    std::optional<domain::PreviousPolicy> renewal;
};

// What the quoting wizard has gathered so far, step by step, and what the service answered.
struct QuoteDraft
{
    domain::BrokerProduct product;
    QJsonObject productJson;      // as the store sent it (kept with the saved quote)
    domain::QuoteRequest request; // plans, coverages and assists on offer
    // The request the product step opened, which the steps are built for: opening it again
    // for the holder's lead replaces `request` only.
    QString openedRequestId;
    QString planId;
    QList<domain::CoverageChoice> coverages;
    QList<domain::AssistChoice> assists;
    // The holder and the product-type part of the one quoted item as they are sent: toJson of
    // the holder form's domain::Holder and of the item form's domain::InsuredItem.
    QJsonObject holder;
    std::optional<cache::Customer> customer; // to fill the holder step with, once
    std::optional<Requote> requote;          // what every step starts from, when re-quoting
    QJsonObject item;
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
        domain::QuotedItem quoted;
        quoted.coverages = coverages;
        quoted.assists = assists;
        quoted.extra = item;
        q.items = {domain::toJson(quoted)};
        return q;
    }
};

} // namespace brokerdesk::ui
