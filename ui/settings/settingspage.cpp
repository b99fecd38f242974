#include "settingspage.h"

#include "common/look.h"
#include "common/pageheader.h"

#include "common/taborder.h"

#include "common/lineedit.h"

#include "advancedsection.h"
#include "affinityupdates.h"
#include "brokeragesection.h"
#include "icons.h"
#include "lookupsection.h"
#include "secretstore.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include "api/brokerchannels.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

bool isHttpUrl(const QUrl &url)
{
    return url.isValid() && !url.host().isEmpty() &&
           (url.scheme() == QStringLiteral("http") || url.scheme() == QStringLiteral("https"));
}

} // namespace

SettingsPage::SettingsPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent), m_sandbox(new QRadioButton(tr("Built-in demo service"), this)),
      m_server(new QRadioButton(tr("Brokerage service"), this)),
      m_serverUrl(namedLineEdit(this, tr("Server URL"), QStringLiteral("https://api.example.com"))),
      m_tokenUrl(namedLineEdit(this, tr("Token URL"), tr("Server URL + /oauth2/token"))),
      m_clientId(namedLineEdit(this, tr("Client id"))),
      m_clientSecret(namedLineEdit(this, tr("Client secret"))),
      m_audience(namedLineEdit(this, tr("Audience"))), m_channelPicker(new QComboBox(this)),
      m_loadChannels(new QPushButton(tr("&Load channels"), this)),
      m_channel(namedLineEdit(this, tr("Broker channel id"))),
      m_channelSource(new api::ApiClient({}, this)),
      m_allowHttp(new QCheckBox(
          tr("Allow unencrypted http:// (the secret and tokens travel readable)"), this)),
      m_language(new QComboBox(this)), m_brokerage(new BrokerageSection(this)),
      m_connectionToggle(new QToolButton(this)), m_connectionBody(new QWidget(this)),
      m_advanced(new AdvancedSection(this)), m_lookups(new LookupSection(this)),
      m_note(new QLabel(this)), m_keychain(new QLabel(this)), m_error(new ErrorBanner(this)),
      m_header(new PageHeader(tr("Settings"), this)),
      m_test(new QPushButton(tr("Test co&nnection"), this)), m_testResult(new QLabel(this)),
      m_save(new QPushButton(tr("&Save"), this)), m_revert(new QPushButton(tr("Re&vert"), this))
{
    m_clientSecret->setEchoMode(QLineEdit::Password);
    m_language->setAccessibleName(tr("Language"));
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Português (Brasil)"), QStringLiteral("pt_BR"));
    m_channelPicker->setAccessibleName(tr("Broker channel"));
    m_loadChannels->setToolTip(tr("Sign in with the connection above and list your channels"));
    m_sandbox->setAccessibleName(tr("Use the built-in demo service"));
    m_server->setAccessibleName(tr("Use a brokerage service"));
    m_keychain->setWordWrap(true);
    m_keychain->setStyleSheet(QStringLiteral("color: #8a5a00;"));
    m_keychain->hide();
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: #2e7d32;"));

    auto *connection = new QGroupBox(tr("Operator"), m_connectionBody);
    auto *form = new QFormLayout(connection);
    m_form = form;
    form->addRow(m_sandbox);
    form->addRow(m_server);
    form->addRow(tr("Server &URL:"), m_serverUrl);
    form->addRow(tr("Client &id:"), m_clientId);
    form->addRow(tr("Client s&ecret:"), m_clientSecret);
    auto *channelRow = new QHBoxLayout;
    channelRow->addWidget(m_channelPicker, 1);
    channelRow->addWidget(m_loadChannels);
    // A row of two widgets gets no buddy from the form: the label names the picker itself.
    auto *channelLabel = new QLabel(tr("Broker &channel:"), this);
    channelLabel->setBuddy(m_channelPicker);
    form->addRow(channelLabel, channelRow);
    form->addRow(tr("Channel i&d:"), m_channel);
    // The test sits with the connection it tests, its answer beside it.
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_testResult, 1);
    testRow->addWidget(m_test);
    form->addRow(testRow);
    form->addRow(m_keychain);
    // What the operator's onboarding sets once. The scopes the desk asks for are the ones it
    // needs (api::allScopes): never shown, never typed.
    auto *signIn = new QGroupBox(tr("Sign-in details"), m_connectionBody);
    auto *signInForm = new QFormLayout(signIn);
    signInForm->addRow(tr("&Token URL:"), m_tokenUrl);
    signInForm->addRow(tr("&Audience:"), m_audience);
    signInForm->addRow(m_allowHttp);

    auto *general = new QGroupBox(tr("Language"), this);
    auto *generalForm = new QFormLayout(general);
    generalForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    generalForm->addRow(tr("&Language:"), m_language);
    generalForm->addRow(
        new QLabel(tr("A new language applies the next time BrokerDesk starts."), general));

    // Folded: a broker never needs it, an administrator opens it once.
    m_connectionToggle->setObjectName(QStringLiteral("connectionToggle"));
    m_connectionToggle->setText(tr("Connection (administrator)"));
    m_connectionToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_connectionToggle->setArrowType(Qt::RightArrow);
    m_connectionToggle->setCheckable(true);
    m_connectionToggle->setAutoRaise(true);
    QFont bold = m_connectionToggle->font();
    bold.setBold(true);
    m_connectionToggle->setFont(bold);
    m_connectionBody->setObjectName(QStringLiteral("connectionSection"));
    auto *connectionColumn = new QVBoxLayout(m_connectionBody);
    connectionColumn->setContentsMargins(0, 0, 0, 0);
    connectionColumn->addWidget(connection);
    connectionColumn->addWidget(signIn);
    connectionColumn->addWidget(m_advanced);
    m_connectionBody->setVisible(false);

    m_save->setDefault(true);
    markPrimary(m_save);
    m_save->setToolTip(tr("Save and apply (Ctrl+S)"));
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_testResult->setObjectName(QStringLiteral("testResult"));
    m_testResult->setWordWrap(true);
    m_test->setToolTip(tr("Sign in with what the form holds and read the channel's products"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_note, 1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_save);
    // As drawn: my brokerage, language, lookups, Revert and Save, then the folded connection.
    setTabChain({m_brokerage->nameField(),
                 m_brokerage->susepField(),
                 m_brokerage->logoField(),
                 m_brokerage->chooseLogoButton(),
                 m_brokerage->footerField(),
                 m_language,
                 m_lookups->cepField(),
                 m_lookups->fipeField(),
                 m_revert,
                 m_save,
                 m_connectionToggle,
                 m_serverUrl,
                 m_clientId,
                 m_clientSecret,
                 m_channelPicker,
                 m_loadChannels,
                 m_channel,
                 m_test,
                 m_tokenUrl,
                 m_audience,
                 m_allowHttp});

    auto *content = new QWidget(this);
    auto *column = new QVBoxLayout(content);
    column->addWidget(m_header);
    column->addWidget(m_error);
    column->addWidget(m_brokerage);
    column->addWidget(general);
    column->addWidget(m_lookups);
    column->addLayout(buttons);
    column->addWidget(m_connectionToggle, 0, Qt::AlignLeft);
    column->addWidget(m_connectionBody);
    column->addStretch();
    content->setMaximumWidth(760);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(scroll);
    // Opened, the connection scrolls up to its heading: what was asked for comes into view.
    connect(m_connectionToggle, &QToolButton::toggled, this, [this, scroll](bool open) {
        m_connectionToggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        m_connectionBody->setVisible(open);
        if (open)
            QTimer::singleShot(0, scroll, [this, scroll] {
                scroll->verticalScrollBar()->setValue(m_connectionToggle->y());
            });
    });

    m_error->setFieldWidget(QStringLiteral("server_url"), m_serverUrl);
    m_error->setFieldWidget(QStringLiteral("token_url"), m_tokenUrl);
    m_error->setFieldWidget(QStringLiteral("client_id"), m_clientId);
    m_error->setFieldWidget(QStringLiteral("client_secret"), m_clientSecret);
    m_error->setFieldWidget(QStringLiteral("broker_channel_id"), m_channel);
    m_brokerage->registerFields(*m_error);
    m_advanced->registerFields(*m_error);
    m_lookups->registerFields(*m_error);
    m_advanced->watch(workspace.affinityUpdates());

    connect(m_server, &QRadioButton::toggled, this, &SettingsPage::updateEnabled);
    connect(m_loadChannels, &QPushButton::clicked, this, &SettingsPage::loadChannels);
    connect(m_channelPicker, &QComboBox::activated, this, &SettingsPage::pickChannel);
    connect(m_test, &QPushButton::clicked, this, &SettingsPage::testConnection);
    connect(m_save, &QPushButton::clicked, this, &SettingsPage::save);
    connect(m_revert, &QPushButton::clicked, this, &SettingsPage::activate);
    auto *saveKey = new QShortcut(QKeySequence::Save, this);
    connect(saveKey, &QShortcut::activated, this, &SettingsPage::save);
    auto *keychain = &SecretStore::instance();
    m_keychain->setText(tr("No keychain is available on this computer: secrets are kept for "
                           "this session only and must be entered again next time."));
    m_keychain->setVisible(!keychain->isPersistent());
    connect(keychain, &SecretStore::persistenceChanged, m_keychain,
            [this](bool persistent) { m_keychain->setVisible(!persistent); });
    fill(DeskSettings::load());
}

QString SettingsPage::title() const
{
    return tr("Settings");
}

QIcon SettingsPage::icon() const
{
    return ui::icon(QStringLiteral("settings"));
}

QLineEdit *SettingsPage::brokerageNameField() const
{
    return m_brokerage->nameField();
}

QLineEdit *SettingsPage::brokerageSusepField() const
{
    return m_brokerage->susepField();
}

void SettingsPage::activate()
{
    m_error->clear();
    m_note->clear();
    fill(DeskSettings::load());
}

void SettingsPage::fill(const DeskSettings &s)
{
    m_loaded = s;
    m_header->setSummary(s.useSandbox
                             ? tr("Working on the built-in demo service")
                             : tr("Working on the service at %1").arg(s.server.baseUrl.host()));
    (s.useSandbox ? m_sandbox : m_server)->setChecked(true);
    const api::ServerSettings &shown = s.useSandbox ? workspace().api().settings() : s.server;
    m_serverUrl->setText(shown.baseUrl.toString());
    m_tokenUrl->setText(s.useSandbox ? shown.effectiveTokenUrl().toString()
                                     : shown.tokenUrl.toString());
    m_clientId->setText(shown.clientId);
    m_audience->setText(shown.audience);
    m_channel->setText(s.useSandbox ? workspace().brokerChannelId() : s.brokerChannelId);
    showChannels({}); // names come with "Load channels"
    if (s.useSandbox) // the demo's channel by its name, as the service lists it
        api::brokerChannels(workspace().api(), api::PageQuery::number(1, 100), this,
                            [this](const api::ApiResult<api::BrokerChannelPage> &result) {
                                if (result.ok() && m_sandbox->isChecked())
                                    showChannels(result.value().items);
                            });
    m_allowHttp->setChecked(shown.allowInsecureHttp);
    m_language->setCurrentIndex(qMax(0, m_language->findData(s.language)));
    m_brokerage->fill(s);
    m_advanced->fill(s);
    m_lookups->fill(s);
    m_clientSecret->clear();
    if (s.useSandbox)
        m_clientSecret->setText(shown.clientSecret);
    m_pendingSecrets = s.useSandbox ? 2 : 3;
    emit busyChanged(true);
    auto &secrets = SecretStore::instance();
    if (!s.useSandbox)
        secrets.read(clientSecretKey, this, [this](const QString &v) {
            m_clientSecret->setText(v);
            secretDone();
        });
    secrets.read(proxyPasswordKey, this, [this](const QString &v) {
        m_advanced->proxyPasswordField()->setText(v);
        secretDone();
    });
    secrets.read(webhookSecretKey, this, [this](const QString &v) {
        webhookSecretField()->setText(v);
        secretDone();
    });
    updateEnabled();
}

void SettingsPage::secretDone()
{
    if (--m_pendingSecrets == 0)
        emit busyChanged(false);
}

void SettingsPage::updateEnabled()
{
    const bool server = m_server->isChecked();
    for (QWidget *w : std::initializer_list<QWidget *>{m_serverUrl, m_tokenUrl, m_clientId,
                                                       m_clientSecret, m_audience, m_channelPicker,
                                                       m_loadChannels, m_channel, m_allowHttp})
        w->setEnabled(server);
}

DeskSettings SettingsPage::formSettings() const
{
    DeskSettings d = m_loaded;
    d.useSandbox = m_sandbox->isChecked();
    if (!d.useSandbox) {
        d.server.baseUrl = QUrl::fromUserInput(m_serverUrl->text().trimmed());
        d.server.tokenUrl = m_tokenUrl->text().trimmed().isEmpty()
                                ? QUrl()
                                : QUrl::fromUserInput(m_tokenUrl->text().trimmed());
        d.server.clientId = m_clientId->text().trimmed();
        d.server.audience = m_audience->text().trimmed();
        d.brokerChannelId = m_channel->text().trimmed();
        d.server.allowInsecureHttp = m_allowHttp->isChecked();
    }
    d.language = m_language->currentData().toString();
    m_brokerage->write(d);
    m_advanced->write(d);
    m_lookups->write(d);
    return d;
}

bool SettingsPage::validate()
{
    api::ApiError error;
    error.message = tr("Some settings need your attention.");
    m_brokerage->check(error);
    m_advanced->check(error);
    m_lookups->check(error);
    const auto need = [&error](const QString &field, const QString &reason) {
        error.fields << api::FieldError{field, reason};
    };
    const DeskSettings d = formSettings();
    if (m_sandbox->isChecked())
        return showInvalid(error);
    if (!isHttpUrl(d.server.baseUrl))
        need(QStringLiteral("server_url"), tr("enter an http:// or https:// address"));
    else if (d.server.refuses(d.server.baseUrl))
        need(QStringLiteral("server_url"), tr("use https://, or allow unencrypted http:// below"));
    if (!m_tokenUrl->text().trimmed().isEmpty() && !isHttpUrl(d.server.tokenUrl))
        need(QStringLiteral("token_url"),
             tr("enter an http:// or https:// address, or leave it empty"));
    else if (!d.server.tokenUrl.isEmpty() && d.server.refuses(d.server.tokenUrl))
        need(QStringLiteral("token_url"), tr("use https://, or allow unencrypted http:// below"));
    if (d.server.clientId.isEmpty())
        need(QStringLiteral("client_id"), tr("enter the client id you were given"));
    if (m_clientSecret->text().isEmpty())
        need(QStringLiteral("client_secret"), tr("enter the client secret you were given"));
    if (d.brokerChannelId.isEmpty())
        need(QStringLiteral("broker_channel_id"), tr("enter your broker channel id"));
    return showInvalid(error);
}

void SettingsPage::loadChannels()
{
    m_error->clear();
    api::ServerSettings server = formSettings().server;
    server.clientSecret = m_clientSecret->text();
    m_channelSource->setSettings(server);
    m_loadChannels->setEnabled(false);
    api::brokerChannels(
        *m_channelSource, api::PageQuery::number(1, 100), this,
        [this](const api::ApiResult<api::BrokerChannelPage> &result) {
            m_loadChannels->setEnabled(m_server->isChecked());
            if (!result.ok()) {
                m_error->showError(result.error(), tr("The channels could not be listed."), false);
                return;
            }
            showChannels(result.value().items);
            m_note->setText(tr("%n channel(s) found.", nullptr, int(result.value().items.size())));
        });
}

void SettingsPage::testConnection()
{
    m_error->clear();
    m_testResult->clear();
    if (!validate())
        return;
    const DeskSettings d = formSettings();
    api::ServerSettings server = d.useSandbox ? workspace().api().settings() : d.server;
    if (!d.useSandbox)
        server.clientSecret = m_clientSecret->text();
    const QString channel = d.useSandbox ? workspace().brokerChannelId() : d.brokerChannelId;
    const QString host = server.baseUrl.host();
    m_channelSource->setSettings(server);
    m_test->setEnabled(false);
    m_testResult->setText(tr("Signing in at %1…").arg(host));
    m_channelSource->signIn(this, [this, channel,
                                   host](const api::ApiResult<api::AccessToken> &in) {
        if (!in.ok()) {
            m_test->setEnabled(true);
            m_testResult->clear();
            m_error->showError(in.error(), tr("Signing in at %1 did not work.").arg(host), false);
            return;
        }
        m_testResult->setText(tr("Signed in at %1; reading the channel…").arg(host));
        m_channelSource->merchantStore(
            channel, this, [this, host](const api::ApiResult<domain::Store> &store) {
                m_test->setEnabled(true);
                if (!store.ok()) {
                    m_testResult->clear();
                    m_error->showError(
                        store.error(),
                        tr("Signed in at %1, but the channel could not be read.").arg(host), false);
                    return;
                }
                m_testResult->setText(tr("The connection works: signed in at %1, and the channel "
                                         "offers %n product(s).",
                                         nullptr, int(store.value().brokerProducts.size()))
                                          .arg(host));
            });
    });
}

void SettingsPage::showChannels(const QList<domain::BrokerChannel> &channels)
{
    const QString current = m_channel->text().trimmed();
    m_channelPicker->clear();
    for (const domain::BrokerChannel &c : channels)
        m_channelPicker->addItem(c.name.isEmpty() ? tr("Unnamed channel") : c.name, c.id);
    // A configured id the list lacks is kept, never silently replaced.
    if (!current.isEmpty() && m_channelPicker->findData(current) < 0)
        m_channelPicker->addItem(channels.isEmpty() ? tr("Configured channel")
                                                    : tr("Configured channel (not listed)"),
                                 current);
    m_channelPicker->addItem(tr("Another channel (enter its id)"), QString());
    const int chosen = current.isEmpty() ? 0 : m_channelPicker->findData(current);
    m_channelPicker->setCurrentIndex(chosen);
    pickChannel(chosen);
}

void SettingsPage::pickChannel(int index)
{
    const bool another = index == m_channelPicker->count() - 1;
    if (!another)
        m_channel->setText(m_channelPicker->itemData(index).toString());
    m_form->setRowVisible(m_channel, another);
}

bool SettingsPage::showInvalid(const api::ApiError &error)
{
    if (error.fields.isEmpty())
        return true;
    // A field to fix under the folded connection opens it, so the focus can reach the field.
    static const QStringList unfolded{
        QStringLiteral("brokerage_susep"), QStringLiteral("brokerage_logo"),
        QStringLiteral("proposal_footer"), QStringLiteral("cep_lookup_url"),
        QStringLiteral("fipe_lookup_url")};
    for (const api::FieldError &field : error.fields)
        if (!unfolded.contains(field.field))
            m_connectionToggle->setChecked(true);
    m_error->showError(error, false);
    return false;
}

bool SettingsPage::save()
{
    m_error->clear();
    if (!validate())
        return false;
    const DeskSettings d = formSettings();
    const bool connectionChanged = d.useSandbox != m_loaded.useSandbox;
    const bool languageChanged = d.language != m_loaded.language;
    d.save();
    auto &secrets = SecretStore::instance();
    if (!d.useSandbox)
        secrets.write(clientSecretKey, m_clientSecret->text(), this, {});
    secrets.write(webhookSecretKey, webhookSecretField()->text(), this, {});
    secrets.write(proxyPasswordKey, m_advanced->proxyPasswordField()->text(), this, {});
    if (!d.useSandbox) {
        // Network settings reach a real service only: the built-in one is on this computer.
        api::NetworkSettings network = d.network;
        network.proxyPassword = m_advanced->proxyPasswordField()->text();
        workspace().api().setNetworkSettings(network);
        api::ServerSettings server = d.server;
        server.clientSecret = m_clientSecret->text();
        workspace().api().setSettings(server);
        workspace().setBrokerChannelId(d.brokerChannelId);
        if (api::Lookups *lookups = workspace().lookups()) {
            lookups->address().setBaseUrl(d.cepLookupUrl);
            lookups->vehicle().setBaseUrl(d.fipeLookupUrl);
        }
    }
    m_loaded = d;
    // The receiver follows the form at once: the operator may be retrying deliveries now.
    if (AffinityUpdates *updates = workspace().affinityUpdates())
        updates->apply(d, webhookSecretField()->text());
    QStringList note{tr("Saved.")};
    if (d.useSandbox && connectionChanged)
        note << tr("The built-in demo service starts the next time BrokerDesk starts.");
    if (languageChanged)
        note << tr("The new language applies the next time BrokerDesk starts.");
    m_note->setText(note.join(u' '));
    emit workspace().status(tr("Settings saved"));
    emit saved(d);
    return true;
}

QCheckBox *SettingsPage::webhookField() const
{
    return m_advanced->webhookField();
}

QSpinBox *SettingsPage::webhookPortField() const
{
    return m_advanced->webhookPortField();
}

QLineEdit *SettingsPage::webhookSecretField() const
{
    return m_advanced->webhookSecretField();
}

QString SettingsPage::testResultText() const
{
    return m_testResult->text();
}

QString SettingsPage::noteText() const
{
    return m_note->text();
}

} // namespace brokerdesk::ui
