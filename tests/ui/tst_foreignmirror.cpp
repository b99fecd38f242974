// The cash-flow page's local mirror when the file on this machine was written for another
// account: the banner says so and offers a new mirror, which (after a confirmation whose default
// answer is Cancel) keeps the old file aside and mirrors this account's ledger. A mirror of an
// earlier run of the embedded sandbox, on another port, opens without asking. Real sandbox on
// loopback, real SQLite files in a temporary folder.
#include "uifixture.h"
#include "uitestsettings.h"

#include "cashflow/cashflowpage.h"
#include "cashflow/ledgerfilterbar.h"
#include "cashflow/ledgermirrorview.h"
#include "ledger/ledgermirror.h"
#include "models/apipagesource.h"
#include "models/lazylistmodel.h"
#include "shell/errorbanner.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace brokerdesk;
using namespace Qt::StringLiterals;
using ui::cashflow::LedgerMirrorView;

namespace {

constexpr int timeoutMs = 15000;
const QString otherAccount = u"https://other.example.com other-client"_s;

// Answers the next message box with the button of `role`, noting whether Cancel was its
// default (the safe answer to Enter).
class BoxAnswer : public QObject
{
public:
    explicit BoxAnswer(QMessageBox::ButtonRole role) : m_role(role)
    {
        m_timer.setInterval(10);
        connect(&m_timer, &QTimer::timeout, this, &BoxAnswer::answer);
        m_timer.start();
    }
    bool answered = false;
    bool cancelWasDefault = false;

private:
    void answer()
    {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        m_timer.stop();
        answered = true;
        cancelWasDefault =
            box->defaultButton() && box->defaultButton() == box->button(QMessageBox::Cancel);
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == m_role) {
                QTest::mouseClick(b, Qt::LeftButton);
                return;
            }
    }
    QMessageBox::ButtonRole m_role;
    QTimer m_timer;
};

} // namespace

class TestForeignMirror : public QObject
{
    Q_OBJECT
    IsolatedSettings isolated;

    QString mirrorPath(UiFixture &f) const { return f.dir.filePath(u"ledger-mirror.db"_s); }

    // A mirror holding broker 0's ledger, as if another account had written it.
    static qint64 writeForeignMirror(UiFixture &f, const QString &path, const QString &key)
    {
        models::ApiPageSource pages(&f.api, api::ListResource::CashFlow);
        cache::LedgerMirror other;
        if (!other.open(path, key).ok())
            return -1;
        other.setSource(&pages);
        QSignalSpy done(&other, &cache::LedgerMirror::syncFinished);
        other.sync();
        return done.wait(timeoutMs) && done.at(0).at(0).toBool() ? other.status().records : -1;
    }

    static QStringList setAside(UiFixture &f)
    {
        return QDir(f.dir.path())
            .entryList({u"ledger-mirror.db.other-account-*"_s}, QDir::Files)
            .filter(QRegularExpression(u"-\\d{8}-\\d{6}$"_s));
    }

    static QPushButton *action(LedgerMirrorView *view)
    {
        return view->errorBanner()->findChild<QPushButton *>(u"bannerAction"_s);
    }

private slots:
    void foreignMirror_offersANewOne_whichKeepsTheOldFileAsideAndSyncs()
    {
        UiFixture f;
        const qint64 theirs = writeForeignMirror(f, mirrorPath(f), otherAccount);
        QVERIFY(theirs > 0);
        ui::CashFlowPage page(f.workspace);
        page.setMirrorPath(mirrorPath(f));
        page.resize(1000, 700);
        page.show();
        page.activate(); // the background sync finds the file is another account's
        LedgerMirrorView *view = page.mirrorView();
        QTRY_VERIFY_WITH_TIMEOUT(view->errorBanner()->hasError(), timeoutMs);
        QVERIFY(page.isMirrorShown()); // its banner asks what to do
        QVERIFY(view->errorBanner()->message().contains(u"belongs to another account"_s));
        QVERIFY(action(view)->isVisible());
        QCOMPARE(action(view)->text(), u"Start a &new mirror…"_s);
        QVERIFY(!view->isOpen());

        // Sync now mixes nothing in: the same report and offer.
        QTest::mouseClick(view->findChild<QPushButton *>(u"syncMirror"_s), Qt::LeftButton);
        QVERIFY(view->errorBanner()->message().contains(u"belongs to another account"_s));
        QVERIFY(action(view)->isVisible());

        BoxAnswer answer(QMessageBox::AcceptRole);
        QTest::mouseClick(action(view), Qt::LeftButton);
        QVERIFY(answer.answered);
        QVERIFY(answer.cancelWasDefault);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isSyncing() && view->mirror().status().lastSyncAt.isValid(),
                                 timeoutMs);
        QVERIFY(view->isOpen());
        QCOMPARE(view->mirror().status().records, theirs); // this account's ledger, the same rows
        view->filterBar()->setDateRange({}, {});           // every month, deleted records too
        view->filterBar()->setShowDeleted(true);
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowCount(), int(theirs), timeoutMs);

        // The other account's file is kept beside it, whole, and the banner says where.
        const QStringList kept = setAside(f);
        QCOMPARE(kept.size(), 1);
        QVERIFY(view->errorBanner()->message().contains(kept.constFirst()));
        cache::LedgerMirror old;
        QVERIFY(old.open(f.dir.filePath(kept.constFirst()), otherAccount).ok());
        QCOMPARE(old.status().records, theirs);
    }

    void foreignMirror_newMirrorCanceled_leavesTheFileAsItIs()
    {
        UiFixture f;
        QVERIFY(writeForeignMirror(f, mirrorPath(f), otherAccount) > 0);
        ui::CashFlowPage page(f.workspace);
        page.setMirrorPath(mirrorPath(f));
        page.show();
        page.showMirror();
        LedgerMirrorView *view = page.mirrorView();
        QVERIFY(action(view)->isVisible());

        BoxAnswer answer(QMessageBox::RejectRole);
        QTest::mouseClick(action(view), Qt::LeftButton);
        QVERIFY(answer.answered);
        QVERIFY(answer.cancelWasDefault);
        QVERIFY(!view->isOpen());
        QVERIFY(setAside(f).isEmpty());
        QVERIFY(action(view)->isVisible()); // still offered
        QCOMPARE(cache::LedgerMirror().open(mirrorPath(f), otherAccount).outcome,
                 cache::OpenReport::Outcome::Opened);
    }

    void mirrorOfAnEarlierRunOfTheEmbeddedSandbox_opensWithoutAsking()
    {
        UiFixture f;
        // Written by an older desk: the key held the embedded service's port of that run.
        const QString oldKey = u"http://127.0.0.1:41234 "_s + f.server.broker(0).clientId;
        const qint64 records = writeForeignMirror(f, mirrorPath(f), oldKey);
        QVERIFY(records > 0);
        auto settings = f.api.settings();
        settings.serviceInstance = f.server.sandbox().instanceId();
        f.api.setSettings(settings);

        ui::CashFlowPage page(f.workspace);
        page.setMirrorPath(mirrorPath(f));
        page.show();
        page.showMirror();
        LedgerMirrorView *view = page.mirrorView();
        QVERIFY2(!view->errorBanner()->hasError(), qPrintable(view->errorBanner()->message()));
        QVERIFY(view->isOpen());
        QCOMPARE(view->mirror().status().records, records);
        QSignalSpy synced(view, &LedgerMirrorView::syncFinished);
        QTest::mouseClick(view->findChild<QPushButton *>(u"syncMirror"_s), Qt::LeftButton);
        QVERIFY(synced.wait(timeoutMs));
        QVERIFY(synced.at(0).at(0).toBool());
        QCOMPARE(view->mirror().lastSyncAdded(), 0);
    }
};

QTEST_MAIN(TestForeignMirror)
#include "tst_foreignmirror.moc"
