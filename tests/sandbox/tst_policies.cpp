#include "salesflow.h"

#include <QTest>

using namespace salesflow;

class TestPolicies : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    QString issuedPolicy()
    {
        return waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("CreditCard"), 3));
    }
    SandboxFixture::Reply cancel(const QString &id, const QJsonObject &body)
    {
        return f->del(QStringLiteral("/v1/policies/") + id, body, token);
    }
    QJsonObject listed(const QString &id)
    {
        const auto r = f->get(QStringLiteral("/v1/policies?rows=100"), token);
        for (const QJsonValue &p : r.json[QStringLiteral("items")].toArray())
            if (p[QStringLiteral("id")].toString() == id)
                return p.toObject();
        return {};
    }
    // Every cash-flow record of the policy, oldest first, walked by cursor as a client would.
    QList<QJsonObject> ledgerOf(const QString &id)
    {
        QList<QJsonObject> out;
        QString cursor;
        do {
            const auto r =
                f->get(QStringLiteral("/v1/cash-flow?rows=100") +
                           (cursor.isEmpty() ? QString() : QStringLiteral("&cursor=") + cursor),
                       token);
            for (const QJsonValue row : r.json[QStringLiteral("items")].toArray())
                if (row[QStringLiteral("policy_id")].toString() == id)
                    out.prepend(row.toObject());
            cursor = r.json[QStringLiteral("cursor")].toString();
        } while (!cursor.isEmpty());
        return out;
    }
    static QList<QJsonObject> only(const QList<QJsonObject> &rows, const QString &category)
    {
        QList<QJsonObject> out;
        for (const QJsonObject &r : rows)
            if (r[QStringLiteral("category")].toString() == category)
                out << r;
        return out;
    }
    static bool deleted(const QJsonObject &r) { return !r[QStringLiteral("deleted_at")].isNull(); }
    static qint64 firstInstallment(const QList<QJsonObject> &rows)
    {
        return only(rows, QStringLiteral("ChannelSale"))
            .first()[QStringLiteral("amount")]
            .toInteger();
    }
    // The net premium of the policy: its installment's total less IOF and interest.
    static qint64 netPremium(const QJsonObject &policy)
    {
        const QJsonObject in = policy[QStringLiteral("installment")].toObject();
        return in[QStringLiteral("total_amount")].toInteger() -
               in[QStringLiteral("taxes")][QStringLiteral("total_amount")].toInteger() -
               in[QStringLiteral("interest_amount")].toInteger();
    }
    static QDate coverStart(const QJsonObject &policy)
    {
        return QDateTime::fromString(policy[QStringLiteral("lifetime_start")].toString(),
                                     Qt::ISODate)
            .date();
    }
    static qint64 paidPremium(const QList<QJsonObject> &rows)
    {
        qint64 paid = 0;
        for (const QJsonObject &r : only(rows, QStringLiteral("ChannelSale")))
            if (r[QStringLiteral("is_paid")].toBool() && !deleted(r))
                paid += r[QStringLiteral("amount")].toInteger();
        return paid;
    }
    // Moves the broker's clock (collecting what falls due) to noon UTC of `day`: the same
    // calendar day in UTC and in Brasília.
    void moveClockTo(const QDate &day)
    {
        const QDateTime target(day, QTime(12, 0), Qt::UTC);
        const qint64 seconds = f->sandbox().clock().now(f->broker(0).brokerId).secsTo(target);
        QVERIFY(seconds > 0);
        const auto r =
            f->post(QStringLiteral("/sandbox/clock"),
                    {{QStringLiteral("advance"), QStringLiteral("PT%1S").arg(seconds)}}, token);
        QCOMPARE(r.status, 200);
    }
    static QJsonObject bankAccount()
    {
        return {{QStringLiteral("bank_code"), QStringLiteral("341")},
                {QStringLiteral("agency"), QStringLiteral("0001")},
                {QStringLiteral("account"), QStringLiteral("12345")},
                {QStringLiteral("account_digit"), QStringLiteral("6")}};
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token();
    }

    void list_showsAnIssuedPolicyWithEveryContractField()
    {
        const QString id = issuedPolicy();
        QVERIFY(!id.isEmpty());
        const QJsonObject p = listed(id);
        for (const char *field : {"id", "status", "sale_id", "product_id", "broker_product_id",
                                  "policy_holder", "lifetime_start", "lifetime_end", "total_amount",
                                  "document_url", "date", "last_update"})
            QVERIFY2(p.contains(QString::fromLatin1(field)), field);
        QCOMPARE(p[QStringLiteral("status")].toInt(), 1);
        QVERIFY(p[QStringLiteral("total_amount")].isDouble());
        QVERIFY(!p.contains(QStringLiteral("date_end")));
    }

    void list_ofOneBroker_neverShowsAnotherBrokersPolicies()
    {
        const QString id = issuedPolicy();
        const auto r = f->get(QStringLiteral("/v1/policies?rows=100"), f->token(1));
        QCOMPARE(r.status, 200);
        for (const QJsonValue &p : r.json[QStringLiteral("items")].toArray())
            QVERIFY(p[QStringLiteral("id")].toString() != id);
    }

    void cancel_beforeTheLifetimeStarts_refundsTheNetPremiumOfAllThatWasPaid()
    {
        const QString id = issuedPolicy(); // 3 card installments, the first paid at once
        const QJsonObject p = listed(id);
        const qint64 total = p[QStringLiteral("total_amount")].toInteger();
        const qint64 paid = firstInstallment(ledgerOf(id));
        QVERIFY(paid < total);
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("id")].toString(), id);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 2);
        QVERIFY(!r.json[QStringLiteral("date_end")].toString().isEmpty());
        // Everything paid goes back, without its IOF (the refund is of the net premium).
        const qint64 refund = paid * netPremium(p) / total;
        QVERIFY(refund < paid);
        QCOMPARE(r.json[QStringLiteral("reversal_amount")].toInteger(), refund);
        QCOMPARE(r.json[QStringLiteral("cancel_reason")].toInt(), 1);
        QCOMPARE(r.json[QStringLiteral("reversal_method")].toString(),
                 QStringLiteral("CreditCard"));
        QCOMPARE(listed(id)[QStringLiteral("reversal_amount")].toInteger(), refund);
    }

    // BROKER-DOMAIN.md's example, as the service reverses it: 5 installments, 2 paid, cancelled
    // at the insured's request after days of cover run: the short-rate table's share of the
    // whole net premium is kept, the rest of what was paid goes back.
    void cancel_atTheInsuredsRequest_after45DaysWithTwoOfFivePaid_keepsTheShortRateShare()
    {
        const QString id =
            waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("CreditCard"), 5));
        QVERIFY(!id.isEmpty());
        const QJsonObject p = listed(id);
        moveClockTo(coverStart(p).addDays(45)); // installments 1 and 2 (day 30) are collected
        const QList<QJsonObject> before = ledgerOf(id);
        const qint64 paid = paidPremium(before);
        QCOMPARE(
            paid,
            only(before, QStringLiteral("ChannelSale"))[0][QStringLiteral("amount")].toInteger() +
                only(before, QStringLiteral("ChannelSale"))[1][QStringLiteral("amount")]
                    .toInteger());
        const qint64 net = netPremium(p);
        const qint64 paidNet = paid * net / p[QStringLiteral("total_amount")].toInteger();
        const qint64 kept = std::llround(net * 0.27); // 45 days of a year: 27 %
        QVERIFY(paidNet > kept);

        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("reversal_amount")].toInteger(), paidNet - kept);
        const QList<QJsonObject> reversals = only(ledgerOf(id), QStringLiteral("PolicyReversal"));
        QCOMPARE(reversals.size(), 1);
        QCOMPARE(reversals.first()[QStringLiteral("amount")].toInteger(), -(paidNet - kept));
    }

    void cancel_atTheInsuredsRequest_withLessPaidThanTheTableKeeps_refundsNothing()
    {
        const QString id =
            waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("CreditCard"), 10));
        moveClockTo(coverStart(listed(id)).addDays(20)); // 1 of 10 paid; 20 days keep 15,33 %
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("reversal_amount")].toInteger(), 0);
    }

    void cancel_atTheInsurersRequest_keepsTheDaysRunProRata()
    {
        const QString id = issuedPolicy();
        const QJsonObject p = listed(id);
        const QDate start = coverStart(p);
        moveClockTo(start.addDays(73)); // all 3 installments collected
        const qint64 net = netPremium(p);
        QCOMPARE(paidPremium(ledgerOf(id)), p[QStringLiteral("total_amount")].toInteger());
        const qint64 coverDays = start.daysTo(
            QDateTime::fromString(p[QStringLiteral("lifetime_end")].toString(), Qt::ISODate)
                .date());
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 4}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("reversal_amount")].toInteger(), net - net * 73 / coverDays);
    }

    void cancel_forDefaultOrClaimOnceTheCoverRuns_refundsNothing()
    {
        const QStringList ids{issuedPolicy(), issuedPolicy()};
        moveClockTo(coverStart(listed(ids.first())).addDays(10));
        for (const int reason : {2, 3}) {
            const QString &id = ids.at(reason - 2);
            const auto r = cancel(id, {{QStringLiteral("cancel_reason"), reason}});
            QCOMPARE(r.status, 200);
            QCOMPARE(r.json[QStringLiteral("reversal_amount")].toInteger(), 0);
            QCOMPARE(only(ledgerOf(id), QStringLiteral("PolicyReversal"))
                         .first()[QStringLiteral("amount")]
                         .toInteger(),
                     0);
        }
    }

    // Sold by phone the day before its cover: within 7 days the insured may withdraw and has
    // everything back, even once the cover runs (10 card installments, the first paid).
    void cancel_ofTenInstallmentsFirstPaid_onDayOne_withinSevenDaysOfTheSale_refundsAllPaid()
    {
        const QString id =
            waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("CreditCard"), 10));
        QVERIFY(!id.isEmpty());
        const QJsonObject p = listed(id);
        const QList<QJsonObject> before = ledgerOf(id);
        QCOMPARE(only(before, QStringLiteral("ChannelSale")).size(), 10);
        const qint64 paidNet = firstInstallment(before) * netPremium(p) /
                               p[QStringLiteral("total_amount")].toInteger();
        moveClockTo(coverStart(p));
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("reversal_amount")].toInteger(), paidNet);
    }

    void cancel_ofADebitCardSale_refundsByPix_andRefusesARefundToACreditCard()
    {
        const QString id =
            waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("DebitCard"), 1));
        QVERIFY(!id.isEmpty());
        const auto card =
            cancel(id, {{QStringLiteral("cancel_reason"), 1},
                        {QStringLiteral("reversal_method"), QStringLiteral("CreditCard")}});
        QCOMPARE(card.status, 400);
        QCOMPARE(card.fields(), QStringList{QStringLiteral("reversal_method")});
        QCOMPARE(listed(id)[QStringLiteral("status")].toInt(), 1);

        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("reversal_method")].toString(), QStringLiteral("Pix"));
        QCOMPARE(listed(id)[QStringLiteral("reversal_method")].toString(), QStringLiteral("Pix"));
    }

    void cancel_marksEveryUnpaidInstallmentDeleted_andKeepsThePaidOnes()
    {
        const QString id =
            waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("CreditCard"), 10));
        QVERIFY(!id.isEmpty());
        QCOMPARE(cancel(id, {{QStringLiteral("cancel_reason"), 1}}).status, 200);
        const QList<QJsonObject> after = ledgerOf(id);
        for (const QString &category :
             {QStringLiteral("ChannelSale"), QStringLiteral("BrokerAgency"),
              QStringLiteral("StipulateProLabor")}) {
            const QList<QJsonObject> rows = only(after, category);
            for (const QJsonObject &r : rows)
                QVERIFY2(deleted(r) != r[QStringLiteral("is_paid")].toBool(),
                         qPrintable(category + u' ' + r[QStringLiteral("description")].toString()));
        }
        int premiumDeleted = 0, commissionDeleted = 0;
        for (const QJsonObject &r : only(after, QStringLiteral("ChannelSale")))
            premiumDeleted += deleted(r);
        for (const QJsonObject &r : only(after, QStringLiteral("BrokerCommission")))
            commissionDeleted += deleted(r);
        QCOMPARE(premiumDeleted, 9);
        QCOMPARE(commissionDeleted, 9); // the received one stays, its chargeback beside it
        for (const QJsonObject &r : after)
            if (deleted(r))
                QCOMPARE(
                    QDateTime::fromString(r[QStringLiteral("deleted_at")].toString(), Qt::ISODate),
                    QDateTime::fromString(listed(id)[QStringLiteral("date_end")].toString(),
                                          Qt::ISODate));
    }

    void cancel_chargesBackTheCommissionReceivedOnTheRefundedPremium_inARecordOfItsOwn()
    {
        const QString id =
            waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("CreditCard"), 10));
        const QList<QJsonObject> received = [&] {
            QList<QJsonObject> out;
            for (const QJsonObject &r : only(ledgerOf(id), QStringLiteral("BrokerCommission")))
                if (r[QStringLiteral("is_paid")].toBool())
                    out << r;
            return out;
        }();
        QCOMPARE(received.size(), 1); // the first installment's, received with its premium
        QCOMPARE(cancel(id, {{QStringLiteral("cancel_reason"), 1}}).status, 200);

        QList<QJsonObject> chargebacks;
        for (const QJsonObject &r : only(ledgerOf(id), QStringLiteral("BrokerCommission")))
            if (r[QStringLiteral("amount")].toInteger() < 0)
                chargebacks << r;
        QCOMPARE(chargebacks.size(), 1);
        const QJsonObject back = chargebacks.first();
        // Cancelled before the cover starts: all that was paid goes back, so all of the commission.
        QCOMPARE(back[QStringLiteral("amount")].toInteger(),
                 -received.first()[QStringLiteral("amount")].toInteger());
        QCOMPARE(back[QStringLiteral("broker_commission_id")],
                 received.first()[QStringLiteral("id")]);
        QVERIFY(!back[QStringLiteral("is_paid")].toBool());
        QVERIFY(!deleted(back));
    }

    static qint64 liveSum(const QList<QJsonObject> &rows)
    {
        qint64 sum = 0;
        for (const QJsonObject &r : rows)
            if (!deleted(r))
                sum += r[QStringLiteral("amount")].toInteger();
        return sum;
    }

    void cancel_leavesThePolicysLedgerNettingWhatTheBrokerKeeps()
    {
        const QString id =
            waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("CreditCard"), 10));
        const QJsonObject p = listed(id);
        const qint64 total = p[QStringLiteral("total_amount")].toInteger();
        const QList<QJsonObject> before = ledgerOf(id);
        const qint64 iof =
            -only(before, QStringLiteral("Taxes")).first()[QStringLiteral("amount")].toInteger();
        QVERIFY(iof > 0);
        QVERIFY(liveSum(before) > 0);
        const qint64 paid = firstInstallment(before);

        // Cancelled before the cover starts: the net premium paid goes back with all of its
        // commission; the IOF inside what was paid is still owed; what is left is the interest
        // of the installment paid (10 installments carry interest).
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        const qint64 refund = r.json[QStringLiteral("reversal_amount")].toInteger();
        const qint64 paidIof = iof * paid / total;
        const QList<QJsonObject> after = ledgerOf(id);
        QCOMPARE(liveSum(after), paid - refund - paidIof);
        const qint64 interest =
            p[QStringLiteral("installment")][QStringLiteral("interest_amount")].toInteger();
        QVERIFY(qAbs(liveSum(after) - paid * interest / total) <= 1);
        const QList<QJsonObject> taxes = only(after, QStringLiteral("Taxes"));
        QCOMPARE(taxes.size(), 2); // the whole premium's, deleted; the one of what was paid
        QCOMPARE(taxes.last()[QStringLiteral("amount")].toInteger(), -paidIof);
    }

    void cancel_halfway_leavesTheLedgerNettingThePremiumAndCommissionKept()
    {
        const QString id = issuedPolicy(); // 3 installments, interest-free
        const QJsonObject p = listed(id);
        moveClockTo(coverStart(p).addDays(183)); // all paid, IOF passed on
        const QList<QJsonObject> before = ledgerOf(id);
        QCOMPARE(paidPremium(before), p[QStringLiteral("total_amount")].toInteger());
        qint64 commission = 0;
        for (const QJsonObject &r : only(before, QStringLiteral("BrokerCommission")))
            commission +=
                r[QStringLiteral("is_paid")].toBool() ? r[QStringLiteral("amount")].toInteger() : 0;
        const qint64 net = netPremium(p);
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        const qint64 refund = r.json[QStringLiteral("reversal_amount")].toInteger();
        QCOMPARE(refund, net - std::llround(net * 0.706)); // 183 days: 70,6 %
        const qint64 keptCommission = commission - commission * refund / net;
        QCOMPARE(liveSum(ledgerOf(id)), (net - refund) + keptCommission);
    }

    void cancel_afterTheLedgerWasRead_servesItsRecordsDeletedAtOnce()
    {
        const QString id = issuedPolicy(); // its newest rows: IOF, then installment 3's
        const auto top = f->get(QStringLiteral("/v1/cash-flow?rows=2"), token);
        const QString next = QStringLiteral("/v1/cash-flow?rows=2&cursor=") +
                             top.json[QStringLiteral("cursor")].toString();
        const auto before = f->get(next, token); // a window a cursor keeps: now cached
        QCOMPARE(before.status, 200);
        QCOMPARE(cancel(id, {{QStringLiteral("cancel_reason"), 1}}).status, 200);

        const auto after = f->get(next, token);
        QCOMPARE(after.status, 200);
        const QJsonArray was = before.json[QStringLiteral("items")].toArray();
        const QJsonArray is = after.json[QStringLiteral("items")].toArray();
        QCOMPARE(is.size(), 2);
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(is[i][QStringLiteral("id")], was[i][QStringLiteral("id")]);
            QCOMPARE(is[i][QStringLiteral("policy_id")].toString(), id);
            QVERIFY(was[i][QStringLiteral("deleted_at")].isNull());
            QVERIFY(!is[i][QStringLiteral("deleted_at")].isNull());
        }
    }

    void cancel_movesTheSaleToCanceled_andItsTimelineEndsWithThePolicyCanceled()
    {
        const QString saleId = makeSale(*f, token, 0, QStringLiteral("CreditCard"), 3);
        const QString id = waitForPolicy(*f, token, saleId);
        QVERIFY(!id.isEmpty());
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 2}});
        QCOMPARE(r.status, 200);

        const auto sale = f->get(QStringLiteral("/v1/sales/") + saleId, token);
        QCOMPARE(sale.json[QStringLiteral("status")].toInt(), 5);
        QCOMPARE(sale.json[QStringLiteral("policy_id")].toString(), id);
        const auto timeline = f->get(QStringLiteral("/v1/consultant/timeline/") + saleId, token);
        QCOMPARE(timeline.status, 200);
        const QJsonArray events = timeline.json[QStringLiteral("events")].toArray();
        QStringList kinds;
        for (const QJsonValue e : events)
            kinds << e[QStringLiteral("kind")].toString();
        QCOMPARE(kinds.last(), QStringLiteral("policy_canceled"));
        QVERIFY(kinds.contains(QStringLiteral("policy_issued")));
        const QJsonObject last = events.last().toObject();
        QCOMPARE(last[QStringLiteral("date")].toString(),
                 r.json[QStringLiteral("date_end")].toString());
        QCOMPARE(last[QStringLiteral("policy")][QStringLiteral("id")].toString(), id);
        QCOMPARE(last[QStringLiteral("policy")][QStringLiteral("status")].toInt(), 2);
        QCOMPARE(last[QStringLiteral("policy")][QStringLiteral("date_end")].toString(),
                 r.json[QStringLiteral("date_end")].toString());
        QCOMPARE(timeline.json[QStringLiteral("last_update")].toString(),
                 r.json[QStringLiteral("date_end")].toString());
    }

    void cancel_byWireTransferWithBankAccount_writesThePolicyReversalRecord()
    {
        const QString id = issuedPolicy();
        const auto r = cancel(
            id, {{QStringLiteral("cancel_reason"), 4},
                 {QStringLiteral("cancel_description"), QStringLiteral("Pedido da seguradora")},
                 {QStringLiteral("reversal_method"), QStringLiteral("WireTransfer")},
                 {QStringLiteral("reversal_bank_account"), bankAccount()}});
        QCOMPARE(r.status, 200);
        const QJsonObject p = listed(id);
        QCOMPARE(p[QStringLiteral("status")].toInt(), 2);
        QCOMPARE(p[QStringLiteral("cancel_reason")].toInt(), 4);
        QCOMPARE(p[QStringLiteral("reversal_method")].toString(), QStringLiteral("WireTransfer"));
        QCOMPARE(p[QStringLiteral("date_end")].toString(),
                 r.json[QStringLiteral("date_end")].toString());

        const auto ledger = f->get(QStringLiteral("/v1/cash-flow?rows=1"), token);
        const QJsonObject row = ledger.json[QStringLiteral("items")][0].toObject();
        QCOMPARE(row[QStringLiteral("category")].toString(), QStringLiteral("PolicyReversal"));
        QCOMPARE(row[QStringLiteral("policy_id")].toString(), id);
        QCOMPARE(row[QStringLiteral("amount")].toInteger(),
                 -r.json[QStringLiteral("reversal_amount")].toInteger());
        QCOMPARE(row[QStringLiteral("payment_method")].toString(), QStringLiteral("WireTransfer"));
        QCOMPARE(row[QStringLiteral("drawer_bank_account")].toObject(), bankAccount());
    }

    void cancel_withWireTransferAndNoBankAccount_isRejected()
    {
        const QString id = issuedPolicy();
        const auto r =
            cancel(id, {{QStringLiteral("cancel_reason"), 1},
                        {QStringLiteral("reversal_method"), QStringLiteral("WireTransfer")}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.fields(), QStringList{QStringLiteral("reversal_bank_account")});
        QCOMPARE(listed(id)[QStringLiteral("status")].toInt(), 1);
    }

    void cancel_withMalformedBankAccount_namesEachField()
    {
        const QString id = issuedPolicy();
        const auto r =
            cancel(id, {{QStringLiteral("cancel_reason"), 1},
                        {QStringLiteral("reversal_method"), QStringLiteral("WireTransfer")},
                        {QStringLiteral("reversal_bank_account"),
                         QJsonObject{{QStringLiteral("bank_code"), QStringLiteral("34")},
                                     {QStringLiteral("agency"), 1},
                                     {QStringLiteral("account"), QStringLiteral("12a45")}}}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.fields(), (QStringList{QStringLiteral("reversal_bank_account.bank_code"),
                                          QStringLiteral("reversal_bank_account.agency"),
                                          QStringLiteral("reversal_bank_account.account"),
                                          QStringLiteral("reversal_bank_account.account_digit")}));
    }

    void cancel_withoutOrWithUnknownReason_namesCancelReason()
    {
        const QString id = issuedPolicy();
        QCOMPARE(cancel(id, {}).fields(), QStringList{QStringLiteral("cancel_reason")});
        QCOMPARE(cancel(id, {{QStringLiteral("cancel_reason"), 5}}).fields(),
                 QStringList{QStringLiteral("cancel_reason")});
        QCOMPARE(cancel(id, {{QStringLiteral("cancel_reason"), QStringLiteral("1")}}).status, 400);
        const auto noBody = f->raw("DELETE", QStringLiteral("/v1/policies/") + id, {},
                                   {{"Authorization", "Bearer " + token}});
        QCOMPARE(noBody.status, 400);
        QCOMPARE(noBody.fields(), QStringList{QStringLiteral("cancel_reason")});
    }

    void cancel_ofACanceledPolicy_isRefused()
    {
        const QString id = issuedPolicy();
        QCOMPARE(cancel(id, {{QStringLiteral("cancel_reason"), 2}}).status, 200);
        const auto again = cancel(id, {{QStringLiteral("cancel_reason"), 2}});
        QCOMPARE(again.status, 400);
        QCOMPARE(again.code(), QStringLiteral("policy_already_canceled"));
    }

    void cancel_ofUnknownOrAnotherBrokersPolicy_is404AndChangesNothing()
    {
        const QString id = issuedPolicy();
        QCOMPARE(cancel(QStringLiteral("nope"), {{QStringLiteral("cancel_reason"), 1}}).status,
                 404);
        const auto r = f->del(QStringLiteral("/v1/policies/") + id,
                              {{QStringLiteral("cancel_reason"), 1}}, f->token(1));
        QCOMPARE(r.status, 404);
        QCOMPARE(listed(id)[QStringLiteral("status")].toInt(), 1);
    }

    void cancel_withoutPolicyWriteScope_is401()
    {
        const QString id = issuedPolicy();
        const auto r =
            f->del(QStringLiteral("/v1/policies/") + id, {{QStringLiteral("cancel_reason"), 1}},
                   f->token(0, QStringLiteral("policy:read")));
        QCOMPARE(r.status, 401);
    }
};

QTEST_GUILESS_MAIN(TestPolicies)
#include "tst_policies.moc"
