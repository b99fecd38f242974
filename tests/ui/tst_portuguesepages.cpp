#include "networkidle.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "common/errortext.h"
#include "common/language.h"
#include "mainwindow.h"
#include "pages.h"
#include "settings/secretstore.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSet>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextDocumentFragment>
#include <QXmlStreamReader>

using namespace brokerdesk;

namespace {

// The pages this guard walks, by name, so a gap is visible in review. Left out until their
// rework lands: "cashflow" (ledger descriptions still carry the policy id) and "settings" (the
// channel is still typed as its id); add them here once they pass.
const QRegularExpression
    uuid(QStringLiteral("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
         QRegularExpression::CaseInsensitiveOption);

// A visible string as the broker reads it: no mnemonic, no markup, no trailing colon or dots.
QString normalized(QString text)
{
    if (Qt::mightBeRichText(text))
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    text.remove(QRegularExpression(QStringLiteral("&(?=\\S)")));
    text = text.trimmed();
    while (text.endsWith(u':') || text.endsWith(u'…'))
        text.chop(1);
    return text.trimmed();
}

// The English sources the Portuguese catalogue translates differently: seeing one on screen
// means a string escaped tr() or its translation.
struct Catalogue
{
    QSet<QString> english;
    QSet<QString> portuguese;
};

Catalogue readCatalogue()
{
    Catalogue c;
    QFile file(QStringLiteral(BROKERDESK_SOURCE_DIR "/translations/brokerdesk_pt_BR.ts"));
    if (!file.open(QIODevice::ReadOnly))
        return c;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!translation.isEmpty() && translation != source) {
                c.english.insert(normalized(source));
                c.portuguese.insert(normalized(translation));
            }
        }
    }
    return c;
}

class Scan
{
public:
    Scan(const Catalogue &catalogue, QString page) : m_catalogue(catalogue), m_page(page) {}

    void text(const QString &raw, const QString &where)
    {
        if (raw.isEmpty())
            return;
        const QString shown = normalized(raw); // a link's address is not on screen, its text is
        if (uuid.match(shown).hasMatch())
            m_problems << QStringLiteral("%1: id on screen in %2: %3").arg(m_page, where, shown);
        QStringList pieces = shown.split(u'\n', Qt::SkipEmptyParts);
        pieces << shown;
        for (const QString &piece : std::as_const(pieces)) {
            const QString p = normalized(piece);
            if (p.size() > 2 && m_catalogue.english.contains(p) &&
                !m_catalogue.portuguese.contains(p))
                m_problems << QStringLiteral("%1: English left in %2: %3").arg(m_page, where, p);
        }
    }

    void view(QAbstractItemView *view, const QString &where)
    {
        QAbstractItemModel *model = view->model();
        if (!model)
            return;
        if (auto *header = view->findChild<QHeaderView *>()) {
            for (int c = 0; c < model->columnCount(); ++c)
                if (!header->isSectionHidden(c) && header->orientation() == Qt::Horizontal)
                    text(model->headerData(c, Qt::Horizontal).toString(), where + u" header");
        }
        const QRect area = view->viewport()->rect();
        for (int r = 0; r < model->rowCount(); ++r) {
            for (int c = 0; c < model->columnCount(); ++c) {
                const QModelIndex i = model->index(r, c);
                const QRect cell = view->visualRect(i);
                if (cell.isEmpty() || !area.intersects(cell))
                    continue;
                const QString value = i.data().toString();
                text(value, where);
                if (!value.contains(QStringLiteral("R$")))
                    continue;
                // The delegate's own measure of the whole text against the cell it has.
                QStyleOptionViewItem option;
                option.initFrom(view);
                option.rect = cell;
                option.font = view->font();
                // A table that wraps its text grows the row: the text is cut only if it needs
                // more lines than the row has.
                const QSize needs = view->itemDelegateForIndex(i)->sizeHint(option, i);
                const auto *table = qobject_cast<const QTableView *>(view);
                const bool wraps = table && table->wordWrap();
                const int needed = wraps ? needs.height() : needs.width();
                if (needed > (wraps ? cell.height() : cell.width()))
                    m_problems << QStringLiteral("%1: money cut in %2: %3 needs %4 px, has %5")
                                      .arg(m_page, where, value)
                                      .arg(needed)
                                      .arg(wraps ? cell.height() : cell.width());
            }
        }
    }

    void widget(QWidget *root)
    {
        for (QWidget *w : root->findChildren<QWidget *>()) {
            if (!w->isVisible())
                continue;
            const QString where = w->objectName().isEmpty()
                                      ? QString::fromLatin1(w->metaObject()->className())
                                      : w->objectName();
            if (auto *l = qobject_cast<QLabel *>(w))
                text(l->text(), where);
            else if (auto *b = qobject_cast<QAbstractButton *>(w))
                text(b->text(), where);
            else if (auto *e = qobject_cast<QLineEdit *>(w)) {
                text(e->text(), where);
                text(e->placeholderText(), where);
            } else if (auto *g = qobject_cast<QGroupBox *>(w))
                text(g->title(), where);
            else if (auto *t = qobject_cast<QTabBar *>(w)) {
                for (int i = 0; i < t->count(); ++i)
                    text(t->tabText(i), where);
            } else if (auto *box = qobject_cast<QComboBox *>(w))
                text(box->currentText(), where);
            else if (auto *v = qobject_cast<QAbstractItemView *>(w))
                view(v, where);
        }
    }

    QStringList problems() const { return m_problems; }

private:
    const Catalogue &m_catalogue;
    QString m_page;
    QStringList m_problems;
};

// Clicks the first row of the page's first filled list, as a broker does to see details.
void openFirstRecord(ui::Page *page)
{
    for (auto *view : page->findChildren<QAbstractItemView *>()) {
        if (!view->isVisible() || !view->model() || view->model()->rowCount() == 0 ||
            view->currentIndex().isValid())
            continue;
        const QRect cell = view->visualRect(view->model()->index(0, 0));
        if (cell.isEmpty())
            continue;
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        return;
    }
}

} // namespace

// Every page, in Portuguese with the demo's data, as a broker first sees it: no id, no cut
// amount and no English left on screen (docs/interface.md).
class TestPortuguesePages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        ui::SecretStore::instance().setKeychainEnabled(false);
        QVERIFY(ui::installTranslations(QStringLiteral("pt_BR")));
        m_catalogue = readCatalogue();
        QVERIFY2(m_catalogue.english.size() > 500, "the Portuguese catalogue was not read");
    }

    void everyPage_showsNoIdNoCutMoneyAndNoEnglish_data()
    {
        QTest::addColumn<QString>("key");
        for (const QString &key : ui::pageKeys())
            QTest::newRow(qPrintable(key)) << key;
    }

    void everyPage_showsNoIdNoCutMoneyAndNoEnglish()
    {
        QFETCH(QString, key);
        IsolatedSettings settings;
        // The embedded demo's world: policies, ledger and affinities in every state.
        auto demo = SandboxFixture::defaults();
        demo.seedPolicies = 12;
        demo.seedLedger = 120;
        demo.seedAffinities = 5;
        UiFixture f(demo);
        ui::MainWindow w(f.workspace, ui::createPages(f.workspace));
        w.resize(1280, 720);
        w.show();
        w.showPage(key);
        ui::Page *page = w.currentPage();
        QCOMPARE(page->objectName(), key);
        const auto settle = [&] {
            return QTest::qWaitFor([page] { return !page->isBusy(); }, 15000) &&
                   waitForNetworkIdle(f.api.network());
        };
        QVERIFY2(settle(), "the page never settled");
        openFirstRecord(page);
        QVERIFY2(settle(), "the record never settled");
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);

        Scan scan(m_catalogue, key);
        scan.widget(&w);
        const QStringList problems = scan.problems();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // Every code the service sends (its sources, scanned) has the desk's own sentence, and
    // that sentence is translated: the service's English never has to stand in for it.
    void everyErrorCodeTheServiceSends_hasAPortugueseSentence()
    {
        const QList<QRegularExpression> shapes{
            QRegularExpression(
                QStringLiteral(R"re(\{\s*\d{3},\s*QStringLiteral\("([a-z_]+)"\))re")),
            QRegularExpression(
                QStringLiteral(R"re(badRequest\(\s*QStringLiteral\("([a-z_]+)"\))re")),
            QRegularExpression(
                QStringLiteral(R"re(unauthorized\(\s*QStringLiteral\("([a-z_]+)"\))re")),
            QRegularExpression(
                QStringLiteral(R"re(oauthError\(\s*\d{3},\s*QStringLiteral\("([a-z_]+)"\))re")),
            QRegularExpression(QStringLiteral(R"re(refuse\(\s*\d{3},\s*"([a-z_]+)")re")),
            QRegularExpression(QStringLiteral(R"re(\.code\s*=\s*QStringLiteral\("([a-z_]+)"\))re")),
            // lib/http's refusals: {413, "payload_too_large", ...}.
            QRegularExpression(QStringLiteral(R"re(\{\s*\d{3},\s*"([a-z_]+)")re"))};
        QSet<QString> codes;
        // The sandbox's answers, and the refusals of the HTTP layer it serves through.
        for (const char *folder : {"/sandbox", "/lib/http"}) {
            QDirIterator it(QStringLiteral(BROKERDESK_SOURCE_DIR) + QLatin1String(folder),
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile file(it.next());
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString source = QString::fromUtf8(file.readAll());
                for (const QRegularExpression &shape : shapes)
                    for (const auto &m : shape.globalMatch(source))
                        codes.insert(m.captured(1));
            }
        }
        // The scan finds them all, or it finds nothing to judge.
        for (const char *known :
             {"quote_not_available", "validation_failed", "not_found", "rate_limited",
              "invalid_client", "payload_too_large", "invalid_query", "storage_failed"})
            QVERIFY2(codes.contains(QLatin1String(known)), known);
        QStringList missing;
        for (const QString &code : std::as_const(codes)) {
            const QString sentence = ui::errortext::forCode(code);
            if (sentence.isEmpty() || !m_catalogue.portuguese.contains(normalized(sentence)))
                missing << code + QStringLiteral(": ") + sentence;
        }
        missing.sort();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u'\n')));
    }

private:
    Catalogue m_catalogue;
};

QTEST_MAIN(TestPortuguesePages)
#include "tst_portuguesepages.moc"
