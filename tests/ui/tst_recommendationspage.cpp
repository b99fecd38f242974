// The Recommendations page against the real in-process sandbox: the seven inputs checked as
// typed, the estimate on the gauge, and "Did the person buy?" answered exactly once.
#include "networkidle.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "recommendations/percentgauge.h"
#include "recommendations/recommendationform.h"
#include "recommendations/recommendationspage.h"
#include "shell/errorbanner.h"
#include "store/database.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkReply>
#include <QPushButton>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTest>

using namespace brokerdesk;
using ui::RecommendationsPage;

namespace {

constexpr int timeoutMs = 15000; // generous: the machine is shared
constexpr int life = 5;

// What ErrorBanner::markField leaves on a field the check refused.
bool isMarked(const QWidget *w)
{
    return w && w->property("invalid").toBool();
}

// The profile the tests type, as the service's "input" reads it.
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

// The page on a sandbox, shown, the models of its choices under QAbstractItemModelTester,
// with a record of every request the desk makes ("POST /v1/recommendations/...").
class Harness
{
public:
    Harness()
    {
        QObject::connect(&f.api.network(), &QNetworkAccessManager::finished, &page,
                         [this](QNetworkReply *reply) { sent << reply->url().path(); });
        for (const char *name : {"product", "gender", "marital", "location"})
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                combo(QLatin1String(name))->model(),
                QAbstractItemModelTester::FailureReportingMode::QtTest));
        page.resize(1000, 700);
        page.show();
        page.activateWindow();
    }

    QComboBox *combo(const QString &name) const
    {
        return page.form()->findChild<QComboBox *>(name);
    }
    QLineEdit *edit(const QString &name) const { return page.form()->findChild<QLineEdit *>(name); }
    QWidget *field(const QString &name) const
    {
        return page.form()->findChild<QWidget *>(name, Qt::FindChildrenRecursively);
    }
    int estimatesSent() const
    {
        return int(sent.filter(QRegularExpression(QStringLiteral("/product-type$"))).size());
    }
    int evaluationsSent() const { return int(sent.filter(QStringLiteral("/evaluate")).size()); }

    // Picks the item carrying `data` the way a user does from the keyboard: arrow keys.
    void choose(const QString &name, const QVariant &data) const
    {
        QComboBox *box = combo(name);
        QVERIFY2(box, qPrintable(name));
        const int target = box->findData(data);
        QVERIFY2(target >= 0, qPrintable(data.toString()));
        for (int i = 0; i < box->count() && box->currentIndex() != target; ++i)
            QTest::keyClick(box, box->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
        QCOMPARE(box->currentIndex(), target);
    }
    void type(const QString &name, const QString &text) const
    {
        QLineEdit *e = edit(name);
        QVERIFY2(e, qPrintable(name));
        e->selectAll();
        QTest::keyClick(e, Qt::Key_Backspace);
        QTest::keyClicks(e, text);
    }
    // The seven inputs of profile(), all but `skip`.
    void fill(const QString &skip = {}) const
    {
        const QJsonObject p = profile();
        const auto unless = [&skip](const char *name) { return skip != QLatin1String(name); };
        if (unless("product"))
            choose(QStringLiteral("product"), p.value(QStringLiteral("product_type")).toInt());
        if (unless("age"))
            type(QStringLiteral("age"), QStringLiteral("35"));
        if (unless("children"))
            type(QStringLiteral("children"), QStringLiteral("2"));
        if (unless("gender"))
            choose(QStringLiteral("gender"), QStringLiteral("female"));
        if (unless("marital"))
            choose(QStringLiteral("marital"), QStringLiteral("married"));
        if (unless("salary"))
            type(QStringLiteral("salary"), QStringLiteral("8500"));
        if (unless("location"))
            choose(QStringLiteral("location"), QStringLiteral("southeast"));
    }
    void clickEstimate() const
    {
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("estimate")),
                          Qt::LeftButton);
    }
    // What the service estimates for profile() now, asked directly.
    double servicePercentage()
    {
        const auto r = f.server.post(QStringLiteral("/v1/recommendations/product-type"),
                                     {{QStringLiteral("input"), profile()}}, f.server.token(0));
        return r.json.value(QStringLiteral("output"))[QStringLiteral("percentage")].toDouble(-1);
    }
    // A value of the sandbox's database (one row, first column), or an invalid QVariant.
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
    RecommendationsPage page{f.workspace};
    std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
    QStringList sent;
};

} // namespace

class TestRecommendationsPage : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedSettings> m_settings;

private slots:
    void init() { m_settings = std::make_unique<IsolatedSettings>(); }

    void estimate_ofTheSevenInputs_showsTheServicesPercentageOnTheGauge();
    void badValue_isMarkedOnItsField_andBlocksSending_data();
    void badValue_isMarkedOnItsField_andBlocksSending();
    void wrongAge_isMarkedAsSoonAsTheFieldIsLeft();
    void boughtYes_sendsTheEvaluationOnce_andTheModelLearnsIt();
};

void TestRecommendationsPage::estimate_ofTheSevenInputs_showsTheServicesPercentageOnTheGauge()
{
    Harness h;
    QVERIFY(!h.page.gauge()->hasValue());
    QVERIFY(!h.page.yesButton()->isEnabled());
    QVERIFY(!h.page.noButton()->isEnabled());
    h.fill();
    h.clickEstimate();
    QVERIFY(h.page.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(h.page.gauge()->hasValue(), timeoutMs);
    QVERIFY(!h.page.isBusy());

    // The service's model is deterministic until evaluated: asking it again gives the same.
    const double expected = h.servicePercentage();
    QVERIFY(expected > 0 && expected < 100);
    QCOMPARE(h.page.gauge()->value(), expected);
    const QString shown = QLocale().toString(expected, 'f', 1) + QLocale().percent();
    QCOMPARE(h.page.gauge()->valueText(), shown);
    QCOMPARE(h.page.gauge()->accessibleDescription(), shown);
    bool summarised = false;
    for (const auto *label : h.page.findChildren<QLabel *>())
        summarised = summarised || label->text().contains(QStringLiteral("<b>%1</b>").arg(shown));
    QVERIFY(summarised);

    QCOMPARE(h.estimatesSent(), 1);
    QVERIFY(h.page.recommendation().has_value());
    QVERIFY(h.page.yesButton()->isEnabled());
    QVERIFY(h.page.noButton()->isEnabled());
    QCOMPARE(h.page.outcomeText(), QStringLiteral("Answer once the person decides."));
    QVERIFY(!h.page.findChild<ui::ErrorBanner *>()->hasError());
    QCOMPARE(h.stored(QStringLiteral("SELECT percentage FROM recommendations WHERE id = ?"),
                      {h.page.recommendation()->id})
                 .toDouble(),
             expected);
}

void TestRecommendationsPage::badValue_isMarkedOnItsField_andBlocksSending_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value"); // empty for a choice left unmade
    QTest::newRow("no product type") << QStringLiteral("product") << QString();
    QTest::newRow("age in words") << QStringLiteral("age") << QStringLiteral("thirty");
    QTest::newRow("age over 130") << QStringLiteral("age") << QStringLiteral("131");
    QTest::newRow("age empty") << QStringLiteral("age") << QString();
    QTest::newRow("51 children") << QStringLiteral("children") << QStringLiteral("51");
    QTest::newRow("negative children") << QStringLiteral("children") << QStringLiteral("-1");
    QTest::newRow("no gender") << QStringLiteral("gender") << QString();
    QTest::newRow("no marital status") << QStringLiteral("marital") << QString();
    QTest::newRow("salary in words") << QStringLiteral("salary") << QStringLiteral("muito");
    QTest::newRow("negative salary") << QStringLiteral("salary") << QStringLiteral("-100");
    QTest::newRow("salary with three decimals")
        << QStringLiteral("salary")
        << QStringLiteral("100") + QLocale().decimalPoint() + QStringLiteral("555");
    QTest::newRow("no region") << QStringLiteral("location") << QString();
}

void TestRecommendationsPage::badValue_isMarkedOnItsField_andBlocksSending()
{
    QFETCH(QString, field);
    QFETCH(QString, value);
    Harness h;
    h.fill(field);
    if (h.edit(field))
        h.type(field, value);
    h.clickEstimate();

    // Only the field at fault carries a mark and a sentence; nothing goes out.
    for (const char *name :
         {"product", "age", "children", "gender", "marital", "salary", "location"}) {
        const QString n = QLatin1String(name);
        QCOMPARE(isMarked(h.field(n)), n == field);
        QCOMPARE(h.page.form()->problem(n).isEmpty(), n != field);
    }
    QVERIFY(!h.page.isBusy());
    QVERIFY(waitForNetworkIdle(h.f.api.network()));
    QCOMPARE(h.estimatesSent(), 0);
    QVERIFY(!h.page.gauge()->hasValue());
    QVERIFY(!h.page.yesButton()->isEnabled());

    // Put right, the mark goes and the estimate is sent.
    h.fill();
    QVERIFY(h.page.form()->problem(field).isEmpty());
    QVERIFY(!isMarked(h.field(field)));
    h.clickEstimate();
    QTRY_VERIFY_WITH_TIMEOUT(h.page.gauge()->hasValue(), timeoutMs);
    QCOMPARE(h.estimatesSent(), 1);
}

void TestRecommendationsPage::wrongAge_isMarkedAsSoonAsTheFieldIsLeft()
{
    Harness h;
    QVERIFY(QTest::qWaitForWindowActive(&h.page));
    h.edit(QStringLiteral("age"))->setFocus();
    QTest::keyClicks(h.edit(QStringLiteral("age")), QStringLiteral("200"));
    QVERIFY(!isMarked(h.field(QStringLiteral("age")))); // not while typing
    QTest::keyClick(h.edit(QStringLiteral("age")), Qt::Key_Tab);
    QTRY_VERIFY(isMarked(h.field(QStringLiteral("age"))));
    QCOMPARE(h.page.form()->problem(QStringLiteral("age")),
             QStringLiteral("Type the age in years, 0 to 130."));
    QVERIFY(h.page.form()->problem(QStringLiteral("children")).isEmpty()); // untouched fields wait

    // Corrected: the mark clears while typing, before leaving the field.
    QTest::keyClick(h.edit(QStringLiteral("age")), Qt::Key_Backspace);
    QTest::keyClick(h.edit(QStringLiteral("age")), Qt::Key_Backspace);
    QVERIFY(!isMarked(h.field(QStringLiteral("age"))));
    QVERIFY(h.page.form()->problem(QStringLiteral("age")).isEmpty());
    QCOMPARE(h.estimatesSent(), 0);
}

void TestRecommendationsPage::boughtYes_sendsTheEvaluationOnce_andTheModelLearnsIt()
{
    Harness h;
    h.fill();
    h.clickEstimate();
    QTRY_VERIFY_WITH_TIMEOUT(h.page.yesButton()->isEnabled(), timeoutMs);
    const double before = h.page.gauge()->value();
    const domain::Recommendation first = *h.page.recommendation();

    // Both answers go grey at the click, before the service has answered.
    QTest::mouseClick(h.page.yesButton(), Qt::LeftButton);
    QVERIFY(!h.page.yesButton()->isEnabled());
    QVERIFY(!h.page.noButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(
        h.page.outcomeText(),
        QStringLiteral("Recorded: the person bought. Thank you — this trains the estimate."),
        timeoutMs);
    QVERIFY(!h.page.yesButton()->isEnabled());
    QVERIFY(!h.page.noButton()->isEnabled());

    // A second answer, by click or by call, sends nothing.
    QTest::mouseClick(h.page.yesButton(), Qt::LeftButton);
    QTest::mouseClick(h.page.noButton(), Qt::LeftButton);
    QVERIFY(!h.page.evaluate(false));
    QVERIFY(!h.page.evaluate(true));
    QVERIFY(waitForNetworkIdle(h.f.api.network()));
    QCOMPARE(h.evaluationsSent(), 1);
    QCOMPARE(h.page.evaluationsSent(), 1);
    QVERIFY(!h.page.findChild<ui::ErrorBanner *>()->hasError());

    // The service recorded one evaluation, "bought", and refuses the token a second time.
    QCOMPARE(
        h.stored(QStringLiteral("SELECT evaluation FROM recommendations WHERE id = ?"), {first.id})
            .toInt(),
        1);
    QCOMPARE(h.stored(QStringLiteral(
                          "SELECT evaluations FROM recommendation_models WHERE product_type = ?"),
                      {life})
                 .toInt(),
             1);
    const auto again = h.f.server.post(
        QStringLiteral("/v1/recommendations/product-type/%1/evaluate?token=%2")
            .arg(first.id, QString::fromLatin1(QUrl::toPercentEncoding(first.evaluateToken))),
        {{QStringLiteral("evaluation"), true}}, h.f.server.token(0));
    QCOMPARE(again.status, 400);
    QCOMPARE(again.code(), QStringLiteral("already_evaluated"));

    // The model learned: the same profile now estimates higher, and may be answered anew.
    h.clickEstimate();
    QTRY_VERIFY_WITH_TIMEOUT(
        h.page.recommendation()->id != first.id && h.page.yesButton()->isEnabled(), timeoutMs);
    QVERIFY2(h.page.gauge()->value() > before,
             qPrintable(QStringLiteral("%1 then %2").arg(before).arg(h.page.gauge()->value())));
    QCOMPARE(h.estimatesSent(), 2);
    QCOMPARE(h.evaluationsSent(), 1);
}

QTEST_MAIN(TestRecommendationsPage)
#include "tst_recommendationspage.moc"
