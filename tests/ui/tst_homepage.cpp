// Início against a real sandbox seeded for it: policies ending 20, 45, 70 and 120 days from the
// day the test calls today, a sale in three installments (two unpaid, so overdue by then),
// refused card payments and a boleto awaiting payment. Each count is checked against that
// data, and a click on a card opens its list.
#include "salesflow.h"
#include "uifixture.h"
#include "waituntil.h"

#include "affinities/affinitiespage.h"
#include "cashflow/cashflowpage.h"
#include "cashflow/commissionsview.h"
#include "cashflow/ledgerfilterbar.h"
#include "cashflow/ledgermirrorview.h"
#include "customers/calllist.h"
#include "customers/customerspage.h"
#include "domain/affinity.h"
#include "domain/businessday.h"
#include "domain/enums.h"
#include "domain/money.h"
#include "home/filternote.h"
#include "home/homecard.h"
#include "home/homepage.h"
#include "models/lazylistmodel.h"
#include "renewals/renewalindex.h"
#include "renewals/renewalspage.h"
#include "sales/saleslistmodel.h"
#include "sales/salespage.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace brokerdesk;
using ui::HomeCard;
using ui::HomePage;

namespace {

constexpr int timeoutMs = 20000;

// The rows a view shows (filters hide the others), by `role` of their first column.
QList<QVariant> shownRows(const QTableView *view, int role)
{
    QList<QVariant> shown;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        if (!view->isRowHidden(row))
            shown << view->model()->index(row, 0).data(role);
    return shown;
}

sandbox::SandboxSettings seeded()
{
    auto s = SandboxFixture::defaults();
    s.seedPolicies = 0;
    s.seedLedger = 0;
    s.seedRefusedSales = 2;
    s.seedAwaitingBoletos = 1;
    s.seedAffinities = 4;
    return s;
}

} // namespace

class TestHomePage : public QObject
{
    Q_OBJECT
    std::unique_ptr<UiFixture> f;
    std::unique_ptr<ui::RenewalIndex> renewals;
    std::unique_ptr<ui::CashFlowPage> cashflow;
    std::unique_ptr<HomePage> page;
    QDate today; // the day counts are made for: 20 days before the first policy ends
    int pendingAffinities = 0;

    QString figure(const char *name) { return page->card(QLatin1String(name))->figure(); }

private slots:
    // Enter on a card, as a broker opens it from the keyboard.
    void open(const char *name)
    {
        HomeCard *c = page->card(QLatin1String(name));
        c->setFocus(Qt::TabFocusReason);
        QTest::keyClick(c, Qt::Key_Return);
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the sales page's log, the directory
        f = std::make_unique<UiFixture>(seeded());
        QVERIFY(f->server.started());
        const QByteArray token = f->server.token(0);
        const QDate tomorrow = QDateTime::currentDateTimeUtc().date().addDays(1);
        // Covers of a year from tomorrow and 25, 50 and 100 days later.
        for (int offset : {0, 25, 50, 100}) {
            const QString sale = salesflow::makeSale(f->server, token, 0, QStringLiteral("Pix"), 1,
                                                     {}, tomorrow.addDays(offset));
            QVERIFY(!salesflow::waitForPolicy(f->server, token, sale).isEmpty());
        }
        // Three installments: the first paid now, two due later (overdue by `today`).
        const QString parceled = salesflow::makeSale(
            f->server, token, 0, QStringLiteral("CreditCard"), 3, {}, tomorrow.addDays(200));
        QVERIFY(!salesflow::waitForPolicy(f->server, token, parceled).isEmpty());
        today = tomorrow.addYears(1).addDays(-20);

        const auto affinities = f->server.get(QStringLiteral("/v1/affinity?rows=100"), token);
        for (const QJsonValue a : affinities.json[QStringLiteral("items")].toArray())
            pendingAffinities += a[QStringLiteral("status")].toInt() == 5 ? 1 : 0;

        renewals = std::make_unique<ui::RenewalIndex>(
            f->workspace, f->dir.filePath(QStringLiteral("renewals.sqlite")));
        cashflow = std::make_unique<ui::CashFlowPage>(f->workspace);
        cashflow->setMirrorPath(f->dir.filePath(QStringLiteral("ledger.db")));
        page = std::make_unique<HomePage>(f->workspace, *renewals);
        page->setLedger(cashflow->mirrorView());
        page->setToday(today);
        page->resize(1000, 700);
        page->show();
        page->activate();
        QVERIFY(waitUntil([this] { return !page->isBusy() && !cashflow->isBusy(); }, timeoutMs));
        // The mirror's first sync ends after the counts made from the empty file: once more.
        QVERIFY(waitUntil([this] { return figure("installmentsOverdue") == u"2"; }, timeoutMs));
    }

    void renewals_countPoliciesEndingWithinEachWindow()
    {
        QCOMPARE(figure("renewals30"), QStringLiteral("1")); // ends in 20 days
        QCOMPARE(figure("renewals60"), QStringLiteral("2")); // and in 45
        QCOMPARE(figure("renewals90"), QStringLiteral("3")); // and in 70; not the one in 120
    }

    void sales_countTheRefusedAndTheAwaitingPayment()
    {
        QCOMPARE(figure("salesFailed"), QStringLiteral("2"));
        QCOMPARE(figure("salesWaiting"), QStringLiteral("1"));
    }

    void installmentsOverdue_countTheUnpaidPremiumsDueBeforeToday()
    {
        QCOMPARE(figure("installmentsOverdue"), QStringLiteral("2"));
        QVERIFY(page->card(QStringLiteral("installmentsOverdue"))->detail().contains(u"R$"));
    }

    void affinitiesPending_countThePendingOnes()
    {
        QCOMPARE(figure("affinitiesPending"), QString::number(pendingAffinities));
    }

    // The sales' commission installments fall in the first months after them: none in the
    // month of `today`, nearly a year later, and no policy was canceled.
    void commissions_ofAMonthWithoutInstallments_areZero()
    {
        const QString zero = domain::Money::fromCents(0).format();
        for (const char *name : {"commissionsExpected", "commissionsReceived", "commissionsAtRisk"})
            QCOMPARE(figure(name), zero);
    }

    void clickingARenewalCard_asksForRenovacoesWithItsWindow()
    {
        QSignalSpy asked(&f->workspace, &ui::Workspace::renewalsDueRequested);
        QTest::mouseClick(page->card(QStringLiteral("renewals60")), Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.at(0).at(0).toInt(), 60);
        // Renovações follows the request.
        ui::RenewalsPage renewalsPage(f->workspace, *renewals);
        emit f->workspace.renewalsDueRequested(90);
        QCOMPARE(renewalsPage.windowDays(), 90);
    }

    void clickingACard_opensItsPage()
    {
        QSignalSpy opened(&f->workspace, &ui::Workspace::pageRequested);
        QTest::mouseClick(page->card(QStringLiteral("salesFailed")), Qt::LeftButton);
        QTest::mouseClick(page->card(QStringLiteral("installmentsOverdue")), Qt::LeftButton);
        QTest::mouseClick(page->card(QStringLiteral("affinitiesPending")), Qt::LeftButton);
        QCOMPARE(opened.size(), 3);
        QCOMPARE(opened.at(0).at(0).toString(), QStringLiteral("sales"));
        QCOMPARE(opened.at(1).at(0).toString(), QStringLiteral("cashflow"));
        QCOMPARE(opened.at(2).at(0).toString(), QStringLiteral("affinities"));
    }

    void salesCards_openVendasOnlyOnTheSalesTheyCount_aNoteSaysSo_andShowAllClearsIt()
    {
        ui::SalesPage sales(f->workspace);
        QAbstractItemModelTester tester(sales.salesModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        sales.activate();
        QVERIFY(waitUntil([&] { return sales.isShowingOfficeSales(); }, timeoutMs));
        const int all = sales.salesModel()->rowCount();
        QSignalSpy opened(&f->workspace, &ui::Workspace::pageRequested);

        open("salesFailed");
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toString(), QStringLiteral("sales"));
        QCOMPARE(sales.shownOnly(), ui::SalesPage::Only::PaymentFailed);
        QVERIFY(sales.filterNote()->isVisibleTo(&sales));
        const auto failed = shownRows(sales.listView(), ui::SalesListModel::StatusRole);
        QCOMPARE(failed.size(), 2); // the two refused card payments the count said
        for (const QVariant &status : failed)
            QVERIFY(domain::SaleStatus(status.toInt()) == domain::SaleStatus::Failed);

        open("salesWaiting");
        QCOMPARE(sales.shownOnly(), ui::SalesPage::Only::WaitingPayment);
        const auto waiting = shownRows(sales.listView(), ui::SalesListModel::StatusRole);
        QCOMPARE(waiting.size(), 1); // the boleto awaiting payment
        QVERIFY(domain::SaleStatus(waiting.first().toInt()) == domain::SaleStatus::Pending ||
                domain::SaleStatus(waiting.first().toInt()) == domain::SaleStatus::Started);

        QTest::mouseClick(sales.filterNote()->clearButton(), Qt::LeftButton);
        QCOMPARE(sales.shownOnly(), ui::SalesPage::Only::All);
        QVERIFY(!sales.filterNote()->isVisibleTo(&sales));
        QCOMPARE(shownRows(sales.listView(), ui::SalesListModel::StatusRole).size(), all);
    }

    void overdueCard_opensFluxoDeCaixaOnTheOverdueInstallments_aNoteSaysSo()
    {
        const auto *before = cashflow->mirrorView()->model();
        // Overdue on the day the counts were made for, when the two installments are late.
        domain::businessday::startClockAt(domain::businessday::startOf(today).addSecs(12 * 3600));
        open("installmentsOverdue");
        QVERIFY(cashflow->filterNote()->isVisibleTo(cashflow.get()));
        const cache::LedgerFilter filter = cashflow->mirrorView()->filterBar()->filter();
        QVERIFY(filter.overdueBefore.isValid());
        QCOMPARE(filter.categories.size(), 2); // the customers' premiums: sales, recurring sales
        QCOMPARE(cashflow->mirrorView()->tabs()->currentIndex(), 0);
        // The ledger read again with that filter: the two installments Início counted.
        QVERIFY(waitUntil(
            [&] {
                const auto *m = cashflow->mirrorView()->model();
                return m != before && m->hasTotal() && !m->isBusy();
            },
            timeoutMs));
        models::LazyListModel *model = cashflow->mirrorView()->model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->total(), 2);

        QTest::mouseClick(cashflow->filterNote()->clearButton(), Qt::LeftButton);
        QVERIFY(!cashflow->filterNote()->isVisibleTo(cashflow.get()));
        QVERIFY(!cashflow->mirrorView()->filterBar()->filter().overdueBefore.isValid());
        domain::businessday::startClockAt({});
    }

    void commissionsCard_opensComissoesOnThisMonth()
    {
        open("commissionsExpected");
        ui::cashflow::CommissionsView *commissions = cashflow->mirrorView()->commissions();
        QCOMPARE(cashflow->mirrorView()->tabs()->currentWidget(), commissions);
        QVERIFY(waitUntil([&] { return !commissions->months().isEmpty(); }, timeoutMs));
        QVERIFY(waitUntil([&] { return commissions->monthsView()->currentIndex().isValid(); },
                          timeoutMs));
        const auto month =
            commissions->months().at(commissions->monthsView()->currentIndex().row());
        const QDate now = domain::businessday::today();
        QCOMPARE(month.year, now.year());
        QCOMPARE(month.month, now.month());
    }

    void affinitiesCard_opensAfinidadesOnlyOnThePendingOnes()
    {
        ui::AffinitiesPage affinities(f->workspace);
        QAbstractItemModelTester tester(affinities.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        affinities.activate();
        QVERIFY(waitUntil([&] { return affinities.model()->hasTotal() && !affinities.isBusy(); },
                          timeoutMs));
        const int all = affinities.model()->rowCount();
        QVERIFY(all > pendingAffinities); // some are not pending: the filter has work to do
        open("affinitiesPending");
        QVERIFY(affinities.isShowingOnlyPending());
        QVERIFY(affinities.filterNote()->isVisibleTo(&affinities));
        const auto shown = shownRows(affinities.view(), models::LazyListModel::ValueRole);
        QCOMPARE(shown.size(), pendingAffinities);
        for (const QVariant &a : shown)
            QVERIFY(a.value<domain::Affinity>().status == domain::AffinityStatus::Pending);
        QTest::mouseClick(affinities.filterNote()->clearButton(), Qt::LeftButton);
        QCOMPARE(shownRows(affinities.view(), models::LazyListModel::ValueRole).size(), all);
    }

    void callListCard_opensTheCallList()
    {
        ui::CustomersPage customers(f->workspace,
                                    f->dir.filePath(QStringLiteral("customers.sqlite")));
        QSignalSpy opened(&f->workspace, &ui::Workspace::pageRequested);
        open("callList");
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toString(), QStringLiteral("customers"));
        QCOMPARE(customers.tabs()->currentWidget(), customers.callList());
    }

    void cleanupTestCase()
    {
        page.reset();
        cashflow.reset();
        renewals.reset();
        f.reset();
    }
};

QTEST_MAIN(TestHomePage)
#include "tst_homepage.moc"
