// A sale whose policy was cancelled: the sale view reads "Policy cancelled on <date>" and its
// timeline ends with the cancellation, against the real in-process sandbox.
#include "salesflow.h"
#include "uifixture.h"

#include "common/recordnames.h"
#include "sales/salespage.h"
#include "sales/salestatusview.h"

#include "domain/isodate.h"

#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QStandardPaths>
#include <QTest>

using namespace brokerdesk;
using ui::SaleStatusView;

namespace {

constexpr int timeoutMs = 15000; // generous: the machine is shared

QString stateText(SaleStatusView *view)
{
    return view->findChild<QLabel *>(QStringLiteral("saleState"))->text();
}

QString lastEvent(SaleStatusView *view)
{
    auto *events = view->findChild<QListWidget *>(QStringLiteral("timeline"));
    return events->count() ? events->item(events->count() - 1)->text() : QString();
}

} // namespace

class TestSaleCancellation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QFile::remove(cache::SalesLog::defaultPath()); }

    void saleView_afterThePolicyIsCancelled_saysPolicyCancelledOnItsDate_andTheTimelineShowsIt()
    {
        UiFixture f;
        const QByteArray token = f.server.token(0);
        const QString saleId =
            salesflow::makeSale(f.server, token, 0, QStringLiteral("CreditCard"), 10);
        const QString policyId = salesflow::waitForPolicy(f.server, token, saleId);
        QVERIFY(!policyId.isEmpty());

        ui::SalesPage sales(f.workspace);
        sales.saleStatus()->setLongestPollInterval(100);
        sales.resize(1000, 720);
        sales.show();
        SaleStatusView *view = sales.saleStatus();
        emit f.workspace.saleOpened(saleId);
        QTRY_COMPARE_WITH_TIMEOUT(view->status(), domain::SaleStatus::Finished, timeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPolling(), timeoutMs);
        QCOMPARE(stateText(view), QStringLiteral("Policy issued"));
        QVERIFY(!view->policyCanceledOn().isValid());

        const auto canceled = f.server.del(QStringLiteral("/v1/policies/") + policyId,
                                           {{QStringLiteral("cancel_reason"), 1}}, token);
        QCOMPARE(canceled.status, 200);
        const QDateTime dateEnd = QDateTime::fromString(
            canceled.json.value(QStringLiteral("date_end")).toString(), Qt::ISODate);

        // Opened again (as from the sales list): the service's answer shows the cancellation.
        emit f.workspace.saleOpened(saleId);
        QTRY_COMPARE_WITH_TIMEOUT(view->status(), domain::SaleStatus::Canceled, timeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(view->policyCanceledOn(), dateEnd, timeoutMs);
        const QString expected =
            QStringLiteral("Policy cancelled on %1")
                .arg(QLocale().toString(dateEnd.toLocalTime().date(), QLocale::ShortFormat));
        QTRY_COMPARE_WITH_TIMEOUT(stateText(view), expected, timeoutMs);
        QVERIFY2(lastEvent(view).contains(QStringLiteral("Policy cancelled")),
                 qPrintable(lastEvent(view)));
        // The policy by its cover, never its id nor a piece of it.
        QJsonObject policy;
        for (const QJsonValue p : f.server.get(QStringLiteral("/v1/policies?rows=100"), token)
                                      .json[QStringLiteral("items")]
                                      .toArray())
            if (p[QStringLiteral("id")].toString() == policyId)
                policy = p.toObject();
        const QString cover = ui::vigencia(
            domain::parseCalendarDate(policy.value(QStringLiteral("lifetime_start")).toString()),
            domain::parseCalendarDate(policy.value(QStringLiteral("lifetime_end")).toString()));
        QVERIFY(!cover.isEmpty());
        QVERIFY2(lastEvent(view).endsWith(QStringLiteral(" (policy %1)").arg(cover)),
                 qPrintable(lastEvent(view)));
        QVERIFY(!lastEvent(view).contains(policyId.left(8), Qt::CaseInsensitive));
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPolling(), timeoutMs);
    }

    void saleView_ofAFinishedSaleWhoseTimelinePolicyIsCanceled_showsTheCancellationToo()
    {
        // A service that keeps the sale Finished still serves the policy as it is now in the
        // timeline: the view reads the cancellation from there.
        UiFixture f;
        const QByteArray token = f.server.token(0);
        const QString saleId =
            salesflow::makeSale(f.server, token, 0, QStringLiteral("CreditCard"), 1);
        const QString policyId = salesflow::waitForPolicy(f.server, token, saleId);
        QVERIFY(!policyId.isEmpty());
        QCOMPARE(f.server
                     .del(QStringLiteral("/v1/policies/") + policyId,
                          {{QStringLiteral("cancel_reason"), 2}}, token)
                     .status,
                 200);

        const auto served =
            f.server.get(QStringLiteral("/v1/consultant/timeline/") + saleId, token);
        auto t = domain::fromJson<domain::Timeline>(served.json);
        QVERIFY(t.ok());
        domain::Timeline finishedOnly = t.value();
        finishedOnly.events.removeLast(); // no policy_canceled event, as such a service would
        ui::SalesPage sales(f.workspace);
        SaleStatusView *view = sales.saleStatus();
        QVERIFY(sales.log().record({saleId,
                                    QStringLiteral("quote"),
                                    QStringLiteral("Auto"),
                                    QStringLiteral("Ana Souza"),
                                    1,
                                    0,
                                    {},
                                    QStringLiteral("CreditCard"),
                                    4,
                                    policyId,
                                    {},
                                    domain::toJson(finishedOnly),
                                    QDateTime::currentDateTimeUtc(),
                                    QDateTime::currentDateTimeUtc(),
                                    {},
                                    {}}));
        view->setLongestPollInterval(60000);
        view->showSale(saleId); // shows what the log kept at once, before the service answers
        QVERIFY(view->policyCanceledOn().isValid());
        QVERIFY2(stateText(view).startsWith(QStringLiteral("Policy cancelled on ")),
                 qPrintable(stateText(view)));
        QTRY_VERIFY_WITH_TIMEOUT(!view->isPolling(), timeoutMs);
    }
};

QTEST_MAIN(TestSaleCancellation)
#include "tst_salecancellation.moc"
