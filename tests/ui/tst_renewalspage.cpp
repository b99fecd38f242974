// Renovações in the desk's window against a real sandbox: the policies ending in the next
// 30/60/90 days, per product and searched; Enter on one opens the multicálculo filled from the
// policy, cover from its end, and every quote it makes carries the operator's `renewal`. The
// policy renewed then reads "Renewed by" its renewal, named.
#include "salesflow.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"
#include "waituntil.h"

#include "common/formatting.h"
#include "common/periodfields.h"
#include "domain/isodate.h"
#include "forms/holderform.h"
#include "home/homecard.h"
#include "home/homepage.h"
#include "mainwindow.h"
#include "pages.h"
#include "policies/policiespage.h"
#include "policies/policydetails.h"
#include "quoting/comparisonmodel.h"
#include "quoting/multiquoteview.h"
#include "quoting/quotepage.h"
#include "renewals/renewalindex.h"
#include "renewals/renewallistmodel.h"
#include "renewals/renewalspage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QTableView>
#include <QTest>

using namespace brokerdesk;
using ui::RenewalsPage;

namespace {

constexpr int timeoutMs = 20000;

sandbox::SandboxSettings unseeded()
{
    auto s = SandboxFixture::defaults();
    s.seedPolicies = 0;
    s.seedLedger = 0;
    return s;
}

// Sells broker 0's first product of `type` with a year of cover from `start`; the policy id.
QString sell(UiFixture &f, int type, const QDate &start)
{
    const QByteArray token = f.server.token(0);
    const auto quote = salesflow::makeQuote(f.server, token, 0, type, start);
    if (!quote)
        return {};
    const auto request = f.server.post(QStringLiteral("/v1/sales/request"),
                                       {{QStringLiteral("quote_id"), quote->id}}, token);
    const auto sale =
        f.server.post(QStringLiteral("/v1/sales"),
                      {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                       {QStringLiteral("installment_id"), quote->installment(1)},
                       {QStringLiteral("payment_method"), QStringLiteral("CreditCard")}},
                      token);
    return salesflow::waitForPolicy(f.server, token, sale.json[QStringLiteral("id")].toString());
}

// Picks the item carrying `data` the way a user does from the keyboard: arrow keys.
void choose(QComboBox *box, const QVariant &data)
{
    const int target = box->findData(data);
    QVERIFY2(target >= 0, qPrintable(data.toString()));
    box->setFocus();
    for (int i = 0; i < box->count() && box->currentIndex() != target; ++i)
        QTest::keyClick(box, box->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
    QCOMPARE(box->currentIndex(), target);
}

} // namespace

class TestRenewalsPage : public QObject
{
    Q_OBJECT
    std::unique_ptr<IsolatedSettings> settings;
    std::unique_ptr<UiFixture> f;
    std::unique_ptr<ui::MainWindow> window;
    RenewalsPage *page = nullptr;
    QString autoIn20; // the policy ending soonest
    QString renewalQuote;
    QDate today; // the day the list counts from

    int rows() const { return page->model()->rowCount(); }

private slots:
    void initTestCase()
    {
        settings = std::make_unique<IsolatedSettings>();
        f = std::make_unique<UiFixture>(unseeded());
        QVERIFY(f->server.started());
        const QDate tomorrow = QDateTime::currentDateTimeUtc().date().addDays(1);
        today = tomorrow.addYears(1).addDays(-20);
        // Auto covers ending 20, 45 and 70 days from `today`, a home cover ending in 35 and one
        // more auto in 120.
        autoIn20 = sell(*f, 1, tomorrow);
        QVERIFY(!autoIn20.isEmpty());
        for (int offset : {25, 50, 100})
            QVERIFY(!sell(*f, 1, tomorrow.addDays(offset)).isEmpty());
        QVERIFY(!sell(*f, 4, tomorrow.addDays(15)).isEmpty());

        window = std::make_unique<ui::MainWindow>(f->workspace, ui::createPages(f->workspace));
        window->resize(1240, 680);
        QVERIFY(typist::activate(window.get()));
        page = qobject_cast<RenewalsPage *>(window->page(QStringLiteral("renewals")));
        QVERIFY(page);
        new QAbstractItemModelTester(page->model(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest, page);
        page->index().setToday(today);
        window->showPage(QStringLiteral("renewals"));
        QVERIFY(waitUntil([this] { return !page->index().isWalking() && rows() > 0; }, timeoutMs));
    }

    void startPage_isInicio() { QCOMPARE(ui::pageKeys().first(), QStringLiteral("home")); }

    void list_byWindow_countsThePoliciesEndingWithinIt()
    {
        choose(page->windowBox(), 30);
        QCOMPARE(rows(), 1);
        QCOMPARE(page->model()->index(0, 0).data(ui::RenewalListModel::PolicyIdRole).toString(),
                 autoIn20);
        QCOMPARE(page->model()->index(0, ui::RenewalListModel::Holder).data().toString(),
                 QStringLiteral("Ana Souza"));
        choose(page->windowBox(), 60);
        QCOMPARE(rows(), 3);
        choose(page->windowBox(), 90);
        QCOMPARE(rows(), 4); // not the one ending in 120 days
        // Soonest first.
        QCOMPARE(page->model()->index(0, 0).data(ui::RenewalListModel::PolicyIdRole).toString(),
                 autoIn20);
    }

    void list_byProduct_showsThatProductsOnly()
    {
        QTRY_VERIFY(page->productBox()->count() > 2); // the catalog named the products
        const QString home = salesflow::brokerProductOfType(f->server, f->server.token(0), 0, 4);
        choose(page->productBox(), home);
        QCOMPARE(rows(), 1);
        choose(page->productBox(), QString());
        QCOMPARE(rows(), 4);
    }

    void search_findsByHolder_andSaysWhenNothingMatches()
    {
        QTest::mouseClick(page->searchField(), Qt::LeftButton);
        QVERIFY(typist::hasKeyboard(page->searchField()));
        QVERIFY(typist::type(QStringLiteral("Zuleica")));
        QTRY_COMPARE(rows(), 0);
        QVERIFY(page->emptyNote()->isVisible());
        QVERIFY(page->emptyNote()->text().contains(u"90"));
        QVERIFY(typist::retype(QStringLiteral("Ana")));
        QTRY_COMPARE(rows(), 4);
        QVERIFY(typist::retype(QString()));
        QTRY_COMPARE(rows(), 4);
    }

    // Início's count, clicked: Renovações on that window with the keyboard on the list, where
    // Enter renews (the next test).
    void inicioCard_opensRenovacoes_withTheKeyboardOnTheList()
    {
        window->showPage(QStringLiteral("home"));
        auto *home = qobject_cast<ui::HomePage *>(window->currentPage());
        QVERIFY(home);
        choose(page->windowBox(), 90);
        QTest::mouseClick(home->card(QStringLiteral("renewals30")), Qt::LeftButton);
        QCOMPARE(window->currentPage(), page);
        QCOMPARE(page->windowDays(), 30);
        QTRY_COMPARE(QApplication::focusWidget(), page->view());
        QCOMPARE(rows(), 1);
    }

    void enter_opensTheMulticalculoFilledFromThePolicy_andEveryQuoteCarriesTheRenewal()
    {
        choose(page->windowBox(), 30);
        QCOMPARE(rows(), 1);
        QTest::mouseClick(page->view()->viewport(), Qt::LeftButton, Qt::NoModifier,
                          page->view()->visualRect(page->model()->index(0, 0)).center());
        QVERIFY(typist::key(Qt::Key_Return));
        auto *quotePage = qobject_cast<ui::QuotePage *>(window->currentPage());
        QVERIFY(quotePage);
        ui::MultiQuoteView *multi = quotePage->multi();
        QVERIFY(multi->isVisible());
        // Every product of the policy's risk is quoted at once, nothing typed.
        QTRY_VERIFY_WITH_TIMEOUT(multi->isComparing(), timeoutMs);
        const auto &products = multi->quotes()->products();
        QVERIFY(waitUntil([multi] { return !multi->quotes()->isRunning(); }, timeoutMs));
        QVERIFY(products.size() >= 2);
        QCOMPARE(multi->risk()->currentData().toInt(), int(domain::ProductType::Auto));
        QCOMPARE(multi->holder()->value().firstName, QStringLiteral("Ana"));
        // The new cover starts where the old one ends.
        const QDate oldEnd = QDateTime::currentDateTimeUtc().date().addDays(1).addYears(1);
        QCOMPARE(multi->period()->startDate(), oldEnd);
        QCOMPARE(multi->period()->endDate(), oldEnd.addYears(1));
        int current = -1;
        for (int c = 0; c < int(products.size()); ++c) {
            const ui::ProductQuote &p = products.at(c);
            QVERIFY2(p.isPriced(), qPrintable(multi->model()->text(0, c)));
            const auto saved = f->offline.quote(p.quote->id);
            QVERIFY(saved);
            // Every insurer is asked for the renewal, at the class earned.
            const QJsonObject renewal = saved->request[QStringLiteral("renewal")].toObject();
            QCOMPARE(renewal[QStringLiteral("number")].toString(), autoIn20);
            QCOMPARE(renewal[QStringLiteral("bonus_class")].toString(), QStringLiteral("1"));
            const QString plate =
                saved->request[QStringLiteral("items")][0][QStringLiteral("plate")].toString();
            QCOMPARE(plate, QStringLiteral("ABC1D23"));
            if (p.current) {
                QCOMPARE(current, -1);
                current = c;
            }
        }
        // The policy's own product, marked, quoted with its plan and coverages as sold.
        QVERIFY(current >= 0);
        QVERIFY(multi->model()
                    ->headerData(current, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .contains(QStringLiteral("Current policy")));
        const QJsonObject policy = domain::toJson(*page->index().policy(autoIn20));
        QCOMPARE(products.at(current).planId, policy[QStringLiteral("plan_id")].toString());
        const QJsonArray soldCoverages =
            policy[QStringLiteral("items")][0][QStringLiteral("coverages")].toArray();
        QCOMPARE(products.at(current).chosen.coverages.size(), soldCoverages.size());
        for (int c = 0; c < int(products.size()); ++c)
            if (c != current)
                QVERIFY(!multi->model()
                             ->headerData(c, Qt::Horizontal, Qt::DisplayRole)
                             .toString()
                             .contains(QStringLiteral("Current policy")));
        renewalQuote = products.at(current).quote->id;
    }

    void renewalIssued_oldPolicyReadsRenewedBy_theNewOneNamed()
    {
        QVERIFY(!renewalQuote.isEmpty());
        const QByteArray token = f->server.token(0);
        const auto quote = f->server.get(QStringLiteral("/v1/quotes?rows=10"), token);
        QString installment;
        for (const QJsonValue q : quote.json[QStringLiteral("items")].toArray())
            if (q[QStringLiteral("id")].toString() == renewalQuote)
                installment = q[QStringLiteral("items")][0][QStringLiteral("installments")][0]
                               [QStringLiteral("id")]
                                   .toString();
        QVERIFY(!installment.isEmpty());
        const auto request = f->server.post(QStringLiteral("/v1/sales/request"),
                                            {{QStringLiteral("quote_id"), renewalQuote}}, token);
        const auto sale =
            f->server.post(QStringLiteral("/v1/sales"),
                           {{QStringLiteral("sale_request_id"), request.json[QStringLiteral("id")]},
                            {QStringLiteral("installment_id"), installment},
                            {QStringLiteral("payment_method"), QStringLiteral("CreditCard")}},
                           token);
        QVERIFY(
            !salesflow::waitForPolicy(f->server, token, sale.json[QStringLiteral("id")].toString())
                 .isEmpty());

        window->showPage(QStringLiteral("policies"));
        auto *policies = qobject_cast<ui::PoliciesPage *>(window->currentPage());
        QVERIFY(policies);
        QVERIFY(waitUntil([policies] { return !policies->isIndexing(); }, timeoutMs));
        policies->openPolicy(autoIn20);
        QTRY_COMPARE_WITH_TIMEOUT(policies->selectedId(), autoIn20, timeoutMs);
        const QString renewedBy = policies->details()->text(QStringLiteral("renewedBy"));
        QVERIFY2(renewedBy.startsWith(u"Ana Souza · "), qPrintable(renewedBy));
        // Named by its cover, which starts where the old one ends; no id on screen.
        const QDate oldEnd = QDateTime::currentDateTimeUtc().date().addDays(1).addYears(1);
        QVERIFY2(renewedBy.contains(ui::format::date(oldEnd)), qPrintable(renewedBy));
        QVERIFY(!renewedBy.contains(autoIn20.left(8)));

        // Renewed: no longer on the list of what to renew.
        window->showPage(QStringLiteral("renewals"));
        QVERIFY(waitUntil([this] { return !page->index().isWalking(); }, timeoutMs));
        page->index().refresh(true);
        QVERIFY(waitUntil([this] { return !page->index().isWalking(); }, timeoutMs));
        choose(page->windowBox(), 30);
        QTRY_COMPARE(rows(), 0);
    }
};

QTEST_MAIN(TestRenewalsPage)
#include "tst_renewalspage.moc"
