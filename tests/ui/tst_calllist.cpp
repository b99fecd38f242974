#include "networkidle.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "typist.h"

#include "customers/calllist.h"
#include "customers/calllistmodel.h"
#include "customers/customerspage.h"
#include "shell/errorbanner.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace brokerdesk;

namespace {

// A lead with everything the estimate needs; `n` varies age, income and family.
domain::Lead completeLead(int n, const QString &state = QStringLiteral("SP"))
{
    domain::Lead l;
    l.id = QStringLiteral("lead-%1").arg(n);
    l.name = QStringLiteral("Cliente %1").arg(n, 2, 10, QChar(u'0'));
    l.email = QStringLiteral("cliente%1@example.com").arg(n);
    l.phone = QStringLiteral("+55 11 9%1").arg(10000000 + n);
    l.created = QDateTime(QDate(2026, 1, 10), QTime(12, 0), Qt::UTC);
    l.birthDate = QDate(1950 + (n * 7) % 50, 1 + n % 12, 1 + n % 28);
    l.gender = n % 2 ? QStringLiteral("male") : QStringLiteral("female");
    l.maritalStatus = n % 3 ? QStringLiteral("married") : QStringLiteral("single");
    l.children = n % 4;
    l.incomeMonthly = domain::Money::fromCents(200000 + qint64(n) * 137000);
    domain::Address a;
    a.zipCode = QStringLiteral("01310100");
    a.streetName = QStringLiteral("Avenida Paulista");
    a.number = QStringLiteral("1000");
    a.cityName = QStringLiteral("São Paulo");
    a.stateCode = state;
    l.address = a;
    return l;
}

// How many answers (or aborted requests) to the recommendation endpoint the desk had.
class RecommendationCounter
{
public:
    explicit RecommendationCounter(QNetworkAccessManager &network)
    {
        QObject::connect(&network, &QNetworkAccessManager::finished, &m_context,
                         [this](QNetworkReply *reply) {
                             if (reply->url().path().contains(QLatin1String("/recommendations/")))
                                 ++count;
                         });
    }
    int count = 0;

private:
    QObject m_context;
};

void clickRow(QTableView *table, int row)
{
    QVERIFY(typist::activate(table));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier,
                      table->visualRect(table->model()->index(row, 0)).center());
    QTRY_COMPARE(table->currentIndex().row(), row);
    QVERIFY(typist::hasKeyboard(table));
}

} // namespace

// The call list over a real sandbox and real files: customers with enough data are scored by
// the recommendation endpoint and ranked, the others say what they lack; "+" records a sale once;
// Cancel stops asking.
class TestCallList : public QObject
{
    Q_OBJECT
    IsolatedSettings m_settings;

private slots:
    void scoring_ranksByEstimate_keepsThemForADay_andNamesWhatIsMissing()
    {
        UiFixture f;
        const QString path = f.dir.filePath(QStringLiteral("customers.sqlite"));
        ui::CustomersPage page(f.workspace, path);
        page.resize(1100, 700);
        page.activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), 15000);
        for (int n = 1; n <= 6; ++n)
            QVERIFY(page.directory().addLead(completeLead(n)) > 0);
        domain::Lead lacking = completeLead(7);
        lacking.birthDate = {};
        lacking.incomeMonthly.reset();
        QVERIFY(page.directory().addLead(lacking) > 0);
        QVERIFY(page.directory().addLead(completeLead(8, QStringLiteral("AM"))) > 0);

        // The Call list tab, as a person opens it.
        QVERIFY(typist::activate(&page));
        QTabBar *bar = page.tabs()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(1).center());
        QCOMPARE(page.tabs()->currentWidget(), page.callList());
        ui::CallList *list = page.callList();
        ui::CallListModel *model = list->callModel();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), int(page.directory().count()));
        QCOMPARE(model->estimatedCount(), 0);

        QTest::mouseClick(list->scoreButton(), Qt::LeftButton);
        QVERIFY(list->progressBar()->isVisible());
        QVERIFY(list->cancelButton()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!list->isScoring(), 15000);
        for (auto *banner : list->findChildren<ui::ErrorBanner *>())
            QVERIFY2(!banner->isVisible(), qPrintable(banner->message()));
        QVERIFY(!list->progressBar()->isVisible());
        QVERIFY(model->estimatedCount() >= 6);

        // Estimated first, highest first; then those that lack data, saying what in words.
        double previous = 101;
        bool pastEstimates = false;
        for (int row = 0; row < model->rowCount(); ++row) {
            const ui::CallListEntry *e = model->entry(row);
            if (!e->estimate) {
                pastEstimates = true;
                continue;
            }
            QVERIFY2(!pastEstimates, "an estimate ranked below a customer without one");
            QVERIFY(e->estimate->percentage <= previous);
            previous = e->estimate->percentage;
            QVERIFY(!model->index(row, ui::CallListModel::Estimate).data().toString().isEmpty());
        }
        const QString lackingStatus =
            model
                ->index(model->rowOf(page.directory().search(lacking.email).value(0).id),
                        ui::CallListModel::Status)
                .data()
                .toString();
        QVERIFY2(lackingStatus.contains(QLatin1String("birth date")) &&
                     lackingStatus.contains(QLatin1String("income")),
                 qPrintable(lackingStatus));
        const qint64 northId = page.directory().search(QStringLiteral("cliente8@")).value(0).id;
        QVERIFY(!model->entry(model->rowOf(northId))->estimate);
        QVERIFY(model->index(model->rowOf(northId), ui::CallListModel::Status)
                    .data()
                    .toString()
                    .contains(QLatin1String("North")));

        // Another list over the same files shows the day's estimates without asking again.
        RecommendationCounter counter(f.api.network());
        ui::CallList again(f.workspace, page.directory(),
                           f.dir.filePath(QStringLiteral("calllist.sqlite")));
        again.reload();
        QCOMPARE(again.callModel()->estimatedCount(), model->estimatedCount());
        QTest::mouseClick(again.scoreButton(), Qt::LeftButton);
        QVERIFY(!again.isScoring());
        QVERIFY(waitForNetworkIdle(f.api.network()));
        QCOMPARE(counter.count, 0);
    }

    void scoring_whenNobodyHasTheData_saysWhatToDo_andAsksNothing()
    {
        UiFixture f;
        cache::CustomerDirectory directory;
        QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
        domain::Lead lacking = completeLead(1);
        lacking.birthDate = {};
        QVERIFY(directory.addLead(lacking) > 0);
        ui::CallList list(f.workspace, directory, f.dir.filePath(QStringLiteral("calls.sqlite")));
        list.resize(900, 500);
        list.reload();
        QVERIFY(typist::activate(&list));
        RecommendationCounter counter(f.api.network());
        QTest::mouseClick(list.scoreButton(), Qt::LeftButton);
        QVERIFY(!list.isScoring());
        QCOMPARE(list.statusLabel()->text(),
                 ui::CallList::tr("No customer has the data an estimate needs yet: each row "
                                  "says what is missing."));
        QVERIFY(waitForNetworkIdle(f.api.network()));
        QCOMPARE(counter.count, 0);
    }

    void outcome_isRecordedOnce_andEnterStartsAQuote()
    {
        UiFixture f;
        cache::CustomerDirectory directory;
        QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
        for (int n = 1; n <= 3; ++n)
            QVERIFY(directory.addLead(completeLead(n)) > 0);
        ui::CallList list(f.workspace, directory, f.dir.filePath(QStringLiteral("calls.sqlite")));
        QAbstractItemModelTester tester(list.callModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        list.resize(900, 500);
        list.reload();
        QVERIFY(typist::activate(&list));
        QTest::mouseClick(list.scoreButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!list.isScoring(), 15000);
        QCOMPARE(list.callModel()->estimatedCount(), 3);

        clickRow(list.table(), 0);
        const ui::CallListEntry top = *list.callModel()->entry(0);
        QVERIFY(list.boughtButton()->isEnabled());
        RecommendationCounter counter(f.api.network());
        QVERIFY(typist::key(Qt::Key_Plus));
        QTRY_VERIFY(list.callModel()
                        ->entry(list.callModel()->rowOf(top.customerId))
                        ->estimate->evaluation.value_or(false));
        QCOMPARE(counter.count, 1);
        QVERIFY(list.statusLabel()->text().contains(top.name));
        QVERIFY(!list.boughtButton()->isEnabled());

        // A second press sends nothing and says so.
        QVERIFY(typist::key(Qt::Key_Minus));
        QVERIFY(waitForNetworkIdle(f.api.network()));
        QCOMPARE(counter.count, 1);
        QVERIFY2(list.statusLabel()->text().contains(QLatin1String("once")),
                 qPrintable(list.statusLabel()->text()));
        QVERIFY(*list.callModel()
                     ->entry(list.callModel()->rowOf(top.customerId))
                     ->estimate->evaluation);
        // The service agrees the token is spent.
        const auto again =
            f.server.post(QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=%2")
                              .arg(top.estimate->recommendationId, top.estimate->evaluateToken),
                          {{QStringLiteral("evaluation"), false}}, f.server.token());
        QCOMPARE(again.status, 400);

        // The list as a Brazilian spreadsheet reads it: BOM, ';' and a decimal comma.
        const QString csvPath = f.dir.filePath(QStringLiteral("calls.csv"));
        list.setPathChooser([&csvPath](const QString &) { return csvPath; });
        QTest::mouseClick(list.findChild<QPushButton *>(QStringLiteral("exportCallList")),
                          Qt::LeftButton);
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArray bytes = csv.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const QStringList lines = QString::fromUtf8(bytes.mid(3)).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        const QStringList first = lines.at(1).trimmed().split(u';');
        QCOMPARE(first.value(0), top.name);
        QCOMPARE(first.value(3),
                 QString::number(top.estimate->percentage, 'f', 2).replace(u'.', u','));
        QCOMPARE(first.value(4), QStringLiteral("Bought"));

        // Enter on a customer asks for a quote for them.
        QSignalSpy quote(&list, &ui::CallList::quoteRequested);
        clickRow(list.table(), 1);
        QVERIFY(typist::enter());
        QCOMPARE(quote.size(), 1);
        QCOMPARE(quote.at(0).at(0).toLongLong(), list.callModel()->entry(1)->customerId);
    }

    void cancel_midScoring_stopsFurtherRequests()
    {
        UiFixture f;
        cache::CustomerDirectory directory;
        QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
        constexpr int customers = 40;
        for (int n = 1; n <= customers; ++n)
            QVERIFY(directory.addLead(completeLead(n)) > 0);
        ui::CallList list(f.workspace, directory, f.dir.filePath(QStringLiteral("calls.sqlite")));
        QAbstractItemModelTester tester(list.callModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        list.resize(900, 500);
        list.reload();
        QVERIFY(typist::activate(&list));
        RecommendationCounter counter(f.api.network());
        QTest::mouseClick(list.scoreButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(list.progressBar()->value() >= 1, 10000);
        QTest::mouseClick(list.cancelButton(), Qt::LeftButton);
        const int answered = list.progressBar()->value();
        QVERIFY(!list.isScoring());
        QVERIFY(list.scoreButton()->isEnabled());
        QVERIFY(!list.cancelButton()->isVisible());

        QVERIFY(waitForNetworkIdle(f.api.network()));
        QCoreApplication::processEvents();
        // What was sent: the answers so far and at most the few in flight, never the rest.
        QVERIFY2(
            counter.count <= answered + ui::CallList::maxInFlight,
            qPrintable(QStringLiteral("%1 sent, %2 answered").arg(counter.count).arg(answered)));
        QVERIFY(counter.count < customers);
        QCOMPARE(list.callModel()->estimatedCount(), answered);
    }
};

QTEST_MAIN(TestCallList)
#include "tst_calllist.moc"
