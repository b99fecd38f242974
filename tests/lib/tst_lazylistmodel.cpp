#include "fakepagesource.h"
#include "sandboxfixture.h"

#include "api/apiclient.h"
#include "models/apipagesource.h"
#include "models/lazylistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace brokerdesk;
using models::LazyListModel;
using State = LazyListModel::LoadState;

namespace {

QList<models::ListColumn> testColumns()
{
    return {models::ListColumn::text(QStringLiteral("Id"), QStringLiteral("id")),
            models::ListColumn::money(QStringLiteral("Amount"), QStringLiteral("amount")),
            models::ListColumn::boolean(QStringLiteral("Paid"), QStringLiteral("is_paid"))};
}

} // namespace

class TestLazyListModel : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakePageSource> source;
    std::unique_ptr<LazyListModel> model;
    std::unique_ptr<QAbstractItemModelTester> tester;

    void make(qint64 total, LazyListModel::Options options = {}, int latencyMs = 0)
    {
        tester.reset();
        model.reset();
        source = std::make_unique<FakePageSource>(total);
        source->latencyMs = latencyMs;
        model = std::make_unique<LazyListModel>(source.get(), testColumns(), options);
        tester = std::make_unique<QAbstractItemModelTester>(
            model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

    State state(int row) const
    {
        return model->data(model->index(row, 0), LazyListModel::LoadStateRole).value<State>();
    }
    QString id(int row) const
    {
        return model->data(model->index(row, 0), LazyListModel::IdRole).toString();
    }
    static QString idOf(qint64 ord)
    {
        return FakePageSource::record(ord).value(QStringLiteral("id")).toString();
    }

    void loadFirstPage()
    {
        model->refresh();
        QVERIFY(SandboxFixture::waitFor([&] { return model->hasTotal(); }));
    }

private slots:
    void firstPage_setsRowCountToTheServerTotal_andOtherRowsArePlaceholders()
    {
        make(1000, {100, 4, 32}, 20);
        QCOMPARE(model->rowCount(), 0); // the tester already asked for the first page
        QSignalSpy totalSpy(model.get(), &LazyListModel::totalChanged);
        loadFirstPage();
        QCOMPARE(model->rowCount(), 1000);
        QCOMPARE(totalSpy.count(), 1);
        QCOMPARE(id(0), idOf(1000));
        QCOMPARE(state(0), State::Loaded);

        QCOMPARE(state(550), State::Loading);
        QCOMPARE(model->data(model->index(550, 0)).toString(), QStringLiteral("Loading…"));
        QVERIFY(!model->data(model->index(550, 1), LazyListModel::RawValueRole).isValid());
        QVERIFY(SandboxFixture::waitFor([&] { return state(550) == State::Loaded; }));
        QCOMPARE(id(550), idOf(450));
        QCOMPARE(source->requests, 2);
    }

    void rawValueRecordAndIdRoles_giveTypedValues()
    {
        make(10);
        loadFirstPage();
        const QModelIndex amount = model->index(3, 1);
        QCOMPARE(model->data(amount, LazyListModel::RawValueRole).toLongLong(),
                 FakePageSource::amountOf(7));
        QCOMPARE(model->data(model->index(3, 2), LazyListModel::RawValueRole).toBool(), false);
        const auto record = model->data(amount, LazyListModel::RecordRole).toJsonObject();
        QCOMPARE(record, FakePageSource::record(7));
        QCOMPARE(model->data(amount, LazyListModel::IdRole).toString(), idOf(7));
        QCOMPARE(model->headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("Amount"));
    }

    void rowsTouchedRepeatedly_requestTheirPageOnce()
    {
        make(1000, {100, 4, 32}, 50);
        loadFirstPage();
        for (int pass = 0; pass < 5; ++pass) {
            for (int row = 500; row < 600; ++row)
                for (int column = 0; column < 3; ++column)
                    model->data(model->index(row, column));
            // The touches of a pass are pumped into one request before the next pass.
            QVERIFY(QTest::qWaitFor([&] { return source->pageRequests.value(6) == 1; }, 10000));
        }
        QVERIFY(SandboxFixture::waitFor([&] { return state(599) == State::Loaded; }));
        QCOMPARE(source->pageRequests.value(6), 1);
        QCOMPARE(source->requests, 2);
    }

    void manyPagesTouchedAtOnce_neverExceedTheInFlightCap()
    {
        make(100000, {100, 3, 32}, 40);
        loadFirstPage();
        for (int row = 1000; row < 1800; row += 50)
            model->data(model->index(row, 0));
        QVERIFY(QTest::qWaitFor([&] { return source->requests > 1; }, 10000)); // pumped
        QVERIFY(model->inFlightCount() <= 3);
        QVERIFY(SandboxFixture::waitFor([&] { return !model->isBusy(); }));
        QVERIFY2(source->maxPending <= 3, qPrintable(QString::number(source->maxPending)));
        QCOMPARE(state(1750), State::Loaded); // the page looked at last is served
    }

    void jumpFarAway_dropsRequestsForPagesScrolledPast()
    {
        // 100,000 rows: far enough to jump, small enough for the tester's per-row checks.
        make(100000, {100, 2, 32}, 150);
        loadFirstPage();
        model->data(model->index(200, 0));                                      // page 3
        model->data(model->index(300, 0));                                      // page 4
        QVERIFY(QTest::qWaitFor([&] { return source->requests == 3; }, 10000)); // pumped
        QCOMPARE(model->inFlightCount(), 2);
        model->data(model->index(90000, 0)); // the user dragged the scroll bar
        QVERIFY(QTest::qWaitFor([&] { return source->pageRequests.value(901) >= 1; }, 10000));
        QCOMPARE(model->inFlightCount(), 2);
        QCOMPARE(model->droppedCount(), 1);
        QCOMPARE(source->cancels, 1);
        QCOMPARE(source->pageRequests.value(901), 1);
        QVERIFY(SandboxFixture::waitFor([&] { return state(90000) == State::Loaded; }));
        QCOMPARE(id(90000), idOf(10000));
    }

    void aPageTheViewWants_isStillFetchedWhenAnotherReaderLooksAtTheFirstRow()
    {
        // A delegate or the model tester reading row 0 between the view's paint and the
        // fetch must not make the view's page look scrolled past: it would stay "Loading…".
        make(1000, {100, 2, 32}, 20);
        loadFirstPage();
        model->data(model->index(700, 0)); // the view paints page 8
        model->data(model->index(0, 0));   // someone else reads the first row
        QVERIFY(SandboxFixture::waitFor([&] { return model->rowState(700) == State::Loaded; }));
        QCOMPARE(id(700), idOf(300));
        QCOMPARE(model->droppedCount(), 0);
    }

    void cachedPages_stayWithinTheLruBound_andEvictedRowsLoadAgainWhenSeen()
    {
        make(5000, {100, 2, 6});
        loadFirstPage();
        for (int page = 0; page < 20; ++page) {
            const int row = page * 100;
            model->data(model->index(row, 0));
            QVERIFY(SandboxFixture::waitFor([&] { return state(row) == State::Loaded; }));
            QVERIFY(model->cachedPageCount() <= 6);
        }
        QVERIFY(model->isPageCached(19));
        QVERIFY(!model->isPageCached(1));
        QCOMPARE(state(100), State::Loading); // evicted: placeholder again, and refetched
        QVERIFY(SandboxFixture::waitFor([&] { return state(100) == State::Loaded; }));
        QCOMPARE(source->pageRequests.value(2), 2);
    }

    void failedPage_showsAnErrorOnItsRows_keepsTheList_andRetryFetchesItAgain()
    {
        make(1000, {100, 4, 32}, 5);
        source->failingPages = {3};
        loadFirstPage();
        QSignalSpy failed(model.get(), &LazyListModel::pageFailed);
        model->data(model->index(250, 0));
        model->data(model->index(350, 0));
        QVERIFY(SandboxFixture::waitFor(
            [&] { return state(250) == State::Failed && state(350) == State::Loaded; }));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(model->rowCount(), 1000);
        QCOMPARE(model->data(model->index(299, 0), LazyListModel::ErrorRole).toString(),
                 QStringLiteral("The service is having a bad day."));
        QVERIFY(model->data(model->index(250, 0)).toString().contains(QStringLiteral("bad day")));
        // Looking at failed rows again does not hammer the service.
        for (int i = 0; i < 10; ++i)
            model->data(model->index(260, 0));
        // A page not yet asked for, wanted after them: once it is requested, the pump has run
        // past those looks.
        model->data(model->index(450, 0));
        QVERIFY(QTest::qWaitFor([&] { return source->pageRequests.value(5) == 1; }, 10000));
        QCOMPARE(source->pageRequests.value(3), 1);

        source->failingPages.clear();
        model->retry();
        QCOMPARE(state(250), State::Loading);
        QVERIFY(SandboxFixture::waitFor([&] { return state(250) == State::Loaded; }));
        QCOMPARE(id(250), idOf(750));
        QCOMPARE(source->pageRequests.value(3), 2);
    }

    void failedFirstPage_leavesAnEmptyListWithTheError_andRetryLoadsIt()
    {
        make(300, {100, 4, 32}, 5);
        source->failingPages = {1};
        model->refresh();
        QVERIFY(SandboxFixture::waitFor([&] { return !model->errorString().isEmpty(); }));
        QCOMPARE(model->rowCount(), 0);
        QVERIFY(!model->canFetchMore({})); // no fetch loop from the view
        source->failingPages.clear();
        model->retry();
        QVERIFY(SandboxFixture::waitFor([&] { return model->rowCount() == 300; }));
        QVERIFY(model->errorString().isEmpty());
    }

    void refresh_keepsRowCountAndShownRows_whileThePagesAreFetchedAgain()
    {
        make(1000, {100, 4, 32}, 30);
        loadFirstPage();
        model->data(model->index(420, 0));
        QVERIFY(SandboxFixture::waitFor([&] { return state(420) == State::Loaded; }));
        QSignalSpy reset(model.get(), &QAbstractItemModel::modelReset);
        QSignalSpy removed(model.get(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        const int before = source->requests;
        model->refresh();
        QCOMPARE(model->rowCount(), 1000);
        QCOMPARE(state(420), State::Loaded); // still shown while its new copy is on the way
        QCOMPARE(id(420), idOf(580));
        QVERIFY(SandboxFixture::waitFor([&] { return !model->isBusy(); }));
        QCOMPARE(source->requests, before + 2);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(changed.count(), 2);
    }

    void refresh_afterTheListGrew_addsRowsAtTheEndAndShowsTheNewestFirst()
    {
        make(1000, {100, 4, 32});
        loadFirstPage();
        source->prepend(30);
        QSignalSpy inserted(model.get(), &QAbstractItemModel::rowsInserted);
        model->refresh();
        QVERIFY(SandboxFixture::waitFor([&] { return model->rowCount() == 1030; }));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 1000);
        QVERIFY(SandboxFixture::waitFor([&] { return id(0) == idOf(1030); }));
    }

    void aLoadedPage_isAnnouncedWithOneDataChanged()
    {
        make(1000, {100, 4, 32});
        loadFirstPage();
        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        model->data(model->index(777, 0));
        QVERIFY(SandboxFixture::waitFor([&] { return state(777) == State::Loaded; }));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex(), model->index(700, 0));
        QCOMPARE(changed.at(0).at(1).toModelIndex(), model->index(799, 2));
    }

    void refresh_ofAnEmptyList_showsRecordsCreatedSince()
    {
        make(0);
        loadFirstPage();
        QCOMPARE(model->rowCount(), 0);
        source->prepend(3);
        model->refresh();
        QVERIFY(SandboxFixture::waitFor([&] { return model->rowCount() == 3; }));
        QCOMPARE(id(0), idOf(3));
    }

    void updateRecord_replacesTheLoadedRowInPlace_withoutAFetch()
    {
        make(250, {100, 4, 32});
        loadFirstPage();
        QJsonObject updated = FakePageSource::record(247); // row 3
        updated.insert(QStringLiteral("is_paid"), true);
        QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
        const int before = source->requests;
        QVERIFY(model->updateRecord(updated));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex(), model->index(3, 0));
        QCOMPARE(model->data(model->index(3, 2), LazyListModel::RawValueRole).toBool(), true);
        QVERIFY(model->anyLoadedRecord([&updated](const QJsonObject &r) { return r == updated; }));
        QVERIFY(!model->anyLoadedRecord([](const QJsonObject &r) { return r.isEmpty(); }));
        QCOMPARE(source->requests, before);
        // A record of a page not in memory is left to the next refresh.
        QVERIFY(!model->updateRecord(FakePageSource::record(10)));
    }

    void sandboxCashFlow_firstPageSetsTotal_andScrollingToTheEndFetchesOnlyTouchedPages()
    {
        auto settings = SandboxFixture::defaults();
        settings.seedLedger = 950;
        SandboxFixture f(settings);
        QVERIFY2(f.started(), qPrintable(f.startError()));
        const QByteArray token = f.token();
        const auto first = f.get(QStringLiteral("/v1/cash-flow?rows=1"), token);
        const qint64 total = first.json.value(QStringLiteral("total")).toInteger();
        QVERIFY(total >= 950);
        const qint64 lastPage = (total + 99) / 100;
        const auto last =
            f.get(QStringLiteral("/v1/cash-flow?rows=100&page=%1").arg(lastPage), token);

        api::ServerSettings server;
        server.baseUrl = f.sandbox().baseUrl();
        server.clientId = f.broker(0).clientId;
        server.clientSecret = f.broker(0).clientSecret;
        api::ApiClient client(server);
        models::ApiPageSource pages(&client, api::ListResource::CashFlow);
        LazyListModel cashFlow(&pages, models::cashFlowColumns(), {100, 4, 32});
        QAbstractItemModelTester check(&cashFlow,
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);

        cashFlow.refresh();
        QVERIFY(SandboxFixture::waitFor([&] { return cashFlow.hasTotal(); }, 10000));
        QCOMPARE(cashFlow.rowCount(), int(total));
        const int lastRow = int(total) - 1;
        cashFlow.data(cashFlow.index(lastRow, 0));
        QVERIFY(SandboxFixture::waitFor([&] { return cashFlow.rowState(lastRow) == State::Loaded; },
                                        10000));
        QCOMPARE(pages.requestCount(), 2);
        const QJsonArray items = last.json.value(QStringLiteral("items")).toArray();
        QCOMPARE(cashFlow.data(cashFlow.index(lastRow, 0), LazyListModel::IdRole).toString(),
                 items.last().toObject().value(QStringLiteral("id")).toString());
        QCOMPARE(
            cashFlow.data(cashFlow.index(lastRow, 3), LazyListModel::RawValueRole).toLongLong(),
            items.last().toObject().value(QStringLiteral("amount")).toInteger());
    }
};

QTEST_GUILESS_MAIN(TestLazyListModel)
#include "tst_lazylistmodel.moc"
