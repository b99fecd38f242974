#pragma once

#include "api/apierror.h"
#include "domain/catalog.h"
#include "domain/quoteditem.h"
#include "domain/quoting.h"

#include <QObject>

#include <memory>
#include <vector>

namespace brokerdesk::ui {

class Workspace;

// What the products of one risk share, asked once: the holder, the item's product-type part,
// the cover dates and the insured amount of each product's main coverage.
struct SharedAnswers
{
    QJsonObject holder;
    QJsonObject item;
    QDate lifetimeStart;
    QDate lifetimeEnd;
    domain::Money insuredAmount;
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
    QString notSaved; // why the quote could not be kept on this computer, if so

    bool isPriced() const;
};

// The plan a product is quoted with when the broker does not choose: its first plan, the
// plan's required coverages (its first one when none is required) with their first option,
// the main (first) one insured for `amount` kept within its limits and the others for their
// least, and the plan's assists with their first option. False when the request offers no plan.
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
    const std::vector<ProductQuote> &products() const { return m_products; }
    bool isRunning() const; // some product still has no final answer

signals:
    void productChanged(int index);
    void started();

private:
    struct Flight; // the calls and the follow-up of one product
    void requestQuote(int index);
    void sendQuote(int index);
    void take(int index, const domain::Quote &quote);
    void fail(int index, const api::ApiError &error);
    void follow(int index);

    Workspace &m_workspace;
    SharedAnswers m_answers;
    std::vector<ProductQuote> m_products;
    std::vector<std::unique_ptr<Flight>> m_flights;
    int m_generation = 0; // answers of an earlier start are dropped
};

} // namespace brokerdesk::ui
