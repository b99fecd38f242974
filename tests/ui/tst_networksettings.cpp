#include "forwardproxy.h"
#include "resultwaiter.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "settings/advancedsection.h"
#include "settings/desksettings.h"
#include "settings/secretstore.h"
#include "settings/settingspage.h"
#include "shell/errorbanner.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>

using namespace brokerdesk;
using namespace Qt::StringLiterals;

// Settings → Advanced → Network as a person fills it in, and the desk's own API client then
// reaching the service through the office's proxy (a real one, on loopback).
class TestNetworkSettings : public QObject
{
    Q_OBJECT
    std::unique_ptr<IsolatedSettings> m_settings;

private slots:
    void initTestCase() { ui::SecretStore::instance().setKeychainEnabled(false); }
    void init() { m_settings = std::make_unique<IsolatedSettings>(); }
    void cleanup() { m_settings.reset(); }

    void manualProxyEnteredInSettings_carriesTheDesksCalls()
    {
        UiFixture f;
        ForwardProxy proxy;
        QVERIFY(proxy.listen());
        ui::SettingsPage page(f.workspace);
        page.resize(800, 1400);
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        ui::AdvancedSection *advanced = page.advanced();

        // The built-in service's address and credentials are on the form: keep them, as a
        // real service's, and send them through the proxy.
        QVERIFY(typist::click(page.serverChoice()));
        if (!page.serverChoice()->isChecked()) // the click landed beside the label
            QVERIFY(typist::key(Qt::Key_Space));
        QVERIFY(page.serverChoice()->isChecked());
        // A click opens the list; the keyboard is then in it.
        QTest::mouseClick(advanced->proxyField(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([] { return QApplication::activePopupWidget() != nullptr; }, 5000));
        QVERIFY(typist::key(Qt::Key_End));
        QVERIFY(typist::key(Qt::Key_Return));
        QCOMPARE(advanced->proxyField()->currentData().toInt(),
                 int(api::NetworkSettings::Proxy::Manual));
        QVERIFY(typist::click(advanced->proxyHostField()));
        QVERIFY(typist::type(u"127.0.0.1"_s));
        QVERIFY(typist::click(advanced->proxyPortField()));
        QVERIFY(typist::retype(QString::number(proxy.port())));
        QVERIFY(typist::click(page.saveButton()));
        QVERIFY2(page.errorBanner()->isHidden(), "the form was refused");
        QCOMPARE(ui::DeskSettings::load().network.proxyPort, proxy.port());

        ResultWaiter<api::AccessToken> signIn;
        f.api.signIn(this, signIn.done());
        QVERIFY(signIn.wait(10000));
        QVERIFY(signIn.result->ok());
        QVERIFY(proxy.count("POST") >= 1);
        QVERIFY(
            proxy.seen().constFirst().target.startsWith(f.server.sandbox().baseUrl().toEncoded()));
    }

    void manualProxyWithoutAHost_isRefused()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        QComboBox *proxy = page.advanced()->proxyField();
        proxy->setCurrentIndex(proxy->findData(int(api::NetworkSettings::Proxy::Manual)));
        QVERIFY(!page.save());
        QVERIFY(!page.errorBanner()->isHidden());
    }
};

QTEST_MAIN(TestNetworkSettings)
#include "tst_networksettings.moc"
