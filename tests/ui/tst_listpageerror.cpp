// A list page whose first page fails shows the same error banner as every other call: plain
// words, the request id to copy for support, and a Retry that loads the page.
#include "faultproxy.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "cashflow/cashflowpage.h"
#include "models/lazylistmodel.h"
#include "policies/policiespage.h"
#include "shell/errorbanner.h"

#include <QApplication>
#include <QClipboard>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace brokerdesk;
using namespace std::chrono_literals;
using Fault = FaultProxy::Fault;

namespace {

constexpr int waitMs = 8000;

ui::ErrorBanner *shownBanner(const QWidget *root)
{
    for (auto *banner : root->findChildren<ui::ErrorBanner *>())
        if (banner->hasError())
            return banner;
    return nullptr;
}

} // namespace

class TestListPageError : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedSettings> m_settings;
    std::unique_ptr<UiFixture> f;
    std::unique_ptr<FaultProxy> proxy;

    // The banner of `root` shows the failure of the last request the proxy failed, with its
    // request id one click from the clipboard; Retry, once the fault is lifted, loads the list.
    void expectBannerThenRetry(const QWidget *root, const std::function<bool()> &loaded)
    {
        QVERIFY(QTest::qWaitFor([&] { return shownBanner(root) != nullptr; }, waitMs));
        ui::ErrorBanner *banner = shownBanner(root);
        QVERIFY(proxy->faulted() >= 1);
        // One of the requests the proxy failed (a page may read its list twice: the Policies
        // page also brings its search index up to date).
        QStringList sentIds;
        for (const auto &seen : proxy->seen())
            sentIds << QString::fromLatin1(seen.requestId);
        QVERIFY(!banner->requestId().isEmpty());
        QVERIFY2(sentIds.contains(banner->requestId()), qPrintable(banner->requestId()));
        QVERIFY2(!banner->message().contains(u'<'), qPrintable(banner->message()));
        // "Copy reference" puts the request id on the clipboard; no text on screen shows it.
        auto *copy = banner->findChild<QPushButton *>(QStringLiteral("copyReference"));
        QVERIFY2(copy && copy->isVisibleTo(banner), "no button copies the request id");
        QVERIFY(!copy->toolTip().contains(banner->requestId()));
        QApplication::clipboard()->clear();
        QTest::mouseClick(copy, Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), banner->requestId());
        auto *retry = banner->findChild<QPushButton *>(QStringLiteral("retry"));
        QVERIFY(retry && retry->isVisibleTo(banner));

        proxy->lift();
        QTest::mouseClick(retry, Qt::LeftButton);
        QVERIFY2(QTest::qWaitFor(loaded, waitMs), qPrintable(banner->message()));
        QVERIFY2(!banner->hasError(), qPrintable(banner->message()));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_settings = std::make_unique<IsolatedSettings>();
        f = std::make_unique<UiFixture>();
        QVERIFY(f->server.started());
        proxy = std::make_unique<FaultProxy>(f->server.sandbox().baseUrl());
        QVERIFY(proxy->listen());
        api::ServerSettings s = f->api.settings();
        s.baseUrl = proxy->baseUrl(); // the token still comes from the sandbox itself
        f->api.setSettings(s);
        api::RetryPolicy fast;
        fast.maxAttempts = 2;
        fast.firstDelay = 10ms;
        fast.maxDelay = 20ms;
        f->api.setRetryPolicy(fast);
    }

    void cleanupTestCase()
    {
        proxy.reset();
        f.reset();
    }

    void cleanup() { proxy->lift(); }

    void policies_firstPageFails_showsTheRequestId_andRetryLoadsIt()
    {
        ui::PoliciesPage page(f->workspace);
        page.resize(1000, 700);
        page.show();
        proxy->arm(Fault::ServerError, "GET", QStringLiteral("/v1/policies"));
        page.activate();
        expectBannerThenRetry(&page,
                              [&] { return page.model()->rowCount() > 0 && !page.isBusy(); });
    }

    void cashFlow_firstPageFails_showsTheRequestId_andRetryLoadsIt()
    {
        QTemporaryDir dir;
        ui::CashFlowPage page(f->workspace);
        page.setMirrorPath(dir.filePath(QStringLiteral("mirror.db")));
        page.resize(1000, 700);
        page.show();
        page.showServerList();
        proxy->arm(Fault::ServerError, "GET", QStringLiteral("/v1/cash-flow"));
        page.activate();
        expectBannerThenRetry(&page, [&] {
            return page.serverModel()->rowCount() > 0 && page.serverModel()->hasTotal();
        });
    }
};

QTEST_MAIN(TestListPageError)
#include "tst_listpageerror.moc"
