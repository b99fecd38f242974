// The forms that fill from lookups, driven as a broker drives them, against the real sandbox's
// CEP and FIPE answers: a CEP typed fills the address and goes on to the number; brand → model
// → model year chosen by keyboard fills the car and proposes the insured amount; a lookup that
// fails leaves a quiet note and every field to type.
#include "fakeserver.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"
#include "wizarddriver.h"

#include "api/lookups.h"
#include "forms/addressform.h"
#include "forms/items/fipelistmodel.h"
#include "forms/items/vehicleform.h"
#include "quoting/quotepage.h"
#include "quoting/quotewizard.h"
#include "settings/lookupsection.h"
#include "settings/settingspage.h"
#include "shell/errorbanner.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDate>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTest>

using namespace brokerdesk;
using ui::QuoteDraft;
using ui::QuoteWizard;

namespace {

constexpr int timeoutMs = 10000;

template <typename W = QWidget> W *child(QWidget *root, const QString &name)
{
    return root->findChild<W *>(name);
}

// A key as the window system routes it: to an open popup (a chooser's list), else to the focus.
bool press(Qt::Key k)
{
    QWidget *to = QApplication::activePopupWidget();
    if (!to)
        to = QApplication::focusWidget();
    if (!to)
        return false;
    QTest::keyClick(to, k);
    return true;
}

QUrl closedService()
{
    QUrl url(QStringLiteral("http://127.0.0.1"));
    url.setPort(FakeServer::closedPort());
    return url;
}

} // namespace

class TestLookupForms : public QObject
{
    Q_OBJECT
    std::unique_ptr<IsolatedSettings> m_settings;
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;

    std::unique_ptr<api::Lookups> lookups(const QUrl &base)
    {
        auto l = std::make_unique<api::Lookups>(m_network, QString()); // nothing kept between tests
        l->address().setBaseUrl(base);
        l->vehicle().setBaseUrl(base);
        return l;
    }

    // The chooser's three lists, each checked as it changes.
    static QList<std::shared_ptr<QAbstractItemModelTester>> testModels(QWidget *form)
    {
        QList<std::shared_ptr<QAbstractItemModelTester>> testers;
        for (auto *m : form->findChildren<ui::FipeListModel *>())
            testers << std::make_shared<QAbstractItemModelTester>(
                m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        return testers;
    }

    // Brand by a unique part and Tab, model from its list by Down and Enter, the year by its
    // digits: the car a broker on the phone describes.
    static void chooseGol(QWidget *form, int year)
    {
        auto *brand = child<QLineEdit>(form, QStringLiteral("item.brand_name"));
        auto *model = child<QLineEdit>(form, QStringLiteral("item.model_name"));
        auto *years = child<QComboBox>(form, QStringLiteral("item.fipe_year"));
        QVERIFY(brand && model && years);
        QVERIFY(QTest::qWaitFor([&] { return brand->completer()->model()->rowCount() > 0; },
                                timeoutMs));
        QVERIFY(typist::click(brand));
        QVERIFY(typist::type(QStringLiteral("volks")));
        QVERIFY(press(Qt::Key_Tab)); // the list shows the one brand: Tab takes it
        QCOMPARE(brand->text(), QStringLiteral("VW - VolksWagen"));
        QVERIFY(typist::hasKeyboard(model));
        QVERIFY(QTest::qWaitFor([&] { return model->completer()->model()->rowCount() > 0; },
                                timeoutMs));
        QVERIFY(typist::type(QStringLiteral("gol")));
        QVERIFY(QTest::qWaitFor([] { return QApplication::activePopupWidget() != nullptr; },
                                timeoutMs));
        QVERIFY(press(Qt::Key_Down));
        QVERIFY(press(Qt::Key_Return));
        // The window manager gives the window back the keyboard once the list closes (the
        // offscreen platform leaves the closed list the active window).
        QVERIFY(typist::activate(form));
        QVERIFY2(model->text().startsWith(u"Gol 1.0"), qPrintable(model->text()));
        QVERIFY(QTest::qWaitFor([&] { return years->count() > 0; }, timeoutMs));
        QVERIFY2(typist::hasKeyboard(years), qPrintable(QApplication::focusWidget()->objectName()));
        QVERIFY(typist::type(QString::number(year)));
    }

private slots:
    void initTestCase()
    {
        m_settings = std::make_unique<IsolatedSettings>();
        QVERIFY(m_dir.isValid());
    }

    void addressForm_cepTypedByKeys_fillsStreetDistrictCityAndState_thenGoesToTheNumber()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto l = lookups(f.sandbox().baseUrl());
        ui::AddressForm form(QStringLiteral("a."));
        form.setLookup(&l->address());
        QVERIFY(typist::click(child(&form, QStringLiteral("a.zip_code"))));
        QVERIFY(typist::type(QStringLiteral("01310-100")));
        QTRY_COMPARE_WITH_TIMEOUT(child<QLineEdit>(&form, QStringLiteral("a.street_name"))->text(),
                                  QStringLiteral("Avenida Paulista"), timeoutMs);
        QCOMPARE(child<QLineEdit>(&form, QStringLiteral("a.district_name"))->text(),
                 QStringLiteral("Bela Vista"));
        QCOMPARE(child<QLineEdit>(&form, QStringLiteral("a.city_name"))->text(),
                 QStringLiteral("São Paulo"));
        QCOMPARE(child<QComboBox>(&form, QStringLiteral("a.state_code"))->currentText(), u"SP");
        QTRY_VERIFY(typist::hasKeyboard(child(&form, QStringLiteral("a.number"))));
        QVERIFY(typist::type(QStringLiteral("1578")));
        QCOMPARE(form.value().number, QStringLiteral("1578"));
        QVERIFY(child(&form, QStringLiteral("a.zip_code.note"))->isHidden());

        // Another state, the CEP typed over: the address follows.
        QVERIFY(typist::click(child(&form, QStringLiteral("a.zip_code"))));
        QVERIFY(typist::retype(QStringLiteral("90010150")));
        QTRY_COMPARE_WITH_TIMEOUT(form.value().cityName, QStringLiteral("Porto Alegre"), timeoutMs);
        QCOMPARE(form.value().stateCode, QStringLiteral("RS"));
        QCOMPARE(form.value().streetName, QStringLiteral("Rua dos Andradas"));
    }

    void addressForm_keepsWhatTheBrokerTyped_andATownsCepGoesToTheStreet()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto l = lookups(f.sandbox().baseUrl());
        ui::AddressForm form(QStringLiteral("a."));
        form.setLookup(&l->address());
        QVERIFY(typist::click(child(&form, QStringLiteral("a.district_name"))));
        QVERIFY(typist::type(QStringLiteral("Zona Rural")));
        QVERIFY(typist::click(child(&form, QStringLiteral("a.zip_code"))));
        QVERIFY(typist::type(QStringLiteral("69945000"))); // Acrelândia: no street in the table
        QTRY_COMPARE_WITH_TIMEOUT(form.value().cityName, QStringLiteral("Acrelândia"), timeoutMs);
        QCOMPARE(form.value().stateCode, QStringLiteral("AC"));
        QCOMPARE(form.value().districtName, QStringLiteral("Zona Rural"));
        QTRY_VERIFY(typist::hasKeyboard(child(&form, QStringLiteral("a.street_name"))));
    }

    void addressForm_unknownCepOrServiceDown_leavesAQuietNote_andEveryFieldToType_data()
    {
        QTest::addColumn<bool>("down");
        QTest::addColumn<QString>("cep");
        QTest::addColumn<QString>("note");
        QTest::newRow("unknown CEP") << false << QStringLiteral("99999999")
                                     << QStringLiteral("ZIP code not found; type the address.");
        QTest::newRow("service down")
            << true << QStringLiteral("01310100")
            << QStringLiteral("The ZIP code lookup is out of reach; type the address.");
    }

    void addressForm_unknownCepOrServiceDown_leavesAQuietNote_andEveryFieldToType()
    {
        QFETCH(bool, down);
        QFETCH(QString, cep);
        QFETCH(QString, note);
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto l = lookups(down ? closedService() : f.sandbox().baseUrl());
        ui::AddressForm form(QStringLiteral("a."));
        form.setLookup(&l->address());
        QVERIFY(typist::click(child(&form, QStringLiteral("a.zip_code"))));
        QVERIFY(typist::type(cep));
        auto *label = child<QLabel>(&form, QStringLiteral("a.zip_code.note"));
        QTRY_VERIFY_WITH_TIMEOUT(!label->isHidden(), timeoutMs);
        QCOMPARE(label->text(), note);
        QVERIFY(typist::hasKeyboard(child(&form, QStringLiteral("a.zip_code")))); // not moved
        QVERIFY(typist::tab());
        QVERIFY(typist::type(QStringLiteral("Rua Nova")));
        QVERIFY(typist::tab());
        QVERIFY(typist::type(QStringLiteral("12")));
        QCOMPARE(form.value().streetName, QStringLiteral("Rua Nova"));
        QCOMPARE(form.value().number, QStringLiteral("12"));
        // Correcting the CEP clears the note.
        QVERIFY(typist::click(child(&form, QStringLiteral("a.zip_code"))));
        QVERIFY(typist::key(Qt::Key_Backspace));
        QVERIFY(label->isHidden());
    }

    void vehicleForm_brandModelYearChosenByKeyboard_fillsTheCar()
    {
        SandboxFixture f;
        QVERIFY2(f.started(), qPrintable(f.startError()));
        auto l = lookups(f.sandbox().baseUrl());
        ui::VehicleForm form;
        const auto testers = testModels(&form);
        QCOMPARE(testers.size(), 3);
        form.setLookups(l.get());
        const int year = QDate::currentDate().year() - 2;
        chooseGol(&form, year);
        if (QTest::currentTestFailed())
            return;
        QTRY_COMPARE_WITH_TIMEOUT(child<QLineEdit>(&form, QStringLiteral("item.fipe_code"))->text(),
                                  QStringLiteral("005340-6"), timeoutMs);
        const auto car = std::get<domain::Vehicle>(form.value());
        QCOMPARE(car.brandName, QStringLiteral("VW - VolksWagen"));
        QVERIFY(car.modelName.startsWith(u"Gol 1.0"));
        QCOMPARE(car.modelYear, year);
        QCOMPARE(car.manufactureYear, year);
        QCOMPARE(car.fuelType, QStringLiteral("flex")); // the table files flex cars as Gasolina
        QVERIFY(form.tableValue());
        auto *note = child<QLabel>(&form, QStringLiteral("item.fipe.note"));
        QVERIFY(!note->isHidden());
        QVERIFY2(note->text().contains(form.tableValue()->format()), qPrintable(note->text()));

        // Another model year by hand: the value no longer holds.
        auto *modelYear = child<QSpinBox>(&form, QStringLiteral("item.model_year"));
        QVERIFY(typist::click(modelYear));
        QVERIFY(typist::retype(QString::number(year - 1)));
        QVERIFY(typist::tab());
        QVERIFY(!form.tableValue());
    }

    void vehicleForm_lookupDownOrAnsweringHtml_leavesAQuietNote_andTheCarIsTypedByHand_data()
    {
        QTest::addColumn<bool>("html");
        QTest::newRow("down") << false;
        QTest::newRow("html") << true;
    }

    void vehicleForm_lookupDownOrAnsweringHtml_leavesAQuietNote_andTheCarIsTypedByHand()
    {
        QFETCH(bool, html);
        FakeServer portal;
        portal.setHandler([](const FakeServer::Request &) {
            FakeServer::Response r;
            r.body = "<html><body>Wi-Fi login</body></html>";
            r.headers = {{"Content-Type", "text/html"}};
            return r;
        });
        QVERIFY(portal.listen());
        auto l = lookups(html ? portal.baseUrl() : closedService());
        ui::VehicleForm form;
        const auto testers = testModels(&form);
        form.setLookups(l.get());
        auto *note = child<QLabel>(&form, QStringLiteral("item.fipe.note"));
        QTRY_VERIFY_WITH_TIMEOUT(!note->isHidden(), timeoutMs);
        QCOMPARE(note->text(), html ? QStringLiteral("The FIPE table answered something "
                                                     "unreadable; type the vehicle.")
                                    : QStringLiteral("The FIPE table is out of reach; type the "
                                                     "vehicle."));
        QVERIFY(typist::click(child(&form, QStringLiteral("item.plate"))));
        // A whole plate moves on by itself, past the optional chassis, to the make.
        QVERIFY(typist::type(QStringLiteral("ABC1D23")));
        for (const QString &text : {QStringLiteral("Volkswagen"), QStringLiteral("Gol")}) {
            QVERIFY(typist::type(text));
            QVERIFY(typist::tab());
        }
        QVERIFY2(form.isComplete(), "the car typed by hand is enough");
        QCOMPARE(std::get<domain::Vehicle>(form.value()).brandName, QStringLiteral("Volkswagen"));
        QVERIFY(!form.tableValue());
    }

    void quoteWizard_fipeValue_proposesTheInsuredAmountOfTheCollisionCoverage()
    {
        UiFixture f;
        auto l = lookups(f.server.sandbox().baseUrl());
        f.workspace.setLookups(l.get());
        ui::QuotePage page(f.workspace);
        page.resize(1000, 900);
        QVERIFY(typist::activate(&page));
        QuoteWizard *w = page.wizard();
        const QString product = salesflow::brokerProductOfType(f.server, f.server.token(0), 0, 1);
        QVERIFY(!product.isEmpty());
        emit f.workspace.quoteRequested(product);
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::PlanStepId));
        QVERIFY(wizarddriver::fillPlan(w)); // the lowest amounts, as typed before the car
        QVERIFY(wizarddriver::clickNext(w));
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::HolderStepId));
        wizarddriver::fillHolder(w);
        QVERIFY(wizarddriver::clickNext(w));
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::ItemStepId));
        QWidget *step = w->currentPage();
        const auto testers = testModels(step);
        const int year = QDate::currentDate().year() - 1;
        chooseGol(step, year);
        if (QTest::currentTestFailed())
            return;
        auto *propose = child<QCheckBox>(step, QStringLiteral("useTableValue"));
        QTRY_VERIFY_WITH_TIMEOUT(propose->isVisible(), timeoutMs);
        const auto value = step->findChild<ui::VehicleForm *>()->tableValue();
        QVERIFY(value);
        QVERIFY2(propose->text().contains(value->format()), qPrintable(propose->text()));
        QVERIFY(propose->isChecked());
        wizarddriver::type(w, QStringLiteral("item.plate"), QStringLiteral("ABC1D23"));
        QVERIFY(wizarddriver::clickNext(w));
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::LifetimeStepId));
        const QuoteDraft &draft = w->draft();
        const auto offer = std::find_if(
            draft.request.coverages.cbegin(), draft.request.coverages.cend(),
            [](const domain::Coverage &c) { return c.description.contains(u"tabela FIPE"); });
        QVERIFY(offer != draft.request.coverages.cend());
        int proposed = 0;
        for (const auto &c : draft.coverages) {
            if (c.id == offer->id) {
                QCOMPARE(c.insuredAmount.cents(), (value->cents() + 50) / 100 * 100);
                ++proposed;
            } else {
                // Coverages that do not insure the car at its value keep the amounts typed.
                QVERIFY(c.insuredAmount != *value);
            }
        }
        QCOMPARE(proposed, 1);
    }

    void settings_lookupAddresses_areCheckedSaved_andApplyToTheLookupsOfARealService()
    {
        UiFixture f;
        auto l = lookups(f.server.sandbox().baseUrl());
        f.workspace.setLookups(l.get());
        ui::SettingsPage page(f.workspace);
        page.resize(900, 1200);
        page.activate();
        QVERIFY(typist::activate(&page));
        QTRY_VERIFY(!page.isBusy());
        QCOMPARE(page.lookups()->title(), QStringLiteral("Lookups (ZIP code and FIPE)"));
        // Empty: the public services.
        QCOMPARE(ui::DeskSettings::load().cepLookupUrl, api::Lookups::defaultCepUrl());
        page.serverChoice()->click();
        page.serverUrlField()->setText(f.server.sandbox().baseUrl().toString());
        page.clientIdField()->setText(f.server.broker(0).clientId);
        page.clientSecretField()->setText(f.server.broker(0).clientSecret);
        page.channelField()->setText(f.server.broker(0).channelId);
        // The section is further down the page: scrolled to, clicked, typed over.
        auto *scroll = page.findChild<QScrollArea *>();
        QVERIFY(scroll);
        const auto typeInto = [scroll](QLineEdit *edit, const QString &text) {
            scroll->ensureWidgetVisible(edit);
            QVERIFY(typist::click(edit));
            QVERIFY(typist::retype(text));
        };
        typeInto(page.lookups()->cepField(), QStringLiteral("ftp://cep.example"));
        QTest::mouseClick(page.saveButton(), Qt::LeftButton);
        QVERIFY(!page.errorBanner()->isHidden());
        QCOMPARE(ui::DeskSettings::load().cepLookupUrl, api::Lookups::defaultCepUrl()); // unsaved

        typeInto(page.lookups()->cepField(), QStringLiteral("http://127.0.0.1:8081"));
        typeInto(page.lookups()->fipeField(), QStringLiteral("http://127.0.0.1:8082/"));
        QTest::mouseClick(page.saveButton(), Qt::LeftButton);
        QVERIFY(page.errorBanner()->isHidden());
        QCOMPARE(ui::DeskSettings::load().cepLookupUrl,
                 QUrl(QStringLiteral("http://127.0.0.1:8081")));
        QCOMPARE(l->address().baseUrl(), QUrl(QStringLiteral("http://127.0.0.1:8081")));
        QCOMPARE(l->vehicle().baseUrl(), QUrl(QStringLiteral("http://127.0.0.1:8082/")));
    }

    void cleanupTestCase() { m_settings.reset(); }
};

QTEST_MAIN(TestLookupForms)
#include "tst_lookupforms.moc"
