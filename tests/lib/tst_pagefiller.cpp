#include "fakepagesource.h"

#include "models/pagefiller.h"

#include <QSignalSpy>
#include <QTest>

using namespace brokerdesk;
using models::PageFiller;
using Outcome = PageFiller::Outcome;

// Reading a newest-first list by page number, several pages at a time.
class TestPageFiller : public QObject
{
    Q_OBJECT

private slots:
    // Eight answers that arrive together are handed over one per pass of the event loop, so a
    // timer of the window still runs between them, and no request goes out for a page until
    // an answer was handled.
    void aBurstOfAnswers_isHandedOnePerPassOfTheEventLoop()
    {
        FakePageSource source(400);
        PageFiller filler(&source);
        filler.setRows(10);
        filler.setInFlight(8);
        int ticks = 0;
        QTimer tick;
        tick.setInterval(0);
        connect(&tick, &QTimer::timeout, this, [&] { ++ticks; });
        int handled = 0, handledWithoutATick = 0, lastTicks = -1;
        filler.setHandler([&](const QList<PageFiller::Placed> &) {
            if (ticks == lastTicks)
                ++handledWithoutATick;
            lastTicks = ticks;
            ++handled;
            return true;
        });
        QSignalSpy finished(&filler, &PageFiller::finished);
        tick.start();
        filler.start();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Completed);
        QCOMPARE(handled, 40);
        QCOMPARE(handledWithoutATick, 0);
        QVERIFY(source.maxPending <= 8);
        QCOMPARE(source.requests, 40);
    }

    // Held, the fill hands nothing but reads ahead, within a bound; released, it goes on.
    void hold_handsNoAnswer_readingAheadWithinABound_untilReleased()
    {
        FakePageSource source(400);
        PageFiller filler(&source);
        filler.setRows(10);
        filler.setInFlight(2);
        int handled = 0;
        filler.setHandler([&](const QList<PageFiller::Placed> &) {
            if (++handled == 3)
                filler.hold(true);
            return true;
        });
        QSignalSpy finished(&filler, &PageFiller::finished);
        filler.start();
        QTRY_COMPARE(handled, 3);
        // Answered and waiting: as many pages as four times the requests in flight.
        QTRY_COMPARE(source.requests, 3 + 2 * PageFiller::heldReadAhead);
        QTRY_COMPARE(source.pending(), 0);
        for (int pass = 0; pass < 5; ++pass) // their turns to be handed, were it not held
            QCoreApplication::processEvents();
        QCOMPARE(handled, 3);
        QCOMPARE(source.requests, 3 + 2 * PageFiller::heldReadAhead);
        QVERIFY(finished.isEmpty());
        filler.hold(false);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Completed);
        QCOMPARE(handled, 40);
        QCOMPARE(source.requests, 40);
        QVERIFY(source.maxPending <= 2 * PageFiller::heldReadAhead);
    }

    // Told where to stop once it meets a record, the fill reads every place above it once and
    // asks for nothing far below it.
    void limitTo_readsThePlacesAboveTheLimitOnce_andCompletes()
    {
        FakePageSource source(1000);
        PageFiller filler(&source);
        filler.setRows(10);
        filler.setInFlight(4);
        QList<qint64> places;
        filler.setHandler([&](const QList<PageFiller::Placed> &records) {
            for (const PageFiller::Placed &p : records) {
                places << p.place;
                if (p.record.value(QStringLiteral("id")) ==
                    FakePageSource::record(1000 - 94).value(QStringLiteral("id")))
                    filler.limitTo(p.place + 1);
            }
            return true;
        });
        QSignalSpy finished(&filler, &PageFiller::finished);
        filler.start();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).value<Outcome>(), Outcome::Completed);
        std::sort(places.begin(), places.end());
        QVERIFY(places.size() >= 95);
        for (qint64 i = 0; i < 95; ++i)
            QCOMPARE(places.at(i), i); // each place above the limit once, in order
        QVERIFY2(source.requests <= 10 + 4, qPrintable(QString::number(source.requests)));
    }
};

QTEST_GUILESS_MAIN(TestPageFiller)
#include "tst_pagefiller.moc"
