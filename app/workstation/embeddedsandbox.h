#pragma once

#include <QObject>
#include <QThread>
#include <QUrl>

namespace brokerdesk::sandbox {
class Sandbox;
}

// What the desk needs to sign in to the embedded service as the first demo broker.
struct EmbeddedAccess
{
    QUrl baseUrl;
    QUrl tokenUrl;
    QString clientId;
    QString clientSecret;
    QString brokerChannelId;
    QString instanceId; // the database's identity, the same on every port
};

// The brokerage sandbox on a thread of its own (never the GUI thread), on 127.0.0.1 and a free
// port, with its database file kept between runs. The desk talks to it over HTTP like any
// service.
class EmbeddedSandbox final : public QObject
{
    Q_OBJECT
public:
    explicit EmbeddedSandbox(QString dbPath, QObject *parent = nullptr);
    ~EmbeddedSandbox() override; // stops the service and its thread

    // Where the service pushes the signed-in broker's affinity updates (the desk's receiver),
    // and only that broker's; set before start().
    void setWebhookTarget(const QUrl &url, const QByteArray &secret);
    // Only what the operator documents (docs/sandbox.md, "Strict"), when the environment has
    // BROKERDESK_SANDBOX_STRICT=1: its updates then come unsigned.
    bool isStrict() const { return m_strict; }
    void start();

signals:
    void ready(const EmbeddedAccess &access);
    void failed(const QString &error);

private:
    QString m_dbPath;
    QUrl m_webhookUrl;
    QByteArray m_webhookSecret;
    bool m_strict = false;
    QThread m_thread;
    QObject *m_home = nullptr; // lives on m_thread; the sandbox is its child
};
