#include "apiclient.h"

#include "tokenprovider.h"
#include "transport.h"

#include <QPointer>

#include <optional>

namespace brokerdesk::api {

ApiClient::ApiClient(const ServerSettings &settings, QObject *parent)
    : QObject(parent), m_transport(new Transport(this)),
      m_tokens(new TokenProvider(*m_transport, this)), m_extensions(new ServiceExtensions(this))
{
    m_transport->tokens = m_tokens;
    m_transport->requests().setSettings(settings);
    connect(&m_transport->connection(), &ConnectionTracker::stateChanged, this,
            &ApiClient::connectionStateChanged);
}

ApiClient::~ApiClient()
{
    // Calls owned by other objects let go now, while the token provider still exists.
    delete m_transport;
}

const ServerSettings &ApiClient::settings() const
{
    return m_transport->requests().settings();
}

void ApiClient::setSettings(const ServerSettings &settings)
{
    if (settings == this->settings())
        return;
    m_transport->requests().setSettings(settings);
    m_tokens->reset();
    m_extensions->reset(); // another service may have what this one lacked
    m_transport->connection().noteSignedOut();
}

RetryPolicy ApiClient::retryPolicy() const
{
    return m_transport->retry;
}

void ApiClient::setRetryPolicy(const RetryPolicy &policy)
{
    m_transport->retry = policy;
}

std::chrono::milliseconds ApiClient::timeout() const
{
    return m_transport->requests().timeout();
}

void ApiClient::setTimeout(std::chrono::milliseconds timeout)
{
    m_transport->requests().setTimeout(timeout);
}

bool ApiClient::setNetworkSettings(const NetworkSettings &settings)
{
    return m_transport->setNetworkSettings(settings);
}

ConnectionState ApiClient::connectionState() const
{
    return m_transport->connection().state();
}

ApiError ApiClient::lastError() const
{
    return m_transport->connection().lastError();
}

void ApiClient::signOut()
{
    m_tokens->reset();
    m_transport->connection().noteSignedOut();
}

TokenProvider &ApiClient::tokens()
{
    return *m_tokens;
}

ServiceExtensions &ApiClient::extensions() const
{
    return *m_extensions;
}

QNetworkAccessManager &ApiClient::network()
{
    return m_transport->network();
}

CallHandle ApiClient::signIn(QObject *context, Done<AccessToken> done)
{
    m_tokens->reset();
    HttpCall *call = m_tokens->requestToken(
        context ? context : this,
        [tokens = m_tokens, done = std::move(done)](const HttpOutcome &outcome,
                                                    const std::optional<ApiError> &error) {
            if (!done)
                return;
            if (error)
                done(ApiResult<AccessToken>(*error));
            else
                done(ApiResult<AccessToken>(tokens->current(), outcome.requestId));
        });
    QMetaObject::invokeMethod(call, &HttpCall::start, Qt::QueuedConnection);
    return CallHandle(call);
}

// The 18 operations of docs/interface.md: path, method and body of each, decoded into values.
using namespace brokerdesk::domain;

namespace {

RequestFactory::Query pageQuery(const PageQuery &q)
{
    RequestFactory::Query query{{QStringLiteral("rows"), QString::number(q.rows)}};
    if (q.cursor.isEmpty())
        query.append({QStringLiteral("page"), QString::number(q.page)});
    else
        query.append({QStringLiteral("cursor"), q.cursor});
    return query;
}

QString listPath(ListResource resource)
{
    switch (resource) {
    case ListResource::Policies:
        return QStringLiteral("/v1/policies");
    case ListResource::Affinities:
        return QStringLiteral("/v1/affinity");
    case ListResource::CashFlow:
        return QStringLiteral("/v1/cash-flow");
    case ListResource::Leads:
        return QStringLiteral("/v1/leads");
    case ListResource::Sales:
        return QStringLiteral("/v1/sales");
    case ListResource::Quotes:
        return QStringLiteral("/v1/quotes");
    }
    return {};
}

std::optional<Extension> extensionOf(ListResource resource)
{
    switch (resource) {
    case ListResource::Leads:
        return Extension::Leads;
    case ListResource::Sales:
        return Extension::SaleList;
    case ListResource::Quotes:
        return Extension::QuoteList;
    case ListResource::Policies:
    case ListResource::Affinities:
    case ListResource::CashFlow:
        break;
    }
    return std::nullopt;
}

} // namespace

template <typename T> CallHandle ApiClient::call(HttpSpec spec, QObject *context, Done<T> done)
{
    Transport *transport = m_transport;
    auto *c = new HttpCall(
        *m_transport, std::move(spec), context ? context : this,
        [transport, done = std::move(done)](const HttpOutcome &o) {
            if (!done)
                return;
            if (!o.ok) {
                done(ApiResult<T>(o.error, o.idempotencyKey));
                return;
            }
            Decoded<T> decoded = fromJson<T>(o.json);
            if (!decoded) {
                ApiError e = ApiError::make(ApiError::Kind::BadAnswer, decoded.error().message());
                e.httpStatus = 200;
                e.requestId = o.requestId;
                transport->connection().noteFailure(e);
                done(ApiResult<T>(e, o.idempotencyKey));
                return;
            }
            done(ApiResult<T>(std::move(decoded).value(), o.requestId, o.idempotencyKey));
        });
    // Never answer before the caller has its handle.
    QMetaObject::invokeMethod(c, &HttpCall::start, Qt::QueuedConnection);
    return CallHandle(c);
}

CallHandle ApiClient::merchantStore(const QString &brokerChannelId, QObject *context,
                                    Done<Store> done)
{
    const auto &f = m_transport->requests();
    return call<Store>(f.get(QStringLiteral("/v1/merchant/stores/") + f.segment(brokerChannelId)),
                       context, std::move(done));
}

CallHandle ApiClient::merchantVendor(const QString &productId, QObject *context, Done<Vendor> done)
{
    const auto &f = m_transport->requests();
    return call<Vendor>(f.get(QStringLiteral("/v1/merchant/vendor/") + f.segment(productId)),
                        context, std::move(done));
}

CallHandle ApiClient::createQuoteRequest(const NewQuoteRequest &request, QObject *context,
                                         Done<QuoteRequest> done, const QByteArray &key)
{
    const auto &f = m_transport->requests();
    return call<QuoteRequest>(f.post(QStringLiteral("/v1/quotes/request"), toJson(request), key),
                              context, std::move(done));
}

CallHandle ApiClient::createQuote(const NewQuote &quote, QObject *context, Done<Quote> done,
                                  const QByteArray &key)
{
    const auto &f = m_transport->requests();
    return call<Quote>(f.post(QStringLiteral("/v1/quotes"), toJson(quote), key), context,
                       std::move(done));
}

CallHandle ApiClient::createSaleRequest(const QString &quoteId, QObject *context,
                                        Done<SaleRequest> done, const QByteArray &key)
{
    const auto &f = m_transport->requests();
    return call<SaleRequest>(
        f.post(QStringLiteral("/v1/sales/request"), {{QStringLiteral("quote_id"), quoteId}}, key),
        context, std::move(done));
}

CallHandle ApiClient::createSale(const NewSale &sale, QObject *context, Done<Sale> done,
                                 const QByteArray &key)
{
    const auto &f = m_transport->requests();
    return call<Sale>(f.post(QStringLiteral("/v1/sales"), toJson(sale), key), context,
                      std::move(done));
}

CallHandle ApiClient::sale(const QString &saleId, QObject *context, Done<Sale> done)
{
    const auto &f = m_transport->requests();
    return call<Sale>(f.get(QStringLiteral("/v1/sales/") + f.segment(saleId)), context,
                      std::move(done));
}

CallHandle ApiClient::saleTimeline(const QString &saleId, QObject *context, Done<Timeline> done)
{
    const auto &f = m_transport->requests();
    return call<Timeline>(f.get(QStringLiteral("/v1/consultant/timeline/") + f.segment(saleId)),
                          context, std::move(done));
}

CallHandle ApiClient::policies(const PageQuery &query, QObject *context,
                               Done<ListPage<Policy>> done)
{
    const auto &f = m_transport->requests();
    return call<ListPage<Policy>>(f.get(listPath(ListResource::Policies), pageQuery(query)),
                                  context, std::move(done));
}

CallHandle ApiClient::cancelPolicy(const QString &policyId, const CancelPolicyRequest &request,
                                   QObject *context, Done<CancelPolicyResult> done)
{
    const auto &f = m_transport->requests();
    return call<CancelPolicyResult>(
        f.del(QStringLiteral("/v1/policies/") + f.segment(policyId), toJson(request)), context,
        std::move(done));
}

CallHandle ApiClient::cashFlow(const PageQuery &query, QObject *context,
                               Done<ListPage<CashFlowRecord>> done)
{
    const auto &f = m_transport->requests();
    return call<ListPage<CashFlowRecord>>(f.get(listPath(ListResource::CashFlow), pageQuery(query)),
                                          context, std::move(done));
}

CallHandle ApiClient::affinityPartnership(QObject *context, Done<AffinityPartnership> done)
{
    const auto &f = m_transport->requests();
    return call<AffinityPartnership>(f.get(QStringLiteral("/v1/affinity/partnership")), context,
                                     std::move(done));
}

CallHandle ApiClient::createAffinityRequest(const QString &productId, QObject *context,
                                            Done<AffinityRequest> done, const QByteArray &key)
{
    const auto &f = m_transport->requests();
    return call<AffinityRequest>(f.post(QStringLiteral("/v1/affinity/request"),
                                        {{QStringLiteral("product_id"), productId}}, key),
                                 context, std::move(done));
}

CallHandle ApiClient::createAffinity(const NewAffinity &affinity, QObject *context,
                                     Done<Affinity> done, const QByteArray &key)
{
    const auto &f = m_transport->requests();
    return call<Affinity>(f.post(QStringLiteral("/v1/affinity"), toJson(affinity), key), context,
                          std::move(done));
}

CallHandle ApiClient::affinities(const PageQuery &query, QObject *context,
                                 Done<ListPage<Affinity>> done)
{
    const auto &f = m_transport->requests();
    return call<ListPage<Affinity>>(f.get(listPath(ListResource::Affinities), pageQuery(query)),
                                    context, std::move(done));
}

CallHandle ApiClient::cancelAffinity(const QString &affinityId, QObject *context,
                                     Done<Affinity> done)
{
    const auto &f = m_transport->requests();
    return call<Affinity>(f.del(QStringLiteral("/v1/affinity/") + f.segment(affinityId)), context,
                          std::move(done));
}

CallHandle ApiClient::recommend(const RecommendationInput &input, QObject *context,
                                Done<Recommendation> done, const QByteArray &key)
{
    const auto &f = m_transport->requests();
    return call<Recommendation>(f.post(QStringLiteral("/v1/recommendations/product-type"),
                                       {{QStringLiteral("input"), toJson(input)}}, key),
                                context, std::move(done));
}

CallHandle ApiClient::evaluateRecommendation(const QString &recommendationId,
                                             const QString &evaluateToken, bool evaluation,
                                             QObject *context, Done<RecommendationEvaluation> done,
                                             const QByteArray &key)
{
    const auto &f = m_transport->requests();
    const QString path = QStringLiteral("/v1/recommendations/product-type/") +
                         f.segment(recommendationId) + QStringLiteral("/evaluate");
    return call<RecommendationEvaluation>(f.post(path, {{QStringLiteral("evaluation"), evaluation}},
                                                 key, {{QStringLiteral("token"), evaluateToken}}),
                                          context, std::move(done));
}

CallHandle ApiClient::listPage(ListResource resource, const PageQuery &query, QObject *context,
                               Done<ListPage<QJsonObject>> done, bool background)
{
    HttpSpec spec = m_transport->requests().get(listPath(resource), pageQuery(query));
    spec.background = background;
    if (const auto extension = extensionOf(resource))
        done = [extensions = QPointer(m_extensions), e = *extension,
                done = std::move(done)](const ApiResult<ListPage<QJsonObject>> &result) {
            if (!result.ok() && extensions)
                extensions->noteFailure(e, result.error());
            if (done)
                done(result);
        };
    return call<ListPage<QJsonObject>>(std::move(spec), context, std::move(done));
}

CallHandle ApiClient::createLead(const Lead &lead, QObject *context, Done<Lead> done,
                                 const QByteArray &key)
{
    const auto &f = m_transport->requests();
    return call<Lead>(f.post(QStringLiteral("/v1/leads"), toJson(lead), key), context,
                      [extensions = QPointer(m_extensions),
                       done = std::move(done)](const ApiResult<Lead> &result) {
                          if (!result.ok() && extensions)
                              extensions->noteFailure(Extension::Leads, result.error());
                          if (done)
                              done(result);
                      });
}

CallHandle ApiClient::file(const QUrl &url, QObject *context, Done<QByteArray> done)
{
    auto *c =
        new HttpCall(*m_transport, m_transport->requests().file(url), context ? context : this,
                     [done = std::move(done)](const HttpOutcome &o) {
                         if (!done)
                             return;
                         if (o.ok)
                             done(ApiResult<QByteArray>(o.body, o.requestId));
                         else
                             done(ApiResult<QByteArray>(o.error));
                     });
    QMetaObject::invokeMethod(c, &HttpCall::start, Qt::QueuedConnection);
    return CallHandle(c);
}

} // namespace brokerdesk::api
