#include "advancedsection.h"

#include "common/lineedit.h"

#include "affinityupdates.h"
#include "shell/errorbanner.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QSslCertificate>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

bool isReadableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isReadable();
}

} // namespace

AdvancedSection::AdvancedSection(QWidget *parent)
    : QWidget(parent), m_webhook(new QCheckBox(tr("Receive affinity updates (webhook)"), this)),
      m_webhookAddress(
          namedLineEdit(this, tr("Webhook listen address"), tr("All network interfaces"))),
      m_webhookPort(new QSpinBox(this)), m_webhookSecret(namedLineEdit(this, tr("Webhook secret"))),
      m_webhookMode(new QComboBox(this)),
      m_webhookUrl(namedLineEdit(this, tr("Address for the operator"),
                                 tr("Shown once the desk receives updates"))),
      m_webhookCert(
          namedLineEdit(this, tr("Webhook TLS certificate file"), tr("None: plain http"))),
      m_webhookKey(namedLineEdit(this, tr("Webhook TLS key file"), tr("None: plain http"))),
      m_webhookStatus(new QLabel(this)), m_proxy(new QComboBox(this)),
      m_proxyHost(namedLineEdit(this, tr("Proxy host"), QStringLiteral("proxy.example.com"))),
      m_proxyPort(new QSpinBox(this)),
      m_proxyUser(namedLineEdit(this, tr("Proxy user"), tr("None"))),
      m_proxyPassword(namedLineEdit(this, tr("Proxy password"))),
      m_extraCa(namedLineEdit(this, tr("Extra certificate authority file"),
                              tr("None: the system's only")))
{
    using P = api::NetworkSettings::Proxy;
    m_proxy->setAccessibleName(tr("Proxy"));
    m_proxy->addItem(tr("The system's proxy settings"), int(P::System));
    m_proxy->addItem(tr("No proxy"), int(P::None));
    m_proxy->addItem(tr("This proxy"), int(P::Manual));
    m_proxyPort->setRange(1, 65535);
    m_proxyPort->setAccessibleName(tr("Proxy port"));
    m_proxyPassword->setEchoMode(QLineEdit::Password);
    m_webhookSecret->setEchoMode(QLineEdit::Password);
    m_webhookMode->setAccessibleName(tr("How updates arrive"));
    m_webhookMode->addItem(tr("As the operator sends them: signed if a secret is set"),
                           int(WebhookMode::Automatic));
    m_webhookMode->addItem(tr("Signed with the secret"), int(WebhookMode::Signed));
    m_webhookMode->addItem(tr("Unsigned: each update is confirmed with the operator"),
                           int(WebhookMode::Unsigned));
    m_webhookUrl->setReadOnly(true);
    m_webhookPort->setRange(1, 65535);
    m_webhookPort->setAccessibleName(tr("Webhook port"));
    m_webhookStatus->setWordWrap(true);
    m_webhookStatus->setAccessibleName(tr("Affinity updates state"));
    m_webhookStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *hooks = new QGroupBox(tr("Affinity updates"), this);
    auto *hookForm = new QFormLayout(hooks);
    hookForm->addRow(m_webhook);
    hookForm->addRow(tr("Listen a&ddress:"), m_webhookAddress);
    hookForm->addRow(tr("P&ort:"), m_webhookPort);
    hookForm->addRow(tr("Updates a&rrive:"), m_webhookMode);
    hookForm->addRow(tr("Se&cret:"), m_webhookSecret);
    hookForm->addRow(tr("TLS certi&ficate file:"), m_webhookCert);
    hookForm->addRow(tr("TLS &key file:"), m_webhookKey);
    hookForm->addRow(tr("Address for the o&perator:"), m_webhookUrl);
    hookForm->addRow(m_webhookStatus);

    auto *network = new QGroupBox(tr("Network"), this);
    auto *networkForm = new QFormLayout(network);
    networkForm->addRow(tr("Pro&xy:"), m_proxy);
    networkForm->addRow(tr("Proxy &host:"), m_proxyHost);
    networkForm->addRow(tr("Proxy po&rt:"), m_proxyPort);
    networkForm->addRow(tr("Proxy user na&me:"), m_proxyUser);
    networkForm->addRow(tr("Proxy pass&word:"), m_proxyPassword);
    networkForm->addRow(tr("Extra certificate authorit&y (PEM):"), m_extraCa);
    auto *caNote = new QLabel(tr("For an office whose proxy inspects secure connections: its "
                                 "certificate authority is trusted besides the system's."),
                              network);
    caNote->setWordWrap(true);
    networkForm->addRow(caNote);

    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(hooks);
    column->addWidget(network);

    connect(m_webhook, &QCheckBox::toggled, this, &AdvancedSection::updateEnabled);
    connect(m_webhookMode, &QComboBox::currentIndexChanged, this, &AdvancedSection::updateEnabled);
    connect(m_proxy, &QComboBox::currentIndexChanged, this, &AdvancedSection::updateEnabled);
    updateEnabled();
}

void AdvancedSection::fill(const DeskSettings &s)
{
    m_webhook->setChecked(s.webhookEnabled);
    m_webhookAddress->setText(s.webhookAddress);
    m_webhookPort->setValue(s.webhookPort);
    m_webhookSecret->clear();
    m_webhookMode->setCurrentIndex(qMax(0, m_webhookMode->findData(int(s.webhookMode))));
    m_webhookCert->setText(s.webhookCertFile);
    m_webhookKey->setText(s.webhookKeyFile);
    m_proxy->setCurrentIndex(qMax(0, m_proxy->findData(int(s.network.proxy))));
    m_proxyHost->setText(s.network.proxyHost);
    m_proxyPort->setValue(s.network.proxyPort);
    m_proxyUser->setText(s.network.proxyUser);
    m_proxyPassword->clear();
    m_extraCa->setText(s.network.extraCaFile);
    updateEnabled();
}

void AdvancedSection::write(DeskSettings &d) const
{
    d.webhookEnabled = m_webhook->isChecked();
    d.webhookAddress = m_webhookAddress->text().trimmed();
    d.webhookPort = quint16(m_webhookPort->value());
    d.webhookCertFile = m_webhookCert->text().trimmed();
    d.webhookKeyFile = m_webhookKey->text().trimmed();
    d.webhookMode = WebhookMode(m_webhookMode->currentData().toInt());
    if (d.webhookEnabled)
        d.ensureWebhookPath();
    d.network.proxy = api::NetworkSettings::Proxy(m_proxy->currentData().toInt());
    d.network.proxyHost = m_proxyHost->text().trimmed();
    d.network.proxyPort = quint16(m_proxyPort->value());
    d.network.proxyUser = m_proxyUser->text().trimmed();
    d.network.extraCaFile = m_extraCa->text().trimmed();
}

void AdvancedSection::check(api::ApiError &error) const
{
    const auto need = [&error](const QString &field, const QString &reason) {
        error.fields << api::FieldError{field, reason};
    };
    if (m_proxy->currentData().toInt() == int(api::NetworkSettings::Proxy::Manual) &&
        m_proxyHost->text().trimmed().isEmpty())
        need(QStringLiteral("proxy_host"), tr("enter the proxy's address"));
    const QString ca = m_extraCa->text().trimmed();
    if (!ca.isEmpty() && QSslCertificate::fromPath(ca, QSsl::Pem).isEmpty())
        need(QStringLiteral("extra_ca"), tr("this file holds no PEM certificate"));
    if (!m_webhook->isChecked())
        return;
    const QString address = m_webhookAddress->text().trimmed();
    if (!address.isEmpty() && QHostAddress(address).isNull())
        need(QStringLiteral("webhook_address"),
             tr("enter an IP address of this computer, or leave it empty"));
    if (m_webhookSecret->text().isEmpty() &&
        m_webhookMode->currentData().toInt() == int(WebhookMode::Signed))
        need(QStringLiteral("webhook_secret"), tr("enter the secret agreed with the operator"));
    const QString cert = m_webhookCert->text().trimmed();
    const QString key = m_webhookKey->text().trimmed();
    if (!cert.isEmpty() && !isReadableFile(cert))
        need(QStringLiteral("webhook_certificate"), tr("this file cannot be read"));
    if (!key.isEmpty() && !isReadableFile(key))
        need(QStringLiteral("webhook_key"), tr("this file cannot be read"));
    if (cert.isEmpty() != key.isEmpty())
        need(cert.isEmpty() ? QStringLiteral("webhook_certificate") : QStringLiteral("webhook_key"),
             tr("TLS needs both the certificate and its key"));
}

void AdvancedSection::registerFields(ErrorBanner &banner)
{
    banner.setFieldWidget(QStringLiteral("webhook_address"), m_webhookAddress);
    banner.setFieldWidget(QStringLiteral("webhook_secret"), m_webhookSecret);
    banner.setFieldWidget(QStringLiteral("webhook_certificate"), m_webhookCert);
    banner.setFieldWidget(QStringLiteral("webhook_key"), m_webhookKey);
    banner.setFieldWidget(QStringLiteral("proxy_host"), m_proxyHost);
    banner.setFieldWidget(QStringLiteral("extra_ca"), m_extraCa);
}

void AdvancedSection::watch(AffinityUpdates *updates)
{
    if (m_updates)
        m_updates->disconnect(this);
    m_updates = updates;
    if (m_updates)
        connect(m_updates, &AffinityUpdates::changed, this, &AdvancedSection::showStatus);
    showStatus();
}

void AdvancedSection::showStatus()
{
    m_webhookStatus->setText(m_updates ? m_updates->statusText() : QString());
    m_webhookStatus->setVisible(m_updates != nullptr);
    m_webhookUrl->setText(m_updates ? m_updates->url().toString() : QString());
}

void AdvancedSection::updateEnabled()
{
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_webhookAddress, m_webhookPort, m_webhookMode,
                                          m_webhookSecret, m_webhookCert, m_webhookKey})
        w->setEnabled(m_webhook->isChecked());
    // Unsigned updates need no secret.
    m_webhookSecret->setEnabled(m_webhook->isChecked() &&
                                m_webhookMode->currentData().toInt() != int(WebhookMode::Unsigned));
    const bool manual = m_proxy->currentData().toInt() == int(api::NetworkSettings::Proxy::Manual);
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_proxyHost, m_proxyPort, m_proxyUser, m_proxyPassword})
        w->setEnabled(manual);
}

} // namespace brokerdesk::ui
