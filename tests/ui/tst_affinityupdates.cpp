#include "affinityflow.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "settings/advancedsection.h"
#include "settings/affinityupdates.h"
#include "settings/desksettings.h"
#include "settings/secretstore.h"
#include "settings/settingspage.h"
#include "shell/errorbanner.h"
#include "webhook/webhookreceiver.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTcpServer>
#include <QTest>

using namespace brokerdesk;
using namespace Qt::StringLiterals;

namespace {

const QString secret = u"whsec-office-42"_s;
// The path this desk made for its receiver (saved before the test, so the sandbox, which starts
// first, can be pointed at it).
const QString path = u"/hooks/affinity/pQ4v9XbT2mK7sLwN3cR8eA"_s;

void saveReceiverPath()
{
    ui::DeskSettings saved = ui::DeskSettings::load();
    saved.webhookPath = path;
    saved.save();
}

// A port free right now on loopback, for a receiver the sandbox must know before it starts.
quint16 freeLoopbackPort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

brokerdesk::sandbox::SandboxSettings deliveringTo(quint16 port, bool strict = false)
{
    auto settings = affinityflow::fastSettings();
    settings.strict = strict;
    settings.webhookTargets = {{QStringLiteral("demo-broker-1"),
                                QUrl(u"http://127.0.0.1:%1%2"_s.arg(port).arg(path)),
                                strict ? QByteArray() : secret.toUtf8()}};
    return settings;
}

// Ticks Receive affinity updates and types 127.0.0.1 and the port, as a person does.
bool turnOnReceiver(ui::SettingsPage &page, quint16 port)
{
    if (!typist::click(page.webhookField()))
        return false;
    if (!page.webhookField()->isChecked() && !typist::key(Qt::Key_Space))
        return false; // the click landed beside the label
    return page.webhookField()->isChecked() &&
           typist::click(page.advanced()->webhookAddressField()) && typist::type(u"127.0.0.1"_s) &&
           typist::click(page.webhookPortField()) && typist::retype(QString::number(port));
}

} // namespace

// The receiver for a real service, set up in Settings → Advanced as a person does, receiving
// what the real sandbox's outbox delivers.
class TestAffinityUpdates : public QObject
{
    Q_OBJECT
    std::unique_ptr<IsolatedSettings> m_settings;

private slots:
    void initTestCase() { ui::SecretStore::instance().setKeychainEnabled(false); }
    void init() { m_settings = std::make_unique<IsolatedSettings>(); }
    void cleanup() { m_settings.reset(); }

    void receiverSetUpInSettings_receivesTheServicesEvents_andThePageSaysSo()
    {
        const quint16 port = freeLoopbackPort();
        QVERIFY(port != 0);
        saveReceiverPath();
        UiFixture f(deliveringTo(port));
        QVERIFY2(f.server.started(), qPrintable(f.server.startError()));
        ui::AffinityUpdates updates(f.workspace);
        f.workspace.setAffinityUpdates(&updates);
        QSignalSpy pushed(&f.workspace, &ui::Workspace::affinityUpdated);

        ui::SettingsPage page(f.workspace);
        page.resize(800, 1400);
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        ui::AdvancedSection *advanced = page.advanced();
        QVERIFY(advanced->webhookStatus()->text().startsWith(u"Off"_s));

        QVERIFY(turnOnReceiver(page, port));
        QVERIFY(typist::click(page.webhookSecretField()));
        QVERIFY(typist::type(secret));
        QVERIFY(typist::click(page.saveButton()));
        QVERIFY2(page.errorBanner()->isHidden(), "the form was refused");

        QVERIFY(updates.isListening());
        const QString listening = u"Listening on 127.0.0.1, port %1 (http)."_s.arg(port);
        QVERIFY2(advanced->webhookStatus()->text().contains(listening),
                 qPrintable(advanced->webhookStatus()->text()));
        QVERIFY(advanced->webhookStatus()->text().contains(u"signed with the secret"_s));
        QCOMPARE(advanced->webhookUrlField()->text(),
                 u"http://127.0.0.1:%1%2"_s.arg(port).arg(path));
        QVERIFY(advanced->webhookStatus()->text().contains(u"No event received yet."_s));
        QVERIFY(f.workspace.hasLiveAffinityUpdates());

        // A real affinity: the service pushes it as it is issued.
        const auto created = affinityflow::create(f.server, f.server.token());
        QCOMPARE(created.status, 200);
        const QString id = created.json.value(u"id"_s).toString();
        QVERIFY(QTest::qWaitFor(
            [&] {
                for (const auto &args : std::as_const(pushed)) {
                    const QJsonObject a = args.at(0).toJsonObject();
                    if (a.value(u"id"_s).toString() == id && a.value(u"status"_s).toInt() == 1)
                        return true;
                }
                return false;
            },
            15000));
        const QString state = advanced->webhookStatus()->text();
        QVERIFY2(state.contains(u"Last event at "_s), qPrintable(state));
        QVERIFY2(state.contains(u"Events applied: %1, refused: 0."_s.arg(pushed.size())),
                 qPrintable(state));
    }

    void savedReceiver_startsAtLaunch()
    {
        const quint16 port = freeLoopbackPort();
        UiFixture f;
        ui::DeskSettings saved;
        saved.webhookEnabled = true;
        saved.webhookAddress = u"127.0.0.1"_s;
        saved.webhookPort = port;
        saved.save(); // set up before the desk made paths: it makes one now
        ui::SecretStore::instance().write(ui::webhookSecretKey, secret, nullptr, {});
        ui::AffinityUpdates updates(f.workspace);
        updates.startFromSavedSettings();
        QTRY_VERIFY(updates.isListening());
        const QString made = ui::DeskSettings::load().webhookPath;
        QVERIFY2(made.startsWith(u"/hooks/affinity/"_s) && made.size() >= 16 + 22,
                 qPrintable(made));
        QCOMPARE(updates.url(), QUrl(u"http://127.0.0.1:%1%2"_s.arg(port).arg(made)));
    }

    void unsignedUpdates_setUpInSettings_areConfirmedWithTheOperator_andAForgedOneChangesNothing()
    {
        const quint16 port = freeLoopbackPort();
        QVERIFY(port != 0);
        saveReceiverPath();
        UiFixture f(deliveringTo(port, true)); // the operator as documented: nothing signed
        QVERIFY2(f.server.started(), qPrintable(f.server.startError()));
        ui::AffinityUpdates updates(f.workspace);
        f.workspace.setAffinityUpdates(&updates);
        QSignalSpy pushed(&f.workspace, &ui::Workspace::affinityUpdated);
        ui::SettingsPage page(f.workspace);
        page.resize(800, 1400);
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        ui::AdvancedSection *advanced = page.advanced();

        QVERIFY(turnOnReceiver(page, port));
        QComboBox *mode = advanced->webhookModeField();
        mode->setCurrentIndex(mode->findData(int(ui::WebhookMode::Unsigned)));
        QVERIFY(!page.webhookSecretField()->isEnabled()); // no secret to agree on
        QVERIFY(typist::click(page.saveButton()));
        QVERIFY2(page.errorBanner()->isHidden(), "the form was refused");
        QVERIFY(updates.isListening());
        const QString state = advanced->webhookStatus()->text();
        QVERIFY2(state.contains(u"unsigned"_s) && state.contains(u"confirmed with the operator"_s),
                 qPrintable(state));
        QCOMPARE(advanced->webhookUrlField()->text(),
                 u"http://127.0.0.1:%1%2"_s.arg(port).arg(path));
        QTest::qWait(50); // the state line laid out again at its new length
        advanced->grab().save(QDir::temp().filePath(u"brokerdesk-affinity-updates.png"_s));

        // The operator's unsigned deliveries: the affinity shows up issued, as the service says.
        const QByteArray token = f.server.token();
        const auto created = affinityflow::create(f.server, token);
        QCOMPARE(created.status, 200);
        const QString id = created.json.value(u"id"_s).toString();
        const auto issuedPushed = [&] {
            return std::any_of(pushed.cbegin(), pushed.cend(), [&](const QList<QVariant> &args) {
                const QJsonObject a = args.at(0).toJsonObject();
                return a.value(u"id"_s).toString() == id && a.value(u"status"_s).toInt() == 1;
            });
        };
        QVERIFY(QTest::qWaitFor(issuedPushed, 15000));
        QTRY_COMPARE(updates.receiver()->pendingReadBacks(), 0);

        // A forged cancellation at the same address: what reaches the desk is the service's row.
        const QJsonObject truth = affinityflow::listed(f.server, token, id);
        pushed.clear();
        QNetworkAccessManager http;
        QNetworkRequest request(updates.url());
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        std::unique_ptr<QNetworkReply> reply(http.post(
            request, QJsonDocument(QJsonObject{{u"id"_s, id}, {u"status"_s, 2}}).toJson()));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        QVERIFY(finished.wait(5000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        QTRY_VERIFY_WITH_TIMEOUT(!pushed.isEmpty(), 10000); // maybe read back already
        QCOMPARE(pushed.constLast().at(0).toJsonObject(), truth);
        QCOMPARE(affinityflow::statusOf(f.server, token, id), 1);
    }

    void signedWithoutASecret_isRefused_andNothingListens_asTheOperatorSendsListensUnsigned()
    {
        UiFixture f;
        ui::AffinityUpdates updates(f.workspace);
        f.workspace.setAffinityUpdates(&updates);
        ui::SettingsPage page(f.workspace);
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        page.webhookField()->setChecked(true);
        page.advanced()->webhookAddressField()->setText(u"127.0.0.1"_s);
        page.advanced()->webhookPortField()->setValue(freeLoopbackPort());
        QComboBox *mode = page.advanced()->webhookModeField();
        mode->setCurrentIndex(mode->findData(int(ui::WebhookMode::Signed)));
        page.webhookSecretField()->clear(); // the session may remember one from another test
        QVERIFY(!page.save());
        QVERIFY(!page.errorBanner()->isHidden());
        QVERIFY(!updates.isListening());

        // The default follows the operator: no secret agreed, so updates come unsigned.
        mode->setCurrentIndex(mode->findData(int(ui::WebhookMode::Automatic)));
        QVERIFY(page.save());
        QVERIFY(updates.isListening());
        QCOMPARE(updates.receiver()->mode(), webhook::WebhookReceiver::Mode::Unsigned);
    }
};

QTEST_MAIN(TestAffinityUpdates)
#include "tst_affinityupdates.moc"
