// The cancel rule shared by the sandbox and the desk's preview: the unexpired share of the
// premium actually paid, and the commission charged back with it.
#include "domain/cancelrefund.h"

#include <QTest>

using namespace brokerdesk::domain;

namespace {

const QDateTime start(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
const QDateTime end = start.addDays(365);

QJsonObject record(const char *category, qint64 amount, bool paid, const char *deletedAt = nullptr)
{
    QJsonObject r{{QStringLiteral("category"), QLatin1String(category)},
                  {QStringLiteral("amount"), amount},
                  {QStringLiteral("is_paid"), paid},
                  {QStringLiteral("deleted_at"), QJsonValue::Null}};
    if (deletedAt)
        r.insert(QStringLiteral("deleted_at"), QLatin1String(deletedAt));
    return r;
}

// Ten card installments of R$ 473,45, the first paid; commission 10 × R$ 28,50, the first received.
QList<QJsonObject> tenInstallmentsFirstPaid()
{
    QList<QJsonObject> rows;
    for (int i = 0; i < 10; ++i) {
        rows << record("ChannelSale", 47345, i == 0);
        rows << record("BrokerCommission", 2850, i == 0);
        rows << record("BrokerAgency", -500, false);
    }
    rows << record("Taxes", -32500, false);
    return rows;
}

} // namespace

class TestCancelRefund : public QObject
{
    Q_OBJECT

private slots:
    void unexpiredShare_isAllBeforeTheStart_noneFromTheEnd_andProRataBetween()
    {
        QCOMPARE(unexpiredShare(36500, start, end, start.addDays(-3)), 36500);
        QCOMPARE(unexpiredShare(36500, start, end, start), 36500);
        QCOMPARE(unexpiredShare(36500, start, end, end), 0);
        QCOMPARE(unexpiredShare(36500, start, end, end.addDays(1)), 0);
        QCOMPARE(unexpiredShare(36500, start, end, start.addDays(100)), 26500);
        // Rounded down to the cent: never more back than the days are worth.
        QCOMPARE(unexpiredShare(100, start, end, start.addSecs(1)), 99);
        QCOMPARE(unexpiredShare(100, QDateTime(), end, start), 0);
    }

    void tenInstallmentsOnePaid_cancelledBeforeTheStart_refundsTheFirstInstallmentOnly()
    {
        const CancelFigures f =
            cancelFigures(tenInstallmentsFirstPaid(), start, end, start.addDays(-1));
        QCOMPARE(f.premiumPaid, 47345);
        QCOMPARE(f.reversal, 47345);
        QCOMPARE(f.commissionReceived, 2850);
        QCOMPARE(f.chargeback, 2850);
    }

    void tenInstallmentsOnePaid_cancelledOnDayOne_refundsTheUnexpiredShareOfTheFirst()
    {
        const QDateTime now = start.addSecs(12LL * 3600);
        const CancelFigures f = cancelFigures(tenInstallmentsFirstPaid(), start, end, now);
        QCOMPARE(f.premiumPaid, 47345);
        QCOMPARE(f.reversal, 47345 * now.secsTo(end) / start.secsTo(end));
        QVERIFY(f.reversal < 47345 && f.reversal > 47200);
        QCOMPARE(f.chargeback, 2850 * f.reversal / 47345);
    }

    void halfwayWithHalfPaid_refundsHalfOfWhatWasPaid()
    {
        QList<QJsonObject> rows;
        for (int i = 0; i < 4; ++i)
            rows << record("ChannelSale", 10000, i < 2) << record("BrokerCommission", 1000, i < 2);
        const CancelFigures f =
            cancelFigures(rows, start, end, start.addSecs(start.secsTo(end) / 2));
        QCOMPARE(f.premiumPaid, 20000);
        QCOMPARE(f.reversal, 10000);
        QCOMPARE(f.commissionReceived, 2000);
        QCOMPARE(f.chargeback, 1000);
    }

    void deletedOrUnpaidRecords_andChargebacks_countAsNothingPaidOrReceived()
    {
        const QList<QJsonObject> rows{record("ChannelSale", 10000, true, "2026-01-02T00:00:00Z"),
                                      record("ChannelSale", 10000, false),
                                      record("BrokerCommission", -900, true),
                                      record("PolicyReversal", -10000, true)};
        const CancelFigures f = cancelFigures(rows, start, end, start);
        QCOMPARE(f.premiumPaid, 0);
        QCOMPARE(f.reversal, 0);
        QCOMPARE(f.commissionReceived, 0);
        QCOMPARE(f.chargeback, 0);
    }

    void recurrentPremiumPaid_countsAsPremium()
    {
        const QList<QJsonObject> rows{record("ChannelRecurrentSale", 5000, true),
                                      record("ChannelRecurrentSale", 5000, false)};
        QCOMPARE(cancelFigures(rows, start, end, start).reversal, 5000);
    }
};

QTEST_GUILESS_MAIN(TestCancelRefund)
#include "tst_cancelrefund.moc"
