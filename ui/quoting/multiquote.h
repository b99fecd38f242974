#pragma once

#include "api/apierror.h"
#include "api/httpcall.h"
#include "domain/catalog.h"
#include "domain/lead.h"
#include "domain/policy.h"
#include "domain/quoteditem.h"
#include "domain/quoting.h"

#include <QObject>

#include <memory>
#include <vector>

namespace brokerdesk::ui {

class Workspace;

// A policy's renewal quoted on every product of its risk: each quote carries the operator's
// `renewal` (the policy and its bonus class, kept whichever insurer quotes it); the policy's
// own product is quoted with its plan, coverages and assists as sold.
struct RenewalAnswers
{
    domain::PreviousPolicy renewal;
    QString brokerProductId; // the product the policy was sold on
    QString planId;
    domain::QuotedItem chosen; // its coverages and assists
};

// What the products of one risk share, asked once: the holder, the item's product-type part,
// the cover dates and the insured amount of each product's main coverage.
struct SharedAnswers
{
    QJsonObject holder;
    QJsonObject item;
    QDate lifetimeStart;
    QDate lifetimeEnd;
    domain::Money insuredAmount;
    std::optional<RenewalAnswers> renewal;
    // The customer's lead, picked or found in the directory, which every request names. A
    // person typed who is in neither is recorded first as `newLead`: with the service (its
    // lead then named) and in the customer directory, as the one-product wizard does.
    QString leadId;
    std::optional<domain::Lead> newLead;
};

// One product of a multicálculo and how far its quote has gone.
struct ProductQuote
{
    enum class State {
        Requesting, // POST /v1/quotes/request sent
        Quoting,    // POST /v1/quotes sent
        Analysing,  // the insurer answers later: followed until it does
        Answered,   // `quote` holds the final answer (priced, declined or failed)
        Refused,    // the service refused the request or the quote (`error`)
        Inactive,   // the product is not authorized for this broker
        Unreachable // the call failed (network, timeout, server): `error`
    };
    domain::BrokerProduct product;
    QJsonObject productJson;
    State state = State::Requesting;
    domain::QuoteRequest request;
    QString planId;            // the plan, coverages and assists quoted
    domain::QuotedItem chosen; // its coverages and assists (extra: the shared item)
    domain::NewQuote body;     // what was sent to POST /v1/quotes
    std::optional<domain::Quote> quote;
    std::optional<api::ApiError> error;
    QString notSaved;     // why the quote could not be kept on this computer, if so
    bool current = false; // the product of the policy being renewed

    bool isPriced() const;
};

// The plan a product is quoted with when the broker does not choose: the plan `planId` names
// (its first plan when it names none the request offers), the plan's required coverages (its first
// one when none is required) with their first option, the main (first) one insured for `amount`
// kept within its limits and the others for their least, and the plan's assists with their first
// option. False when the request offers no plan.
bool defaultChoice(const domain::QuoteRequest &request, domain::Money amount, QString &planId,
                   domain::QuotedItem &item);

// Quotes one risk on many products at once: per product a quote request and a quote, all in
// parallel; a product refused, failing or answered later never holds up the others. Every
// answer is saved on this computer as the wizard saves it.
class MultiQuote final : public QObject
{
    Q_OBJECT
public:
    explicit MultiQuote(Workspace &workspace, QObject *parent = nullptr);
    ~MultiQuote() override;

    // `authorized[i]` false: the product's vendor is known inactive, and it is not asked.
    void start(const QList<domain::BrokerProduct> &products, const QList<QJsonObject> &json,
               const QList<bool> &authorized, const SharedAnswers &answers);
    void cancel();
    // Quotes product `index` again on another of its plans, with that plan's default choice;
    // the other products keep their answers. False when it offers no such plan or is still
    // being asked.
    bool changePlan(int index, const QString &planId);
    const std::vector<ProductQuote> &products() const { return m_products; }
    bool isRunning() const; // some product still has no final answer

signals:
    void productChanged(int index);
    void started();

private:
    struct Flight; // the calls and the follow-up of one product
    void recordLead();
    void requestAll();
    void requestQuote(int index);
    void sendQuote(int index);
    void take(int index, const domain::Quote &quote);
    void fail(int index, const api::ApiError &error);
    void follow(int index);

    Workspace &m_workspace;
    SharedAnswers m_answers;
    std::vector<ProductQuote> m_products;
    std::vector<std::unique_ptr<Flight>> m_flights;
    api::CallHandle m_leadCall;
    int m_generation = 0; // answers of an earlier start are dropped
};

} // namespace brokerdesk::ui
