// A customer's chance of buying, asked from their record against the real in-process sandbox:
// what the directory knows is sent (nothing typed again), the estimate lands on the gauge and in
// the call list's file, and "Did they buy?" is answered exactly once.
#include "networkidle.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "cache/estimatestore.h"
#include "recommendations/estimatedialog.h"
#include "recommendations/percentgauge.h"
#include "shell/errorbanner.h"
#include "store/database.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
#include <QNetworkReply>
#include <QPushButton>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;
using ui::EstimateDialog;

namespace {

constexpr int timeoutMs = 15000; // generous: the machine is shared
constexpr int life = 5;

// Paula as the directory knows her: 35, two children, married, R$ 8.500 a month, in São Paulo.
cache::Customer paula()
{
    cache::Customer c;
    c.id = 7;
    c.person.name = QStringLiteral("Paula Reis");
    c.person.birthDate = QDate::currentDate().addYears(-35).addDays(-1);
    c.person.children = 2;
    c.person.gender = QStringLiteral("female");
    c.person.maritalStatus = QStringLiteral("married");
    c.person.incomeMonthly = domain::Money::fromCents(850000);
    domain::Address a;
    a.stateCode = QStringLiteral("SP");
    c.person.address = a;
    return c;
}

// Paula's facts as the service's "input" reads them, for a life insurance.
QJsonObject profile()
{
    return {{QStringLiteral("product_type"), life},
            {QStringLiteral("policy_holder_age"), 35},
            {QStringLiteral("policy_holder_children"), 2},
            {QStringLiteral("policy_holder_gender"), QStringLiteral("female")},
            {QStringLiteral("policy_holder_marital_status"), QStringLiteral("married")},
            {QStringLiteral("policy_holder_salary"), 850000},
            {QStringLiteral("location"), QStringLiteral("southeast")}};
}

// The dialog for a customer on a sandbox, shown and active, with a record of every request.
class Harness
{
public:
    explicit Harness(const cache::Customer &customer = paula())
        : store(dir.filePath(QStringLiteral("calllist.sqlite"))),
          dialog(f.workspace, customer, store)
    {
        QObject::connect(&f.api.network(), &QNetworkAccessManager::finished, &dialog,
                         [this](QNetworkReply *reply) { sent << reply->url().path(); });
        tester = std::make_unique<QAbstractItemModelTester>(
            dialog.productBox()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

    int estimatesSent() const
    {
        return int(sent.filter(QRegularExpression(QStringLiteral("/product-type$"))).size());
    }
    int evaluationsSent() const { return int(sent.filter(QStringLiteral("/evaluate")).size()); }

    // Life insurance picked from the keyboard (arrows on the focused box), then Enter.
    bool estimateLife()
    {
        if (!typist::activate(&dialog) || !typist::hasKeyboard(dialog.productBox()))
            return false;
        const int target = dialog.productBox()->findData(life);
        for (int i = 0; i < 8 && dialog.productBox()->currentIndex() != target; ++i)
            typist::key(dialog.productBox()->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
        return dialog.productBox()->currentIndex() == target && typist::enter();
    }
    double servicePercentage()
    {
        const auto r = f.server.post(QStringLiteral("/v1/recommendations/product-type"),
                                     {{QStringLiteral("input"), profile()}}, f.server.token(0));
        return r.json.value(QStringLiteral("output"))[QStringLiteral("percentage")].toDouble(-1);
    }
    QVariant stored(const QString &sql, const QVariantList &binds)
    {
        QSqlQuery &q = f.server.sandbox().database().query(sql);
        for (const QVariant &b : binds)
            q.addBindValue(b);
        QVariant value;
        if (q.exec() && q.next())
            value = q.value(0);
        q.finish();
        return value;
    }

    UiFixture f;
    QTemporaryDir dir;
    QString store;
    EstimateDialog dialog;
    std::unique_ptr<QAbstractItemModelTester> tester;
    QStringList sent;
};

} // namespace

class TestCustomerEstimate : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedSettings> m_settings;

private slots:
    void init() { m_settings = std::make_unique<IsolatedSettings>(); }

    void estimate_ofACustomer_sendsWhatTheDirectoryKnows_andKeepsItForTheCallList();
    void customerWithoutIncome_isToldWhatIsMissing_andNothingIsSent();
    void boughtYes_sendsTheEvaluationOnce_andTheModelLearnsIt();
};

void TestCustomerEstimate::
    estimate_ofACustomer_sendsWhatTheDirectoryKnows_andKeepsItForTheCallList()
{
    Harness h;
    QVERIFY(!h.dialog.gauge()->hasValue());
    QVERIFY(!h.dialog.yesButton()->isEnabled());
    // What is known of her is shown, not asked.
    const QString facts = h.dialog.factsLabel()->text();
    for (const char *known : {"age 35", "children: 2", "woman", "married", "SP"})
        QVERIFY2(facts.contains(QLatin1String(known)), qPrintable(facts));
    QVERIFY(h.estimateLife());
    QVERIFY(h.dialog.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(h.dialog.gauge()->hasValue(), timeoutMs);
    QVERIFY(!h.dialog.isBusy());

    // The service's model is deterministic until evaluated: her profile asked directly agrees.
    const double expected = h.servicePercentage();
    QVERIFY(expected > 0 && expected < 100);
    QCOMPARE(h.dialog.gauge()->value(), expected);
    QCOMPARE(h.estimatesSent(), 1);
    QVERIFY(h.dialog.yesButton()->isEnabled() && h.dialog.noButton()->isEnabled());
    QVERIFY(!h.dialog.findChild<ui::ErrorBanner *>()->hasError());
    QCOMPARE(h.stored(QStringLiteral("SELECT percentage FROM recommendations WHERE id = ?"),
                      {h.dialog.recommendation()->id})
                 .toDouble(),
             expected);

    // Kept where the call list and her calls read it.
    cache::EstimateStore kept;
    QVERIFY(kept.open(h.store).ok());
    const auto fresh = kept.fresh(life, QDateTime::currentDateTimeUtc());
    QVERIFY(fresh.contains(7));
    QCOMPARE(fresh.value(7).percentage, expected);
    QCOMPARE(fresh.value(7).recommendationId, h.dialog.recommendation()->id);
}

void TestCustomerEstimate::customerWithoutIncome_isToldWhatIsMissing_andNothingIsSent()
{
    cache::Customer c = paula();
    c.person.incomeMonthly.reset();
    Harness h(c);
    QVERIFY2(h.dialog.factsLabel()->text().contains(QStringLiteral("income")),
             qPrintable(h.dialog.factsLabel()->text()));
    QVERIFY(!h.dialog.estimateButton()->isEnabled());
    QVERIFY(typist::activate(&h.dialog));
    QVERIFY(typist::enter());
    QVERIFY(!h.dialog.estimate());
    QVERIFY(waitForNetworkIdle(h.f.api.network()));
    QCOMPARE(h.estimatesSent(), 0);
    QVERIFY(!h.dialog.gauge()->hasValue());
}

void TestCustomerEstimate::boughtYes_sendsTheEvaluationOnce_andTheModelLearnsIt()
{
    Harness h;
    QVERIFY(h.estimateLife());
    QTRY_VERIFY_WITH_TIMEOUT(h.dialog.yesButton()->isEnabled(), timeoutMs);
    const double before = h.dialog.gauge()->value();
    const domain::Recommendation first = *h.dialog.recommendation();

    // Both answers go grey at the click, before the service has answered.
    QTest::mouseClick(h.dialog.yesButton(), Qt::LeftButton);
    QVERIFY(!h.dialog.yesButton()->isEnabled());
    QVERIFY(!h.dialog.noButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(h.dialog.outcomeText().startsWith(QStringLiteral("Recorded: Paula")),
                             timeoutMs);

    // A second answer, by click or by call, sends nothing.
    QTest::mouseClick(h.dialog.yesButton(), Qt::LeftButton);
    QTest::mouseClick(h.dialog.noButton(), Qt::LeftButton);
    QVERIFY(!h.dialog.evaluate(false));
    QVERIFY(!h.dialog.evaluate(true));
    QVERIFY(waitForNetworkIdle(h.f.api.network()));
    QCOMPARE(h.evaluationsSent(), 1);
    QCOMPARE(h.dialog.evaluationsSent(), 1);

    // The service recorded "bought" once, and so did the call list's file.
    QCOMPARE(
        h.stored(QStringLiteral("SELECT evaluation FROM recommendations WHERE id = ?"), {first.id})
            .toInt(),
        1);
    cache::EstimateStore kept;
    QVERIFY(kept.open(h.store).ok());
    QCOMPARE(kept.fresh(life, QDateTime::currentDateTimeUtc()).value(7).evaluation,
             std::optional<bool>(true));

    // The model learned: her profile now estimates higher (Alt+I to the insurance, Enter).
    QVERIFY(typist::activate(&h.dialog));
    QVERIFY(typist::key(Qt::Key_I, Qt::AltModifier));
    QVERIFY(typist::hasKeyboard(h.dialog.productBox()));
    QVERIFY(typist::enter());
    QTRY_VERIFY_WITH_TIMEOUT(
        h.dialog.recommendation()->id != first.id && h.dialog.yesButton()->isEnabled(), timeoutMs);
    QVERIFY2(h.dialog.gauge()->value() > before,
             qPrintable(QStringLiteral("%1 then %2").arg(before).arg(h.dialog.gauge()->value())));
    QCOMPARE(h.estimatesSent(), 2);
    QCOMPARE(h.evaluationsSent(), 1);
}

QTEST_MAIN(TestCustomerEstimate)
#include "tst_customerestimate.moc"
