#include "requestpaths.h"
#include "uitestsettings.h"
#include "wizarddriver.h"

#include "cache/customerdirectory.h"
#include "customers/customerlistmodel.h"
#include "customers/customerspage.h"
#include "domain/lead.h"
#include "offline/saleslog.h"
#include "quoting/multiquoteview.h"
#include "quoting/quotepage.h"
#include "recommendations/estimatedialog.h"
#include "recommendations/percentgauge.h"
#include "shell/errorbanner.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace brokerdesk;

// The Customers page over a real sandbox and a real directory file: opening it brings the
// service's policy holders in; a person types to find a customer; the list masks the CPF and
// the details show it whole; the customer's data is exported to a file.
class TestCustomersPage : public QObject
{
    Q_OBJECT
    IsolatedSettings m_settings;

    static QJsonObject policyOfJoao()
    {
        return {{QStringLiteral("id"), QStringLiteral("policy-joao")},
                {QStringLiteral("policy_holder"),
                 QJsonObject{
                     {QStringLiteral("first_name"), QStringLiteral("João")},
                     {QStringLiteral("last_name"), QStringLiteral("Conceição")},
                     {QStringLiteral("cpf"), QStringLiteral("29141777638")},
                     {QStringLiteral("contact"),
                      QJsonObject{{QStringLiteral("email"), QStringLiteral("joao@example.com")}}}}},
                {QStringLiteral("item"),
                 QJsonObject{{QStringLiteral("plate"), QStringLiteral("BRA2E19")}}},
                {QStringLiteral("date"), QStringLiteral("2026-02-01T10:00:00Z")}};
    }

private slots:
    void opening_bringsInTheServicesPolicyHolders()
    {
        UiFixture f;
        ui::CustomersPage page(f.workspace, f.dir.filePath(QStringLiteral("customers.sqlite")));
        QAbstractItemModelTester tester(page.customersModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.resize(1100, 700);
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        for (auto *banner : page.findChildren<ui::ErrorBanner *>())
            QVERIFY2(!banner->isVisible(), qPrintable(banner->message()));
        // The seeded policies' holders are customers now, listed by name.
        QVERIFY(page.directory().count() > 0);
        QCOMPARE(page.customersModel()->rowCount(), int(page.directory().count()));
    }

    void serviceWithoutLeadsOrSales_bringsInTheRest_andSaysQuietlyLeadsStayHere()
    {
        auto settings = SandboxFixture::defaults();
        settings.strict = true;
        UiFixture f(settings);
        ui::CustomersPage page(f.workspace, f.dir.filePath(QStringLiteral("customers.sqlite")));
        page.resize(1100, 700);
        page.show();
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        for (auto *banner : page.findChildren<ui::ErrorBanner *>())
            QVERIFY2(!banner->isVisible(), qPrintable(banner->message()));
        QVERIFY(page.directory().count() > 0); // the policy holders all the same
        auto *note = page.findChild<QLabel *>(QStringLiteral("unavailableNote"));
        QVERIFY(note && note->isVisible());
        QVERIFY2(note->text().contains(QStringLiteral("leads")), qPrintable(note->text()));
        QVERIFY(f.api.extensions().isMissing(api::Extension::Leads));
        QVERIFY(f.api.extensions().isMissing(api::Extension::SaleList));

        // A sale made on this desk is one of the customer's records all the same, from the
        // desk's own log and the quote it sold.
        QJsonObject quote = policyOfJoao();
        quote.remove(QStringLiteral("id"));
        QVERIFY2(f.offline.saveQuote({{QStringLiteral("id"), QStringLiteral("bp-auto")},
                                      {QStringLiteral("name"), QStringLiteral("Auto Essencial")}},
                                     quote,
                                     {{QStringLiteral("id"), QStringLiteral("quote-joao")},
                                      {QStringLiteral("status"), 4}}),
                 qPrintable(f.offline.lastError()));
        cache::SalesLog log;
        QVERIFY(log.open(cache::SalesLog::defaultPath()).ok());
        cache::SaleRecord sale;
        sale.saleId = QStringLiteral("sale-joao");
        sale.quoteId = QStringLiteral("quote-joao");
        sale.holderName = QStringLiteral("João Conceição");
        sale.created = QDateTime::currentDateTimeUtc();
        sale.updated = sale.created;
        QVERIFY(log.record(sale));

        // Asked again, the lists the service lacks are not: only what it has is walked.
        RequestPaths requests(f.api.network());
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        QCOMPARE(requests.count(QStringLiteral("/v1/leads")), 0);
        QCOMPARE(requests.count(QStringLiteral("/v1/sales")), 0);
        QVERIFY(requests.count(QStringLiteral("/v1/policies")) > 0);
        QVERIFY(typist::click(page.searchField()));
        QVERIFY(typist::type(QStringLiteral("joao conc")));
        QCOMPARE(page.customersModel()->rowCount(), 1);
        QTest::mouseClick(page.table()->viewport(), Qt::LeftButton, {},
                          page.table()->visualRect(page.customersModel()->index(0, 0)).center());
        QVERIFY2(page.detailsView()->text().contains(QStringLiteral("href='sale:sale-joao'")),
                 qPrintable(page.detailsView()->text()));
    }

    void typingAName_findsTheCustomer_maskedInTheList_wholeInTheDetails()
    {
        UiFixture f;
        ui::CustomersPage page(f.workspace, f.dir.filePath(QStringLiteral("customers.sqlite")));
        QAbstractItemModelTester tester(page.customersModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.resize(1100, 700);
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        QVERIFY(page.directory().addRecord(cache::CustomerSource::Policy, policyOfJoao()) > 0);

        QVERIFY(typist::click(page.searchField()));
        QVERIFY(typist::type(QStringLiteral("joao conc")));
        QCOMPARE(page.customersModel()->rowCount(), 1);
        const QModelIndex document =
            page.customersModel()->index(0, ui::CustomerListModel::Document);
        QCOMPARE(document.data().toString(), QStringLiteral("***.417.776-**"));
        QVERIFY(page.detailsView()->text().contains(QStringLiteral("291.417.776-38")));
        QVERIFY(page.detailsView()->text().contains(QStringLiteral("BRA2E19")));

        // By plate, as typed with a hyphen.
        QVERIFY(typist::retype(QStringLiteral("bra-2e19")));
        QCOMPARE(page.customersModel()->rowCount(), 1);
        QCOMPARE(page.customersModel()->index(0, 0).data().toString(),
                 QStringLiteral("João Conceição"));
        QVERIFY(typist::retype(QStringLiteral("nobody-here")));
        QCOMPARE(page.customersModel()->rowCount(), 0);
        QVERIFY(!page.findChild<QPushButton *>(QStringLiteral("exportCustomer"))->isEnabled());
    }

    void export_writesTheCustomersDataToTheChosenFile()
    {
        UiFixture f;
        ui::CustomersPage page(f.workspace, f.dir.filePath(QStringLiteral("customers.sqlite")));
        page.resize(1100, 700);
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        QVERIFY(page.directory().addRecord(cache::CustomerSource::Policy, policyOfJoao()) > 0);
        const QString path = f.dir.filePath(QStringLiteral("joao.json"));
        page.setPathChooser([&](const QString &) { return path; });
        QVERIFY(typist::click(page.searchField()));
        QVERIFY(typist::type(QStringLiteral("29141777638")));
        QCOMPARE(page.customersModel()->rowCount(), 1);
        auto *exportButton = page.findChild<QPushButton *>(QStringLiteral("exportCustomer"));
        QVERIFY(exportButton && exportButton->isEnabled());
        QTest::mouseClick(exportButton, Qt::LeftButton);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(doc[QStringLiteral("customer")][QStringLiteral("cpf")].toString(),
                 QStringLiteral("29141777638"));
        QCOMPARE(doc[QStringLiteral("records")][0][QStringLiteral("id")].toString(),
                 QStringLiteral("policy-joao"));
    }

    void aCustomersPolicyAndSale_openOnTheirPages_fromTheDetails()
    {
        UiFixture f;
        ui::CustomersPage page(f.workspace, f.dir.filePath(QStringLiteral("customers.sqlite")));
        page.resize(1100, 700);
        page.show();
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        // A seeded holder: their policy and the sale that made it.
        QVERIFY(page.customersModel()->rowCount() > 0);
        QTest::mouseClick(page.table()->viewport(), Qt::LeftButton, {},
                          page.table()->visualRect(page.customersModel()->index(0, 0)).center());
        // (An operator without the office's list of sales: that sale is not known here.)
        const QString html = page.detailsView()->text();
        QVERIFY2(html.contains(QStringLiteral("href='policy:")) &&
                     (html.contains(QStringLiteral("href='sale:")) ||
                      SandboxFixture::strictFromEnvironment()),
                 qPrintable(html));
        QSignalSpy policies(&f.workspace, &ui::Workspace::policyOpened);
        QSignalSpy sales(&f.workspace, &ui::Workspace::saleOpened);
        // By keyboard: into the details, Tab to a link, Enter.
        QTest::mouseClick(page.detailsView(), Qt::LeftButton);
        QTest::keyClick(page.detailsView(), Qt::Key_Tab);
        QTest::keyClick(page.detailsView(), Qt::Key_Return);
        QCOMPARE(policies.size() + sales.size(), 1);
        const QString opened = (policies.isEmpty() ? sales : policies).first().first().toString();
        QVERIFY(!opened.isEmpty());
        QVERIFY(html.contains(QStringLiteral(":") + opened + QStringLiteral("'")));
        // The whole id is in the link, never on screen.
        QVERIFY(!page.detailsView()->text().remove(QStringLiteral(":") + opened).contains(opened));
    }

    void aCustomersQuoteAndAffinity_areLinksToTheirPagesToo()
    {
        UiFixture f;
        ui::CustomersPage page(f.workspace, f.dir.filePath(QStringLiteral("customers.sqlite")));
        page.resize(1100, 700);
        page.show();
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        QVERIFY(page.directory().addRecord(cache::CustomerSource::Policy, policyOfJoao()) > 0);
        QJsonObject quote = policyOfJoao();
        quote.insert(QStringLiteral("id"), QStringLiteral("quote-joao"));
        QVERIFY(page.directory().addRecord(cache::CustomerSource::Quote, quote) > 0);
        const QJsonObject affinity{
            {QStringLiteral("id"), QStringLiteral("affinity-joao")},
            {QStringLiteral("affinity_holder"),
             policyOfJoao().value(QStringLiteral("policy_holder"))},
            {QStringLiteral("date"), QStringLiteral("2026-03-01T10:00:00Z")}};
        QVERIFY(page.directory().addRecord(cache::CustomerSource::Affinity, affinity) > 0);
        QVERIFY(typist::click(page.searchField()));
        QVERIFY(typist::type(QStringLiteral("joao conc")));
        QCOMPARE(page.customersModel()->rowCount(), 1);

        QSignalSpy policies(&f.workspace, &ui::Workspace::policyOpened);
        QSignalSpy quotes(&f.workspace, &ui::Workspace::savedQuoteOpened);
        QSignalSpy affinities(&f.workspace, &ui::Workspace::affinityOpened);
        // Each link in turn, by keyboard.
        QTest::mouseClick(page.detailsView(), Qt::LeftButton);
        for (int link = 0; link < 3; ++link) {
            QTest::keyClick(page.detailsView(), Qt::Key_Tab);
            QTest::keyClick(page.detailsView(), Qt::Key_Return);
        }
        QCOMPARE(policies.size(), 1);
        QCOMPARE(policies.first().first().toString(), QStringLiteral("policy-joao"));
        QCOMPARE(quotes.size(), 1);
        QCOMPARE(quotes.first().first().toString(), QStringLiteral("quote-joao"));
        QCOMPARE(affinities.size(), 1);
        QCOMPARE(affinities.first().first().toString(), QStringLiteral("affinity-joao"));
    }

    void newQuoteAndEstimate_startWithTheCustomerFilledIn()
    {
        UiFixture f;
        domain::Lead lead;
        lead.name = QStringLiteral("Renata Queiroz");
        lead.email = QStringLiteral("renata@example.com");
        lead.cpf = QStringLiteral("52998224725");
        lead.birthDate = QDate::currentDate().addYears(-41).addDays(-3);
        lead.gender = QStringLiteral("female");
        lead.maritalStatus = QStringLiteral("divorced");
        lead.children = 2;
        lead.incomeMonthly = domain::Money::fromCents(1250000);
        domain::Address a;
        a.zipCode = QStringLiteral("80010000");
        a.streetName = QStringLiteral("Rua XV de Novembro");
        a.number = QStringLiteral("100");
        a.cityName = QStringLiteral("Curitiba");
        a.stateCode = QStringLiteral("PR");
        lead.address = a;
        const QString path = f.dir.filePath(QStringLiteral("customers.sqlite"));
        if (SandboxFixture::strictFromEnvironment()) {
            // The operator keeps no leads: she is one this desk kept, as the holder step does.
            cache::CustomerDirectory kept;
            QVERIFY(kept.open(path).ok());
            QVERIFY(kept.addLead(lead));
        } else {
            const auto made =
                f.server.post(QStringLiteral("/v1/leads"), domain::toJson(lead), f.server.token(0));
            QCOMPARE(made.status, 200);
        }

        ui::CustomersPage page(f.workspace, path);
        ui::QuotePage quote(f.workspace);
        page.resize(1100, 700);
        page.show();
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        // The service's leads come in with the sync (the desk's own, without them).
        QVERIFY(typist::click(page.searchField()));
        QVERIFY(typist::type(QStringLiteral("renata")));
        QCOMPARE(page.customersModel()->rowCount(), 1);

        // The estimate is asked for her with what the directory knows: nothing typed again.
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("estimateForCustomer")),
                          Qt::LeftButton);
        ui::EstimateDialog *estimate = page.estimateDialog();
        QVERIFY(estimate && estimate->isVisible());
        const QString facts = estimate->factsLabel()->text();
        for (const char *known : {"age 41", "children: 2", "woman", "single", "PR"})
            QVERIFY2(facts.contains(QLatin1String(known)), qPrintable(facts)); // divorced: single
        QVERIFY(estimate->estimateButton()->isEnabled());
        QVERIFY(typist::activate(estimate));
        QVERIFY(typist::hasKeyboard(estimate->productBox()));
        QVERIFY(typist::enter());
        QTRY_VERIFY_WITH_TIMEOUT(estimate->gauge()->hasValue(), 8000);
        estimate->close();

        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("newQuoteForCustomer")),
                          Qt::LeftButton);
        // A new quote for her is a multicálculo with her as the holder; the broker gives the risk.
        quote.resize(1000, 720);
        quote.show();
        ui::MultiQuoteView *multi = quote.multi();
        QVERIFY(multi->isVisible());
        QCOMPARE(multi->findChild<QLineEdit *>(QStringLiteral("holder.first_name"))->text(),
                 QStringLiteral("Renata"));
        QCOMPARE(multi->findChild<QLineEdit *>(QStringLiteral("holder.email"))->text(),
                 QStringLiteral("renata@example.com"));
    }
};

QTEST_MAIN(TestCustomersPage)
#include "tst_customerspage.moc"
