// The Sales page lists the office's sales from GET /v1/sales, made from any desk; a service
// without that list (404) leaves it showing the sales this desk made.
#include "fakeserver.h"
#include "requestpaths.h"
#include "salesflow.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "common/pageheader.h"
#include "domain/enums.h"
#include "sales/saleslistmodel.h"
#include "sales/salespage.h"
#include "sales/salestatusview.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QUuid>

using namespace brokerdesk;
using namespace brokerdesk::ui;

namespace {

constexpr int waitMs = 8000;

// A sale this desk made, as its log keeps it: Bruno Lima's auto policy by Pix, R$ 1.234,56.
cache::SaleRecord saleMadeHere()
{
    cache::SaleRecord mine;
    mine.saleId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    mine.quoteId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    mine.productName = QStringLiteral("Auto Essencial");
    mine.holderName = QStringLiteral("Bruno Lima");
    mine.installmentQuantity = 1;
    mine.totalAmount = 123456;
    mine.paymentMethod = QStringLiteral("Pix");
    mine.status = int(domain::SaleStatus::Pending);
    mine.created = QDateTime::currentDateTimeUtc();
    mine.updated = mine.created;
    return mine;
}

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

} // namespace

class TestSalesList : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedSettings> m_settings;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
        m_settings = std::make_unique<IsolatedSettings>();
    }

    void service_withTheList_showsTheOfficesSales_madeFromAnotherDesk()
    {
        if (SandboxFixture::strictFromEnvironment())
            QSKIP("GET /v1/sales is ours: a strict sandbox answers it 404 (see the test below)");
        UiFixture f;
        QVERIFY(f.server.started());
        // Made through the API by someone else: this desk's log never saw it.
        const QString sale =
            salesflow::makeSale(f.server, f.server.token(0), 0, QStringLiteral("CreditCard"), 10);
        QVERIFY(!sale.isEmpty());
        QVERIFY(!salesflow::waitForPolicy(f.server, f.server.token(0), sale).isEmpty());

        SalesPage page(f.workspace);
        QAbstractItemModelTester tester(page.salesModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.resize(1000, 700);
        page.show();
        page.activate();
        QVERIFY(QTest::qWaitFor([&] { return page.salesModel()->rowOf(sale) >= 0; }, waitMs));
        QVERIFY(page.isShowingOfficeSales());
        QVERIFY(!page.log().sale(sale));

        const auto *model = page.salesModel();
        const int row = model->rowOf(sale);
        QCOMPARE(row, 0); // newest first
        QCOMPARE(cell(model, row, SalesListModel::Holder), QStringLiteral("Ana Souza"));
        QVERIFY(!cell(model, row, SalesListModel::Product).isEmpty());
        // How it is paid, as every page says it: "10× de R$ 92,16 … (R$ 921,60 no total)".
        const QString paid = cell(model, row, SalesListModel::Total);
        QVERIFY2(paid.startsWith(QStringLiteral("10 × R$")) &&
                     paid.endsWith(QStringLiteral(" in all)")),
                 qPrintable(paid));
        QCOMPARE(model->index(row, 0).data(SalesListModel::StatusRole).toInt(),
                 int(domain::SaleStatus::Finished));
        // The seeded policies' sales are the office's too.
        QVERIFY(model->rowCount() > 1);
        auto *list = page.findChild<QTableView *>(QStringLiteral("sales"));
        QVERIFY(list);
        QCOMPARE(list->accessibleName(), SalesPage::tr("The office's sales"));
    }

    void officeList_longerThanAPage_scrolledToItsEnd_bringsTheOlderSales_once()
    {
        if (SandboxFixture::strictFromEnvironment())
            QSKIP("GET /v1/sales is ours: a strict sandbox answers it 404 (see the test below)");
        auto settings = SandboxFixture::defaults();
        settings.seedPolicies = 130; // more than the page's 100 rows
        UiFixture f(settings);
        QVERIFY(f.server.started());

        SalesPage page(f.workspace);
        QAbstractItemModelTester tester(page.salesModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.activate();
        const auto *model = page.salesModel();
        QVERIFY(QTest::qWaitFor([&] { return page.isShowingOfficeSales(); }, waitMs));
        QCOMPARE(model->rowCount(), 100);
        auto *header = page.findChild<PageHeader *>(QStringLiteral("salesHeader"));
        QVERIFY(header);
        QVERIFY2(header->summary().startsWith(QStringLiteral("130 ")),
                 qPrintable(header->summary()));

        // A broker goes to the end of the list: the older sales follow.
        auto *list = page.findChild<QTableView *>(QStringLiteral("sales"));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualRect(model->index(0, 1)).center());
        QTest::keyClick(list, Qt::Key_End, Qt::ControlModifier);
        QVERIFY(QTest::qWaitFor([&] { return model->rowCount() == 130; }, waitMs));

        QVERIFY(!model->canFetchMore({}));
        // Moving through the list shows each sale as the broker lands on it.
        QVERIFY(page.isShowingSale());
        QCOMPARE(list->currentIndex().row(), 99);
        QCOMPARE(page.saleStatus()->saleId(),
                 model->index(99, 0).data(SalesListModel::SaleIdRole).toString());
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(page.saleStatus()->saleId(),
                 model->index(100, 0).data(SalesListModel::SaleIdRole).toString());
        // Another desk sells; the page shown anew puts that sale on top and keeps every older
        // row, none twice.
        const QString sale =
            salesflow::makeSale(f.server, f.server.token(0), 0, QStringLiteral("CreditCard"), 1);
        QVERIFY(!sale.isEmpty());
        page.activate();
        QVERIFY(QTest::qWaitFor([&] { return model->rowOf(sale) == 0; }, waitMs));
        QSet<QString> ids;
        for (int row = 0; row < model->rowCount(); ++row)
            ids.insert(model->index(row, 0).data(SalesListModel::SaleIdRole).toString());
        QCOMPARE(model->rowCount(), 131);
        QCOMPARE(ids.size(), 131);
        QVERIFY2(header->summary().startsWith(QStringLiteral("131 ")),
                 qPrintable(header->summary()));
    }

    void service_withoutTheList_404_showsTheSalesThisDeskMade()
    {
        UiFixture f;
        QVERIFY(f.server.started());
        FakeServer old;
        old.setHandler(FakeServer::withToken([](const FakeServer::Request &) {
            FakeServer::Response r;
            r.status = 404;
            r.headers = {{"Content-Type", "application/json"}};
            r.body = R"({"code":"not_found","message":"Path not found."})";
            return r;
        }));
        QVERIFY(old.listen());
        api::ServerSettings s = f.api.settings();
        s.baseUrl = old.baseUrl();
        s.tokenUrl = QUrl(old.baseUrl().toString() + QStringLiteral("/oauth2/token"));
        f.api.setSettings(s);

        SalesPage page(f.workspace);
        QAbstractItemModelTester tester(page.salesModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const cache::SaleRecord mine = saleMadeHere();
        QVERIFY(page.log().record(mine));

        page.resize(1000, 700);
        page.show();
        page.activate();
        QVERIFY(
            QTest::qWaitFor([&] { return old.hits(QStringLiteral("/v1/sales")) >= 1; }, waitMs));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return page.salesModel()->rowOf(mine.saleId) >= 0 && !page.isShowingOfficeSales();
            },
            waitMs));
        QCOMPARE(page.salesModel()->rowCount(), int(page.log().sales().size()));
        const int row = page.salesModel()->rowOf(mine.saleId);
        QCOMPARE(cell(page.salesModel(), row, SalesListModel::Holder), mine.holderName);
        const QString total = cell(page.salesModel(), row, SalesListModel::Total);
        QVERIFY2(total.startsWith(QStringLiteral("R$")) &&
                     total.contains(QStringLiteral("1.234,56")),
                 qPrintable(total));
    }

    void strictService_listsTheSalesThisDeskMade_sayingSoOnce_andAsksNoMoreForTheList()
    {
        auto settings = SandboxFixture::defaults();
        settings.strict = true;
        UiFixture f(settings);
        QVERIFY(f.server.started());
        RequestPaths requests(f.api.network());
        SalesPage page(f.workspace);
        QAbstractItemModelTester tester(page.salesModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const cache::SaleRecord mine = saleMadeHere();
        QVERIFY(page.log().record(mine));
        page.resize(1000, 700);
        page.show();
        page.activate();

        auto *note = page.findChild<QLabel *>(QStringLiteral("unavailableNote"));
        QVERIFY(note);
        QVERIFY(QTest::qWaitFor([&] { return note->isVisible(); }, waitMs));
        QVERIFY2(note->text().contains(QStringLiteral("this desk")), qPrintable(note->text()));
        QVERIFY(!page.isShowingOfficeSales());
        QVERIFY(page.salesModel()->rowOf(mine.saleId) >= 0);
        auto *header = page.findChild<PageHeader *>(QStringLiteral("salesHeader"));
        QVERIFY2(header->summary().contains(QStringLiteral("from this desk")),
                 qPrintable(header->summary()));
        // Shown again and again: the list the service lacks is not asked for again.
        const qsizetype asked = requests.count(QStringLiteral("/v1/sales"));
        QVERIFY(asked >= 1);
        page.activate();
        page.activate();
        QTest::qWait(200);
        QCOMPARE(requests.count(QStringLiteral("/v1/sales")), asked);
        QCOMPARE(page.findChildren<QLabel *>(QStringLiteral("unavailableNote")).size(), 1);
    }
};

QTEST_MAIN(TestSalesList)
#include "tst_saleslist.moc"
