// The quoting wizard, driven through every step against the in-process sandbox.
#include "wizarddriver.h"

#include "common/fieldmarks.h"
#include "common/stepindicator.h"
#include "quoting/installmenttablemodel.h"
#include "quoting/itemstep.h"
#include "quoting/quotepage.h"
#include "quoting/resultsstep.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <algorithm>

using namespace brokerdesk::ui;
using namespace wizarddriver;

class TestQuoteWizard : public QObject
{
    Q_OBJECT

private slots:
    void autoProduct_throughEveryStep_savesQuoteAndShowsEveryInstallment();
    void travelProduct_prefillsHolderAsTraveler_andQuotes();
    void insuredAmounts_startEmpty_areMissingUntilTyped_andGoOutAsTyped();
    void planStep_byKeyboard_opensOnThePlan_andTabReachesEachAmount();
    void wrongCpf_blocksNext_withTheFieldHighlighted();
    void stepsAreNamed_andNextDisabledSaysWhatIsMissing_leadingToIt();
    void serverFieldError_goesBackAndHighlightsThatField();
    void sell_emitsCheckoutRequestedForTheChosenInstallment();
    void impliedInterest_ofTheCentsOfRounding_isNone();
};

void TestQuoteWizard::autoProduct_throughEveryStep_savesQuoteAndShowsEveryInstallment()
{
    UiFixture f;
    QuotePage page(f.workspace);
    page.resize(1000, 720);
    page.show();
    QuoteWizard *w = page.wizard();
    const QString id = quote(f, w, 1);
    QVERIFY(!id.isEmpty());

    auto *results = qobject_cast<ResultsStep *>(w->page(QuoteWizard::ResultsStepId));
    InstallmentTableModel *model = results->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int offered = int(w->draft().quote->items.at(0).installments.size());
    QVERIFY(offered > 1);
    QCOMPARE(model->rowCount(), offered);
    // Row 0 is the single payment: no interest; the longest plan costs more in total.
    QCOMPARE(model->index(0, InstallmentTableModel::Quantity)
                 .data(InstallmentTableModel::QuantityRole)
                 .toInt(),
             1);
    QCOMPARE(model->index(0, InstallmentTableModel::Interest)
                 .data(InstallmentTableModel::InterestPercentRole)
                 .toDouble(),
             0.0);
    QVERIFY(!model->index(0, InstallmentTableModel::Methods).data().toString().isEmpty());

    // Saved automatically, with the request that produced it.
    const auto saved = f.offline.quote(id);
    QVERIFY(saved.has_value());
    QCOMPARE(int(saved->installments.size()), offered);
    QCOMPARE(saved->request.value(QStringLiteral("items"))
                 .toArray()
                 .at(0)[QStringLiteral("plate")]
                 .toString(),
             QStringLiteral("ABC1D23"));
    QCOMPARE(saved->summary.holderName, QStringLiteral("Ana Souza"));
    page.grab().save(QDir::temp().filePath(QStringLiteral("brokerdesk-quote-results.png")));

    // "New quote" starts on the product step with the same product chosen, another a click away.
    const QString product = w->draft().product.id;
    QTest::mouseClick(w->button(QWizard::FinishButton), Qt::LeftButton);
    QVERIFY(waitForStep(w, QuoteWizard::ProductStepId));
    QTRY_VERIFY(w->button(QWizard::NextButton)->isEnabled());
    QTest::qWait(50); // nothing opens by itself
    QCOMPARE(w->currentId(), int(QuoteWizard::ProductStepId));
    QCOMPARE(w->pendingProductId(), product);
}

void TestQuoteWizard::travelProduct_prefillsHolderAsTraveler_andQuotes()
{
    UiFixture f;
    QuotePage page(f.workspace);
    page.resize(1000, 720);
    page.show();
    QuoteWizard *w = page.wizard();
    const QString id = quote(f, w, 12);
    QVERIFY(!id.isEmpty());
    auto *travelers = w->findChild<QTableWidget *>(QStringLiteral("item.travelers"));
    QVERIFY(travelers);
    QCOMPARE(travelers->rowCount(), 1);
    QCOMPARE(travelers->item(0, 0)->text(), QStringLiteral("Ana"));
    const auto saved = f.offline.quote(id);
    QVERIFY(saved.has_value());
    const QJsonObject item =
        saved->request.value(QStringLiteral("items")).toArray().at(0).toObject();
    QCOMPARE(item.value(QStringLiteral("destination")).toString(), QStringLiteral("europe"));
    QCOMPARE(int(item.value(QStringLiteral("travelers")).toArray().size()), 1);
    QVERIFY(!saved->installments.isEmpty());
    // A 15-day trip by default.
    QCOMPARE(w->draft().lifetimeStart.daysTo(w->draft().lifetimeEnd), qint64(15));
}

void TestQuoteWizard::insuredAmounts_startEmpty_areMissingUntilTyped_andGoOutAsTyped()
{
    UiFixture f;
    QuotePage page(f.workspace);
    page.resize(1000, 720);
    page.show();
    QuoteWizard *w = page.wizard();
    emit f.workspace.quoteRequested(
        salesflow::brokerProductOfType(f.server, f.server.token(0), 0, 1));
    QVERIFY(waitForStep(w, QuoteWizard::PlanStepId));
    QList<QSpinBox *> taken;
    for (auto *box : w->currentPage()->findChildren<QSpinBox *>())
        if (box->objectName().startsWith(QLatin1String("insuredAmount:")) && box->isEnabled())
            taken << box;
    QVERIFY(!taken.isEmpty()); // the required coverages
    for (auto *box : taken)
        QCOMPARE(box->text().trimmed(), QString()); // nothing chosen for the broker

    // Next stays disabled, naming each amount still to give, until it is typed.
    QVERIFY(!w->button(QWizard::NextButton)->isEnabled());
    QVERIFY2(w->missingText().startsWith(QStringLiteral("Missing: Insured amount of ")),
             qPrintable(w->missingText()));
    QSpinBox *first = taken.first();
    const int amount = first->minimum() + 1 + (first->maximum() - first->minimum()) / 2;
    QVERIFY(typist::click(first));
    QVERIFY(typist::type(QString::number(amount)));
    QVERIFY(typist::tab());
    QCOMPARE(first->value(), amount);
    QVERIFY(!w->missingText().contains(first->accessibleName()));
    QVERIFY(fillPlan(w));
    QVERIFY(w->button(QWizard::NextButton)->isEnabled());
    QVERIFY(w->missingText().isEmpty());

    // What goes out is what was typed.
    QVERIFY(clickNext(w) && waitForStep(w, QuoteWizard::HolderStepId));
    const QString coverage = first->objectName().section(QLatin1Char(':'), 1);
    const auto &chosen = w->draft().coverages;
    const auto it = std::find_if(chosen.cbegin(), chosen.cend(),
                                 [&](const auto &c) { return c.id == coverage; });
    QVERIFY(it != chosen.cend());
    QCOMPARE(it->insuredAmount.cents(), qint64(amount) * 100);
}

void TestQuoteWizard::planStep_byKeyboard_opensOnThePlan_andTabReachesEachAmount()
{
    UiFixture f;
    QuotePage page(f.workspace);
    page.resize(1000, 720);
    QVERIFY(typist::activate(&page));
    QuoteWizard *w = page.wizard();
    emit f.workspace.quoteRequested(
        salesflow::brokerProductOfType(f.server, f.server.token(0), 0, 1));
    QVERIFY(waitForStep(w, QuoteWizard::PlanStepId));
    QTRY_VERIFY(typist::hasKeyboard(w->findChild<QWidget *>(QStringLiteral("plan"))));
    // Each required coverage: its option, then its amount (Tab from one to the next).
    for (auto *box : w->currentPage()->findChildren<QSpinBox *>()) {
        if (!box->isEnabled())
            continue;
        QVERIFY(typist::tab() && typist::tab());
        QVERIFY2(typist::hasKeyboard(box), qPrintable(box->objectName()));
        QVERIFY(typist::type(QString::number(box->minimum() + 1)));
    }
    QVERIFY(typist::enter()); // the value is taken, and Enter is Next
    QVERIFY(waitForStep(w, QuoteWizard::HolderStepId));
}

void TestQuoteWizard::wrongCpf_blocksNext_withTheFieldHighlighted()
{
    UiFixture f;
    QuotePage page(f.workspace);
    page.show();
    QuoteWizard *w = page.wizard();
    emit f.workspace.quoteRequested(
        salesflow::brokerProductOfType(f.server, f.server.token(0), 0, 1));
    QVERIFY(waitForStep(w, QuoteWizard::PlanStepId));
    QVERIFY(fillPlan(w));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::HolderStepId));

    fillHolder(w, QStringLiteral("29141777639")); // last check digit wrong
    auto *cpf = w->findChild<QLineEdit *>(QStringLiteral("holder.cpf"));
    QVERIFY(fieldmarks::isMarked(cpf));
    QVERIFY(!cpf->toolTip().isEmpty());
    QVERIFY(!w->button(QWizard::NextButton)->isEnabled());

    type(w, QStringLiteral("holder.cpf"), QStringLiteral("291.417.776-38")); // punctuation is fine
    QVERIFY(!fieldmarks::isMarked(cpf));
    QVERIFY(w->button(QWizard::NextButton)->isEnabled());
}

void TestQuoteWizard::stepsAreNamed_andNextDisabledSaysWhatIsMissing_leadingToIt()
{
    UiFixture f;
    QuotePage page(f.workspace);
    page.show();
    QuoteWizard *w = page.wizard();
    StepIndicator *steps = page.steps();
    QCOMPARE(steps->current(), 0);
    QCOMPARE(steps->stepText(0), QStringLiteral("1 Product"));
    // The page opens on multicálculo; the one-product wizard is where a product is chosen.
    QVERIFY(page.summary().startsWith(QStringLiteral("Multic")));
    emit f.workspace.quoteRequested(QString());
    QCOMPARE(page.summary(), QStringLiteral("Choose a product to quote"));
    emit f.workspace.quoteRequested(
        salesflow::brokerProductOfType(f.server, f.server.token(0), 0, 1));
    QVERIFY(waitForStep(w, QuoteWizard::PlanStepId));
    QVERIFY(fillPlan(w));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::HolderStepId));
    QCOMPARE(steps->current(), 2);
    QCOMPARE(steps->stepText(0), QStringLiteral("✓ Product"));
    QCOMPARE(steps->stepText(2), QStringLiteral("3 Policy holder"));
    QVERIFY(page.summary().startsWith(w->draft().product.name));
    QVERIFY(page.summary().endsWith(QStringLiteral("Step 3 of 6")));

    // Nothing typed: Next is disabled and the line under it names what is missing.
    QLabel *missing = page.missing();
    QVERIFY(!w->button(QWizard::NextButton)->isEnabled());
    QVERIFY(missing->isVisible());
    QVERIFY(w->missingText().startsWith(QStringLiteral("Missing: First name, Last name, CPF")));
    QVERIFY(missing->text().contains(QStringLiteral("Missing: First name")));
    type(w, QStringLiteral("holder.first_name"), QStringLiteral("Ana"));
    QVERIFY(w->missingText().startsWith(QStringLiteral("Missing: Last name, CPF")));

    // A click on it (right-aligned, under Next) takes the keyboard to the first of them.
    QTest::mouseClick(missing, Qt::LeftButton, {},
                      QPoint(missing->width() - 10, missing->height() / 2));
    QTRY_COMPARE(QApplication::focusWidget(),
                 w->findChild<QWidget *>(QStringLiteral("holder.last_name")));
    fillHolder(w);
    QVERIFY(w->button(QWizard::NextButton)->isEnabled());
    QVERIFY(!missing->isVisible());
}

void TestQuoteWizard::serverFieldError_goesBackAndHighlightsThatField()
{
    UiFixture f;
    QuotePage page(f.workspace);
    page.show();
    QuoteWizard *w = page.wizard();
    emit f.workspace.quoteRequested(
        salesflow::brokerProductOfType(f.server, f.server.token(0), 0, 1));
    QVERIFY(waitForStep(w, QuoteWizard::PlanStepId));
    QVERIFY(fillPlan(w));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::HolderStepId));
    fillHolder(w);
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ItemStepId));
    fillAuto(w);
    // Only the service relates the two years (model year: the manufacture year or the next).
    typeNumber(w, QStringLiteral("item.manufacture_year"), QStringLiteral("2015"));
    typeNumber(w, QStringLiteral("item.model_year"), QStringLiteral("2020"));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::LifetimeStepId));
    QVERIFY(clickNext(w));
    // The service refuses items[0].model_year: the wizard returns to the item step and marks it.
    QVERIFY(waitForStep(w, QuoteWizard::ItemStepId));
    auto *modelYear = w->findChild<QWidget *>(QStringLiteral("item.model_year"));
    QVERIFY(fieldmarks::isMarked(modelYear));
    QVERIFY(modelYear->toolTip().contains(QStringLiteral("manufacture year")));
    QCOMPARE(int(f.offline.quotes().size()), 0);

    typeNumber(w, QStringLiteral("item.model_year"), QStringLiteral("2016"));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::LifetimeStepId));
    QVERIFY(!fieldmarks::isMarked(modelYear));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ResultsStepId));
    QCOMPARE(int(f.offline.quotes().size()), 1);
}

void TestQuoteWizard::sell_emitsCheckoutRequestedForTheChosenInstallment()
{
    UiFixture f;
    QuotePage page(f.workspace);
    page.show();
    QuoteWizard *w = page.wizard();
    const QString id = quote(f, w, 1);
    QVERIFY(!id.isEmpty());
    QSignalSpy checkout(&f.workspace, &Workspace::checkoutRequested);
    auto *results = qobject_cast<ResultsStep *>(w->page(QuoteWizard::ResultsStepId));
    QTableView *table = results->table();
    QVERIFY(w->draft().quote && !w->draft().quote->items.isEmpty());
    QVERIFY(w->draft().quote->items.at(0).installments.size() > 1);
    const QString second =
        w->draft().quote->items.at(0).installments.at(1).id; // read before the hand-over
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Down); // second option
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(checkout.size(), 1);
    const auto args = checkout.takeFirst();
    QCOMPARE(args.at(0).toString(), id);
    QCOMPARE(args.at(1).toInt(), 0);
    QCOMPARE(args.at(2).toString(), second);
    QVERIFY(args.at(3).toString().isEmpty()); // the method is chosen at checkout
}

void TestQuoteWizard::impliedInterest_ofTheCentsOfRounding_isNone()
{
    using brokerdesk::domain::Money;
    // 4 × R$ 1.313,13 = R$ 5.252,52 against R$ 5.252,49 in one payment: rounding, not "0,0%".
    QCOMPARE(
        InstallmentTableModel::impliedInterest(Money::fromCents(525252), Money::fromCents(525249)),
        0.0);
    const double five =
        InstallmentTableModel::impliedInterest(Money::fromCents(557020), Money::fromCents(525249));
    QVERIFY(five > 6.0 && five < 6.1);
}

QTEST_MAIN(TestQuoteWizard)
#include "tst_quotewizard.moc"
