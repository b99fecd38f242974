#include "uifixture.h"
#include "uitestsettings.h"

#include "typist.h"

#include "customers/customerlistmodel.h"
#include "customers/customerspage.h"
#include "shell/errorbanner.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
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
};

QTEST_MAIN(TestCustomersPage)
#include "tst_customerspage.moc"
