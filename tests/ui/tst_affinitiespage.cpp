// The Affinities page against the real in-process sandbox: the partnership and the list, a new
// affinity through the wizard issued live by webhook, attachments opened and saved, cancel,
// polling when no receiver is configured, and a service error shown on the field at fault.
#include "affinityflow.h"
#include "networkidle.h"
#include "personfacts.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "affinities/affinitiespage.h"
#include "affinities/affinitydetails.h"
#include "affinities/affinitywizard.h"
#include "affinities/holderitemstep.h"
#include "affinities/partnershipview.h"
#include "common/fieldmarks.h"
#include "models/lazylistmodel.h"
#include "shell/errorbanner.h"
#include "webhook/affinityreadback.h"
#include "webhook/webhookreceiver.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDesktopServices>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace brokerdesk;
using ui::AffinitiesPage;
using ui::affinities::AffinityWizard;
using Role = models::LazyListModel::Role;

namespace {

constexpr int timeoutMs = 15000; // generous: the machine is shared
constexpr int electronic = 8;

// The page on a sandbox, shown, its model under QAbstractItemModelTester. With `live`, a
// webhook receiver of the test plays the desk's: the sandbox pushes to it, it feeds the
// workspace. A strict sandbox pushes unsigned updates, which the receiver reads back.
class Harness
{
public:
    explicit Harness(sandbox::SandboxSettings settings, bool live)
    {
        if (live) {
            receiver = std::make_unique<webhook::WebhookReceiver>(secret);
            QVERIFY(receiver->listen());
            settings.webhookTargets = {{QStringLiteral("demo-broker-1"), receiver->url(), secret}};
        }
        const bool strict = settings.strict;
        f = std::make_unique<UiFixture>(std::move(settings));
        if (receiver && strict) {
            readBack = std::make_unique<webhook::AffinityReadBack>(f->api);
            receiver->setMode(webhook::WebhookReceiver::Mode::Unsigned);
            receiver->setReadBack(readBack->function());
        }
        if (receiver) {
            QObject::connect(receiver.get(), &webhook::WebhookReceiver::affinityUpdated,
                             &f->workspace, &ui::Workspace::affinityUpdated);
            f->workspace.setLiveAffinityUpdates(true);
        }
        page = std::make_unique<AffinitiesPage>(f->workspace);
        tester = std::make_unique<QAbstractItemModelTester>(
            page->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page->resize(1200, 760);
        page->show();
        page->activate();
    }

    QJsonObject record(int row) const
    {
        return page->model()->index(row, 0).data(Role::RecordRole).toJsonObject();
    }
    int statusOf(const QString &id) const
    {
        for (int row = 0; row < page->model()->rowCount(); ++row)
            if (record(row).value(QStringLiteral("id")).toString() == id)
                return record(row).value(QStringLiteral("status")).toInt();
        return -1;
    }
    void select(const QString &id) const
    {
        for (int row = 0; row < page->model()->rowCount(); ++row)
            if (record(row).value(QStringLiteral("id")).toString() == id)
                page->view()->setCurrentIndex(page->model()->index(row, 0));
    }
    QByteArray token() { return f->server.token(0); }

    const QByteArray secret = "test-webhook-secret";
    std::unique_ptr<webhook::WebhookReceiver> receiver;
    std::unique_ptr<UiFixture> f;
    std::unique_ptr<webhook::AffinityReadBack> readBack;
    std::unique_ptr<AffinitiesPage> page;
    std::unique_ptr<QAbstractItemModelTester> tester;
};

sandbox::SandboxSettings issuingAfter(int ms)
{
    auto s = affinityflow::fastSettings();
    s.affinityIssueDelayMs = ms;
    return s;
}

// Clicks the field and types over what it holds, into whatever has the focus.
void type(QWidget *root, const QString &name, const QString &text)
{
    auto *edit = root->findChild<QLineEdit *>(name);
    QVERIFY2(edit, qPrintable(name));
    QVERIFY2(typist::click(edit), qPrintable(name));
    QVERIFY(typist::retype(text));
    QCOMPARE(edit->text(), text);
}

bool clickWhenEnabled(QWizard *w, QWizard::WizardButton which)
{
    QAbstractButton *button = w->button(which);
    if (!QTest::qWaitFor([button] { return button->isEnabled() && button->isVisible(); },
                         timeoutMs))
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return true;
}

// Product (Electronic) → plan → lifetime → holder and item, filled but not sent.
void fillWizard(Harness &h, AffinityWizard *w, const QString &phone)
{
    w->setProduct(affinityflow::productOfType(h.f->server, h.token(), electronic));
    w->show();
    QVERIFY(clickWhenEnabled(w, QWizard::NextButton));
    QTRY_COMPARE_WITH_TIMEOUT(w->currentId(), int(AffinityWizard::PlanStepId), timeoutMs);
    QVERIFY(clickWhenEnabled(w, QWizard::NextButton));
    QTRY_COMPARE_WITH_TIMEOUT(w->currentId(), int(AffinityWizard::LifetimeStepId), timeoutMs);
    QVERIFY(clickWhenEnabled(w, QWizard::NextButton));
    QTRY_COMPARE_WITH_TIMEOUT(w->currentId(), int(AffinityWizard::HolderStepId), timeoutMs);
    type(w, QStringLiteral("holder.first_name"), QStringLiteral("Ana"));
    type(w, QStringLiteral("holder.last_name"), QStringLiteral("Souza"));
    type(w, QStringLiteral("holder.cpf"), QStringLiteral("29141777638"));
    personfacts::fill(w);
    type(w, QStringLiteral("holder.phone"), phone);
    type(w, QStringLiteral("holder.address.zip_code"), QStringLiteral("01310100"));
    type(w, QStringLiteral("holder.address.street_name"), QStringLiteral("Av. Paulista"));
    type(w, QStringLiteral("holder.address.number"), QStringLiteral("1000"));
    type(w, QStringLiteral("holder.address.city_name"), QStringLiteral("Sao Paulo"));
    type(w, QStringLiteral("item.brand_name"), QStringLiteral("Samsung"));
    type(w, QStringLiteral("item.model_name"), QStringLiteral("Galaxy S24"));
    type(w, QStringLiteral("item.invoice_amount"), QStringLiteral("4599"));
}

// What the wizard's banners say, for failure messages.
QString wizardErrors(const QPointer<AffinityWizard> &w)
{
    QStringList out;
    if (w)
        for (const auto *banner : w->findChildren<ui::ErrorBanner *>())
            if (banner->hasError())
                out << banner->message();
    return out.join(u'|');
}

} // namespace

class TestAffinitiesPage : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedSettings> m_settings;
    QList<QUrl> m_opened;

public slots:
    void openUrl(const QUrl &url) { m_opened << url; } // stands in for the system's viewer

private slots:
    void initTestCase();
    void init()
    {
        m_settings = std::make_unique<IsolatedSettings>();
        m_opened.clear();
    }
    void cleanupTestCase() { QDesktopServices::unsetUrlHandler(QStringLiteral("http")); }

    void opening_showsThePartnershipAndTheAffinitiesWithStatusBadges();
    void newAffinityThroughTheWizard_isPendingThenIssuedByAWebhook();
    void issuedAttachments_openInTheViewerAndSaveAsPdf();
    void cancel_showsTheCanceledRowWithItsEndDateAndCancelDocument();
    void withoutAReceiver_theListIsPolledWhileAnyIsPending_thenPollingStops();
    void serviceRefusal_isShownInPlainWordsOnTheFieldAtFault();
    void affinityForACustomer_opensTheWizardWithThemAsTheHolder();
    void anAffinityOpenedFromElsewhere_isSelected();
};

void TestAffinitiesPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDesktopServices::setUrlHandler(QStringLiteral("http"), this, "openUrl");
}

void TestAffinitiesPage::opening_showsThePartnershipAndTheAffinitiesWithStatusBadges()
{
    Harness h(issuingAfter(60000), false);
    const auto created = affinityflow::create(h.f->server, h.token(), electronic);
    QCOMPARE(created.status, 200);
    h.page->activate();

    QTRY_VERIFY_WITH_TIMEOUT(
        h.page->partnership()->customerText().contains(QStringLiteral("Varejo Horizonte")),
        timeoutMs);
    QCOMPARE(h.page->partnership()->products()->count(), 3);
    QVERIFY(h.page->newButton()->isEnabled());
    QTRY_VERIFY2_WITH_TIMEOUT(h.page->model()->rowCount() >= 1 && !h.page->isBusy(),
                              qPrintable(QStringLiteral("rows %1, list busy %2, page busy %3")
                                             .arg(h.page->model()->rowCount())
                                             .arg(h.page->model()->isBusy())
                                             .arg(h.page->isBusy())),
                              timeoutMs);
    QCOMPARE(h.record(0).value(QStringLiteral("id")).toString(),
             created.json.value(QStringLiteral("id")).toString());
    QCOMPARE(h.page->model()->index(0, 1).data().toString(), QStringLiteral("Pending"));
    QCOMPARE(h.page->model()->index(0, 2).data().toString(),
             QStringLiteral("Seguro Celular Parceiro"));
    QVERIFY(!h.page->errorBanner()->hasError());

    h.page->view()->setCurrentIndex(h.page->model()->index(0, 0));
    QCOMPARE(h.page->details()->text(QStringLiteral("holder")), QStringLiteral("Ana Souza"));
    QCOMPARE(h.page->details()->text(QStringLiteral("status")), QStringLiteral("Pending"));
    QVERIFY(h.page->cancelButton()->isEnabled()); // a Pending affinity may be cancelled
    QVERIFY(h.page->isPolling());                 // no receiver here, and one is Pending
}

void TestAffinitiesPage::newAffinityThroughTheWizard_isPendingThenIssuedByAWebhook()
{
    Harness h(issuingAfter(3000), true);
    QTRY_VERIFY_WITH_TIMEOUT(h.page->newButton()->isEnabled(), timeoutMs);
    QPointer<AffinityWizard> w = h.page->createWizard();
    QVERIFY(w);
    fillWizard(h, w, QStringLiteral("+5511999990000"));
    QVERIFY(clickWhenEnabled(w, QWizard::FinishButton));
    QTRY_VERIFY2_WITH_TIMEOUT(!w, qPrintable(wizardErrors(w)),
                              timeoutMs); // closes once the service has it

    // The new one is selected as Pending, with no documents yet.
    QTRY_VERIFY_WITH_TIMEOUT(!h.page->selectedId().isEmpty(), timeoutMs);
    const QString id = h.page->selectedId();
    QCOMPARE(h.statusOf(id), 5);
    QCOMPARE(h.page->details()->text(QStringLiteral("status")), QStringLiteral("Pending"));
    QCOMPARE(h.page->details()->text(QStringLiteral("plan")), QStringLiteral("Essencial"));
    QTRY_VERIFY_WITH_TIMEOUT(!h.page->isBusy(), timeoutMs);
    QVERIFY(!h.page->isPolling()); // live updates: nothing to poll
    const qint64 fetches = h.page->model()->requestCount();

    // Issuance arrives through the receiver and changes the row in place, with no refetch.
    QTRY_COMPARE_WITH_TIMEOUT(h.statusOf(id), 1, timeoutMs);
    QVERIFY(h.receiver->appliedCount() >= 1);
    QCOMPARE(h.page->model()->requestCount(), fetches);
    QCOMPARE(h.page->details()->text(QStringLiteral("status")), QStringLiteral("Issued"));
    QCOMPARE(h.page->details()->attachments()->count(), 3);
}

void TestAffinitiesPage::issuedAttachments_openInTheViewerAndSaveAsPdf()
{
    Harness h(affinityflow::fastSettings(), true);
    const QString id = affinityflow::create(h.f->server, h.token(), electronic)
                           .json.value(QStringLiteral("id"))
                           .toString();
    QVERIFY(!id.isEmpty());
    h.page->activate();
    QTRY_COMPARE_WITH_TIMEOUT(h.statusOf(id), 1, timeoutMs);
    h.select(id);
    auto *details = h.page->details();
    QCOMPARE(details->attachments()->count(), 3);
    QCOMPARE(details->attachments()->item(0)->text(), QStringLiteral("Certificate of insurance"));

    QTest::mouseClick(details->findChild<QPushButton *>(QStringLiteral("openAttachment")),
                      Qt::LeftButton);
    QCOMPARE(m_opened.size(), 1);
    QCOMPARE(m_opened.constFirst(), details->currentAttachment());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("certificate.pdf"));
    h.page->saveAttachment(details->currentAttachment(), path);
    QTRY_VERIFY_WITH_TIMEOUT(!h.page->isBusy(), timeoutMs);
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.read(5) == "%PDF-");
    QVERIFY(!h.page->errorBanner()->hasError());

    // A link the service refuses (tampered signature) says so in plain words, with Retry.
    QUrl forged = details->currentAttachment();
    forged.setQuery(QStringLiteral("sig=0000"));
    h.page->saveAttachment(forged, dir.filePath(QStringLiteral("forged.pdf")));
    QTRY_VERIFY_WITH_TIMEOUT(h.page->errorBanner()->hasError(), timeoutMs);
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("forged.pdf"))));
}

void TestAffinitiesPage::cancel_showsTheCanceledRowWithItsEndDateAndCancelDocument()
{
    Harness h(affinityflow::fastSettings(), true);
    const QString id = affinityflow::create(h.f->server, h.token(), electronic)
                           .json.value(QStringLiteral("id"))
                           .toString();
    h.page->activate();
    QTRY_COMPARE_WITH_TIMEOUT(h.statusOf(id), 1, timeoutMs);
    h.select(id);
    QVERIFY(h.page->cancelButton()->isEnabled());

    QMessageBox *box = h.page->createCancelDialog();
    QVERIFY(box);
    box->show();
    QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("confirmCancel")),
                      Qt::LeftButton);

    QTRY_COMPARE_WITH_TIMEOUT(h.statusOf(id), 2, timeoutMs);
    QCOMPARE(h.page->model()->index(h.page->view()->currentIndex().row(), 1).data().toString(),
             QStringLiteral("Canceled"));
    QVERIFY(!h.page->model()
                 ->index(h.page->view()->currentIndex().row(), 5)
                 .data()
                 .toString()
                 .isEmpty());
    QVERIFY(!h.page->details()->text(QStringLiteral("canceled")).isEmpty());
    QVERIFY(!h.page->cancelButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(h.page->details()->attachments()->count(), 4, timeoutMs);
    QCOMPARE(h.page->details()->attachments()->item(3)->text(), QStringLiteral("Cancellation"));
    QCOMPARE(affinityflow::statusOf(h.f->server, h.token(), id), 2);
}

void TestAffinitiesPage::withoutAReceiver_theListIsPolledWhileAnyIsPending_thenPollingStops()
{
    Harness h(issuingAfter(4000), false);
    h.page->setPollInterval(200);
    const QString id = affinityflow::create(h.f->server, h.token(), electronic)
                           .json.value(QStringLiteral("id"))
                           .toString();
    h.page->activate();
    QTRY_COMPARE_WITH_TIMEOUT(h.statusOf(id), 5, timeoutMs);
    QVERIFY(h.page->isPolling());
    const qint64 fetches = h.page->model()->requestCount();
    QTRY_COMPARE_WITH_TIMEOUT(h.statusOf(id), 1, timeoutMs);
    QVERIFY(h.page->model()->requestCount() > fetches); // it came from a fetch of the list
    QTRY_VERIFY_WITH_TIMEOUT(!h.page->isPolling(), timeoutMs);
    // Only the stopped poll timer fetches: with the last fetch answered and every posted event
    // delivered, nothing more can come.
    QTRY_VERIFY_WITH_TIMEOUT(!h.page->model()->isBusy(), timeoutMs);
    const qint64 settled = h.page->model()->requestCount();
    QVERIFY(waitForNetworkIdle(h.f->api.network()));
    QVERIFY(!h.page->isPolling());
    QCOMPARE(h.page->model()->requestCount(), settled);
}

void TestAffinitiesPage::serviceRefusal_isShownInPlainWordsOnTheFieldAtFault()
{
    Harness h(issuingAfter(60000), true);
    QTRY_VERIFY_WITH_TIMEOUT(h.page->newButton()->isEnabled(), timeoutMs);
    QPointer<AffinityWizard> w = h.page->createWizard();
    fillWizard(h, w, QStringLiteral("12"));
    // A malformed phone is the desk's to catch: said at the field, nothing sent.
    auto *phone = w->findChild<QLineEdit *>(QStringLiteral("holder.phone"));
    QVERIFY(ui::fieldmarks::isMarked(phone));
    QVERIFY(!w->button(QWizard::FinishButton)->isEnabled());
    type(w, QStringLiteral("holder.phone"), QStringLiteral("+5511999990000"));
    QVERIFY(!ui::fieldmarks::isMarked(phone));
    // Only the service knows its limit on the invoice amount (R$ 100 million).
    type(w, QStringLiteral("item.invoice_amount"), QStringLiteral("200000000"));
    QVERIFY(clickWhenEnabled(w, QWizard::FinishButton));

    auto *step =
        qobject_cast<ui::affinities::HolderItemStep *>(w->page(AffinityWizard::HolderStepId));
    QTRY_VERIFY_WITH_TIMEOUT(step->errorBanner()->hasError(), timeoutMs);
    QVERIFY(w);
    QCOMPARE(w->currentId(), int(AffinityWizard::HolderStepId));
    const QString message = step->errorBanner()->message();
    QVERIFY2(message.contains(QStringLiteral("Invoice amount: must be between")),
             qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("item.invoice_amount")), qPrintable(message));
    auto *invoice = w->findChild<QLineEdit *>(QStringLiteral("item.invoice_amount"));
    QVERIFY(ui::fieldmarks::isMarked(invoice));
    QVERIFY(invoice->hasFocus() || !QApplication::focusWidget()); // offscreen may not focus
    QCOMPARE(h.page->model()->rowCount(), 0);                     // nothing was created

    // Fixed and sent again: created.
    type(w, QStringLiteral("item.invoice_amount"), QStringLiteral("4599"));
    QVERIFY(clickWhenEnabled(w, QWizard::FinishButton));
    QTRY_VERIFY2_WITH_TIMEOUT(!w, qPrintable(wizardErrors(w)), timeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(h.page->model()->rowCount(), 1, timeoutMs);
}

void TestAffinitiesPage::affinityForACustomer_opensTheWizardWithThemAsTheHolder()
{
    Harness h(issuingAfter(60000), false);
    cache::Customer customer;
    customer.person.name = QStringLiteral("Renata Queiroz");
    customer.person.cpf = QStringLiteral("52998224725");
    customer.person.email = QStringLiteral("renata@example.com");
    // Asked for from the Customers page before the partnership arrived: the wizard opens once
    // it has.
    emit h.f->workspace.affinityForCustomerRequested(customer);
    QPointer<AffinityWizard> w;
    QTRY_VERIFY_WITH_TIMEOUT((w = h.page->findChild<AffinityWizard *>()) && w->isVisible(),
                             timeoutMs);
    w->setProduct(affinityflow::productOfType(h.f->server, h.token(), electronic));
    QVERIFY(clickWhenEnabled(w, QWizard::NextButton));
    QTRY_COMPARE_WITH_TIMEOUT(w->currentId(), int(AffinityWizard::PlanStepId), timeoutMs);
    QVERIFY(clickWhenEnabled(w, QWizard::NextButton));
    QTRY_COMPARE_WITH_TIMEOUT(w->currentId(), int(AffinityWizard::LifetimeStepId), timeoutMs);
    QVERIFY(clickWhenEnabled(w, QWizard::NextButton));
    QTRY_COMPARE_WITH_TIMEOUT(w->currentId(), int(AffinityWizard::HolderStepId), timeoutMs);
    QCOMPARE(w->findChild<QLineEdit *>(QStringLiteral("holder.first_name"))->text(),
             QStringLiteral("Renata"));
    QCOMPARE(w->findChild<QLineEdit *>(QStringLiteral("holder.email"))->text(),
             QStringLiteral("renata@example.com"));
    w->close();
}

void TestAffinitiesPage::anAffinityOpenedFromElsewhere_isSelected()
{
    auto settings = issuingAfter(60000);
    settings.seedAffinities = 3;
    Harness h(settings, false);
    QTRY_VERIFY_WITH_TIMEOUT(h.page->model()->rowCount() > 1, timeoutMs);
    const QString second = h.record(1).value(QStringLiteral("id")).toString();
    QVERIFY(!second.isEmpty());
    emit h.f->workspace.affinityOpened(second); // a customer's record, for one
    QTRY_COMPARE_WITH_TIMEOUT(h.page->view()
                                  ->currentIndex()
                                  .siblingAtColumn(0)
                                  .data(Role::RecordRole)
                                  .toJsonObject()
                                  .value(QStringLiteral("id"))
                                  .toString(),
                              second, timeoutMs);
}

QTEST_MAIN(TestAffinitiesPage)
#include "tst_affinitiespage.moc"
