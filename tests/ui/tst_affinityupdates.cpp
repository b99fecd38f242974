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

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTcpServer>
#include <QTest>

using namespace brokerdesk;
using namespace Qt::StringLiterals;

namespace {

const QString secret = u"whsec-office-42"_s;

// A port free right now on loopback, for a receiver the sandbox must know before it starts.
quint16 freeLoopbackPort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

brokerdesk::sandbox::SandboxSettings deliveringTo(quint16 port)
{
    auto settings = affinityflow::fastSettings();
    settings.webhookTargets = {{QStringLiteral("demo-broker-1"),
                                QUrl(u"http://127.0.0.1:%1/hooks/affinity"_s.arg(port)),
                                secret.toUtf8()}};
    return settings;
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

        QVERIFY(typist::click(page.webhookField()));
        if (!page.webhookField()->isChecked()) // the click landed beside the label
            QVERIFY(typist::key(Qt::Key_Space));
        QVERIFY(page.webhookField()->isChecked());
        QVERIFY(typist::click(advanced->webhookAddressField()));
        QVERIFY(typist::type(u"127.0.0.1"_s));
        QVERIFY(typist::click(page.webhookPortField()));
        QVERIFY(typist::retype(QString::number(port)));
        QVERIFY(typist::click(page.webhookSecretField()));
        QVERIFY(typist::type(secret));
        QVERIFY(typist::click(page.saveButton()));
        QVERIFY2(page.errorBanner()->isHidden(), "the form was refused");

        QVERIFY(updates.isListening());
        const QString listening = u"Listening on 127.0.0.1, port %1 (http)."_s.arg(port);
        QVERIFY2(advanced->webhookStatus()->text().contains(listening),
                 qPrintable(advanced->webhookStatus()->text()));
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
        saved.save();
        ui::SecretStore::instance().write(ui::webhookSecretKey, secret, nullptr, {});
        ui::AffinityUpdates updates(f.workspace);
        updates.startFromSavedSettings();
        QTRY_VERIFY(updates.isListening());
        QCOMPARE(updates.url(), QUrl(u"http://127.0.0.1:%1/hooks/affinity"_s.arg(port)));
    }

    void enabledWithoutASecret_isRefused_andNothingListens()
    {
        UiFixture f;
        ui::AffinityUpdates updates(f.workspace);
        f.workspace.setAffinityUpdates(&updates);
        ui::SettingsPage page(f.workspace);
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        page.webhookField()->setChecked(true);
        page.advanced()->webhookAddressField()->setText(u"127.0.0.1"_s);
        page.webhookSecretField()->clear(); // the session may remember one from another test
        QVERIFY(!page.save());
        QVERIFY(!page.errorBanner()->isHidden());
        QVERIFY(!updates.isListening());
    }
};

QTEST_MAIN(TestAffinityUpdates)
#include "tst_affinityupdates.moc"
