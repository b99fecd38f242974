// Início against a real sandbox seeded for it: policies ending 20, 45, 70 and 120 days from the
// day the test calls today, a sale in three installments (two unpaid, so overdue by then),
// refused card payments and a boleto awaiting payment. Each count is checked against that
// data, and a click on a card opens its list.
#include "salesflow.h"
#include "uifixture.h"
#include "waituntil.h"

#include "cashflow/cashflowpage.h"
#include "cashflow/ledgermirrorview.h"
#include "domain/money.h"
#include "home/homecard.h"
#include "home/homepage.h"
#include "renewals/renewalindex.h"
#include "renewals/renewalspage.h"
#include "workspace.h"

#include <QSignalSpy>
#include <QTest>

using namespace brokerdesk;
using ui::HomePage;

namespace {

constexpr int timeoutMs = 20000;

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
    void initTestCase()
    {
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
