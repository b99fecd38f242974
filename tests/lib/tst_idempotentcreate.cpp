#include "api/idempotentcreate.h"

#include <QJsonObject>
#include <QTest>

using brokerdesk::api::ApiError;
using brokerdesk::api::ApiResult;
using brokerdesk::api::IdempotentCreate;

class TestIdempotentCreate : public QObject
{
    Q_OBJECT

    static ApiResult<int> failure(const QByteArray &key)
    {
        return ApiResult<int>(ApiError::make(ApiError::Kind::Timeout), key);
    }
    static QJsonObject body(int amount) { return {{QStringLiteral("amount"), amount}}; }

private slots:
    void firstAttempt_hasNoKey()
    {
        IdempotentCreate create;
        QVERIFY(create.keyFor(body(1)).isEmpty());
    }

    void retryOfTheSameCreate_reusesTheFailedKey()
    {
        IdempotentCreate create;
        create.keyFor(body(1));
        create.settle(failure("k1"));
        QCOMPARE(create.keyFor(body(1)), QByteArray("k1"));
        create.settle(failure("k1"));
        QCOMPARE(create.keyFor(body(1)), QByteArray("k1"));
    }

    void changedCreate_getsANewKey_andTheOldOneIsGone()
    {
        IdempotentCreate create;
        create.keyFor(body(1));
        create.settle(failure("k1"));
        QVERIFY(create.keyFor(body(2)).isEmpty());
        QVERIFY(create.keyFor(body(1)).isEmpty());
    }

    void success_forgetsTheKey()
    {
        IdempotentCreate create;
        create.keyFor(QStringLiteral("product-1"));
        create.settle(failure("k1"));
        QCOMPARE(create.keyFor(QStringLiteral("product-1")), QByteArray("k1"));
        create.settle(ApiResult<int>(7, QStringLiteral("req-1"), "k1"));
        QVERIFY(create.keyFor(QStringLiteral("product-1")).isEmpty());
    }

    void forget_makesTheNextCreateNew()
    {
        IdempotentCreate create;
        create.keyFor(body(1));
        create.settle(failure("k1"));
        create.forget();
        QVERIFY(create.keyFor(body(1)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestIdempotentCreate)
#include "tst_idempotentcreate.moc"
