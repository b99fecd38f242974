#pragma once

#include "clock.h"

#include "domain/businessday.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

namespace brokerdesk::sandbox {

class Database;
class PageReader;

// Where one broker's affinity updates are pushed, and the secret that signs them. A target
// belongs to one broker (the operator sets one endpoint per client): it never gets another's.
struct WebhookTarget
{
    QString clientId; // the broker's OAuth2 client id, e.g. demo-broker-1
    QUrl url;
    QByteArray secret; // signs deliveries; unused under --strict (they go unsigned)
};

// Settings of a running sandbox (command line or test), shared by every service.
struct SandboxSettings
{
    QString dbPath = QStringLiteral(":memory:");
    int tokenTtlSeconds = 3600;
    int settleDelayMs = 3000;     // Pix, Billet and the other non-card methods
    int seedLedger = 240;         // historical cash-flow records for the first demo broker
    int seedPolicies = 12;        // historical issued policies per demo broker
    int seedAffinities = 0;       // demo affinities per demo broker (the desk's embedded demo)
    int seedCanceledPolicies = 0; // of those, canceled at the customer's request (the desk's demo)
    int seedRefusedSales = 0;     // sales whose card was refused, ended Failed (ditto)
    int seedAwaitingBoletos = 0;  // sales by boleto not yet paid: Pending until due (ditto)
    int seedRenewalsDue = 0;      // policies ending 10, 23, 36… days from today (ditto)
    int seedLeads = 0;            // demo leads with what an estimate needs, per demo broker (ditto)
    qint64 maxBodyBytes = qint64(1) << 20;
    int requestTimeoutMs = 10000; // a request head, or its body, trickling in longer is dropped
    int idleTimeoutMs = 60000;    // so is a kept-alive connection doing nothing
    int rateLimitPerSecond = 300; // per client (token, else address); 0: no limit
    int rateLimitBurst = 600;
    int affinityIssueDelayMs = 2000; // asynchronous issuance of a Pending affinity
    int jobIntervalMs = 1000;        // how often due affinities are issued or expired
    int latencyMs = 0;               // every answer held back this long (a distant service)
    int latencyJitterMs = 0;         // ± this much, at random
    QDateTime clockStart;            // where the clock starts (invalid: the wall clock)
    // Whose days are the brokers' business days: today, due dates, "not before today".
    QTimeZone businessZone = domain::businessday::defaultZone();
    // Only what the operator documents (docs/sandbox.md): other routes answer 404 as unknown
    // paths, and webhooks carry no header beyond Content-Type (no webhook-id, no signature).
    bool strict = false;
    QList<WebhookTarget> webhookTargets;
};

// What every service is built with.
struct ServiceContext
{
    Database &db;
    Clock &clock;
    const SandboxSettings &settings;
    QUrl baseUrl;                     // e.g. http://127.0.0.1:8750 (no trailing slash)
    QByteArray secret;                // per-database secret: signs cursors and document links
    PageReader *pageReader = nullptr; // list pages read off the server's thread (file databases)

    QString url(const QString &path) const { return baseUrl.toString() + path; }
};

QString newId(); // a UUID without braces: ids are opaque to clients

} // namespace brokerdesk::sandbox
