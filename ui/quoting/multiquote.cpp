#include "multiquote.h"

#include "api/apiclient.h"
#include "api/httpcall.h"
#include "api/quotelookup.h"
#include "cache/customerdirectory.h"
#include "domain/quoteditem.h"
#include "workspace.h"

#include <QPointer>
#include <QTimer>

#include <algorithm>

namespace brokerdesk::ui {

namespace {

// As the results step follows a quote the insurer answers later: after a second, then less
// often, at most every five seconds.
constexpr int firstPollMs = 1000;
constexpr int longestPollMs = 5000;

bool isAnswered(domain::QuoteStatus status)
{
    return status != domain::QuoteStatus::Started && status != domain::QuoteStatus::Pending;
}

} // namespace

bool ProductQuote::isPriced() const
{
    return state == State::Answered && quote && quote->status == domain::QuoteStatus::Finished &&
           !quote->items.isEmpty() && !quote->items.first().installments.isEmpty();
}

bool defaultChoice(const domain::QuoteRequest &request, domain::Money amount, QString &planId,
                   domain::QuotedItem &item)
{
    if (request.plans.isEmpty())
        return false;
    const auto named = std::find_if(request.plans.cbegin(), request.plans.cend(),
                                    [&planId](const domain::Plan &p) { return p.id == planId; });
    const domain::Plan &plan = named != request.plans.cend() ? *named : request.plans.first();
    const QStringList inPlan = plan.coverageIds();
    QList<const domain::Coverage *> taken;
    for (const domain::Coverage &c : request.coverages)
        if (inPlan.contains(c.id) && c.required)
            taken << &c;
    if (taken.isEmpty())
        for (const domain::Coverage &c : request.coverages)
            if (inPlan.contains(c.id)) {
                taken << &c;
                break;
            }
    item.coverages.clear();
    item.assists.clear();
    for (const domain::Coverage *c : taken) {
        domain::CoverageChoice choice;
        choice.id = c->id;
        choice.coverageOptionId = c->options.isEmpty() ? QString() : c->options.first().id;
        const bool main = c == taken.first() && amount.cents() > 0;
        // Limits the wrong way round (a bad answer) read as the least alone.
        const domain::Money most = std::max(c->insuredAmountMin, c->insuredAmountMax);
        choice.insuredAmount =
            main ? std::clamp(amount, c->insuredAmountMin, most) : c->insuredAmountMin;
        item.coverages << choice;
    }
    const QStringList assists = plan.assistIds();
    for (const domain::Assist &a : request.assists)
        if (assists.contains(a.id)) {
            domain::AssistChoice choice;
            choice.id = a.id;
            choice.assistanceOptionId = a.options.isEmpty() ? QString() : a.options.first().id;
            item.assists << choice;
        }
    planId = plan.id;
    return true;
}

struct MultiQuote::Flight
{
    api::CallHandle call;
    QTimer poll;
    int pollDelayMs = firstPollMs;
    QPointer<api::QuoteLookup> lookup;
};

MultiQuote::MultiQuote(Workspace &workspace, QObject *parent)
    : QObject(parent), m_workspace(workspace)
{
}

MultiQuote::~MultiQuote()
{
    cancel();
}

void MultiQuote::cancel()
{
    ++m_generation;
    m_leadCall.cancel();
    for (auto &f : m_flights) {
        f->call.cancel();
        f->poll.stop();
        if (f->lookup)
            f->lookup->cancel();
    }
    m_flights.clear();
}

bool MultiQuote::isRunning() const
{
    return std::any_of(m_products.cbegin(), m_products.cend(), [](const ProductQuote &p) {
        return p.state == ProductQuote::State::Requesting ||
               p.state == ProductQuote::State::Quoting || p.state == ProductQuote::State::Analysing;
    });
}

void MultiQuote::start(const QList<domain::BrokerProduct> &products, const QList<QJsonObject> &json,
                       const QList<bool> &authorized, const SharedAnswers &answers)
{
    cancel();
    m_answers = answers;
    m_products.clear();
    for (int i = 0; i < products.size(); ++i) {
        ProductQuote p;
        p.product = products.at(i);
        p.productJson = json.value(i);
        p.current = answers.renewal && p.product.id == answers.renewal->brokerProductId;
        if (p.current)
            p.planId = answers.renewal->planId;
        if (!authorized.value(i, true))
            p.state = ProductQuote::State::Inactive;
        m_products.push_back(std::move(p));
        m_flights.push_back(std::make_unique<Flight>());
        connect(&m_flights.back()->poll, &QTimer::timeout, this, [this, i] { follow(i); });
        m_flights.back()->poll.setSingleShot(true);
    }
    emit started();
    if (m_answers.newLead)
        recordLead();
    else
        requestAll();
}

void MultiQuote::recordLead()
{
    const domain::Lead lead = *std::exchange(m_answers.newLead, std::nullopt);
    // A service without leads, or a person with no e-mail (a lead needs one): kept on this
    // computer only.
    if (m_workspace.api().extensions().isMissing(api::Extension::Leads) || lead.email.isEmpty()) {
        if (cache::CustomerDirectory *customers = m_workspace.customers())
            customers->addLead(lead);
        requestAll();
        return;
    }
    const int generation = m_generation;
    m_leadCall = m_workspace.api().createLead(
        lead, this, [this, generation, lead](const api::ApiResult<domain::Lead> &result) {
            if (generation != m_generation)
                return;
            // A lead refused or unreachable never holds the prices up: the person is kept on
            // this computer all the same.
            if (result.ok())
                m_answers.leadId = result.value().id;
            if (cache::CustomerDirectory *customers = m_workspace.customers())
                customers->addLead(result.ok() ? result.value() : lead);
            requestAll();
        });
}

void MultiQuote::requestAll()
{
    for (int i = 0; i < int(m_products.size()); ++i)
        if (m_products.at(i).state == ProductQuote::State::Requesting)
            requestQuote(i);
}

bool MultiQuote::changePlan(int index, const QString &planId)
{
    if (index < 0 || index >= int(m_products.size()))
        return false;
    ProductQuote &p = m_products.at(index);
    const bool offered =
        std::any_of(p.request.plans.cbegin(), p.request.plans.cend(),
                    [&planId](const domain::Plan &plan) { return plan.id == planId; });
    if (!offered || p.state == ProductQuote::State::Requesting ||
        p.state == ProductQuote::State::Quoting || p.state == ProductQuote::State::Inactive)
        return false;
    // Whatever this product was still waiting for is no longer wanted.
    Flight &f = *m_flights.at(index);
    f.call.cancel();
    f.poll.stop();
    f.pollDelayMs = firstPollMs;
    if (f.lookup)
        f.lookup->cancel();
    p.planId = planId;
    p.quote.reset();
    p.error.reset();
    p.notSaved.clear();
    sendQuote(index);
    return true;
}

void MultiQuote::requestQuote(int index)
{
    domain::NewQuoteRequest request;
    request.brokerProductId = m_products.at(index).product.id;
    request.brokerChannelId = m_workspace.brokerChannelId();
    request.leadId = m_answers.leadId;
    const int generation = m_generation;
    m_flights.at(index)->call = m_workspace.api().createQuoteRequest(
        request, this,
        [this, index, generation](const api::ApiResult<domain::QuoteRequest> &result) {
            if (generation != m_generation)
                return;
            if (!result.ok()) {
                fail(index, result.error());
                return;
            }
            m_products.at(index).request = result.value();
            sendQuote(index);
        });
}

void MultiQuote::sendQuote(int index)
{
    ProductQuote &p = m_products.at(index);
    domain::NewQuote body;
    body.policyHolder = m_answers.holder;
    body.lifetimeStart = m_answers.lifetimeStart;
    body.lifetimeEnd = m_answers.lifetimeEnd;
    p.chosen.extra = m_answers.item;
    const auto &renewal = m_answers.renewal;
    if (renewal)
        body.renewal = domain::toJson(renewal->renewal);
    // The renewed policy's own product, still offering its plan: quoted as it was sold.
    const bool asSold =
        p.current && p.planId == renewal->planId &&
        std::any_of(p.request.plans.cbegin(), p.request.plans.cend(),
                    [&renewal](const domain::Plan &plan) { return plan.id == renewal->planId; });
    if (asSold) {
        p.chosen.coverages = renewal->chosen.coverages;
        p.chosen.assists = renewal->chosen.assists;
    } else if (!defaultChoice(p.request, m_answers.insuredAmount, p.planId, p.chosen)) {
        api::ApiError none;
        none.code = QStringLiteral("no_plan");
        none.message = tr("This product offers no plan to quote.");
        fail(index, none);
        return;
    }
    body.quoteRequestId = p.request.id;
    body.planId = p.planId;
    body.items = {domain::toJson(p.chosen)};
    p.body = body;
    p.state = ProductQuote::State::Quoting;
    emit productChanged(index);
    const int generation = m_generation;
    m_flights.at(index)->call = m_workspace.api().createQuote(
        body, this, [this, index, generation](const api::ApiResult<domain::Quote> &result) {
            if (generation != m_generation)
                return;
            if (result.ok())
                take(index, result.value());
            else
                fail(index, result.error());
        });
}

void MultiQuote::take(int index, const domain::Quote &quote)
{
    ProductQuote &p = m_products.at(index);
    p.quote = quote;
    p.error.reset();
    // Every quote is kept, so it can be found, compared, re-opened and sold with no network.
    const bool saved = m_workspace.offline().saveQuote(p.productJson, domain::toJson(p.body),
                                                       domain::toJson(quote));
    p.notSaved = saved ? QString() : m_workspace.offline().lastError();
    if (isAnswered(quote.status)) {
        p.state = ProductQuote::State::Answered;
    } else if (m_workspace.api().extensions().isMissing(api::Extension::QuoteList)) {
        p.state = ProductQuote::State::Analysing; // nothing to follow it with: said in its column
    } else {
        p.state = ProductQuote::State::Analysing;
        m_flights.at(index)->poll.start(m_flights.at(index)->pollDelayMs);
    }
    emit productChanged(index);
}

void MultiQuote::fail(int index, const api::ApiError &error)
{
    ProductQuote &p = m_products.at(index);
    p.error = error;
    if (error.code == QLatin1String("product_not_authorized"))
        p.state = ProductQuote::State::Inactive;
    else if (error.kind == api::ApiError::Kind::Http || error.code == QLatin1String("no_plan"))
        p.state = ProductQuote::State::Refused;
    else
        p.state = ProductQuote::State::Unreachable;
    emit productChanged(index);
}

void MultiQuote::follow(int index)
{
    ProductQuote &p = m_products.at(index);
    Flight &f = *m_flights.at(index);
    if (!p.quote || p.state != ProductQuote::State::Analysing)
        return;
    if (!f.lookup)
        f.lookup = new api::QuoteLookup(m_workspace.api(), this);
    const int generation = m_generation;
    const QString quoteId = p.quote->id;
    f.lookup->find(quoteId,
                   [this, index, generation, quoteId](const api::ApiResult<domain::Quote> &r) {
                       // An answer of an earlier start, or of the plan before this one, is dropped.
                       if (generation != m_generation || !m_products.at(index).quote ||
                           m_products.at(index).quote->id != quoteId)
                           return;
                       Flight &flight = *m_flights.at(index);
                       flight.pollDelayMs = std::min(flight.pollDelayMs * 2, longestPollMs);
                       // A passing failure is tried again on the next round; the column keeps
                       // saying that the insurer is analysing.
                       if (!r.ok() || r.value().status == m_products.at(index).quote->status) {
                           if (r.ok() || r.error().isTransient())
                               flight.poll.start(flight.pollDelayMs);
                           return;
                       }
                       take(index, r.value());
                   });
}

} // namespace brokerdesk::ui
