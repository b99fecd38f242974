// Installments tell the truth on every page: quotes from the real sandbox, saved as the wizard
// saves them, read on the results table, compare, checkout, offline details and the PDF
// proposal. A monthly premium reads "R$ x a month" (never one payment, never filed under 1×);
// parcels "n × R$ x … (R$ y in all)"; the IOF is shown in checkout and compare.
#include "salesflow.h"
#include "savedquote.h"
#include "uifixture.h"

#include "domain/installmentplan.h"
#include "offline/quotedetailsview.h"
#include "offline/saleslog.h"
#include "quoting/installmentmatrixmodel.h"
#include "quoting/installmenttablemodel.h"
#include "quoting/proposal.h"
#include "sales/checkoutview.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::ui;

namespace {

QJsonObject lifeItem()
{
    return {{QStringLiteral("beneficiaries"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Rui Souza")},
                                    {QStringLiteral("relationship"), QStringLiteral("spouse")},
                                    {QStringLiteral("percent"), 100}}}}};
}

// A quote saved on this desk of `insured`, with its plan's required coverages.
QString saveQuote(UiFixture &f, int type, const QJsonObject &insured)
{
    return saveQuoteOnDesk(f, type, [&insured](QJsonObject &body, const QJsonObject &request) {
        QJsonObject item = insured;
        item.insert(QStringLiteral("coverages"),
                    salesflow::requiredCoverages(request,
                                                 body.value(QStringLiteral("plan_id")).toString()));
        body.insert(QStringLiteral("items"), QJsonArray{item});
    });
}

QString money(qint64 cents)
{
    return domain::Money::fromCents(cents).format();
}

} // namespace

class TestInstallmentText : public QObject
{
    Q_OBJECT

private slots:
    void monthlyPremium_readsPerMonth_onResultsCheckoutDetailsAndProposal();
    void compare_givesAMonthlyPremiumItsOwnColumn_andShowsTheIof();
    void checkout_saysOnePaymentAndParcelsAsABrokerDoes_withTheIofOfTheTotal();
};

void TestInstallmentText::monthlyPremium_readsPerMonth_onResultsCheckoutDetailsAndProposal()
{
    UiFixture f;
    const QString id = saveQuote(f, 5, lifeItem());
    QVERIFY(!id.isEmpty());
    const auto saved = f.offline.quote(id);
    QVERIFY(saved);
    QCOMPARE(saved->installments.size(), 1);
    const cache::SavedInstallment &in = saved->installments.first();
    QCOMPARE(in.quantity, 12); // the interface's installment_quantity: the months
    QCOMPARE(in.amount * 12, in.totalAmount);
    const QString perMonth = QStringLiteral("%1 a month").arg(money(in.amount));

    // The quote's results table.
    InstallmentTableModel table;
    QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto quote = domain::fromJson<domain::Quote>(saved->answer);
    QVERIFY(quote);
    table.setQuote(quote.value());
    QCOMPARE(table.index(0, InstallmentTableModel::Quantity).data().toString(),
             QStringLiteral("Monthly"));
    QCOMPARE(table.index(0, InstallmentTableModel::Amount).data().toString(), perMonth);

    // Checkout.
    cache::SalesLog log;
    QVERIFY(log.open(QStringLiteral(":memory:")).ok());
    CheckoutView checkout(f.workspace, log);
    QVERIFY(checkout.setQuote(id, 0, in.id, {}));
    const QString option =
        checkout.findChild<QComboBox *>(QStringLiteral("installment"))->currentText();
    QVERIFY2(option.startsWith(perMonth) && option.contains(money(in.totalAmount)),
             qPrintable(option));
    QVERIFY2(!option.contains(QStringLiteral("1×")) && !option.contains(QStringLiteral("one")),
             qPrintable(option));

    // Offline details and the customer's PDF proposal: never "one payment".
    const QString details = QuoteDetailsView::html(*saved);
    QVERIFY2(details.contains(QStringLiteral("Monthly")) &&
                 details.contains(perMonth.toHtmlEscaped()),
             qPrintable(details));
    const QString proposal = proposalHtml(*saved, {}, {});
    QVERIFY2(proposal.contains(perMonth.toHtmlEscaped()), qPrintable(proposal));
    QVERIFY(!proposal.contains(QStringLiteral("One payment")));
    QVERIFY(!proposal.contains(QStringLiteral("Single payment")));
}

void TestInstallmentText::compare_givesAMonthlyPremiumItsOwnColumn_andShowsTheIof()
{
    UiFixture f;
    const QString car = saveQuote(f, 1, salesflow::demoItem(1));
    const QString life = saveQuote(f, 5, lifeItem());
    QVERIFY(!car.isEmpty() && !life.isEmpty());
    InstallmentMatrixModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.setQuotes({*f.offline.quote(car), *f.offline.quote(life)});
    const QList<int> columns = m.quantities();
    QCOMPARE(columns.last(), InstallmentMatrixModel::monthlyPremium);
    QCOMPARE(m.headerData(int(columns.size()) - 1, Qt::Horizontal).toString(),
             QStringLiteral("Monthly premium"));
    int lifeRow = -1;
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.index(r, 0).data(InstallmentMatrixModel::QuoteIdRole).toString() == life)
            lifeRow = r;
    QVERIFY(lifeRow >= 0);
    // Nowhere but its own column: not under 1× (nor 12×).
    for (int c = 0; c + 1 < columns.size(); ++c)
        QVERIFY(!(m.flags(m.index(lifeRow, c)) & Qt::ItemIsEnabled));
    const QString cell = m.index(lifeRow, int(columns.size()) - 1).data().toString();
    QVERIFY2(cell.contains(QStringLiteral(" a month")) && cell.contains(QStringLiteral("IOF")),
             qPrintable(cell));
    const QString one = m.index(lifeRow == 0 ? 1 : 0, 0).data().toString();
    QVERIFY2(one.contains(QStringLiteral("(IOF ")), qPrintable(one));
}

void TestInstallmentText::checkout_saysOnePaymentAndParcelsAsABrokerDoes_withTheIofOfTheTotal()
{
    UiFixture f;
    const QString id = saveQuote(f, 1, salesflow::demoItem(1));
    QVERIFY(!id.isEmpty());
    const auto saved = f.offline.quote(id);
    cache::SalesLog log;
    QVERIFY(log.open(QStringLiteral(":memory:")).ok());
    CheckoutView checkout(f.workspace, log);
    QVERIFY(checkout.setQuote(id, 0, saved->installments.first().id, {}));
    auto *box = checkout.findChild<QComboBox *>(QStringLiteral("installment"));
    QCOMPARE(box->count(), int(saved->installments.size()));
    const qint64 single = saved->installments.first().totalAmount;
    QCOMPARE(box->itemText(0), QStringLiteral("%1 in one payment").arg(money(single)));
    const QString taxes = checkout.findChild<QLabel *>(QStringLiteral("installmentTaxes"))->text();
    QVERIFY2(taxes.startsWith(QStringLiteral("IOF ")) &&
                 taxes.contains(money(saved->installments.first().taxesAmount)),
             qPrintable(taxes));
    for (int i = 1; i < box->count(); ++i) {
        const cache::SavedInstallment &in = saved->installments.at(i);
        const QString text = box->itemText(i);
        QVERIFY2(text.startsWith(QStringLiteral("%1 × ").arg(in.quantity)) &&
                     text.endsWith(QStringLiteral("(%1 in all)").arg(money(in.totalAmount))),
                 qPrintable(text));
        // Interest-free up to 4, all of one total; the rate a month after.
        if (in.quantity <= 4) {
            QCOMPARE(in.totalAmount, single);
            QVERIFY2(text.contains(QStringLiteral("interest-free")), qPrintable(text));
        } else {
            QVERIFY2(text.contains(QStringLiteral("interest a month")), qPrintable(text));
        }
    }
}

QTEST_MAIN(TestInstallmentText)
#include "tst_installmenttext.moc"
