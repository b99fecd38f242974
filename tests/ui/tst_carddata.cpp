// Card data never leaves the desk: a whole quote → card sale through the real pages, with a
// recording proxy between the desk and the sandbox, and no request the desk sent carries
// anything shaped like a card number.
#include "faultproxy.h"
#include "wizarddriver.h"

#include "domain/formats.h"
#include "quoting/quotepage.h"
#include "quoting/resultsstep.h"
#include "sales/checkoutview.h"
#include "sales/salespage.h"
#include "sales/salestatusview.h"

#include <QComboBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::ui;
using namespace wizarddriver;

namespace {

// Every run of 13 to 19 digits (single spaces allowed between them, as cards are written)
// that passes the Luhn check: what a PAN looks like in a body or a query.
QStringList cardLikeNumbers(const QByteArray &sent)
{
    static const QRegularExpression run(QStringLiteral("[0-9](?: ?[0-9])*"));
    QStringList out;
    for (auto it = run.globalMatch(QString::fromUtf8(sent)); it.hasNext();) {
        const QString digits = it.next().captured().remove(u' ');
        if (digits.size() >= 13 && digits.size() <= 19 && formats::luhnValid(digits))
            out.append(digits);
    }
    return out;
}

} // namespace

class TestCardData : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void scanner_findsACardNumberAsTheOldCheckoutSentIt()
    {
        QCOMPARE(cardLikeNumbers(R"({"complement":{"card_number":"4111111111111111"}})"),
                 QStringList{QStringLiteral("4111111111111111")});
        QCOMPARE(cardLikeNumbers("pan=4111 1111 1111 1111"),
                 QStringList{QStringLiteral("4111111111111111")});
        QVERIFY(cardLikeNumbers(R"({"cpf":"29141777638","phone":"+5511999990000"})").isEmpty());
    }

    void quoteThenCardSale_sendsNoCardNumberInAnyRequest()
    {
        UiFixture f;
        QVERIFY(f.server.started());
        FaultProxy recorder(f.server.sandbox().baseUrl());
        QVERIFY(recorder.listen());
        api::ServerSettings s = f.api.settings();
        s.baseUrl = recorder.baseUrl(); // the sign-in too: every byte the desk sends is seen
        s.tokenUrl = QUrl(recorder.baseUrl().toString() + QStringLiteral("/oauth2/token"));
        f.api.setSettings(s);

        QuotePage quotes(f.workspace);
        SalesPage sales(f.workspace);
        sales.saleStatus()->setLongestPollInterval(100);
        quotes.show();
        sales.show();
        QVERIFY(!quote(f, quotes.wizard(), 1).isEmpty());
        auto *results =
            qobject_cast<ResultsStep *>(quotes.wizard()->page(QuoteWizard::ResultsStepId));
        QTest::mouseClick(results->findChild<QPushButton *>(QStringLiteral("sell")),
                          Qt::LeftButton);
        QVERIFY(sales.isShowingCheckout());
        auto *methods = sales.checkout()->findChild<QComboBox *>(QStringLiteral("paymentMethod"));
        const int card = methods->findData(QStringLiteral("CreditCard"));
        QVERIFY(card >= 0);
        methods->setCurrentIndex(card);
        auto *confirm = sales.checkout()->findChild<QPushButton *>(QStringLiteral("confirm"));
        QVERIFY(confirm->isEnabled()); // nothing about the card is asked for
        QTest::mouseClick(confirm, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(sales.isShowingSale(), 8000);
        QTRY_COMPARE_WITH_TIMEOUT(sales.saleStatus()->status(), domain::SaleStatus::Finished, 8000);

        // The recording really holds the flow: sign-in, quote, and the card sale itself.
        const auto &seen = recorder.seen();
        const auto sent = [&](const QString &path, const QByteArray &has = {}) {
            return std::any_of(seen.begin(), seen.end(), [&](const FaultProxy::Seen &r) {
                return r.path == path && r.body.contains(has);
            });
        };
        QVERIFY(sent(QStringLiteral("/oauth2/token")));
        QVERIFY(sent(QStringLiteral("/v1/quotes")));
        QVERIFY(sent(QStringLiteral("/v1/sales"), "\"CreditCard\""));
        for (const FaultProxy::Seen &r : seen) {
            const QStringList found = cardLikeNumbers(r.target + '\n' + r.body);
            QVERIFY2(found.isEmpty(), qPrintable(QString::fromLatin1(r.method) + u' ' + r.path +
                                                 QStringLiteral(" carried ") + found.join(u',')));
        }
    }
};

QTEST_MAIN(TestCardData)
#include "tst_carddata.moc"
