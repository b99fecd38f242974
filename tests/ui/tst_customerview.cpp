#include "affinityflow.h"
#include "salesflow.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "cache/customerdirectory.h"
#include "cache/estimatestore.h"
#include "customers/customerlistmodel.h"
#include "customers/customerspage.h"
#include "customers/customerview.h"
#include "customers/duplicatesdialog.h"
#include "customers/recordlistmodel.h"
#include "domain/lead.h"
#include "ledger/ledgermirror.h"
#include "models/apipagesource.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextDocument>

using namespace brokerdesk;
using namespace Qt::StringLiterals;

namespace {

constexpr int timeoutMs = 20000;
const QString anaCpf = u"29141777638"_s; // salesflow::demoHolder()

// Every cell of a model, for messages and "no id on screen" checks.
QStringList cells(const QAbstractItemModel *m)
{
    QStringList out;
    for (int r = 0; r < m->rowCount(); ++r)
        for (int c = 0; c < m->columnCount(); ++c)
            out << m->index(r, c).data().toString();
    return out;
}

} // namespace

// The Cliente view over a real sandbox: Ana bought an auto policy (a sale, its policy and its
// cash-flow rows) and an affinity; the Customers page brings her in, Enter on her row opens
// everything of hers, each list named as a broker names it; its actions ask for their work.
class TestCustomerView : public QObject
{
    Q_OBJECT
    IsolatedSettings m_settings;
    std::unique_ptr<UiFixture> f;
    QString m_saleId;
    QString m_policyId;
    QString m_affinityId;

    std::unique_ptr<ui::CustomersPage> openPage()
    {
        auto page = std::make_unique<ui::CustomersPage>(f->workspace,
                                                        f->dir.filePath(u"customers.sqlite"_s));
        page->resize(1280, 720);
        page->show();
        page->activate();
        if (!QTest::qWaitFor([&] { return !page->isBusy(); }, timeoutMs))
            return nullptr;
        return page;
    }

    // Types Ana's CPF into the search as a person does, then Enter on her row.
    bool openAnaByKeyboard(ui::CustomersPage &page) const
    {
        if (!typist::click(page.searchField()) || !typist::type(anaCpf) || !typist::enter())
            return false;
        if (page.customersModel()->rowCount() != 1 || QApplication::focusWidget() != page.table())
            return false;
        // Her records in the details are named, not numbered.
        QTextDocument details;
        details.setHtml(page.detailsView()->text());
        for (const QString &id : {m_policyId, m_saleId, m_affinityId})
            if (details.toPlainText().contains(id.left(8), Qt::CaseInsensitive)) {
                qWarning("an id on screen: %s", qPrintable(details.toPlainText()));
                return false;
            }
        return typist::enter();
    }

private slots:
    void initTestCase()
    {
        auto settings = affinityflow::fastSettings();
        settings.seedLedger = 0; // the ledger holds Ana's sale only
        f = std::make_unique<UiFixture>(settings);
        QVERIFY2(f->server.started(), qPrintable(f->server.startError()));
        const QByteArray token = f->server.token(0);
        m_saleId = salesflow::makeSale(f->server, token, 0, u"CreditCard"_s, 3);
        QVERIFY(!m_saleId.isEmpty());
        m_policyId = salesflow::waitForPolicy(f->server, token, m_saleId);
        QVERIFY(!m_policyId.isEmpty());
        const auto affinity = affinityflow::create(f->server, token);
        QCOMPARE(affinity.status, 200);
        m_affinityId = affinity.json[u"id"_s].toString();
        // The cash flow mirrored where the desk keeps it, beside the directory.
        cache::LedgerMirror mirror;
        QVERIFY(mirror.open(f->dir.filePath(u"ledger-mirror.db"_s)).ok());
        mirror.setSource(new models::ApiPageSource(&f->api, api::ListResource::CashFlow, &mirror));
        QSignalSpy synced(&mirror, &cache::LedgerMirror::syncFinished);
        mirror.sync();
        QVERIFY(synced.wait(timeoutMs));
        QVERIFY2(synced.first().at(0).toBool(), qPrintable(synced.first().at(1).toString()));
    }

    void enterOnACustomer_opensEverythingOfTheirs_namedNotById()
    {
        auto page = openPage();
        QVERIFY(page);
        ui::CustomerView *view = page->customerView();
        for (ui::RecordListModel *m : {view->policies(), view->quotes(), view->sales(),
                                       view->affinities(), view->calls(), view->cashFlow()})
            new QAbstractItemModelTester(m, QAbstractItemModelTester::FailureReportingMode::QtTest,
                                         view);
        QVERIFY(!page->isCustomerOpen());
        QVERIFY(openAnaByKeyboard(*page));
        QVERIFY(page->isCustomerOpen());
        QVERIFY(view->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!view->isLoading(), timeoutMs);
        QCOMPARE(view->customer().person.cpf, anaCpf);

        // Her policy: the product by its name, the cover and its renewal day (its end).
        const auto *policies = view->policies();
        int row = -1;
        for (int r = 0; r < policies->rowCount(); ++r)
            if (policies->index(r, 0).data(ui::RecordListModel::IdRole).toString() == m_policyId)
                row = r;
        QVERIFY2(row >= 0, qPrintable(cells(policies).join(u" | ")));
        const QString product = policies->index(row, 0).data().toString();
        QVERIFY2(!product.isEmpty() && product != u"Policy"_s, qPrintable(product));
        const QString cover = policies->index(row, 1).data().toString();
        const QString renewal = policies->index(row, 2).data().toString();
        QVERIFY2(cover.contains(u" – "_s), qPrintable(cover));
        QVERIFY2(renewal.startsWith(cover.section(u" – "_s, 1)),
                 qPrintable(cover + u" / "_s + renewal));
        QVERIFY(!policies->index(row, 4).data().toString().isEmpty()); // the premium

        // Her sale, her affinity and the cash-flow rows of her policy.
        QVERIFY(view->sales()->rowCount() >= 1);
        QVERIFY(view->affinities()->rowCount() >= 1);
        bool affinityFound = false;
        for (int r = 0; r < view->affinities()->rowCount(); ++r)
            affinityFound |=
                view->affinities()->index(r, 0).data(ui::RecordListModel::IdRole).toString() ==
                m_affinityId;
        QVERIFY(affinityFound);
        QVERIFY2(view->cashFlow()->rowCount() >= 1, qPrintable(cells(view->cashFlow()).join(u"|")));
        QVERIFY2(view->cashFlow()->index(0, 3).data().toString().contains(u"R$"_s),
                 qPrintable(cells(view->cashFlow()).join(u" | "_s)));

        // No id on screen: not the policy's, sale's or affinity's.
        for (const auto *m : {view->policies(), view->sales(), view->affinities()})
            for (const QString &text : cells(m))
                for (const QString &id : {m_policyId, m_saleId, m_affinityId})
                    QVERIFY2(!text.contains(id.left(8), Qt::CaseInsensitive), qPrintable(text));

        // Esc goes back to the list, on her row.
        QVERIFY(typist::key(Qt::Key_Escape));
        QVERIFY(!page->isCustomerOpen());
        QCOMPARE(QApplication::focusWidget(), page->table());
        QCOMPARE(page->customersModel()->customer(page->table()->currentIndex().row())->id,
                 view->customerId());
    }

    void actions_askForANewQuoteARenewalAndAnEstimate_ofThisCustomer()
    {
        auto page = openPage();
        QVERIFY(page);
        QVERIFY(openAnaByKeyboard(*page));
        ui::CustomerView *view = page->customerView();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isLoading(), timeoutMs);
        QSignalSpy quote(&f->workspace, &ui::Workspace::quoteForCustomerRequested);
        QSignalSpy renewal(&f->workspace, &ui::Workspace::renewalRequested);
        QSignalSpy estimate(&f->workspace, &ui::Workspace::estimateForCustomerRequested);
        QSignalSpy opened(&f->workspace, &ui::Workspace::policyOpened);

        // Nova cotação is the default: Enter from the view.
        QCOMPARE(QApplication::focusWidget(), view->newQuoteButton());
        QVERIFY(typist::enter());
        QCOMPARE(quote.size(), 1);
        QCOMPARE(quote.first().at(0).value<cache::Customer>().person.cpf, anaCpf);

        // Renovar the policy chosen in her list.
        QTableView *policies = view->policyView();
        int row = -1;
        for (int r = 0; r < view->policies()->rowCount(); ++r)
            if (view->policies()->index(r, 0).data(ui::RecordListModel::IdRole).toString() ==
                m_policyId)
                row = r;
        QVERIFY(row >= 0);
        QTest::mouseClick(policies->viewport(), Qt::LeftButton, {},
                          policies->visualRect(view->policies()->index(row, 0)).center());
        QVERIFY(view->renewButton()->isEnabled());
        QTest::mouseClick(view->renewButton(), Qt::LeftButton);
        QCOMPARE(renewal.size(), 1);
        QCOMPARE(renewal.first().at(0).toString(), m_policyId);

        QTest::mouseClick(view->estimateButton(), Qt::LeftButton);
        QCOMPARE(estimate.size(), 1);
        QCOMPARE(estimate.first().at(0).value<cache::Customer>().id, view->customerId());

        // Enter on the policy opens it on its page.
        QVERIFY(typist::click(policies));
        QVERIFY(typist::enter());
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first().at(0).toString(), m_policyId);
    }

    void customerOpened_showsThatCustomer_withTheCallListsOutcome()
    {
        auto page = openPage();
        QVERIFY(page);
        const auto ana = page->directory().customerFor(anaCpf, {});
        QVERIFY(ana);
        // The call list estimated her and she bought.
        cache::EstimateStore estimates;
        QVERIFY(estimates.open(f->dir.filePath(u"calllist.sqlite"_s)).ok());
        cache::StoredEstimate e;
        e.customerId = ana->id;
        e.productType = 1;
        e.percentage = 72;
        e.recommendationId = u"r1"_s;
        e.evaluateToken = u"t1"_s;
        e.scoredAt = QDateTime::currentDateTimeUtc();
        QVERIFY(estimates.save(e));
        QVERIFY(estimates.setEvaluation(ana->id, 1, true));

        emit f->workspace.customerOpened(*ana);
        QVERIFY(page->isCustomerOpen());
        QCOMPARE(page->customerView()->customerId(), ana->id);
        QCOMPARE(page->customerView()->calls()->rowCount(), 1);
        QCOMPARE(page->customerView()->calls()->index(0, 2).data().toString(), u"72%"_s);
        QCOMPARE(page->customerView()->calls()->index(0, 3).data().toString(), u"Bought"_s);
        QVERIFY(!page->customerView()->showCustomer(ana->id + 100000));
    }

    void possibleDuplicates_mergeIntoOneCustomer_withEveryRecord_andUndoSplitsThem()
    {
        auto page = openPage();
        QVERIFY(page);
        const qint64 ana = page->directory().customerFor(anaCpf, {})->id;
        const qsizetype records = page->directory().customer(ana)->links.size();
        // Ana again, typed as a lead with another e-mail and no CPF.
        domain::Lead again;
        again.id = u"lead-ana-2"_s;
        again.name = page->directory().customer(ana)->person.name;
        again.email = u"ana.souza@trabalho.example"_s;
        const qint64 other = page->directory().addLead(again);
        QVERIFY(other > 0 && other != ana);
        page->activate();
        QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), timeoutMs);
        QVERIFY2(page->duplicatesButton()->text().contains(u"("_s),
                 qPrintable(page->duplicatesButton()->text()));

        std::unique_ptr<ui::DuplicatesDialog> dialog(page->createDuplicatesDialog());
        QAbstractItemModelTester pairs(dialog->pairs(),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester merges(dialog->merges(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        dialog->show();
        int row = -1;
        for (int r = 0; r < dialog->pairs()->rowCount(); ++r)
            if (dialog->pairs()->index(r, 0).data().toString().contains(
                    cache::maskedDocument(anaCpf)) &&
                dialog->pairs()->index(r, 1).data().toString().contains(again.email))
                row = r;
        QVERIFY2(row >= 0, qPrintable(cells(dialog->pairs()).join(u" | ")));
        QVERIFY(!dialog->pairs()->index(row, 0).data().toString().contains(anaCpf)); // masked
        QTest::mouseClick(dialog->pairView()->viewport(), Qt::LeftButton, {},
                          dialog->pairView()->visualRect(dialog->pairs()->index(row, 0)).center());
        QTest::mouseClick(dialog->mergeButton(), Qt::LeftButton);
        QCOMPARE(dialog->merges()->rowCount(), 1);
        QCOMPARE(page->directory().customer(ana)->links.size(), records + 1);

        // Searching her other e-mail finds the one customer; her view has every record.
        QVERIFY(typist::click(page->searchField()));
        QVERIFY(typist::type(again.email));
        QCOMPARE(page->customersModel()->rowCount(), 1);
        QCOMPARE(page->customersModel()->customer(0)->id, ana);

        QTest::mouseClick(dialog->mergeView()->viewport(), Qt::LeftButton, {},
                          dialog->mergeView()->visualRect(dialog->merges()->index(0, 0)).center());
        QTest::mouseClick(dialog->undoButton(), Qt::LeftButton);
        QCOMPARE(dialog->merges()->rowCount(), 0);
        QCOMPARE(page->directory().customer(ana)->links.size(), records);
        QCOMPARE(page->directory().customer(other)->links.size(), 1);
    }
};

QTEST_MAIN(TestCustomerView)
#include "tst_customerview.moc"
