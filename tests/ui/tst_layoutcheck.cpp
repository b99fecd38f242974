// The layout scan the screenshot tour writes beside each picture (issue 35): a list scrolling
// sideways, and any cell on screen its column cuts — money, a date, a name or an item.
#include "common/layoutcheck.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QVBoxLayout>

using namespace brokerdesk::ui;

namespace {

// A window with a table of one row: an item, a holder and a premium, each column `widths` wide.
struct Table
{
    QStandardItemModel model{1, 3};
    QWidget window;
    QTableView view{&window};

    explicit Table(const QList<int> &widths, bool wrap = false)
    {
        (new QVBoxLayout(&window))->addWidget(&view);
        model.setHorizontalHeaderLabels(
            {QStringLiteral("Item"), QStringLiteral("Segurado"), QStringLiteral("Prêmio")});
        model.setItem(0, 0, new QStandardItem(QStringLiteral("Apple iPhone 15 Pro Max")));
        model.setItem(0, 1, new QStandardItem(QStringLiteral("Ana Souza")));
        model.setItem(0, 2, new QStandardItem(QStringLiteral("R$ 1.078,55")));
        view.setModel(&model);
        view.setWordWrap(wrap);
        view.horizontalHeader()->setStretchLastSection(false);
        for (int c = 0; c < widths.size(); ++c)
            view.setColumnWidth(c, widths.at(c));
        window.resize(900, 300);
        window.show();
    }
};

} // namespace

class TestLayoutCheck : public QObject
{
    Q_OBJECT

private slots:
    void wholeCells_reportNothing()
    {
        Table t({320, 200, 200});
        QVERIFY(QTest::qWaitForWindowExposed(&t.window));
        QCOMPARE(layoutProblems(&t.window), QStringList());
    }

    void aCutItem_isReportedAsACutName()
    {
        Table t({60, 200, 200});
        QVERIFY(QTest::qWaitForWindowExposed(&t.window));
        const QStringList problems = layoutProblems(&t.window);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().startsWith(
                     QStringLiteral("cut name: \"Apple iPhone 15 Pro Max\" in Item")),
                 qPrintable(problems.first()));
    }

    void aCutAmount_isReportedAsCut()
    {
        Table t({320, 200, 30});
        QVERIFY(QTest::qWaitForWindowExposed(&t.window));
        const QStringList problems = layoutProblems(&t.window);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().startsWith(QStringLiteral("cut: \"R$ 1.078,55\" in Prêmio")),
                 qPrintable(problems.first()));
    }

    // A list that wraps its text is cut when a row is too short for the lines it wraps into.
    void aWrappingListTooShortForItsLines_isReported()
    {
        Table t({60, 200, 200}, true);
        QVERIFY(QTest::qWaitForWindowExposed(&t.window));
        t.view.setRowHeight(0, t.view.fontMetrics().height());
        const QStringList problems = layoutProblems(&t.window);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(QStringLiteral("Apple iPhone 15 Pro Max")),
                 qPrintable(problems.first()));
        t.view.setRowHeight(0, t.view.fontMetrics().height() * 6);
        QCOMPARE(layoutProblems(&t.window), QStringList());
    }

    void aListScrollingSideways_isReported()
    {
        Table t({600, 600, 600});
        t.view.setAccessibleName(QStringLiteral("Apólices"));
        QVERIFY(QTest::qWaitForWindowExposed(&t.window));
        QVERIFY(layoutProblems(&t.window).contains(QStringLiteral("side scroll: Apólices")));
    }
};

QTEST_MAIN(TestLayoutCheck)
#include "tst_layoutcheck.moc"
