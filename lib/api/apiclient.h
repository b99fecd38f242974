#pragma once

#include "accesstoken.h"
#include "apiresult.h"
#include "connectionstate.h"
#include "httpcall.h"
#include "networksettings.h"
#include "pagequery.h"
#include "retrypolicy.h"
#include "serversettings.h"
#include "serviceextensions.h"

#include "domain/affinity.h"
#include "domain/cashflow.h"
#include "domain/catalog.h"
#include "domain/lead.h"
#include "domain/listpage.h"
#include "domain/quoting.h"
#include "domain/recommendation.h"
#include "domain/sale.h"

#include <QObject>

#include <functional>

namespace brokerdesk::api {

class TokenProvider;
class Transport;

// The brokerage service, one call per operation of docs/interface.md. Every call answers
// asynchronously (never before it returns) through `done`, exactly once, unless it is
// cancelled through its handle or `context` is destroyed first: then nothing is called and
// nothing is left behind. `context` must live in this client's thread.
class ApiClient final : public QObject
{
    Q_OBJECT
    Q_PROPERTY(brokerdesk::api::ConnectionState connectionState READ connectionState NOTIFY
                   connectionStateChanged)
public:
    template <typename T> using Done = std::function<void(const ApiResult<T> &)>;

    explicit ApiClient(const ServerSettings &settings = {}, QObject *parent = nullptr);
    ~ApiClient() override;

    const ServerSettings &settings() const;
    // New server or credentials: forgets the token; the next call signs in again.
    void setSettings(const ServerSettings &settings);
    RetryPolicy retryPolicy() const;
    void setRetryPolicy(const RetryPolicy &policy);
    std::chrono::milliseconds timeout() const;
    // Transfer timeout: the longest silence allowed while waiting for an answer.
    void setTimeout(std::chrono::milliseconds timeout);

    // Proxy and extra certificate authority (see NetworkSettings); false when the authority
    // file holds no certificate.
    bool setNetworkSettings(const NetworkSettings &settings);

    ConnectionState connectionState() const;
    // Why the state is Offline, ServiceUnavailable or SignedOut after a refused sign-in.
    ApiError lastError() const;
    void signOut();

    TokenProvider &tokens();
    // The extensions this service turned out to lack (a 404 to their call), this session.
    ServiceExtensions &extensions() const;
    QNetworkAccessManager &network(); // the one manager (for documents behind returned URLs)

    // POST <token url>: signs in now, with a fresh token.
    CallHandle signIn(QObject *context, Done<AccessToken> done);

    // Merchant
    CallHandle merchantStore(const QString &brokerChannelId, QObject *context,
                             Done<domain::Store> done);
    CallHandle merchantVendor(const QString &productId, QObject *context,
                              Done<domain::Vendor> done);
    // Quotes. Creates take an optional Idempotency-Key: pass the one of a failed result to
    // repeat that same create; empty makes a new one.
    CallHandle createQuoteRequest(const domain::NewQuoteRequest &request, QObject *context,
                                  Done<domain::QuoteRequest> done, const QByteArray &key = {});
    CallHandle createQuote(const domain::NewQuote &quote, QObject *context,
                           Done<domain::Quote> done, const QByteArray &key = {});
    // Sales
    CallHandle createSaleRequest(const QString &quoteId, QObject *context,
                                 Done<domain::SaleRequest> done, const QByteArray &key = {});
    CallHandle createSale(const domain::NewSale &sale, QObject *context, Done<domain::Sale> done,
                          const QByteArray &key = {});
    CallHandle sale(const QString &saleId, QObject *context, Done<domain::Sale> done);
    CallHandle saleTimeline(const QString &saleId, QObject *context, Done<domain::Timeline> done);
    // Policies
    CallHandle policies(const PageQuery &query, QObject *context,
                        Done<domain::ListPage<domain::Policy>> done);
    CallHandle cancelPolicy(const QString &policyId, const domain::CancelPolicyRequest &request,
                            QObject *context, Done<domain::CancelPolicyResult> done);
    // Cash flow
    CallHandle cashFlow(const PageQuery &query, QObject *context,
                        Done<domain::ListPage<domain::CashFlowRecord>> done);
    // Affinities
    CallHandle affinityPartnership(QObject *context, Done<domain::AffinityPartnership> done);
    CallHandle createAffinityRequest(const QString &productId, QObject *context,
                                     Done<domain::AffinityRequest> done,
                                     const QByteArray &key = {});
    CallHandle createAffinity(const domain::NewAffinity &affinity, QObject *context,
                              Done<domain::Affinity> done, const QByteArray &key = {});
    CallHandle affinities(const PageQuery &query, QObject *context,
                          Done<domain::ListPage<domain::Affinity>> done);
    CallHandle cancelAffinity(const QString &affinityId, QObject *context,
                              Done<domain::Affinity> done);
    // Recommendations
    CallHandle recommend(const domain::RecommendationInput &input, QObject *context,
                         Done<domain::Recommendation> done, const QByteArray &key = {});
    CallHandle evaluateRecommendation(const QString &recommendationId, const QString &evaluateToken,
                                      bool evaluation, QObject *context,
                                      Done<domain::RecommendationEvaluation> done,
                                      const QByteArray &key = {});

    // Leads (docs/sandbox.md, "Leads"): a person the broker met; name and e-mail required.
    // GET /v1/leads is listPage(ListResource::Leads). An extension: a 404 marks it missing.
    CallHandle createLead(const domain::Lead &lead, QObject *context, Done<domain::Lead> done,
                          const QByteArray &key = {});

    // A file behind a URL the service returned (the channel's logo), as sent.
    CallHandle file(const QUrl &url, QObject *context, Done<QByteArray> done);

    // A page of one of the lists as raw records (what the lazy models and the mirror read).
    // Leads, Sales and Quotes are extensions of the interface (docs/sandbox.md): a 404 marks
    // them missing in extensions(). `background` sends it
    // on connections of its own, never in the way of what the user waits for.
    CallHandle listPage(ListResource resource, const PageQuery &query, QObject *context,
                        Done<domain::ListPage<QJsonObject>> done, bool background = false);

signals:
    void connectionStateChanged(brokerdesk::api::ConnectionState state);

private:
    template <typename T> CallHandle call(HttpSpec spec, QObject *context, Done<T> done);

    Transport *m_transport;
    TokenProvider *m_tokens;
    ServiceExtensions *m_extensions;
};

} // namespace brokerdesk::api
