// "Re-quote" means one thing wherever it is offered: the quoting wizard opens with exactly the
// saved quote's customer, item, coverages and amounts, and new cover dates (from today, or from
// the end of the sold cover); nothing of the quote made before stays in it. A new quote opens
// empty.
#include "savedquote.h"
#include "uitestsettings.h"
#include "wizarddriver.h"

#include "common/datefield.h"
#include "domain/businessday.h"
#include "domain/documents.h"
#include "forms/holderform.h"
#include "mainwindow.h"
#include "offline/offlinequotespage.h"
#include "pages.h"
#include "quoting/compareview.h"
#include "quoting/holderstep.h"
#include "quoting/quotepage.h"
#include "quoting/resultsstep.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>

using namespace brokerdesk;
using ui::QuoteWizard;

namespace {

QJsonObject isabela()
{
    return {{QStringLiteral("first_name"), QStringLiteral("Isabela")},
            {QStringLiteral("last_name"), QStringLiteral("Moreira")},
            {QStringLiteral("cpf"), documents::withCpfCheckDigits(QStringLiteral("390533447"))},
            {QStringLiteral("gender"), QStringLiteral("female")},
            {QStringLiteral("birth_date"), QStringLiteral("1979-09-30")},
            {QStringLiteral("marital_status"), QStringLiteral("divorced")},
            {QStringLiteral("rg"), QStringLiteral("12.345.678-9")}, // no field for it on the form
            {QStringLiteral("contact"),
             QJsonObject{{QStringLiteral("email"), QStringLiteral("isabela@example.com")},
                         {QStringLiteral("phone"), QStringLiteral("+5521988887777")}}},
            {QStringLiteral("address"),
             QJsonObject{{QStringLiteral("zip_code"), QStringLiteral("22071000")},
                         {QStringLiteral("street_name"), QStringLiteral("Av. Atlântica")},
                         {QStringLiteral("number"), QStringLiteral("1702")},
                         {QStringLiteral("district_name"), QStringLiteral("Copacabana")},
                         {QStringLiteral("city_name"), QStringLiteral("Rio de Janeiro")},
                         {QStringLiteral("state_code"), QStringLiteral("RJ")}}}};
}

QJsonObject isabelasCar()
{
    const int year = QDate::currentDate().year();
    return {{QStringLiteral("plate"), QStringLiteral("RIO2A45")},
            {QStringLiteral("brand_name"), QStringLiteral("Fiat")},
            {QStringLiteral("model_name"), QStringLiteral("Argo")},
            {QStringLiteral("model_year"), year - 1},
            {QStringLiteral("manufacture_year"), year - 2},
            {QStringLiteral("fipe_code"), QStringLiteral("001500-2")},
            {QStringLiteral("fuel_type"), QStringLiteral("ethanol")},
            {QStringLiteral("is_0km"), false}};
}

// Isabela's auto quote made through the service and saved as the wizard saves it. Her
// coverages are insured above their minimums, so the wizard's defaults cannot pass for them.
QString saveIsabelasQuote(UiFixture &f, const QDate &start)
{
    return saveQuoteOnDesk(f, 1, [&start](QJsonObject &body, const QJsonObject &request) {
        QJsonArray coverages;
        for (const QJsonValue c : salesflow::requiredCoverages(
                 request, body.value(QStringLiteral("plan_id")).toString())) {
            QJsonObject chosen = c.toObject();
            for (const QJsonValue offer : request[QStringLiteral("coverages")].toArray())
                if (offer[QStringLiteral("id")] == chosen[QStringLiteral("id")]) {
                    const qint64 low = offer[QStringLiteral("insured_amount_min")].toInteger();
                    const qint64 high = offer[QStringLiteral("insured_amount_max")].toInteger();
                    chosen.insert(QStringLiteral("insured_amount"),
                                  (low + (high - low) / 3) / 100 * 100);
                }
            coverages.append(chosen);
        }
        QJsonObject item = isabelasCar();
        item.insert(QStringLiteral("coverages"), coverages);
        body.insert(QStringLiteral("items"), QJsonArray{item});
        body.insert(QStringLiteral("policy_holder"), isabela());
        body.insert(QStringLiteral("lifetime_start"), start.toString(Qt::ISODate));
        body.insert(QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate));
    });
}

QString text(QWidget *in, const char *name)
{
    const auto *edit = in->findChild<QLineEdit *>(QLatin1String(name));
    return edit ? edit->text() : QStringLiteral("<no %1>").arg(QLatin1String(name));
}

} // namespace

class TestRequote : public QObject
{
    Q_OBJECT
    std::unique_ptr<IsolatedSettings> m_settings;

    // The wizard at its cover dates, filled from Isabela's quote: the very same customer, car,
    // plan, coverages and amounts; nothing of the quote made before.
    static void verifyIsabelasQuoteIn(QuoteWizard *w, const cache::SavedQuote &saved,
                                      const QDate &start)
    {
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::LifetimeStepId));
        QTRY_VERIFY(!w->isAdvancing());
        // The keyboard waits on the new dates, where Enter quotes.
        QVERIFY(w->currentPage()->isAncestorOf(QApplication::focusWidget()));
        auto *holder = qobject_cast<ui::HolderStep *>(w->page(QuoteWizard::HolderStepId));
        QCOMPARE(text(holder, "holder.first_name"), QStringLiteral("Isabela"));
        QCOMPARE(text(holder, "holder.last_name"), QStringLiteral("Moreira"));
        QCOMPARE(domain::toJson(holder->form()->value()), isabela());
        auto *item = w->page(QuoteWizard::ItemStepId);
        QCOMPARE(text(item, "item.plate"), QStringLiteral("RIO2A45"));
        QCOMPARE(text(item, "item.brand_name"), QStringLiteral("Fiat"));
        QCOMPARE(text(item, "item.model_name"), QStringLiteral("Argo"));
        const QJsonArray savedCoverages =
            saved.request[QStringLiteral("items")][0][QStringLiteral("coverages")].toArray();
        QVERIFY(!savedCoverages.isEmpty());
        for (const QJsonValue c : savedCoverages) {
            auto *amount = w->page(QuoteWizard::PlanStepId)
                               ->findChild<QSpinBox *>(QStringLiteral("insuredAmount:") +
                                                       c[QStringLiteral("id")].toString());
            QVERIFY(amount);
            QCOMPARE(qint64(amount->value()) * 100,
                     c[QStringLiteral("insured_amount")].toInteger());
        }
        auto *page = w->currentPage();
        QCOMPARE(page->findChild<ui::DateField *>(QStringLiteral("lifetime_start"))->date(), start);
        QCOMPARE(page->findChild<ui::DateField *>(QStringLiteral("lifetime_end"))->date(),
                 start.addYears(1));
    }

    // Next on the cover dates quotes Isabela's risk again, and nothing else.
    static void verifyTheNewQuote(UiFixture &f, QuoteWizard *w, const cache::SavedQuote &before,
                                  const QDate &start)
    {
        QVERIFY(wizarddriver::clickNext(w));
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::ResultsStepId));
        QVERIFY(w->draft().quote);
        const auto after = f.offline.quote(w->draft().quote->id);
        QVERIFY(after);
        QVERIFY(after->summary.quoteId != before.summary.quoteId);
        QCOMPARE(after->request[QStringLiteral("policy_holder")].toObject(), isabela());
        QCOMPARE(after->request[QStringLiteral("plan_id")],
                 before.request[QStringLiteral("plan_id")]);
        // The same car, coverages and amounts: every field of the earlier item, as it was.
        const QJsonObject was = before.request[QStringLiteral("items")][0].toObject();
        const QJsonObject is = after->request[QStringLiteral("items")][0].toObject();
        for (auto it = was.begin(); it != was.end(); ++it)
            QVERIFY2(is.value(it.key()) == it.value(), qPrintable(it.key()));
        QCOMPARE(after->request[QStringLiteral("lifetime_start")].toString().left(10),
                 start.toString(Qt::ISODate));
        auto *changes = w->currentPage()->findChild<QLabel *>(QStringLiteral("requoteChanges"));
        QVERIFY(changes && changes->isVisible());
        QVERIFY(!changes->text().isEmpty());
    }

private slots:
    void init() { m_settings = std::make_unique<IsolatedSettings>(); }
    void cleanup() { m_settings.reset(); }

    // Seen: a quote finished for one customer, then another customer's saved quote re-quoted
    // from the saved quotes: the holder step showed the first customer.
    void requote_ofAnotherCustomersSavedQuote_opensWithExactlyThatCustomerAndCar()
    {
        UiFixture f;
        const QString isabelas = saveIsabelasQuote(f, domain::businessday::today().addDays(3));
        QVERIFY(!isabelas.isEmpty());
        ui::MainWindow window(f.workspace, ui::createPages(f.workspace));
        window.resize(1240, 680);
        QVERIFY(typist::activate(&window));
        auto *quotePage = qobject_cast<ui::QuotePage *>(window.page(QStringLiteral("quote")));
        QuoteWizard *w = quotePage->wizard();
        window.showPage(QStringLiteral("quote"));
        QVERIFY(!wizarddriver::quote(f, w, 1).isEmpty()); // Ana Souza's car, typed in
        QCOMPARE(text(w->page(QuoteWizard::HolderStepId), "holder.first_name"),
                 QStringLiteral("Ana"));

        // To the saved quotes by the sidebar; Isabela's found by typing; Re-quote clicked.
        auto *sidebar = window.findChild<QListWidget *>(QStringLiteral("sidebar"));
        const int offlineRow = int(ui::pageKeys().indexOf(QStringLiteral("offline")));
        QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, Qt::NoModifier,
                          sidebar->visualItemRect(sidebar->item(offlineRow)).center());
        auto *offline = qobject_cast<ui::OfflineQuotesPage *>(window.currentPage());
        QVERIFY(offline);
        QCOMPARE(QApplication::focusWidget(), offline->searchField());
        QVERIFY(typist::type(QStringLiteral("Isabela")));
        QTRY_COMPARE(offline->currentQuoteId(), isabelas);
        // The click moves on to the quote page: the button keeps no keyboard to wait for.
        QTest::mouseClick(offline->requoteButton(), Qt::LeftButton);
        QCOMPARE(window.currentPage(), quotePage);

        const auto saved = f.offline.quote(isabelas);
        verifyIsabelasQuoteIn(w, *saved, domain::businessday::today());
        verifyTheNewQuote(f, w, *saved, domain::businessday::today());
        // Compare shows the new prices beside the earlier ones.
        const QStringList checked = quotePage->compare()->checkedIds();
        QCOMPARE(QSet<QString>(checked.cbegin(), checked.cend()),
                 (QSet<QString>{isabelas, w->draft().quote->id}));
    }

    // Compare's Re-quote (Ctrl+R) is the same re-quote.
    void requote_fromCompare_isTheSameRequote()
    {
        UiFixture f;
        const QString isabelas = saveIsabelasQuote(f, domain::businessday::today().addDays(1));
        QVERIFY(!isabelas.isEmpty());
        ui::QuotePage page(f.workspace);
        page.resize(1240, 680);
        QVERIFY(typist::activate(&page));
        page.showCompare();
        auto *list = page.compare()->findChild<QListWidget *>(QStringLiteral("savedQuotes"));
        QTRY_VERIFY(list->count() == 1);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
                          list->visualItemRect(list->item(0)).center());
        QTRY_VERIFY(typist::hasKeyboard(list));
        QCOMPARE(list->currentItem()->data(Qt::UserRole + 1).toString(), isabelas);
        QVERIFY(typist::key(Qt::Key_R, Qt::ControlModifier));
        const auto saved = f.offline.quote(isabelas);
        verifyIsabelasQuoteIn(page.wizard(), *saved, domain::businessday::today());
        verifyTheNewQuote(f, page.wizard(), *saved, domain::businessday::today());
    }

    // A sold quote re-quoted is its renewal: the new cover starts where the sold one ends.
    void requote_ofASoldQuote_startsWhereItsCoverEnds()
    {
        UiFixture f;
        const QDate start = domain::businessday::today().addDays(2);
        const QString isabelas = saveIsabelasQuote(f, start);
        QVERIFY(!isabelas.isEmpty());
        cache::SalesLog sales;
        QVERIFY(sales.open(f.dir.filePath(QStringLiteral("sales.db"))).ok());
        cache::SaleRecord sale;
        sale.saleId = QStringLiteral("sale-of-isabela");
        sale.quoteId = isabelas;
        sale.holderName = QStringLiteral("Isabela Moreira");
        sale.status = int(domain::SaleStatus::Finished);
        QVERIFY(sales.record(sale));
        f.workspace.setSales(&sales);
        ui::QuotePage page(f.workspace);
        page.resize(1240, 680);
        QVERIFY(typist::activate(&page));
        emit f.workspace.requoteRequested(isabelas);
        const auto saved = f.offline.quote(isabelas);
        verifyIsabelasQuoteIn(page.wizard(), *saved, start.addYears(1));
    }

    // After a quote, "New quote" opens the holder step empty: nobody's data stays.
    void newQuote_afterAQuote_opensWithAnEmptyHolderAndItem()
    {
        UiFixture f;
        ui::QuotePage page(f.workspace);
        page.resize(1240, 680);
        QVERIFY(typist::activate(&page));
        QuoteWizard *w = page.wizard();
        QVERIFY(!wizarddriver::quote(f, w, 1).isEmpty());
        QTest::mouseClick(w->button(QWizard::FinishButton), Qt::LeftButton); // "New quote"
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::ProductStepId));
        QVERIFY(wizarddriver::clickNext(w)); // the same product, chosen already
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::PlanStepId));
        QVERIFY(wizarddriver::fillPlan(w));
        QVERIFY(wizarddriver::clickNext(w));
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::HolderStepId));
        auto *holder = w->currentPage();
        for (const char *field :
             {"holder.first_name", "holder.last_name", "holder.cpf", "holder.email",
              "holder.address.zip_code", "holder.address.street_name"})
            QVERIFY2(text(holder, field).isEmpty(), field);
        QVERIFY(!w->button(QWizard::NextButton)->isEnabled());
        wizarddriver::fillHolder(w, documents::withCpfCheckDigits(QStringLiteral("123987456")));
        QVERIFY2(wizarddriver::clickNext(w), qPrintable(w->missingText()));
        QVERIFY(wizarddriver::waitForStep(w, QuoteWizard::ItemStepId));
        QVERIFY(text(w->currentPage(), "item.plate").isEmpty());
    }
};

QTEST_MAIN(TestRequote)
#include "tst_requote.moc"
