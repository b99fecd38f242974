// The catalog's loader against a real in-process sandbox: the store and every product's vendor
// settings, saved for offline use; on a later start the saved products' vendor settings are
// asked for beside the store, not one round trip after it.
#include "sandboxfixture.h"

#include "api/apiclient.h"
#include "models/catalogloader.h"
#include "offline/offlinestore.h"
#include "sandbox.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;

class TestCatalogLoader : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> f;
    api::ServerSettings settings;
    QTemporaryDir dir;
    cache::OfflineStore offline;

    // One load with a client that has no token yet, as at the desk's start.
    std::optional<models::CatalogSnapshot> load(int *inFlightAtOnce = nullptr)
    {
        api::ApiClient client(settings);
        models::CatalogLoader loader(client, offline);
        QSignalSpy loaded(&loader, &models::CatalogLoader::loaded);
        loader.load(f->broker(0).channelId);
        if (inFlightAtOnce)
            *inFlightAtOnce = loader.vendorCallsInFlight();
        if (!loaded.wait(10000))
            return std::nullopt;
        return loaded.first().at(0).value<models::CatalogSnapshot>();
    }

private slots:
    void initTestCase()
    {
        f = std::make_unique<SandboxFixture>(SandboxFixture::defaults());
        QVERIFY2(f->started(), qPrintable(f->startError()));
        settings.baseUrl = f->sandbox().baseUrl();
        settings.tokenUrl = f->sandbox().tokenUrl();
        settings.clientId = f->broker(0).clientId;
        settings.clientSecret = f->broker(0).clientSecret;
        QVERIFY(offline.open(dir.filePath(QStringLiteral("offline.db"))).ok());
    }

    void firstStart_asksForTheStoreAlone_thenEveryVendor_andSavesThem()
    {
        int atOnce = -1;
        const auto first = load(&atOnce);
        QVERIFY(first.has_value());
        QCOMPARE(atOnce, 0); // nothing saved yet: which products, the store will say
        QVERIFY(!first->fromCache);
        QVERIFY(first->store.brokerProducts.size() > 1);
        QCOMPARE(first->vendors.size(), first->store.brokerProducts.size());
        QVERIFY(models::CatalogLoader::cached(offline, f->broker(0).channelId).has_value());
    }

    void laterStart_asksForTheSavedProductsVendorsBesideTheStore()
    {
        const auto saved = models::CatalogLoader::cached(offline, f->broker(0).channelId);
        QVERIFY(saved.has_value());
        int atOnce = -1;
        const auto again = load(&atOnce);
        QVERIFY(again.has_value());
        // Before any answer, the store and every saved product's vendor settings are asked.
        QCOMPARE(atOnce, int(saved->store.brokerProducts.size()));
        QVERIFY(!again->fromCache);
        QCOMPARE(again->vendors.keys().size(), saved->vendors.keys().size());
        for (const auto &bp : again->store.brokerProducts)
            QVERIFY(again->vendors.contains(bp.productId));
    }
};

QTEST_GUILESS_MAIN(TestCatalogLoader)
#include "tst_catalogloader.moc"
