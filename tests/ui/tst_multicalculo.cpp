// Multicálculo: one risk typed once and quoted on every auto product of the channel at once,
// against the real sandbox. The channel gets three more auto products (as a trainer would add
// them): one whose vendor is inactive, one the service refuses (a field error), one its insurer
// answers later. Each column says its own outcome, the cheapest is marked, a price cell sells,
// Enter twice sells once; every quote is saved on this computer.
#include "personfacts.h"
#include "salesflow.h"
#include "typist.h"
#include "uifixture.h"
#include "waituntil.h"

#include "cache/customerdirectory.h"
#include "domain/enums.h"
#include "forms/customerpicker.h"
#include "forms/holderform.h"
#include "quoting/comparisonmodel.h"
#include "quoting/multiquoteview.h"
#include "sandbox.h"
#include "seed/catalog.h"
#include "store/database.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>
#include <QUuid>

using namespace brokerdesk;
using namespace brokerdesk::ui;
using State = ProductQuote::State;

namespace {

QJsonObject parse(const QVariant &v)
{
    return QJsonDocument::fromJson(v.toString().toUtf8()).object();
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// Another auto product of another insurer, sold in broker 0's channel: a copy of the catalog's
// Auto Compreensivo under a new name, its rules changed by `rules` when given. Its product id.
QString addAutoProduct(UiFixture &f, const QString &name, const QString &insurerName,
                       const std::function<void(QJsonObject &)> &rules = {})
{
    brokerdesk::sandbox::Database &db = f.server.sandbox().database();
    QSqlQuery q(db.handle());
    q.prepare(QStringLiteral("SELECT id, type, insurer_id, doc, rules FROM products WHERE id = ?"));
    q.addBindValue(brokerdesk::sandbox::catalogId(QStringLiteral("product/auto-compreensivo")));
    if (!q.exec() || !q.next())
        return {};
    const QString productId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QJsonObject doc = parse(q.value(3));
    doc.insert(QStringLiteral("id"), productId);
    doc.insert(QStringLiteral("name"), name);
    QJsonObject insurer = doc.value(QStringLiteral("insurer")).toObject();
    insurer.insert(QStringLiteral("name"), insurerName);
    doc.insert(QStringLiteral("insurer"), insurer);
    QJsonObject productRules = parse(q.value(4));
    if (rules)
        rules(productRules);
    const QString brokerId = f.server.broker(0).brokerId;
    const QString channelId = f.server.broker(0).channelId;
    const QString bpId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString vendorId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QJsonObject bp{{QStringLiteral("id"), bpId},
                         {QStringLiteral("name"), name},
                         {QStringLiteral("description"), QStringLiteral("Seguro auto")},
                         {QStringLiteral("product_id"), productId}};
    const QJsonObject vendor{
        {QStringLiteral("id"), vendorId},
        {QStringLiteral("product_id"), productId},
        {QStringLiteral("active"), true},
        {QStringLiteral("agency_percent"), 1},
        {QStringLiteral("commission_percent"), 15},
        {QStringLiteral("pro_labor_percent"), 0},
        {QStringLiteral("last_update"), QStringLiteral("2025-03-01T10:00:00Z")},
        {QStringLiteral("date"), QStringLiteral("2025-01-06T09:30:00Z")}};
    const bool ok =
        db.exec(QStringLiteral("INSERT INTO products (id, type, insurer_id, doc, rules) VALUES "
                               "(?, ?, ?, ?, ?)"),
                {productId, 1, q.value(2), compact(doc), compact(productRules)}) &&
        db.exec(QStringLiteral("INSERT INTO broker_products (id, broker_id, channel_id, "
                               "product_id, position, doc) VALUES (?, ?, ?, ?, ?, ?)"),
                {bpId, brokerId, channelId, productId, 100, compact(bp)}) &&
        db.exec(QStringLiteral("INSERT INTO vendors (id, broker_id, product_id, doc) VALUES "
                               "(?, ?, ?, ?)"),
                {vendorId, brokerId, productId, compact(vendor)});
    return ok ? productId : QString();
}

// The main coverage offered with no option to choose: every quote of the product names none,
// and the service refuses it (422).
void offerNoOptionForTheMainCoverage(QJsonObject &rules)
{
    QJsonArray coverages = rules.value(QStringLiteral("coverages")).toArray();
    QJsonObject main = coverages.first().toObject();
    main.insert(QStringLiteral("options"), QJsonArray());
    coverages.replace(0, main);
    rules.insert(QStringLiteral("coverages"), coverages);
}

void typeInto(QWidget *root, const QString &name, const QString &text)
{
    auto *edit = root->findChild<QLineEdit *>(name);
    QVERIFY2(edit, qPrintable(name));
    QVERIFY2(typist::click(edit), qPrintable(name));
    QVERIFY(typist::retype(text));
}

// The lead a quote request was opened for, as the sandbox kept it.
QString leadOfRequest(UiFixture &f, const QString &requestId)
{
    QSqlQuery q(f.server.sandbox().database().handle());
    q.prepare(QStringLiteral("SELECT doc FROM quote_requests WHERE id = ?"));
    q.addBindValue(requestId);
    return q.exec() && q.next() ? parse(q.value(0))[QStringLiteral("lead_id")].toString()
                                : QString();
}

int columnOf(const MultiQuoteView &view, const QString &name)
{
    const auto &products = view.quotes()->products();
    for (int i = 0; i < int(products.size()); ++i)
        if (products.at(i).product.name == name)
            return i;
    return -1;
}

} // namespace

class TestMulticalculo : public QObject
{
    Q_OBJECT

    struct Desk
    {
        std::unique_ptr<UiFixture> f;
        std::unique_ptr<MultiQuoteView> view;
        QString inactive, refused, later;
    };

    static brokerdesk::sandbox::SandboxSettings shortReview()
    {
        auto settings = SandboxFixture::defaults();
        settings.settleDelayMs = 300;
        return settings;
    }

    // The channel with its two auto products and the three added, the view on screen with
    // the catalog loaded.
    static void openDesk(Desk &d)
    {
        d.f = std::make_unique<UiFixture>(shortReview());
        UiFixture &f = *d.f;
        d.inactive = addAutoProduct(f, QStringLiteral("Pampa Auto Jovem"),
                                    QStringLiteral("Pampa Seguradora Digital S.A."));
        d.refused = addAutoProduct(f, QStringLiteral("Ipê Auto Vistoriado"),
                                   QStringLiteral("Ipê Garantias e Crédito S.A."),
                                   offerNoOptionForTheMainCoverage);
        d.later = addAutoProduct(f, QStringLiteral("Cruzeiro Auto Mais"),
                                 QStringLiteral("Cruzeiro do Sul Seguros Gerais S.A."));
        QVERIFY(!d.inactive.isEmpty() && !d.refused.isEmpty() && !d.later.isEmpty());
        const QByteArray token = f.server.token(0);
        QCOMPARE(f.server
                     .post(QStringLiteral("/sandbox/vendors/") + d.inactive,
                           {{QStringLiteral("active"), false}}, token)
                     .status,
                 200);
        QVERIFY(f.server.setQuoting(0, d.later, QStringLiteral("review")));
        d.view = std::make_unique<MultiQuoteView>(f.workspace);
        d.view->resize(1200, 720);
        QVERIFY(typist::activate(d.view.get()));
        QVERIFY(waitUntil([&] { return d.view->risk()->count() > 0; }, 10000));
    }

    // The questions a broker answers once, typed as at a keyboard, and Enter.
    static void answerForAna(MultiQuoteView &view,
                             domain::ProductType type = domain::ProductType::Auto,
                             int autoProducts = 5)
    {
        if (type == domain::ProductType::Auto) {
            QCOMPARE(view.risk()->currentData().toInt(), int(domain::ProductType::Auto));
            QVERIFY(view.risk()->currentText().contains(QString::number(autoProducts)));
        } else {
            // The kind of risk chosen from the keyboard: a click opens its list, Escape closes
            // it, and its first letters choose.
            QVERIFY(typist::activate(view.risk()));
            QTest::mouseClick(view.risk(), Qt::LeftButton);
            QVERIFY(typist::key(Qt::Key_Escape));
            QVERIFY(QTest::qWaitFor([&] { return typist::hasKeyboard(view.risk()); }));
            QVERIFY(typist::type(domain::displayName(type).left(2)));
            QCOMPARE(view.risk()->currentData().toInt(), int(type));
        }
        typeInto(&view, QStringLiteral("holder.first_name"), QStringLiteral("Ana"));
        typeInto(&view, QStringLiteral("holder.last_name"), QStringLiteral("Souza"));
        typeInto(&view, QStringLiteral("holder.cpf"), QStringLiteral("29141777638"));
        personfacts::fill(&view);
        typeInto(&view, QStringLiteral("holder.email"), QStringLiteral("ana@example.com"));
        typeInto(&view, QStringLiteral("holder.phone"), QStringLiteral("+5511999990000"));
        typeInto(&view, QStringLiteral("holder.address.zip_code"), QStringLiteral("01310100"));
        typeInto(&view, QStringLiteral("holder.address.street_name"),
                 QStringLiteral("Av. Paulista"));
        typeInto(&view, QStringLiteral("holder.address.number"), QStringLiteral("1000"));
        typeInto(&view, QStringLiteral("holder.address.city_name"), QStringLiteral("Sao Paulo"));
        if (type == domain::ProductType::Auto) {
            typeInto(&view, QStringLiteral("item.plate"), QStringLiteral("ABC1D23"));
            typeInto(&view, QStringLiteral("item.brand_name"), QStringLiteral("Volkswagen"));
            typeInto(&view, QStringLiteral("item.model_name"), QStringLiteral("Gol"));
        }
        QVERIFY(typist::click(view.insuredAmount()));
        QVERIFY(typist::retype(QStringLiteral("60000")));
        QVERIFY(typist::tab());
        QCOMPARE(view.insuredAmount()->value(), 60000);
        QVERIFY2(view.quoteButton()->isEnabled(), qPrintable(view.missingText()));
        QVERIFY(typist::click(view.insuredAmount()));
        QVERIFY(typist::enter());
    }

    static bool settled(const MultiQuoteView &view)
    {
        return !view.quotes()->products().empty() && !view.quotes()->isRunning();
    }

    // On the channel's own two auto products, every answer in.
    static void quoteAnasCar(MultiQuoteView &view)
    {
        view.resize(1200, 720);
        QVERIFY(typist::activate(&view));
        QVERIFY(waitUntil([&] { return view.risk()->count() > 0; }, 10000));
        answerForAna(view, domain::ProductType::Auto, 2);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(waitUntil([&] { return settled(view); }, 10000));
    }

private slots:
    void defaultChoice_isTheFirstPlansRequiredCoverages_theMainOneAtTheAmountWithinItsLimits()
    {
        const auto money = [](qint64 reais) { return domain::Money::fromCents(reais * 100); };
        domain::QuoteRequest request;
        request.id = QStringLiteral("r");
        domain::Coverage main;
        main.id = QStringLiteral("casco");
        main.required = true;
        main.options = {
            {QStringLiteral("franquia-reduzida"), QStringLiteral("Franquia reduzida"), {}, {}},
            {QStringLiteral("franquia-basica"), QStringLiteral("Franquia básica"), {}, {}}};
        main.insuredAmountMin = money(10000);
        main.insuredAmountMax = money(50000);
        domain::Coverage third = main;
        third.id = QStringLiteral("rcf");
        third.insuredAmountMin = money(30000);
        third.insuredAmountMax = money(20000); // the wrong way round: the least alone
        domain::Coverage optional = main;
        optional.id = QStringLiteral("vidros");
        optional.required = false;
        domain::Coverage outside = main;
        outside.id = QStringLiteral("app");
        request.coverages = {main, third, optional, outside};
        domain::Assist tow{QStringLiteral("guincho"),
                           QStringLiteral("Guincho"),
                           {},
                           {{QStringLiteral("200km"), QStringLiteral("200 km"), {}, {}}},
                           {}};
        request.assists = {tow};
        domain::Plan basic{QStringLiteral("basico"),
                           QStringLiteral("Básico"),
                           {{QStringLiteral("guincho"), {}, {}}},
                           {{QStringLiteral("casco"), {}, {}},
                            {QStringLiteral("rcf"), {}, {}},
                            {QStringLiteral("vidros"), {}, {}}},
                           {}};
        domain::Plan other = basic;
        other.id = QStringLiteral("completo");
        request.plans = {basic, other};

        QString planId;
        domain::QuotedItem item;
        QVERIFY(defaultChoice(request, money(80000), planId, item));
        QCOMPARE(planId, QStringLiteral("basico"));
        QCOMPARE(item.coverages.size(), 2); // the plan's required ones only
        QCOMPARE(item.coverages.at(0).id, QStringLiteral("casco"));
        QCOMPARE(item.coverages.at(0).insuredAmount, money(50000)); // kept within its limits
        QCOMPARE(item.coverages.at(0).coverageOptionId, QStringLiteral("franquia-reduzida"));
        QCOMPARE(item.coverages.at(1).insuredAmount, money(30000));
        QCOMPARE(item.assists.size(), 1);
        QCOMPARE(item.assists.at(0).assistanceOptionId, QStringLiteral("200km"));
        QVERIFY(defaultChoice(request, money(25000), planId, item));
        QCOMPARE(item.coverages.at(0).insuredAmount, money(25000));
        request.plans.clear();
        QVERIFY(!defaultChoice(request, money(25000), planId, item));
    }

    void everyProduct_isQuotedAtOnce_eachColumnSaysItsOutcome_andTheCheapestIsMarked()
    {
        Desk d;
        openDesk(d);
        if (QTest::currentTestFailed())
            return;
        MultiQuoteView &view = *d.view;
        QAbstractItemModelTester tester(view.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        answerForAna(view);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(view.isComparing());
        // Every product asked at once: none waits for another's answer.
        const auto &products = view.quotes()->products();
        QCOMPARE(int(products.size()), 5);
        QCOMPARE(view.model()->columnCount(), 5);
        for (const ProductQuote &p : products)
            QCOMPARE(p.state,
                     p.product.productId == d.inactive ? State::Inactive : State::Requesting);
        QVERIFY(typist::hasKeyboard(view.comparison()));

        const int essencial = columnOf(view, QStringLiteral("Aurora Auto Essencial"));
        const int economico = columnOf(view, QStringLiteral("Aurora Auto Econômico"));
        const int inactive = columnOf(view, QStringLiteral("Pampa Auto Jovem"));
        const int refused = columnOf(view, QStringLiteral("Ipê Auto Vistoriado"));
        const int later = columnOf(view, QStringLiteral("Cruzeiro Auto Mais"));
        QVERIFY(essencial >= 0 && economico >= 0 && inactive >= 0 && refused >= 0 && later >= 0);
        // The others go on while one is analysed by its insurer.
        ComparisonModel &m = *view.model();
        const auto statuses = [&m] {
            QStringList all;
            for (int c = 0; c < m.columnCount(); ++c)
                all << m.text(ComparisonModel::StatusRow, c);
            return all.join(QStringLiteral(" | "));
        };
        QVERIFY2(waitUntil(
                     [&] {
                         return products.at(essencial).isPriced() &&
                                products.at(economico).isPriced() &&
                                products.at(refused).state == State::Refused &&
                                products.at(later).state != State::Requesting &&
                                products.at(later).state != State::Quoting;
                     },
                     10000),
                 qPrintable(statuses()));
        const auto cell = [&m](int row, int column) { return m.text(row, column); };
        QVERIFY2(products.at(later).state == State::Analysing, qPrintable(statuses()));
        QVERIFY(cell(ComparisonModel::StatusRow, later).contains(QStringLiteral("analysing")));
        QVERIFY(cell(ComparisonModel::SingleRow, later).isEmpty());
        // A product that will have no prices reads a dash where they would be.
        QCOMPARE(cell(ComparisonModel::SingleRow, refused), QStringLiteral("—"));
        QVERIFY(cell(ComparisonModel::StatusRow, inactive).startsWith(QStringLiteral("Inactive")));
        QVERIFY(cell(ComparisonModel::StatusRow, refused).startsWith(QStringLiteral("Refused")));
        // The service's validation refusal (400 with the field it names).
        QCOMPARE(products.at(refused).error->httpStatus, 400);
        QVERIFY(!products.at(refused).error->fields.isEmpty());
        // For a person to look at: every outcome in its column at once.
        view.grab().save(QDir::temp().filePath(QStringLiteral("brokerdesk-multicalculo.png")));

        QVERIFY(waitUntil([&] { return settled(view); }, 15000));
        QVERIFY2(products.at(later).isPriced(),
                 qPrintable(cell(ComparisonModel::StatusRow, later)));
        // Each priced column: its plan, coverages with amounts, assists and three prices.
        for (const int c : {essencial, economico, later}) {
            QVERIFY(!cell(ComparisonModel::PlanRow, c).isEmpty());
            QVERIFY2(cell(ComparisonModel::CoveragesRow, c).contains(QStringLiteral("R$")),
                     qPrintable(cell(ComparisonModel::CoveragesRow, c)));
            QVERIFY(cell(ComparisonModel::SingleRow, c).contains(QStringLiteral("R$")));
            QVERIFY(
                !m.data(m.index(ComparisonModel::SingleRow, c), ComparisonModel::InstallmentIdRole)
                     .toString()
                     .isEmpty());
            QVERIFY(cell(ComparisonModel::TaxesRow, c).contains(QStringLiteral("IOF")));
            // Saved on this computer, so it can be re-opened.
            QVERIFY2(d.f->offline.quote(products.at(c).quote->id),
                     qPrintable(d.f->offline.lastError()));
        }
        // The main coverage is insured for the amount typed, within each product's limits.
        QVERIFY(cell(ComparisonModel::CoveragesRow, essencial).contains(QStringLiteral("60")));
        // The deductible where the product has one (a coverage option named so), none elsewhere.
        QVERIFY(
            cell(ComparisonModel::DeductibleRow, essencial).contains(QStringLiteral("ranquia")));
        QVERIFY(cell(ComparisonModel::DeductibleRow, economico) !=
                cell(ComparisonModel::DeductibleRow, essencial));
        QVERIFY(cell(ComparisonModel::AssistsRow, economico).length() > 0);
        // The cheapest: the lowest price of any priced column.
        int cheapest = -1;
        qint64 lowest = 0;
        for (const int c : {essencial, economico, later})
            for (const auto &option : products.at(c).quote->items.first().installments)
                if (cheapest < 0 || option.totalAmount.cents() < lowest) {
                    lowest = option.totalAmount.cents();
                    cheapest = c;
                }
        QCOMPARE(m.cheapestColumn(), cheapest);
        QVERIFY(m.data(m.index(0, cheapest), ComparisonModel::CheapestRole).toBool());
        QVERIFY(m.headerData(cheapest, Qt::Horizontal, Qt::DisplayRole)
                    .toString()
                    .contains(QStringLiteral("Lowest price")));
        for (const int c : {essencial, economico, later, inactive, refused})
            if (c != cheapest)
                QVERIFY(!m.data(m.index(0, c), ComparisonModel::CheapestRole).toBool());
    }

    void aPriceCell_sellsThatQuoteAndInstallment_andEnterTwiceSellsOnce()
    {
        Desk d;
        openDesk(d);
        if (QTest::currentTestFailed())
            return;
        MultiQuoteView &view = *d.view;
        QSignalSpy checkout(&d.f->workspace, &Workspace::checkoutRequested);
        answerForAna(view);
        if (QTest::currentTestFailed())
            return;
        const int economico = columnOf(view, QStringLiteral("Aurora Auto Econômico"));
        QVERIFY(
            waitUntil([&] { return view.quotes()->products().at(economico).isPriced(); }, 10000));
        // The keyboard waits on the first price answered; from the top left corner (Ctrl+Home),
        // down to interest-free and over to this product.
        QTableView *table = view.comparison();
        QVERIFY(typist::hasKeyboard(table));
        QVERIFY(
            !table->currentIndex().data(ComparisonModel::InstallmentIdRole).toString().isEmpty());
        QVERIFY(typist::key(Qt::Key_Home, Qt::ControlModifier));
        for (int row = 0; row < ComparisonModel::NoInterestRow; ++row)
            QVERIFY(typist::key(Qt::Key_Down));
        for (int c = 0; c < economico; ++c)
            QVERIFY(typist::key(Qt::Key_Right));
        const QModelIndex current = table->currentIndex();
        QCOMPARE(current.row(), int(ComparisonModel::NoInterestRow));
        QCOMPARE(current.column(), economico);
        const QString installmentId = current.data(ComparisonModel::InstallmentIdRole).toString();
        QVERIFY(!installmentId.isEmpty());
        QVERIFY(typist::enter());
        QVERIFY(typist::enter());
        QCOMPARE(checkout.count(), 1);
        const QList<QVariant> args = checkout.first();
        QCOMPARE(args.at(0).toString(), view.quotes()->products().at(economico).quote->id);
        QCOMPARE(args.at(1).toInt(), 0);
        QCOMPARE(args.at(2).toString(), installmentId);
        // A cell that is no price sells nothing.
        QVERIFY(typist::key(Qt::Key_Up));
        QVERIFY(typist::key(Qt::Key_Up));
        QVERIFY(typist::enter());
        QCOMPARE(checkout.count(), 1);
    }

    void aNewQuote_opensInTheCustomerSearch_whenTheDeskHasADirectory()
    {
        UiFixture f;
        cache::CustomerDirectory directory;
        QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
        f.workspace.setCustomers(&directory);
        MultiQuoteView view(f.workspace);
        view.resize(1200, 720);
        QVERIFY(typist::activate(&view));
        view.setFocus(Qt::TabFocusReason); // as the quote page gives its tab the keyboard
        auto *search = view.findChild<CustomerPicker *>();
        QVERIFY(search);
        QVERIFY(QTest::qWaitFor([&] { return typist::hasKeyboard(search); }));
    }

    void aLifeProduct_readsItsMonthlyPremiumPerMonth_neverAsOnePayment()
    {
        UiFixture f;
        MultiQuoteView view(f.workspace);
        view.resize(1200, 720);
        QAbstractItemModelTester tester(view.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(typist::activate(&view));
        QVERIFY(waitUntil([&] { return view.risk()->count() > 0; }, 10000));
        answerForAna(view, domain::ProductType::Life);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(waitUntil([&] { return settled(view); }, 10000));
        const ComparisonModel &m = *view.model();
        QCOMPARE(m.columnCount(), 1);
        QVERIFY2(view.quotes()->products().front().isPriced(),
                 qPrintable(m.text(ComparisonModel::StatusRow, 0)));
        QVERIFY2(m.text(ComparisonModel::NoInterestRow, 0).contains(QStringLiteral("a month")),
                 qPrintable(m.text(ComparisonModel::NoInterestRow, 0)));
        QCOMPARE(m.installment(ComparisonModel::SingleRow, 0), nullptr);
        QCOMPARE(m.text(ComparisonModel::SingleRow, 0), QStringLiteral("Monthly premium only"));
        // One product alone is not "the lowest price".
        QCOMPARE(m.cheapestColumn(), -1);
        // The keyboard went to the monthly premium, which sells.
        QCOMPARE(view.comparison()->currentIndex().row(), int(ComparisonModel::NoInterestRow));
    }

    void aProductsPlan_changedByKeyboardOrMouse_requotesThatColumnOnly()
    {
        UiFixture f;
        MultiQuoteView view(f.workspace);
        QAbstractItemModelTester tester(view.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        quoteAnasCar(view);
        if (QTest::currentTestFailed())
            return;
        const auto &products = view.quotes()->products();
        const int essencial = columnOf(view, QStringLiteral("Aurora Auto Essencial"));
        const int economico = columnOf(view, QStringLiteral("Aurora Auto Econômico"));
        QVERIFY(essencial >= 0 && economico >= 0);
        QVERIFY(products.at(essencial).isPriced() && products.at(economico).isPriced());
        QCOMPARE(products.at(essencial).request.plans.size(), 2);
        const ComparisonModel &m = *view.model();
        const QString otherId = products.at(economico).quote->id;
        const QString otherPrice = m.text(ComparisonModel::SingleRow, economico);
        const QString before = products.at(essencial).quote->id;
        const QString second = products.at(essencial).request.plans.at(1).id;

        // From the keyboard: to the product's plan, Enter opens its plans, Down and Enter.
        QTableView *table = view.comparison();
        QVERIFY(typist::hasKeyboard(table));
        QVERIFY(typist::key(Qt::Key_Home, Qt::ControlModifier));
        QVERIFY(typist::key(Qt::Key_Down));
        for (int c = 0; c < essencial; ++c)
            QVERIFY(typist::key(Qt::Key_Right));
        QCOMPARE(table->currentIndex(), m.index(ComparisonModel::PlanRow, essencial));
        QVERIFY(typist::enter());
        QVERIFY(QTest::qWaitFor([] { return QApplication::activePopupWidget() != nullptr; }));
        QVERIFY(typist::key(Qt::Key_Down));
        QVERIFY(typist::enter());
        QCOMPARE(products.at(essencial).planId, second);
        QVERIFY(waitUntil([&] { return settled(view); }, 10000));
        QVERIFY2(products.at(essencial).isPriced(),
                 qPrintable(m.text(ComparisonModel::StatusRow, essencial)));
        QVERIFY(products.at(essencial).quote->id != before);
        QCOMPARE(m.text(ComparisonModel::PlanRow, essencial),
                 products.at(essencial).request.plans.at(1).name);
        // The new quote names the new plan and is saved; the other column kept its quote.
        const auto saved = f.offline.quote(products.at(essencial).quote->id);
        QVERIFY(saved);
        QCOMPARE(saved->request[QStringLiteral("plan_id")].toString(), second);
        QCOMPARE(products.at(economico).quote->id, otherId);
        QCOMPARE(m.text(ComparisonModel::SingleRow, economico), otherPrice);
        // The keyboard is back on the comparison.
        QVERIFY(QTest::qWaitFor([table] { return typist::hasKeyboard(table); }));

        // With the mouse: a click on the other product's plan, another on it, a click on its
        // other plan.
        const QString economicoBefore = products.at(economico).planId;
        const QModelIndex plan = m.index(ComparisonModel::PlanRow, economico);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier,
                          table->visualRect(plan).center());
        QCOMPARE(table->currentIndex(), plan);
        QTest::qWait(QApplication::doubleClickInterval() + 50); // two clicks, not a double one
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier,
                          table->visualRect(plan).center());
        QVERIFY(QTest::qWaitFor([] { return QApplication::activePopupWidget() != nullptr; }));
        auto *box = table->findChild<QComboBox *>(QStringLiteral("planChoice"));
        QVERIFY(box);
        int other = -1;
        for (int i = 0; i < box->count(); ++i)
            if (box->itemData(i).toString() != economicoBefore)
                other = i;
        QVERIFY(other >= 0);
        const QString target = box->itemData(other).toString();
        QAbstractItemView *list = box->view();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
                          list->visualRect(list->model()->index(other, 0)).center());
        QCOMPARE(products.at(economico).planId, target);
        QVERIFY(waitUntil([&] { return settled(view); }, 10000));
        QVERIFY(products.at(economico).quote->id != otherId);
    }

    void aCustomerTyped_isRecordedAsALead_once_andAPickedOneIsNotDuplicated()
    {
        UiFixture f;
        cache::CustomerDirectory directory;
        QVERIFY(directory.open(f.dir.filePath(QStringLiteral("customers.sqlite"))).ok());
        f.workspace.setCustomers(&directory);
        const QByteArray token = f.server.token(0);
        const auto leads = [&] {
            return f.server.get(QStringLiteral("/v1/leads?rows=100"), token)
                .json[QStringLiteral("items")]
                .toArray()
                .size();
        };
        const qsizetype leadsBefore = leads();
        MultiQuoteView view(f.workspace);
        quoteAnasCar(view);
        if (QTest::currentTestFailed())
            return;
        // Typed, not picked: a lead with the service, and in the directory.
        QCOMPARE(directory.count(), 1);
        const auto ana = directory.customerFor(QStringLiteral("29141777638"), {});
        QVERIFY(ana);
        QCOMPARE(ana->person.email, QStringLiteral("ana@example.com"));
        QVERIFY(!ana->leadId().isEmpty());
        QCOMPARE(leads(), leadsBefore + 1);
        for (const ProductQuote &p : view.quotes()->products())
            QCOMPARE(leadOfRequest(f, p.request.id), ana->leadId());

        // Quoted again as the directory has her (picked from it): no second lead anywhere.
        view.startFor(*ana);
        QCOMPARE(view.holder()->value().cpf, QStringLiteral("29141777638"));
        typeInto(&view, QStringLiteral("item.plate"), QStringLiteral("ABC1D23"));
        typeInto(&view, QStringLiteral("item.brand_name"), QStringLiteral("Volkswagen"));
        typeInto(&view, QStringLiteral("item.model_name"), QStringLiteral("Gol"));
        QVERIFY(typist::click(view.insuredAmount()));
        QVERIFY(typist::retype(QStringLiteral("60000")));
        QVERIFY2(view.quoteButton()->isEnabled(), qPrintable(view.missingText()));
        QVERIFY(typist::enter());
        QVERIFY(view.isComparing());
        QVERIFY(waitUntil([&] { return settled(view); }, 10000));
        QCOMPARE(directory.count(), 1);
        QCOMPARE(leads(), leadsBefore + 1);
        for (const ProductQuote &p : view.quotes()->products())
            QCOMPARE(leadOfRequest(f, p.request.id), ana->leadId());
    }
};

QTEST_MAIN(TestMulticalculo)
#include "tst_multicalculo.moc"
