// "Open policy document" on a desk with no program registered for PDFs: the page says so in
// its error banner and offers Save as…, which downloads the document from the real sandbox
// into the file chosen. The system's opener and the save dialog are the views' hooks.
#include "salesflow.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "models/lazylistmodel.h"
#include "offline/saleslog.h"
#include "policies/policiespage.h"
#include "policies/policydetails.h"
#include "sales/salestatusview.h"
#include "shell/documentopener.h"
#include "shell/errorbanner.h"

#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace brokerdesk;
using namespace Qt::StringLiterals;
using ui::DocumentOpener;

namespace {

constexpr int timeoutMs = 15000;

QByteArray head(const QString &path, int bytes)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(bytes) : QByteArray();
}

} // namespace

class TestPolicyDocument : public QObject
{
    Q_OBJECT
    IsolatedSettings isolated;

    // No viewer: the opener is asked, says no, and the banner offers Save as.
    static void expectNoViewerOffer(ui::ErrorBanner *banner)
    {
        QVERIFY(banner->hasError());
        QVERIFY2(banner->message().contains(u"no program to show PDF files"_s),
                 qPrintable(banner->message()));
        auto *saveAs = banner->findChild<QPushButton *>(u"bannerAction"_s);
        QVERIFY(saveAs->isVisible());
        QCOMPARE(saveAs->text(), u"Sa&ve as…"_s);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void openDocument_withNoViewer_saysSoAndSavesThePdfWhereChosen()
    {
        UiFixture f;
        const QString saleId = salesflow::makeSale(f.server, f.server.token(), 0, u"CreditCard"_s);
        QVERIFY(!saleId.isEmpty());
        QVERIFY(!salesflow::waitForPolicy(f.server, f.server.token(), saleId).isEmpty());
        cache::SalesLog log;
        QVERIFY(log.open(f.dir.filePath(u"sales.db"_s)).ok());
        ui::SaleStatusView view(f.workspace, log);
        view.setLongestPollInterval(50);
        view.show();
        view.showSale(saleId);
        QTRY_VERIFY_WITH_TIMEOUT(view.documentUrl().isValid(), timeoutMs);

        QList<QUrl> asked;
        view.documentOpener()->setUrlOpener([&asked](const QUrl &url) {
            asked << url;
            return false; // what QDesktopServices answers with no viewer registered
        });
        QString suggested;
        QString target = f.dir.filePath(u"policy.pdf"_s);
        view.documentOpener()->setPathChooser([&suggested, &target](const QString &name) {
            suggested = name;
            return target;
        });
        auto *open = view.findChild<QPushButton *>(u"openDocument"_s);
        QTRY_VERIFY_WITH_TIMEOUT(open->isEnabled(), timeoutMs);
        QTest::mouseClick(open, Qt::LeftButton);
        QCOMPARE(asked, QList<QUrl>{view.documentUrl()});
        auto *banner = view.findChild<ui::ErrorBanner *>();
        expectNoViewerOffer(banner);
        if (QTest::currentTestFailed())
            return;

        QSignalSpy saved(view.documentOpener(), &DocumentOpener::saved);
        QTest::mouseClick(banner->findChild<QPushButton *>(u"bannerAction"_s), Qt::LeftButton);
        QVERIFY(suggested.endsWith(u".pdf"_s));
        QVERIFY(saved.wait(timeoutMs));
        QCOMPARE(saved.at(0).at(0).toString(), target);
        QCOMPARE(head(target, 4), QByteArray("%PDF"));
        QVERIFY(!banner->hasError());
    }

    void policyLink_withAViewer_opensItAndShowsNoError()
    {
        UiFixture f;
        ui::PoliciesPage page(f.workspace);
        page.resize(1000, 600);
        page.show();
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(page.model()->rowCount() > 0 &&
                                     page.model()->index(0, 0).data().toString().size() > 0,
                                 timeoutMs);
        page.view()->setCurrentIndex(page.model()->index(0, 0));
        QTRY_VERIFY(page.details()->policy().has_value());
        const QUrl url(page.details()->policy()->documentUrl);
        QVERIFY(url.isValid());
        QList<QUrl> asked;
        page.documentOpener()->setUrlOpener([&asked](const QUrl &u) {
            asked << u;
            return true;
        });
        emit page.details()->findChild<QLabel *>(u"link"_s)->linkActivated(url.toString());
        QCOMPARE(asked, QList<QUrl>{url});
        QVERIFY(!page.errorBanner()->hasError());
    }

    void policyLink_withNoViewer_offersSaveAsOnThePoliciesPage()
    {
        UiFixture f;
        ui::PoliciesPage page(f.workspace);
        page.show();
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(page.model()->rowCount() > 0 &&
                                     page.model()->index(0, 0).data().toString().size() > 0,
                                 timeoutMs);
        page.view()->setCurrentIndex(page.model()->index(0, 0));
        QTRY_VERIFY(page.details()->policy().has_value());
        const QUrl url(page.details()->policy()->documentUrl);
        page.documentOpener()->setUrlOpener([](const QUrl &) { return false; });
        QString target = f.dir.filePath(u"from-policies.pdf"_s);
        page.documentOpener()->setPathChooser([&target](const QString &) { return target; });
        emit page.details()->findChild<QLabel *>(u"link"_s)->linkActivated(url.toString());
        expectNoViewerOffer(page.errorBanner());
        if (QTest::currentTestFailed())
            return;
        QSignalSpy saved(page.documentOpener(), &DocumentOpener::saved);
        QTest::mouseClick(page.errorBanner()->findChild<QPushButton *>(u"bannerAction"_s),
                          Qt::LeftButton);
        QVERIFY(saved.wait(timeoutMs));
        QCOMPARE(head(target, 4), QByteArray("%PDF"));
    }
};

QTEST_MAIN(TestPolicyDocument)
#include "tst_policydocument.moc"
