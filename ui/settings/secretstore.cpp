#include "secretstore.h"

#include <QCoreApplication>
#include <QPointer>

#include <qt6keychain/keychain.h>

namespace brokerdesk::ui {

namespace {
const QString service = QStringLiteral("BrokerDesk");
}

SecretStore::SecretStore(QObject *parent) : QObject(parent) {}

SecretStore &SecretStore::instance()
{
    static QPointer<SecretStore> store;
    if (!store)
        store = new SecretStore(QCoreApplication::instance());
    return *store;
}

void SecretStore::setKeychainEnabled(bool enabled)
{
    m_keychain = enabled;
    if (!enabled)
        fallBack();
}

void SecretStore::fallBack()
{
    if (!m_persistent)
        return;
    m_persistent = false;
    emit persistenceChanged(false);
}

void SecretStore::read(const QString &key, QObject *context, const Read &done)
{
    QPointer<QObject> guard(context);
    if (!m_keychain || !m_persistent) {
        const QString value = m_session.value(key);
        // Still asynchronous, like the keychain path, so callers see one behaviour.
        QMetaObject::invokeMethod(
            this,
            [guard, done, value] {
                if (guard)
                    done(value);
            },
            Qt::QueuedConnection);
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(service, this);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, key, guard, done](QKeychain::Job *j) {
        QString value;
        if (j->error() == QKeychain::NoError)
            value = static_cast<QKeychain::ReadPasswordJob *>(j)->textData();
        else if (j->error() != QKeychain::EntryNotFound)
            fallBack();
        if (value.isEmpty())
            value = m_session.value(key);
        if (guard)
            done(value);
    });
    job->start();
}

void SecretStore::write(const QString &key, const QString &secret, QObject *context,
                        const Written &done)
{
    m_session.insert(key, secret);
    QPointer<QObject> guard(context);
    if (!m_keychain || !m_persistent) {
        QMetaObject::invokeMethod(
            this,
            [guard, done] {
                if (guard && done)
                    done(false);
            },
            Qt::QueuedConnection);
        return;
    }
    auto *job = new QKeychain::WritePasswordJob(service, this);
    job->setKey(key);
    job->setTextData(secret);
    connect(job, &QKeychain::Job::finished, this, [this, guard, done](QKeychain::Job *j) {
        const bool ok = j->error() == QKeychain::NoError;
        if (!ok)
            fallBack();
        if (guard && done)
            done(ok);
    });
    job->start();
}

} // namespace brokerdesk::ui
