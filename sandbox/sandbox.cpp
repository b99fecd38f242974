#include "sandbox.h"
#include "paging/pagereader.h"

#include "http/httpserver.h"
#include "http/idempotency.h"
#include "http/router.h"
#include "seed/affinity.h"
#include "seed/demo.h"
#include "seed/leads.h"
#include "seed/policies.h"
#include "services/affinities.h"
#include "services/auth.h"
#include "services/catalog.h"
#include "services/leads.h"
#include "services/ledger.h"
#include "services/lookups.h"
#include "services/policies.h"
#include "services/quotelist.h"
#include "services/quotes.h"
#include "services/recommendations.h"
#include "services/salelist.h"
#include "services/sales.h"
#include "services/sandboxcontrols.h"
#include "store/database.h"
#include "webhooks/dispatcher.h"
#include "webhooks/outbox.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QSet>
#include <QUuid>

#include <algorithm>

namespace brokerdesk::sandbox {

QString newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

struct Sandbox::Private
{
    explicit Private(SandboxSettings s) : settings(std::move(s)) {}

    SandboxSettings settings;
    QString instanceId;
    Clock clock;
    Database db;
    std::unique_ptr<ServiceContext> ctx;
    std::unique_ptr<AuthService> auth;
    std::unique_ptr<Router> router;
    std::unique_ptr<IdempotencyStore> idempotency;
    std::unique_ptr<RecommendationService> recommendations;
    std::unique_ptr<LedgerService> ledger;
    std::unique_ptr<CatalogService> catalog;
    std::unique_ptr<QuoteService> quotes;
    std::unique_ptr<PolicyService> policies;
    std::unique_ptr<SaleService> sales;
    std::unique_ptr<WebhookOutbox> outbox;
    std::unique_ptr<WebhookDispatcher> dispatcher;
    std::unique_ptr<AffinityService> affinities;
    std::unique_ptr<SandboxControls> controls;
    std::unique_ptr<LeadService> leads;
    std::unique_ptr<LookupService> lookups;
    std::unique_ptr<SaleListService> saleList;
    std::unique_ptr<QuoteListService> quoteList;
    // SERVICES: each service's unique_ptr member goes above this line.
    std::unique_ptr<PageReader> pageReader; // stopped before the services its answers reach
    std::unique_ptr<HttpServer> server;
};

Sandbox::Sandbox(SandboxSettings settings, QObject *parent)
    : QObject(parent), d(std::make_unique<Private>(std::move(settings)))
{
}

Sandbox::~Sandbox() = default;

namespace {
// Each target names a broker of this database, and a URL serves one broker only (the outbox
// queues per URL: two brokers on one URL would share a queue).
bool checkWebhookTargets(const QList<WebhookTarget> &targets,
                         const QList<BrokerCredentials> &brokers, QString *error)
{
    QSet<QString> urls;
    for (const WebhookTarget &t : targets) {
        const bool known = std::any_of(brokers.begin(), brokers.end(),
                                       [&](const auto &b) { return b.clientId == t.clientId; });
        if (!known) {
            *error = QStringLiteral("Webhook target %1: no broker has the client id \"%2\".")
                         .arg(t.url.toString(), t.clientId);
            return false;
        }
        if (urls.contains(t.url.toString())) {
            *error = QStringLiteral("Webhook target %1 is given twice: a URL serves one broker.")
                         .arg(t.url.toString());
            return false;
        }
        urls.insert(t.url.toString());
    }
    return true;
}
} // namespace

bool Sandbox::start(const QHostAddress &address, quint16 port, QString *error)
{
    if (d->settings.clockStart.isValid())
        d->clock.startAt(d->settings.clockStart);
    d->clock.setZone(d->settings.businessZone);
    if (!d->db.open(d->settings.dbPath, error))
        return false;
    if (d->db.meta(QStringLiteral("secret")).isEmpty()) {
        QByteArray secret(32, Qt::Uninitialized);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(secret.data()), 8);
        d->db.setMeta(QStringLiteral("secret"), QString::fromLatin1(secret.toBase64()));
    }
    if (d->db.meta(QStringLiteral("instance_id")).isEmpty())
        d->db.setMeta(QStringLiteral("instance_id"), newId());
    d->instanceId = d->db.meta(QStringLiteral("instance_id"));

    http::Limits limits;
    limits.maxBodyBytes = d->settings.maxBodyBytes;
    limits.headTimeoutMs = d->settings.requestTimeoutMs;
    limits.bodyTimeoutMs = d->settings.requestTimeoutMs;
    limits.idleTimeoutMs = d->settings.idleTimeoutMs;
    d->server = std::make_unique<HttpServer>(
        [this](const HttpRequest &request) { return handle(request); }, limits,
        RateLimiter(d->settings.rateLimitPerSecond, d->settings.rateLimitBurst), this);
    d->server->setLatency(d->settings.latencyMs, d->settings.latencyJitterMs);
    const quint16 bound = d->server->start(address, port);
    if (bound == 0) {
        *error = QStringLiteral("Cannot listen on %1:%2 (in use, or not an address of this "
                                "machine).")
                     .arg(address.toString())
                     .arg(port);
        return false;
    }
    QUrl base;
    base.setScheme(QStringLiteral("http"));
    base.setHost(address.toString());
    base.setPort(bound);

    d->pageReader = std::make_unique<PageReader>(d->settings.dbPath);
    d->ctx.reset(
        new ServiceContext{d->db, d->clock, d->settings, base,
                           QByteArray::fromBase64(d->db.meta(QStringLiteral("secret")).toLatin1()),
                           d->pageReader.get()});
    d->auth = std::make_unique<AuthService>(*d->ctx);
    d->router = std::make_unique<Router>(
        [this](const QByteArray &token) { return d->auth->verify(token); });
    d->router->setStrict(d->settings.strict);
    d->idempotency = std::make_unique<IdempotencyStore>(d->db, d->clock);
    d->router->setIdempotency(d->idempotency.get());
    d->router->add("POST", QStringLiteral("/oauth2/token"), {},
                   [this](const RequestContext &c) { return d->auth->tokenEndpoint(c.request); });

    d->recommendations = std::make_unique<RecommendationService>(*d->ctx);
    d->recommendations->registerRoutes(*d->router);
    d->ledger = std::make_unique<LedgerService>(*d->ctx);
    d->ledger->registerRoutes(*d->router);
    d->catalog = std::make_unique<CatalogService>(*d->ctx);
    d->catalog->registerRoutes(*d->router);
    d->quotes = std::make_unique<QuoteService>(*d->ctx, *d->catalog);
    d->quotes->registerRoutes(*d->router);
    d->policies = std::make_unique<PolicyService>(*d->ctx, *d->ledger);
    d->policies->registerRoutes(*d->router);
    d->sales =
        std::make_unique<SaleService>(*d->ctx, *d->quotes, *d->catalog, *d->ledger, *d->policies);
    d->sales->registerRoutes(*d->router);
    d->outbox = std::make_unique<WebhookOutbox>(*d->ctx);
    d->dispatcher = std::make_unique<WebhookDispatcher>(*d->ctx);
    // Delivery starts once the change is committed and the request answered.
    d->outbox->setOnNew([this] {
        QMetaObject::invokeMethod(
            d->dispatcher.get(), [this] { d->dispatcher->deliverPending(); }, Qt::QueuedConnection);
    });
    d->affinities = std::make_unique<AffinityService>(*d->ctx, *d->outbox);
    d->affinities->registerRoutes(*d->router);
    d->router->add("GET", QStringLiteral("/admin/webhooks"), {}, [this](const RequestContext &c) {
        // Operators only: never answered to another machine.
        if (!c.request.peer.isLoopback())
            return HttpResponse::error(ApiError::notFound(QStringLiteral("Path /admin/webhooks")));
        return HttpResponse::json({{QStringLiteral("targets"), WebhookOutbox::status(d->db)}});
    });
    // What the operator's SDK checks before anything else; no token needed.
    d->router->add("GET", QStringLiteral("/v1/health"), {}, [](const RequestContext &) {
        return HttpResponse::json({{QStringLiteral("status"), QStringLiteral("ok")}});
    });
    d->controls = std::make_unique<SandboxControls>(*d->ctx, d->sales->settlement(), *d->affinities,
                                                    *d->ledger, d->quotes->review());
    d->controls->registerRoutes(*d->router);
    d->leads = std::make_unique<LeadService>(*d->ctx);
    d->leads->registerRoutes(*d->router);
    d->saleList = std::make_unique<SaleListService>(*d->ctx);
    d->saleList->registerRoutes(*d->router);
    d->quoteList = std::make_unique<QuoteListService>(*d->ctx, d->quotes->review());
    d->quoteList->registerRoutes(*d->router);
    d->lookups = std::make_unique<LookupService>(*d->ctx);
    d->lookups->registerRoutes(*d->router);
    // ROUTES: construct each service and call its registerRoutes(*d->router) above this line.

    if (d->db.isNew()) {
        if (!seedDemo(*d->ctx, error))
            return false;
        for (const BrokerCredentials &b : d->auth->brokers())
            if (!seedPolicies(*d->ctx, *d->quotes, *d->sales, b.brokerId, d->settings.seedPolicies,
                              error) ||
                !seedSaleHistory(*d->ctx, *d->quotes, *d->sales, d->policies->cancellation(),
                                 b.brokerId,
                                 {d->settings.seedCanceledPolicies, d->settings.seedRefusedSales,
                                  d->settings.seedAwaitingBoletos, d->settings.seedRenewalsDue},
                                 error) ||
                !seedAffinities(*d->ctx, *d->affinities, b.brokerId, d->settings.seedAffinities,
                                error) ||
                !seedLeads(*d->leads, b.brokerId, d->settings.seedLeads, error))
                return false;
    }
    if (!d->saleList->backfill() || !d->quoteList->backfill()) {
        *error =
            QStringLiteral("could not list the quotes and sales stored before their lists existed");
        return false;
    }
    if (!checkWebhookTargets(d->settings.webhookTargets, d->auth->brokers(), error))
        return false;
    QStringList brokerIds;
    for (const BrokerCredentials &b : d->auth->brokers())
        brokerIds << b.brokerId;
    d->controls->restoreClocks(brokerIds);
    d->sales->settlement().resumeOpenSales();
    d->quotes->review().resumeOpen();
    d->affinities->runDueJobs();
    d->dispatcher->deliverPending(); // resumes what a previous run left undelivered
    return true;
}

HttpResponse Sandbox::handle(const HttpRequest &request)
{
    return d->router->dispatch(request);
}

QList<QPair<QByteArray, QString>> Sandbox::routes() const
{
    return d->router ? d->router->routes() : QList<QPair<QByteArray, QString>>();
}

qint64 Sandbox::pagesReadAside() const
{
    return d->pageReader ? d->pageReader->readsDone() : 0;
}

QUrl Sandbox::baseUrl() const
{
    return d->ctx ? d->ctx->baseUrl : QUrl();
}

QUrl Sandbox::tokenUrl() const
{
    return QUrl(baseUrl().toString() + QStringLiteral("/oauth2/token"));
}

QList<BrokerCredentials> Sandbox::brokers() const
{
    return d->auth ? d->auth->brokers() : QList<BrokerCredentials>();
}

QString Sandbox::instanceId() const
{
    return d->instanceId;
}

QJsonObject Sandbox::credentialsJson() const
{
    QJsonArray list;
    for (const BrokerCredentials &b : brokers())
        list.append(QJsonObject{{QStringLiteral("name"), b.name},
                                {QStringLiteral("client_id"), b.clientId},
                                {QStringLiteral("client_secret"), b.clientSecret},
                                {QStringLiteral("audience"), AuthService::audience},
                                {QStringLiteral("scopes"), b.scopes.join(u' ')},
                                {QStringLiteral("broker_channel_id"), b.channelId}});
    return {{QStringLiteral("base_url"), baseUrl().toString()},
            {QStringLiteral("token_url"), tokenUrl().toString()},
            {QStringLiteral("brokers"), list}};
}

Clock &Sandbox::clock()
{
    return d->clock;
}

CatalogService &Sandbox::catalog()
{
    return *d->catalog;
}

QuoteService &Sandbox::quotes()
{
    return *d->quotes;
}

SandboxControls &Sandbox::controls()
{
    return *d->controls;
}

LedgerService &Sandbox::ledger()
{
    return *d->ledger;
}

Database &Sandbox::database()
{
    return d->db;
}

std::optional<QJsonArray> Sandbox::webhookStatus(const QString &dbPath, QString *error)
{
    Database db;
    if (!db.open(dbPath, error))
        return std::nullopt;
    return WebhookOutbox::status(db);
}

} // namespace brokerdesk::sandbox
