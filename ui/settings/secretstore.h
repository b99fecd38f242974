#pragma once

#include <QHash>
#include <QObject>

#include <functional>

namespace brokerdesk::ui {

// Secrets in the OS keychain (QtKeychain). Where no keychain service is available (a headless
// session, no secret service), secrets are kept in memory for this session only, and
// isPersistent() says so, so the user can be told.
class SecretStore final : public QObject
{
    Q_OBJECT
public:
    using Read = std::function<void(const QString &secret)>;
    using Written = std::function<void(bool persistent)>;

    explicit SecretStore(QObject *parent = nullptr);

    // The one store of the desk (created on first use, lives until the application quits).
    static SecretStore &instance();

    // Asynchronous: keychain jobs may wait on the desktop's secret service.
    void read(const QString &key, QObject *context, const Read &done);
    void write(const QString &key, const QString &secret, QObject *context, const Written &done);

    bool isPersistent() const { return m_persistent; }
    // Never touch the keychain (tests, --sandbox runs): session memory only.
    void setKeychainEnabled(bool enabled);

signals:
    void persistenceChanged(bool persistent);

private:
    void fallBack();

    QHash<QString, QString> m_session;
    bool m_persistent = true;
    bool m_keychain = true;
};

} // namespace brokerdesk::ui
