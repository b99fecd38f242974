#include "salesflow.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace salesflow;

// GET /v1/sales and GET /v1/quotes (extensions, the operator's ListSale and ListQuote): every
// sale and quote of the broker, newest first, paged by page and by cursor, each item whole, a
// sale's status kept current.
class TestLists : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token0;
    QByteArray token1;

    QJsonObject list(const QString &query, const QByteArray &token)
    {
        const auto r = f->get(QStringLiteral("/v1/sales") + query, token);
        return r.status == 200 ? r.json : QJsonObject();
    }
    QStringList ids(const QJsonObject &page)
    {
        QStringList out;
        for (const QJsonValue &item : page.value(QStringLiteral("items")).toArray())
            out << item[QStringLiteral("id")].toString();
        return out;
    }
    QJsonObject listed(const QString &saleId, const QByteArray &token)
    {
        for (const QJsonValue &item :
             list(QStringLiteral("?rows=100"), token).value(QStringLiteral("items")).toArray())
            if (item[QStringLiteral("id")].toString() == saleId)
                return item.toObject();
        return {};
    }

private slots:
    void init()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token0 = f->token(0);
        token1 = f->token(1);
    }

    void list_pagesByPageAndByCursor_newestFirst()
    {
        const qint64 before = list({}, token0).value(QStringLiteral("total")).toInteger();
        QStringList made;
        for (int i = 0; i < 3; ++i)
            made.prepend(makeSale(*f, token0, 0, QStringLiteral("CreditCard")));
        QVERIFY(!made.contains(QString()));

        const QJsonObject first = list(QStringLiteral("?rows=2"), token0);
        QCOMPARE(first.value(QStringLiteral("total")).toInteger(), before + 3);
        QCOMPARE(ids(first), made.mid(0, 2));
        const QJsonObject second = list(QStringLiteral("?rows=2&page=2"), token0);
        QCOMPARE(ids(second).value(0), made.at(2));

        const QString cursor = first.value(QStringLiteral("cursor")).toString();
        QVERIFY(!cursor.isEmpty());
        const QJsonObject next = list(QStringLiteral("?rows=2&cursor=") +
                                          QString::fromLatin1(QUrl::toPercentEncoding(cursor)),
                                      token0);
        QCOMPARE(ids(next), ids(second));

        const auto bad = f->get(QStringLiteral("/v1/sales?cursor=nope"), token0);
        QCOMPARE(bad.status, 400);
        QCOMPARE(bad.json[QStringLiteral("code")].toString(), QStringLiteral("invalid_cursor"));
    }

    void item_isTheWholeSale_asItsSingleReadAnswers()
    {
        const QString sale = makeSale(*f, token0, 0, QStringLiteral("CreditCard"), 10);
        QVERIFY(!sale.isEmpty());
        const QString policy = waitForPolicy(*f, token0, sale);
        QVERIFY(!policy.isEmpty());
        const QJsonObject single = f->get(QStringLiteral("/v1/sales/") + sale, token0).json;
        const QJsonObject item = listed(sale, token0);
        for (auto it = single.begin(); it != single.end(); ++it)
            QCOMPARE(item.value(it.key()), it.value());
        QCOMPARE(item[QStringLiteral("policy_id")].toString(), policy);
        QCOMPARE(
            item[QStringLiteral("installment")][QStringLiteral("installment_quantity")].toInt(),
            10);
        QCOMPARE(item[QStringLiteral("policy_holder")][QStringLiteral("cpf")].toString(),
                 demoHolder().value(QStringLiteral("cpf")).toString());
        QVERIFY(!item[QStringLiteral("product_id")].toString().isEmpty());
        QVERIFY(!item[QStringLiteral("quote_id")].toString().isEmpty());
        QVERIFY(!item[QStringLiteral("product_name")].toString().isEmpty());
    }

    void statusChange_showsInTheList()
    {
        auto settings = SandboxFixture::defaults();
        settings.settleDelayMs = 300;
        f = std::make_unique<SandboxFixture>(settings);
        token0 = f->token(0);
        const QString sale = makeSale(*f, token0, 0, QStringLiteral("Pix"));
        QVERIFY(!sale.isEmpty());
        QVERIFY(SandboxFixture::waitFor(
            [&] { return listed(sale, token0)[QStringLiteral("status")].toInt() == 2; }));
        QVERIFY(!listed(sale, token0).contains(QStringLiteral("policy_id")));
        QVERIFY(SandboxFixture::waitFor(
            [&] { return listed(sale, token0)[QStringLiteral("status")].toInt() == 4; }));
        QVERIFY(listed(sale, token0).contains(QStringLiteral("policy_id")));

        const QJsonObject contact{{QStringLiteral("email"), QStringLiteral("ana@declined.test")}};
        const QString refused = makeSale(
            *f, token0, 0, QStringLiteral("CreditCard"), 1,
            {{QStringLiteral("policy_holder"), QJsonObject{{QStringLiteral("contact"), contact}}}});
        QVERIFY(!refused.isEmpty());
        QVERIFY(SandboxFixture::waitFor(
            [&] { return listed(refused, token0)[QStringLiteral("status")].toInt() == 3; }));
    }

    void quotes_listNewestFirst_byPageAndCursor_eachTheWholeQuote()
    {
        const auto quotes = [&](const QString &query, const QByteArray &token) {
            const auto r = f->get(QStringLiteral("/v1/quotes") + query, token);
            return r.status == 200 ? r.json : QJsonObject();
        };
        const qint64 before = quotes({}, token0).value(QStringLiteral("total")).toInteger();
        QList<Quote> made;
        for (int i = 0; i < 3; ++i) {
            const auto quote = makeQuote(*f, token0);
            QVERIFY(quote);
            made.prepend(*quote);
        }
        const QJsonObject first = quotes(QStringLiteral("?rows=2"), token0);
        QCOMPARE(first.value(QStringLiteral("total")).toInteger(), before + 3);
        QCOMPARE(ids(first), (QStringList{made.at(0).id, made.at(1).id}));
        const QJsonObject item = first.value(QStringLiteral("items")).toArray().at(0).toObject();
        for (auto it = made.at(0).answer.begin(); it != made.at(0).answer.end(); ++it)
            QCOMPARE(item.value(it.key()), it.value());
        QVERIFY(!item[QStringLiteral("product_id")].toString().isEmpty());
        QVERIFY(!item[QStringLiteral("plan_id")].toString().isEmpty());
        QCOMPARE(item[QStringLiteral("policy_holder")][QStringLiteral("cpf")].toString(),
                 demoHolder().value(QStringLiteral("cpf")).toString());

        const QString cursor = first.value(QStringLiteral("cursor")).toString();
        const QJsonObject next = quotes(QStringLiteral("?rows=2&cursor=") +
                                            QString::fromLatin1(QUrl::toPercentEncoding(cursor)),
                                        token0);
        QCOMPARE(ids(next).value(0), made.at(2).id);
        QCOMPARE(ids(quotes(QStringLiteral("?rows=2&page=2"), token0)), ids(next));

        QVERIFY(!ids(quotes(QStringLiteral("?rows=100"), token1)).contains(made.at(0).id));
        QCOMPARE(f->get(QStringLiteral("/v1/quotes?cursor=") +
                            QString::fromLatin1(QUrl::toPercentEncoding(cursor)),
                        token1)
                     .status,
                 400);
    }

    void cancelingItsPolicy_showsTheSaleCanceled()
    {
        const QString sale = makeSale(*f, token0, 0, QStringLiteral("CreditCard"), 3);
        const QString policy = waitForPolicy(*f, token0, sale);
        QVERIFY(!policy.isEmpty());
        QCOMPARE(listed(sale, token0)[QStringLiteral("status")].toInt(), 4);
        QCOMPARE(f->del(QStringLiteral("/v1/policies/") + policy,
                        {{QStringLiteral("cancel_reason"), 1}}, token0)
                     .status,
                 200);
        QCOMPARE(listed(sale, token0)[QStringLiteral("status")].toInt(), 5);
        QCOMPARE(listed(sale, token0)[QStringLiteral("policy_id")].toString(), policy);
    }

    void brokers_seeOnlyTheirOwnSales()
    {
        const QString sale = makeSale(*f, token0, 0, QStringLiteral("CreditCard"));
        QVERIFY(!sale.isEmpty());
        QVERIFY(!listed(sale, token0).isEmpty());
        const QJsonObject other = list(QStringLiteral("?rows=100"), token1);
        QVERIFY(other.contains(QStringLiteral("items")));
        QVERIFY(!ids(other).contains(sale));
        const qint64 otherTotal = other.value(QStringLiteral("total")).toInteger();
        QVERIFY(!makeSale(*f, token1, 1, QStringLiteral("CreditCard")).isEmpty());
        QCOMPARE(list({}, token1).value(QStringLiteral("total")).toInteger(), otherTotal + 1);
        QVERIFY(!ids(list(QStringLiteral("?rows=100"), token0))
                     .contains(ids(list({}, token1)).value(0)));
    }
};

QTEST_GUILESS_MAIN(TestLists)
#include "tst_lists.moc"
