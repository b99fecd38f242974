// The workstation under faults: for every operation the pages use, and for every way the
// service can fail (refused, hang, 500, 429, garbage, truncated JSON, dropped connection), the
// page shows a sentence in plain words, its Retry works once the fault is lifted, and a create
// retried after a fault exists once on the real sandbox (the retry reuses its Idempotency-Key).
#include "affinityflow.h"
#include "faultproxy.h"
#include "networkidle.h"
#include "salesflow.h"
#include "uifixture.h"
#include "uitestsettings.h"
#include "waituntil.h"
#include "wizarddriver.h"

#include "affinities/affinitiespage.h"
#include "affinities/affinitywizard.h"
#include "api/httpcall.h"
#include "cashflow/cashflowpage.h"
#include "catalog/catalogpage.h"
#include "models/lazylistmodel.h"
#include "offline/saleslog.h"
#include "policies/policiespage.h"
#include "quoting/quotepage.h"
#include "recommendations/estimatedialog.h"
#include "sales/checkoutview.h"
#include "sales/salespage.h"
#include "sales/salestatusview.h"
#include "shell/errorbanner.h"

#include <QComboBox>
#include <QDialog>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;
using namespace std::chrono_literals;
using Fault = FaultProxy::Fault;
using ui::ErrorBanner;

Q_DECLARE_METATYPE(FaultProxy::Fault)

namespace {

constexpr int waitMs = 8000;
constexpr int electronic = 8;

// QTRY_VERIFY, QTRY_VERIFY2 and QTRY_COMPARE with waitMs, but looking again after every event
// rather than every 50 ms: a row waits many times.
#define WAIT_VERIFY(expr)                                                                          \
    do {                                                                                           \
        waitUntil([&] { return bool(expr); }, waitMs);                                             \
        QVERIFY(expr);                                                                             \
    } while (false)
#define WAIT_VERIFY2(expr, message)                                                                \
    do {                                                                                           \
        waitUntil([&] { return bool(expr); }, waitMs);                                             \
        QVERIFY2(expr, message);                                                                   \
    } while (false)
#define WAIT_COMPARE(actual, expected)                                                             \
    do {                                                                                           \
        waitUntil([&] { return (actual) == (expected); }, waitMs);                                 \
        QCOMPARE(actual, expected);                                                                \
    } while (false)

// Every visible banner's text under `root`, joined (empty when none shows).
QString bannerText(const QWidget *root)
{
    QStringList out;
    for (const auto *banner : root->findChildren<ErrorBanner *>())
        if (banner->hasError())
            out << banner->message();
    return out.join(u'|');
}

ErrorBanner *shownBanner(const QWidget *root)
{
    for (auto *banner : root->findChildren<ErrorBanner *>())
        if (banner->hasError())
            return banner;
    return nullptr;
}

// A sentence for people: no JSON, no markup, no Qt error string, no bare status line.
bool isPlainWords(const QString &text)
{
    static const QStringList raw = {QStringLiteral("{"),
                                    QStringLiteral("}"),
                                    QStringLiteral("<"),
                                    QStringLiteral("\"error\""),
                                    QStringLiteral("HTTP/1.1"),
                                    QStringLiteral("Error transferring"),
                                    QStringLiteral("server replied"),
                                    QStringLiteral("Connection refused"),
                                    QStringLiteral("illegal value"),
                                    QStringLiteral("unterminated")};
    if (text.size() < 15 || !text.contains(u' '))
        return false;
    for (const QString &r : raw)
        if (text.contains(r, Qt::CaseInsensitive))
            return false;
    return true;
}

struct Operation
{
    QString name;
    QByteArray method;
    QString path; // anchored regex
};

const QList<Operation> &operations()
{
    static const QList<Operation> ops = {
        {QStringLiteral("catalog.store"), "GET", QStringLiteral("/v1/merchant/stores/.+")},
        {QStringLiteral("catalog.vendor"), "GET", QStringLiteral("/v1/merchant/vendor/.+")},
        {QStringLiteral("quote.request"), "POST", QStringLiteral("/v1/quotes/request")},
        {QStringLiteral("quote.create"), "POST", QStringLiteral("/v1/quotes")},
        {QStringLiteral("sale.request"), "POST", QStringLiteral("/v1/sales/request")},
        {QStringLiteral("sale.create"), "POST", QStringLiteral("/v1/sales")},
        {QStringLiteral("sale.get"), "GET", QStringLiteral("/v1/sales/[^/]+")},
        {QStringLiteral("sale.timeline"), "GET", QStringLiteral("/v1/consultant/timeline/.+")},
        {QStringLiteral("policies.list"), "GET", QStringLiteral("/v1/policies")},
        {QStringLiteral("policy.cancel"), "DELETE", QStringLiteral("/v1/policies/.+")},
        {QStringLiteral("cashflow.list"), "GET", QStringLiteral("/v1/cash-flow")},
        {QStringLiteral("affinity.partnership"), "GET", QStringLiteral("/v1/affinity/partnership")},
        {QStringLiteral("affinity.request"), "POST", QStringLiteral("/v1/affinity/request")},
        {QStringLiteral("affinity.create"), "POST", QStringLiteral("/v1/affinity")},
        {QStringLiteral("affinity.list"), "GET", QStringLiteral("/v1/affinity")},
        {QStringLiteral("affinity.cancel"), "DELETE", QStringLiteral("/v1/affinity/.+")},
        {QStringLiteral("recommendation.create"), "POST",
         QStringLiteral("/v1/recommendations/product-type")},
        {QStringLiteral("recommendation.evaluate"), "POST",
         QStringLiteral("/v1/recommendations/product-type/[^/]+/evaluate")},
    };
    return ops;
}

Operation operation(const QString &name)
{
    for (const auto &op : operations())
        if (op.name == name)
            return op;
    return {};
}

} // namespace

class TestFaultMatrix : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedSettings> m_settings;
    std::unique_ptr<UiFixture> f;
    std::unique_ptr<FaultProxy> proxy;
    // A fresh offline store and workspace per row, over the one client and sandbox.
    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<cache::OfflineStore> offline;
    std::unique_ptr<ui::Workspace> ws;
    Operation op;
    Fault m_fault = Fault::None;

    void arm()
    {
        proxy->clearSeen();
        // Only a hang needs the short timeout; the rest of the row keeps a patient one.
        if (m_fault == Fault::Hang)
            f->api.setTimeout(150ms);
        proxy->arm(m_fault, op.method, op.path);
    }
    bool callsRunning(const QWidget *root) const
    {
        for (const QObject *owner :
             {static_cast<const QObject *>(root->window()), static_cast<const QObject *>(ws.get())})
            for (const auto *call : owner->findChildren<api::HttpCall *>())
                if (call->isRunning())
                    return true;
        return false;
    }
    // The fault shows as plain words in a banner with Retry; then the fault is lifted and Retry
    // pressed. False (with a failure recorded) when anything of it does not hold.
    bool expectErrorThenRetry(QWidget *root)
    {
        // The fault is met whole before it is lifted: no call still tries, or waits to try
        // again, when Retry is pressed (one that failed after it would show a new error).
        const bool shown =
            waitUntil([&] { return shownBanner(root) != nullptr && !callsRunning(root); }, waitMs);
        proxy->lift();
        f->api.setTimeout(5000ms);
        [&] {
            QVERIFY2(
                shown,
                qPrintable(
                    QStringLiteral("no error shown; faulted %1 request(s)").arg(proxy->faulted())));
            // A refused connection never reaches the proxy; every other fault is met there.
            QVERIFY2(m_fault == Fault::Refused || proxy->faulted() >= 1, "the fault was never met");
            const QString text = bannerText(root);
            QVERIFY2(isPlainWords(text), qPrintable(text));
            auto *retry = shownBanner(root)->findChild<QPushButton *>(QStringLiteral("retry"));
            QVERIFY2(retry && retry->isVisibleTo(shownBanner(root)),
                     qPrintable(QStringLiteral("no Retry: ") + text));
            QTest::mouseClick(retry, Qt::LeftButton);
        }();
        return !QTest::currentTestFailed();
    }
    // A create retried after the fault went to the service under one Idempotency-Key.
    void expectOneKey()
    {
        const QList<QByteArray> keys = proxy->keysSent(op.method, op.path);
        QVERIFY2(keys.size() == 1, qPrintable(QStringLiteral("%1 keys: %2")
                                                  .arg(keys.size())
                                                  .arg(QString::fromLatin1(keys.join(' ')))));
        QVERIFY(!keys.constFirst().isEmpty());
    }
    QByteArray token() { return f->server.token(0); }
    // Quote request + quote through the API, saved offline as the wizard would: ready to sell.
    QString savedQuote();

    void catalog();
    void quoteWizard();
    void checkout();
    void saleStatus();
    void policies();
    void policyCancel();
    void cashflow();
    void affinities();
    void affinityWizard();
    void affinityCancel();
    void recommendations();

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void cleanup();
    void everyOperation_underEveryFault_showsPlainWordsAndRecoversOnRetry_data();
    void everyOperation_underEveryFault_showsPlainWordsAndRecoversOnRetry();
};

void TestFaultMatrix::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_settings = std::make_unique<IsolatedSettings>();
    f = std::make_unique<UiFixture>();
    QVERIFY(f->server.started());
    proxy = std::make_unique<FaultProxy>(f->server.sandbox().baseUrl());
    QVERIFY(proxy->listen());
    api::ServerSettings s = f->api.settings();
    s.baseUrl = proxy->baseUrl(); // the token still comes from the sandbox itself
    f->api.setSettings(s);
    api::RetryPolicy fast;
    fast.maxAttempts = 2;
    fast.firstDelay = 10ms;
    fast.maxDelay = 20ms;
    f->api.setRetryPolicy(fast);
    f->api.setTimeout(5000ms);
}

void TestFaultMatrix::cleanupTestCase()
{
    proxy.reset();
    f.reset();
}

void TestFaultMatrix::init()
{
    // A crash or a kill ends the log without a failure: its last row started names the row.
    qDebug("row %s", QTest::currentDataTag());
    dir = std::make_unique<QTemporaryDir>();
    offline = std::make_unique<cache::OfflineStore>();
    offline->open(dir->filePath(QStringLiteral("offline.db")));
    ws = std::make_unique<ui::Workspace>(f->api, *offline);
    ws->setBrokerChannelId(f->server.broker(0).channelId);
    QFile::remove(cache::SalesLog::defaultPath());
}

void TestFaultMatrix::cleanup()
{
    proxy->lift();
    f->api.setTimeout(5000ms);
    // The pages' last answers land before their workspace goes.
    QVERIFY(waitForNetworkIdle(f->api.network()));
    ws.reset();
    offline.reset();
    dir.reset();
}

void TestFaultMatrix::everyOperation_underEveryFault_showsPlainWordsAndRecoversOnRetry_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<Fault>("fault");
    const QList<Fault> faults = {Fault::Refused,     Fault::Hang,    Fault::ServerError,
                                 Fault::RateLimited, Fault::Garbage, Fault::Truncated,
                                 Fault::Dropped};
    for (const auto &o : operations())
        for (Fault x : faults)
            QTest::addRow("%s/%s", qPrintable(o.name), qPrintable(FaultProxy::name(x)))
                << o.name << x;
}

void TestFaultMatrix::everyOperation_underEveryFault_showsPlainWordsAndRecoversOnRetry()
{
    QFETCH(QString, operation);
    op = ::operation(operation);
    QFETCH(Fault, fault);
    m_fault = fault;
    const QString group = operation.section(u'.', 0, 0);
    if (group == QLatin1String("catalog"))
        catalog();
    else if (operation == QLatin1String("quote.request") ||
             operation == QLatin1String("quote.create"))
        quoteWizard();
    else if (operation == QLatin1String("sale.request") ||
             operation == QLatin1String("sale.create"))
        checkout();
    else if (group == QLatin1String("sale"))
        saleStatus();
    else if (operation == QLatin1String("policies.list"))
        policies();
    else if (operation == QLatin1String("policy.cancel"))
        policyCancel();
    else if (group == QLatin1String("cashflow"))
        cashflow();
    else if (operation == QLatin1String("affinity.partnership") ||
             operation == QLatin1String("affinity.list"))
        affinities();
    else if (operation == QLatin1String("affinity.request") ||
             operation == QLatin1String("affinity.create"))
        affinityWizard();
    else if (operation == QLatin1String("affinity.cancel"))
        affinityCancel();
    else
        recommendations();
}

QString TestFaultMatrix::savedQuote()
{
    const QByteArray t = token();
    const auto store =
        f->server.get(QStringLiteral("/v1/merchant/stores/") + f->server.broker(0).channelId, t);
    QJsonObject product;
    for (const QJsonValue bp : store.json.value(QStringLiteral("broker_products")).toArray())
        if (bp[QStringLiteral("product")][QStringLiteral("type")].toInt() == 1)
            product = bp.toObject();
    const auto request =
        f->server.post(QStringLiteral("/v1/quotes/request"),
                       {{QStringLiteral("broker_product_id"), product[QStringLiteral("id")]}}, t);
    const QString planId =
        request.json[QStringLiteral("plans")][0][QStringLiteral("id")].toString();
    QJsonObject item = salesflow::demoItem(1);
    item.insert(QStringLiteral("coverages"), salesflow::requiredCoverages(request.json, planId));
    const QDate start = QDate::currentDate().addDays(1);
    const QJsonObject body{
        {QStringLiteral("quote_request_id"), request.json[QStringLiteral("id")]},
        {QStringLiteral("plan_id"), planId},
        {QStringLiteral("lifetime_start"), start.toString(Qt::ISODate)},
        {QStringLiteral("lifetime_end"), start.addYears(1).toString(Qt::ISODate)},
        {QStringLiteral("policy_holder"), salesflow::demoHolder()},
        {QStringLiteral("items"), QJsonArray{item}}};
    const auto quote = f->server.post(QStringLiteral("/v1/quotes"), body, t);
    if (quote.status != 200 || !ws->offline().saveQuote(product, body, quote.json))
        return {};
    return quote.json.value(QStringLiteral("id")).toString();
}

void TestFaultMatrix::catalog()
{
    ui::CatalogPage page(*ws);
    page.resize(1000, 700);
    page.show();
    arm();
    page.activate();
    if (!expectErrorThenRetry(&page))
        return;
    auto *list = page.findChild<QListView *>();
    WAIT_VERIFY2(!page.isBusy() && list->model()->rowCount() > 0, qPrintable(bannerText(&page)));
    QVERIFY2(bannerText(&page).isEmpty(), qPrintable(bannerText(&page)));
    // Whole now, so it was saved: every product's vendor settings are there offline.
    const auto store = ws->offline().store(ws->brokerChannelId());
    QVERIFY(store);
    for (const QJsonValue bp : store->doc.value(QStringLiteral("broker_products")).toArray())
        QVERIFY(ws->offline().vendor(bp[QStringLiteral("product_id")].toString()).has_value());
}

void TestFaultMatrix::quoteWizard()
{
    using namespace wizarddriver;
    ui::QuotePage page(*ws);
    page.resize(1000, 700);
    page.show();
    QuoteWizard *w = page.wizard();
    const QString bp = salesflow::brokerProductOfType(f->server, token(), 0, 1);
    // Asked for from the catalog, the product's request is opened at once.
    if (op.name == QLatin1String("quote.request")) {
        arm();
        emit ws->quoteRequested(bp);
        if (!expectErrorThenRetry(w))
            return;
        QVERIFY2(waitForStep(w, QuoteWizard::PlanStepId), qPrintable(bannerText(w)));
        expectOneKey();
        return;
    }
    emit ws->quoteRequested(bp);
    QVERIFY(waitForStep(w, QuoteWizard::PlanStepId));
    QVERIFY(fillPlan(w) && clickNext(w) && waitForStep(w, QuoteWizard::HolderStepId));
    fillHolder(w);
    QVERIFY(clickNext(w) && waitForStep(w, QuoteWizard::ItemStepId));
    fillAuto(w);
    QVERIFY(clickNext(w) && waitForStep(w, QuoteWizard::LifetimeStepId));
    arm();
    QVERIFY(clickNext(w));
    if (!expectErrorThenRetry(w))
        return;
    QVERIFY2(waitForStep(w, QuoteWizard::ResultsStepId), qPrintable(bannerText(w)));
    QVERIFY(w->draft().quote.has_value());
    expectOneKey();
    // The one quote the service made is the one saved here.
    QCOMPARE(ws->offline().quotes().size(), 1);
}

void TestFaultMatrix::checkout()
{
    const QString quoteId = savedQuote();
    QVERIFY(!quoteId.isEmpty());
    ui::SalesPage sales(*ws);
    sales.saleStatus()->setLongestPollInterval(100);
    sales.resize(1000, 700);
    sales.show();
    emit ws->checkoutRequested(quoteId, 0, QString(), QStringLiteral("CreditCard"));
    QVERIFY(sales.isShowingCheckout());
    auto *checkout = sales.checkout();
    auto *confirm = checkout->findChild<QPushButton *>(QStringLiteral("confirm"));
    QVERIFY(confirm && confirm->isEnabled());
    arm();
    QTest::mouseClick(confirm, Qt::LeftButton);
    if (!expectErrorThenRetry(checkout))
        return;
    WAIT_VERIFY2(sales.isShowingSale(), qPrintable(bannerText(checkout)));
    expectOneKey();
    QCOMPARE(int(sales.log().sales().size()), 1);
    // The quote took exactly one sale, which went through: the quote is taken (issue 17).
    const auto again = f->server.post(QStringLiteral("/v1/sales/request"),
                                      {{QStringLiteral("quote_id"), quoteId}}, token());
    QCOMPARE(again.code(), QStringLiteral("quote_not_available"));
    const auto sale =
        f->server.get(QStringLiteral("/v1/sales/") + sales.saleStatus()->saleId(), token());
    QCOMPARE(sale.status, 200);
}

void TestFaultMatrix::saleStatus()
{
    const QString saleId = salesflow::makeSale(f->server, token(), 0, QStringLiteral("CreditCard"));
    QVERIFY(!saleId.isEmpty());
    ui::SalesPage sales(*ws);
    auto *view = sales.saleStatus();
    view->setLongestPollInterval(100);
    sales.resize(1000, 700);
    sales.show();
    arm();
    emit ws->saleOpened(saleId);
    if (!expectErrorThenRetry(view))
        return;
    WAIT_COMPARE(view->status(), domain::SaleStatus::Finished);
    const auto *timeline = view->findChild<QListWidget *>(QStringLiteral("timeline"));
    QVERIFY(timeline);
    WAIT_VERIFY(timeline->count() >= 1);
    WAIT_VERIFY(!view->isPolling());
    QVERIFY2(bannerText(view).isEmpty(), qPrintable(bannerText(view)));
}

void TestFaultMatrix::policies()
{
    ui::PoliciesPage page(*ws);
    page.resize(1000, 700);
    page.show();
    arm();
    page.activate();
    if (!expectErrorThenRetry(&page))
        return;
    WAIT_VERIFY2(page.model()->rowCount() > 0 && !page.isBusy(), qPrintable(bannerText(&page)));
    QVERIFY(!page.errorBanner()->hasError());
}

void TestFaultMatrix::policyCancel()
{
    const QString saleId = salesflow::makeSale(f->server, token(), 0, QStringLiteral("CreditCard"));
    const QString policyId = salesflow::waitForPolicy(f->server, token(), saleId);
    QVERIFY(!policyId.isEmpty());
    ui::PoliciesPage page(*ws);
    page.resize(1000, 700);
    page.show();
    page.activate();
    WAIT_VERIFY(page.model()->rowCount() > 0 && !page.isBusy());
    emit ws->policyOpened(policyId);
    WAIT_COMPARE(page.selectedId(), policyId);
    QPointer<QDialog> dialog = page.createCancelDialog();
    QVERIFY(dialog);
    QSignalSpy canceled(dialog.data(),
                        SIGNAL(policyCanceled(brokerdesk::domain::CancelPolicyResult)));
    dialog->show();
    auto *reason = dialog->findChild<QComboBox *>(QStringLiteral("reason"));
    auto *confirm = dialog->findChild<QPushButton *>(QStringLiteral("confirmCancel"));
    QVERIFY(reason && confirm);
    reason->setCurrentIndex(1);
    arm();
    QTest::mouseClick(confirm, Qt::LeftButton);
    if (!expectErrorThenRetry(dialog))
        return;
    WAIT_COMPARE(canceled.size(), 1);
    const auto listed = f->server.get(QStringLiteral("/v1/policies?rows=100"), token());
    for (const QJsonValue p : listed.json.value(QStringLiteral("items")).toArray())
        if (p[QStringLiteral("id")].toString() == policyId)
            QCOMPARE(p[QStringLiteral("status")].toInt(), 2);
}

void TestFaultMatrix::cashflow()
{
    ui::CashFlowPage page(*ws);
    page.setMirrorPath(dir->filePath(QStringLiteral("mirror.db")));
    page.resize(1000, 700);
    page.show();
    page.showServerList();
    arm();
    page.activate();
    if (!expectErrorThenRetry(&page))
        return;
    WAIT_VERIFY2(page.serverModel()->rowCount() > 0 && page.serverModel()->hasTotal(),
                 qPrintable(bannerText(&page)));
    QVERIFY2(bannerText(&page).isEmpty(), qPrintable(bannerText(&page)));
}

void TestFaultMatrix::affinities()
{
    if (affinityflow::create(f->server, token(), electronic).status != 200)
        QFAIL("no affinity to list");
    ui::AffinitiesPage page(*ws);
    page.resize(1200, 760);
    page.show();
    arm();
    page.activate();
    if (!expectErrorThenRetry(&page))
        return;
    WAIT_VERIFY2(page.newButton()->isEnabled() && page.model()->rowCount() > 0 && !page.isBusy(),
                 qPrintable(bannerText(&page)));
    QVERIFY2(!page.errorBanner()->hasError(), qPrintable(page.errorBanner()->message()));
}

void TestFaultMatrix::affinityWizard()
{
    ui::AffinitiesPage page(*ws);
    page.resize(1200, 760);
    page.show();
    page.activate();
    WAIT_VERIFY(page.newButton()->isEnabled() && !page.isBusy());
    const int before = f->server.get(QStringLiteral("/v1/affinity?rows=1"), token())
                           .json.value(QStringLiteral("total"))
                           .toInt();
    QPointer<ui::affinities::AffinityWizard> w = page.createWizard();
    QVERIFY(w);
    w->setProduct(affinityflow::productOfType(f->server, token(), electronic));
    w->show();
    const auto click = [&](QWizard::WizardButton which) {
        QAbstractButton *button = w->button(which);
        return waitUntil([button] { return button->isEnabled() && button->isVisible(); }, waitMs) &&
               (QTest::mouseClick(button, Qt::LeftButton), true);
    };
    using Wizard = ui::affinities::AffinityWizard;
    if (op.name == QLatin1String("affinity.request")) {
        arm();
        QVERIFY(click(QWizard::NextButton));
        if (!expectErrorThenRetry(w))
            return;
        WAIT_COMPARE(w->currentId(), int(Wizard::PlanStepId));
        expectOneKey();
        w->reject();
        return;
    }
    QVERIFY(click(QWizard::NextButton));
    WAIT_COMPARE(w->currentId(), int(Wizard::PlanStepId));
    QVERIFY(click(QWizard::NextButton));
    WAIT_COMPARE(w->currentId(), int(Wizard::LifetimeStepId));
    QVERIFY(click(QWizard::NextButton));
    WAIT_COMPARE(w->currentId(), int(Wizard::HolderStepId));
    const auto type = [&](const char *name, const QString &text) {
        auto *edit = w->findChild<QLineEdit *>(QString::fromLatin1(name));
        QVERIFY2(edit, name);
        edit->clear();
        QTest::keyClicks(edit, text);
    };
    type("holder.first_name", QStringLiteral("Ana"));
    type("holder.last_name", QStringLiteral("Souza"));
    type("holder.cpf", QStringLiteral("29141777638"));
    personfacts::fill(w);
    type("holder.phone", QStringLiteral("+5511999990000"));
    type("holder.address.zip_code", QStringLiteral("01310100"));
    type("holder.address.street_name", QStringLiteral("Av. Paulista"));
    type("holder.address.number", QStringLiteral("1000"));
    type("holder.address.city_name", QStringLiteral("Sao Paulo"));
    type("item.brand_name", QStringLiteral("Samsung"));
    type("item.model_name", QStringLiteral("Galaxy S24"));
    type("item.invoice_amount", QStringLiteral("4599"));
    arm();
    QVERIFY(click(QWizard::FinishButton));
    if (!expectErrorThenRetry(w))
        return;
    WAIT_VERIFY2(!w || !w->isVisible(), qPrintable(w ? bannerText(w) : QString()));
    expectOneKey();
    const int after = f->server.get(QStringLiteral("/v1/affinity?rows=1"), token())
                          .json.value(QStringLiteral("total"))
                          .toInt();
    QCOMPARE(after, before + 1);
}

void TestFaultMatrix::affinityCancel()
{
    const auto created = affinityflow::create(f->server, token(), electronic);
    QCOMPARE(created.status, 200);
    const QString id = created.json.value(QStringLiteral("id")).toString();
    ui::AffinitiesPage page(*ws);
    page.resize(1200, 760);
    page.show();
    page.activate();
    WAIT_VERIFY(page.model()->rowCount() > 0 && !page.isBusy());
    const auto select = [&] {
        for (int row = 0; row < page.model()->rowCount(); ++row)
            if (page.model()
                    ->index(row, 0)
                    .data(models::LazyListModel::RecordRole)
                    .toJsonObject()
                    .value(QStringLiteral("id"))
                    .toString() == id)
                page.view()->setCurrentIndex(page.model()->index(row, 0));
        return page.selectedId() == id;
    };
    QVERIFY(select());
    QMessageBox *box = page.createCancelDialog();
    QVERIFY(box);
    box->show();
    arm();
    QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("confirmCancel")),
                      Qt::LeftButton);
    if (!expectErrorThenRetry(&page))
        return;
    WAIT_COMPARE(affinityflow::statusOf(f->server, token(), id), 2);
    WAIT_VERIFY2(!page.isBusy() && !page.errorBanner()->hasError(), qPrintable(bannerText(&page)));
}

void TestFaultMatrix::recommendations()
{
    // Asked for a customer, with what the directory knows of her.
    cache::Customer customer;
    customer.id = 1;
    customer.person.name = QStringLiteral("Paula Reis");
    customer.person.birthDate = QDate::currentDate().addYears(-35).addDays(-1);
    customer.person.children = 0;
    customer.person.gender = QStringLiteral("female");
    customer.person.maritalStatus = QStringLiteral("married");
    customer.person.incomeMonthly = domain::Money::fromCents(850000);
    domain::Address address;
    address.stateCode = QStringLiteral("SP");
    customer.person.address = address;
    QTemporaryDir callDir;
    ui::EstimateDialog page(*ws, customer, callDir.filePath(QStringLiteral("calllist.sqlite")));
    page.show();
    if (op.name == QLatin1String("recommendation.create")) {
        arm();
        QVERIFY(page.estimate());
        if (!expectErrorThenRetry(&page))
            return;
        WAIT_VERIFY2(page.recommendation().has_value() && !page.isBusy(),
                     qPrintable(bannerText(&page)));
        expectOneKey();
        return;
    }
    QVERIFY(page.estimate());
    WAIT_VERIFY(page.recommendation().has_value());
    arm();
    QTest::mouseClick(page.yesButton(), Qt::LeftButton);
    if (!expectErrorThenRetry(&page))
        return;
    WAIT_VERIFY2(page.outcomeText().startsWith(QStringLiteral("Recorded")),
                 qPrintable(page.outcomeText() + u'|' + bannerText(&page)));
    expectOneKey();
}

QTEST_MAIN(TestFaultMatrix)
#include "tst_faultmatrix.moc"
