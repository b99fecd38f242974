// A sold quote says so — when, to whom, for how much, never by an id — and offers no other sale,
// in the results, the saved quotes and Compare. Sold again anyway, the service's refusal reads
// in Portuguese, with no Retry (it cannot help) and the service's own words in the details.
// In Portuguese throughout, as the broker reads it.
#include "networkidle.h"
#include "uitestsettings.h"
#include "wizarddriver.h"

#include "common/language.h"
#include "offline/offlinequotespage.h"
#include "offline/quotedetailsview.h"
#include "offline/savedquotesmodel.h"
#include "quoting/compareview.h"
#include "quoting/quotepage.h"
#include "quoting/resultsstep.h"
#include "sales/checkoutview.h"
#include "sales/salespage.h"
#include "sales/salestatusview.h"
#include "settings/secretstore.h"
#include "shell/errorbanner.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTextDocumentFragment>

using namespace brokerdesk;

class TestSoldQuotes : public QObject
{
    Q_OBJECT
    std::unique_ptr<IsolatedSettings> m_settings;

    // A quote typed in the wizard and sold by card from its results: the sale's id.
    static QString quoteAndSell(UiFixture &f, ui::QuotePage &quotes, ui::SalesPage &sales)
    {
        if (wizarddriver::quote(f, quotes.wizard(), 1).isEmpty())
            return {};
        auto *results = quotes.wizard()->currentPage();
        // Clicks that move on to another view: their buttons keep no keyboard to wait for.
        QTest::mouseClick(results->findChild<QPushButton *>(QStringLiteral("sell")),
                          Qt::LeftButton);
        if (!sales.isShowingCheckout())
            return {};
        auto *methods = sales.checkout()->findChild<QComboBox *>(QStringLiteral("paymentMethod"));
        methods->setCurrentIndex(methods->findData(QStringLiteral("CreditCard")));
        QTest::mouseClick(sales.checkout()->findChild<QPushButton *>(QStringLiteral("confirm")),
                          Qt::LeftButton);
        if (!QTest::qWaitFor([&] { return sales.isShowingSale(); }, 8000))
            return {};
        return sales.saleStatus()->saleId();
    }

    // What a broker reads of the sale: when, to whom and for how much; never its id.
    static void verifyNamesTheSale(const QString &shown, const QString &saleId)
    {
        QVERIFY2(shown.contains(QStringLiteral("Esta cotação foi vendida.")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Vendida em ")) &&
                     shown.contains(QStringLiteral("para Ana Souza")) &&
                     shown.contains(QStringLiteral("R$")),
                 qPrintable(shown));
        QVERIFY2(!shown.contains(saleId.left(8), Qt::CaseInsensitive), qPrintable(shown));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the sales log goes to a test folder
        ui::SecretStore::instance().setKeychainEnabled(false);
        QVERIFY(ui::installTranslations(QStringLiteral("pt_BR")));
    }
    void init()
    {
        m_settings = std::make_unique<IsolatedSettings>();
        QFile::remove(cache::SalesLog::defaultPath());
    }
    void cleanup() { m_settings.reset(); }

    void soldQuote_saysWhenAndToWhom_andOffersNoSale_inResultsSavedQuotesAndCompare()
    {
        UiFixture f;
        ui::QuotePage quotes(f.workspace);
        ui::SalesPage sales(f.workspace);
        quotes.resize(1100, 700);
        sales.resize(1100, 700);
        QVERIFY(typist::activate(&quotes));
        sales.show();
        const QString saleId = quoteAndSell(f, quotes, sales);
        QVERIFY(!saleId.isEmpty());
        const QString quoteId = quotes.wizard()->draft().quote->id;

        // The results step: no Sell, and the sale named.
        auto *results = quotes.wizard()->currentPage();
        QVERIFY(results->findChild<QPushButton *>(QStringLiteral("sell"))->isHidden());
        QString summary;
        for (auto *label : results->findChildren<QLabel *>())
            summary += label->text();
        verifyNamesTheSale(QTextDocumentFragment::fromHtml(summary).toPlainText(), saleId);
        // Enter on an option sells nothing either.
        QSignalSpy checkout(&f.workspace, &ui::Workspace::checkoutRequested);
        auto *table = results->findChild<QTableView *>(QStringLiteral("installments"));
        QVERIFY(typist::activate(&quotes));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier,
                          table->visualRect(table->model()->index(0, 0)).center());
        QTRY_VERIFY(typist::hasKeyboard(table));
        QVERIFY(typist::enter());
        QCOMPARE(checkout.count(), 0);

        // The saved quotes: "Vendida" in the list, the sale in the details, Sell off.
        ui::OfflineQuotesPage offline(f.workspace);
        offline.resize(1100, 700);
        offline.show();
        offline.activate();
        offline.showQuote(quoteId);
        QCOMPARE(offline.currentQuoteId(), quoteId);
        QVERIFY(!offline.sellButton()->isEnabled());
        const int row = offline.quotesModel()->rowOf(quoteId);
        QCOMPARE(offline.quotesModel()->index(row, ui::SavedQuotesModel::Status).data().toString(),
                 QStringLiteral("Vendida"));
        verifyNamesTheSale(offline.detailsView()->toPlainText(), saleId);
        QSignalSpy opened(&f.workspace, &ui::Workspace::saleOpened);
        ui::QuoteDetailsView *details = offline.detailsView();
        const QTextCursor link = details->document()->find(QStringLiteral("Abrir a venda"));
        QVERIFY(!link.isNull());
        details->setTextCursor(link);
        details->ensureCursorVisible();
        QTest::mouseClick(details->viewport(), Qt::LeftButton, Qt::NoModifier,
                          details->cursorRect(link).center() - QPoint(8, 0));
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.first().first().toString(), saleId);

        // Compare: the sold quote's cells offer no sale.
        quotes.showCompare();
        quotes.compare()->setChecked({quoteId});
        auto *sellCell = quotes.compare()->findChild<QPushButton *>(QStringLiteral("sellCell"));
        QVERIFY(!sellCell->isEnabled());
        auto *sold = quotes.compare()->findChild<QLabel *>(QStringLiteral("soldQuote"));
        QVERIFY(sold->isVisible());
        verifyNamesTheSale(QTextDocumentFragment::fromHtml(sold->text()).toPlainText(), saleId);
    }

    // Sold again from the checkout anyway: the service refuses. The broker reads the desk's
    // Portuguese sentence; the service's English is only in the details; no Retry.
    void sellingASoldQuoteAgain_isRefusedInPortuguese_withoutRetry()
    {
        UiFixture f;
        ui::QuotePage quotes(f.workspace);
        ui::SalesPage sales(f.workspace);
        sales.saleStatus()->setLongestPollInterval(100);
        quotes.resize(1100, 700);
        sales.resize(1100, 700);
        QVERIFY(typist::activate(&quotes));
        sales.show();
        QVERIFY(!quoteAndSell(f, quotes, sales).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(sales.saleStatus()->status(), domain::SaleStatus::Finished, 8000);
        const domain::Quote quote = *quotes.wizard()->draft().quote;
        emit f.workspace.checkoutRequested(quote.id, 0, quote.items.at(0).installments.at(0).id,
                                           QStringLiteral("CreditCard"));
        QVERIFY(sales.isShowingCheckout());
        QTest::mouseClick(sales.checkout()->findChild<QPushButton *>(QStringLiteral("confirm")),
                          Qt::LeftButton);
        auto *banner = sales.checkout()->findChild<ui::ErrorBanner *>();
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), 8000);
        QVERIFY2(
            banner->message().contains(QStringLiteral("Esta cotação não pode mais ser vendida")),
            qPrintable(banner->message()));
        QVERIFY2(!banner->message().contains(QStringLiteral("Quote not available")),
                 qPrintable(banner->message()));
        QVERIFY(
            banner->details().contains(QStringLiteral("Quote not available to perform a sale")));
        QVERIFY(banner->findChild<QPushButton *>(QStringLiteral("retry"))->isHidden());
        auto *details = banner->findChild<QPushButton *>(QStringLiteral("errorDetails"));
        QVERIFY(!details->isHidden());
        auto *detailsText = banner->findChild<QLabel *>(QStringLiteral("errorDetailsText"));
        QVERIFY(detailsText->isHidden()); // until asked for
        QVERIFY(typist::click(details));
        QVERIFY(detailsText->isVisible());
    }
};

QTEST_MAIN(TestSoldQuotes)
#include "tst_soldquotes.moc"
