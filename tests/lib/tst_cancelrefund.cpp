// The cancel rule shared by the sandbox and the desk's preview (BROKER-DOMAIN.md, "Cancellation
// and refunds"): who cancels and when decides what the insurer keeps of the premium paid; the
// commission still to come is void and the one received on premium that goes back is charged
// back.
#include "domain/cancelrefund.h"
#include "domain/policy.h"

#include <QTest>

using namespace brokerdesk::domain;

namespace {

const QDate start(2026, 1, 1);
const QDate end = start.addYears(1);

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

// The domain document's example: R$ 2.000,00 a year in 5 × R$ 400,00 (no IOF in the figures),
// sold at the office a month before the cover, `paid` of them paid.
CancelTerms fiveOf400(CancelReason reason, qint64 daysRun)
{
    CancelTerms t;
    t.reason = reason;
    t.coverStart = start;
    t.coverEnd = end;
    t.saleDay = start.addDays(-30);
    t.cancelDay = start.addDays(daysRun);
    t.premium = 200000;
    t.charged = 200000;
    return t;
}

PolicyMoney paidInstallments(int paid, qint64 each = 40000)
{
    PolicyMoney m;
    m.premiumPaid = paid * each;
    return m;
}

} // namespace

class TestCancelRefund : public QObject
{
    Q_OBJECT

private slots:
    void shortRateTable_givesItsRows_andInterpolatesLinearlyBetweenThem()
    {
        QCOMPARE(shortRatePercent(0), 0.0);
        QCOMPARE(shortRatePercent(1), 0.87); // the market's daily table
        QCOMPARE(shortRatePercent(15), 13.0);
        QCOMPARE(shortRatePercent(47), 27.40);
        QCOMPARE(shortRatePercent(60), 30.0);
        QCOMPARE(shortRatePercent(180), 70.0);
        QCOMPARE(shortRatePercent(355), 99.0);
        QCOMPARE(shortRatePercent(365), 100.0);
        QCOMPARE(shortRatePercent(400), 100.0);
    }

    void insuredsRequest_twoOfFivePaid_after60Days_keeps600_andRefunds200()
    {
        const CancelFigures f =
            cancelFigures(fiveOf400(CancelReason::PolicyholderRequested, 60), paidInstallments(2));
        QCOMPARE(f.rule, RefundRule::ShortRate);
        QCOMPARE(f.daysRun, 60);
        QCOMPARE(f.coverDays, 365);
        QCOMPARE(f.earnedPercent, 30.0);
        QCOMPARE(f.earned, 60000);
        QCOMPARE(f.paid, 80000);
        QCOMPARE(f.kept, 60000);
        QCOMPARE(f.refund, 20000);
    }

    void insuredsRequest_onlyOnePaid_after60Days_refundsNothing()
    {
        const CancelFigures f =
            cancelFigures(fiveOf400(CancelReason::PolicyholderRequested, 60), paidInstallments(1));
        QCOMPARE(f.paid, 40000);
        QCOMPARE(f.kept, 40000);
        QCOMPARE(f.refund, 0); // never below zero
    }

    void insurersRequest_keepsTheDaysRunProRata()
    {
        const CancelFigures f =
            cancelFigures(fiveOf400(CancelReason::InsurerRequest, 73), paidInstallments(2));
        QCOMPARE(f.rule, RefundRule::ProRata);
        QCOMPARE(f.earned, 200000 * 73 / 365); // R$ 400,00
        QCOMPARE(f.refund, 80000 - 40000);
        QCOMPARE(f.earnedPercent, 20.0);
    }

    void defaultOrClaim_refundNothing_evenWithMuchPaid()
    {
        for (const CancelReason reason : {CancelReason::Default, CancelReason::Claimed}) {
            const CancelFigures f = cancelFigures(fiveOf400(reason, 30), paidInstallments(5));
            QCOMPARE(f.rule,
                     reason == CancelReason::Default ? RefundRule::Default : RefundRule::Claim);
            QCOMPARE(f.paid, 200000);
            QCOMPARE(f.refund, 0);
            QCOMPARE(f.kept, 200000);
        }
    }

    void beforeTheCoverStarts_everythingPaidGoesBack_whoeverCancels()
    {
        for (const CancelReason reason :
             {CancelReason::PolicyholderRequested, CancelReason::Default, CancelReason::Claimed,
              CancelReason::InsurerRequest}) {
            const CancelFigures f = cancelFigures(fiveOf400(reason, -1), paidInstallments(2));
            QCOMPARE(f.rule, RefundRule::BeforeCover);
            QCOMPARE(f.daysRun, 0);
            QCOMPARE(f.refund, 80000);
            QCOMPARE(f.kept, 0);
        }
    }

    void withdrawal_withinSevenDaysOfARemoteSale_refundsEverything_notOnTheEighth()
    {
        CancelTerms t = fiveOf400(CancelReason::PolicyholderRequested, 5);
        t.saleDay = start.addDays(-2); // sold by phone two days before the cover
        QCOMPARE(cancelFigures(t, paidInstallments(1)).rule, RefundRule::Withdrawal);
        QCOMPARE(cancelFigures(t, paidInstallments(1)).refund, 40000);
        t.cancelDay = t.saleDay.addDays(7); // the seventh day still counts
        QCOMPARE(cancelFigures(t, paidInstallments(1)).refund, 40000);
        t.cancelDay = t.saleDay.addDays(8);
        const CancelFigures late = cancelFigures(t, paidInstallments(1));
        QCOMPARE(late.rule, RefundRule::ShortRate);
        QCOMPARE(late.earnedPercent, 5.2); // 6 days of cover run: 13 % × 6 / 15
        QCOMPARE(late.refund, 40000 - 10400);
    }

    void withdrawal_isTheInsuredsRight_andOnlyForASaleOutsideTheOffice()
    {
        CancelTerms t = fiveOf400(CancelReason::InsurerRequest, 3);
        t.saleDay = start;
        QCOMPARE(cancelFigures(t, paidInstallments(1)).rule, RefundRule::ProRata);
        t.reason = CancelReason::PolicyholderRequested;
        t.channel = SaleChannel::InOffice;
        QCOMPARE(cancelFigures(t, paidInstallments(1)).rule, RefundRule::ShortRate);
        t.channel = SaleChannel::Remote;
        QCOMPARE(cancelFigures(t, paidInstallments(1)).rule, RefundRule::Withdrawal);
    }

    void aCoverOfAnotherTerm_scalesItsDaysToTheYear()
    {
        CancelTerms t = fiveOf400(CancelReason::PolicyholderRequested, 73);
        t.coverEnd = start.addDays(146); // 73 of 146 days: half the term, as 182.5 of a year
        const CancelFigures f = cancelFigures(t, paidInstallments(5));
        QCOMPARE(f.earnedPercent, 70.5); // between 180 (70 %) and 195 (73 %)
        QCOMPARE(f.earned, 141000);
        QCOMPARE(f.refund, 200000 - 141000);
    }

    void premiumPaidWithIofAndInterest_isReadNet()
    {
        // R$ 2.000,00 net, IOF 7,38 %: R$ 2.147,60 in 5 × R$ 429,52; 2 paid.
        CancelTerms t = fiveOf400(CancelReason::PolicyholderRequested, 60);
        t.charged = 214760;
        const CancelFigures f = cancelFigures(t, paidInstallments(2, 42952));
        QCOMPARE(f.paid, 80000);
        QCOMPARE(f.refund, 20000);
    }

    void commission_unpaidIsVoid_receivedOnWhatGoesBackIsChargedBack()
    {
        // Ten card installments, the first paid; R$ 49,60 of commission on each.
        QList<QJsonObject> rows;
        for (int i = 0; i < 10; ++i) {
            rows << record("ChannelSale", 42952, i == 0);
            rows << record("BrokerCommission", 4960, i == 0);
            rows << record("BrokerAgency", -500, false);
        }
        rows << record("Taxes", -14760, false);
        const PolicyMoney money = policyMoney(rows);
        QCOMPARE(money.premiumPaid, 42952);
        QCOMPARE(money.commissionReceived, 4960);
        QCOMPARE(money.commissionUnpaid, 9 * 4960);

        CancelTerms t = fiveOf400(CancelReason::PolicyholderRequested, -3); // before the cover
        t.charged = 429520;
        const CancelFigures before = cancelFigures(t, money);
        QCOMPARE(before.paid, 20000);
        QCOMPARE(before.refund, 20000);
        QCOMPARE(before.commissionVoid, 44640);
        QCOMPARE(before.chargeback, 4960);
        QCOMPARE(before.commissionLost(), 49600); // R$ 496,00: 9 void + 1 charged back

        // Half of what was paid goes back (5 of 100 days run, pro rata): half the commission
        // received on it is charged back.
        t.reason = CancelReason::InsurerRequest;
        t.coverEnd = start.addDays(100);
        t.cancelDay = start.addDays(5);
        const CancelFigures half = cancelFigures(t, money);
        QCOMPARE(half.refund, 10000);
        QCOMPARE(half.chargeback, 2480);
        QCOMPARE(half.commissionLost(), 44640 + 2480);
    }

    void deletedOrUnpaidRecords_andChargebacks_countAsNothingPaidOrReceived()
    {
        const QList<QJsonObject> rows{record("ChannelSale", 10000, true, "2026-01-02T00:00:00Z"),
                                      record("ChannelSale", 10000, false),
                                      record("BrokerCommission", -900, true),
                                      record("BrokerCommission", 900, false, "2026-01-02"),
                                      record("PolicyReversal", -10000, true)};
        const PolicyMoney m = policyMoney(rows);
        QCOMPARE(m.premiumPaid, 0);
        QCOMPARE(m.commissionReceived, 0);
        QCOMPARE(m.commissionUnpaid, 0);
    }

    void recurrentPremiumPaid_countsAsPremium()
    {
        const QList<QJsonObject> rows{record("ChannelRecurrentSale", 5000, true),
                                      record("ChannelRecurrentSale", 5000, false)};
        QCOMPARE(policyMoney(rows).premiumPaid, 5000);
    }

    void reversalMethods_areWaysTheCustomerCanReceive_theWayItWasPaidFirst()
    {
        QCOMPARE(reversalMethodsFor(PaymentMethod::CreditCard).first(), ReversalMethod::CreditCard);
        QCOMPARE(reversalMethodsFor(PaymentMethod::Pix).first(), ReversalMethod::Pix);
        QCOMPARE(reversalMethodsFor(PaymentMethod::WireTransfer).first(),
                 ReversalMethod::WireTransfer);
        for (const PaymentMethod paid :
             {PaymentMethod::DebitCard, PaymentMethod::Billet, PaymentMethod::AccountDebit}) {
            const QList<ReversalMethod> ways = reversalMethodsFor(paid);
            QCOMPARE(ways,
                     (QList<ReversalMethod>{ReversalMethod::Pix, ReversalMethod::WireTransfer}));
        }
        QVERIFY(reversalMethodsFor(PaymentMethod::Unknown).isEmpty());
    }

    void termsOfAPolicy_readTheNetPremiumFromTheInstallmentItWasSoldIn()
    {
        const auto policy = fromJson<Policy>(
            QJsonObject{{QStringLiteral("id"), QStringLiteral("p1")},
                        {QStringLiteral("lifetime_start"), QStringLiteral("2026-12-01T00:00:00Z")},
                        {QStringLiteral("lifetime_end"), QStringLiteral("2027-12-01T00:00:00Z")},
                        {QStringLiteral("date"), QStringLiteral("2026-11-20T15:00:00Z")},
                        {QStringLiteral("total_amount"), 225700},
                        {QStringLiteral("payment_method"), QStringLiteral("DebitCard")},
                        {QStringLiteral("installment"),
                         QJsonObject{{QStringLiteral("id"), QStringLiteral("i1")},
                                     {QStringLiteral("amount"), 22570},
                                     {QStringLiteral("total_amount"), 225700},
                                     {QStringLiteral("installment_quantity"), 10},
                                     {QStringLiteral("interest_percent"), 1.99},
                                     {QStringLiteral("interest_amount"), 10940},
                                     {QStringLiteral("taxes"),
                                      QJsonObject{{QStringLiteral("total_amount"), 14760}}}}}});
        QVERIFY(policy);
        QCOMPARE(policy.value().paymentMethod, PaymentMethod::DebitCard);
        const CancelTerms t =
            cancelTerms(policy.value(), CancelReason::PolicyholderRequested, QDate(2027, 1, 30));
        QCOMPARE(t.premium, 200000);
        QCOMPARE(t.charged, 225700);
        QCOMPARE(t.coverStart, QDate(2026, 12, 1));
        QCOMPARE(t.coverEnd, QDate(2027, 12, 1));
        QCOMPARE(t.saleDay, QDate(2026, 11, 20));
        QCOMPARE(t.channel, SaleChannel::Remote);

        // Sold by an older service, with no installment: the whole total counts as premium.
        Policy older = policy.value();
        older.installment.reset();
        QCOMPARE(cancelTerms(older, CancelReason::Default, QDate(2027, 1, 30)).premium, 225700);
    }
};

QTEST_GUILESS_MAIN(TestCancelRefund)
#include "tst_cancelrefund.moc"
