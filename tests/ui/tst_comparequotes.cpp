// Compare and re-quote: the installment matrix of saved quotes, keyboard choice, re-quote.
#include "salesflow.h"
#include "savedquote.h"
#include "typist.h"
#include "uifixture.h"

#include "quoting/compareview.h"
#include "quoting/installmentmatrixmodel.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QAbstractProxyModel>
#include <QComboBox>
#include <QDir>
#include <QFont>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace brokerdesk::ui;

namespace {

// A quote saved on this desk, its cover `years` long from the office's tomorrow.
QString saveQuote(UiFixture &f, int type, int years = 1)
{
    return saveQuoteOnDesk(f, type, [years](QJsonObject &body, const QJsonObject &) {
        const QDate start =
            QDate::fromString(body.value(QStringLiteral("lifetime_start")).toString(), Qt::ISODate);
        body.insert(QStringLiteral("lifetime_end"), start.addYears(years).toString(Qt::ISODate));
    });
}

QJsonObject installment(UiFixture &f, const QString &quoteId, int quantity)
{
    const auto saved = f.offline.quote(quoteId);
    for (const auto &in : saved->installments)
        if (in.quantity == quantity)
            return {{QStringLiteral("id"), in.id},
                    {QStringLiteral("amount"), in.amount},
                    {QStringLiteral("total"), in.totalAmount},
                    {QStringLiteral("methods"), QJsonArray::fromStringList(in.paymentMethods)}};
    return {};
}

} // namespace

class TestCompareQuotes : public QObject
{
    Q_OBJECT

private slots:
    void twoSavedQuotes_makeOneMatrixOfInstallmentsAndMethods();
    void keyboardChoiceOfACellAndMethod_requestsCheckoutWithItsIds();
    void requote_asksToQuoteTheCurrentQuoteAgain();
    void yearlyInstallments_doNotTakeTheMonthlyCells();
    void quotesOfAnotherCustomerOrRisk_areNeverSideBySide();
    void savedQuotesWithNoPrice_showTheirStatusInsteadOfZeroReais();
};

void TestCompareQuotes::twoSavedQuotes_makeOneMatrixOfInstallmentsAndMethods()
{
    UiFixture f;
    const QString a = saveQuote(f, 1, 1);
    const QString b = saveQuote(f, 1, 2); // same car, two years: dearer
    QVERIFY(!a.isEmpty() && !b.isEmpty());
    CompareView view(f.workspace);
    view.resize(1100, 700);
    view.show();
    view.reload();
    QAbstractItemModelTester tester(view.matrix(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.setChecked({a, b});
    InstallmentMatrixModel *m = view.matrix();

    // One row per quote item, one column per number of installments.
    QCOMPARE(m->rowCount(), 2);
    QVERIFY(m->columnCount() > 1);
    QCOMPARE(m->headerData(0, Qt::Horizontal).toString(), QStringLiteral("1×"));
    // Named by product, holder and when it was quoted, never by an id or a reference.
    const QString header = m->headerData(1, Qt::Vertical).toString();
    QVERIFY2(header.contains(QStringLiteral("Ana")), qPrintable(header));
    QVERIFY2(!header.contains(b) && !header.contains(u'#'), qPrintable(header));
    QVERIFY2(header.contains(QLocale().toString(QDate::currentDate(), QLocale::ShortFormat)),
             qPrintable(header));

    // The cell of quote b in the most installments it offers by credit card.
    int most = 0;
    const auto savedB = f.offline.quote(b);
    QVERIFY(savedB);
    for (const auto &in : savedB->installments)
        if (in.paymentMethods.contains(QStringLiteral("CreditCard")))
            most = std::max(most, in.quantity);
    const QJsonObject expected = installment(f, b, most);
    int row = -1;
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, 0).data(InstallmentMatrixModel::QuoteIdRole).toString() == b)
            row = r;
    QVERIFY(row >= 0);
    const QModelIndex cell = m->index(row, int(m->quantities().indexOf(most)));
    QCOMPARE(m->installmentFor(cell, QStringLiteral("CreditCard")),
             expected[QStringLiteral("id")].toString());
    QCOMPARE(cell.data(InstallmentMatrixModel::AmountCentsRole).toLongLong(),
             expected[QStringLiteral("amount")].toInteger());
    QCOMPARE(cell.data(InstallmentMatrixModel::TotalCentsRole).toLongLong(),
             expected[QStringLiteral("total")].toInteger());
    QVERIFY(cell.data(InstallmentMatrixModel::InterestPercentRole).toDouble() > 0);
    QVERIFY(cell.data().toString().contains(QStringLiteral("Total")));
    QVERIFY(cell.data(InstallmentMatrixModel::PaymentMethodsRole)
                .toStringList()
                .contains(QStringLiteral("CreditCard")));

    // One year costs less than two: quote a's cells are the column's best, in bold.
    const int rowA = row == 0 ? 1 : 0;
    QVERIFY(m->index(rowA, 0).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!m->index(row, 0).data(Qt::FontRole).value<QFont>().bold());

    // Pix is paid at once: in two installments no cell offers it.
    const int two = int(m->quantities().indexOf(2));
    QVERIFY(two >= 0);
    for (int r = 0; r < m->rowCount(); ++r) {
        const QModelIndex twice = m->index(r, two);
        QVERIFY(!twice.data(InstallmentMatrixModel::PaymentMethodsRole)
                     .toStringList()
                     .contains(QStringLiteral("Pix")));
        QVERIFY(m->installmentFor(twice, QStringLiteral("Pix")).isEmpty());
    }
    view.grab().save(QDir::temp().filePath(QStringLiteral("brokerdesk-compare.png")));
}

void TestCompareQuotes::keyboardChoiceOfACellAndMethod_requestsCheckoutWithItsIds()
{
    UiFixture f;
    // Two quotes of the same car (a car beside a phone is never compared: see below).
    const QString a = saveQuote(f, 1, 1);
    const QString b = saveQuote(f, 1, 2);
    QVERIFY(!a.isEmpty() && !b.isEmpty());
    CompareView view(f.workspace);
    view.resize(1100, 700);
    QVERIFY(typist::activate(&view));
    view.reload();
    view.setChecked({a, b});
    QTableView *table = view.matrixView();
    // A cell is chosen from the start, with its payment methods offered.
    auto *method = view.findChild<QComboBox *>(QStringLiteral("paymentMethod"));
    // The matrix on screen has a column per quote, a row per count (issue 35: it fits).
    const auto *shown = qobject_cast<const QAbstractProxyModel *>(table->model());
    QVERIFY(shown);
    QCOMPARE(shown->mapToSource(table->currentIndex()), view.matrix()->index(0, 0));
    QVERIFY(method->count() > 0);
    QSignalSpy checkout(&f.workspace, &Workspace::checkoutRequested);
    // A quote offered both in one payment and in two (card, say): Down moves between them.
    const auto *m = view.matrix();
    int row = 0;
    while (row < m->rowCount() && !((m->index(row, 0).flags() & Qt::ItemIsEnabled) &&
                                    (m->index(row, 1).flags() & Qt::ItemIsEnabled)))
        ++row;
    QVERIFY(row < m->rowCount());
    QVERIFY(typist::click(table));
    table->setCurrentIndex(shown->mapFromSource(m->index(row, 0)));
    QVERIFY(typist::key(Qt::Key_Down)); // one row down: two installments
    const QModelIndex current = shown->mapToSource(table->currentIndex());
    QCOMPARE(current, m->index(row, 1));

    // The methods of that cell are offered beside Sell; Tab reaches them, Down takes the next.
    const QStringList offered =
        current.data(InstallmentMatrixModel::PaymentMethodsRole).toStringList();
    QCOMPARE(method->count(), offered.size());
    QVERIFY(offered.size() > 1);
    QVERIFY(typist::tab());
    QVERIFY(typist::hasKeyboard(method));
    QVERIFY(typist::key(Qt::Key_Down));
    const QString chosen = method->currentData().toString();
    QCOMPARE(chosen, offered.at(1));
    QVERIFY(typist::key(Qt::Key_Tab));
    QVERIFY(typist::enter()); // on "Sell chosen option"
    QCOMPARE(checkout.size(), 1);
    const auto args = checkout.takeFirst();
    QCOMPARE(args.at(0).toString(), current.data(InstallmentMatrixModel::QuoteIdRole).toString());
    QCOMPARE(args.at(1).toInt(), 0);
    QCOMPARE(args.at(2).toString(), m->installmentFor(current, chosen));
    QVERIFY(!args.at(2).toString().isEmpty());
    QCOMPARE(args.at(3).toString(), chosen);
}

// Ctrl+R means what Re-quote means on the saved quotes: the wizard quotes this very quote
// again (tst_requote follows it there; issue 33 replaced the silent re-quote made here).
void TestCompareQuotes::requote_asksToQuoteTheCurrentQuoteAgain()
{
    UiFixture f;
    const QString a = saveQuote(f, 1, 1);
    QVERIFY(!a.isEmpty());
    CompareView view(f.workspace);
    view.show();
    view.activateWindow();
    view.reload();
    QSignalSpy requote(&f.workspace, &Workspace::requoteRequested);
    auto *list = view.findChild<QListWidget *>(QStringLiteral("savedQuotes"));
    list->setFocus();
    QCOMPARE(list->currentItem()->data(Qt::UserRole + 1).toString(), a);
    view.findChild<QPushButton *>(QStringLiteral("requote"))->animateClick(); // what Ctrl+R does
    QTRY_COMPARE(requote.size(), 1);
    QCOMPARE(requote.first().at(0).toString(), a);
    QCOMPARE(int(f.offline.quotes().size()), 1); // nothing is quoted behind the broker's back
}

void TestCompareQuotes::yearlyInstallments_doNotTakeTheMonthlyCells()
{
    UiFixture f;
    const QString home = saveQuote(f, 4, 3); // three years: also offered once a year
    QVERIFY(!home.isEmpty());
    const auto saved = f.offline.quote(home);
    QVERIFY(saved);
    QVERIFY(std::any_of(saved->installments.cbegin(), saved->installments.cend(),
                        [](const brokerdesk::cache::SavedInstallment &in) {
                            return in.quantity > 1 &&
                                   in.doc.value(QStringLiteral("recurrence")).isObject();
                        }));
    CompareView view(f.workspace);
    view.reload();
    QAbstractItemModelTester tester(view.matrix(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.setChecked({home});
    const InstallmentMatrixModel *m = view.matrix();
    int cells = 0;
    for (int r = 0; r < m->rowCount(); ++r)
        for (int c = 0; c < m->columnCount(); ++c) {
            const QString id =
                m->index(r, c).data(InstallmentMatrixModel::InstallmentIdRole).toString();
            if (id.isEmpty())
                continue;
            ++cells;
            for (const auto &in : saved->installments)
                if (in.id == id)
                    QVERIFY2(in.quantity == 1 ||
                                 !in.doc.value(QStringLiteral("recurrence")).isObject(),
                             qPrintable(id));
        }
    QVERIFY(cells > 0);
}

void TestCompareQuotes::savedQuotesWithNoPrice_showTheirStatusInsteadOfZeroReais()
{
    UiFixture f;
    const QJsonObject product{{QStringLiteral("id"), QStringLiteral("bp-auto")},
                              {QStringLiteral("name"), QStringLiteral("Auto Essencial")}};
    // Still with the insurer (Pending, 2) and declined (Rejected, 5): no installments at all.
    for (const auto &[id, status] : {std::pair{"quote-waiting", 2}, std::pair{"quote-declined", 5}})
        QVERIFY2(f.offline.saveQuote(product, {},
                                     {{QStringLiteral("id"), QLatin1String(id)},
                                      {QStringLiteral("status"), status}}),
                 qPrintable(f.offline.lastError()));
    CompareView view(f.workspace);
    view.reload();
    auto *list = view.findChild<QListWidget *>();
    QVERIFY(list);
    QStringList texts;
    for (int i = 0; i < list->count(); ++i)
        texts << list->item(i)->text();
    const QString all = texts.join(u'|');
    QVERIFY2(!all.contains(QStringLiteral("0.00")) && !all.contains(QStringLiteral("0,00")),
             qPrintable(all));
    // Their status instead, in the saved quotes page's words.
    QVERIFY2(all.contains(QStringLiteral("Pending")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Rejected")), qPrintable(all));
}

QTEST_MAIN(TestCompareQuotes)

// Ana's car is compared with Ana's car only: a quote of her phone, or of João's car, ticked
// beside it is refused, and the view says why; given at once, only the first one's risk shows.
void TestCompareQuotes::quotesOfAnotherCustomerOrRisk_areNeverSideBySide()
{
    UiFixture f;
    const QString car = saveQuote(f, 1, 1);
    const QString sameCar = saveQuote(f, 1, 2);
    const QString phone = saveQuote(f, 8, 1);
    const QString joaosCar = saveQuoteOnDesk(f, 1, [](QJsonObject &body, const QJsonObject &) {
        QJsonObject holder = body.value(QStringLiteral("policy_holder")).toObject();
        holder.insert(QStringLiteral("first_name"), QStringLiteral("Joao"));
        holder.insert(QStringLiteral("cpf"), QStringLiteral("52998224725"));
        body.insert(QStringLiteral("policy_holder"), holder);
    });
    QVERIFY(!car.isEmpty() && !sameCar.isEmpty() && !phone.isEmpty() && !joaosCar.isEmpty());
    CompareView view(f.workspace);
    view.resize(1100, 700);
    QVERIFY(typist::activate(&view));
    view.reload();
    QAbstractItemModelTester tester(view.matrix(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.setChecked({car, phone, joaosCar, sameCar});
    QCOMPARE(view.matrix()->rowCount(), 2); // the first one's risk: the car's two quotes
    const QStringList both = view.checkedIds();
    QCOMPARE(QSet<QString>(both.cbegin(), both.cend()), (QSet<QString>{car, sameCar}));

    view.setChecked({car});
    auto *list = view.findChild<QListWidget *>();
    auto *why = view.findChild<QLabel *>(QStringLiteral("otherRisk"));
    QVERIFY(list && why);
    for (const QString &other : {phone, joaosCar}) {
        int row = 0;
        while (row < list->count() && list->item(row)->data(Qt::UserRole + 1).toString() != other)
            ++row;
        QVERIFY(row < list->count());
        QVERIFY(typist::click(list));
        list->setCurrentRow(row);
        QVERIFY(typist::key(Qt::Key_Space)); // ticks it, as a broker does
        QCOMPARE(list->item(row)->checkState(), Qt::Unchecked);
        QVERIFY(why->isVisible());
        QVERIFY(why->text().contains(QStringLiteral("same customer and risk")));
        QCOMPARE(view.checkedIds(), QStringList{car});
        QCOMPARE(view.matrix()->rowCount(), 1);
    }
}

#include "tst_comparequotes.moc"
