// How often the sale view reads a sale still waiting for its payment: soon after the sale, then
// less often, up to the pace its payment method settles at; its timeline only when the status
// moves; a sale shown while another's read is out is read as soon as that read is back.
#include "requestpaths.h"
#include "salesflow.h"
#include "uifixture.h"

#include "sales/salespage.h"
#include "sales/salestatusview.h"

#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace brokerdesk;
using ui::SaleStatusView;

namespace {

constexpr int timeoutMs = 15000; // generous: the machine is shared

sandbox::SandboxSettings slowSettlement()
{
    auto s = SandboxFixture::defaults();
    s.settleDelayMs = 3'600'000; // a Pix or boleto sale stays Pending through the test
    return s;
}

// The waits between the view's reads of a pending sale (from each answer to the next).
QList<qint64> gapsBetweenReads(UiFixture &f, const QString &method, int reads)
{
    const QString saleId = salesflow::makeSale(f.server, f.server.token(0), 0, method);
    if (saleId.isEmpty())
        return {};
    ui::SalesPage sales(f.workspace);
    SaleStatusView *view = sales.saleStatus();
    QElapsedTimer clock;
    QList<qint64> answeredAt;
    QObject::connect(view, &SaleStatusView::saleUpdated, view,
                     [&] { answeredAt << clock.elapsed(); });
    clock.start();
    emit f.workspace.saleOpened(saleId);
    if (!QTest::qWaitFor([&] { return answeredAt.size() >= reads; }, timeoutMs))
        return {};
    QList<qint64> gaps;
    for (int i = 1; i < answeredAt.size(); ++i)
        gaps << answeredAt.at(i) - answeredAt.at(i - 1);
    return gaps;
}

} // namespace

class TestSaleStatusPolling : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(cache::SalesLog::defaultPath()); }

    void pendingPixSale_isReadAgainWithinAQuarterSecond_thenEveryHalfSecondAtMost()
    {
        UiFixture f(slowSettlement());
        const QList<qint64> gaps = gapsBetweenReads(f, QStringLiteral("Pix"), 6);
        QCOMPARE(gaps.size(), 5);
        // 250, 500, 500, 500, 500 ms, each plus a loopback answer.
        QVERIFY2(gaps.first() < 450, qPrintable(QString::number(gaps.first())));
        for (int i = 1; i < gaps.size(); ++i)
            QVERIFY2(gaps.at(i) >= 450 && gaps.at(i) < 1200,
                     qPrintable(QString::number(gaps.at(i))));
    }

    void pendingBoletoSale_backsOffPastASecond()
    {
        UiFixture f(slowSettlement());
        const QList<qint64> gaps = gapsBetweenReads(f, QStringLiteral("Billet"), 5);
        QCOMPARE(gaps.size(), 4);
        // 250, 500, 1000, 2000 ms: a boleto is confirmed in days, not seconds.
        QVERIFY2(gaps.first() < 450, qPrintable(QString::number(gaps.first())));
        QVERIFY2(gaps.last() >= 1800, qPrintable(QString::number(gaps.last())));
    }

    void pendingSale_readsItsTimelineOnlyWhenTheStatusMoves_thenTheIssuedPolicy()
    {
        UiFixture f(slowSettlement());
        const QByteArray token = f.server.token(0);
        const QString saleId = salesflow::makeSale(f.server, token, 0, QStringLiteral("Pix"));
        QVERIFY(!saleId.isEmpty());
        ui::SalesPage sales(f.workspace);
        SaleStatusView *view = sales.saleStatus();
        RequestPaths requests(f.api.network());
        int reads = 0;
        connect(view, &SaleStatusView::saleUpdated, view, [&reads] { ++reads; });
        emit f.workspace.saleOpened(saleId);
        QTRY_VERIFY_WITH_TIMEOUT(reads >= 4, timeoutMs);
        QCOMPARE(view->status(), domain::SaleStatus::Pending);
        const QString timeline = QStringLiteral("/v1/consultant/timeline/");
        QCOMPARE(requests.count(timeline), 1);
        QVERIFY(requests.count(QStringLiteral("/v1/sales/") + saleId) >= 4);

        // The payment arrives: the status moves, the timeline follows with the policy.
        QVERIFY(f.server.advanceClock(0, QStringLiteral("PT2H")));
        QTRY_COMPARE_WITH_TIMEOUT(view->status(), domain::SaleStatus::Finished, timeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(view->documentUrl().isValid(), timeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPolling(), timeoutMs);
        QCOMPARE(requests.count(timeline), 2);
    }

    void saleOpened_whileAnotherSalesReadIsOut_isReadOnceThatReadIsBack()
    {
        UiFixture f;
        const QByteArray token = f.server.token(0);
        const QString first = salesflow::makeSale(f.server, token, 0, QStringLiteral("CreditCard"));
        const QString second =
            salesflow::makeSale(f.server, token, 0, QStringLiteral("CreditCard"));
        QVERIFY(!first.isEmpty() && !second.isEmpty());
        ui::SalesPage sales(f.workspace);
        SaleStatusView *view = sales.saleStatus();
        view->showSale(first);  // its read goes out...
        view->showSale(second); // ...and this one is shown before it is back
        QTRY_COMPARE_WITH_TIMEOUT(view->status(), domain::SaleStatus::Finished, timeoutMs);
        QCOMPARE(view->saleId(), second);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPolling(), timeoutMs);
    }
};

QTEST_MAIN(TestSaleStatusPolling)
#include "tst_salestatuspolling.moc"
