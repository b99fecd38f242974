#include "sandboxfixture.h"

#include "domain/documents.h"
#include "support/jsoncheck.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>

using namespace brokerdesk::sandbox;

// The merchant store, vendor settings and channel logos of the seeded catalog. Read-only,
// so one sandbox serves every test.
class TestCatalog : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    QByteArray token0;
    QByteArray token1;

    SandboxFixture::Reply store(int broker, const QByteArray &token)
    {
        return f->get(QStringLiteral("/v1/merchant/stores/") + f->broker(broker).channelId, token);
    }

    static QString path(const QString &url) { return QUrl(url).path(); }

private slots:
    void initTestCase()
    {
        f = std::make_unique<SandboxFixture>();
        QVERIFY2(f->started(), qPrintable(f->startError()));
        token0 = f->token(0);
        token1 = f->token(1);
    }

    void store_ofOwnChannel_listsBrokerProductsWithTheirInsurerProducts()
    {
        const auto r = store(0, token0);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json[QStringLiteral("broker_channel_id")].toString(), f->broker(0).channelId);
        const QJsonArray products = r.json[QStringLiteral("broker_products")].toArray();
        QCOMPARE(products.size(), 13);
        static const QRegularExpression susep(QStringLiteral("^\\d{5}\\.\\d{6}/\\d{4}-\\d{2}$"));
        for (const QJsonValue &v : products) {
            const QJsonObject bp = v.toObject();
            const QJsonObject p = bp[QStringLiteral("product")].toObject();
            QVERIFY(!bp[QStringLiteral("id")].toString().isEmpty());
            QVERIFY(!bp[QStringLiteral("name")].toString().isEmpty());
            QVERIFY(!bp[QStringLiteral("description")].toString().isEmpty());
            QCOMPARE(bp[QStringLiteral("product_id")].toString(),
                     p[QStringLiteral("id")].toString());
            QCOMPARE(p[QStringLiteral("currency")].toString(), QStringLiteral("BRL"));
            QVERIFY2(susep.match(p[QStringLiteral("susep")].toString()).hasMatch(),
                     qPrintable(p[QStringLiteral("susep")].toString()));
            QVERIFY(!p[QStringLiteral("name")].toString().isEmpty());
            QVERIFY(!p[QStringLiteral("description")].toString().isEmpty());
            const QJsonObject insurer = p[QStringLiteral("insurer")].toObject();
            QCOMPARE(p[QStringLiteral("insurer_id")].toString(),
                     insurer[QStringLiteral("id")].toString());
            QVERIFY(!insurer[QStringLiteral("name")].toString().isEmpty());
            QVERIFY(brokerdesk::documents::isValidCnpj(insurer[QStringLiteral("cnpj")].toString()));
        }
    }

    void store_ofFirstBroker_sellsEveryProductTypeAndAutoTwice()
    {
        QMap<int, int> perType;
        for (const QJsonValue &v :
             store(0, token0).json[QStringLiteral("broker_products")].toArray())
            ++perType[v[QStringLiteral("product")][QStringLiteral("type")].toInt()];
        for (int type = 1; type <= 12; ++type)
            QVERIFY2(perType.value(type) >= 1, qPrintable(QString::number(type)));
        QCOMPARE(perType.value(1), 2);
    }

    void store_insurers_areAtLeastFourWithOneAlphanumericCnpj()
    {
        QSet<QString> cnpjs;
        for (const QJsonValue &v :
             store(0, token0).json[QStringLiteral("broker_products")].toArray())
            cnpjs.insert(
                v[QStringLiteral("product")][QStringLiteral("insurer")][QStringLiteral("cnpj")]
                    .toString());
        QVERIFY(cnpjs.size() >= 4);
        static const QRegularExpression letter(QStringLiteral("[A-Z]"));
        QVERIFY(std::any_of(cnpjs.begin(), cnpjs.end(),
                            [](const QString &c) { return letter.match(c).hasMatch(); }));
    }

    void store_ofSecondBroker_sellsAnotherSubsetUnderItsOwnNames()
    {
        QHash<QString, QString> firstNames;
        for (const QJsonValue &v :
             store(0, token0).json[QStringLiteral("broker_products")].toArray())
            firstNames.insert(v[QStringLiteral("product_id")].toString(),
                              v[QStringLiteral("name")].toString());
        const auto r = store(1, token1);
        QCOMPARE(r.status, 200);
        const QJsonArray products = r.json[QStringLiteral("broker_products")].toArray();
        QVERIFY(!products.isEmpty());
        QVERIFY(products.size() < firstNames.size());
        for (const QJsonValue &v : products) {
            const QString productId = v[QStringLiteral("product_id")].toString();
            QVERIFY(firstNames.contains(productId));
            QVERIFY(firstNames.value(productId) != v[QStringLiteral("name")].toString());
        }
    }

    void store_ofAnotherBrokersChannel_isNotFound()
    {
        const auto r = store(1, token0);
        QCOMPARE(r.status, 404);
        QCOMPARE(r.code(), QStringLiteral("not_found"));
        QCOMPARE(f->get(QStringLiteral("/v1/merchant/stores/no-such-channel"), token0).status, 404);
    }

    void store_withoutBrokerProductScope_isUnauthorized()
    {
        const auto r = store(0, f->token(0, QStringLiteral("quote:read")));
        QCOMPARE(r.status, 401);
        QCOMPARE(r.code(), QStringLiteral("insufficient_scope"));
    }

    void vendor_ofSoldProduct_hasWholeNumberPercentsAndRfc3339Dates()
    {
        for (const QJsonValue &v :
             store(0, token0).json[QStringLiteral("broker_products")].toArray()) {
            const QString productId = v[QStringLiteral("product_id")].toString();
            const auto r = f->get(QStringLiteral("/v1/merchant/vendor/") + productId, token0);
            QCOMPARE(r.status, 200);
            QVERIFY(!r.json[QStringLiteral("id")].toString().isEmpty());
            QCOMPARE(r.json[QStringLiteral("product_id")].toString(), productId);
            QVERIFY(r.json[QStringLiteral("active")].isBool());
            const auto percent = [&](const char *key, int min, int max) {
                const QJsonValue p = r.json[QLatin1String(key)];
                return p.isDouble() && p.toDouble() == std::trunc(p.toDouble()) &&
                       p.toInt() >= min && p.toInt() <= max;
            };
            QVERIFY(percent("commission_percent", 10, 25));
            QVERIFY(percent("agency_percent", 0, 5));
            QVERIFY(percent("pro_labor_percent", 0, 3));
            const QDateTime date = parseTimestampOrDate(r.json[QStringLiteral("date")].toString());
            const QDateTime updated =
                parseTimestampOrDate(r.json[QStringLiteral("last_update")].toString());
            QVERIFY(date.isValid() && updated.isValid());
            QVERIFY(r.json[QStringLiteral("date")].toString().endsWith(u'Z'));
            QVERIFY(date <= updated);
        }
    }

    void vendor_ofProductTheBrokerDoesNotSell_isNotFound()
    {
        QSet<QString> sold;
        for (const QJsonValue &v :
             store(1, token1).json[QStringLiteral("broker_products")].toArray())
            sold.insert(v[QStringLiteral("product_id")].toString());
        QString notSold;
        for (const QJsonValue &v :
             store(0, token0).json[QStringLiteral("broker_products")].toArray())
            if (!sold.contains(v[QStringLiteral("product_id")].toString()))
                notSold = v[QStringLiteral("product_id")].toString();
        QVERIFY(!notSold.isEmpty());
        QCOMPARE(f->get(QStringLiteral("/v1/merchant/vendor/") + notSold, token0).status, 200);
        const auto r = f->get(QStringLiteral("/v1/merchant/vendor/") + notSold, token1);
        QCOMPARE(r.status, 404);
        QCOMPARE(r.code(), QStringLiteral("not_found"));
        QCOMPARE(f->get(QStringLiteral("/v1/merchant/vendor/unknown"), token1).status, 404);
    }

    void logo_ofChannel_isAnSvgServedWithoutToken()
    {
        const QString url = store(0, token0).json[QStringLiteral("logo_url")].toString();
        QVERIFY(url.startsWith(f->sandbox().baseUrl().toString()));
        QVERIFY(url.endsWith(f->broker(0).channelId + QStringLiteral(".svg")));
        const auto r = f->raw("GET", path(url), {}, {});
        QCOMPARE(r.status, 200);
        QVERIFY(r.header("Content-Type").startsWith("image/svg+xml"));
        QXmlStreamReader xml(r.body);
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name().toString(), QStringLiteral("svg"));
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        // "Aurora Seguros Online": its initials on the badge.
        QVERIFY(r.body.contains(">AS</text>"));
    }

    void logo_ofUnknownChannelOrWithoutSvgSuffix_isNotFound()
    {
        QCOMPARE(f->raw("GET", QStringLiteral("/assets/channels/nope.svg"), {}, {}).status, 404);
        QCOMPARE(f->raw("GET", QStringLiteral("/assets/channels/") + f->broker(0).channelId, {}, {})
                     .status,
                 404);
    }

    void logos_ofTwoChannels_differ()
    {
        const auto a = f->raw(
            "GET", path(store(0, token0).json[QStringLiteral("logo_url")].toString()), {}, {});
        const auto b = f->raw(
            "GET", path(store(1, token1).json[QStringLiteral("logo_url")].toString()), {}, {});
        QCOMPARE(b.status, 200);
        QVERIFY(a.body != b.body);
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
