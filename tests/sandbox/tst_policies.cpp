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
    static QJsonObject bankAccount()
    {
        return {{QStringLiteral("bank_code"), QStringLiteral("341")}, {QStringLiteral("agency"), QStringLiteral("0001")},
                {QStringLiteral("account"), QStringLiteral("12345")}, {QStringLiteral("account_digit"), QStringLiteral("6")}};
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
        for (const char *field : {"id", "status", "sale_id", "product_id", "broker_product_id", "policy_holder",
                                  "lifetime_start", "lifetime_end", "total_amount", "document_url", "date",
                                  "last_update"})
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

    void cancel_beforeTheLifetimeStarts_reversesTheWholePremium()
    {
        const QString id = issuedPolicy();
        const qint64 total = listed(id)[QStringLiteral("total_amount")].toInteger();
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("id")].toString(), id);
        QCOMPARE(r.json[QStringLiteral("status")].toInt(), 2);
        QVERIFY(!r.json[QStringLiteral("date_end")].toString().isEmpty());
        QCOMPARE(r.json[QStringLiteral("reversal_amount")].toInteger(), total);
    }

    void cancel_halfwayThroughTheLifetime_reversesAboutHalf()
    {
        const QString id = issuedPolicy();
        const qint64 total = listed(id)[QStringLiteral("total_amount")].toInteger();
        f->sandbox().clock().advance((1 + 365 / 2) * 24LL * 3600 * 1000);
        token = f->token();
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1}});
        QCOMPARE(r.status, 200);
        const qint64 reversal = r.json[QStringLiteral("reversal_amount")].toInteger();
        QVERIFY2(reversal > total * 45 / 100 && reversal < total * 55 / 100,
                 qPrintable(QStringLiteral("%1 of %2").arg(reversal).arg(total)));
    }

    void cancel_byWireTransferWithBankAccount_writesThePolicyReversalRecord()
    {
        const QString id = issuedPolicy();
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 4},
                                   {QStringLiteral("cancel_description"), QStringLiteral("Pedido da seguradora")},
                                   {QStringLiteral("reversal_method"), QStringLiteral("WireTransfer")},
                                   {QStringLiteral("reversal_bank_account"), bankAccount()}});
        QCOMPARE(r.status, 200);
        const QJsonObject p = listed(id);
        QCOMPARE(p[QStringLiteral("status")].toInt(), 2);
        QCOMPARE(p[QStringLiteral("cancel_reason")].toInt(), 4);
        QCOMPARE(p[QStringLiteral("reversal_method")].toString(), QStringLiteral("WireTransfer"));
        QCOMPARE(p[QStringLiteral("date_end")].toString(), r.json[QStringLiteral("date_end")].toString());

        const auto ledger = f->get(QStringLiteral("/v1/cash-flow?rows=1"), token);
        const QJsonObject row = ledger.json[QStringLiteral("items")][0].toObject();
        QCOMPARE(row[QStringLiteral("category")].toString(), QStringLiteral("PolicyReversal"));
        QCOMPARE(row[QStringLiteral("policy_id")].toString(), id);
        QCOMPARE(row[QStringLiteral("amount")].toInteger(), -r.json[QStringLiteral("reversal_amount")].toInteger());
        QCOMPARE(row[QStringLiteral("payment_method")].toString(), QStringLiteral("WireTransfer"));
        QCOMPARE(row[QStringLiteral("drawer_bank_account")].toObject(), bankAccount());
    }

    void cancel_withWireTransferAndNoBankAccount_isRejected()
    {
        const QString id = issuedPolicy();
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1},
                                   {QStringLiteral("reversal_method"), QStringLiteral("WireTransfer")}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.fields(), QStringList{QStringLiteral("reversal_bank_account")});
        QCOMPARE(listed(id)[QStringLiteral("status")].toInt(), 1);
    }

    void cancel_withMalformedBankAccount_namesEachField()
    {
        const QString id = issuedPolicy();
        const auto r = cancel(id, {{QStringLiteral("cancel_reason"), 1},
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
        QCOMPARE(cancel(id, {{QStringLiteral("cancel_reason"), 5}}).fields(), QStringList{QStringLiteral("cancel_reason")});
        QCOMPARE(cancel(id, {{QStringLiteral("cancel_reason"), QStringLiteral("1")}}).status, 400);
        const auto noBody = f->raw("DELETE", QStringLiteral("/v1/policies/") + id, {}, {{"Authorization", "Bearer " + token}});
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
        QCOMPARE(cancel(QStringLiteral("nope"), {{QStringLiteral("cancel_reason"), 1}}).status, 404);
        const auto r = f->del(QStringLiteral("/v1/policies/") + id, {{QStringLiteral("cancel_reason"), 1}}, f->token(1));
        QCOMPARE(r.status, 404);
        QCOMPARE(listed(id)[QStringLiteral("status")].toInt(), 1);
    }

    void cancel_withoutPolicyWriteScope_is401()
    {
        const QString id = issuedPolicy();
        const auto r = f->del(QStringLiteral("/v1/policies/") + id, {{QStringLiteral("cancel_reason"), 1}},
                              f->token(0, QStringLiteral("policy:read")));
        QCOMPARE(r.status, 401);
    }
};

QTEST_GUILESS_MAIN(TestPolicies)
#include "tst_policies.moc"
