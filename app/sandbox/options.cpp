#include "options.h"

#include "support/jsoncheck.h"

#include <brokerdesk/version.h>

#include <QCommandLineParser>
#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimeZone>

#include <algorithm>

namespace {

bool readInt(const QCommandLineParser &p, const QString &name, qint64 min, qint64 max, qint64 *out,
             QString *error)
{
    if (!p.isSet(name))
        return true;
    bool ok = false;
    const qint64 v = p.value(name).toLongLong(&ok);
    if (!ok || v < min || v > max) {
        *error = QStringLiteral("--%1 must be a whole number from %2 to %3 (got \"%4\").")
                     .arg(name)
                     .arg(min)
                     .arg(max)
                     .arg(p.value(name));
        return false;
    }
    *out = v;
    return true;
}

QString defaultDbPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/sandbox.db");
}

} // namespace

bool parseCommandLine(const QStringList &arguments, SandboxCommandLine *out, QString *error)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "BrokerDesk sandbox: a faithful local copy of the insurance brokerage service.\n"
        "Prints its base URL and the demo brokers' credentials at start."));
    p.addHelpOption();
    p.addVersionOption();
    const auto opt = [&p](const char *name, const char *help, const char *value = nullptr) {
        p.addOption(value ? QCommandLineOption(QString::fromLatin1(name), QString::fromUtf8(help),
                                               QString::fromLatin1(value))
                          : QCommandLineOption(QString::fromLatin1(name), QString::fromUtf8(help)));
    };
    opt("address", "Address to listen on (default 127.0.0.1).", "ip");
    opt("port", "Port to listen on; 0 picks a free one (default 0).", "port");
    opt("db", "SQLite database file, or :memory: (default: the user's data folder).", "path");
    opt("seed-ledger",
        "Historical cash-flow records for the first demo broker when the database is "
        "created (0..2000000, default 240).",
        "n");
    opt("seed-policies", "Historical issued policies per demo broker (0..1000, default 12).", "n");
    opt("settle-delay-ms",
        "How long Pix, Billet and other non-card payments take to settle (default 3000).", "ms");
    opt("token-ttl", "Access token lifetime in seconds (default 3600).", "seconds");
    opt("credentials-file", "Also write the base URL and demo credentials as JSON here.", "path");
    opt("webhook-url",
        "Push one broker's affinity updates to URL; CLIENT_ID is that broker's client id "
        "(e.g. demo-broker-1=http://127.0.0.1:9000/hooks). Only that broker's events go "
        "there. Repeat for several targets, one URL per broker.",
        "client_id=url");
    opt("webhook-secret",
        "Secret that signs webhook deliveries: one for all targets, or one per --webhook-url "
        "(not with --strict, whose deliveries go unsigned).",
        "secret");
    opt("strict",
        "Serve only what the operator documents: every other route (GET /v1/sales, the leads, "
        "/sandbox/..., /admin/...) answers 404 as an unknown path, and webhooks carry no header "
        "beyond Content-Type, unsigned. docs/sandbox.md lists each route's origin.");
    opt("webhook-status", "Print the webhook outbox (pending events per target) and exit.");
    opt("affinity-issue-delay-ms", "How long a Pending affinity takes to be issued (default 2000).",
        "ms");
    opt("rate-limit",
        "Requests a second each client (token, else address) may make; a burst of twice that "
        "is allowed; beyond it 429 with Retry-After. 0 turns it off (default 300).",
        "n");
    opt("latency-ms",
        "Hold every answer back this long, token included, as a service across the internet "
        "would (0..10000, default 0). Other connections are not held up.",
        "ms");
    opt("jitter-ms", "With --latency-ms: vary each delay by up to this much either way.", "ms");
    opt("clock-start",
        "Start the sandbox's clock at this RFC 3339 date-time (e.g. 2026-01-05T09:00:00Z) "
        "instead of now; POST /sandbox/clock moves it on per broker.",
        "date-time");
    opt("business-zone",
        "The time zone of the brokers' business day: today, \"not before today\", due dates and "
        "month boundaries (an IANA name, default America/Sao_Paulo).",
        "zone");
    opt("log-level", "debug, info, warning or error (default info).", "level");
    if (!p.parse(arguments)) {
        *error = p.errorText();
        return false;
    }
    if (p.isSet(QStringLiteral("help")))
        p.showHelp(0);
    if (p.isSet(QStringLiteral("version"))) {
        printf("brokerdesk-sandbox %s\n", BROKERDESK_VERSION);
        ::exit(0);
    }

    if (p.isSet(QStringLiteral("address"))) {
        out->address = QHostAddress(p.value(QStringLiteral("address")));
        if (out->address.isNull()) {
            *error = QStringLiteral("--address must be an IP address (got \"%1\").")
                         .arg(p.value(QStringLiteral("address")));
            return false;
        }
    }
    const QStringList urls = p.values(QStringLiteral("webhook-url"));
    const QStringList secrets = p.values(QStringLiteral("webhook-secret"));
    out->settings.strict = p.isSet(QStringLiteral("strict"));
    if (out->settings.strict && !secrets.isEmpty()) {
        *error = QStringLiteral("--strict sends webhooks unsigned, as the operator documents "
                                "them: leave out --webhook-secret.");
        return false;
    }
    if (!out->settings.strict && !urls.isEmpty() && secrets.size() != 1 &&
        secrets.size() != urls.size()) {
        *error =
            QStringLiteral("Give one --webhook-secret for all targets or one per --webhook-url.");
        return false;
    }
    static const QRegularExpression clientIdPattern(QStringLiteral("^[A-Za-z0-9._-]+$"));
    for (qsizetype i = 0; i < urls.size(); ++i) {
        // CLIENT_ID=URL: a target always belongs to one broker.
        const qsizetype eq = urls.at(i).indexOf(u'=');
        const QString clientId = urls.at(i).left(std::max<qsizetype>(eq, 0));
        if (eq <= 0 || !clientIdPattern.match(clientId).hasMatch()) {
            *error = QStringLiteral("--webhook-url takes CLIENT_ID=URL, the broker the target "
                                    "belongs to and its http(s) URL (got \"%1\").")
                         .arg(urls.at(i));
            return false;
        }
        const QUrl url(urls.at(i).mid(eq + 1), QUrl::StrictMode);
        if (!url.isValid() ||
            (url.scheme() != QStringLiteral("http") && url.scheme() != QStringLiteral("https")) ||
            url.host().isEmpty()) {
            *error = QStringLiteral("--webhook-url must be an http(s) URL (got \"%1\").")
                         .arg(urls.at(i));
            return false;
        }
        if (out->settings.strict) {
            out->settings.webhookTargets.append({clientId, url, {}});
            continue;
        }
        const QString secret = secrets.size() == 1 ? secrets.front() : secrets.at(i);
        if (secret.size() < 8) {
            *error = QStringLiteral("--webhook-secret must be at least 8 characters long.");
            return false;
        }
        out->settings.webhookTargets.append({clientId, url, secret.toUtf8()});
    }
    out->webhookStatus = p.isSet(QStringLiteral("webhook-status"));
    qint64 issueDelay = out->settings.affinityIssueDelayMs;
    if (!readInt(p, QStringLiteral("affinity-issue-delay-ms"), 0, 3'600'000, &issueDelay, error))
        return false;
    out->settings.affinityIssueDelayMs = int(issueDelay);

    qint64 port = 0, seedLedger = out->settings.seedLedger,
           seedPolicies = out->settings.seedPolicies, delay = out->settings.settleDelayMs,
           ttl = out->settings.tokenTtlSeconds, rate = out->settings.rateLimitPerSecond,
           latency = 0, jitter = 0;
    if (!readInt(p, QStringLiteral("port"), 0, 65535, &port, error) ||
        !readInt(p, QStringLiteral("seed-ledger"), 0, 2'000'000, &seedLedger, error) ||
        !readInt(p, QStringLiteral("seed-policies"), 0, 1000, &seedPolicies, error) ||
        !readInt(p, QStringLiteral("settle-delay-ms"), 0, 3'600'000, &delay, error) ||
        !readInt(p, QStringLiteral("token-ttl"), 1, 86'400, &ttl, error) ||
        !readInt(p, QStringLiteral("rate-limit"), 0, 1'000'000, &rate, error) ||
        !readInt(p, QStringLiteral("latency-ms"), 0, 10'000, &latency, error) ||
        !readInt(p, QStringLiteral("jitter-ms"), 0, 10'000, &jitter, error))
        return false;
    if (jitter > latency) {
        *error = QStringLiteral("--jitter-ms must not exceed --latency-ms (got %1 and %2).")
                     .arg(jitter)
                     .arg(latency);
        return false;
    }
    out->settings.latencyMs = int(latency);
    if (p.isSet(QStringLiteral("clock-start"))) {
        out->settings.clockStart =
            brokerdesk::sandbox::parseTimestampOrDate(p.value(QStringLiteral("clock-start")));
        if (!out->settings.clockStart.isValid()) {
            *error = QStringLiteral("--clock-start must be an RFC 3339 date-time such as "
                                    "2026-01-05T09:00:00Z (got \"%1\").")
                         .arg(p.value(QStringLiteral("clock-start")));
            return false;
        }
    }
    if (p.isSet(QStringLiteral("business-zone"))) {
        const QByteArray name = p.value(QStringLiteral("business-zone")).toUtf8();
        const QTimeZone zone(name);
        if (!QTimeZone::isTimeZoneIdAvailable(name) || !zone.isValid()) {
            *error = QStringLiteral("--business-zone must be a time zone such as "
                                    "America/Sao_Paulo (got \"%1\").")
                         .arg(QString::fromUtf8(name));
            return false;
        }
        out->settings.businessZone = zone;
    }
    out->settings.latencyJitterMs = int(jitter);
    out->port = quint16(port);
    out->settings.seedLedger = int(seedLedger);
    out->settings.seedPolicies = int(seedPolicies);
    out->settings.settleDelayMs = int(delay);
    out->settings.tokenTtlSeconds = int(ttl);
    out->settings.rateLimitPerSecond = int(rate);
    out->settings.rateLimitBurst = int(std::min<qint64>(2 * rate, 2'000'000));
    out->settings.dbPath =
        p.isSet(QStringLiteral("db")) ? p.value(QStringLiteral("db")) : defaultDbPath();
    out->credentialsFile = p.value(QStringLiteral("credentials-file"));
    if (p.isSet(QStringLiteral("log-level"))) {
        out->logLevel = p.value(QStringLiteral("log-level"));
        const QStringList levels{QStringLiteral("debug"), QStringLiteral("info"),
                                 QStringLiteral("warning"), QStringLiteral("error")};
        if (!levels.contains(out->logLevel)) {
            *error = QStringLiteral("--log-level must be one of debug, info, warning, error.");
            return false;
        }
    }
    return true;
}
