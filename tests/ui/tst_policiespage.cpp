// The Policies page against the real in-process sandbox: the lazy list and the details pane,
// a cancel through CancelPolicyDialog (reason, description, reversal method, preview), the
// WireTransfer bank account checked before anything is sent, and a cancel the service refuses.
#include "networkidle.h"
#include "salesflow.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "common/copyreference.h"
#include "common/errortext.h"
#include "common/formatting.h"
#include "domain/businessday.h"
#include "domain/enums.h"
#include "domain/money.h"
#include "models/lazylistmodel.h"
#include "policies/cancelpolicydialog.h"
#include "policies/cancelpreview.h"
#include "policies/policiespage.h"
#include "policies/policydetails.h"
#include "policies/refundtable.h"
#include "shell/errorbanner.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkReply>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QTimeZone>

using namespace brokerdesk;
using ui::PoliciesPage;
using ui::policies::CancelPolicyDialog;
using ui::policies::RefundTable;
namespace policies = ui::policies;
using Role = models::LazyListModel::Role;

namespace {

constexpr int timeoutMs = 15000; // generous: the machine is shared

sandbox::SandboxSettings withPolicies(int count)
{
    auto s = SandboxFixture::defaults();
    s.seedPolicies = count;
    return s;
}

// What ErrorBanner::markField leaves on a field the check refused.
bool isMarked(const QWidget *w)
{
    return w && w->property("invalid").toBool();
}

// Picks the item carrying `data` the way a user does from the keyboard: arrow keys.
void choose(QComboBox *box, const QVariant &data)
{
    QVERIFY(box);
    const int target = box->findData(data);
    QVERIFY2(target >= 0, qPrintable(data.toString()));
    for (int i = 0; i < box->count() && box->currentIndex() != target; ++i)
        QTest::keyClick(box, box->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
    QCOMPARE(box->currentIndex(), target);
}

void type(QWidget *root, const QString &name, const QString &text)
{
    auto *edit = root->findChild<QLineEdit *>(name);
    QVERIFY2(edit, qPrintable(name));
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

// The Policies page on a sandbox, shown, its model under QAbstractItemModelTester, with a
// record of every request the desk makes ("DELETE /v1/policies/<id>").
class Harness
{
public:
    explicit Harness(sandbox::SandboxSettings settings = SandboxFixture::defaults())
        : f(std::move(settings))
    {
        QObject::connect(
            &f.api.network(), &QNetworkAccessManager::finished, &page,
            [this](QNetworkReply *reply) {
                const QByteArray verb =
                    reply->request().attribute(QNetworkRequest::CustomVerbAttribute).toByteArray();
                // A request the service refused for an expired token is sent
                // again after a new sign-in: count what it answered.
                if (reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 401)
                    sent << QString::fromLatin1(verb) + u' ' + reply->url().path();
            });
        page.resize(1200, 760);
        page.show();
        page.activate();
    }

    int cancelsSent() const
    {
        return int(sent.filter(QStringLiteral("DELETE /v1/policies/")).size());
    }
    int column(const QString &header) const
    {
        for (int c = 0; c < page.model()->columnCount(); ++c)
            if (page.model()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() == header)
                return c;
        return -1;
    }
    QString cell(int row, const QString &header) const
    {
        return page.model()->index(row, column(header)).data().toString();
    }
    QJsonObject record(int row) const
    {
        return page.model()->index(row, 0).data(Role::RecordRole).toJsonObject();
    }
    bool loaded(int rows) const
    {
        return page.model()->rowCount() == rows && !page.isBusy() &&
               page.model()->rowState(0) == models::LazyListModel::LoadState::Loaded;
    }
    // A click on the row, as the user selects it.
    void clickRow(int row)
    {
        const QRect rect = page.view()->visualRect(page.model()->index(row, 0));
        QTest::mouseClick(page.view()->viewport(), Qt::LeftButton, {}, rect.center());
    }
    // The dialog the Cancel button opened (an earlier one may still await deletion).
    CancelPolicyDialog *openDialog() const
    {
        for (auto *d : page.findChildren<CancelPolicyDialog *>())
            if (d->isVisible())
                return d;
        return nullptr;
    }
    CancelPolicyDialog *clickCancel()
    {
        QTest::mouseClick(page.cancelButton(), Qt::LeftButton);
        CancelPolicyDialog *dialog = openDialog();
        if (dialog) {
            reasonTester = std::make_unique<QAbstractItemModelTester>(
                dialog->findChild<QComboBox *>(QStringLiteral("reason"))->model(),
                QAbstractItemModelTester::FailureReportingMode::QtTest);
            methodTester = std::make_unique<QAbstractItemModelTester>(
                dialog->findChild<QComboBox *>(QStringLiteral("reversalMethod"))->model(),
                QAbstractItemModelTester::FailureReportingMode::QtTest);
        }
        return dialog;
    }
    // The policy as the service lists it now.
    QJsonObject listed(const QString &id)
    {
        const auto r = f.server.get(QStringLiteral("/v1/policies?rows=100"), f.server.token(0));
        for (const QJsonValue p : r.json.value(QStringLiteral("items")).toArray())
            if (p[QStringLiteral("id")].toString() == id)
                return p.toObject();
        return {};
    }
    // The premium of the policy paid so far, by the service's ledger (its paid installments).
    qint64 premiumPaid(const QString &id)
    {
        qint64 paid = 0;
        QString cursor;
        do {
            const auto r = f.server.get(
                QStringLiteral("/v1/cash-flow?rows=100") +
                    (cursor.isEmpty() ? QString() : QStringLiteral("&cursor=") + cursor),
                f.server.token(0));
            for (const QJsonValue row : r.json.value(QStringLiteral("items")).toArray())
                if (row[QStringLiteral("policy_id")].toString() == id &&
                    row[QStringLiteral("category")].toString() == QStringLiteral("ChannelSale") &&
                    row[QStringLiteral("is_paid")].toBool())
                    paid += row[QStringLiteral("amount")].toInteger();
            cursor = r.json.value(QStringLiteral("cursor")).toString();
        } while (!cursor.isEmpty());
        return paid;
    }
    int reversalRecords()
    {
        const auto r = f.server.get(QStringLiteral("/v1/cash-flow?rows=100"), f.server.token(0));
        int n = 0;
        for (const QJsonValue row : r.json.value(QStringLiteral("items")).toArray())
            n += row[QStringLiteral("category")].toString() == QStringLiteral("PolicyReversal");
        return n;
    }

    UiFixture f;
    // Before the page: its destructor aborts the replies still in flight, and the network's
    // `finished` for them is recorded here.
    QStringList sent;
    PoliciesPage page{f.workspace};
    QAbstractItemModelTester tester{page.model(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest};
    std::unique_ptr<QAbstractItemModelTester> reasonTester;
    std::unique_ptr<QAbstractItemModelTester> methodTester;
};

QString money(qint64 cents)
{
    return domain::Money::fromCents(cents).format();
}

// The net premium of a listed policy: its installment's total less IOF and interest.
qint64 netPremiumOf(const QJsonObject &policy)
{
    const QJsonObject in = policy.value(QStringLiteral("installment")).toObject();
    return in.value(QStringLiteral("total_amount")).toInteger() -
           in.value(QStringLiteral("taxes"))
               .toObject()
               .value(QStringLiteral("total_amount"))
               .toInteger() -
           in.value(QStringLiteral("interest_amount")).toInteger();
}

QDateTime timestamp(const QJsonObject &o, const char *key)
{
    return QDateTime::fromString(o.value(QLatin1String(key)).toString(), Qt::ISODate);
}

QJsonObject bankAccount()
{
    return {{QStringLiteral("bank_code"), QStringLiteral("341")},
            {QStringLiteral("agency"), QStringLiteral("1234")},
            {QStringLiteral("account"), QStringLiteral("567890")},
            {QStringLiteral("account_digit"), QStringLiteral("5")}};
}

void fillBankAccount(QWidget *dialog, const QJsonObject &account)
{
    for (auto it = account.begin(); it != account.end(); ++it)
        type(dialog, it.key(), it.value().toString());
}

} // namespace

class TestPoliciesPage : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedSettings> m_settings;

private slots:
    void init() { m_settings = std::make_unique<IsolatedSettings>(); }

    void opening_listsTheBrokersPolicies_andAClickShowsTheDetails();
    void policySoldFor1stOfDecember_readsThe1stOfDecember_inTheListAndItsDetails();
    void searchAndFilters_narrowTheList_byHolderDocumentProductStatusAndEnd();
    void closedWhileReadingItsIndex_thePageGoesQuietly();
    void longList_fetchesOnlyThePagesInView_andScrollingLoadsTheRest();
    void cancel_previewsTheReversal_thenTheRowShowsCanceledWithEndDateAndReversal();
    void cancelPreview_ofTenInstallmentsFirstPaid_showsWhatTheServiceThenReverses();
    void cancelPreview_afterSixtyDaysWithThreeOfFivePaid_showsTheShortRateRefund();
    void refundTable_ofTheDomainExample_says800Paid600Kept200Back_andWithOnePaidNothing();
    void cancelDialog_atItsOpeningSize_showsTheWholePreviewUncut();
    void cancel_ofADebitCardSale_offersPixOrTransferOnly_andSaysWhich();
    void cancel_withoutAReason_marksTheReasonAndSendsNothing();
    void wireTransferCancel_withABadBankField_marksThatFieldAndSendsNothing_data();
    void wireTransferCancel_withABadBankField_marksThatFieldAndSendsNothing();
    void wireTransferCancel_withoutAccount_marksTheField_thenFilledItCancels();
    void refusedCancel_showsTheServicesSentence_andThePageKeepsWorking_data();
    void refusedCancel_showsTheServicesSentence_andThePageKeepsWorking();
};

void TestPoliciesPage::opening_listsTheBrokersPolicies_andAClickShowsTheDetails()
{
    Harness h;
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(3), timeoutMs);
    QVERIFY(!h.page.errorBanner()->hasError());

    // The rows are the service's list, newest first, every one Active.
    const auto listed =
        h.f.server.get(QStringLiteral("/v1/policies?rows=100"), h.f.server.token(0));
    const QJsonArray items = listed.json.value(QStringLiteral("items")).toArray();
    QCOMPARE(items.size(), 3);
    for (int row = 0; row < 3; ++row) {
        QCOMPARE(h.record(row).value(QStringLiteral("id")), items.at(row)[QStringLiteral("id")]);
        QCOMPARE(h.cell(row, QStringLiteral("Status")), QStringLiteral("Active"));
        QCOMPARE(h.cell(row, QStringLiteral("Premium")),
                 money(items.at(row)[QStringLiteral("total_amount")].toInteger()));
        QVERIFY(h.cell(row, QStringLiteral("Canceled on")).isEmpty());
    }

    // The newest policy is selected at once, so the details pane is never empty.
    QCOMPARE(h.page.selectedId(), items.at(0)[QStringLiteral("id")].toString());
    QCOMPARE(h.page.details()->policy().value_or(domain::Policy{}).id,
             items.at(0)[QStringLiteral("id")].toString());

    h.clickRow(1);
    const QJsonObject p = items.at(1).toObject();
    const QJsonObject holder = p.value(QStringLiteral("policy_holder")).toObject();
    QCOMPARE(h.page.selectedId(), p.value(QStringLiteral("id")).toString());
    QCOMPARE(h.page.details()->text(QStringLiteral("holder")),
             holder.value(QStringLiteral("first_name")).toString() + u' ' +
                 holder.value(QStringLiteral("last_name")).toString());
    // Shown grouped as people read it: 123.456.789-09.
    QString digits = h.page.details()->text(QStringLiteral("document"));
    digits.remove(u'.').remove(u'-');
    QCOMPARE(digits, holder.value(QStringLiteral("cpf")).toString());
    QCOMPARE(h.page.details()->text(QStringLiteral("document")).size(), 14);
    QCOMPARE(h.page.details()->text(QStringLiteral("status")), QStringLiteral("Active"));
    // Named as a broker says it, never by its id; "Copy reference" puts the whole policy id on
    // the clipboard (and the sale's beside it).
    const QString name = h.page.details()->text(QStringLiteral("name"));
    QVERIFY2(name.startsWith(h.page.details()->text(QStringLiteral("holder")) + u" · "),
             qPrintable(name));
    QVERIFY2(name.endsWith(h.page.details()->text(QStringLiteral("cover"))), qPrintable(name));
    QVERIFY(!name.contains(p.value(QStringLiteral("id")).toString().left(8), Qt::CaseInsensitive));
    QApplication::clipboard()->clear();
    auto *saleRef = h.page.details()->findChild<QPushButton *>(QStringLiteral("copySaleReference"));
    QTest::mouseClick(saleRef, Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), p.value(QStringLiteral("sale_id")).toString());
    QTest::mouseClick(
        h.page.details()->findChild<QPushButton *>(QStringLiteral("copyPolicyReference")),
        Qt::LeftButton);
    QCOMPARE(QApplication::clipboard()->text(), p.value(QStringLiteral("id")).toString());
    QCOMPARE(h.page.details()->text(QStringLiteral("premium")),
             money(p.value(QStringLiteral("total_amount")).toInteger()));
    QVERIFY(h.page.details()
                ->text(QStringLiteral("link"))
                .contains(p.value(QStringLiteral("document_url")).toString()));
    QVERIFY(h.page.details()->text(QStringLiteral("canceled")).isEmpty());
    // In sections: the holder's birth date and contact; no cancellation part while active.
    const auto *details = h.page.details();
    QCOMPARE(details->text(QStringLiteral("birth")),
             ui::format::date(QDate::fromString(
                 holder.value(QStringLiteral("birth_date")).toString(), Qt::ISODate)));
    QCOMPARE(details->text(QStringLiteral("email")),
             holder[QStringLiteral("contact")][QStringLiteral("email")].toString());
    QVERIFY(details->findChild<QWidget *>(QStringLiteral("holderSection"))->isVisible());
    QVERIFY(!details->findChild<QWidget *>(QStringLiteral("cancelSection"))->isVisible());
    QVERIFY(h.page.cancelButton()->isEnabled());
    QCOMPARE(h.cancelsSent(), 0);
}

void TestPoliciesPage::policySoldFor1stOfDecember_readsThe1stOfDecember_inTheListAndItsDetails()
{
    // Sold at 20:00 in Brasília for a cover of 01/12/2026 to 01/12/2027: the service answers
    // the dates as timestamps, and the desk (under TZ=America/Sao_Paulo in CI) shows the days
    // sold, not the evening before.
    auto settings = SandboxFixture::defaults();
    settings.seedPolicies = 0;
    settings.clockStart = QDateTime(QDate(2026, 11, 28), QTime(23, 0), QTimeZone::utc());
    Harness h(settings);
    const QByteArray token = h.f.server.token(0);
    const QString sale = salesflow::makeSale(h.f.server, token, 0, QStringLiteral("CreditCard"), 1,
                                             {}, QDate(2026, 12, 1));
    QVERIFY(!salesflow::waitForPolicy(h.f.server, token, sale).isEmpty());
    QTest::mouseClick(h.page.findChild<QPushButton *>(QStringLiteral("refreshPolicies")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(1), timeoutMs);
    const QString first = ui::format::date(QDate(2026, 12, 1));
    const QString last = ui::format::date(QDate(2027, 12, 1));
    QCOMPARE(h.cell(0, QStringLiteral("Period")), first + QStringLiteral(" – ") + last);
    QCOMPARE(h.page.details()->text(QStringLiteral("cover")),
             first + QStringLiteral(" to ") + last);
}

void TestPoliciesPage::longList_fetchesOnlyThePagesInView_andScrollingLoadsTheRest()
{
    Harness h(withPolicies(110)); // three pages of 50
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(110), timeoutMs);
    // Pages of 50: what the view shows is the first page; the rest is not asked for.
    QVERIFY(h.page.model()->isPageCached(0));
    QVERIFY(!h.page.model()->isPageCached(2));
    const qint64 fetches = h.page.model()->requestCount();

    // Page Down to the end, as the user reads on.
    h.page.view()->setFocus();
    for (int i = 0; i < 20 && h.page.view()->currentIndex().row() < 109; ++i)
        QTest::keyClick(h.page.view(), Qt::Key_PageDown);
    QCOMPARE(h.page.view()->currentIndex().row(), 109);
    QTRY_VERIFY_WITH_TIMEOUT(h.page.model()->isPageCached(2) && !h.page.isBusy(), timeoutMs);
    QVERIFY(h.page.model()->requestCount() > fetches);
    QCOMPARE(h.page.model()->rowState(109), models::LazyListModel::LoadState::Loaded);

    // The last row is the service's oldest policy.
    const auto last =
        h.f.server.get(QStringLiteral("/v1/policies?rows=10&page=11"), h.f.server.token(0));
    QCOMPARE(h.record(109).value(QStringLiteral("id")),
             last.json.value(QStringLiteral("items")).toArray().last()[QStringLiteral("id")]);
    QTRY_COMPARE_WITH_TIMEOUT(h.page.selectedId(),
                              h.record(109).value(QStringLiteral("id")).toString(), timeoutMs);
    QCOMPARE(h.page.details()
                 ->findChild<ui::CopyReference *>(QStringLiteral("copyPolicyReference"))
                 ->reference(),
             h.page.selectedId());
}

void TestPoliciesPage::cancel_previewsTheReversal_thenTheRowShowsCanceledWithEndDateAndReversal()
{
    Harness h;
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(3), timeoutMs);
    h.clickRow(0);
    const QJsonObject before = h.record(0);
    const QString id = before.value(QStringLiteral("id")).toString();
    const qint64 premium = before.value(QStringLiteral("total_amount")).toInteger();

    QPointer<CancelPolicyDialog> dialog = h.clickCancel();
    QVERIFY(dialog);
    QVERIFY(dialog->isModal() || dialog->windowModality() != Qt::NonModal);
    QVERIFY(!dialog->findChild<QGroupBox *>()->isVisible()); // no bank account unless WireTransfer

    // The seeded cover starts in the coming days: all that was paid (the first of its 3
    // installments) goes back, without its IOF, whoever cancels.
    QVERIFY(timestamp(before, "lifetime_start") > QDateTime::currentDateTimeUtc());
    const qint64 paid = h.premiumPaid(id);
    QVERIFY(paid > 0 && paid < premium);
    const qint64 refund = paid * netPremiumOf(before) / premium;
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isReadingLedger(), timeoutMs);
    RefundTable *table = dialog->preview();
    QTRY_COMPARE_WITH_TIMEOUT(table->value(RefundTable::Paid), money(refund), timeoutMs);
    // Until the reason is chosen, what goes back is not known.
    QCOMPARE(table->value(RefundTable::Refund), QStringLiteral("—"));
    QVERIFY2(table->rule().contains(QStringLiteral("Choose the reason")),
             qPrintable(table->rule()));

    choose(dialog->findChild<QComboBox *>(QStringLiteral("reason")),
           int(domain::CancelReason::Claimed));
    QCOMPARE(table->value(RefundTable::Refund), money(refund));
    QCOMPARE(table->value(RefundTable::Kept), money(0));
    QVERIFY2(table->rule().contains(QStringLiteral("Before the cover starts")),
             qPrintable(table->rule()));
    QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("description")),
                     QStringLiteral("Sinistro de perda total"));
    choose(dialog->findChild<QComboBox *>(QStringLiteral("reversalMethod")),
           int(domain::ReversalMethod::Pix));
    QCOMPARE(h.cancelsSent(), 0); // nothing goes out before the confirmation

    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("confirmCancel")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), timeoutMs);
    // At once, before the list is read again: the reason, the date and the refund.
    QCOMPARE(h.page.details()->text(QStringLiteral("reason")),
             domain::displayName(domain::CancelReason::Claimed));
    QVERIFY(!h.page.details()->text(QStringLiteral("canceled")).isEmpty());
    QCOMPARE(h.page.details()->text(QStringLiteral("reversal")),
             QStringLiteral("%1 by %2")
                 .arg(money(refund), domain::displayName(domain::ReversalMethod::Pix)));

    // The row, refetched, shows the service's record: Canceled, its end date and reversal.
    QTRY_COMPARE_WITH_TIMEOUT(h.cell(0, QStringLiteral("Status")), QStringLiteral("Canceled"),
                              timeoutMs);
    const QJsonObject served = h.listed(id);
    QCOMPARE(served.value(QStringLiteral("status")).toInt(), 2);
    QCOMPARE(served.value(QStringLiteral("cancel_reason")).toInt(),
             int(domain::CancelReason::Claimed));
    QCOMPARE(served.value(QStringLiteral("cancel_description")).toString(),
             QStringLiteral("Sinistro de perda total"));
    QCOMPARE(served.value(QStringLiteral("reversal_method")).toString(), QStringLiteral("Pix"));
    const qint64 reversal = served.value(QStringLiteral("reversal_amount")).toInteger();
    QCOMPARE(reversal, refund); // the preview shown was the amount reversed

    QTRY_VERIFY_WITH_TIMEOUT(h.record(0).contains(QStringLiteral("reversal_method")), timeoutMs);
    QCOMPARE(h.record(0).value(QStringLiteral("id")).toString(), id); // the row did not move
    QVERIFY(!h.cell(0, QStringLiteral("Canceled on")).isEmpty());
    QCOMPARE(h.cell(0, QStringLiteral("Reversal")), money(reversal));
    QCOMPARE(h.page.selectedId(), id);
    QCOMPARE(h.page.details()->text(QStringLiteral("status")), QStringLiteral("Canceled"));
    QVERIFY(!h.page.details()->text(QStringLiteral("canceled")).isEmpty());
    QVERIFY(h.page.details()->findChild<QWidget *>(QStringLiteral("cancelSection"))->isVisible());
    QCOMPARE(h.page.details()->text(QStringLiteral("reason")),
             domain::displayName(domain::CancelReason::Claimed));
    QCOMPARE(h.page.details()->text(QStringLiteral("reversal")),
             QStringLiteral("%1 by %2")
                 .arg(money(reversal), domain::displayName(domain::ReversalMethod::Pix)));
    QVERIFY(!h.page.cancelButton()->isEnabled());
    // The status is a badge: red for the canceled row, green for an active one.
    const QImage shot = h.page.view()->viewport()->grab().toImage();
    const auto badgeAt = [&](int row) {
        const QRect cell = h.page.view()->visualRect(h.page.model()->index(row, 2));
        return shot.pixelColor(cell.left() + 5, cell.center().y()); // left of the text
    };
    QCOMPARE(badgeAt(0), QColor(0xfb, 0xe3, 0xe0));
    QCOMPARE(badgeAt(1), QColor(0xdf, 0xf3, 0xe4));
    QCOMPARE(h.cancelsSent(), 1);
    QCOMPARE(h.reversalRecords(), 1);
    QVERIFY(!h.page.errorBanner()->hasError());
}

void TestPoliciesPage::cancelPreview_ofTenInstallmentsFirstPaid_showsWhatTheServiceThenReverses()
{
    Harness h(withPolicies(10)); // the newest is sold in 10 card installments
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(10), timeoutMs);
    h.clickRow(0);
    const QJsonObject before = h.record(0);
    const QString id = before.value(QStringLiteral("id")).toString();
    const qint64 premium = before.value(QStringLiteral("total_amount")).toInteger();
    const qint64 paid = h.premiumPaid(id);
    QVERIFY2(paid * 9 < premium && paid * 11 > premium,
             qPrintable(QStringLiteral("%1 of %2").arg(paid).arg(premium)));
    const qint64 refund = paid * netPremiumOf(before) / premium;

    QPointer<CancelPolicyDialog> dialog = h.clickCancel();
    QVERIFY(dialog);
    choose(dialog->findChild<QComboBox *>(QStringLiteral("reason")),
           int(domain::CancelReason::PolicyholderRequested));
    // Read from the policy's cash flow: what was paid, all of it back (the cover has not
    // started), and the commission received on it charged back.
    RefundTable *table = dialog->preview();
    QTRY_COMPARE_WITH_TIMEOUT(table->value(RefundTable::Refund), money(refund), timeoutMs);
    QCOMPARE(table->value(RefundTable::Paid), money(refund));
    QVERIFY(table->value(RefundTable::Chargeback) != money(0));
    QVERIFY2(table->note().contains(QStringLiteral("Commission still to come is void")),
             qPrintable(table->note()));

    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("confirmCancel")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), timeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(h.cell(0, QStringLiteral("Status")), QStringLiteral("Canceled"),
                              timeoutMs);
    QCOMPARE(h.listed(id).value(QStringLiteral("reversal_amount")).toInteger(), refund);
    QTRY_COMPARE_WITH_TIMEOUT(h.cell(0, QStringLiteral("Reversal")), money(refund), timeoutMs);
}

// BROKER-DOMAIN.md's rule on the real service: sold 60 days ago in 5 installments, 3 paid,
// cancelled at the insured's request. The desk previews the short-rate refund the service then
// makes. The service's clock is set so its day is the desk's today (noon UTC).
void TestPoliciesPage::cancelPreview_afterSixtyDaysWithThreeOfFivePaid_showsTheShortRateRefund()
{
    const QDate today = domain::businessday::today();
    auto settings = SandboxFixture::defaults();
    settings.seedPolicies = 0;
    settings.clockStart = QDateTime(today.addDays(-60), QTime(11, 0), Qt::UTC);
    Harness h(settings);
    const QByteArray token = h.f.server.token(0);
    const QString policyId = salesflow::waitForPolicy(
        h.f.server, token,
        salesflow::makeSale(h.f.server, token, 0, QStringLiteral("CreditCard"), 5, {},
                            today.addDays(-60)));
    QVERIFY(!policyId.isEmpty());
    // To 10:00 UTC today: the installments due on days 0, 30 and 60 are collected (one falls
    // due as the broker's day starts), the fourth and fifth not yet.
    const qint64 seconds = h.f.server.sandbox()
                               .clock()
                               .now(h.f.server.broker(0).brokerId)
                               .secsTo(QDateTime(today, QTime(10, 0), Qt::UTC));
    QVERIFY(h.f.server.advanceClock(0, QStringLiteral("PT%1S").arg(seconds)));
    QTest::mouseClick(h.page.findChild<QPushButton *>(QStringLiteral("refreshPolicies")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(1), timeoutMs);
    h.clickRow(0);
    const QJsonObject before = h.record(0);
    const qint64 total = before.value(QStringLiteral("total_amount")).toInteger();
    const qint64 net = netPremiumOf(before);
    const qint64 paid = h.premiumPaid(policyId);
    const qint64 paidNet = paid * net / total;
    QVERIFY2(paid * 5 > total * 3 - 10 && paid * 5 < total * 3 + 10,
             qPrintable(QStringLiteral("%1 of %2").arg(paid).arg(total))); // 3 of 5
    const qint64 kept = std::llround(net * 0.30); // 60 days of a year: 30 %

    QPointer<CancelPolicyDialog> dialog = h.clickCancel();
    QVERIFY(dialog);
    choose(dialog->findChild<QComboBox *>(QStringLiteral("reason")),
           int(domain::CancelReason::PolicyholderRequested));
    RefundTable *table = dialog->preview();
    QTRY_COMPARE_WITH_TIMEOUT(table->value(RefundTable::Paid), money(paidNet), timeoutMs);
    QCOMPARE(table->value(RefundTable::Kept), money(kept));
    QCOMPARE(table->value(RefundTable::Refund), money(paidNet - kept));
    QVERIFY2(table->rule().contains(QStringLiteral("short-rate")), qPrintable(table->rule()));
    QVERIFY2(table->rule().contains(QStringLiteral("60 of 365 days")), qPrintable(table->rule()));
    QVERIFY2(table->rule().contains(ui::format::percent(30)), qPrintable(table->rule()));
    qInfo().noquote() << table->text();

    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("confirmCancel")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), timeoutMs);
    QCOMPARE(h.listed(policyId).value(QStringLiteral("reversal_amount")).toInteger(),
             paidNet - kept);
}

void TestPoliciesPage::
    refundTable_ofTheDomainExample_says800Paid600Kept200Back_andWithOnePaidNothing()
{
    // R$ 2.000,00 a year in 5 × R$ 400,00, sold at the start; cancelled after 60 days.
    domain::Policy policy;
    policy.id = QStringLiteral("example");
    policy.lifetimeStart = QDate(2026, 1, 1);
    policy.lifetimeEnd = QDate(2027, 1, 1);
    policy.date = QDateTime(policy.lifetimeStart, QTime(12, 0), QTimeZone::utc());
    policy.totalAmount = domain::Money::fromCents(200000);
    const auto records = [](int paid) {
        QList<QJsonObject> rows;
        for (int i = 0; i < 5; ++i) {
            rows << QJsonObject{{QStringLiteral("category"), QStringLiteral("ChannelSale")},
                                {QStringLiteral("amount"), 40000},
                                {QStringLiteral("is_paid"), i < paid}};
            rows << QJsonObject{{QStringLiteral("category"), QStringLiteral("BrokerCommission")},
                                {QStringLiteral("amount"), 4000},
                                {QStringLiteral("is_paid"), i < paid}};
        }
        return rows;
    };
    const QDate day60 = QDate(2026, 1, 1).addDays(60);
    RefundTable table;
    table.setPreview(policies::previewCancel(policy, domain::CancelReason::PolicyholderRequested,
                                             day60, domain::policyMoney(records(2))));
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    QCOMPARE(table.value(RefundTable::Paid), money(80000));
    QCOMPARE(table.value(RefundTable::Kept), money(60000));
    QCOMPARE(table.value(RefundTable::Refund), money(20000));
    QCOMPARE(table.value(RefundTable::Chargeback), money(2000));
    QVERIFY2(table.rule().contains(money(60000)), qPrintable(table.rule()));
    qInfo().noquote() << table.text();

    table.setPreview(policies::previewCancel(policy, domain::CancelReason::PolicyholderRequested,
                                             day60, domain::policyMoney(records(1))));
    QCOMPARE(table.value(RefundTable::Paid), money(40000));
    QCOMPARE(table.value(RefundTable::Kept), money(40000));
    QCOMPARE(table.value(RefundTable::Refund), money(0));
    QCOMPARE(table.value(RefundTable::Chargeback), money(0));
    qInfo().noquote() << table.text();
}

void TestPoliciesPage::cancelDialog_atItsOpeningSize_showsTheWholePreviewUncut()
{
    Harness h;
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(3), timeoutMs);
    h.clickRow(0);
    QPointer<CancelPolicyDialog> dialog = h.clickCancel();
    QVERIFY(dialog);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isReadingLedger(), timeoutMs);
    choose(dialog->findChild<QComboBox *>(QStringLiteral("reason")),
           int(domain::CancelReason::PolicyholderRequested));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // Every line of the preview and of the way the money goes back is inside the dialog, whole:
    // a wrapped line as tall as its text, a figure as wide as it.
    const QRect inside = dialog->rect();
    QList<QLabel *> labels = dialog->preview()->findChildren<QLabel *>();
    labels << dialog->findChild<QLabel *>(QStringLiteral("reversalWay"));
    for (QLabel *label : std::as_const(labels)) {
        QVERIFY(label && label->isVisible());
        const QRect at(label->mapTo(dialog.data(), QPoint()), label->size());
        QVERIFY2(inside.contains(at), qPrintable(label->text()));
        if (label->wordWrap())
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(QStringLiteral("%1: %2 < %3")
                                    .arg(label->text())
                                    .arg(label->height())
                                    .arg(label->heightForWidth(label->width()))));
        else
            QVERIFY2(label->width() >= label->sizeHint().width() &&
                         label->height() >= label->sizeHint().height(),
                     qPrintable(QStringLiteral("%1: %2×%3 < %4×%5")
                                    .arg(label->text())
                                    .arg(label->width())
                                    .arg(label->height())
                                    .arg(label->sizeHint().width())
                                    .arg(label->sizeHint().height())));
    }
    QVERIFY(!dialog->preview()->value(RefundTable::Refund).isEmpty());
}

void TestPoliciesPage::cancel_ofADebitCardSale_offersPixOrTransferOnly_andSaysWhich()
{
    auto settings = SandboxFixture::defaults();
    settings.seedPolicies = 0;
    Harness h(settings);
    const QByteArray token = h.f.server.token(0);
    const QString policyId = salesflow::waitForPolicy(
        h.f.server, token, salesflow::makeSale(h.f.server, token, 0, QStringLiteral("DebitCard")));
    QVERIFY(!policyId.isEmpty());
    QTest::mouseClick(h.page.findChild<QPushButton *>(QStringLiteral("refreshPolicies")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(1), timeoutMs);
    h.clickRow(0);
    QPointer<CancelPolicyDialog> dialog = h.clickCancel();
    QVERIFY(dialog);
    auto *method = dialog->findChild<QComboBox *>(QStringLiteral("reversalMethod"));
    QCOMPARE(method->count(), 2);
    QCOMPARE(method->currentData().toInt(), int(domain::ReversalMethod::Pix));
    QCOMPARE(method->itemData(1).toInt(), int(domain::ReversalMethod::WireTransfer));
    QVERIFY(method->findData(int(domain::ReversalMethod::CreditCard)) < 0);
    const QString way = dialog->findChild<QLabel *>(QStringLiteral("reversalWay"))->text();
    QVERIFY2(way.contains(domain::displayName(domain::PaymentMethod::DebitCard)) &&
                 way.contains(domain::displayName(domain::ReversalMethod::Pix)),
             qPrintable(way));

    choose(dialog->findChild<QComboBox *>(QStringLiteral("reason")),
           int(domain::CancelReason::PolicyholderRequested));
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("confirmCancel")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), timeoutMs);
    QCOMPARE(h.listed(policyId).value(QStringLiteral("reversal_method")).toString(),
             QStringLiteral("Pix"));
    QVERIFY2(h.page.details()
                 ->text(QStringLiteral("reversal"))
                 .contains(domain::displayName(domain::ReversalMethod::Pix)),
             qPrintable(h.page.details()->text(QStringLiteral("reversal"))));
}

void TestPoliciesPage::cancel_withoutAReason_marksTheReasonAndSendsNothing()
{
    Harness h;
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(3), timeoutMs);
    h.clickRow(0);
    CancelPolicyDialog *dialog = h.clickCancel();
    QVERIFY(dialog);
    auto *reason = dialog->findChild<QComboBox *>(QStringLiteral("reason"));
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("confirmCancel")),
                      Qt::LeftButton);

    auto *banner = dialog->findChild<ui::ErrorBanner *>();
    QVERIFY(banner->hasError());
    QVERIFY2(banner->message().contains(QStringLiteral("Choose why the policy is cancelled.")),
             qPrintable(banner->message()));
    QVERIFY(isMarked(reason));
    QVERIFY(dialog->isVisible());
    QVERIFY(!dialog->isSending());

    choose(reason, int(domain::CancelReason::PolicyholderRequested));
    QVERIFY(!isMarked(reason)); // a choice clears the mark
    QVERIFY(waitForNetworkIdle(h.f.api.network()));
    QCOMPARE(h.cancelsSent(), 0);
    QCOMPARE(h.listed(h.page.selectedId()).value(QStringLiteral("status")).toInt(), 1);
}

void TestPoliciesPage::wireTransferCancel_withABadBankField_marksThatFieldAndSendsNothing_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::newRow("bank code empty") << QStringLiteral("bank_code") << QString();
    QTest::newRow("bank code of 2 digits") << QStringLiteral("bank_code") << QStringLiteral("34");
    QTest::newRow("agency with a letter") << QStringLiteral("agency") << QStringLiteral("12a4");
    QTest::newRow("account empty") << QStringLiteral("account") << QString();
    QTest::newRow("account with a dash") << QStringLiteral("account") << QStringLiteral("5678-9");
    QTest::newRow("digit a letter") << QStringLiteral("account_digit") << QStringLiteral("A");
}

void TestPoliciesPage::wireTransferCancel_withABadBankField_marksThatFieldAndSendsNothing()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    Harness h;
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(3), timeoutMs);
    h.clickRow(2);
    const QString id = h.page.selectedId();
    CancelPolicyDialog *dialog = h.clickCancel();
    QVERIFY(dialog);
    choose(dialog->findChild<QComboBox *>(QStringLiteral("reason")),
           int(domain::CancelReason::PolicyholderRequested));
    choose(dialog->findChild<QComboBox *>(QStringLiteral("reversalMethod")),
           int(domain::ReversalMethod::WireTransfer));
    QVERIFY(dialog->findChild<QGroupBox *>()->isVisible());

    QJsonObject account = bankAccount();
    account.insert(field, value);
    fillBankAccount(dialog, account);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("confirmCancel")),
                      Qt::LeftButton);

    // Only the field at fault is marked, the banner says why, and the dialog stays.
    for (const QString &name : bankAccount().keys())
        QVERIFY2(isMarked(dialog->findChild<QLineEdit *>(name)) == (name == field),
                 qPrintable(name));
    auto *banner = dialog->findChild<ui::ErrorBanner *>();
    QVERIFY(banner->hasError());
    // The field by the label the broker reads, never by its path.
    QVERIFY2(banner->message().contains(
                 ui::errortext::fieldLabel(QStringLiteral("reversal_bank_account.") + field)),
             qPrintable(banner->message()));
    QVERIFY2(!banner->message().contains(QStringLiteral("reversal_bank_account.")),
             qPrintable(banner->message()));
    QVERIFY(dialog->isVisible());

    // Typing in the field clears its mark.
    QTest::keyClick(dialog->findChild<QLineEdit *>(field),
                    value.isEmpty() ? Qt::Key_1 : Qt::Key_Backspace);
    QVERIFY(!isMarked(dialog->findChild<QLineEdit *>(field)));

    QVERIFY(waitForNetworkIdle(h.f.api.network()));
    QCOMPARE(h.cancelsSent(), 0);
    QCOMPARE(h.listed(id).value(QStringLiteral("status")).toInt(), 1);
    QCOMPARE(h.reversalRecords(), 0);
}

void TestPoliciesPage::wireTransferCancel_withoutAccount_marksTheField_thenFilledItCancels()
{
    Harness h;
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(3), timeoutMs);
    h.clickRow(1);
    const QString id = h.page.selectedId();
    QPointer<CancelPolicyDialog> dialog = h.clickCancel();
    QVERIFY(dialog);
    choose(dialog->findChild<QComboBox *>(QStringLiteral("reason")),
           int(domain::CancelReason::InsurerRequest));
    choose(dialog->findChild<QComboBox *>(QStringLiteral("reversalMethod")),
           int(domain::ReversalMethod::WireTransfer));
    QJsonObject account = bankAccount();
    account.insert(QStringLiteral("account"), QString());
    fillBankAccount(dialog, account);
    auto *confirm = dialog->findChild<QPushButton *>(QStringLiteral("confirmCancel"));
    QTest::mouseClick(confirm, Qt::LeftButton);
    auto *accountField = dialog->findChild<QLineEdit *>(QStringLiteral("account"));
    QVERIFY(isMarked(accountField));
    QVERIFY(waitForNetworkIdle(h.f.api.network()));
    QCOMPARE(h.cancelsSent(), 0);

    // Filled in: the cancel goes out once, with the account, and the reversal is by wire.
    QTest::keyClicks(accountField, QStringLiteral("567890"));
    QVERIFY(!isMarked(accountField));
    QTest::mouseClick(confirm, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), timeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(h.cell(1, QStringLiteral("Status")), QStringLiteral("Canceled"),
                              timeoutMs);
    QCOMPARE(h.cancelsSent(), 1);
    const QJsonObject served = h.listed(id);
    QCOMPARE(served.value(QStringLiteral("status")).toInt(), 2);
    QCOMPARE(served.value(QStringLiteral("reversal_method")).toString(),
             QStringLiteral("WireTransfer"));
    const auto ledger = h.f.server.get(QStringLiteral("/v1/cash-flow?rows=1"), h.f.server.token(0));
    const QJsonObject row = ledger.json.value(QStringLiteral("items")).toArray().first().toObject();
    QCOMPARE(row.value(QStringLiteral("policy_id")).toString(), id);
    QCOMPARE(row.value(QStringLiteral("drawer_bank_account")).toObject(), bankAccount());
    QTRY_COMPARE_WITH_TIMEOUT(
        h.page.details()->text(QStringLiteral("reversal")),
        QStringLiteral("%1 by %2")
            .arg(money(served.value(QStringLiteral("reversal_amount")).toInteger()),
                 domain::displayName(domain::ReversalMethod::WireTransfer)),
        timeoutMs);
}

void TestPoliciesPage::refusedCancel_showsTheServicesSentence_andThePageKeepsWorking_data()
{
    QTest::addColumn<bool>("expire");
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("ours");
    // Another desk cancelled it while this dialog was open.
    QTest::newRow("canceled elsewhere")
        << false << QStringLiteral("Policy is already canceled.") << QStringLiteral("Canceled")
        << QStringLiteral("This policy is already canceled.");
    // The service's clock is past the cover's end.
    QTest::newRow("expired") << true
                             << QStringLiteral("Policy has already expired and cannot be canceled.")
                             << QStringLiteral("Active")
                             << QStringLiteral(
                                    "This policy has ended and can no longer be changed.");
}

void TestPoliciesPage::refusedCancel_showsTheServicesSentence_andThePageKeepsWorking()
{
    QFETCH(bool, expire);
    QFETCH(QString, sentence);
    QFETCH(QString, status);
    QFETCH(QString, ours);
    Harness h;
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(3), timeoutMs);
    h.clickRow(0);
    const QString id = h.page.selectedId();
    QPointer<CancelPolicyDialog> dialog = h.clickCancel();
    QVERIFY(dialog);
    choose(dialog->findChild<QComboBox *>(QStringLiteral("reason")),
           int(domain::CancelReason::Default));

    if (expire) {
        h.f.server.sandbox().clock().advance(2LL * 366 * 24 * 3600 * 1000);
    } else {
        const auto other =
            h.f.server.del(QStringLiteral("/v1/policies/") + id,
                           {{QStringLiteral("cancel_reason"), 1}}, h.f.server.token(0));
        QCOMPARE(other.status, 200);
    }
    auto *confirm = dialog->findChild<QPushButton *>(QStringLiteral("confirmCancel"));
    QTest::mouseClick(confirm, Qt::LeftButton);

    // The interface's sentence for the error's code, the service's own sentence as its detail,
    // no status code or error code, and the dialog stays open.
    auto *banner = dialog->findChild<ui::ErrorBanner *>();
    QTRY_VERIFY_WITH_TIMEOUT(banner->hasError(), timeoutMs);
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY2(banner->message().startsWith(ours), qPrintable(banner->message()));
    QVERIFY2(banner->details().contains(sentence), qPrintable(banner->details()));
    QVERIFY(!banner->message().contains(QStringLiteral("400")));
    QVERIFY(!banner->message().contains(u'_'));
    QVERIFY(confirm->isEnabled());
    QVERIFY(!dialog->isSending());
    QCOMPARE(h.cancelsSent(), 1);
    // The refusal brought the service's state into the row behind the dialog.
    QTRY_COMPARE_WITH_TIMEOUT(h.cell(0, QStringLiteral("Status")), status, timeoutMs);

    // Kept: the page answers again, and Refresh still works.
    auto *buttons = dialog->findChild<QDialogButtonBox *>();
    QAbstractButton *keep = nullptr;
    for (QAbstractButton *b : buttons->buttons())
        if (buttons->buttonRole(b) == QDialogButtonBox::RejectRole)
            keep = b;
    QVERIFY(keep);
    QTest::mouseClick(keep, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog || !dialog->isVisible(), timeoutMs);
    QVERIFY(!h.page.errorBanner()->hasError());
    QTest::mouseClick(h.page.findChild<QPushButton *>(QStringLiteral("refreshPolicies")),
                      Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(h.cell(0, QStringLiteral("Status")), status, timeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!h.page.isBusy(), timeoutMs);
    QCOMPARE(h.page.selectedId(), id);
    QTRY_COMPARE_WITH_TIMEOUT(h.page.details()->text(QStringLiteral("status")), status, timeoutMs);
    QCOMPARE(h.page.cancelButton()->isEnabled(), status == QStringLiteral("Active"));

    // Another policy can be picked and its cancel opened as before.
    h.clickRow(1);
    QVERIFY(h.page.cancelButton()->isEnabled());
    QVERIFY(h.clickCancel());
}

// Search and filters read the desk's index of the office's policies (the service's list has no
// filters); what they show is checked against the whole list read from the service.
void TestPoliciesPage::searchAndFilters_narrowTheList_byHolderDocumentProductStatusAndEnd()
{
    Harness h(withPolicies(12));
    QTRY_VERIFY_WITH_TIMEOUT(h.loaded(12) && !h.page.isIndexing(), timeoutMs);
    QJsonArray all = h.f.server.get(QStringLiteral("/v1/policies?rows=100"), h.f.server.token(0))
                         .json.value(QStringLiteral("items"))
                         .toArray();
    QCOMPARE(all.size(), 12);
    // One canceled on the service, by another desk: the index sees it on Refresh.
    const QString canceledId = all.at(5)[QStringLiteral("id")].toString();
    const auto canceled =
        h.f.server.del(QStringLiteral("/v1/policies/") + canceledId,
                       {{QStringLiteral("cancel_reason"), 1}}, h.f.server.token(0));
    QVERIFY2(canceled.status == 200, canceled.body.constData());
    QTest::mouseClick(h.page.findChild<QPushButton *>(QStringLiteral("refreshPolicies")),
                      Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!h.page.isIndexing() && !h.page.isBusy(), timeoutMs);

    const auto rowIds = [&h] {
        QStringList ids;
        for (int row = 0; row < h.page.model()->rowCount(); ++row)
            ids << h.record(row).value(QStringLiteral("id")).toString();
        return ids;
    };
    const auto expected = [&all](const std::function<bool(const QJsonObject &)> &match) {
        QStringList ids;
        for (const QJsonValue p : all)
            if (match(p.toObject()))
                ids << p[QStringLiteral("id")].toString();
        return ids;
    };
    // Until the list shows `want` (the search waits for a pause in typing), each list under
    // the model tester.
    const auto settle = [&h, &rowIds](const QStringList &want) {
        QAbstractItemModelTester tester(h.page.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The caller compares either way, so a difference is shown.
        return QTest::qWaitFor([&] { return !h.page.isBusy() && rowIds() == want; }, timeoutMs) ||
               true;
    };
    const auto holderOf = [](const QJsonObject &p) {
        return p.value(QStringLiteral("policy_holder")).toObject();
    };

    // Typed into the search field the broker clicked: a holder's first name, any case.
    const QString first =
        holderOf(all.at(3).toObject()).value(QStringLiteral("first_name")).toString();
    QVERIFY(typist::click(h.page.searchField()));
    QVERIFY(typist::type(first.toLower()));
    QStringList want = expected([&](const QJsonObject &p) {
        return holderOf(p).value(QStringLiteral("first_name")).toString() == first;
    });
    QVERIFY(settle(want));
    QCOMPARE(rowIds(), want);
    QVERIFY(h.page.findChild<QLabel *>(QStringLiteral("pageSummary"))
                ->text()
                .contains(QString::number(want.size())));

    // A CPF typed with its punctuation.
    const QString cpf = holderOf(all.at(7).toObject()).value(QStringLiteral("cpf")).toString();
    QVERIFY(typist::retype(ui::format::holderDocument(cpf, {})));
    want = {all.at(7)[QStringLiteral("id")].toString()};
    QVERIFY(settle(want));
    QCOMPARE(rowIds(), want);

    // Nothing found: the page says so and offers to clear, which brings every policy back.
    QVERIFY(typist::retype(QStringLiteral("zzzz")));
    QVERIFY(settle({}));
    auto *noMatch = h.page.findChild<QWidget *>(QStringLiteral("noMatch"));
    QTRY_VERIFY_WITH_TIMEOUT(noMatch->isVisible(), timeoutMs);
    QTest::mouseClick(noMatch->findChild<QPushButton *>(QStringLiteral("clearFilters")),
                      Qt::LeftButton);
    QVERIFY(settle(expected([](const QJsonObject &) { return true; })));
    QVERIFY(!noMatch->isVisible());
    QVERIFY(h.page.searchField()->text().isEmpty());
    QVERIFY(typist::hasKeyboard(h.page.searchField()));

    // Then the filters: status Canceled.
    auto *status = h.page.findChild<QComboBox *>(QStringLiteral("policyStatusFilter"));
    choose(status, int(domain::PolicyStatus::Canceled));
    QVERIFY(settle({canceledId}));
    QCOMPARE(rowIds(), QStringList{canceledId});
    QCOMPARE(h.cell(0, QStringLiteral("Status")), QStringLiteral("Canceled"));
    choose(status, 0);

    // A product, as the catalog names it.
    auto *product = h.page.findChild<QComboBox *>(QStringLiteral("policyProductFilter"));
    QTRY_VERIFY_WITH_TIMEOUT(product->count() > 1, timeoutMs);
    const QString bp = all.at(0)[QStringLiteral("broker_product_id")].toString();
    choose(product, bp);
    want = expected([&](const QJsonObject &p) {
        return p.value(QStringLiteral("broker_product_id")).toString() == bp;
    });
    QVERIFY(settle(want));
    QCOMPARE(rowIds(), want);
    choose(product, QString());

    // Ends within 30 days: active ones whose lifetime ends between today and 30 days ahead,
    // counted from a day when some do (the seeded policies run a year from next month).
    const QDate today =
        QDate::fromString(all.at(0)[QStringLiteral("lifetime_end")].toString().left(10),
                          Qt::ISODate)
            .addDays(-10);
    h.page.setToday(today);
    auto *ends = h.page.findChild<QComboBox *>(QStringLiteral("policyEndsFilter"));
    choose(ends, 30);
    want = expected([&](const QJsonObject &p) {
        const QDate end = QDate::fromString(
            p.value(QStringLiteral("lifetime_end")).toString().left(10), Qt::ISODate);
        return p.value(QStringLiteral("id")).toString() != canceledId && end >= today &&
               end <= today.addDays(30);
    });
    QVERIFY(want.size() > 1 && want.size() < 11);
    QVERIFY(settle(want));
    QCOMPARE(rowIds(), want);
}

// The page goes (the window closes) while its index walk and first page are in flight: the
// answers that arrive later reach nothing (the sanitizer build catches a use after free).
void TestPoliciesPage::closedWhileReadingItsIndex_thePageGoesQuietly()
{
    UiFixture f(withPolicies(3));
    {
        PoliciesPage page(f.workspace);
        page.show();
        page.activate();
        QVERIFY(page.isIndexing());
    }
    QVERIFY(waitForNetworkIdle(f.api.network()));
    QTest::qWait(100);
    PoliciesPage again(f.workspace); // the index file opens again, whole
    again.activate();
    QTRY_VERIFY_WITH_TIMEOUT(!again.isIndexing() && again.model()->rowCount() == 3, timeoutMs);
}

QTEST_MAIN(TestPoliciesPage)
#include "tst_policiespage.moc"
