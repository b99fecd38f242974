// A broker's first day: an office with no sale, policy, affinity or customer yet. Each list says
// so, in words, with the button that does the next thing; a list still loading or with rows
// says nothing of the kind.
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "affinities/affinitiespage.h"
#include "common/emptystate.h"
#include "customers/customerspage.h"
#include "policies/policiespage.h"
#include "sales/salespage.h"

#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace brokerdesk;
using namespace brokerdesk::ui;

namespace {

constexpr int waitMs = 8000;

brokerdesk::sandbox::SandboxSettings emptyOffice()
{
    auto settings = SandboxFixture::defaults();
    settings.seedPolicies = 0;
    settings.seedAffinities = 0;
    settings.seedLeads = 0;
    return settings;
}

// The page opened as the sidebar opens it; its empty state once shown, or null.
template <class PageType> EmptyState *openedEmpty(PageType &page)
{
    page.resize(1000, 700);
    page.show();
    page.activate();
    auto *empty = page.template findChild<EmptyState *>(QStringLiteral("emptyState"));
    return empty && QTest::qWaitFor([empty] { return empty->isVisible(); }, waitMs) ? empty
                                                                                    : nullptr;
}

// The empty state's button clicked, as a broker does.
void press(QPushButton *button)
{
    QVERIFY(button && button->isVisible());
    QVERIFY(typist::click(button));
}

} // namespace

class TestEmptyStates : public QObject
{
    Q_OBJECT

    std::unique_ptr<IsolatedSettings> m_settings;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_settings = std::make_unique<IsolatedSettings>();
    }

    void sales_noneYet_saysSo_andNewQuoteOpensTheWizard()
    {
        UiFixture f(emptyOffice());
        SalesPage page(f.workspace);
        EmptyState *empty = openedEmpty(page);
        QVERIFY(empty);
        QVERIFY(empty->text().startsWith(QStringLiteral("No sale yet")));
        page.grab().save(QDir::temp().filePath(QStringLiteral("brokerdesk-empty-sales.png")));
        QSignalSpy quote(&f.workspace, &Workspace::quoteRequested);
        press(empty->findChild<QPushButton *>());
        QCOMPARE(quote.size(), 1);
        QCOMPARE(quote.first().at(0).toString(), QString()); // on the product step
    }

    void policies_noneYet_saysSo_butASearchFindingNothingSaysThat()
    {
        UiFixture f(emptyOffice());
        PoliciesPage page(f.workspace, f.dir.filePath(QStringLiteral("policies.sqlite")));
        EmptyState *empty = openedEmpty(page);
        QVERIFY(empty);
        QVERIFY(empty->text().startsWith(QStringLiteral("No policy yet")));
        QVERIFY(empty->findChild<QPushButton *>());
        // A search is not "no policy yet": the page's own "nothing matches" takes over.
        auto *search = page.findChild<QLineEdit *>(QStringLiteral("policySearch"));
        QVERIFY(typist::click(search));
        QVERIFY(typist::type(QStringLiteral("Souza")));
        QTRY_VERIFY(!empty->isVisible());
    }

    void affinities_noneYet_saysSo_withNewAffinity()
    {
        UiFixture f(emptyOffice());
        AffinitiesPage page(f.workspace);
        EmptyState *empty = openedEmpty(page);
        QVERIFY(empty);
        QVERIFY(empty->text().startsWith(QStringLiteral("No affinity")));
        QCOMPARE(empty->findChild<QPushButton *>()->text(), QStringLiteral("New affinity…"));
    }

    void customers_noneYet_saysSo_andNewQuoteOpensTheWizard()
    {
        UiFixture f(emptyOffice());
        CustomersPage page(f.workspace, f.dir.filePath(QStringLiteral("customers.sqlite")));
        EmptyState *empty = openedEmpty(page);
        QVERIFY(empty);
        QVERIFY(empty->text().startsWith(QStringLiteral("No customer yet")));
        QSignalSpy quote(&f.workspace, &Workspace::quoteRequested);
        press(empty->findChild<QPushButton *>());
        QCOMPARE(quote.size(), 1);
    }

    void salesOfAnOfficeWithHistory_sayNothingOfTheKind()
    {
        UiFixture f; // the seeded policies' sales
        SalesPage page(f.workspace);
        page.resize(1000, 700);
        page.show();
        page.activate();
        auto *empty = page.findChild<EmptyState *>(QStringLiteral("emptyState"));
        QVERIFY(empty);
        QVERIFY(QTest::qWaitFor([&] { return page.isShowingOfficeSales(); }, waitMs));
        QVERIFY(!empty->isVisible());
    }
};

QTEST_MAIN(TestEmptyStates)
#include "tst_emptystates.moc"
