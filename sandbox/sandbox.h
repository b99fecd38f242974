#pragma once

#include "http/httpmessage.h"
#include "services/auth.h"
#include "support/servicecontext.h"

#include <QHostAddress>
#include <QObject>

#include <QJsonArray>

#include <memory>
#include <optional>

namespace brokerdesk::sandbox {

class Database;
class LedgerService;
class CatalogService;
class QuoteService;
class SandboxControls;

// The whole brokerage service: store, services, routes and the HTTP listener.
// Lives on one thread; the workstation runs it on a thread of its own.
class Sandbox final : public QObject
{
    Q_OBJECT
public:
    explicit Sandbox(SandboxSettings settings, QObject *parent = nullptr);
    ~Sandbox() override;

    // Opens the database (seeding a new one), starts the services and listens.
    bool start(const QHostAddress &address, quint16 port, QString *error);

    QUrl baseUrl() const;
    QUrl tokenUrl() const;
    QList<BrokerCredentials> brokers() const;
    // A random id made once per database file and kept in it: the same service across
    // restarts on any port (the desk ties its ledger mirror to it). Empty before start().
    QString instanceId() const;
    // {"base_url", "token_url", "brokers": [...]}, as --credentials-file writes it.
    QJsonObject credentialsJson() const;

    // Answers a request without sockets (tests, fuzzing); the listener calls the same.
    HttpResponse handle(const HttpRequest &request);
    // Every route the listener serves, as {method, pattern} ("/v1/sales/{sale_id}").
    QList<QPair<QByteArray, QString>> routes() const;

    Clock &clock();
    LedgerService &ledger();
    CatalogService &catalog();
    QuoteService &quotes();
    // The /sandbox/ controls, called in process: under --strict they are not on the wire,
    // and the tests that drive a strict sandbox move its clock and its insurers this way.
    SandboxControls &controls();
    Database &database(); // e.g. to wrap a service call in a Transaction (tests)
    // Pages read off the server's thread so far (0 with an in-memory database).
    qint64 pagesReadAside() const;

    // The webhook outbox of a database file, for operators (--webhook-status).
    static std::optional<QJsonArray> webhookStatus(const QString &dbPath, QString *error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace brokerdesk::sandbox
