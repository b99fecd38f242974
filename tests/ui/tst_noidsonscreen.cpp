// A broker names a policy, sale or quote by customer, product and vigência: no id is printed
// for people. The real workstation tours every page against its seeded embedded service in
// Portuguese (its --screenshot run, which writes what each picture shows: labels, buttons,
// list cells, tooltips, window titles); every word of it is scanned. Then the CSVs the desk
// exports from that run's files, and the PDFs: the proposal the desk writes and the policy
// the service prints (read with pdftotext).
#include "csvtext.h"
#include "savedquote.h"
#include "uifixture.h"
#include "uitestsettings.h"

#include "common/language.h"
#include "domain/businessday.h"
#include "domain/quoting.h"
#include "ledger/ledgerqueries.h"
#include "offline/offlinestore.h"
#include "quoting/proposal.h"

#include <QBuffer>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace brokerdesk;

namespace {

constexpr int tourMs = 240000; // each of the two tours

// What reads as an id: a UUID, or a run of six or more hex digits with both a digit and a
// letter in it (a short "#171DC9BE" reference, a piece of a UUID). Plain numbers (a policy
// number as an insurer prints it, a CEP, money), words and car plates ("FBC5D15", all hex
// letters in the Mercosul pattern) are not.
QString idIn(const QString &text)
{
    static const QRegularExpression uuid(QStringLiteral(
        "[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"));
    static const QRegularExpression hexRun(
        QStringLiteral("(?<![0-9A-Za-z])[0-9A-Fa-f]{6,}(?![0-9A-Za-z])"));
    static const QRegularExpression digit(QStringLiteral("[0-9]"));
    static const QRegularExpression letter(QStringLiteral("[A-Fa-f]"));
    static const QRegularExpression plate(QStringLiteral("^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$"));
    if (const auto m = uuid.match(text); m.hasMatch())
        return m.captured();
    for (auto it = hexRun.globalMatch(text); it.hasNext();) {
        QString run = it.next().captured();
        if (run.contains(digit) && run.contains(letter) && !plate.match(run).hasMatch())
            return run;
    }
    return {};
}

// The lines of a text that hold an id, each with the id found.
QStringList linesWithIds(const QString &text)
{
    QStringList found;
    for (const QString &line : text.split(u'\n'))
        if (const QString id = idIn(line); !id.isEmpty())
            found << QStringLiteral("[%1] %2").arg(id, line.left(300));
    return found;
}

// The text of a PDF as a reader sees it (poppler's pdftotext); empty when it cannot be read.
QString pdfText(const QByteArray &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-"), QStringLiteral("-")});
    if (!p.waitForStarted(10000))
        return {};
    p.write(pdf);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// A word docs/glossary.md keeps off a broker's screens ("serviço", "sandbox", "token", "escopo",
// "JSON"), found as a whole word in any case; empty when there is none.
QString forbiddenWord(const QString &text)
{
    static const QRegularExpression jargon(
        QStringLiteral("(?<!\\w)(servi[çc]os?|sandbox(es)?|tokens?|escopos?|scopes?|json)(?!\\w)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    const auto m = jargon.match(text);
    return m.hasMatch() ? m.captured() : QString();
}

// The lines of a picture's text that hold a word of `check`, each with the word found.
QStringList linesWith(const QString &text, QString (*check)(const QString &))
{
    QStringList found;
    for (const QString &line : text.split(u'\n'))
        if (const QString word = check(line); !word.isEmpty())
            found << QStringLiteral("[%1] %2").arg(word, line.left(300));
    return found;
}

QString readShot(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Ids that pages another part of issue 34 owns still printed when this test was written, each
// by what its line says and where it comes from: reported as expected failures, so the rest
// of those pages is still held to the rule (any other id there fails). Remove an entry once
// its owner names the record.
struct KnownId
{
    QRegularExpression line;
    const char *where;
};

const QList<KnownId> &knownElsewhere()
{
    static const QList<KnownId> known{
        {QRegularExpression(
             QStringLiteral("Cotação \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d · #[0-9A-F]{8}")),
         "a customer's records list quotes by a short id (ui/customers/customerspage.cpp, "
         "Cliente's part)"}};
    return known;
}

} // namespace

class TestNoIdsOnScreen : public QObject
{
    Q_OBJECT
    QTemporaryDir m_home;
    QString m_shots;        // the tour at 1280×720, whose data the exports below are read from
    QStringList m_shotDirs; // every tour: 1280×720, then 1920×1080 in a home of its own

    QString dataFile(const QString &name) const
    {
        return m_home.filePath(QStringLiteral("data/BrokerDesk/brokerdesk/") + name);
    }

private slots:
    void initTestCase();
    void cleanupTestCase();
    void idIn_findsUuidsAndHexReferences_notNumbersOrWords();
    void everyScreen_namesRecordsWithoutIds_data();
    void everyScreen_namesRecordsWithoutIds();
    void forbiddenWord_findsJargon_notOrdinaryWords();
    void everyScreen_usesTheGlossaryNotJargon_data() { everyScreen_namesRecordsWithoutIds_data(); }
    void everyScreen_usesTheGlossaryNotJargon();
    void everyScreen_fitsTheWindow_noSideScrollNoCutText_data()
    {
        everyScreen_namesRecordsWithoutIds_data();
    }
    void everyScreen_fitsTheWindow_noSideScrollNoCutText();
    void csvExports_holdNoIdBesideTheReferenceColumn();
    void proposalPdf_namesTheQuoteWithoutIds();
    void policyPdf_printsAPolicyNumberNotTheId();
};

void TestNoIdsOnScreen::initTestCase()
{
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
             "pdftotext is missing: install poppler-utils (scripts/deps.sh)");
    m_shots = m_home.filePath(QStringLiteral("shots"));
    // Issue 35: every page fits both the small office screen and the full-HD one.
    for (const QString &size : {QStringLiteral("1280x720"), QStringLiteral("1920x1080")}) {
        const bool first = m_shotDirs.isEmpty();
        const QString home = first ? m_home.path() : m_home.filePath(size);
        const QString dir = first ? m_shots : m_home.filePath(QStringLiteral("shots-") + size);
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(BROKERDESK_APP_BIN),
                  {QStringLiteral("--lang"), QStringLiteral("pt_BR"),
                   QStringLiteral("--screenshot"), dir, QStringLiteral("--screenshot-size"), size});
        QVERIFY(app.waitForFinished(tourMs));
        QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
        m_shotDirs << dir;
    }
    // The CSV headers and PDF words in the desk's language.
    QVERIFY(ui::installTranslations(QStringLiteral("pt_BR")));
}

void TestNoIdsOnScreen::cleanupTestCase()
{
    QSqlDatabase::removeDatabase(QStringLiteral("scan-ledger"));
}

void TestNoIdsOnScreen::idIn_findsUuidsAndHexReferences_notNumbersOrWords()
{
    QCOMPARE(idIn(QStringLiteral("Venda 08da5bd9-52f0-4c03-96e8-47f1c5931621 paga")),
             QStringLiteral("08da5bd9-52f0-4c03-96e8-47f1c5931621"));
    QCOMPARE(idIn(QStringLiteral("Apólice #171DC9BE de Ana")), QStringLiteral("171DC9BE"));
    QCOMPARE(idIn(QStringLiteral("(apólice 08da5bd9)")), QStringLiteral("08da5bd9"));
    for (const char *fine :
         {"Apólice nº 0385123456", "R$ 1.234,56", "01310-100", "01/12/2026 a 01/12/2027",
          "CPF 291.417.776-38", "(11) 98765-4321", "BRA2E19", "placa FBC5D15", "decade",
          "FIPE 005340-6", "Ana Souza · Auto Fácil · 01/12/2026 a 01/12/2027"})
        QVERIFY2(idIn(QString::fromUtf8(fine)).isEmpty(), fine);
}

void TestNoIdsOnScreen::everyScreen_namesRecordsWithoutIds_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &dir : std::as_const(m_shotDirs)) {
        QStringList shots = QDir(dir).entryList({QStringLiteral("*.txt")}, QDir::Files);
        shots.sort();
        // The tour's pictures that show records, at least: the lists and a record of each.
        for (const char *expected :
             {"policies", "policies-details", "policies-cancel", "sales", "sales-checkout",
              "sales-timeline", "offline", "offline-details", "cashflow", "cashflow-commissions",
              "affinities-details"}) {
            const QString suffix = u'-' + QLatin1String(expected) + QStringLiteral(".txt");
            QVERIFY2(std::any_of(shots.cbegin(), shots.cend(),
                                 [&suffix](const QString &s) { return s.endsWith(suffix); }),
                     qPrintable(QStringLiteral("the tour took no picture of ") + suffix));
        }
        // "1920x1080/05-policies": the size the picture was taken at, then its name.
        const QString size = dir == m_shots ? QStringLiteral("1280x720") : dir.section(u'-', -1);
        for (const QString &shot : std::as_const(shots))
            QTest::addRow("%s/%s", qPrintable(size), qPrintable(shot.chopped(4)))
                << QDir(dir).filePath(shot);
    }
}

void TestNoIdsOnScreen::everyScreen_namesRecordsWithoutIds()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(text.trimmed().size() > 0, "the picture says nothing");
    QStringList found = linesWithIds(text);
    QStringList owners;
    for (const KnownId &known : knownElsewhere()) {
        const auto before = found.size();
        found.removeIf([&known](const QString &line) { return known.line.match(line).hasMatch(); });
        if (found.size() != before)
            owners << QString::fromUtf8(known.where);
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    for (const QString &owner : std::as_const(owners)) {
        QEXPECT_FAIL("", qPrintable(owner), Continue);
        QVERIFY2(false, qPrintable(owner));
    }
}

void TestNoIdsOnScreen::forbiddenWord_findsJargon_notOrdinaryWords()
{
    for (const char *jargon :
         {"O serviço confirma", "Serviço indisponível", "(sandbox)", "URL do token", "Escopos",
          "Exportar JSON…", "Arquivos JSON (*.json)"})
        QVERIFY2(!forbiddenWord(QString::fromUtf8(jargon)).isEmpty(), jargon);
    for (const char *fine : {"A plataforma está ocupada", "Tokyo Marine",
                             "Demonstração neste "
                             "computador",
                             "Jsonar", "Prestação de serviçal"})
        QVERIFY2(forbiddenWord(QString::fromUtf8(fine)).isEmpty(), fine);
}

// Docs/glossary.md: a broker reads the insurer's platform, never the words of its wire.
void TestNoIdsOnScreen::everyScreen_usesTheGlossaryNotJargon()
{
    QFETCH(QString, path);
    // "Conexão (administrador)", folded on Settings, is the administrator's: it names the
    // operator's sign-in (token URL) as the operator's documents do. Every broker screen is read.
    if (QFileInfo(path).fileName().contains(QStringLiteral("-settings-connection")))
        QSKIP("the administrator's connection section, unfolded");
    const QStringList found = linesWith(readShot(path), forbiddenWord);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

// Issue 35: no list needs a horizontal scroll bar and no cell on screen is cut — money, date,
// name or item — read from the widgets' geometry in the tour's window at 1280×720 and at
// 1920×1080 (common/layoutcheck, written by the tour; tst_layoutcheck pins what it finds).
void TestNoIdsOnScreen::everyScreen_fitsTheWindow_noSideScrollNoCutText()
{
    QFETCH(QString, path);
    QStringList problems;
    for (const QString &line : readShot(path).split(u'\n'))
        if (line.startsWith(QStringLiteral("layout: ")))
            problems << line;
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestNoIdsOnScreen::csvExports_holdNoIdBesideTheReferenceColumn()
{
    const QLocale brazil(QLocale::Portuguese, QLocale::Brazil);
    QList<QPair<QString, QByteArray>> sheets;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("scan-ledger"));
        db.setDatabaseName(dataFile(QStringLiteral("ledger-mirror.db")));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        QVERIFY(db.open());
        cache::LedgerQueries ledger(QStringLiteral("scan-ledger"));
        QByteArray records;
        QBuffer out(&records);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QVERIFY(ledger.exportCsv({}, &out, brazil));
        sheets.append({QStringLiteral("cash flow"), records});
        QByteArray exposure;
        QBuffer exposureOut(&exposure);
        QVERIFY(exposureOut.open(QIODevice::WriteOnly));
        QVERIFY(cache::LedgerQueries::exportExposureCsv(ledger.cancellationExposure(), &exposureOut,
                                                        brazil));
        sheets.append({QStringLiteral("cancellations"), exposure});
        QByteArray months;
        QBuffer monthsOut(&months);
        QVERIFY(monthsOut.open(QIODevice::WriteOnly));
        const QDate today = domain::businessday::today();
        QVERIFY(cache::LedgerQueries::exportCommissionsCsv(
            ledger.commissions(QDate(today.year(), today.month(), 1).addMonths(-11), 12),
            &monthsOut, brazil));
        sheets.append({QStringLiteral("commissions"), months});
    }
    cache::OfflineStore store;
    QVERIFY(store.open(dataFile(QStringLiteral("offline.db"))).ok());
    const QList<cache::SavedQuoteSummary> quotes = store.quotes();
    QVERIFY2(!quotes.isEmpty(), "the tour saved no quote");
    // A quote still with its insurer, or refused, has no prices: its sheet is a header alone.
    int priced = 0;
    for (const auto &q : quotes) {
        if (q.lowestTotal <= 0)
            continue;
        ++priced;
        sheets.append(
            {QStringLiteral("quote of ") + q.holderName, store.exportQuoteCsv(q.quoteId, brazil)});
    }
    QVERIFY2(priced > 0, "the tour priced no quote");

    const QString reference = QStringLiteral("Referência");
    for (const auto &[name, bytes] : sheets) {
        const QList<QStringList> rows = csvtext::parseCsv(QString::fromUtf8(bytes.mid(3)), u';');
        QVERIFY2(rows.size() > 1, qPrintable(name + QStringLiteral(": no rows to scan")));
        // The one column allowed an id, for reconciliation: named so, and holding the whole id.
        const qsizetype kept = rows.first().indexOf(reference);
        for (const QStringList &row : rows) {
            for (qsizetype c = 0; c < row.size(); ++c) {
                if (c == kept && &row != &rows.first()) {
                    QVERIFY2(row.at(c).isEmpty() || idIn(row.at(c)) == row.at(c),
                             qPrintable(name + QStringLiteral(": ") + row.at(c)));
                    continue;
                }
                QVERIFY2(idIn(row.at(c)).isEmpty(),
                         qPrintable(name + QStringLiteral(": ") + row.join(u';')));
            }
        }
    }
}

void TestNoIdsOnScreen::proposalPdf_namesTheQuoteWithoutIds()
{
    IsolatedSettings settings;
    UiFixture f;
    const QString quoteId = saveQuoteOnDesk(f, 1);
    QVERIFY(!quoteId.isEmpty());
    const auto saved = f.offline.quote(quoteId);
    QVERIFY(saved);
    // The offer the wizard had on screen: the product's quote request, which names the parts.
    const auto request = f.server.post(
        QStringLiteral("/v1/quotes/request"),
        {{QStringLiteral("broker_product_id"), saved->summary.brokerProductId}}, f.server.token(0));
    const auto offer = domain::fromJson<domain::QuoteRequest>(request.json);
    QVERIFY(offer.ok());
    const QString path = f.dir.filePath(QStringLiteral("proposta.pdf"));
    bool written = false;
    bool done = false;
    ui::writeProposalPdf(
        *saved, {QStringLiteral("Corretora Teste Ltda"), QStringLiteral("100123456"), {}, {}},
        offer.value(), path, this, [&](bool ok, const QString &) {
            written = ok;
            done = true;
        });
    QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
    QVERIFY(written);
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QString text = pdfText(pdf.readAll());
    QVERIFY2(text.contains(QStringLiteral("Ana Souza")), qPrintable(text));
    QVERIFY2(text.contains(saved->summary.productName), qPrintable(text));
    const QStringList found = linesWithIds(text);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

void TestNoIdsOnScreen::policyPdf_printsAPolicyNumberNotTheId()
{
    SandboxFixture f;
    QVERIFY2(f.started(), qPrintable(f.startError()));
    const QByteArray token = f.token();
    const QString policyId =
        salesflow::waitForPolicy(f, token, salesflow::makeSale(f, token, 0, QStringLiteral("Pix")));
    QVERIFY(!policyId.isEmpty());
    QString documentUrl;
    const auto list = f.get(QStringLiteral("/v1/policies?rows=100"), token);
    for (const QJsonValue p : list.json[QStringLiteral("items")].toArray())
        if (p[QStringLiteral("id")].toString() == policyId)
            documentUrl = p[QStringLiteral("document_url")].toString();
    QVERIFY(!documentUrl.isEmpty());
    const QUrl url(documentUrl);
    const auto pdf = f.raw("GET", url.path() + u'?' + url.query(), {}, {});
    QCOMPARE(pdf.status, 200);
    const QString text = pdfText(pdf.body);
    QVERIFY2(text.contains(QStringLiteral("Apólice nº")), qPrintable(text));
    const QStringList found = linesWithIds(text);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

QTEST_MAIN(TestNoIdsOnScreen)
#include "tst_noidsonscreen.moc"
