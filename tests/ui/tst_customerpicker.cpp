// The holder step's "type a name or CPF": picking a known customer fills the form and the quote
// request carries their lead_id; edits stay in the form; a new person becomes a lead. Against
// the in-process sandbox.
#include "wizarddriver.h"

#include "faultproxy.h"

#include "cache/customerdirectory.h"
#include "forms/customerpicker.h"
#include "forms/holderform.h"
#include "quoting/holderstep.h"
#include "quoting/quotepage.h"
#include "store/database.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::ui;
using namespace wizarddriver;

namespace {

// A key as the window system delivers it: to the open popup list if there is one, else to the
// focused widget (QTest::keyClick on a widget would skip the popup).
void press(Qt::Key key)
{
    QWindow *window = QGuiApplication::focusWindow();
    if (QWidget *popup = QApplication::activePopupWidget())
        window = popup->window()->windowHandle();
    QVERIFY(window);
    QTest::keyClick(window, key);
}

// The lead_id the sandbox stored with a quote request.
QString leadOfRequest(UiFixture &f, const QString &requestId)
{
    QSqlQuery &q =
        f.server.sandbox().database().query(QStringLiteral("SELECT doc FROM quote_requests "
                                                           "WHERE id = ?"));
    q.addBindValue(requestId);
    QString lead;
    if (q.exec() && q.next())
        lead = QJsonDocument::fromJson(q.value(0).toByteArray())
                   .object()
                   .value(QStringLiteral("lead_id"))
                   .toString();
    q.finish();
    return lead;
}

} // namespace

class TestCustomerPicker : public QObject
{
    Q_OBJECT

private slots:
    void pickingByKeyboard_fillsTheHolder_andTheRequestCarriesTheirLead();
    void editingAPickedHolder_leavesTheCustomerAsItWas();
    void typingANewPerson_makesThemALead_once_andTheRequestCarriesIt();
    void typingOnAfterNext_reachesTheItem_andTheQuoteCarriesTheNewLead();
    void aLeadTheServiceFailsToMake_isToldAtQuoting_andRetryRepeatsTheSameCreate();
    void serviceWithoutLeads_keepsTheNewPersonInTheDirectory_andQuotesWithoutALead();

private:
    // The wizard on an auto product, at the holder step.
    bool openHolderStep(UiFixture &f, QuoteWizard *w);
    // A real lead of broker 0, as the directory learns it from the service.
    domain::Lead makeLead(UiFixture &f);
};

bool TestCustomerPicker::openHolderStep(UiFixture &f, QuoteWizard *w)
{
    emit f.workspace.quoteRequested(
        salesflow::brokerProductOfType(f.server, f.server.token(0), 0, 1));
    return waitForStep(w, QuoteWizard::PlanStepId) && fillPlan(w) && clickNext(w) &&
           waitForStep(w, QuoteWizard::HolderStepId);
}

domain::Lead TestCustomerPicker::makeLead(UiFixture &f)
{
    domain::Lead lead;
    lead.name = QStringLiteral("Mariana Souza Lima");
    lead.email = QStringLiteral("mariana@example.com");
    lead.phone = QStringLiteral("+5511988887777");
    lead.cpf = QStringLiteral("29141777638");
    lead.birthDate = QDate(1985, 3, 15);
    lead.gender = QStringLiteral("female");
    lead.maritalStatus = QStringLiteral("married");
    domain::Address a;
    a.zipCode = QStringLiteral("01310100");
    a.streetName = QStringLiteral("Av. Paulista");
    a.number = QStringLiteral("1000");
    a.districtName = QStringLiteral("Bela Vista");
    a.cityName = QStringLiteral("Sao Paulo");
    a.stateCode = QStringLiteral("SP");
    lead.address = a;
    const auto made =
        f.server.post(QStringLiteral("/v1/leads"), domain::toJson(lead), f.server.token(0));
    const auto decoded = domain::fromJson<domain::Lead>(made.json);
    if (made.status != 200 || !decoded) {
        qWarning("POST /v1/leads: %d %s", made.status, made.body.constData());
        return {};
    }
    return decoded.value();
}

void TestCustomerPicker::pickingByKeyboard_fillsTheHolder_andTheRequestCarriesTheirLead()
{
    UiFixture f;
    cache::CustomerDirectory directory;
    QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
    const domain::Lead lead = makeLead(f);
    QVERIFY(!lead.id.isEmpty());
    QVERIFY(directory.addLead(lead) > 0);
    domain::Lead other = lead; // a second match, so the choice is a real one
    other.id.clear();
    other.name = QStringLiteral("Mario Alves");
    other.email = QStringLiteral("mario@example.com");
    other.cpf.clear();
    QVERIFY(directory.addLead(other) > 0);
    f.workspace.setCustomers(&directory);

    QuotePage page(f.workspace);
    page.resize(1000, 720);
    page.show();
    QuoteWizard *w = page.wizard();
    QVERIFY(openHolderStep(f, w));
    const QString firstRequest = w->draft().request.id;

    // The step still opens in "First name": a new person is typed as before.
    QTRY_COMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("holder.first_name"));
    auto *picker = w->findChild<CustomerPicker *>(QStringLiteral("holder.customer"));
    QVERIFY(picker && picker->isVisible());

    QVERIFY(typist::click(picker));
    QVERIFY(typist::type(QStringLiteral("mari")));
    QTRY_VERIFY(picker->matches()->isVisible());
    QCOMPARE(picker->matches()->model()->rowCount(), 2);
    // By name: Mariana before Mario; the list shows the CPF masked.
    const QString shown = picker->matches()->model()->index(0, 0).data().toString();
    QVERIFY2(shown.contains(QStringLiteral("***.417.776-**")), qPrintable(shown));
    QVERIFY(!shown.contains(QStringLiteral("29141777638")));
    press(Qt::Key_Down);
    press(Qt::Key_Return);
    QTRY_VERIFY(!picker->matches()->isVisible());

    QCOMPARE(w->currentId(), int(QuoteWizard::HolderStepId)); // Enter chose; it did not go on
    auto text = [w](const char *name) {
        return w->findChild<QLineEdit *>(QLatin1String(name))->text();
    };
    QCOMPARE(text("holder.first_name"), QStringLiteral("Mariana"));
    QCOMPARE(text("holder.last_name"), QStringLiteral("Souza Lima"));
    HolderForm *form = qobject_cast<HolderStep *>(w->page(QuoteWizard::HolderStepId))->form();
    QCOMPARE(form->value().cpf, QStringLiteral("29141777638"));
    QCOMPARE(form->value().birthDate, QDate(1985, 3, 15));
    QCOMPARE(w->findChild<QComboBox *>(QStringLiteral("holder.marital_status"))->currentData(),
             QVariant(QStringLiteral("married")));
    QCOMPARE(text("holder.email"), QStringLiteral("mariana@example.com"));
    QCOMPARE(text("holder.phone"), QStringLiteral("+5511988887777"));
    QCOMPARE(text("holder.address.zip_code").remove(u'-'), QStringLiteral("01310100"));
    QCOMPARE(text("holder.address.city_name"), QStringLiteral("Sao Paulo"));
    QVERIFY(form->pickedCustomer().has_value());

    // Next goes on at once; the quote request is opened again for her lead meanwhile.
    QVERIFY(typist::enter());
    QCOMPARE(w->currentId(), int(QuoteWizard::ItemStepId));
    auto *step = qobject_cast<HolderStep *>(w->page(QuoteWizard::HolderStepId));
    QTRY_COMPARE(step->leadId(), lead.id);
    QVERIFY(w->draft().request.id != firstRequest);
    QCOMPARE(leadOfRequest(f, w->draft().request.id), lead.id);
    QCOMPARE(directory.count(), qint64(2)); // a known customer: no new one
}

void TestCustomerPicker::editingAPickedHolder_leavesTheCustomerAsItWas()
{
    UiFixture f;
    cache::CustomerDirectory directory;
    QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
    const domain::Lead lead = makeLead(f);
    const qint64 id = directory.addLead(lead);
    QVERIFY(id > 0);
    f.workspace.setCustomers(&directory);

    QuotePage page(f.workspace);
    page.resize(1000, 720);
    page.show();
    QuoteWizard *w = page.wizard();
    QVERIFY(openHolderStep(f, w));
    auto *picker = w->findChild<CustomerPicker *>(QStringLiteral("holder.customer"));
    QVERIFY(typist::click(picker));
    QVERIFY(typist::type(QStringLiteral("291417")));
    QTRY_VERIFY(picker->matches()->isVisible());
    press(Qt::Key_Down);
    press(Qt::Key_Return);
    QTRY_COMPARE(w->findChild<QLineEdit *>(QStringLiteral("holder.email"))->text(),
                 QStringLiteral("mariana@example.com"));

    // A new phone for this quote: the customer keeps the one the service confirmed.
    type(w, QStringLiteral("holder.phone"), QStringLiteral("+5511977776666"));
    HolderForm *form = qobject_cast<HolderStep *>(w->page(QuoteWizard::HolderStepId))->form();
    QVERIFY(form->pickedCustomer().has_value()); // same CPF: still her
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ItemStepId));
    QCOMPARE(w->draft().holder.value(QStringLiteral("contact"))[QStringLiteral("phone")].toString(),
             QStringLiteral("+5511977776666"));
    QCOMPARE(directory.customer(id)->person.phone, QStringLiteral("+5511988887777"));
    QTRY_COMPARE(qobject_cast<HolderStep *>(w->page(QuoteWizard::HolderStepId))->leadId(), lead.id);
    QCOMPARE(leadOfRequest(f, w->draft().request.id), lead.id);

    // Another CPF is another person: the pick no longer holds.
    QTest::mouseClick(w->button(QWizard::BackButton), Qt::LeftButton);
    QVERIFY(waitForStep(w, QuoteWizard::HolderStepId));
    type(w, QStringLiteral("holder.cpf"), QStringLiteral("52998224725"));
    QVERIFY(!form->pickedCustomer().has_value());
}

void TestCustomerPicker::typingANewPerson_makesThemALead_once_andTheRequestCarriesIt()
{
    UiFixture f;
    cache::CustomerDirectory directory;
    QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
    f.workspace.setCustomers(&directory);
    const auto leadsOfService = [&f] {
        return f.server.get(QStringLiteral("/v1/leads?rows=100"), f.server.token(0))
            .json.value(QStringLiteral("items"))
            .toArray();
    };
    const qsizetype before = leadsOfService().size();

    QuotePage page(f.workspace);
    page.resize(1000, 720);
    page.show();
    QuoteWizard *w = page.wizard();
    QVERIFY(openHolderStep(f, w));
    const QString firstRequest = w->draft().request.id;
    fillHolder(w, QStringLiteral("52998224725")); // nobody the directory knows
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ItemStepId));

    auto *step = qobject_cast<HolderStep *>(w->page(QuoteWizard::HolderStepId));
    QTRY_VERIFY(!step->leadId().isEmpty());
    const QString lead = step->leadId();
    QVERIFY(w->draft().request.id != firstRequest);
    QCOMPARE(leadOfRequest(f, w->draft().request.id), lead);
    const QJsonArray leads = leadsOfService();
    QCOMPARE(leads.size(), before + 1);
    const auto made = std::find_if(leads.cbegin(), leads.cend(), [&](const QJsonValue &item) {
        return item[QStringLiteral("id")].toString() == lead;
    });
    QVERIFY(made != leads.cend());
    QCOMPARE((*made)[QStringLiteral("email")].toString(), QStringLiteral("ana@example.com"));
    QCOMPARE((*made)[QStringLiteral("cpf")].toString(), QStringLiteral("52998224725"));
    // The directory knows her as that lead, so the next quote picks her up.
    const auto found = directory.search(QStringLiteral("52998224725"));
    QCOMPARE(found.size(), 1);
    const auto customer = directory.customer(found.first().id);
    QVERIFY(customer && std::any_of(customer->links.cbegin(), customer->links.cend(),
                                    [&](const cache::CustomerLink &link) {
                                        return link.source == cache::CustomerSource::Lead &&
                                               link.id == lead;
                                    }));

    // Back and on again: the same person, no second lead.
    QTest::mouseClick(w->button(QWizard::BackButton), Qt::LeftButton);
    QVERIFY(waitForStep(w, QuoteWizard::HolderStepId));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ItemStepId));
    QVERIFY(!step->isLinking());
    QCOMPARE(step->leadId(), lead);
    QCOMPARE(leadsOfService().size(), before + 1);
}

void TestCustomerPicker::typingOnAfterNext_reachesTheItem_andTheQuoteCarriesTheNewLead()
{
    UiFixture f;
    cache::CustomerDirectory directory;
    QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
    f.workspace.setCustomers(&directory);
    QuotePage page(f.workspace);
    page.resize(1000, 720);
    page.show();
    QuoteWizard *w = page.wizard();
    QVERIFY(openHolderStep(f, w));
    fillHolder(w, QStringLiteral("52998224725")); // a new person: the service is asked for a lead
    auto *step = qobject_cast<HolderStep *>(w->page(QuoteWizard::HolderStepId));

    // Enter, and the plate typed straight on, before the service answers: nothing is lost.
    QVERIFY(typist::enter());
    QVERIFY(step->isLinking());
    QVERIFY(typist::type(QStringLiteral("ABC1D23")));
    QCOMPARE(w->currentId(), int(QuoteWizard::ItemStepId));
    QCOMPARE(w->findChild<QLineEdit *>(QStringLiteral("item.plate"))->text(),
             QStringLiteral("ABC1D23"));
    type(w, QStringLiteral("item.brand_name"), QStringLiteral("Volkswagen"));
    type(w, QStringLiteral("item.model_name"), QStringLiteral("Gol"));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::LifetimeStepId));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ResultsStepId));

    // The prices were asked on the request opened for her lead.
    QVERIFY(!step->leadId().isEmpty());
    const QString request =
        w->draft().requestJson.value(QStringLiteral("quote_request_id")).toString();
    QCOMPARE(request, w->draft().request.id);
    QCOMPARE(leadOfRequest(f, request), step->leadId());
}

void TestCustomerPicker::aLeadTheServiceFailsToMake_isToldAtQuoting_andRetryRepeatsTheSameCreate()
{
    UiFixture f;
    FaultProxy proxy(f.server.sandbox().baseUrl());
    QVERIFY(proxy.listen());
    api::ServerSettings settings = f.api.settings();
    settings.baseUrl = proxy.baseUrl();
    f.api.setSettings(settings);
    api::RetryPolicy once;
    once.maxAttempts = 1; // the failure reaches the page at once
    f.api.setRetryPolicy(once);
    QuotePage page(f.workspace);
    page.resize(1000, 720);
    page.show();
    QuoteWizard *w = page.wizard();
    QVERIFY(openHolderStep(f, w));
    fillHolder(w, QStringLiteral("52998224725"));
    proxy.arm(FaultProxy::Fault::ServerError, "POST", QStringLiteral("/v1/leads"));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ItemStepId));
    fillAuto(w);
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::LifetimeStepId));
    QVERIFY(clickNext(w));

    // The quote waits for the lead; its failure is said where the broker is, with Retry.
    QWidget *lifetime = w->page(QuoteWizard::LifetimeStepId);
    auto *banner = lifetime->findChild<QWidget *>(QStringLiteral("errorBanner"));
    QTRY_VERIFY(banner->isVisible());
    QCOMPARE(w->currentId(), int(QuoteWizard::LifetimeStepId));
    QVERIFY(!w->draft().quote);
    proxy.lift();
    QTest::mouseClick(banner->findChild<QAbstractButton *>(QStringLiteral("retry")),
                      Qt::LeftButton);
    QVERIFY(waitForStep(w, QuoteWizard::ResultsStepId));

    // One lead, made by the same create that failed; the quote went on her request.
    QList<QByteArray> keys;
    for (const FaultProxy::Seen &seen : proxy.seen())
        if (seen.method == "POST" && seen.path == QLatin1String("/v1/leads"))
            keys << seen.idempotencyKey;
    QCOMPARE(keys.size(), 2);
    QCOMPARE(keys.first(), keys.last());
    auto *step = qobject_cast<HolderStep *>(w->page(QuoteWizard::HolderStepId));
    QVERIFY(!step->leadId().isEmpty());
    QCOMPARE(leadOfRequest(f, w->draft().request.id), step->leadId());
}

QTEST_MAIN(TestCustomerPicker)
#include "tst_customerpicker.moc"

void TestCustomerPicker::serviceWithoutLeads_keepsTheNewPersonInTheDirectory_andQuotesWithoutALead()
{
    auto settings = SandboxFixture::defaults();
    settings.strict = true; // the operator's documented calls only: no leads
    UiFixture f(settings);
    FaultProxy recorder(f.server.sandbox().baseUrl());
    QVERIFY(recorder.listen());
    api::ServerSettings server = f.api.settings();
    server.baseUrl = recorder.baseUrl();
    f.api.setSettings(server);
    cache::CustomerDirectory directory;
    QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
    f.workspace.setCustomers(&directory);
    QuotePage page(f.workspace);
    page.resize(1000, 720);
    page.show();
    QuoteWizard *w = page.wizard();
    QVERIFY(openHolderStep(f, w));
    const QString firstRequest = w->draft().request.id;
    fillHolder(w, QStringLiteral("52998224725"));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ItemStepId));
    fillAuto(w);
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::LifetimeStepId));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ResultsStepId));

    // Quoted on the first request, no lead, and no error on the way.
    auto *step = qobject_cast<HolderStep *>(w->page(QuoteWizard::HolderStepId));
    QVERIFY(step->leadId().isEmpty());
    QVERIFY(!step->linkError());
    QCOMPARE(w->draft().request.id, firstRequest);
    QVERIFY(w->draft().quote.has_value());
    QVERIFY(f.api.extensions().isMissing(api::Extension::Leads));
    // She is a customer of this desk: the next quote finds her.
    const auto found = directory.search(QStringLiteral("52998224725"));
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().email, QStringLiteral("ana@example.com"));

    // Another new person: the service is not asked again, the directory keeps him too.
    QTest::mouseClick(w->button(QWizard::BackButton), Qt::LeftButton);
    QTest::mouseClick(w->button(QWizard::BackButton), Qt::LeftButton);
    QTest::mouseClick(w->button(QWizard::BackButton), Qt::LeftButton);
    QVERIFY(waitForStep(w, QuoteWizard::HolderStepId));
    fillHolder(w, QStringLiteral("29141777638"));
    QVERIFY(clickNext(w));
    QVERIFY(waitForStep(w, QuoteWizard::ItemStepId));
    QTRY_COMPARE(directory.search(QStringLiteral("29141777638")).size(), 1);
    int leadCalls = 0;
    for (const FaultProxy::Seen &seen : recorder.seen())
        leadCalls += seen.path == QLatin1String("/v1/leads") ? 1 : 0;
    QCOMPARE(leadCalls, 1);
}
