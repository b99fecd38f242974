#include "fakepagesource.h"
#include "sandboxfixture.h"

#include "api/apiclient.h"
#include "models/apipagesource.h"
#include "models/cursorwalker.h"

#include <QSignalSpy>
#include <QTest>

using namespace brokerdesk;
using namespace Qt::StringLiterals;
using models::CursorWalker;
using Outcome = CursorWalker::Outcome;

namespace {

QStringList idsOf(const QList<QJsonObject> &items)
{
    QStringList out;
    for (const QJsonObject &o : items)
        out << o.value(u"id"_s).toString();
    return out;
}

Outcome outcomeOf(const QSignalSpy &finished)
{
    return finished.at(0).at(0).value<Outcome>();
}

} // namespace

class TestCursorWalker : public QObject
{
    Q_OBJECT
    std::unique_ptr<FakePageSource> source;
    std::unique_ptr<CursorWalker> walker;
    QStringList seen;
    int handled = 0;

    void make(qint64 total, int latencyMs = 1)
    {
        walker.reset();
        source = std::make_unique<FakePageSource>(total);
        source->latencyMs = latencyMs;
        walker = std::make_unique<CursorWalker>(source.get());
        walker->setRows(100);
        seen.clear();
        handled = 0;
        walker->setPageHandler([this](const QList<QJsonObject> &items, const QString &) {
            ++handled;
            seen << idsOf(items);
            return true;
        });
    }
    static QStringList expectedIds(qint64 from, qint64 to) // ords from..to, newest first
    {
        QStringList out;
        for (qint64 ord = from; ord >= to; --ord)
            out << FakePageSource::record(ord).value(u"id"_s).toString();
        return out;
    }

private slots:
    void walk_streamsTheWholeListOnceInOrder_withProgress()
    {
        make(1050);
        QSignalSpy progress(walker.get(), &CursorWalker::progress);
        QSignalSpy finished(walker.get(), &CursorWalker::finished);
        walker->start();
        QVERIFY(walker->isRunning());
        QVERIFY(finished.wait(5000));
        QCOMPARE(outcomeOf(finished), Outcome::Completed);
        QCOMPARE(seen, expectedIds(1050, 1));
        QCOMPARE(walker->pagesFetched(), 11);
        QCOMPARE(walker->visited(), 1050);
        QCOMPARE(progress.count(), 11);
        QCOMPARE(progress.at(0).at(0).toLongLong(), 100);
        QCOMPARE(progress.constLast().at(0).toLongLong(), 1050);
        QCOMPARE(progress.constLast().at(1).toLongLong(), 1050);
        QVERIFY(!walker->isRunning());
        QCOMPARE(source->requests, 11);
        // Every page after the first follows the cursor of the one before.
        for (qsizetype i = 1; i < source->log.size(); ++i)
            QVERIFY(source->log.at(i).byCursor && !source->log.at(i).cursor.isEmpty());
    }

    void nextPage_isAlreadyRequested_whileTheHandlerWorks()
    {
        make(350);
        QList<int> pendingInHandler;
        QStringList cursors;
        walker->setPageHandler([&](const QList<QJsonObject> &, const QString &next) {
            pendingInHandler << source->pending();
            cursors << next;
            return true;
        });
        QSignalSpy finished(walker.get(), &CursorWalker::finished);
        walker->start();
        QVERIFY(finished.wait(5000));
        QCOMPARE(pendingInHandler, (QList<int>{1, 1, 1, 0}));
        QVERIFY(cursors.constLast().isEmpty()); // the last page has no cursor to resume from
        QVERIFY(!cursors.constFirst().isEmpty());
    }

    void cancel_stopsTheWalk_andNothingArrivesAfterwards()
    {
        make(5000, 5);
        QSignalSpy finished(walker.get(), &CursorWalker::finished);
        connect(walker.get(), &CursorWalker::progress, this, [this](qint64 visited, qint64) {
            if (visited >= 300)
                walker->cancel();
        });
        walker->start();
        QVERIFY(finished.wait(5000));
        QCOMPARE(outcomeOf(finished), Outcome::Canceled);
        QCOMPARE(handled, 3);
        QVERIFY(QTest::qWaitFor([this] { return source->scheduled() == 0; }, 10000));
        QCOMPARE(handled, 3);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(source->pending(), 0); // the page requested ahead was dropped
        QCOMPARE(source->cancels, 1);
    }

    void handlerReturningFalse_stopsTheWalkThere()
    {
        make(1000);
        walker->setPageHandler([this](const QList<QJsonObject> &items, const QString &) {
            seen << idsOf(items);
            return seen.size() < 200;
        });
        QSignalSpy finished(walker.get(), &CursorWalker::finished);
        walker->start();
        QVERIFY(finished.wait(5000));
        QCOMPARE(outcomeOf(finished), Outcome::Stopped);
        QCOMPARE(seen.size(), 200);
        QCOMPARE(source->pending(), 0);
    }

    void failedPage_endsTheWalkWithTheReason()
    {
        make(1000);
        source->failFetchNumber = 4;
        QSignalSpy finished(walker.get(), &CursorWalker::finished);
        walker->start();
        QVERIFY(finished.wait(5000));
        QCOMPARE(outcomeOf(finished), Outcome::Failed);
        QCOMPARE(walker->visited(), 300);
        QVERIFY(!walker->error().isEmpty());
        QCOMPARE(walker->lastFailure().httpStatus, 503);
        QVERIFY(walker->lastFailure().isTransient());
        QCOMPARE(seen, expectedIds(1000, 701));
    }

    void startFromACursor_continuesJustAfterIt()
    {
        make(450);
        walker->setPageHandler([this](const QList<QJsonObject> &items, const QString &next) {
            seen << idsOf(items);
            if (handled++ == 1)
                walker->setProperty("resume", next);
            return handled < 2;
        });
        QSignalSpy finished(walker.get(), &CursorWalker::finished);
        walker->start();
        QVERIFY(finished.wait(5000));
        const QString resume = walker->property("resume").toString();
        QVERIFY(!resume.isEmpty());
        seen.clear();
        walker->setPageHandler([this](const QList<QJsonObject> &items, const QString &) {
            seen << idsOf(items);
            return true;
        });
        walker->start(resume);
        QVERIFY(finished.wait(5000));
        QCOMPARE(outcomeOf(finished), Outcome::Stopped);
        QCOMPARE(finished.at(1).at(0).value<Outcome>(), Outcome::Completed);
        QCOMPARE(seen, expectedIds(250, 1));
    }

    void noSource_failsAtOnceInWords()
    {
        CursorWalker lonely(nullptr);
        QSignalSpy finished(&lonely, &CursorWalker::finished);
        lonely.start();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(outcomeOf(finished), Outcome::Failed);
        QVERIFY(!lonely.error().isEmpty());
    }

    void destroyingTheWalkerMidWalk_dropsItsRequest()
    {
        make(1000, 20);
        walker->start();
        QCOMPARE(source->pending(), 1);
        walker.reset();
        QCOMPARE(source->pending(), 0);
        QVERIFY(QTest::qWaitFor([this] { return source->scheduled() == 0; }, 10000));
        QCOMPARE(handled, 0);
    }

    void sandboxCashFlow_isWalkedWhole_andAForgedCursorIsRefused()
    {
        auto settings = SandboxFixture::defaults();
        settings.seedLedger = 250;
        SandboxFixture f(settings);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        api::ServerSettings server;
        server.baseUrl = f.sandbox().baseUrl();
        server.clientId = f.broker(0).clientId;
        server.clientSecret = f.broker(0).clientSecret;
        api::ApiClient client(server);
        models::ApiPageSource pages(&client, api::ListResource::CashFlow);
        CursorWalker real(&pages);
        real.setRows(40);
        QStringList ids;
        real.setPageHandler([&](const QList<QJsonObject> &items, const QString &) {
            ids << idsOf(items);
            return true;
        });
        QSignalSpy finished(&real, &CursorWalker::finished);
        real.start();
        QVERIFY(finished.wait(10000));
        QCOMPARE(outcomeOf(finished), Outcome::Completed);

        const QByteArray token = f.token();
        QStringList listed;
        for (int page = 1; page <= 10; ++page)
            for (const QJsonValue &v : f.get(u"/v1/cash-flow?rows=100&page=%1"_s.arg(page), token)
                                           .json.value(u"items"_s)
                                           .toArray())
                listed << v.toObject().value(u"id"_s).toString();
        QCOMPARE(ids, listed);
        QCOMPARE(real.total(), qint64(listed.size()));
        QCOMPARE(real.pagesFetched(), int((listed.size() + 39) / 40));

        real.start(u"forged-cursor"_s);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(1).at(0).value<Outcome>(), Outcome::Failed);
        QCOMPARE(real.lastFailure().httpStatus, 400);
        QVERIFY(!real.error().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCursorWalker)
#include "tst_cursorwalker.moc"
