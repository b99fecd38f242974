#pragma once

#include "sandbox.h"

#include "api/serversettings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>

#include <memory>

// A real sandbox on 127.0.0.1:<free port> with an in-memory database, and a real HTTP client
// that waits for each answer. Tests talk to it exactly as the workstation would.
class SandboxFixture
{
public:
    struct Reply
    {
        int status = 0;
        QByteArray body;
        QJsonObject json;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray header(const QByteArray &name) const;
        QString error() const { return json.value(QStringLiteral("error")).toString(); }
        QString code() const { return json.value(QStringLiteral("code")).toString(); }
        QStringList fields() const; // the "field" of each entry of "fields"
    };

    explicit SandboxFixture(brokerdesk::sandbox::SandboxSettings settings = defaults());
    // Strict (only the operator's documented routes, unsigned webhooks) when the environment
    // has BROKERDESK_SANDBOX_STRICT=1: the suites that drive the desk run both ways in ctest.
    static brokerdesk::sandbox::SandboxSettings defaults();
    static bool strictFromEnvironment();

    brokerdesk::sandbox::Sandbox &sandbox() { return *m_sandbox; }
    bool started() const { return m_started; }
    QString startError() const { return m_error; }

    // A fresh token for demo broker 0 or 1, with all its scopes or the ones given.
    QByteArray token(int broker = 0, const QString &scope = {});
    const brokerdesk::sandbox::BrokerCredentials &broker(int i) const { return m_brokers.at(i); }
    // What an ApiClient signs in to this sandbox with, as broker i.
    brokerdesk::api::ServerSettings clientSettings(int broker = 0) const;

    Reply get(const QString &pathAndQuery, const QByteArray &token);
    Reply post(const QString &path, const QJsonObject &body, const QByteArray &token,
               const QList<QPair<QByteArray, QByteArray>> &headers = {});
    Reply del(const QString &path, const QJsonObject &body, const QByteArray &token);
    Reply raw(const QByteArray &method, const QString &pathAndQuery, const QByteArray &body,
              const QList<QPair<QByteArray, QByteArray>> &headers);
    Reply postForm(const QString &path, const QByteArray &form,
                   const QList<QPair<QByteArray, QByteArray>> &headers = {});

    // The sandbox's own controls, in process (so also under --strict): move broker i's clock
    // on by an ISO-8601 duration; set how its insurer of a product answers quotes.
    bool advanceClock(int broker, const QString &duration);
    bool setQuoting(int broker, const QString &productId, const QString &mode);

    // Spins the event loop until pred() holds or the timeout passes (timers keep running).
    static bool waitFor(const std::function<bool()> &pred, int timeoutMs = 5000);

private:
    std::unique_ptr<brokerdesk::sandbox::Sandbox> m_sandbox;
    QNetworkAccessManager m_http;
    QList<brokerdesk::sandbox::BrokerCredentials> m_brokers;
    bool m_started = false;
    QString m_error;
};
