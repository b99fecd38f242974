#include "salesflow.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "settings/brokeragesection.h"
#include "settings/desksettings.h"
#include "settings/lookupsection.h"
#include "settings/secretstore.h"
#include "settings/settingspage.h"
#include "shell/errorbanner.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using namespace brokerdesk;

class TestSettingsPage : public QObject
{
    Q_OBJECT

    static void type(QLineEdit *edit, const QString &text)
    {
        edit->clear();
        QTest::keyClicks(edit, text);
    }

private slots:
    void initTestCase()
    {
        // No keyring on a test machine: the session fallback is what is tested here.
        ui::SecretStore::instance().setKeychainEnabled(false);
    }
    void init() { m_settings = std::make_unique<IsolatedSettings>(); }
    void cleanup() { m_settings.reset(); }

    void nothingSaved_showsTheBuiltInServiceInUse()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.activate();
        QVERIFY(page.sandboxChoice()->isChecked());
        QCOMPARE(page.serverUrlField()->text(), f.api.settings().baseUrl.toString());
        QCOMPARE(page.channelField()->text(), f.server.broker(0).channelId);
        QVERIFY(!page.serverUrlField()->isEnabled());
        // The demo's channel is shown by the name the service gives it.
        const QString name = salesflow::channelName(f.server, f.server.token(0), 0);
        QVERIFY(!name.isEmpty());
        QTRY_COMPARE(page.channelPicker()->currentText(), name);
        QCOMPARE(page.channelPicker()->currentData().toString(), f.server.broker(0).channelId);
    }

    void save_storesEverythingAndAppliesTheConnection()
    {
        UiFixture f;
        const QString url = f.api.settings().baseUrl.toString();
        {
            ui::SettingsPage page(f.workspace);
            page.show();
            page.activate();
            QTRY_VERIFY(!page.isBusy());
            openConnection(page);
            page.serverChoice()->click();
            type(page.serverUrlField(), url);
            type(page.tokenUrlField(), QString());
            type(page.clientIdField(), f.server.broker(0).clientId);
            type(page.clientSecretField(), f.server.broker(0).clientSecret);
            type(page.channelField(), f.server.broker(0).channelId);
            page.languageField()->setCurrentIndex(
                page.languageField()->findData(QStringLiteral("pt_BR")));
            page.webhookField()->setChecked(true);
            page.webhookPortField()->setValue(9123);
            type(page.webhookSecretField(), QStringLiteral("whsec"));
            QTest::mouseClick(page.saveButton(), Qt::LeftButton);
            QVERIFY(page.errorBanner()->isHidden());
            QVERIFY(!page.noteText().isEmpty());
        }
        // Applied at once.
        QCOMPARE(f.api.settings().baseUrl, QUrl(url));
        QCOMPARE(f.api.settings().clientSecret, f.server.broker(0).clientSecret);
        // The scopes are never asked: the desk asks for all it needs.
        QCOMPARE(f.api.settings().scopes, api::ServerSettings::allScopes());

        // Stored: a fresh page (as after a restart) shows the same.
        const ui::DeskSettings stored = ui::DeskSettings::load();
        QVERIFY(!stored.useSandbox);
        QCOMPARE(stored.server.clientId, f.server.broker(0).clientId);
        QCOMPARE(stored.language, QStringLiteral("pt_BR"));
        QCOMPARE(stored.webhookPort, quint16(9123));
        ui::SettingsPage again(f.workspace);
        again.activate();
        QTRY_VERIFY(!again.isBusy());
        QVERIFY(again.serverChoice()->isChecked());
        QCOMPARE(again.serverUrlField()->text(), url);
        QCOMPARE(again.clientIdField()->text(), f.server.broker(0).clientId);
        QCOMPARE(again.clientSecretField()->text(), f.server.broker(0).clientSecret);
        QCOMPARE(again.channelField()->text(), f.server.broker(0).channelId);
        QCOMPARE(again.languageField()->currentData().toString(), QStringLiteral("pt_BR"));
        QVERIFY(again.webhookField()->isChecked());
        QCOMPARE(again.webhookPortField()->value(), 9123);
        QCOMPARE(again.webhookSecretField()->text(), QStringLiteral("whsec"));
    }

    // "Connection (administrator)" unfolded with a click, as an administrator does, on a
    // screen tall enough to show all of it (clicks land where the fields are drawn).
    static void openConnection(ui::SettingsPage &page)
    {
        if (!page.connectionToggle()->isChecked())
            QTest::mouseClick(page.connectionToggle(), Qt::LeftButton);
        QVERIFY(page.connectionSection()->isVisible());
        page.resize(qMax(page.width(), 900), 1800);
    }

    // Server connection typed in, as a person fills the form.
    static void typeConnection(ui::SettingsPage &page, UiFixture &f)
    {
        openConnection(page);
        page.serverChoice()->click();
        type(page.serverUrlField(), f.api.settings().baseUrl.toString());
        type(page.tokenUrlField(), QString());
        type(page.clientIdField(), f.server.broker(0).clientId);
        type(page.clientSecretField(), f.server.broker(0).clientSecret);
    }

    void page_opensOnMyBrokerage_thenLanguageAndLookups_withTheConnectionFolded()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.resize(1280, 720);
        page.show();
        page.activate();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY(!page.isBusy());
        const auto top = [&page](const QWidget *w) { return w->mapTo(&page, QPoint()).y(); };
        QVERIFY(page.brokerage()->isVisible());
        QVERIFY(top(page.brokerage()) < top(page.languageField()));
        QVERIFY(top(page.languageField()) < top(page.lookups()));
        QVERIFY(top(page.lookups()) < top(page.connectionToggle()));
        for (QWidget *w : std::initializer_list<QWidget *>{
                 page.brokerage()->logoField(), page.brokerage()->footerField(),
                 page.brokerageNameField(), page.brokerageSusepField()})
            QVERIFY(w->isVisible());
        // Folded: nothing of the operator's sign-in is on a broker's screen.
        QVERIFY(!page.connectionToggle()->isChecked());
        QVERIFY(!page.connectionSection()->isVisible());
        for (QWidget *w : std::initializer_list<QWidget *>{
                 page.serverUrlField(), page.tokenUrlField(), page.audienceField(),
                 page.clientSecretField(), page.webhookField()})
            QVERIFY(!w->isVisible());
        for (const auto *label : page.findChildren<QLabel *>())
            if (label->isVisible())
                for (const char *word : {"sandbox", "Token", "Audience", "scope"})
                    QVERIFY2(!label->text().contains(QLatin1String(word), Qt::CaseInsensitive),
                             qPrintable(label->text()));
        // Unfolded by a click, it scrolls into view on the same 1280x720 screen.
        QTest::mouseClick(page.connectionToggle(), Qt::LeftButton);
        QTRY_VERIFY(top(page.connectionToggle()) < 150); // its heading near the top
        QVERIFY(!page.connectionToggle()->visibleRegion().isEmpty());
        QVERIFY(!page.serverUrlField()->visibleRegion().isEmpty());
        // All of it: the connection, the sign-in details and the webhook receiver.
        openConnection(page);
        QVERIFY(page.serverUrlField()->isVisible() && page.tokenUrlField()->isVisible());
        QVERIFY(page.webhookField()->isVisible());
        QTest::mouseClick(page.connectionToggle(), Qt::LeftButton);
        QVERIFY(!page.connectionSection()->isVisible());
    }

    void scopes_areNeverShown_evenToTheAdministrator()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        openConnection(page);
        const QStringList scopes = api::ServerSettings::allScopes();
        QVERIFY(!scopes.isEmpty());
        for (const auto *w : page.findChildren<QWidget *>()) {
            if (!w->isVisible())
                continue;
            QStringList shown{w->accessibleName(), w->toolTip()};
            if (const auto *l = qobject_cast<const QLabel *>(w))
                shown << l->text();
            if (const auto *e = qobject_cast<const QLineEdit *>(w))
                shown << e->text() << e->placeholderText();
            const QString all = shown.join(u' ');
            QVERIFY2(!all.contains(QStringLiteral("scope"), Qt::CaseInsensitive), qPrintable(all));
            for (const QString &scope : scopes)
                QVERIFY2(!all.contains(scope), qPrintable(all));
        }
    }

    void tab_goesThroughMyBrokerageLanguageLookupsSave_thenTheConnection()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(typist::click(page.brokerageNameField()));
        QList<QWidget *> seen;
        for (int i = 0; i < 12 && QApplication::focusWidget(); ++i) {
            seen << QApplication::focusWidget();
            QVERIFY(typist::tab());
        }
        const auto at = [&seen](QWidget *w) { return seen.indexOf(w); };
        QCOMPARE(at(page.brokerageNameField()), 0);
        QCOMPARE(at(page.brokerageSusepField()), 1);
        QCOMPARE(at(page.brokerage()->logoField()), 2);
        QCOMPARE(at(page.brokerage()->footerField()), 4); // after "Choose…"
        QCOMPARE(at(page.languageField()), 5);
        QCOMPARE(at(page.lookups()->cepField()), 6);
        QCOMPARE(at(page.saveButton()), 9);
        QCOMPARE(at(page.connectionToggle()), 10);
        // Folded, Tab skips the connection's fields.
        QCOMPARE(at(page.serverUrlField()), -1);

        // Unfolded, the connection follows in the order shown.
        openConnection(page);
        page.serverChoice()->click();
        seen.clear();
        QVERIFY(typist::click(page.serverUrlField()));
        for (int i = 0; i < 12 && QApplication::focusWidget(); ++i) {
            seen << QApplication::focusWidget();
            QVERIFY(typist::tab());
        }
        QCOMPARE(at(page.clientIdField()), 1);
        QCOMPARE(at(page.clientSecretField()), 2);
        QVERIFY(at(page.tokenUrlField()) > at(page.clientSecretField()));
        QCOMPARE(at(page.audienceField()), at(page.tokenUrlField()) + 1);
    }

    void brokerageLogoAndFooter_areSavedAndGoOnTheProposal()
    {
        UiFixture f;
        QImage logo(120, 40, QImage::Format_RGB32);
        logo.fill(Qt::darkBlue);
        const QString logoFile = f.dir.filePath(QStringLiteral("logo.png"));
        QVERIFY(logo.save(logoFile));
        {
            ui::SettingsPage page(f.workspace);
            page.show();
            page.activate();
            QTRY_VERIFY(!page.isBusy());
            QVERIFY(typist::click(page.brokerage()->logoField()));
            QVERIFY(typist::type(f.dir.filePath(QStringLiteral("not-a-picture.txt"))));
            QVERIFY(!page.save());
            QVERIFY(page.brokerage()->logoField()->property("invalid").toBool());
            QVERIFY(!page.connectionToggle()->isChecked()); // nothing to fix under the fold
            QVERIFY(typist::click(page.brokerage()->logoField()));
            QVERIFY(typist::retype(logoFile));
            QVERIFY(!page.brokerage()->logoPreview()->pixmap().isNull());
            QVERIFY(typist::tab() && typist::tab()); // past "Choose…", into the footer
            QVERIFY(typist::hasKeyboard(page.brokerage()->footerField()));
            QVERIFY(typist::type(QStringLiteral("Rua das Flores, 10 · (11) 3333-4444")));
            QVERIFY(typist::key(Qt::Key_S, Qt::ControlModifier)); // Ctrl+S saves
            QVERIFY(page.errorBanner()->isHidden());
        }
        const ui::DeskSettings stored = ui::DeskSettings::load();
        QCOMPARE(stored.brokerageLogoFile, logoFile);
        QCOMPARE(stored.proposalFooter, QStringLiteral("Rua das Flores, 10 · (11) 3333-4444"));
        ui::SettingsPage again(f.workspace);
        again.activate();
        QCOMPARE(again.brokerage()->logoField()->text(), logoFile);
        QCOMPARE(again.brokerage()->footerField()->toPlainText(), stored.proposalFooter);
    }

    void loadChannels_listsTheChannelsByNameAndSavesTheChosenOnesId()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        typeConnection(page, f);
        // Choose "Another channel" with the keyboard: the id field appears, empty it.
        QTest::mouseClick(page.clientSecretField(), Qt::LeftButton);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), page.channelPicker());
        QTest::keyClick(page.channelPicker(), Qt::Key_End);
        QVERIFY(page.channelField()->isVisible());
        page.channelField()->clear();

        QTest::mouseClick(page.loadChannelsButton(), Qt::LeftButton);
        QTRY_VERIFY(!page.noteText().isEmpty()); // "1 channel found."
        QVERIFY(page.errorBanner()->isHidden());
        const QString channelId = f.server.broker(0).channelId;
        const int listed = page.channelPicker()->findData(channelId);
        QVERIFY(!page.channelPicker()->itemText(listed).contains(channelId)); // a name, no id
        QCOMPARE(page.channelPicker()->currentIndex(), listed);
        QVERIFY(!page.channelField()->isVisible());
        QTest::mouseClick(page.saveButton(), Qt::LeftButton);
        QVERIFY(page.errorBanner()->isHidden());
        QCOMPARE(ui::DeskSettings::load().brokerChannelId, channelId);
    }

    void loadChannels_keepsAConfiguredIdTheListLacks()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        typeConnection(page, f);
        QTest::mouseClick(page.clientSecretField(), Qt::LeftButton);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), page.channelPicker());
        QTest::keyClick(page.channelPicker(), Qt::Key_End);
        QTest::mouseClick(page.channelField(), Qt::LeftButton);
        QCOMPARE(QApplication::focusWidget(), page.channelField());
        QTest::keySequence(page.channelField(), QKeySequence::SelectAll);
        QTest::keyClicks(page.channelField(), QStringLiteral("canal-antigo"));

        QTest::mouseClick(page.loadChannelsButton(), Qt::LeftButton);
        QTRY_VERIFY(!page.noteText().isEmpty());
        QVERIFY(page.channelPicker()->findData(f.server.broker(0).channelId) >= 0);
        QCOMPARE(page.channelPicker()->currentData().toString(), QStringLiteral("canal-antigo"));
        QVERIFY(!page.channelPicker()->currentText().contains(QStringLiteral("canal-antigo")));
        QVERIFY(page.save());
        QCOMPARE(ui::DeskSettings::load().brokerChannelId, QStringLiteral("canal-antigo"));
    }

    void loadChannels_withAWrongSecretSaysSoAndKeepsTheChannel()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        typeConnection(page, f);
        type(page.clientSecretField(), QStringLiteral("not-the-secret"));
        const QString before = page.channelField()->text();
        QTest::mouseClick(page.loadChannelsButton(), Qt::LeftButton);
        QTRY_VERIFY(page.errorBanner()->isVisible());
        QTRY_VERIFY(page.loadChannelsButton()->isEnabled());
        QCOMPARE(page.channelField()->text(), before);
    }

    void testConnection_signsInAndReadsTheChannel_sayingWhatWorked()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        typeConnection(page, f);
        type(page.channelField(), f.server.broker(0).channelId);
        auto *test = page.findChild<QPushButton *>(QStringLiteral("testConnection"));
        QVERIFY(test);
        QTest::mouseClick(test, Qt::LeftButton);
        QTRY_VERIFY(page.testResultText().startsWith(QStringLiteral("The connection works")));
        QVERIFY(page.testResultText().contains(f.api.settings().baseUrl.host()));
        QVERIFY(!page.errorBanner()->isVisible());
        QVERIFY(ui::DeskSettings::load().useSandbox); // a test saves nothing

        // A wrong secret: signing in is what failed, in words, and the form stays as typed.
        type(page.clientSecretField(), QStringLiteral("not-the-secret"));
        QTest::mouseClick(test, Qt::LeftButton);
        QTRY_VERIFY(page.errorBanner()->isVisible());
        QVERIFY(page.errorBanner()->message().contains(QStringLiteral("Signing in at")));
        QTRY_VERIFY(test->isEnabled());
        QCOMPARE(page.clientSecretField()->text(), QStringLiteral("not-the-secret"));

        // The right secret and a channel that is not the broker's: the sign-in worked, the
        // channel did not.
        type(page.clientSecretField(), f.server.broker(0).clientSecret);
        type(page.channelField(), f.server.broker(1).channelId);
        QTest::mouseClick(test, Qt::LeftButton);
        QTRY_VERIFY(
            page.errorBanner()->message().contains(QStringLiteral("the channel could not")));
    }

    void secretWithoutKeychain_isKeptForTheSessionAndTheUserIsTold()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        page.activate();
        openConnection(page); // where the secrets are typed
        QVERIFY(!ui::SecretStore::instance().isPersistent());
        bool told = false;
        for (auto *label : page.findChildren<QLabel *>())
            told = told ||
                   (label->isVisible() && label->text().contains(QStringLiteral("session only")));
        QVERIFY(told);
    }

    void brokerage_isSavedAndShownAgain()
    {
        UiFixture f;
        {
            ui::SettingsPage page(f.workspace);
            page.show();
            page.activate();
            QTRY_VERIFY(!page.isBusy());
            // On the demo service, left empty, the demo's brokerage is what prints: the hint.
            QCOMPARE(page.brokerageNameField()->placeholderText(), ui::demoBrokerageName);
            type(page.brokerageNameField(), QStringLiteral("Corretora Exemplo Ltda"));
            type(page.brokerageSusepField(), QStringLiteral("10.2012345.0"));
            QVERIFY(page.save());
            QVERIFY(page.errorBanner()->isHidden());
            page.resize(820, 900);
            page.grab().save(QDir::temp().filePath(QStringLiteral("brokerdesk-settings.png")));
        }
        const ui::DeskSettings stored = ui::DeskSettings::load();
        QCOMPARE(stored.brokerageName, QStringLiteral("Corretora Exemplo Ltda"));
        QCOMPARE(stored.brokerageSusep, QStringLiteral("10.2012345.0"));
        QCOMPARE(stored.issuerName(), QStringLiteral("Corretora Exemplo Ltda"));
        ui::SettingsPage again(f.workspace);
        again.activate();
        QCOMPARE(again.brokerageNameField()->text(), QStringLiteral("Corretora Exemplo Ltda"));
        QCOMPARE(again.brokerageSusepField()->text(), QStringLiteral("10.2012345.0"));
    }

    void brokerageSusepWithLetters_isRefusedNamingTheField()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        type(page.brokerageNameField(), QStringLiteral("Corretora Exemplo"));
        for (const QString &wrong : {QStringLiteral("SUSEP-12"), QStringLiteral("12 34"),
                                     QStringLiteral("123."), QStringLiteral("..")}) {
            type(page.brokerageSusepField(), wrong);
            QVERIFY2(!page.save(), qPrintable(wrong));
            QVERIFY(page.errorBanner()->isVisible());
            QVERIFY(page.errorBanner()->message().contains(QStringLiteral("Brokerage SUSEP code")));
            QVERIFY(page.brokerageSusepField()->property("invalid").toBool());
            QVERIFY(ui::DeskSettings::load().brokerageName.isEmpty());
        }
        type(page.brokerageSusepField(), QString()); // none is allowed: the demo's prints
        QVERIFY(page.save());
    }

    void badAddress_marksTheFieldAndDoesNotSave()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        page.activate();
        openConnection(page);
        page.serverChoice()->click();
        type(page.serverUrlField(), QStringLiteral("ftp://example"));
        type(page.clientIdField(), QStringLiteral("someone"));
        type(page.clientSecretField(), QStringLiteral("secret"));
        type(page.channelField(), QStringLiteral("ch-1"));
        const auto before = f.api.settings();
        // Folded again before saving: the field to fix opens it.
        QTest::mouseClick(page.connectionToggle(), Qt::LeftButton);
        QVERIFY(!page.save());
        QVERIFY(page.connectionSection()->isVisible());
        QVERIFY(page.errorBanner()->isVisible());
        QVERIFY(page.serverUrlField()->property("invalid").toBool());
        QVERIFY(!page.clientIdField()->property("invalid").toBool());
        QCOMPARE(f.api.settings(), before);
        QVERIFY(ui::DeskSettings::load().useSandbox);
    }

    void plainHttpToAnotherMachine_needsTheExplicitAllowance()
    {
        UiFixture f;
        ui::SettingsPage page(f.workspace);
        page.show();
        page.activate();
        openConnection(page);
        page.serverChoice()->click();
        type(page.serverUrlField(), QStringLiteral("http://api.example.com"));
        type(page.clientIdField(), QStringLiteral("someone"));
        type(page.clientSecretField(), QStringLiteral("secret"));
        type(page.channelField(), QStringLiteral("ch-1"));
        QVERIFY(!page.allowHttpField()->isChecked());
        QVERIFY(!page.save());
        QVERIFY(page.serverUrlField()->property("invalid").toBool());
        QVERIFY(ui::DeskSettings::load().useSandbox);

        page.allowHttpField()->click();
        QVERIFY(page.save());
        const ui::DeskSettings saved = ui::DeskSettings::load();
        QVERIFY(!saved.useSandbox);
        QVERIFY(saved.server.allowInsecureHttp);
        QVERIFY(f.api.settings().allowInsecureHttp);
    }

private:
    std::unique_ptr<IsolatedSettings> m_settings;
};

QTEST_MAIN(TestSettingsPage)
#include "tst_settingspage.moc"
