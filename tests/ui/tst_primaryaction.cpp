// Issue 35: every page shows one obvious primary action, in the accent colour, and Enter presses
// it with the keyboard where a person has it: they click the page in the sidebar (the window
// puts the keyboard in its first field), choose a row with the mouse if the action needs one,
// click back into the search, and press Enter. Real widgets, driven with QTest.
#include "savedquote.h"
#include "typist.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "common/look.h"
#include "mainwindow.h"
#include "page.h"
#include "pages.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace brokerdesk;

namespace {

QList<QPushButton *> visiblePrimaries(const QWidget *page)
{
    QList<QPushButton *> found;
    for (QPushButton *b : page->findChildren<QPushButton *>())
        if (b->isVisible() && ui::isPrimary(b))
            found << b;
    return found;
}

// The colour in the middle of a button's left padding, as painted.
QColor fillOf(QPushButton *button)
{
    const QImage image = button->grab().toImage();
    return image.pixelColor(6, image.height() / 2);
}

// The first visible list of the page with a row in it.
QAbstractItemView *firstListWithRows(const QWidget *page)
{
    for (QAbstractItemView *view : page->findChildren<QAbstractItemView *>())
        if (view->isVisible() && view->model() && view->model()->rowCount() > 0 &&
            view->objectName() != QLatin1String("qt_calendar_calendarview"))
            return view;
    return nullptr;
}

} // namespace

class TestPrimaryAction : public QObject
{
    Q_OBJECT
    std::unique_ptr<IsolatedSettings> m_settings;
    std::unique_ptr<UiFixture> m_f;
    std::unique_ptr<ui::MainWindow> m_window;

    // Clicks the page's entry in the sidebar, as a person opens it, and waits for its data.
    bool openPage(const QString &key)
    {
        if (!typist::activate(m_window.get()))
            return false;
        auto *sidebar = m_window->findChild<QListWidget *>(QStringLiteral("sidebar"));
        const int row = int(ui::pageKeys().indexOf(key));
        const QRect at = sidebar->visualItemRect(sidebar->item(row));
        QTest::mouseClick(sidebar->viewport(), Qt::LeftButton, Qt::NoModifier, at.center());
        ui::Page *page = m_window->currentPage();
        return page && page->objectName() == key &&
               QTest::qWaitFor([page] { return !page->isBusy(); }, 15000);
    }

private slots:
    void initTestCase()
    {
        m_settings = std::make_unique<IsolatedSettings>();
        m_f = std::make_unique<UiFixture>();
        QVERIFY(!saveQuoteOnDesk(*m_f, 1).isEmpty()); // Cotações salvas has a quote to sell
        ui::applyLook(*qApp);
        m_window =
            std::make_unique<ui::MainWindow>(m_f->workspace, ui::createPages(m_f->workspace));
        m_window->resize(1280, 720);
        QVERIFY(typist::activate(m_window.get()));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_f.reset();
        m_settings.reset();
    }

    void primaryAndDestructive_lookApartFromAnOrdinaryButton()
    {
        QWidget box;
        auto *plain = new QPushButton(QStringLiteral("Atualizar"), &box);
        auto *primary = new QPushButton(QStringLiteral("Vender…"), &box);
        auto *destructive = new QPushButton(QStringLiteral("Cancelar apólice…"), &box);
        ui::markPrimary(primary);
        ui::markDestructive(destructive);
        box.show();
        QVERIFY(QTest::qWaitForWindowExposed(&box));
        QCOMPARE(fillOf(primary), QColor(QString::fromLatin1(ui::accentColour)));
        QVERIFY(fillOf(plain) != fillOf(primary));
        QCOMPARE(destructive->property("role").toString(), QStringLiteral("destructive"));
        QVERIFY(ui::isPrimary(primary) && !ui::isPrimary(plain) && !ui::isPrimary(destructive));
    }

    void everyPage_isTitledWithItsSidebarName()
    {
        auto *sidebar = m_window->findChild<QListWidget *>(QStringLiteral("sidebar"));
        for (ui::Page *page : m_window->pages()) {
            const QString sidebarName = sidebar->item(int(m_window->pages().indexOf(page)))->text();
            // The page's own title: a view it holds folded away (Vendas' checkout) has another.
            QLabel *title = nullptr;
            for (QLabel *label : page->findChildren<QLabel *>(QStringLiteral("pageTitle")))
                if (!title && label->isVisibleTo(page))
                    title = label;
            QVERIFY2(title, qPrintable(page->objectName()));
            // "Catálogo · 13 produtos": the name, then what the page counts.
            QVERIFY2(title->text() == sidebarName ||
                         title->text().startsWith(sidebarName + QStringLiteral(" · ")),
                     qPrintable(title->text() + QStringLiteral(" / ") + sidebarName));
        }
    }

    void everyPage_showsOnePrimaryAction_data()
    {
        QTest::addColumn<QString>("key");
        for (const QString &key : ui::pageKeys())
            if (key != u"home") // Início's cards each open their list (ui/home, keys' part)
                QTest::newRow(qPrintable(key)) << key;
    }

    void everyPage_showsOnePrimaryAction()
    {
        QFETCH(QString, key);
        QVERIFY(openPage(key));
        const QList<QPushButton *> primaries = visiblePrimaries(m_window->currentPage());
        QStringList names;
        for (const QPushButton *b : primaries)
            names << b->text();
        QVERIFY2(primaries.size() == 1, qPrintable(key + QStringLiteral(": ") + names.join(u',')));
    }

    // The pages whose keyboard starts in a field (Vendas and Cotações salvas start in their
    // lists, where Enter opens the chosen sale or quote, as the lists' own tests pin).
    void enter_pressesThePagesPrimaryAction_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("needsRow");
        QTest::newRow("catalog") << QStringLiteral("catalog") << true;
        QTest::newRow("affinities") << QStringLiteral("affinities") << false;
    }

    void enter_pressesThePagesPrimaryAction()
    {
        QFETCH(QString, key);
        QFETCH(bool, needsRow);
        QVERIFY(openPage(key));
        ui::Page *page = m_window->currentPage();
        const QList<QPushButton *> primaries = visiblePrimaries(page);
        QCOMPARE(primaries.size(), 1);
        QPushButton *primary = primaries.first();
        QWidget *start = QApplication::focusWidget();
        QVERIFY2(start && page->isAncestorOf(start), "the page did not get the keyboard");
        if (needsRow) {
            QAbstractItemView *list = firstListWithRows(page);
            QVERIFY(list);
            const QRect first = list->visualRect(list->model()->index(0, 0));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, first.center());
            QVERIFY(QTest::qWaitFor([primary] { return primary->isEnabled(); }, 5000));
            QVERIFY(typist::click(start)); // back into the field the page opened with
        }
        QTRY_VERIFY_WITH_TIMEOUT(primary->isEnabled(), 10000);
        QSignalSpy pressed(primary, &QPushButton::clicked);
        QVERIFY(typist::key(Qt::Key_Return));
        QCOMPARE(pressed.count(), 1);
    }
};

QTEST_MAIN(TestPrimaryAction)
#include "tst_primaryaction.moc"
