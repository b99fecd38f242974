#include "affinityupdates.h"

#include "secretstore.h"
#include "workspace.h"

#include "webhook/affinityreadback.h"
#include "webhook/webhookreceiver.h"

#include <QFile>
#include <QHostInfo>
#include <QLocale>
#include <QSslCertificate>
#include <QSslKey>

namespace brokerdesk::ui {

namespace {

QSslKey readKey(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray pem = file.readAll();
    // The file does not say its algorithm: offices use RSA or elliptic-curve keys.
    for (const QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec}) {
        QSslKey key(pem, algorithm);
        if (!key.isNull())
            return key;
    }
    return {};
}

} // namespace

AffinityUpdates::AffinityUpdates(Workspace &workspace, QObject *parent)
    : QObject(parent), m_workspace(workspace)
{
}

AffinityUpdates::~AffinityUpdates() = default;

void AffinityUpdates::stop()
{
    m_receiver.reset();
    m_readBack.reset();
    if (m_madeLive)
        m_workspace.setLiveAffinityUpdates(false);
    m_madeLive = false;
    m_error.clear();
}

bool AffinityUpdates::fail(const QString &why)
{
    m_receiver.reset();
    m_error = why;
    emit changed();
    return false;
}

bool AffinityUpdates::apply(const DeskSettings &s, const QString &secret)
{
    stop();
    m_enabled = s.webhookEnabled;
    if (!m_enabled) {
        emit changed();
        return true;
    }
    const bool signedUpdates = DeskSettings::receivesSigned(s.webhookMode, !secret.isEmpty());
    if (signedUpdates && secret.isEmpty())
        return fail(tr("Not receiving: enter the secret agreed with the operator."));
    if (s.webhookPath.isEmpty())
        return fail(tr("Not receiving: the address for the operator is not made yet."));
    // An office gives the operator an address that reaches this computer from outside, so by
    // default every interface listens.
    const QString address = s.webhookAddress.trimmed();
    m_anyAddress = address.isEmpty();
    const QHostAddress host =
        m_anyAddress ? QHostAddress(QHostAddress::Any) : QHostAddress(address);
    if (host.isNull())
        return fail(tr("Not receiving: %1 is not an address of this computer.").arg(address));

    m_receiver = std::make_unique<webhook::WebhookReceiver>(secret.toUtf8());
    m_receiver->setPath(s.webhookPath.toUtf8());
    if (!signedUpdates) {
        m_readBack = std::make_unique<webhook::AffinityReadBack>(m_workspace.api());
        m_receiver->setMode(webhook::WebhookReceiver::Mode::Unsigned);
        m_receiver->setReadBack(m_readBack->function());
    }
    if (!s.webhookCertFile.isEmpty() || !s.webhookKeyFile.isEmpty()) {
        const auto certs = QSslCertificate::fromPath(s.webhookCertFile);
        if (certs.isEmpty())
            return fail(tr("Not receiving: the certificate file %1 cannot be read.")
                            .arg(s.webhookCertFile));
        const QSslKey key = readKey(s.webhookKeyFile);
        if (key.isNull())
            return fail(tr("Not receiving: the key file %1 cannot be read (it must not need a "
                           "passphrase).")
                            .arg(s.webhookKeyFile));
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificateChain(certs);
        tls.setPrivateKey(key);
        tls.setPeerVerifyMode(QSslSocket::VerifyNone); // the service shows no client certificate
        m_receiver->setTlsConfiguration(tls);
    }
    if (!m_receiver->listen(host, s.webhookPort))
        return fail(tr("Not receiving: port %1 cannot be opened (%2).")
                        .arg(s.webhookPort)
                        .arg(m_receiver->errorString()));
    connect(m_receiver.get(), &webhook::WebhookReceiver::affinityUpdated, &m_workspace,
            &Workspace::affinityUpdated);
    connect(m_receiver.get(), &webhook::WebhookReceiver::activity, this, &AffinityUpdates::changed);
    if (!m_workspace.hasLiveAffinityUpdates()) {
        m_workspace.setLiveAffinityUpdates(true);
        m_madeLive = true;
    }
    emit changed();
    return true;
}

void AffinityUpdates::startFromSavedSettings()
{
    DeskSettings saved = DeskSettings::load();
    if (!saved.webhookEnabled)
        return;
    if (saved.webhookPath.isEmpty()) { // set up before the desk made a path of its own
        saved.ensureWebhookPath();
        saved.save();
    }
    SecretStore::instance().read(webhookSecretKey, this,
                                 [this, saved](const QString &secret) { apply(saved, secret); });
}

bool AffinityUpdates::isListening() const
{
    return m_receiver && m_receiver->isListening();
}

QUrl AffinityUpdates::url() const
{
    if (!isListening())
        return {};
    QUrl url = m_receiver->url();
    if (m_anyAddress)
        url.setHost(QHostInfo::localHostName());
    return url;
}

QString AffinityUpdates::statusText() const
{
    if (!m_enabled)
        return tr("Off: the affinities page checks for changes itself.");
    if (!isListening())
        return m_error;
    const QString where = m_anyAddress ? tr("every network interface") : url().host();
    QStringList parts;
    parts << (m_receiver->isTls() ? tr("Listening on %1, port %2, with TLS (https).")
                                  : tr("Listening on %1, port %2 (http)."))
                 .arg(where)
                 .arg(m_receiver->port());
    const QDateTime last = m_receiver->lastEventAt();
    parts << (m_receiver->mode() == webhook::WebhookReceiver::Mode::Signed
                  ? tr("Updates come signed with the secret.")
                  : tr("Updates come unsigned: each is confirmed with the operator before it "
                       "is applied."));
    parts << (last.isValid()
                  ? tr("Last event at %1.")
                        .arg(QLocale().toString(last.toLocalTime(), QLocale::ShortFormat))
                  : tr("No event received yet."));
    parts << tr("Events applied: %1, refused: %2.")
                 .arg(m_receiver->appliedCount())
                 .arg(m_receiver->rejectedCount());
    return parts.join(u' ');
}

} // namespace brokerdesk::ui
