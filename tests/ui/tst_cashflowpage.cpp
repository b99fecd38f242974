// The Cash flow page against the real in-process sandbox seeded with a large ledger: the lazy
// server table to its last row, red outflows in BRL, the local mirror synced and filtered
// through the filter bar, CSV export in pt_BR and en, and the monthly chart. Every expected
// value comes from the sandbox's own records (its database), never from the page.
#include "csvtext.h"
#include "salesflow.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "cashflow/cashflowpage.h"
#include "cashflow/commissionsview.h"
#include "cashflow/ledgerdelegate.h"
#include "cashflow/ledgerfilterbar.h"
#include "cashflow/ledgermirrorview.h"
#include "cashflow/monthlychart.h"
#include "cashflow/recorddetails.h"
#include "common/datefield.h"
#include "common/formatting.h"
#include "common/pageheader.h"
#include "domain/cashflow.h"
#include "domain/cashflowtext.h"
#include "domain/enums.h"
#include "domain/isodate.h"
#include "domain/money.h"
#include "models/lazylistmodel.h"
#include "policies/policiespage.h"
#include "services/ledger.h"
#include "shell/progresspanel.h"
#include "store/database.h"

#include <QAbstractItemModelTester>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QStyleOptionViewItem>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimeZone>
#include <QTranslator>

#include <array>
#include <map>
#include <optional>

using namespace brokerdesk;
using namespace Qt::StringLiterals;
using Role = models::LazyListModel::Role;
using LoadState = models::LazyListModel::LoadState;
namespace cashflow = ui::cashflow;
using cashflow::LedgerMirrorView;

namespace {

constexpr int timeoutMs = 15000;  // generous: the machine is shared
constexpr int ledgerRows = 20000; // seeds in well under a second; the mirror sync is the long part

const QLocale english(QLocale::English, QLocale::UnitedStates);
const QLocale brazilian(QLocale::Portuguese, QLocale::Brazil);

// One record as the sandbox stores it.
struct Record
{
    QJsonObject doc;
    QString id;
    QDateTime date; // UTC
    QString category;
    bool paid = false;
    qint64 amount = 0;
    qint64 deductions = 0;
    bool deleted = false;
    QDate due; // the day money moves (domain::cashDay): Brasília's day of an instant
};

// What the test asks the filter bar for; the same question answered over the sandbox's records.
struct Filter
{
    QString category; // wire name; empty: all
    std::optional<bool> paid;
    QDate from; // days, both ends included; invalid: no range
    QDate to;

    bool matches(const Record &r) const
    {
        if (r.deleted) // in no total, list or export unless asked for
            return false;
        if (!category.isEmpty() && r.category != category)
            return false;
        if (paid && r.paid != *paid)
            return false;
        // The bar's dates are the day money moves (the cash date once paid, else the forecast).
        if (from.isValid() && r.due < from)
            return false;
        return !to.isValid() || r.due <= to;
    }
};

struct Totals
{
    qint64 count = 0, in = 0, out = 0, deductions = 0;
};

struct Month
{
    qint64 in = 0, out = 0;
};

QDateTime timestamp(const QJsonValue &v)
{
    return v.isString() ? QDateTime::fromString(v.toString(), Qt::ISODateWithMs).toUTC()
                        : QDateTime();
}

// "R$1,234.56", "(R$1,234.56)": an en_US accounting amount, spelled out digit by digit.
QString brlInEnglish(qint64 cents)
{
    const qint64 magnitude = cents < 0 ? -cents : cents;
    QString whole = QString::number(magnitude / 100);
    for (qsizetype at = whole.size() - 3; at > 0; at -= 3)
        whole.insert(at, u',');
    const QString text = u"R$"_s + whole + u'.' + u"%1"_s.arg(magnitude % 100, 2, 10, QChar(u'0'));
    return cents < 0 ? u'(' + text + u')' : text;
}

// "-1234,56": a CSV amount, no grouping, two decimals.
QString csvAmount(qint64 cents, QChar decimalPoint)
{
    const qint64 magnitude = cents < 0 ? -cents : cents;
    return (cents < 0 ? u"-"_s : QString()) + QString::number(magnitude / 100) + decimalPoint +
           u"%1"_s.arg(magnitude % 100, 2, 10, QChar(u'0'));
}

// The locale's short date with the whole year: what its spreadsheets read as a date.
QString dayFormat(const QLocale &locale)
{
    QString format = locale.dateFormat(QLocale::ShortFormat);
    return format.contains(u"yyyy"_s) ? format : format.replace(u"yy"_s, u"yyyy"_s);
}

// An instant as the export writes it: the desk's local time.
QString localText(const QJsonValue &v, const QLocale &locale)
{
    const QDateTime t = timestamp(v);
    return t.isValid() ? locale.toString(t.toLocalTime(), dayFormat(locale) + u" HH:mm"_s)
                       : QString();
}

QString categoryName(const QString &wire)
{
    const auto c = domain::fromWireName<domain::CashFlowCategory>(wire);
    return c ? domain::displayName(*c) : wire;
}

// One CSV row as the sandbox's record should read in the export: the locale's dates (instants
// in local time, the due day as written), names instead of wire words, no id.
QStringList csvRow(const Record &r, const QLocale &locale, const QString &yes, const QString &no)
{
    const QJsonObject &d = r.doc;
    const bool parceled = d.value(u"is_parceled"_s).toBool();
    const QString method = d.value(u"payment_method"_s).toString();
    const auto known = domain::fromWireName<domain::PaymentMethod>(method);
    const QString payer = d.value(u"payer_name"_s).toString();
    const QString drawer = d.value(u"drawer_name"_s).toString();
    const QDate due = domain::parseCalendarDate(d.value(u"date_cash_in_out_forecast"_s).toString());
    return {localText(d.value(u"date"_s), locale),
            categoryName(r.category),
            domain::CashFlowText::description(d),
            csvAmount(r.amount, locale.decimalPoint().at(0)),
            csvAmount(r.deductions, locale.decimalPoint().at(0)),
            r.paid ? yes : no,
            known ? domain::displayName(*known) : method,
            drawer.isEmpty() ? payer : drawer,
            d.value(u"policy_id"_s).toString(), // whole, under "Reference": for reconciliation
            parceled ? u"%1/%2"_s.arg(d.value(u"installment_number"_s).toInt())
                           .arg(d.value(u"installment_total"_s).toInt())
                     : QString(),
            due.isValid() ? locale.toString(due, dayFormat(locale)) : QString(),
            localText(d.value(u"date_cash_in_out"_s), locale),
            localText(d.value(u"deleted_at"_s), locale)};
}

// Records the text colour each table cell is painted with, whatever paints it.
// How many pixels of a painted cell are clearly red (the outflow colour, or text of it
// blended into the background at its edges); black or grey text has none.
int redPixels(const QImage &image, const QRect &cell)
{
    int count = 0;
    for (int y = cell.top(); y <= cell.bottom(); ++y)
        for (int x = cell.left(); x <= cell.right(); ++x) {
            const QRgb p = image.pixel(x, y);
            if (qRed(p) - qGreen(p) > 60 && qRed(p) - qBlue(p) > 60)
                ++count;
        }
    return count;
}

// The page over an office's own sandbox, shown until its mirror is synced and on screen.
bool showMirrored(ui::CashFlowPage &cash, UiFixture &office)
{
    cash.setMirrorPath(office.dir.filePath(u"office-mirror.db"_s));
    cash.resize(1280, 720);
    cash.show();
    if (!QTest::qWaitForWindowExposed(&cash))
        return false;
    cash.activate();
    return QTest::qWaitFor([&cash] { return cash.isMirrorShown(); }, timeoutMs);
}

// Restores the default locale when a test that changed it ends, pass or fail.
class LocaleGuard
{
public:
    explicit LocaleGuard(const QLocale &locale) { QLocale::setDefault(locale); }
    ~LocaleGuard() { QLocale::setDefault(english); }
    LocaleGuard(const LocaleGuard &) = delete;
    LocaleGuard &operator=(const LocaleGuard &) = delete;
};

} // namespace

class TestCashFlowPage : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedSettings> settings;
    std::unique_ptr<UiFixture> f;
    std::unique_ptr<ui::CashFlowPage> page;
    QList<Record> records; // the sandbox's, newest first, as the service lists them
    std::unique_ptr<QSignalSpy> syncProgress; // the background sync the opened page starts
    std::unique_ptr<QSignalSpy> syncFinished;
    bool mirrorChecked = false; // syncMirror() checked the background sync

    // Every model the test looks at gets a tester, which lives as long as the model does.
    template <typename Model> Model *watched(Model *model)
    {
        if (model && !model->template findChild<QAbstractItemModelTester *>())
            new QAbstractItemModelTester(
                model, QAbstractItemModelTester::FailureReportingMode::QtTest, model);
        return model;
    }
    LedgerMirrorView *mirror() const { return page->mirrorView(); }

    // Scrolls the table to the row, as a user would, and waits for its page.
    static void showRow(QTableView *view, int row)
    {
        auto *model = qobject_cast<models::LazyListModel *>(view->model());
        QVERIFY(model);
        if (model->rowState(row) == LoadState::Loaded)
            return;
        // A table scrolls only within the rows it has laid out: right after a new model its
        // scroll range may still be the old one, so scroll again until the row is on screen.
        const QModelIndex index = model->index(row, 0);
        QTRY_VERIFY_WITH_TIMEOUT((view->scrollTo(index, QAbstractItemView::PositionAtTop),
                                  view->viewport()->rect().intersects(view->visualRect(index))),
                                 timeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(model->rowState(row), LoadState::Loaded, timeoutMs);
    }
    models::LazyListModel *mirrorModel() { return watched(mirror()->model()); }

    QList<Record> select(const Filter &filter) const
    {
        QList<Record> out;
        for (const Record &r : records)
            if (filter.matches(r))
                out << r;
        return out;
    }
    // In the page's order: a period day by day, oldest first (the service's order within a
    // moment); without dates, the service's order.
    QList<Record> listed(const Filter &filter) const
    {
        QList<Record> out = select(filter);
        if (filter.from.isValid())
            std::stable_sort(out.begin(), out.end(),
                             [](const Record &a, const Record &b) { return a.due < b.due; });
        return out;
    }
    static Totals totalsOf(const QList<Record> &list)
    {
        Totals t;
        for (const Record &r : list) {
            ++t.count;
            (r.amount > 0 ? t.in : t.out) += r.amount;
            t.deductions += r.deductions;
        }
        return t;
    }
    static std::map<std::pair<int, int>, Month> monthsOf(const QList<Record> &list)
    {
        std::map<std::pair<int, int>, Month> months;
        for (const Record &r : list) {
            Month &m = months[{r.due.year(), r.due.month()}];
            (r.amount > 0 ? m.in : m.out) += r.amount;
        }
        return months;
    }

    void loadSandboxRecords();
    void syncMirror();
    void filterThroughTheBar(const Filter &filter);
    QString exportThroughTheButton(const QString &path); // the file name suggested
    void verifyExport(const QString &path, const QList<Record> &expected, QChar separator,
                      const QStringList &header, const QString &yes, const QString &no);

private slots:
    void initTestCase();
    void cleanupTestCase();

    void serverList_rowCountBecomesTheServersTotal();
    void serverList_scrolledToTheEnd_showsTheOldestRecordsWithRealData();
    void serverList_showsOutflowsInRedAndAmountsInBrl();
    void mirror_sync_showsProgressAndCopiesTheWholeLedger();
    void mirror_syncThatBringsNothing_keepsTheListWhereTheBrokerScrolledIt();
    void mirror_filteredByCategoryPaidAndDates_showsTheSandboxRecordsAndTotals();
    void mirror_totals_sayWhatIsToReceiveAndToPayApart_withWhatIsOverdue_negativesInRed();
    void mirror_exportInPtBr_writesTheFilteredRecordsWithSemicolonsAndDecimalCommas();
    void mirror_exportInEnglish_writesTheFilteredRecordsWithCommasAndDecimalPoints();
    void mirror_monthlyChart_followsTheListsFilter_everyMonthOnARoundAxis();
    void mirror_showDeleted_listsThemStruckThrough_whileTheTotalsLeaveThemOut();
    void mirror_clickedRecord_showsEveryFieldInTheDetailsPane_withoutPolicyIds();
    void commissions_showExpectedPerMonth_andWhatCancellationsTookAway_exportedInPtBr();
    void commissions_cancellationsComeAPageAtATimeAsScrolled_totalsOfAllFromTheFirst();
    void mirror_monthInPtBr_isListedDayByDay_underEachDaysDateWeekdayAndNet();
    void mirror_withTheDetailsOpenAt1280x720_showsEveryAmountAndPaidCellWhole();
    void mirror_openPolicyUnderARecordsDetails_showsThatPolicyOnThePoliciesPage();
    void mirror_recordsJustWrittenDueAfterThePeriod_areNamed_andOneClickShowsThem();
};

void TestCashFlowPage::initTestCase()
{
    QLocale::setDefault(english);
    settings = std::make_unique<IsolatedSettings>();
    sandbox::SandboxSettings s = SandboxFixture::defaults();
    s.seedLedger = ledgerRows;
    s.seedPolicies = 0;       // the ledger is all this page shows
    s.rateLimitPerSecond = 0; // the mirror walks 300 pages as fast as it can
    QElapsedTimer seeding;
    seeding.start();
    f = std::make_unique<UiFixture>(s);
    QVERIFY2(f->server.started(), qPrintable(f->server.startError()));
    qInfo("seeded %d ledger records in %lld ms", ledgerRows, seeding.elapsed());
    loadSandboxRecords();
    QCOMPARE(records.size(), ledgerRows);

    page = std::make_unique<ui::CashFlowPage>(f->workspace);
    watched(page->serverModel());
    page->setMirrorPath(f->dir.filePath(u"ledger-mirror.db"_s));
    page->resize(1280, 800);
    page->show();
    QVERIFY(QTest::qWaitForWindowExposed(page.get()));
    syncProgress =
        std::make_unique<QSignalSpy>(&mirror()->mirror(), &cache::LedgerMirror::syncProgress);
    syncFinished = std::make_unique<QSignalSpy>(mirror(), &LedgerMirrorView::syncFinished);
    QVERIFY(!page->isMirrorShown());
    page->activate();
}

void TestCashFlowPage::cleanupTestCase()
{
    syncProgress.reset();
    syncFinished.reset();
    page.reset();
    f.reset();
}

void TestCashFlowPage::loadSandboxRecords()
{
    QSqlQuery q(f->server.sandbox().database().handle());
    QVERIFY(q.prepare(u"SELECT doc FROM cash_flow WHERE broker_id = ? ORDER BY ord DESC"_s));
    q.addBindValue(f->server.broker(0).brokerId);
    QVERIFY(q.exec());
    records.reserve(ledgerRows);
    while (q.next()) {
        Record r;
        r.doc = QJsonDocument::fromJson(q.value(0).toByteArray()).object();
        r.id = r.doc.value(u"id"_s).toString();
        r.date = timestamp(r.doc.value(u"date"_s));
        r.category = r.doc.value(u"category"_s).toString();
        r.paid = r.doc.value(u"is_paid"_s).toBool();
        r.amount = r.doc.value(u"amount"_s).toInteger();
        r.deductions = r.doc.value(u"amount_deductions"_s).toInteger();
        r.deleted = !r.doc.value(u"deleted_at"_s).isNull();
        r.due = domain::cashDay(r.doc);
        records << r;
    }
}

void TestCashFlowPage::serverList_rowCountBecomesTheServersTotal()
{
    models::LazyListModel *model = page->serverModel();
    QTRY_VERIFY_WITH_TIMEOUT(model->hasTotal(), timeoutMs);
    QCOMPARE(model->total(), qint64(records.size()));
    QCOMPARE(model->rowCount(), int(records.size()));
    // Only what the view looks at was fetched, not the whole ledger.
    QVERIFY2(model->requestCount() < 10, qPrintable(QString::number(model->requestCount())));
    const auto *header = page->findChild<ui::PageHeader *>();
    QVERIFY(header);
    QTRY_VERIFY(header->summary().startsWith(QString::number(records.size()) + u' '));
}

void TestCashFlowPage::serverList_scrolledToTheEnd_showsTheOldestRecordsWithRealData()
{
    QTableView *view = page->serverView();
    models::LazyListModel *model = page->serverModel();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), int(records.size()), timeoutMs);
    const int last = model->rowCount() - 1;

    view->setFocus();
    QTest::keyClick(view, Qt::Key_Home, Qt::ControlModifier); // the first cell becomes current
    QTest::keyClick(view, Qt::Key_End, Qt::ControlModifier);  // then the last row's
    QCOMPARE(view->currentIndex().row(), last);
    QTRY_COMPARE_WITH_TIMEOUT(model->rowState(last), LoadState::Loaded, timeoutMs);

    // The rows on screen at the bottom are the sandbox's oldest records, not placeholders.
    const int top = view->rowAt(0);
    QVERIFY(top > last - 100);
    QVERIFY(view->viewport()->rect().contains(view->visualRect(model->index(last, 0))));
    for (int row = top; row <= last; ++row) {
        QTRY_COMPARE_WITH_TIMEOUT(model->rowState(row), LoadState::Loaded, timeoutMs);
        const Record &expected = records.at(row);
        QCOMPARE(model->index(row, 0).data(Role::IdRole).toString(), expected.id);
        QCOMPARE(model->index(row, 0).data(Role::RecordRole).toJsonObject(), expected.doc);
        QCOMPARE(model->index(row, 0).data(Role::RawValueRole).toDateTime(), expected.date);
        QCOMPARE(model->index(row, 1).data().toString(), categoryName(expected.category));
        // The description as the service wrote it, less the policy's and claim's ids.
        QString description = expected.doc.value(u"description"_s).toString();
        description.remove(QRegularExpression(u" — (apólice|sinistro) [0-9a-f]{8}"_s));
        QCOMPARE(model->index(row, 2).data().toString(), description);
        QCOMPARE(model->index(row, 3).data(Role::RawValueRole).toLongLong(), expected.amount);
        QCOMPARE(model->index(row, 4).data(Role::RawValueRole).toLongLong(), expected.deductions);
        QCOMPARE(model->index(row, 5).data(Role::RawValueRole).toBool(), expected.paid);
        QVERIFY(model->index(row, 0).data().toString() != models::LazyListModel::tr("Loading…"));
    }
}

void TestCashFlowPage::serverList_showsOutflowsInRedAndAmountsInBrl()
{
    QTableView *view = page->serverView();
    models::LazyListModel *model = page->serverModel();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), int(records.size()), timeoutMs);
    view->scrollToBottom();
    const int last = model->rowCount() - 1;
    const int top = view->rowAt(0);
    for (int row = top; row <= last; ++row)
        QTRY_COMPARE_WITH_TIMEOUT(model->rowState(row), LoadState::Loaded, timeoutMs);

    QVERIFY(qobject_cast<cashflow::LedgerDelegate *>(view->itemDelegate()));
    view->clearSelection();
    const QImage painted = view->viewport()->grab().toImage(); // through the real delegate

    int outflows = 0, inflows = 0;
    for (int row = top; row <= last; ++row) {
        const QRect amount = view->visualRect(model->index(row, 3));
        if (!painted.rect().contains(amount))
            continue; // below the fold
        const Record &r = records.at(row);
        QCOMPARE(model->index(row, 3).data().toString(), brlInEnglish(r.amount));
        const int red = redPixels(painted, amount);
        if (r.amount < 0) {
            ++outflows;
            QVERIFY2(red > 0, qPrintable(u"row %1"_s.arg(row)));
        } else {
            ++inflows;
            QCOMPARE(red, 0);
        }
        QCOMPARE(redPixels(painted, view->visualRect(model->index(row, 1))), 0); // amounts only
    }
    QVERIFY2(outflows > 0 && inflows > 0,
             qPrintable(u"%1 out, %2 in"_s.arg(outflows).arg(inflows)));
}

void TestCashFlowPage::syncMirror()
{
    if (std::exchange(mirrorChecked, true))
        return;
    // Opening the page (initTestCase) started the sync in the background; the server list
    // stands in until it is complete, then the page shows the mirror by itself.
    auto *panel = mirror()->findChild<ui::ProgressPanel *>();
    QVERIFY(panel);
    auto *bar = panel->findChild<QProgressBar *>();
    QVERIFY(bar);
    QTRY_VERIFY_WITH_TIMEOUT(!syncFinished->isEmpty(), timeoutMs);
    QCOMPARE(syncFinished->at(0).at(0).toBool(), true);
    QVERIFY(page->isMirrorShown());
    QVERIFY(mirror()->isOpen());
    QVERIFY(!panel->isRunning());
    QTRY_VERIFY(!page->isBusy());
    mirrorModel();

    // Progress rose page by page to the server's total.
    QVERIFY2(syncProgress->size() >= 10, qPrintable(QString::number(syncProgress->size())));
    QCOMPARE(syncProgress->at(0).at(0).toLongLong() < qint64(records.size()), true);
    QCOMPARE(syncProgress->last().at(0).toLongLong(), qint64(records.size()));
    QCOMPARE(syncProgress->last().at(1).toLongLong(), qint64(records.size()));
    QCOMPARE(bar->maximum(), int(records.size()));
    QCOMPARE(bar->value(), int(records.size()));
    QCOMPARE(mirror()->mirror().status().records, qint64(records.size()));
    QVERIFY(mirror()
                ->findChild<QLabel *>(u"mirrorState"_s)
                ->text()
                .contains(english.toString(qint64(records.size()))));
    // No mode to pick: the page chose.
    QVERIFY(!page->findChild<QPushButton *>(u"mirrorMode"_s));
    QVERIFY(!page->findChild<QPushButton *>(u"serverMode"_s));
}

void TestCashFlowPage::mirror_sync_showsProgressAndCopiesTheWholeLedger()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    filterThroughTheBar({});
    // Every live record; the deleted ones are listed only when asked for.
    const QList<Record> live = select({});
    QVERIFY(live.size() < records.size());
    models::LazyListModel *model = mirrorModel();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), int(live.size()), timeoutMs);
    for (const int row : {0, 1, int(live.size()) / 2, int(live.size()) - 1}) {
        showRow(mirror()->view(), row);
        QCOMPARE(model->index(row, 0).data(Role::RecordRole).toJsonObject(), live.at(row).doc);
    }
}

void TestCashFlowPage::mirror_syncThatBringsNothing_keepsTheListWhereTheBrokerScrolledIt()
{
    // The page syncs every few minutes (and Início on each visit): a sync that wrote nothing
    // must not start the list again from the top under a broker reading it.
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    filterThroughTheBar({});
    const QList<Record> live = select({});
    models::LazyListModel *model = mirrorModel();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), int(live.size()), timeoutMs);
    QTableView *view = mirror()->view();
    // The broker drags the scroll bar to the middle of the ledger and clicks a record there.
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum() / 2);
    const int row = view->rowAt(view->viewport()->height() / 2);
    QVERIFY(row > 0);
    QTRY_COMPARE_WITH_TIMEOUT(model->rowState(row), LoadState::Loaded, timeoutMs);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->visualRect(model->index(row, 1)).center());
    QCOMPARE(view->currentIndex().row(), row);
    const int scrolled = view->verticalScrollBar()->value();

    const qsizetype before = syncFinished->size();
    auto *syncNow = mirror()->findChild<QPushButton *>(u"syncMirror"_s);
    QVERIFY(syncNow);
    QTest::mouseClick(syncNow, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(syncFinished->size() > before, timeoutMs);
    QCOMPARE(syncFinished->last().at(0).toBool(), true);
    QCOMPARE(mirror()->mirror().lastSyncAdded(), 0);
    QCOMPARE(mirror()->mirror().lastSyncChanged(), 0);
    QTRY_VERIFY(!page->isBusy());

    QCOMPARE(mirror()->model(), model); // the same list, not a new one from the top
    QCOMPARE(view->currentIndex().row(), row);
    QCOMPARE(view->verticalScrollBar()->value(), scrolled);
    QCOMPARE(model->index(row, 0).data(Role::RecordRole).toJsonObject(), live.at(row).doc);
    QCOMPARE(mirror()->details()->record(), live.at(row).doc);
    QTRY_COMPARE(mirror()->totals().count, qint64(live.size()));
}

void TestCashFlowPage::filterThroughTheBar(const Filter &filter)
{
    cashflow::LedgerFilterBar *bar = mirror()->filterBar();
    const auto choose = [](QComboBox *combo, const QVariant &data) {
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Home);
        for (int i = 0; i < combo->count() && combo->currentData() != data; ++i)
            QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentData(), data);
    };
    choose(bar->findChild<QComboBox *>(u"categoryFilter"_s),
           filter.category.isEmpty() ? QVariant(QString()) : QVariant(filter.category));
    choose(bar->findChild<QComboBox *>(u"paidFilter"_s),
           filter.paid ? QVariant(*filter.paid) : QVariant());
    auto *dates = bar->findChild<QCheckBox *>(u"dateFilter"_s);
    QVERIFY(dates);
    if (dates->isChecked() != filter.from.isValid()) {
        dates->setFocus();
        QTest::keyClick(dates, Qt::Key_Space);
    }
    QCOMPARE(dates->isChecked(), filter.from.isValid());
    if (filter.from.isValid()) {
        // Each day typed as digits after a click, day first.
        for (const auto &[name, day] :
             {std::pair{u"fromDate"_s, filter.from}, std::pair{u"toDate"_s, filter.to}}) {
            QVERIFY(typist::click(bar->findChild<ui::DateField *>(name)));
            QVERIFY(typist::type(day.toString(u"ddMMyyyy"_s)));
        }
    }

    const cache::LedgerFilter asked = bar->filter();
    QCOMPARE(asked.categories,
             filter.category.isEmpty() ? QStringList() : QStringList{filter.category});
    QCOMPARE(asked.paid, filter.paid);
    QCOMPARE(asked.from, filter.from);
    QCOMPARE(asked.to, filter.to);

    // The page answers a moment after the last change; then its totals are the sandbox's.
    const Totals expected = totalsOf(select(filter));
    const auto shown = [this, expected] {
        const cache::LedgerTotals &t = mirror()->totals();
        return t.count == expected.count && t.in == expected.in && t.out == expected.out &&
               t.deductions == expected.deductions && mirrorModel()->rowCount() == expected.count;
    };
    QTRY_VERIFY2_WITH_TIMEOUT(
        shown(),
        qPrintable(u"page: %1 records, in %2, out %3; sandbox: %4, in %5, out %6"_s
                       .arg(mirror()->totals().count)
                       .arg(mirror()->totals().in)
                       .arg(mirror()->totals().out)
                       .arg(expected.count)
                       .arg(expected.in)
                       .arg(expected.out)),
        timeoutMs);
}

void TestCashFlowPage::mirror_filteredByCategoryPaidAndDates_showsTheSandboxRecordsAndTotals()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    // Adjustments go both ways, so the in and out totals are both exercised.
    const Filter filter{u"BalanceAdjustment"_s, true, QDate(2026, 6, 1), QDate(2026, 9, 30)};
    filterThroughTheBar(filter);
    if (QTest::currentTestFailed())
        return;
    const QList<Record> expected = listed(filter);
    QVERIFY2(expected.size() > 100, qPrintable(QString::number(expected.size())));
    const Totals t = totalsOf(expected);
    QVERIFY(t.in > 0 && t.out < 0);

    // Every row, day by day, is the sandbox's record.
    models::LazyListModel *model = mirrorModel();
    for (int row = 0; row < expected.size(); ++row) {
        showRow(mirror()->view(), row);
        QCOMPARE(model->index(row, 0).data(Role::IdRole).toString(), expected.at(row).id);
        QCOMPARE(model->index(row, 3).data(Role::RawValueRole).toLongLong(),
                 expected.at(row).amount);
    }

    // The totals line says the same.
    const QString line = mirror()->findChild<QLabel *>(u"totals"_s)->text();
    for (const qint64 cents : {t.in, t.out, t.in + t.out})
        QVERIFY2(line.contains(domain::Money::fromCents(cents).format()), qPrintable(line));
    QVERIFY2(line.startsWith(QString::number(t.count) + u' '), qPrintable(line));
}

void TestCashFlowPage::
    mirror_totals_sayWhatIsToReceiveAndToPayApart_withWhatIsOverdue_negativesInRed()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    const LocaleGuard locale(brazilian); // where Qt would write "R$ -1.555,27"
    // Unpaid records of a year around today, by the day money moves: some overdue, some not.
    const QDate today = domain::businessday::today();
    const Filter filter{QString(), false, today.addMonths(-6), today.addMonths(6)};
    filterThroughTheBar(filter);
    if (QTest::currentTestFailed())
        return;
    qint64 receivable = 0, payable = 0, overdueIn = 0, overdueOut = 0;
    for (const Record &r : select(filter)) {
        (r.amount > 0 ? receivable : payable) += r.amount;
        if (r.due < today)
            (r.amount > 0 ? overdueIn : overdueOut) += r.amount;
    }
    QVERIFY(receivable > 0 && payable < 0 && overdueIn > 0 && overdueOut < 0);
    QTRY_COMPARE_WITH_TIMEOUT(mirror()->totals().receivable, receivable, timeoutMs);
    QCOMPARE(mirror()->totals().payable, payable);
    QCOMPARE(mirror()->totals().overdueReceivable, overdueIn);
    QCOMPARE(mirror()->totals().overduePayable, overdueOut);
    // Each figure on its own, a negative one with a true minus and in red.
    const QString red =
        u"<span style=\"color:%1\">"_s.arg(cashflow::LedgerDelegate::outflowColor().name());
    const QString line = mirror()->findChild<QLabel *>(u"totals"_s)->text();
    const auto money = [](qint64 cents) { return domain::Money::fromCents(cents).format(); };
    QVERIFY2(line.contains(u"To receive "_s + money(receivable).toHtmlEscaped() +
                           u", of which overdue "_s + money(overdueIn)),
             qPrintable(line));
    for (const qint64 cents : {payable, overdueOut}) {
        QVERIFY2(money(cents).startsWith(QChar(0x2212)), qPrintable(money(cents)));
        QVERIFY2(line.contains(red + money(cents) + u"</span>"_s), qPrintable(line));
    }
    QVERIFY(!line.contains(u"R$ -"_s) && !line.contains(u"R$-"_s));
}

void TestCashFlowPage::mirror_recordsJustWrittenDueAfterThePeriod_areNamed_andOneClickShowsThem()
{
    // An office of its own, its day pinned at noon on 28/11/2026 (desk and service): a sale in
    // three installments made now writes records due this month, next month and the one after.
    const QDateTime noon(QDate(2026, 11, 28), QTime(15, 0), QTimeZone::utc());
    domain::businessday::startClockAt(noon);
    const auto unpin = qScopeGuard([] { domain::businessday::startClockAt({}); });
    auto officeSettings = SandboxFixture::defaults();
    officeSettings.clockStart = noon;
    officeSettings.seedLedger = 0;
    UiFixture office(officeSettings);
    QVERIFY2(office.server.started(), qPrintable(office.server.startError()));
    const QByteArray token = office.server.token(0);
    const QString sale = salesflow::makeSale(office.server, token, 0, u"CreditCard"_s, 3);
    QVERIFY(!salesflow::waitForPolicy(office.server, token, sale).isEmpty());
    QList<QDate> later; // the sale's records due after November
    for (const QJsonValue r :
         office.server.get(u"/v1/cash-flow?rows=100"_s, token).json[u"items"_s].toArray())
        if (const QDate due = domain::cashDay(r.toObject()); due > QDate(2026, 11, 30))
            later << due;
    QVERIFY(later.size() >= 4);
    std::sort(later.begin(), later.end());

    ui::CashFlowPage cash(office.workspace);
    QVERIFY(showMirrored(cash, office));
    LedgerMirrorView *view = cash.mirrorView();
    // The page opens on this month; the bar names what it leaves out.
    QCOMPARE(view->filterBar()->filter().from, QDate(2026, 11, 1));
    QCOMPARE(view->filterBar()->filter().to, QDate(2026, 11, 30));
    QTRY_VERIFY_WITH_TIMEOUT(view->outsideBar()->isVisible(), timeoutMs);
    const QString hint = view->outsideHint()->text();
    QVERIFY2(hint.startsWith(QString::number(later.size()) + u' '), qPrintable(hint));
    QVERIFY2(hint.contains(english.toString(later.first(), QLocale::ShortFormat)) &&
                 hint.contains(english.toString(later.last(), QLocale::ShortFormat)),
             qPrintable(hint));
    const int inNovember = watched(view->model())->rowCount();
    QTest::mouseClick(view->widenButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(view->filterBar()->filter().to, later.last(), timeoutMs);
    QCOMPARE(view->filterBar()->filter().from, QDate(2026, 11, 1));
    QTRY_COMPARE_WITH_TIMEOUT(watched(view->model())->rowCount(), inNovember + int(later.size()),
                              timeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!view->outsideBar()->isVisible(), timeoutMs);
}

QString TestCashFlowPage::exportThroughTheButton(const QString &path)
{
    const auto suggested = std::make_shared<QString>();
    mirror()->setPathChooser([suggested, path](const QString &s) {
        *suggested = s;
        return path;
    });
    QSignalSpy done(mirror(), &LedgerMirrorView::exportFinished);
    auto *button = mirror()->findChild<QPushButton *>(u"exportCsv"_s);
    if (!button || !button->isEnabled())
        return {};
    QTest::mouseClick(button, Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return done.size() == 1; }, timeoutMs) || !done.at(0).at(0).toBool())
        return {};
    return QFileInfo(*suggested).fileName();
}

void TestCashFlowPage::verifyExport(const QString &path, const QList<Record> &expected,
                                    QChar separator, const QStringList &header, const QString &yes,
                                    const QString &no)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    const QString text = QString::fromUtf8(bytes.mid(3));
    const QList<QStringList> rows = csvtext::parseCsv(text, separator);
    QCOMPARE(rows.size(), expected.size() + 1);
    QCOMPARE(rows.at(0), header);
    const QLocale locale;
    const QChar decimalPoint = locale.decimalPoint().at(0);
    static const QRegularExpression amount(u"^-?[0-9]+[.,][0-9]{2}$"_s);
    static const QRegularExpression wireWord(u"\\b(CreditCard|DebitCard|WireTransfer|Billet|"
                                             "BrokerCommission|ChannelSale|PolicyReversal)\\b"_s);
    for (int i = 0; i < expected.size(); ++i) {
        const QStringList &row = rows.at(i + 1);
        QCOMPARE(row, csvRow(expected.at(i), locale, yes, no));
        QVERIFY(amount.match(row.at(3)).hasMatch());
        QCOMPARE(row.at(3).at(row.at(3).size() - 3), decimalPoint);
        QVERIFY2(!wireWord.match(row.join(u'|')).hasMatch(), qPrintable(row.join(u'|')));
    }
}

void TestCashFlowPage::mirror_exportInPtBr_writesTheFilteredRecordsWithSemicolonsAndDecimalCommas()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    const LocaleGuard locale(brazilian);
    // Commissions carry deductions and installments: every column has something to say.
    const Filter filter{u"BrokerCommission"_s, true, QDate(2026, 2, 1), QDate(2026, 3, 15)};
    filterThroughTheBar(filter);
    if (QTest::currentTestFailed())
        return;
    const QList<Record> expected = select(filter);
    QVERIFY2(expected.size() > 100, qPrintable(QString::number(expected.size())));
    // In Portuguese: the columns, the words and the file's name, with the broker and the period.
    QTranslator portuguese;
    QVERIFY(portuguese.load(u":/i18n/brokerdesk_pt_BR.qm"_s));
    QCoreApplication::installTranslator(&portuguese);
    const auto untranslate = qScopeGuard([&] { QCoreApplication::removeTranslator(&portuguese); });
    const QString path = f->dir.filePath(u"ledger-pt_BR.csv"_s);
    const QString broker = salesflow::channelName(f->server, f->server.token(0), 0);
    QVERIFY(!broker.isEmpty());
    QCOMPARE(exportThroughTheButton(path),
             u"Fluxo de caixa - "_s + broker + u" - 01-02-2026 a 15-03-2026.csv"_s);
    verifyExport(path, expected, u';',
                 {u"Data"_s, u"Categoria"_s, u"Descrição"_s, u"Valor"_s, u"Deduções"_s, u"Pago"_s,
                  u"Forma de pagamento"_s, u"Cliente"_s, u"Referência"_s, u"Parcela"_s,
                  u"Vencimento"_s, u"Pago em"_s, u"Excluído em"_s},
                 u"Sim"_s, u"Não"_s);
}

void TestCashFlowPage::mirror_exportInEnglish_writesTheFilteredRecordsWithCommasAndDecimalPoints()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    QVERIFY(QLocale() == english);
    // Unpaid sales by the day they are due: the coming months.
    const Filter filter{u"ChannelSale"_s, false, QDate(2026, 8, 15), QDate(2027, 6, 30)};
    filterThroughTheBar(filter);
    if (QTest::currentTestFailed())
        return;
    const QList<Record> expected = select(filter);
    QVERIFY2(expected.size() > 100, qPrintable(QString::number(expected.size())));
    const QString path = f->dir.filePath(u"ledger-en.csv"_s);
    QVERIFY(exportThroughTheButton(path).endsWith(u" - 15-08-2026 to 30-06-2027.csv"_s));
    verifyExport(path, expected, u',',
                 {u"Date"_s, u"Category"_s, u"Description"_s, u"Amount"_s, u"Deductions"_s,
                  u"Paid"_s, u"Payment method"_s, u"Customer"_s, u"Reference"_s, u"Installment"_s,
                  u"Due on"_s, u"Paid on"_s, u"Deleted on"_s},
                 u"Yes"_s, u"No"_s);
}

void TestCashFlowPage::mirror_monthlyChart_followsTheListsFilter_everyMonthOnARoundAxis()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    // No period: from the first record's month to the last's (the latest 60 at most); a
    // period: its months, the empty ones after the last forecast too. By the day money moves,
    // as the list.
    for (const Filter &filter :
         {Filter{}, Filter{u"Claim"_s, std::nullopt, {}, {}},
          Filter{u"BrokerCommission"_s, std::nullopt, QDate(2026, 9, 20), QDate(2031, 2, 10)}}) {
        filterThroughTheBar(filter);
        if (QTest::currentTestFailed())
            return;
        const auto sums = monthsOf(select(filter));
        QVERIFY(!sums.empty());
        QDate first = filter.from.isValid()
                          ? filter.from
                          : QDate(sums.begin()->first.first, sums.begin()->first.second, 1);
        const QDate last = filter.to.isValid()
                               ? filter.to
                               : QDate(sums.rbegin()->first.first, sums.rbegin()->first.second, 1);
        QList<QDate> months;
        for (QDate m(last.year(), last.month(), 1);
             m >= QDate(first.year(), first.month(), 1) && months.size() < 60; m = m.addMonths(-1))
            months.prepend(m);
        cashflow::MonthlyChart *chart = mirror()->chart();
        QTRY_COMPARE_WITH_TIMEOUT(chart->monthCount(), int(months.size()), timeoutMs);
        QCOMPARE(chart->chart()->series().size(), 1);
        auto *series = qobject_cast<QBarSeries *>(chart->chart()->series().constFirst());
        QVERIFY(series);
        QCOMPARE(series->count(), 2);
        const QBarSet *in = series->barSets().at(0);
        const QBarSet *out = series->barSets().at(1);
        auto *axis =
            qobject_cast<QBarCategoryAxis *>(chart->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(axis);
        QCOMPARE(axis->count(), int(months.size()));
        int empty = 0;
        double top = 0;
        for (int i = 0; i < months.size(); ++i) {
            const QDate m = months.at(i);
            const auto it = sums.find({m.year(), m.month()});
            const Month expected = it == sums.end() ? Month{} : it->second;
            empty += expected.in == 0 && expected.out == 0;
            QCOMPARE(axis->at(i), english.toString(m, u"MMM/yy"_s));
            QCOMPARE(qRound64(in->at(i) * 100), expected.in);
            QCOMPARE(qRound64(out->at(i) * 100), -expected.out);
            top = std::max({top, in->at(i), out->at(i)});
        }
        if (filter.to.isValid()) { // the months after the last forecast are drawn, empty
            QVERIFY2(empty >= 2, qPrintable(QString::number(empty)));
            QCOMPARE(in->at(int(months.size()) - 1), 0.0);
            QCOMPARE(out->at(int(months.size()) - 1), 0.0);
        }
        // Round amounts in reais on the axis, from R$0 past the highest bar.
        const QStringList labels = chart->amountLabels();
        QVERIFY2(labels.size() >= 3, qPrintable(labels.join(u' ')));
        const double step = cashflow::MonthlyChart::niceStep(top);
        for (int i = 0; i < labels.size(); ++i)
            QCOMPARE(labels.at(i), english.toCurrencyString(i * step, u"R$"_s, 0));
        QVERIFY(step * (labels.size() - 1) >= top);
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
        QVERIFY2(mantissa == 1 || mantissa == 2 || mantissa == 2.5 || mantissa == 5,
                 qPrintable(QString::number(step)));
        QVERIFY(chart->chart()->title().contains(u"day money moves"_s));
    }
}

void TestCashFlowPage::mirror_showDeleted_listsThemStruckThrough_whileTheTotalsLeaveThemOut()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    filterThroughTheBar({});
    if (QTest::currentTestFailed())
        return;
    const Totals live = totalsOf(select({}));
    const auto firstDeleted =
        std::find_if(records.begin(), records.end(), [](const Record &r) { return r.deleted; });
    QVERIFY(firstDeleted != records.end());
    const qint64 deleted =
        std::count_if(records.begin(), records.end(), [](const Record &r) { return r.deleted; });

    auto *show = mirror()->filterBar()->findChild<QCheckBox *>(u"deletedFilter"_s);
    QVERIFY(show && !show->isChecked());
    show->setFocus();
    QTest::keyClick(show, Qt::Key_Space);
    QTRY_COMPARE_WITH_TIMEOUT(mirrorModel()->rowCount(), int(live.count + deleted), timeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(mirror()->totals().count, live.count, timeoutMs);
    QCOMPARE(mirror()->totals().in, live.in);
    QCOMPARE(mirror()->totals().out, live.out);
    // Listed in the service's order, struck through.
    const int row = int(std::distance(records.begin(), firstDeleted));
    showRow(mirror()->view(), row);
    const QModelIndex index = mirrorModel()->index(row, 2);
    QCOMPARE(index.data(Role::IdRole).toString(), firstDeleted->id);
    QVERIFY(cashflow::LedgerDelegate::isDeleted(index));
    QVERIFY(!cashflow::LedgerDelegate::isDeleted(mirrorModel()->index(row == 0 ? 1 : 0, 2)));

    QTest::keyClick(show, Qt::Key_Space);
    QTRY_COMPARE_WITH_TIMEOUT(mirrorModel()->rowCount(), int(live.count), timeoutMs);
}

void TestCashFlowPage::mirror_clickedRecord_showsEveryFieldInTheDetailsPane_withoutPolicyIds()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    const Filter filter{u"BrokerCommission"_s, true, {}, {}};
    filterThroughTheBar(filter);
    if (QTest::currentTestFailed())
        return;
    const QList<Record> expected = select(filter);
    const auto it = std::find_if(expected.begin(), expected.end(), [](const Record &r) {
        return r.doc.value(u"is_parceled"_s).toBool() &&
               !r.doc.value(u"deductions"_s).toArray().isEmpty();
    });
    QVERIFY(it != expected.end());
    const int row = int(std::distance(expected.begin(), it));
    QTableView *view = mirror()->view();
    showRow(view, row);
    const QModelIndex cell = mirrorModel()->index(row, 2);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(cell).center());
    QCOMPARE(view->currentIndex().row(), row);

    const QString text = mirror()->details()->toPlainText();
    const QJsonObject &d = it->doc;
    QVERIFY2(text.contains(domain::Money::fromCents(it->amount).format()), qPrintable(text));
    for (const QJsonValue v : d.value(u"deductions"_s).toArray()) {
        const QJsonObject deduction = v.toObject();
        QVERIFY2(text.contains(deduction.value(u"description"_s).toString()), qPrintable(text));
        QVERIFY(text.contains(
            domain::Money::fromCents(deduction.value(u"amount"_s).toInteger()).format()));
    }
    QVERIFY(text.contains(u"%1 of %2"_s.arg(d.value(u"installment_number"_s).toInt())
                              .arg(d.value(u"installment_total"_s).toInt())));
    QVERIFY(text.contains(u"Monthly"_s) || text.contains(u"Yearly"_s) || text.contains(u"Daily"_s));
    const QString policy = d.value(u"policy_id"_s).toString();
    QVERIFY(!policy.isEmpty());
    QVERIFY(!text.contains(policy));
    // Nor does the table's description carry the policy's id.
    QVERIFY(!cell.data().toString().contains(policy.left(8)));
    QVERIFY(d.value(u"description"_s).toString().contains(policy.left(8)));
}

void TestCashFlowPage::
    commissions_showExpectedPerMonth_andWhatCancellationsTookAway_exportedInPtBr()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    QTabWidget *tabs = mirror()->tabs();
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(1).center());
    cashflow::CommissionsView *view = mirror()->commissions();
    QCOMPARE(tabs->currentWidget(), view);
    QStandardItemModel *months = watched(view->monthsModel());
    QStandardItemModel *exposure = watched(view->exposureModel());

    // Per month of the forecast (a calendar day), from the sandbox's own records; overdue: due
    // before the office's today.
    const QDate today = domain::businessday::today();
    const QDate back = today.addMonths(-cashflow::CommissionsView::monthsBack);
    const QDate start(back.year(), back.month(), 1);
    const QStringList commission{u"BrokerCommission"_s, u"BrokerAgency"_s, u"StipulateProLabor"_s};
    QList<std::array<qint64, 4>> expected(cashflow::CommissionsView::monthCount);
    std::map<QString, int> canceled;
    QSet<QString> cancelDays; // the office's days the policies were cancelled on
    for (const Record &r : records) {
        if (r.deleted)
            continue;
        const QString policy = r.doc.value(u"policy_id"_s).toString();
        if (r.category == u"PolicyReversal"_s && !policy.isEmpty()) {
            canceled[policy] = 1;
            cancelDays.insert(ui::format::date(domain::businessday::dayOf(
                domain::parseTimestamp(r.doc.value(u"date"_s).toString()))));
        }
        if (!commission.contains(r.category))
            continue;
        const QDate forecast =
            domain::parseCalendarDate(r.doc.value(u"date_cash_in_out_forecast"_s).toString());
        const int i = (forecast.year() - start.year()) * 12 + forecast.month() - start.month();
        if (i < 0 || i >= expected.size())
            continue;
        expected[i][0] += r.amount;
        expected[i][r.paid ? 1 : 2] += r.amount;
        if (!r.paid && forecast < today)
            expected[i][3] += r.amount;
    }
    // The view reads off the GUI thread: wait for its answer over the synced mirror (the one it
    // gave while the mirror was empty may still be on screen).
    QTRY_COMPARE_WITH_TIMEOUT(view->exposureTotals().policies, qint64(canceled.size()), timeoutMs);
    QCOMPARE(months->rowCount(), cashflow::CommissionsView::monthCount);
    qint64 all = 0;
    for (int i = 0; i < expected.size(); ++i)
        for (int c = 0; c < 4; ++c) {
            QCOMPARE(months->item(i, c + 1)->data(Qt::UserRole).toLongLong(), expected[i][c]);
            QCOMPARE(months->item(i, c + 1)->text(),
                     domain::Money::fromCents(expected[i][c]).format());
            all += expected[i][c];
        }
    QVERIFY(all > 0);
    // The first page of the cancellations; the rest come as the list is scrolled.
    QVERIFY(exposure->rowCount() > 0);
    QVERIFY(exposure->rowCount() <= int(canceled.size()));
    // A cancellation reads on the office's day, whatever the computer's zone.
    for (int row = 0; row < exposure->rowCount(); ++row)
        QVERIFY2(cancelDays.contains(exposure->item(row, 0)->text()),
                 qPrintable(exposure->item(row, 0)->text()));
    QCOMPARE(view->chart()->chart()->series().size(), 1);
    // Its amounts are round reais, named as money ("R$ 0", "R$ 200"), never bare numbers.
    const auto axes = view->chart()->chart()->axes(Qt::Vertical);
    auto *amounts = axes.isEmpty() ? nullptr : qobject_cast<QCategoryAxis *>(axes.first());
    QVERIFY(amounts);
    for (const QString &label : amounts->categoriesLabels())
        QVERIFY2(label.startsWith(u"R$"_s), qPrintable(label));

    // Its CSV in the Brazilian spreadsheet convention.
    const LocaleGuard locale(brazilian);
    const QString path = f->dir.filePath(u"commissions.csv"_s);
    mirror()->setPathChooser([path](const QString &) { return path; });
    QSignalSpy exported(view, &cashflow::CommissionsView::exported);
    QTest::mouseClick(view->findChild<QPushButton *>(u"exportCommissions"_s), Qt::LeftButton);
    QCOMPARE(exported.size(), 1);
    QVERIFY(exported.at(0).at(0).toBool());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    const QList<QStringList> rows = csvtext::parseCsv(QString::fromUtf8(bytes.mid(3)), u';');
    QCOMPARE(rows.size(), cashflow::CommissionsView::monthCount + 1);
    QCOMPARE(rows.at(1).at(1), csvAmount(expected[0][0], u','));
    tabs->setCurrentIndex(0);
}

void TestCashFlowPage::commissions_cancellationsComeAPageAtATimeAsScrolled_totalsOfAllFromTheFirst()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    std::map<QString, int> canceled;
    for (const Record &r : records)
        if (!r.deleted && r.category == u"PolicyReversal"_s &&
            !r.doc.value(u"policy_id"_s).toString().isEmpty())
            canceled[r.doc.value(u"policy_id"_s).toString()] = 1;
    constexpr int pageRows = 100;
    QVERIFY(canceled.size() > 3 * pageRows);
    QTabWidget *tabs = mirror()->tabs();
    cashflow::CommissionsView *view = mirror()->commissions();
    tabs->setCurrentWidget(view);
    QStandardItemModel *exposure = watched(view->exposureModel());
    auto *table = view->findChild<QTableView *>(u"cancellationExposure"_s);
    QVERIFY(table);

    const auto restore = qScopeGuard([&] {
        view->setExposurePageRows(cashflow::CommissionsView::exposurePageRows);
        view->reload();
        tabs->setCurrentIndex(0);
    });
    view->setExposurePageRows(pageRows);
    int rowsAtFirstAnswer = -1;
    QSignalSpy loaded(view, &cashflow::CommissionsView::loaded);
    const auto c = connect(view, &cashflow::CommissionsView::loaded, this,
                           [&] { rowsAtFirstAnswer = exposure->rowCount(); });
    view->reload();
    QVERIFY(loaded.wait(timeoutMs));
    disconnect(c);
    QCOMPARE(rowsAtFirstAnswer, pageRows);
    QCOMPARE(view->exposureTotals().policies, qint64(canceled.size()));

    // Scrolled to its end until every canceled policy is listed, each once, newest first.
    QScrollBar *bar = table->verticalScrollBar();
    const auto scrolledToTheEnd = [&] {
        bar->setValue(bar->maximum() - 1); // off the end and back, as a user scrolling on would
        bar->setValue(bar->maximum());
        return exposure->rowCount() == int(canceled.size());
    };
    QTRY_VERIFY2_WITH_TIMEOUT(
        scrolledToTheEnd(),
        qPrintable(u"%1 rows of %2, scroll bar at %3 of %4"_s.arg(exposure->rowCount())
                       .arg(view->exposureTotals().policies)
                       .arg(bar->value())
                       .arg(bar->maximum())),
        timeoutMs);
    QCOMPARE(view->exposure().size(), qsizetype(canceled.size()));
    qint64 lost = 0;
    for (qsizetype i = 0; i < view->exposure().size(); ++i) {
        const cache::CancellationExposure &e = view->exposure().at(i);
        QVERIFY(canceled.count(e.policyId));
        canceled.erase(e.policyId);
        if (i > 0)
            QVERIFY(view->exposure().at(i - 1).canceledAt >= e.canceledAt);
        lost += e.lostCommission;
    }
    // The summary gave every page's sum from the first answer.
    QCOMPARE(view->exposureTotals().lostCommission, lost);
    const QString summary = view->findChild<QLabel *>(u"commissionSummary"_s)->text();
    QVERIFY2(summary.contains(domain::Money::fromCents(lost).format()), qPrintable(summary));
}

void TestCashFlowPage::mirror_monthInPtBr_isListedDayByDay_underEachDaysDateWeekdayAndNet()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    const LocaleGuard locale(brazilian);
    const Filter month{{}, std::nullopt, QDate(2026, 3, 1), QDate(2026, 3, 31)};
    filterThroughTheBar(month);
    if (QTest::currentTestFailed())
        return;
    const QList<Record> expected = listed(month);
    QVERIFY2(expected.size() > 100, qPrintable(QString::number(expected.size())));
    struct Day
    {
        QDate day;
        int firstRow = 0;
        qint64 net = 0;
    };
    QList<Day> days;
    for (int row = 0; row < expected.size(); ++row) {
        const QDate day = expected.at(row).due;
        if (days.isEmpty() || days.last().day != day)
            days.append({day, row, 0});
        days.last().net += expected.at(row).amount;
    }
    QVERIFY2(days.size() >= 28, qPrintable(QString::number(days.size())));

    // Each day's first row carries its heading, twice as tall; no other row does.
    QTableView *view = mirror()->view();
    QTRY_VERIFY_WITH_TIMEOUT(mirror()->dayHeading(0).has_value(), timeoutMs);
    const int height = view->verticalHeader()->defaultSectionSize();
    qsizetype next = 0;
    for (int row = 0; row < expected.size(); ++row) {
        const bool first = next < days.size() && days.at(next).firstRow == row;
        const auto heading = mirror()->dayHeading(row);
        QCOMPARE(heading.has_value(), first);
        QCOMPARE(view->rowHeight(row), first ? 2 * height : height);
        // The day money moves, as a day: no time of day beside it (rows on the first screen,
        // the others load as they are scrolled to).
        if (row < 20)
            QCOMPARE(view->model()->index(row, 0).data().toString(),
                     expected.at(row).due.toString(u"dd/MM/yyyy"_s));
        if (!first)
            continue;
        const Day &day = days.at(next++);
        QCOMPARE(heading->title, day.day.toString(u"dd/MM/yyyy"_s) + u" — "_s +
                                     brazilian.dayName(day.day.dayOfWeek()));
        QVERIFY2(heading->title.contains(u"-feira"_s) || day.day.dayOfWeek() >= 6,
                 qPrintable(heading->title));
        QCOMPARE(heading->net, domain::Money::fromCents(day.net).format());
        QVERIFY2(heading->net.startsWith(u"R$"_s) ||
                     heading->net.startsWith(QChar(0x2212) + u"R$"_s),
                 qPrintable(heading->net));
        QCOMPARE(heading->outflow, day.net < 0);
    }
    QCOMPARE(next, days.size());

    // Under each heading, that day's records; a person paging down sees them in order.
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(view->currentIndex().row(), 0);
    QTest::keyClick(view, Qt::Key_PageDown);
    const int paged = view->currentIndex().row();
    QVERIFY(paged > 0);
    for (const int row : {0, days.at(1).firstRow - 1, days.at(1).firstRow, paged,
                          int(expected.size()) / 2, int(expected.size()) - 1}) {
        showRow(view, row);
        QCOMPARE(mirrorModel()->index(row, 0).data(Role::IdRole).toString(), expected.at(row).id);
    }
}

void TestCashFlowPage::mirror_withTheDetailsOpenAt1280x720_showsEveryAmountAndPaidCellWhole()
{
    syncMirror();
    if (QTest::currentTestFailed())
        return;
    const LocaleGuard locale(brazilian);
    page->resize(1070, 680); // the page's part of a 1280×720 window, beside the side bar
    // Large amounts both ways: claims and adjustments over a quarter.
    const Filter filter{{}, std::nullopt, QDate(2026, 4, 1), QDate(2026, 6, 30)};
    filterThroughTheBar(filter);
    if (QTest::currentTestFailed())
        return;
    QTableView *view = mirror()->view();
    showRow(view, 0);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->visualRect(mirrorModel()->index(0, 2)).center());
    QVERIFY(mirror()->details()->isVisible());
    QVERIFY(!mirror()->details()->record().isEmpty());

    const QFontMetrics fm = view->fontMetrics();
    const auto whole = [&](QString *why) {
        const int last = view->rowAt(view->viewport()->height() - 1);
        for (int row = view->rowAt(0); row >= 0 && row <= last; ++row)
            for (const int column :
                 {cashflow::ledgerAmountColumn, cashflow::ledgerAmountColumn + 1, 5}) {
                const QString text = mirrorModel()->index(row, column).data().toString();
                const int left = view->columnViewportPosition(column);
                const int width = view->columnWidth(column);
                // The text and the delegate's margins inside the column, the column on screen.
                if (fm.horizontalAdvance(text) + 4 > width || left < 0 ||
                    left + width > view->viewport()->width()) {
                    *why = u"row %1, column %2: \"%3\" is %4 px in %5 px at %6 of %7"_s.arg(row)
                               .arg(column)
                               .arg(text)
                               .arg(fm.horizontalAdvance(text))
                               .arg(width)
                               .arg(left)
                               .arg(view->viewport()->width());
                    return false;
                }
            }
        return true;
    };
    QString why;
    QTRY_VERIFY2_WITH_TIMEOUT(whole(&why), qPrintable(why), timeoutMs);
    // Further down, other amounts come on screen: they fit as well.
    QTest::keyClick(view, Qt::Key_End, Qt::ControlModifier);
    showRow(view, view->currentIndex().row());
    QTRY_VERIFY2_WITH_TIMEOUT(whole(&why), qPrintable(why), timeoutMs);
    page->resize(1280, 800);
}

void TestCashFlowPage::mirror_openPolicyUnderARecordsDetails_showsThatPolicyOnThePoliciesPage()
{
    // A small office of its own: issued policies, and a commission of one of them due today.
    UiFixture office;
    QVERIFY2(office.server.started(), qPrintable(office.server.startError()));
    QSqlQuery q(office.server.sandbox().database().handle());
    QVERIFY(q.prepare(u"SELECT id FROM policies WHERE broker_id = ? ORDER BY ord"_s));
    q.addBindValue(office.server.broker(0).brokerId);
    QVERIFY(q.exec() && q.next());
    const QString policyId = q.value(0).toString();
    QVERIFY(!policyId.isEmpty());
    QString recordId;
    {
        sandbox::Transaction tx(office.server.sandbox().database());
        const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        const auto stored = office.server.sandbox().ledger().append(
            office.server.broker(0).brokerId, {{u"category"_s, u"BrokerCommission"_s},
                                               {u"amount"_s, 123456},
                                               {u"description"_s, u"Comissão da apólice"_s},
                                               {u"policy_id"_s, policyId},
                                               {u"date_cash_in_out_forecast"_s, now}});
        QVERIFY(stored && tx.commit());
        recordId = stored->value(u"id"_s).toString();
    }

    ui::CashFlowPage cash(office.workspace);
    ui::PoliciesPage policies(office.workspace);
    QVERIFY(showMirrored(cash, office));

    // The page opens on this month: the commission due today is there.
    LedgerMirrorView *view = cash.mirrorView();
    models::LazyListModel *model = watched(view->model());
    int row = -1;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (int r = 0; r < model->rowCount(); ++r)
                if (model->index(r, 0).data(Role::IdRole).toString() == recordId)
                    row = r;
            return row >= 0;
        }(),
        timeoutMs);
    QTableView *table = view->view();
    table->scrollTo(model->index(row, 2));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                      table->visualRect(model->index(row, 2)).center());
    QCOMPARE(table->currentIndex().row(), row);
    QPushButton *open = view->openPolicyButton();
    QVERIFY(open->isVisible() && open->isEnabled());

    QSignalSpy opened(&office.workspace, &ui::Workspace::policyOpened);
    QTest::mouseClick(open, Qt::LeftButton);
    QCOMPARE(opened.size(), 1);
    QCOMPARE(opened.at(0).at(0).toString(), policyId);
    QTRY_COMPARE_WITH_TIMEOUT(policies.selectedId(), policyId, timeoutMs);

    // A record of no policy offers no link.
    QTest::keyClick(table, Qt::Key_Home, Qt::ControlModifier);
    const QJsonObject first = table->currentIndex().data(Role::RecordRole).toJsonObject();
    QCOMPARE(open->isVisible(), first.value(u"policy_id"_s).isString() &&
                                    !first.value(u"policy_id"_s).toString().isEmpty());
}

QTEST_MAIN(TestCashFlowPage)
#include "tst_cashflowpage.moc"
