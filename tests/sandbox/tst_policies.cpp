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

    void cancel_beforeTheLifetimeStarts_reversesAllThatWasPaidAndNoMore()
    {
        const QString id = issuedPolicy(); // 3 card installments, the first paid at once
        const qint64 total = listed(id)[QStringLiteral("total_amount")].toInteger();
        const qint64 paid = firstInstallment(ledgerOf(id));
        QVERIFY(paid < total);
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("id")].toString(), id);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 2);
        QVERIFY(!r.json[QStringLiteral("date_end")].toString().isEmpty());
        QCOMPARE(r.json[QStringLiteral("reversal_amount")].toInteger(), paid);
        QCOMPARE(listed(id)[QStringLiteral("reversal_amount")].toInteger(), paid);
    }

    void cancel_halfwayThroughTheLifetime_reversesAboutHalfOfWhatWasPaid()
    {
        const QString id = issuedPolicy();
        const qint64 paid = firstInstallment(ledgerOf(id));
        f->sandbox().clock().advance((1 + 365 / 2) * 24LL * 3600 * 1000);
        token = f->token();
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        const qint64 reversal = r.json[QStringLiteral("reversal_amount")].toInteger();
        QVERIFY2(reversal > paid * 45 / 100 && reversal < paid * 55 / 100,
                 qPrintable(QStringLiteral("%1 of %2").arg(reversal).arg(paid)));
    }

    // The case: 10 card installments, the first paid, cancelled on the cover's first day.
    void cancel_ofTenInstallmentsFirstPaid_onDayOne_reversesTheFirstInstallmentsUnexpiredShare()
    {
        const QString id =
            waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("CreditCard"), 10));
        QVERIFY(!id.isEmpty());
        const QJsonObject p = listed(id);
        const QDateTime start =
            QDateTime::fromString(p[QStringLiteral("lifetime_start")].toString(), Qt::ISODate);
        const QDateTime end =
            QDateTime::fromString(p[QStringLiteral("lifetime_end")].toString(), Qt::ISODate);
        const QList<QJsonObject> before = ledgerOf(id);
        QCOMPARE(only(before, QStringLiteral("ChannelSale")).size(), 10);
        const qint64 paid = firstInstallment(before);

        // Noon of the first day of cover, on the service's clock.
        f->sandbox().clock().advance(
            f->sandbox().clock().now().msecsTo(start.addSecs(12LL * 3600)));
        token = f->token();
        const QDateTime now = f->sandbox().clock().now();
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        const qint64 reversal = r.json[QStringLiteral("reversal_amount")].toInteger();
        QCOMPARE(reversal, paid * now.secsTo(end) / start.secsTo(end));
        QVERIFY2(reversal < paid && reversal > paid * 99 / 100,
                 qPrintable(QStringLiteral("%1 of %2").arg(reversal).arg(paid)));
        const QList<QJsonObject> reversals = only(ledgerOf(id), QStringLiteral("PolicyReversal"));
        QCOMPARE(reversals.size(), 1);
        QCOMPARE(reversals.first()[QStringLiteral("amount")].toInteger(), -reversal);
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

    void cancel_leavesThePolicysLedgerNettingWhatTheBrokerKeeps()
    {
        const QString id =
            waitForPolicy(*f, token, makeSale(*f, token, 0, QStringLiteral("CreditCard"), 10));
        const QList<QJsonObject> before = ledgerOf(id);
        const qint64 iof =
            -only(before, QStringLiteral("Taxes")).first()[QStringLiteral("amount")].toInteger();
        QVERIFY(iof > 0);
        const auto net = [](const QList<QJsonObject> &rows) {
            qint64 sum = 0;
            for (const QJsonObject &r : rows)
                if (!deleted(r))
                    sum += r[QStringLiteral("amount")].toInteger();
            return sum;
        };
        QVERIFY(net(before) > 0);

        // Cancelled before the cover starts: everything paid goes back; nothing is left.
        QCOMPARE(cancel(id, {{QStringLiteral("cancel_reason"), 1}}).status, 200);
        QCOMPARE(net(ledgerOf(id)), 0);
        QCOMPARE(only(ledgerOf(id), QStringLiteral("Taxes")).size(), 1); // no IOF on premium kept
    }

    void cancel_halfway_leavesTheLedgerNettingThePremiumAndCommissionKeptLessTheirIof()
    {
        const QString id = issuedPolicy();
        const qint64 total = listed(id)[QStringLiteral("total_amount")].toInteger();
        const QList<QJsonObject> before = ledgerOf(id);
        const qint64 paid = firstInstallment(before);
        const qint64 iof =
            -only(before, QStringLiteral("Taxes")).first()[QStringLiteral("amount")].toInteger();
        qint64 commission = 0;
        for (const QJsonObject &r : only(before, QStringLiteral("BrokerCommission")))
            commission +=
                r[QStringLiteral("is_paid")].toBool() ? r[QStringLiteral("amount")].toInteger() : 0;
        f->sandbox().clock().advance((1 + 365 / 2) * 24LL * 3600 * 1000);
        token = f->token();
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        const qint64 reversal = r.json[QStringLiteral("reversal_amount")].toInteger();
        const qint64 kept = paid - reversal;
        const qint64 keptCommission = commission - commission * reversal / paid;
        const qint64 keptIof = iof * kept / total;
        QVERIFY(keptIof > 0);
        qint64 sum = 0;
        for (const QJsonObject &row : ledgerOf(id))
            if (!deleted(row))
                sum += row[QStringLiteral("amount")].toInteger();
        QCOMPARE(sum, kept + keptCommission - keptIof);
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
