// The desk driven as a person drives it: a click gives a field the keyboard, then every key goes
// to whatever has the focus (typist.h), Tab moves on, Enter and Escape do what the window says.
// Each test here failed on the desk that lost the keyboard after one letter.
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"
#include "wizarddriver.h"

#include "affinities/affinitiespage.h"
#include "affinities/affinitywizard.h"
#include "affinityflow.h"
#include "common/datefield.h"
#include "common/fieldmarks.h"
#include "domain/businessday.h"
#include "forms/holderform.h"
#include "forms/items/travelform.h"
#include "mainwindow.h"
#include "models/lazylistmodel.h"
#include "pages.h"
#include "policies/cancelpolicydialog.h"
#include "quoting/quotepage.h"
#include "quoting/quotewizard.h"
#include "salesflow.h"
#include "settings/settingspage.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimeZone>

#include <algorithm>

using namespace brokerdesk;
using ui::QuoteWizard;
using ui::affinities::AffinityWizard;

namespace {

constexpr int timeoutMs = 10000;

template <typename W = QWidget> W *child(QWidget *root, const char *name)
{
    return root->findChild<W *>(QLatin1String(name));
}

QString focusName()
{
    QWidget *f = QApplication::focusWidget();
    return f ? f->objectName() + QLatin1String(" (") + QLatin1String(f->metaObject()->className()) +
                   QLatin1Char(')')
             : QStringLiteral("nothing");
}

bool clickWhenEnabled(QAbstractButton *button)
{
    if (!QTest::qWaitFor([button] { return button->isEnabled() && button->isVisible(); },
                         timeoutMs))
        return false;
    QTest::mouseClick(button, Qt::LeftButton);
    return true;
}

// An auto product asked for a quote (it opens on the plan), Next: the holder step on screen.
bool toHolderStep(UiFixture &f, QuoteWizard *wizard)
{
    const QString product = salesflow::brokerProductOfType(f.server, f.server.token(0), 0, 1);
    if (product.isEmpty())
        return false;
    emit f.workspace.quoteRequested(product);
    const auto at = [&](int step) {
        return QTest::qWaitFor([&] { return wizard->currentId() == step; }, timeoutMs);
    };
    return at(QuoteWizard::PlanStepId) && wizarddriver::fillPlan(wizard) &&
           clickWhenEnabled(wizard->button(QWizard::NextButton)) && at(QuoteWizard::HolderStepId);
}

// An electronic affinity's wizard shown and Next through plan and lifetime: its holder step.
bool toAffinityHolderStep(UiFixture &f, AffinityWizard *w)
{
    w->setProduct(affinityflow::productOfType(f.server, f.server.token(0), 8));
    if (!typist::activate(w))
        return false;
    for (const int step : {AffinityWizard::PlanStepId, AffinityWizard::LifetimeStepId,
                           AffinityWizard::HolderStepId}) {
        if (!clickWhenEnabled(w->button(QWizard::NextButton)) ||
            !QTest::qWaitFor([&] { return w->currentId() == step; }, timeoutMs))
            return false;
    }
    return true;
}

// Each focusable widget Tab reaches inside `root`, from `start`, until focus leaves `root`. In a
// dialog Tab goes round: that ring is returned from its top-left widget on.
QList<QWidget *> tabWalk(QWidget *root, QWidget *start, int limit = 60)
{
    QList<QWidget *> seen;
    if (!typist::click(start))
        return seen;
    bool ring = false;
    int stayed = 0; // a date edit takes Tab from section to section before letting it go
    QWidget *previous = nullptr;
    for (QWidget *f = QApplication::focusWidget();
         f && root->isAncestorOf(f) && seen.size() < limit; f = QApplication::focusWidget()) {
        if (seen.contains(f) && f != previous) {
            ring = true;
            break;
        }
        if (f == previous && ++stayed >= 4)
            break;
        if (f != previous) {
            seen << f;
            stayed = 0;
        }
        previous = f;
        typist::tab();
    }
    if (ring) {
        const auto topLeft = std::min_element(seen.begin(), seen.end(), [](QWidget *a, QWidget *b) {
            const QPoint pa = a->mapToGlobal(QPoint()), pb = b->mapToGlobal(QPoint());
            return std::pair(pa.y(), pa.x()) < std::pair(pb.y(), pb.x());
        });
        std::rotate(seen.begin(), topLeft, seen.end());
    }
    return seen;
}

QString describe(const QWidget *w)
{
    QString name = w->objectName();
    if (name.isEmpty())
        name = w->accessibleName();
    if (const auto *b = qobject_cast<const QAbstractButton *>(w); b && name.isEmpty())
        name = b->text();
    const QPoint at = w->mapToGlobal(QPoint());
    return QStringLiteral("%1 %2 at %3,%4")
        .arg(QLatin1String(w->metaObject()->className()), name)
        .arg(at.x())
        .arg(at.y());
}

// Empty when each widget of `chain` stands below the one before it, or on its row to its right.
QString firstOutOfOrder(const QList<QWidget *> &chain)
{
    for (qsizetype i = 1; i < chain.size(); ++i) {
        const QRect a(chain.at(i - 1)->mapToGlobal(QPoint()), chain.at(i - 1)->size());
        const QRect b(chain.at(i)->mapToGlobal(QPoint()), chain.at(i)->size());
        const bool sameRow = b.top() < a.bottom() && a.top() < b.bottom();
        if (!(sameRow ? b.left() > a.left() : b.top() >= a.bottom() - 2))
            return describe(chain.at(i - 1)) + QLatin1String(" → ") + describe(chain.at(i));
    }
    return {};
}

} // namespace

class TestTyping : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_settings = std::make_unique<IsolatedSettings>();
        QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
    }
    void cleanup() { m_settings.reset(); }

    void quoteWizard_typedWordsStayInTheClickedField_andTheWholeQuoteIsTypedWithTabAndEnter();
    void quoteWizard_holderForm_tabFollowsTheFormTopToBottom();
    void quoteWizard_holderStepOpensInFirstName_andEscapeKeepsWhatWasTyped();
    void quoteWizard_malformedFipeCode_isShownAtTheFieldBeforeSending();
    void affinityWizard_tabGoesFromMaritalStatusToContactAndAddress_thenTheItem();
    void affinityWizard_closingWithTypedData_asksAndEnterKeepsEditing();
    void cancelAffinityQuestion_enterKeepsTheAffinity();
    void settingsAndCancelPolicyForms_tabFollowsTheFormTopToBottom_cancelStartsOnKeep();
    void birthDate_startsEmpty_takesDigitsDayFirst_andIsMissingUntilWhole();
    void lifetimeStart_typedAsDigitsAfterAClick_readsDayFirst_andTheEndFollowsByTheTerm();
    void affinityStart_typedAsDigitsAfterAClick_readsDayFirst_andTheEndFollows();
    void travelerBirthDate_typedAsDigitsInItsCell_readsDayFirst();

private:
    std::unique_ptr<IsolatedSettings> m_settings;
};

void TestTyping::
    quoteWizard_typedWordsStayInTheClickedField_andTheWholeQuoteIsTypedWithTabAndEnter()
{
    UiFixture f;
    ui::MainWindow window(f.workspace, ui::createPages(f.workspace));
    window.resize(1180, 700);
    QVERIFY(typist::activate(&window));
    auto *wizard = window.findChild<QuoteWizard *>();
    QVERIFY(wizard);
    QVERIFY(toHolderStep(f, wizard));

    auto *firstName = child<QLineEdit>(wizard, "holder.first_name");
    QVERIFY(typist::click(firstName));
    QVERIFY(typist::type(QStringLiteral("Mariana")));
    QCOMPARE(firstName->text(), QStringLiteral("Mariana"));
    QVERIFY2(typist::hasKeyboard(firstName), qPrintable(focusName()));
    QCOMPARE(window.currentPage()->objectName(), QStringLiteral("quote"));

    // The rest of the holder with Tab alone, the birth date typed as digits (day first).
    for (const QString &text : {QStringLiteral("Souza"), QStringLiteral("291.417.776-38")}) {
        QVERIFY(typist::tab());
        QVERIFY(typist::type(text));
    }
    QVERIFY(typist::tab());
    QVERIFY2(typist::hasKeyboard(child(wizard, "holder.birth_date")), qPrintable(focusName()));
    QVERIFY(typist::type(QStringLiteral("15031985")));
    QCOMPARE(child<ui::DateField>(wizard, "holder.birth_date")->date(), QDate(1985, 3, 15));
    QVERIFY(typist::tab()); // gender, chosen by its first letter
    QVERIFY(typist::type(QStringLiteral("f")));
    QVERIFY(typist::tab()); // marital status
    QVERIFY(typist::type(QStringLiteral("s")));
    QVERIFY(typist::tab());
    QVERIFY2(typist::hasKeyboard(child(wizard, "holder.email")), qPrintable(focusName()));
    for (const QString &text :
         {QStringLiteral("mariana@example.com"), QStringLiteral("(11) 98888-7777"),
          QStringLiteral("01310-100"), QStringLiteral("Av. Paulista"), QStringLiteral("1000"),
          QString(), QString(), QStringLiteral("São Paulo")}) {
        QVERIFY(typist::type(text));
        QVERIFY(typist::tab());
    }
    QCOMPARE(child<QLineEdit>(wizard, "holder.address.city_name")->text(),
             QStringLiteral("São Paulo"));
    QCOMPARE(child<QLineEdit>(wizard, "holder.last_name")->text(), QStringLiteral("Souza"));
    QVERIFY(typist::enter()); // the wizard's default button: Next
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(QuoteWizard::ItemStepId), timeoutMs);

    QVERIFY(typist::click(child(wizard, "item.plate")));
    // A whole plate moves on by itself, past the optional chassis, to the make.
    QVERIFY(typist::type(QStringLiteral("abc1d23")));
    QVERIFY2(typist::hasKeyboard(child(wizard, "item.brand_name")), qPrintable(focusName()));
    for (const QString &text : {QStringLiteral("Volkswagen"), QStringLiteral("Gol")}) {
        QVERIFY(typist::type(text));
        QVERIFY(typist::tab());
    }
    QCOMPARE(child<QLineEdit>(wizard, "item.model_name")->text(), QStringLiteral("Gol"));
    QVERIFY(typist::enter());
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(QuoteWizard::LifetimeStepId), timeoutMs);
    QVERIFY(clickWhenEnabled(wizard->button(QWizard::NextButton)));
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(QuoteWizard::ResultsStepId), timeoutMs);
    QVERIFY(wizard->draft().quote);
    const auto saved = f.offline.quote(wizard->draft().quote->id);
    QVERIFY(saved);
    QCOMPARE(saved->summary.holderName, QStringLiteral("Mariana Souza"));
    const QJsonObject item =
        saved->request.value(QStringLiteral("items")).toArray().at(0).toObject();
    QCOMPARE(item.value(QStringLiteral("plate")).toString(), QStringLiteral("ABC1D23"));
}

void TestTyping::quoteWizard_holderForm_tabFollowsTheFormTopToBottom()
{
    UiFixture f;
    ui::QuotePage page(f.workspace);
    page.resize(1000, 900);
    QVERIFY(typist::activate(&page));
    QuoteWizard *wizard = page.wizard();
    QVERIFY(toHolderStep(f, wizard));
    QWidget *step = wizard->currentPage();
    const QList<QWidget *> chain = tabWalk(step, child(step, "holder.first_name"));
    QStringList names;
    for (QWidget *w : chain)
        names << w->objectName();
    QVERIFY2(names.indexOf(QStringLiteral("holder.marital_status")) + 1 ==
                 names.indexOf(QStringLiteral("holder.email")),
             qPrintable(names.join(u' ')));
    QVERIFY2(names.contains(QStringLiteral("holder.address.city_name")),
             qPrintable(names.join(u' ')));
    const QString wrong = firstOutOfOrder(chain);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

void TestTyping::quoteWizard_holderStepOpensInFirstName_andEscapeKeepsWhatWasTyped()
{
    UiFixture f;
    ui::QuotePage page(f.workspace);
    page.resize(1000, 720);
    QVERIFY(typist::activate(&page));
    QuoteWizard *wizard = page.wizard();
    QVERIFY(toHolderStep(f, wizard));
    // The step opens with the cursor in its first field: no click needed.
    QTRY_VERIFY2(typist::hasKeyboard(child(wizard, "holder.first_name")), qPrintable(focusName()));
    QVERIFY(typist::type(QStringLiteral("Mariana")));
    QVERIFY(typist::key(Qt::Key_Escape));
    QCOMPARE(wizard->currentId(), int(QuoteWizard::HolderStepId));
    QCOMPARE(child<QLineEdit>(wizard, "holder.first_name")->text(), QStringLiteral("Mariana"));
}

void TestTyping::quoteWizard_malformedFipeCode_isShownAtTheFieldBeforeSending()
{
    UiFixture f;
    ui::QuotePage page(f.workspace);
    page.resize(1000, 720);
    QVERIFY(typist::activate(&page));
    QuoteWizard *wizard = page.wizard();
    QVERIFY(toHolderStep(f, wizard));
    QVERIFY(typist::click(child(wizard, "holder.first_name")));
    // Name, CPF, birth date, then gender and marital status by their first letter.
    for (const QString &text :
         {QStringLiteral("Ana"), QStringLiteral("Souza"), QStringLiteral("29141777638"),
          QStringLiteral("15031985"), QStringLiteral("f"), QStringLiteral("s")}) {
        QVERIFY(typist::type(text));
        QVERIFY(typist::tab());
    }
    // A CEP with too few digits and a phone that is no phone: said at the field on leaving it.
    auto *zip = child<QLineEdit>(wizard, "holder.address.zip_code");
    QVERIFY(typist::click(zip));
    QVERIFY(typist::type(QStringLiteral("0131")));
    QVERIFY(!ui::fieldmarks::isMarked(zip)); // still typing
    QVERIFY(typist::tab());
    QVERIFY(ui::fieldmarks::isMarked(zip));
    QVERIFY2(ui::fieldmarks::reason(zip).contains(u'8'), qPrintable(ui::fieldmarks::reason(zip)));
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
    QVERIFY(typist::click(zip));
    QVERIFY(typist::retype(QStringLiteral("01310-100")));
    QVERIFY(!ui::fieldmarks::isMarked(zip));
    for (const auto &[name, text] : {std::pair{"holder.address.street_name", "Av. Paulista"},
                                     std::pair{"holder.address.number", "1000"},
                                     std::pair{"holder.address.city_name", "Sao Paulo"}}) {
        QVERIFY(typist::click(child(wizard, name)));
        QVERIFY(typist::type(QLatin1String(text)));
    }
    QVERIFY(clickWhenEnabled(wizard->button(QWizard::NextButton)));
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(QuoteWizard::ItemStepId), timeoutMs);

    auto *fipe = child<QLineEdit>(wizard, "item.fipe_code");
    QVERIFY(typist::click(child(wizard, "item.plate")));
    QVERIFY(typist::type(QStringLiteral("ABC1D23")));
    for (const auto &[name, text] :
         {std::pair{"item.brand_name", "Volkswagen"}, std::pair{"item.model_name", "Gol"},
          std::pair{"item.fipe_code", "00534"}}) {
        QVERIFY(typist::click(child(wizard, name)));
        QVERIFY(typist::type(QLatin1String(text)));
    }
    QVERIFY(typist::tab());
    QVERIFY(ui::fieldmarks::isMarked(fipe));
    QVERIFY2(ui::fieldmarks::reason(fipe).contains(QStringLiteral("FIPE")),
             qPrintable(ui::fieldmarks::reason(fipe)));
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled()); // nothing malformed is sent
    // Typed without its dash, a whole code is fine: the desk adds the dash the service wants.
    QVERIFY(typist::click(fipe));
    QVERIFY(typist::retype(QStringLiteral("0053406")));
    QVERIFY(!ui::fieldmarks::isMarked(fipe));
    QVERIFY(clickWhenEnabled(wizard->button(QWizard::NextButton)));
    QTRY_COMPARE_WITH_TIMEOUT(wizard->currentId(), int(QuoteWizard::LifetimeStepId), timeoutMs);
    QCOMPARE(wizard->draft().item.value(QStringLiteral("fipe_code")).toString(),
             QStringLiteral("005340-6"));
}

void TestTyping::affinityWizard_tabGoesFromMaritalStatusToContactAndAddress_thenTheItem()
{
    UiFixture f(affinityflow::fastSettings());
    ui::AffinitiesPage page(f.workspace);
    page.activate();
    QPointer<AffinityWizard> w;
    QTRY_VERIFY_WITH_TIMEOUT((w = page.createWizard()), timeoutMs); // once the partnership is in
    QVERIFY(toAffinityHolderStep(f, w));
    QWidget *step = w->currentPage();
    const QList<QWidget *> chain = tabWalk(step, child(step, "holder.first_name"));
    QStringList names;
    for (QWidget *widget : chain)
        names << widget->objectName();
    const auto at = [&](const char *name) { return names.indexOf(QLatin1String(name)); };
    QVERIFY2(at("holder.marital_status") + 1 == at("holder.email"), qPrintable(names.join(u' ')));
    QVERIFY2(at("holder.address.city_name") < at("item.imei"), qPrintable(names.join(u' ')));
    QVERIFY2(at("holder.email") < at("holder.address.zip_code"), qPrintable(names.join(u' ')));
    const QString wrong = firstOutOfOrder(chain);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

void TestTyping::affinityWizard_closingWithTypedData_asksAndEnterKeepsEditing()
{
    UiFixture f(affinityflow::fastSettings());
    ui::AffinitiesPage page(f.workspace);
    page.activate();
    QPointer<AffinityWizard> w;
    QTRY_VERIFY_WITH_TIMEOUT((w = page.createWizard()), timeoutMs); // once the partnership is in
    QVERIFY(toAffinityHolderStep(f, w));
    QVERIFY(typist::click(child(w, "holder.first_name")));
    QVERIFY(typist::type(QStringLiteral("Mariana")));
    QVERIFY(typist::key(Qt::Key_Escape));
    QMessageBox *box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((box = w->findChild<QMessageBox *>()) && box->isVisible(), timeoutMs);
    QVERIFY(typist::activate(box));
    QTRY_COMPARE(QApplication::focusWidget(), box->findChild<QWidget *>(QStringLiteral("keep")));
    QVERIFY(typist::enter());
    QTRY_VERIFY(!box->isVisible());
    QVERIFY(w && w->isVisible());
    QCOMPARE(child<QLineEdit>(w, "holder.first_name")->text(), QStringLiteral("Mariana"));
    // Asked again and told to discard: the wizard closes.
    QTest::mouseClick(w->button(QWizard::CancelButton), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT((box = w->findChild<QMessageBox *>()) && box->isVisible(), timeoutMs);
    QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("confirmDestroy")),
                      Qt::LeftButton);
    QTRY_VERIFY(!w || !w->isVisible());
}

void TestTyping::cancelAffinityQuestion_enterKeepsTheAffinity()
{
    UiFixture f(affinityflow::fastSettings());
    const auto created = affinityflow::create(f.server, f.server.token(0));
    QCOMPARE(created.status, 200);
    ui::AffinitiesPage page(f.workspace);
    page.resize(1200, 760);
    page.activate();
    QVERIFY(typist::activate(&page));
    QTRY_VERIFY_WITH_TIMEOUT(page.model()->rowCount() > 0, timeoutMs);
    page.view()->setCurrentIndex(page.model()->index(0, 0));
    QMessageBox *box = page.createCancelDialog();
    QVERIFY(box);
    box->open();
    QVERIFY(typist::activate(box));
    QTRY_COMPARE(QApplication::focusWidget(), box->findChild<QWidget *>(QStringLiteral("keep")));
    QCOMPARE(box->defaultButton(), box->findChild<QPushButton *>(QStringLiteral("keep")));
    QVERIFY(typist::enter());
    QTRY_VERIFY(!box->isVisible());
    const QString id = created.json.value(QStringLiteral("id")).toString();
    QVERIFY(affinityflow::statusOf(f.server, f.server.token(0), id) != 2); // not canceled
}

void TestTyping::settingsAndCancelPolicyForms_tabFollowsTheFormTopToBottom_cancelStartsOnKeep()
{
    UiFixture f;
    ui::SettingsPage settings(f.workspace);
    settings.resize(1000, 900);
    QVERIFY(typist::activate(&settings));
    // The page opens on Minha corretora: its first field is the brokerage's name (a click on
    // the first button would be the logo's "Choose…", a file dialog).
    QWidget *first = settings.brokerageNameField();
    QVERIFY(first);
    const QList<QWidget *> settingsChain = tabWalk(&settings, first);
    QStringList names;
    for (QWidget *w : settingsChain)
        names << w->objectName() + QLatin1Char('/') + QLatin1String(w->metaObject()->className());
    QVERIFY2(settingsChain.size() > 3, qPrintable(names.join(u' ')));
    QString wrong = firstOutOfOrder(settingsChain);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));

    domain::Policy policy;
    policy.id = QStringLiteral("po-1");
    policy.totalAmount = domain::Money::fromCents(120000);
    policy.policyHolder = QJsonObject{{QStringLiteral("first_name"), QStringLiteral("Ana")}};
    ui::policies::CancelPolicyDialog dialog(f.api, policy);
    dialog.show();
    QVERIFY(typist::activate(&dialog));
    // The keyboard starts on the safe answer, and Enter is not "cancel the policy".
    auto *confirm = dialog.findChild<QPushButton *>(QStringLiteral("confirmCancel"));
    QTRY_VERIFY(qobject_cast<QPushButton *>(QApplication::focusWidget()));
    QVERIFY(QApplication::focusWidget() != confirm);
    QVERIFY(!confirm->isDefault());
    const QList<QWidget *> dialogChain =
        tabWalk(&dialog, dialog.findChild<QWidget *>(QStringLiteral("description")));
    QVERIFY(dialogChain.size() > 2);
    wrong = firstOutOfOrder(dialogChain);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

void TestTyping::birthDate_startsEmpty_takesDigitsDayFirst_andIsMissingUntilWhole()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // month first there
    ui::HolderForm form;
    form.resize(600, 500);
    QVERIFY(typist::activate(&form));
    auto *birth = child<ui::DateField>(&form, "holder.birth_date");
    QVERIFY(!birth->date().isValid()); // no date is given for the broker
    QVERIFY(form.missingFields().contains(birth));
    QVERIFY(typist::click(child(&form, "holder.cpf")));
    QVERIFY(typist::tab());
    QVERIFY2(typist::hasKeyboard(birth), qPrintable(focusName()));
    QVERIFY(typist::type(QStringLiteral("1503198")));
    QVERIFY(typist::tab());
    QVERIFY(!birth->date().isValid()); // a year cut short is not a date
    QVERIFY(ui::fieldmarks::isMarked(birth));
    QVERIFY(typist::click(birth));
    QVERIFY(typist::retype(QStringLiteral("15031985")));
    QVERIFY(typist::tab());
    QCOMPARE(birth->date(), QDate(1985, 3, 15)); // day first in the desk's English too
    QVERIFY(!ui::fieldmarks::isMarked(birth));
    QVERIFY(!form.missingFields().contains(birth));
    QCOMPARE(form.value().birthDate, QDate(1985, 3, 15));

    QVERIFY(typist::click(birth));
    QVERIFY(typist::retype(QDate::currentDate().addYears(-17).toString(u"ddMMyyyy")));
    QVERIFY(typist::tab());
    QVERIFY(!birth->date().isValid()); // under 18
    QVERIFY(ui::fieldmarks::isMarked(birth));
    QVERIFY(typist::click(birth));
    QVERIFY(typist::retype(QStringLiteral("31021985")));
    QVERIFY(typist::tab());
    QVERIFY(!birth->date().isValid()); // no such day
    QVERIFY(ui::fieldmarks::isMarked(birth));
}

// The office's day pinned on the desk and on the service: 09:00 on 28/11/2026 in Brasília.
const QDateTime pinnedNow(QDate(2026, 11, 28), QTime(12, 0), QTimeZone::utc());

sandbox::SandboxSettings pinnedSandbox()
{
    auto settings = SandboxFixture::defaults();
    settings.clockStart = pinnedNow;
    return settings;
}

QPushButton *button(QWidget *root, const QString &text)
{
    for (auto *b : root->findChildren<QPushButton *>())
        if (b->text() == text && b->isVisible())
            return b;
    return nullptr;
}

void TestTyping::lifetimeStart_typedAsDigitsAfterAClick_readsDayFirst_andTheEndFollowsByTheTerm()
{
    domain::businessday::startClockAt(pinnedNow);
    const auto unpin = qScopeGuard([] { domain::businessday::startClockAt({}); });
    UiFixture f(pinnedSandbox());
    ui::QuotePage page(f.workspace);
    page.resize(1000, 900);
    QVERIFY(typist::activate(&page));
    QuoteWizard *wizard = page.wizard();
    QVERIFY(toHolderStep(f, wizard));
    wizarddriver::fillHolder(wizard);
    QVERIFY(wizarddriver::clickNext(wizard));
    QVERIFY(wizarddriver::waitForStep(wizard, QuoteWizard::ItemStepId));
    wizarddriver::fillAuto(wizard);
    QVERIFY(wizarddriver::clickNext(wizard));
    QVERIFY(wizarddriver::waitForStep(wizard, QuoteWizard::LifetimeStepId));

    auto *start = child<ui::DateField>(wizard, "lifetime_start");
    auto *end = child<ui::DateField>(wizard, "lifetime_end");
    QCOMPARE(start->date(), QDate(2026, 11, 29)); // tomorrow, a year
    QCOMPARE(end->date(), QDate(2027, 11, 29));
    // A click in the field, then the digits: the whole date is replaced, day first.
    QVERIFY(typist::click(start));
    QVERIFY(typist::type(QStringLiteral("01122026")));
    QCOMPARE(start->date(), QDate(2026, 12, 1));
    QCOMPARE(end->date(), QDate(2027, 12, 1));
    // Two years chosen, then another start: the end keeps the two years.
    QTest::mouseClick(button(wizard, QStringLiteral("2 years")), Qt::LeftButton);
    QCOMPARE(end->date(), QDate(2028, 12, 1));
    QVERIFY(typist::click(start));
    QVERIFY(typist::type(QStringLiteral("05122026")));
    QCOMPARE(end->date(), QDate(2028, 12, 5));
    // An end typed by hand is the new term (six months) a later start keeps.
    QVERIFY(typist::click(end));
    QVERIFY(typist::type(QStringLiteral("05062027")));
    QVERIFY(typist::click(start));
    QVERIFY(typist::type(QStringLiteral("10122026")));
    QCOMPARE(end->date(), QDate(2027, 6, 10));
    // Before the office's today is refused at the field, and there is no Next.
    QVERIFY(typist::click(start));
    QVERIFY(typist::type(QStringLiteral("27112026")));
    QVERIFY(typist::tab());
    QVERIFY(!start->date().isValid());
    QVERIFY(ui::fieldmarks::isMarked(start));
    QVERIFY(!wizard->button(QWizard::NextButton)->isEnabled());
    QVERIFY(typist::click(start));
    QVERIFY(typist::type(QStringLiteral("01122026")));
    QVERIFY(!ui::fieldmarks::isMarked(start));
    QVERIFY(wizarddriver::clickNext(wizard));
    QVERIFY(wizarddriver::waitForStep(wizard, QuoteWizard::ResultsStepId));
    QCOMPARE(wizard->draft().lifetimeStart, QDate(2026, 12, 1));
    QCOMPARE(wizard->draft().lifetimeEnd, QDate(2027, 6, 1));
}

void TestTyping::affinityStart_typedAsDigitsAfterAClick_readsDayFirst_andTheEndFollows()
{
    domain::businessday::startClockAt(pinnedNow);
    const auto unpin = qScopeGuard([] { domain::businessday::startClockAt({}); });
    auto settings = affinityflow::fastSettings();
    settings.clockStart = pinnedNow;
    UiFixture f(settings);
    ui::AffinitiesPage page(f.workspace);
    page.activate();
    QPointer<AffinityWizard> wizard;
    QTRY_VERIFY_WITH_TIMEOUT((wizard = page.createWizard()), timeoutMs);
    AffinityWizard &w = *wizard;
    w.setProduct(affinityflow::productOfType(f.server, f.server.token(0), 8));
    QVERIFY(typist::activate(&w));
    for (const int step : {AffinityWizard::PlanStepId, AffinityWizard::LifetimeStepId}) {
        QVERIFY(clickWhenEnabled(w.button(QWizard::NextButton)));
        QTRY_COMPARE_WITH_TIMEOUT(w.currentId(), step, timeoutMs);
    }
    auto *start = child<ui::DateField>(&w, "lifetime_start");
    auto *end = child<ui::DateField>(&w, "lifetime_end");
    QVERIFY(typist::click(start));
    QVERIFY(typist::type(QStringLiteral("01122026")));
    QCOMPARE(start->date(), QDate(2026, 12, 1));
    QCOMPARE(end->date(), QDate(2027, 12, 1));
    QTest::mouseClick(button(&w, QStringLiteral("6 months")), Qt::LeftButton);
    QCOMPARE(end->date(), QDate(2027, 6, 1));
    QVERIFY(clickWhenEnabled(w.button(QWizard::NextButton)));
    QTRY_COMPARE_WITH_TIMEOUT(w.currentId(), int(AffinityWizard::HolderStepId), timeoutMs);
    QCOMPARE(w.draft().lifetimeStart, QDate(2026, 12, 1));
    QCOMPARE(w.draft().lifetimeEnd, QDate(2027, 6, 1));
}

void TestTyping::travelerBirthDate_typedAsDigitsInItsCell_readsDayFirst()
{
    ui::TravelForm form;
    form.resize(700, 400);
    QVERIFY(typist::activate(&form));
    QTest::mouseClick(button(&form, QStringLiteral("&Add")), Qt::LeftButton);
    QVERIFY(typist::type(QStringLiteral("Ana")));
    QVERIFY(typist::key(Qt::Key_Return));
    auto *travelers = child<QTableWidget>(&form, "item.travelers");
    const QRect cell = travelers->visualRect(travelers->model()->index(0, 2));
    // A double click opens the cell's date field; the digits replace the date it holds.
    QTest::mouseClick(travelers->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(travelers->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_VERIFY(qobject_cast<ui::DateField *>(QApplication::focusWidget()));
    QVERIFY(typist::type(QStringLiteral("15031985")));
    QVERIFY(typist::key(Qt::Key_Return)); // the table takes the date as the editor closes
    QTRY_COMPARE(travelers->item(0, 2)->data(Qt::EditRole).toDate(), QDate(1985, 3, 15));
    const auto travel = std::get<domain::Travel>(form.value());
    QCOMPARE(travel.travelers.size(), 1);
    QCOMPARE(travel.travelers.at(0).firstName, QStringLiteral("Ana"));
    QCOMPARE(travel.travelers.at(0).birthDate, QDate(1985, 3, 15));
    // Shown day first, as typed.
    const auto *shown = qobject_cast<QStyledItemDelegate *>(travelers->itemDelegateForColumn(2));
    QVERIFY(shown);
    QCOMPARE(shown->displayText(travelers->item(0, 2)->data(Qt::DisplayRole), QLocale()),
             QStringLiteral("15/03/1985"));
}

QTEST_MAIN(TestTyping)
#include "tst_typing.moc"
