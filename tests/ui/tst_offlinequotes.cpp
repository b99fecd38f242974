#include "salesflow.h"
#include "sandboxfixture.h"
#include "uitestsettings.h"

#include "typist.h"

#include "common/copyreference.h"
#include "common/recordnames.h"
#include "offline/offlinequotespage.h"
#include "offline/quotedetailsview.h"
#include "offline/savedquotesmodel.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;

// The offline quotes page with the service gone: quotes are made against a real sandbox and
// saved as the wizard saves them, then the sandbox is stopped before the page opens.
class TestOfflineQuotes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_offline.open(m_dir.filePath(QStringLiteral("offline.db"))).ok());
        SandboxFixture server;
        QVERIFY(server.started());
        const QByteArray token = server.token();
        const QJsonArray products =
            server.get(QStringLiteral("/v1/merchant/stores/") + server.broker(0).channelId, token)
                .json.value(QStringLiteral("broker_products"))
                .toArray();
        for (const int type : {1, 8}) { // an auto and an electronic quote
            const auto quote = salesflow::makeQuote(server, token, 0, type);
            QVERIFY(quote);
            const QString bpId = salesflow::brokerProductOfType(server, token, 0, type);
            QJsonObject brokerProduct;
            for (const auto &p : products)
                if (p.toObject().value(QStringLiteral("id")).toString() == bpId)
                    brokerProduct = p.toObject();
            QJsonObject holder = salesflow::demoHolder();
            holder.insert(QStringLiteral("first_name"),
                          type == 1 ? QStringLiteral("Ana") : QStringLiteral("Bruno"));
            const QJsonObject request{
                {QStringLiteral("policy_holder"), holder},
                {QStringLiteral("items"), QJsonArray{salesflow::demoItem(type)}},
                {QStringLiteral("lifetime_start"), QStringLiteral("2026-12-01")},
                {QStringLiteral("lifetime_end"), QStringLiteral("2027-12-01")}};
            QVERIFY(m_offline.saveQuote(brokerProduct, request, quote->answer));
            m_quoteIds << quote->id;
            m_productIds << bpId;
        }
        m_deadUrl = server.sandbox().baseUrl();
    } // the sandbox stops here

    void init() { m_settings = std::make_unique<IsolatedSettings>(); }
    void cleanup() { m_settings.reset(); }

    void savedQuotes_listAndOpenWithTheServiceStopped()
    {
        api::ApiClient client; // pointing at the stopped sandbox
        api::ServerSettings s;
        s.baseUrl = m_deadUrl;
        client.setSettings(s);
        ui::Workspace ws(client, m_offline);
        ui::OfflineQuotesPage page(ws);
        QAbstractItemModelTester tester(page.quotesModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.show();
        page.activate();
        QCOMPARE(page.quotesModel()->rowCount(), 2);
        QVERIFY(page.errorBanner()->isHidden());

        page.showQuote(m_quoteIds.at(0));
        QCOMPARE(page.currentQuoteId(), m_quoteIds.at(0));
        const QString details = page.detailsView()->toPlainText();
        // The quote by its customer, product and cover, never its id nor a piece of it; "Copy
        // reference" hands the id over.
        const auto saved = ws.offline().quote(m_quoteIds.at(0));
        QVERIFY(saved);
        QVERIFY2(details.contains(ui::quoteName(*saved)), qPrintable(details));
        QVERIFY2(!details.contains(m_quoteIds.at(0).left(8), Qt::CaseInsensitive),
                 qPrintable(details));
        auto *reference = page.findChild<ui::CopyReference *>();
        QVERIFY(reference && reference->isVisible());
        QApplication::clipboard()->clear();
        QTest::mouseClick(reference, Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(), m_quoteIds.at(0));
        QVERIFY2(details.contains(QStringLiteral("Ana")), qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral("12×")) || details.contains(QStringLiteral("1×")),
                 qPrintable(details));
    }

    void aSavedQuoteOpenedFromElsewhere_isTheOneShown()
    {
        api::ApiClient client;
        ui::Workspace ws(client, m_offline);
        ui::OfflineQuotesPage page(ws);
        page.show();
        page.activate();
        for (const QString &id : {m_quoteIds.at(1), m_quoteIds.at(0)}) {
            emit ws.savedQuoteOpened(id); // a customer's record, for one
            QCOMPARE(page.currentQuoteId(), id);
        }
    }

    void search_findsByHolderName()
    {
        api::ApiClient client;
        ui::Workspace ws(client, m_offline);
        ui::OfflineQuotesPage page(ws);
        page.show();
        page.activate();
        QTest::keyClicks(page.searchField(), QStringLiteral("bruno"));
        QCOMPARE(page.quotesModel()->rowCount(), 1);
        QCOMPARE(page.currentQuoteId(), m_quoteIds.at(1));
        page.searchField()->clear();
        QCOMPARE(page.quotesModel()->rowCount(), 2);
    }

    void export_writesJsonAndCsvFiles()
    {
        api::ApiClient client;
        ui::Workspace ws(client, m_offline);
        ui::OfflineQuotesPage page(ws);
        page.show();
        page.activate();
        page.showQuote(m_quoteIds.at(0));
        QTemporaryDir out;
        page.setPathChooser([&](ui::OfflineQuotesPage::Format format, const QString &name) {
            Q_UNUSED(format);
            return out.filePath(name);
        });
        // Files named as the broker names the quote, never by its id.
        const auto saved = ws.offline().quote(m_quoteIds.at(0));
        QVERIFY(saved);
        const QString name = QStringLiteral("Quote - %1 - %2")
                                 .arg(saved->summary.holderName, saved->summary.productName);
        QVERIFY(page.exportCurrent(ui::OfflineQuotesPage::Format::Json));
        QFile json(out.filePath(name + QStringLiteral(".json")));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(json.readAll()).object();
        QCOMPARE(
            doc.value(QStringLiteral("quote")).toObject().value(QStringLiteral("id")).toString(),
            m_quoteIds.at(0));

        QVERIFY(page.exportCurrent(ui::OfflineQuotesPage::Format::Csv));
        QFile csv(out.filePath(name + QStringLiteral(".csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readAll().count('\n') >= 2); // a header and at least one option

        // A folder that cannot be written: said in plain words, nothing thrown away.
        page.setPathChooser([](auto, const QString &suggested) -> QString {
            return QStringLiteral("/nonexistent-folder/") + suggested;
        });
        QVERIFY(!page.exportCurrent(ui::OfflineQuotesPage::Format::Json));
        QVERIFY(page.errorBanner()->isVisible());
    }

    void requoteAndSell_handTheQuoteToTheOtherPages()
    {
        api::ApiClient client;
        ui::Workspace ws(client, m_offline);
        ui::OfflineQuotesPage page(ws);
        page.show();
        page.activate();
        page.showQuote(m_quoteIds.at(1));
        // Re-quote asks for the very quote again (its customer, item and coverages), not only
        // its product (issue 33).
        QSignalSpy requote(&ws, &ui::Workspace::requoteRequested);
        QSignalSpy sell(&ws, &ui::Workspace::checkoutRequested);
        QTest::mouseClick(page.requoteButton(), Qt::LeftButton);
        QCOMPARE(requote.count(), 1);
        QCOMPARE(requote.at(0).at(0).toString(), m_quoteIds.at(1));
        QVERIFY(page.sellButton()->isEnabled());
        QTest::mouseClick(page.sellButton(), Qt::LeftButton);
        QCOMPARE(sell.count(), 1);
        QCOMPARE(sell.at(0).at(0).toString(), m_quoteIds.at(1));
        // Enter on a row sells it too.
        page.table()->setFocus();
        QTest::keyClick(page.table(), Qt::Key_Return);
        QCOMPARE(sell.count(), 2);
    }

    // Last: it deletes one of the saved quotes at once, and Undo (its button, or Ctrl+Z)
    // brings it back whole.
    void delete_removesAtOnce_andUndoBringsTheQuoteBackWhole()
    {
        api::ApiClient client;
        ui::Workspace ws(client, m_offline);
        ui::OfflineQuotesPage page(ws);
        page.resize(1000, 700);
        page.activate();
        QVERIFY(typist::activate(&page));
        const QString id = m_quoteIds.at(1);
        page.showQuote(id);
        const auto kept = m_offline.quote(id);
        QVERIFY(kept);
        const int before = page.quotesModel()->rowCount();
        auto *remove = page.findChild<QPushButton *>(QStringLiteral("deleteQuote"));
        QVERIFY(remove && remove->isEnabled());
        QVERIFY(typist::click(remove));
        QCOMPARE(page.quotesModel()->rowCount(), before - 1);
        QVERIFY(!m_offline.quote(id).has_value());
        auto *bar = page.findChild<QWidget *>(QStringLiteral("undoBar"));
        QVERIFY(bar && bar->isVisible());
        QVERIFY(bar->findChild<QLabel *>()->text().contains(QStringLiteral("Bruno")));

        // (The bar goes with the click: no keyboard to wait for.)
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("undoDelete")),
                          Qt::LeftButton);
        QCOMPARE(page.quotesModel()->rowCount(), before);
        QVERIFY(!bar->isVisible());
        const auto back = m_offline.quote(id);
        QVERIFY(back);
        QCOMPARE(back->request, kept->request);
        QCOMPARE(back->answer, kept->answer);
        QCOMPARE(back->summary.fetchedAt, kept->summary.fetchedAt);
        QCOMPARE(page.currentQuoteId(), id); // shown again

        // Ctrl+Z, from the list, does the same.
        QVERIFY(typist::click(remove));
        QVERIFY(!m_offline.quote(id).has_value());
        QVERIFY(typist::click(page.table()));
        QVERIFY(typist::key(Qt::Key_Z, Qt::ControlModifier));
        QVERIFY(m_offline.quote(id).has_value());
        QCOMPARE(page.quotesModel()->rowCount(), before);
    }

private:
    QTemporaryDir m_dir;
    cache::OfflineStore m_offline;
    QStringList m_quoteIds;
    QStringList m_productIds;
    QUrl m_deadUrl;
    std::unique_ptr<IsolatedSettings> m_settings;
};

QTEST_MAIN(TestOfflineQuotes)
#include "tst_offlinequotes.moc"
