// Bad input gets a clear 4xx with the contract's error body, never a 500, and the service
// keeps answering.
#include "sandboxfixture.h"

#include <QTest>

class TestBadInput : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token;

    SandboxFixture::Reply postRaw(const QString &path, const QByteArray &body)
    {
        return f->raw("POST", path, body,
                      {{"Authorization", "Bearer " + token}, {"Content-Type", "application/json"}});
    }
    void verifyErrorBody(const SandboxFixture::Reply &r, int status)
    {
        QCOMPARE(r.status, status);
        QVERIFY2(!r.error().isEmpty(), r.body.constData());
        QVERIFY2(!r.code().isEmpty(), r.body.constData());
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token = f->token();
    }
    void cleanup()
    {
        // Whatever came before, a normal request is still answered.
        QCOMPARE(f->get(QStringLiteral("/v1/policies?rows=1"), token).status, 200);
    }

    void malformedJson_is400MalformedJson()
    {
        for (const QByteArray &body : {QByteArray("{"), QByteArray("nope"), QByteArray("[1,2]"),
                                       QByteArray(""), QByteArray("{\"a\": \"\xff\xfe\"}")}) {
            const auto r = postRaw(QStringLiteral("/v1/quotes/request"), body);
            verifyErrorBody(r, 400);
            QCOMPARE(r.code(), QStringLiteral("malformed_json"));
        }
    }

    void thousandDeepNesting_is400()
    {
        const QByteArray deep = QByteArray(1000, '[') + QByteArray(1000, ']');
        verifyErrorBody(postRaw(QStringLiteral("/v1/sales"), "{\"complement\":" + deep + "}"), 400);
    }

    void bodyOverTheLimit_is413()
    {
        const QByteArray huge = "{\"quote_id\":\"" + QByteArray(2 * 1024 * 1024, 'x') + "\"}";
        const auto r = postRaw(QStringLiteral("/v1/sales/request"), huge);
        verifyErrorBody(r, 413);
        QCOMPARE(r.code(), QStringLiteral("payload_too_large"));
    }

    void wrongTypesAndHugeNumbers_nameTheField()
    {
        const auto r =
            postRaw(QStringLiteral("/v1/quotes/request"), "{\"broker_product_id\": 1e308}");
        verifyErrorBody(r, 400);
        QCOMPARE(r.fields(), QStringList{QStringLiteral("broker_product_id")});
        const auto cancel = f->raw("DELETE", QStringLiteral("/v1/policies/x"),
                                   "{\"cancel_reason\": -99999999999999999999}",
                                   {{"Authorization", "Bearer " + token}});
        verifyErrorBody(cancel, 400);
    }

    void sqlAndPathMetacharactersInIds_are404()
    {
        for (const QString &id :
             {QStringLiteral("1'%20OR%20'1'='1"), QStringLiteral("..%2F..%2Fetc%2Fpasswd"),
              QStringLiteral("%00"), QStringLiteral("x;DROP%20TABLE%20sales")}) {
            verifyErrorBody(f->get(QStringLiteral("/v1/sales/") + id, token), 404);
            verifyErrorBody(f->get(QStringLiteral("/v1/merchant/vendor/") + id, token), 404);
        }
    }

    void badPaginationParameters_are400NamingThem()
    {
        for (const QString &q :
             {QStringLiteral("rows=0"), QStringLiteral("rows=101"), QStringLiteral("rows=-1"),
              QStringLiteral("rows=abc"), QStringLiteral("rows=1.5"), QStringLiteral("page=0"),
              QStringLiteral("page=99999999999999999999"), QStringLiteral("cursor=forged")}) {
            const auto r = f->get(QStringLiteral("/v1/cash-flow?") + q, token);
            verifyErrorBody(r, 400);
            QVERIFY2(r.fields().size() == 1 && q.startsWith(r.fields().front()), qPrintable(q));
        }
    }

    void wrongMethodOnAKnownPath_is405()
    {
        verifyErrorBody(f->raw("PUT", QStringLiteral("/v1/policies"), "{}",
                               {{"Authorization", "Bearer " + token}}),
                        405);
    }

    void otherBrokersCursor_is400()
    {
        const auto mine = f->get(QStringLiteral("/v1/cash-flow?rows=1"), token);
        const QString cursor = mine.json[QStringLiteral("cursor")].toString();
        QVERIFY(!cursor.isEmpty());
        verifyErrorBody(f->get(QStringLiteral("/v1/cash-flow?cursor=") + cursor, f->token(1)), 400);
        verifyErrorBody(f->get(QStringLiteral("/v1/policies?cursor=") + cursor, token), 400);
    }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
