#include "uifixture.h"
#include "uitestsettings.h"

#include "catalog/catalogpage.h"
#include "catalog/productdetails.h"
#include "catalog/productlistmodel.h"
#include "shell/errorbanner.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace brokerdesk;

class TestCatalogPage : public QObject
{
    Q_OBJECT

    // The store as the service answers it, read straight from the sandbox.
    static QJsonArray storeProducts(UiFixture &f)
    {
        const auto reply =
            f.server.get(QStringLiteral("/v1/merchant/stores/") + f.server.broker(0).channelId,
                         f.server.token());
        return reply.json.value(QStringLiteral("broker_products")).toArray();
    }

    static bool loaded(ui::CatalogPage &page)
    {
        return QTest::qWaitFor(
            [&] { return !page.isBusy() && page.productModel()->rowCount() > 0; }, 10000);
    }

private slots:
    void init() { m_settings = std::make_unique<IsolatedSettings>(); }
    void cleanup() { m_settings.reset(); }

    void activate_loadsTheStoreAndVendorSettings()
    {
        UiFixture f;
        ui::CatalogPage page(f.workspace);
        QAbstractItemModelTester tester(page.productModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(
            page.productView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.show();
        page.activate();
        QVERIFY(page.isBusy());
        QVERIFY(loaded(page));

        const QJsonArray expected = storeProducts(f);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(page.productModel()->rowCount(), expected.size());
        const QJsonObject first = expected.first().toObject();
        QCOMPARE(page.productModel()->product(0)->id, first.value(QStringLiteral("id")).toString());
        QVERIFY(page.errorBanner()->isHidden());
        QVERIFY(page.noteText().isEmpty());

        // The first product is selected and shows its vendor's percents as the service has them.
        const QString productId = first.value(QStringLiteral("product_id")).toString();
        const auto vendor =
            f.server.get(QStringLiteral("/v1/merchant/vendor/") + productId, f.server.token()).json;
        const QString shown = page.details()->vendorText();
        const QString commission = QLocale().toString(
            vendor.value(QStringLiteral("commission_percent")).toDouble(), 'f', 0);
        QVERIFY2(shown.contains(commission + u'%'), qPrintable(shown));
        QVERIFY(page.details()->quoteButton()->isEnabled());

        // Saved for offline use, with the vendors.
        QVERIFY(f.offline.store(f.server.broker(0).channelId).has_value());
        QVERIFY(f.offline.vendor(productId).has_value());
    }

    void search_keepsOnlyMatchingProducts()
    {
        UiFixture f;
        ui::CatalogPage page(f.workspace);
        page.show();
        page.activate();
        QVERIFY(loaded(page));
        QAbstractItemModel *shown = page.productView()->model();
        const int all = shown->rowCount();
        const QString insurer = page.productModel()->product(0)->product.insurer.name;
        const QString word = insurer.split(u' ').first();

        QTest::keyClicks(page.searchField(), word.toLower());
        QVERIFY(shown->rowCount() > 0);
        QVERIFY(shown->rowCount() <= all);
        for (int r = 0; r < shown->rowCount(); ++r)
            QVERIFY(shown->index(r, 0)
                        .data(ui::ProductListModel::SearchTextRole)
                        .toString()
                        .contains(word.toLower()));

        page.searchField()->clear();
        QTest::keyClicks(page.searchField(), QStringLiteral("zzzz-no-such-product"));
        QCOMPARE(shown->rowCount(), 0);
        QTest::keyClick(page.searchField(), Qt::Key_Escape);
        QCOMPARE(shown->rowCount(), all);
    }

    void quoteThis_asksTheWorkspaceForAQuote()
    {
        UiFixture f;
        ui::CatalogPage page(f.workspace);
        page.show();
        page.activate();
        QVERIFY(loaded(page));
        QSignalSpy spy(&f.workspace, &ui::Workspace::quoteRequested);
        page.showProduct(page.productModel()->product(1)->id);
        QTest::mouseClick(page.details()->quoteButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), page.productModel()->product(1)->id);

        // Enter on a product in the list does the same.
        page.productView()->setFocus();
        QTest::keyClick(page.productView(), Qt::Key_Return);
        QCOMPARE(spy.count(), 2);
    }

    void serviceUnreachable_showsTheSavedCatalogWithItsTime()
    {
        UiFixture f;
        ui::CatalogPage page(f.workspace);
        page.show();
        page.activate();
        QVERIFY(loaded(page));
        const int rows = page.productModel()->rowCount();

        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const api::ServerSettings live = f.api.settings();
        api::ServerSettings dead = live;
        dead.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(probe.serverPort()));
        dead.tokenUrl = QUrl();
        probe.close();
        api::RetryPolicy once;
        once.maxAttempts = 1;
        f.api.setRetryPolicy(once);
        f.api.setSettings(dead);

        ui::CatalogPage offline(f.workspace);
        offline.show();
        offline.activate();
        QVERIFY(loaded(offline));
        QCOMPARE(offline.productModel()->rowCount(), rows);
        QVERIFY2(!offline.noteText().isEmpty(), "says the catalog is a saved copy");
        QVERIFY(!offline.details()->vendorText().isEmpty());
        // Why, with a Retry that loads the live catalog once the service is back.
        QVERIFY(offline.errorBanner()->isVisible());
        QVERIFY(!offline.errorBanner()->message().isEmpty());
        f.api.setSettings(live);
        auto *retry = offline.errorBanner()->findChild<QPushButton *>(QStringLiteral("retry"));
        QVERIFY(retry && retry->isVisible());
        QTest::mouseClick(retry, Qt::LeftButton);
        QTRY_VERIFY(!offline.isBusy() && offline.noteText().isEmpty());
        QVERIFY(offline.errorBanner()->isHidden());
        QCOMPARE(offline.productModel()->rowCount(), rows);
    }

    void nothingSavedAndNoService_showsTheErrorWithRetry()
    {
        UiFixture f;
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        api::ServerSettings dead = f.api.settings();
        dead.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(probe.serverPort()));
        dead.tokenUrl = QUrl();
        probe.close();
        api::RetryPolicy once;
        once.maxAttempts = 1;
        f.api.setRetryPolicy(once);
        f.api.setSettings(dead);
        ui::CatalogPage page(f.workspace);
        page.show();
        page.activate();
        QTRY_VERIFY(!page.isBusy());
        QVERIFY(page.errorBanner()->isVisible());
        QVERIFY(!page.errorBanner()->message().isEmpty());
    }

    void gridMode_showsTheSameProducts()
    {
        UiFixture f;
        ui::CatalogPage page(f.workspace);
        page.resize(1000, 700);
        page.show();
        page.activate();
        QVERIFY(loaded(page));
        page.setGridMode(true);
        QCOMPARE(page.productView()->viewMode(), QListView::IconMode);
        QCOMPARE(page.productView()->model()->rowCount(), page.productModel()->rowCount());
    }

private:
    std::unique_ptr<IsolatedSettings> m_settings;
};

QTEST_MAIN(TestCatalogPage)
#include "tst_catalogpage.moc"
