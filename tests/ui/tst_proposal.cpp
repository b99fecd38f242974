// The proposal a broker sends a customer, made from a quote the real wizard saved against the
// in-process sandbox: what it says, in which language, and its numbered pages.
#include "uitestsettings.h"
#include "wizarddriver.h"

#include "common/language.h"
#include "quoting/pagedpdf.h"
#include "quoting/proposal.h"
#include "quoting/quotepage.h"
#include "settings/desksettings.h"

#include <QBuffer>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QPageSize>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <memory>

using namespace brokerdesk;
using namespace brokerdesk::ui;
using namespace wizarddriver;

namespace {

// The quote's validity as the customer reads it: day first, whatever the locale.
QString validity(const cache::SavedQuote &q)
{
    return q.summary.validUntil.toLocalTime().date().toString(QStringLiteral("dd/MM/yyyy"));
}

// Pages a PDF declares ("/Type /Page" objects, not the "/Type /Pages" tree).
int pdfPages(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page[^s]"));
    return int(QString::fromLatin1(pdf).count(page));
}

// The same quote with more payment options than one page holds.
cache::SavedQuote withManyInstallments(cache::SavedQuote q)
{
    const QList<cache::SavedInstallment> offered = q.installments;
    for (int copy = 0; copy < 6; ++copy)
        q.installments += offered;
    return q;
}

} // namespace

class TestProposal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void proposal_forSavedQuote_namesBrokerageHolderAndItem();
    void proposal_listsCoveragesWithInsuredAmountsAndAssists();
    void proposal_paymentTable_namesMethodsInWordsAndValidityDayFirst();
    void proposal_withoutOffer_stillListsEveryPlanPart_neverByItsId();
    void pagedPdf_longProposal_numbersEveryPage();
    void writeProposalPdf_writesAReadablePdf();
    void demoSettings_issueProposalsAsTheDemoBrokerage();
    void proposal_inPortuguese_isWordedInPortuguese();
    void brokeragesLogoAndFooter_areOnTheProposalAndInItsPdf();

private:
    std::unique_ptr<IsolatedSettings> m_settings;
    std::unique_ptr<UiFixture> m_fixture;
    std::unique_ptr<QuotePage> m_page;
    std::optional<cache::SavedQuote> m_saved;
    domain::QuoteRequest m_offer;
    const ProposalIssuer m_issuer{
        QStringLiteral("Corretora Teste Ltda"), QStringLiteral("100123456"), {}, {}};
};

void TestProposal::initTestCase()
{
    m_settings = std::make_unique<IsolatedSettings>();
    // As the app does: English plurals come from the English catalogue.
    QVERIFY(installTranslations(QStringLiteral("en")));
    m_fixture = std::make_unique<UiFixture>();
    m_page = std::make_unique<QuotePage>(m_fixture->workspace);
    m_page->show();
    // The auto product with every coverage and assist of the plan taken, as a full proposal.
    QuoteWizard *w = m_page->wizard();
    const QString bp =
        salesflow::brokerProductOfType(m_fixture->server, m_fixture->server.token(0), 0, 1);
    QVERIFY(!bp.isEmpty());
    emit m_fixture->workspace.quoteRequested(bp);
    QVERIFY(waitForStep(w, QuoteWizard::PlanStepId));
    int assists = 0;
    for (QCheckBox *take : w->findChildren<QCheckBox *>()) {
        const bool part = take->objectName().startsWith(QStringLiteral("assist:")) ||
                          take->objectName().startsWith(QStringLiteral("coverage:"));
        if (part && take->isEnabled() && !take->isChecked())
            take->click();
        assists += take->objectName().startsWith(QStringLiteral("assist:")) ? 1 : 0;
    }
    QVERIFY(assists > 0);
    QVERIFY(fillPlan(w) && clickNext(w) && waitForStep(w, QuoteWizard::HolderStepId));
    fillHolder(w);
    QVERIFY(clickNext(w) && waitForStep(w, QuoteWizard::ItemStepId));
    fillAuto(w);
    QVERIFY(clickNext(w) && waitForStep(w, QuoteWizard::LifetimeStepId));
    QVERIFY(clickNext(w) && waitForStep(w, QuoteWizard::ResultsStepId));
    QVERIFY(w->draft().quote.has_value());
    const QString id = w->draft().quote->id;
    m_saved = m_fixture->offline.quote(id);
    QVERIFY(m_saved.has_value());
    m_offer = m_page->wizard()->draft().request;
    QVERIFY(!m_offer.coverages.isEmpty());
    QVERIFY(!m_saved->request.value(QStringLiteral("items"))
                 .toArray()
                 .at(0)[QStringLiteral("assists")]
                 .toArray()
                 .isEmpty());
    QVERIFY(!m_saved->installments.isEmpty());
}

void TestProposal::proposal_forSavedQuote_namesBrokerageHolderAndItem()
{
    const QString html = proposalHtml(*m_saved, m_issuer, m_offer);
    QVERIFY(html.contains(QStringLiteral("Corretora Teste Ltda")));
    QVERIFY(html.contains(QStringLiteral("Brokerage SUSEP 100123456")));
    QVERIFY(html.contains(QStringLiteral("Ana Souza")));
    QVERIFY(html.contains(QStringLiteral("291.417.776-38"))); // the CPF formatted
    QVERIFY(!html.contains(QStringLiteral("29141777638")));
    QVERIFY(html.contains(QStringLiteral("ana@example.com")));
    QVERIFY(html.contains(QStringLiteral("(11) 99999-0000")));
    QVERIFY(html.contains(QStringLiteral("Volkswagen Gol")));
    QVERIFY(html.contains(QStringLiteral("ABC1D23")));
}

void TestProposal::proposal_listsCoveragesWithInsuredAmountsAndAssists()
{
    const QLocale locale(QLocale::Portuguese, QLocale::Brazil);
    const QString html = proposalHtml(*m_saved, m_issuer, m_offer, locale);
    const QJsonArray items = m_saved->request.value(QStringLiteral("items")).toArray();
    const QJsonArray coverages = items.at(0)[QStringLiteral("coverages")].toArray();
    QVERIFY(!coverages.isEmpty());
    for (const QJsonValue &chosen : coverages) {
        const QString id = chosen[QStringLiteral("id")].toString();
        const auto offered = std::find_if(m_offer.coverages.cbegin(), m_offer.coverages.cend(),
                                          [&id](const auto &c) { return c.id == id; });
        QVERIFY(offered != m_offer.coverages.cend());
        QVERIFY2(html.contains(offered->name.toHtmlEscaped()), qPrintable(offered->name));
        const auto amount =
            domain::Money::fromCents(qint64(chosen[QStringLiteral("insured_amount")].toDouble()));
        QVERIFY2(html.contains(amount.format(locale).toHtmlEscaped()),
                 qPrintable(amount.format(locale)));
        QVERIFY(!html.contains(u'>' + id + u'<'));
    }
    for (const QJsonValue &chosen : items.at(0)[QStringLiteral("assists")].toArray()) {
        const QString id = chosen[QStringLiteral("id")].toString();
        const auto offered = std::find_if(m_offer.assists.cbegin(), m_offer.assists.cend(),
                                          [&id](const auto &a) { return a.id == id; });
        QVERIFY(offered != m_offer.assists.cend());
        QVERIFY2(html.contains(offered->name.toHtmlEscaped()), qPrintable(offered->name));
    }
    QVERIFY(html.contains(QStringLiteral("R$")));
}

void TestProposal::proposal_paymentTable_namesMethodsInWordsAndValidityDayFirst()
{
    const QString html = proposalHtml(*m_saved, m_issuer, m_offer);
    for (const QString &code : {QStringLiteral("Billet"), QStringLiteral("CreditCard"),
                                QStringLiteral("DebitCard"), QStringLiteral("WireTransfer")})
        QVERIFY2(!html.contains(code), qPrintable(code));
    QVERIFY(html.contains(QStringLiteral("Credit card")));
    // Plans in the words of every page (InstallmentText): "One payment", "10×", "Monthly".
    QVERIFY(html.contains(QStringLiteral("One payment")));
    for (const cache::SavedInstallment &in : m_saved->installments)
        if (in.quantity > 1)
            QVERIFY2(html.contains(QStringLiteral("%1×").arg(in.quantity)) ||
                         html.contains(QStringLiteral("Monthly")),
                     qPrintable(QString::number(in.quantity)));
    QVERIFY(m_saved->summary.validUntil.isValid());
    QVERIFY2(
        html.contains(QStringLiteral("Proposal valid until: <b>%1</b>").arg(validity(*m_saved))),
        qPrintable(validity(*m_saved)));
}

void TestProposal::proposal_withoutOffer_stillListsEveryPlanPart_neverByItsId()
{
    // A quote exported with no request at hand: every coverage still has a row, and where no
    // name is known it says so rather than print the id.
    const QString html = proposalHtml(*m_saved, m_issuer, domain::QuoteRequest{});
    const QJsonArray coverages = m_saved->request.value(QStringLiteral("items"))
                                     .toArray()
                                     .at(0)[QStringLiteral("coverages")]
                                     .toArray();
    QVERIFY(!coverages.isEmpty());
    for (const QJsonValue &chosen : coverages)
        QVERIFY(!html.contains(chosen[QStringLiteral("id")].toString()));
    QCOMPARE(html.count(QStringLiteral("Coverage not named by the insurer")), coverages.size());
    QVERIFY(html.contains(QStringLiteral("Ana Souza")));
}

void TestProposal::pagedPdf_longProposal_numbersEveryPage()
{
    const QString html = proposalHtml(withManyInstallments(*m_saved), m_issuer, m_offer);
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    int pages = 0;
    {
        QPdfWriter pdf(&buffer);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setResolution(150);
        pages = writePagedHtml(html, QStringLiteral("Corretora Teste Ltda"), pdf);
    }
    QVERIFY2(pages >= 2, qPrintable(QString::number(pages)));
    QCOMPARE(pdfPages(buffer.data()), pages);
    QCOMPARE(pageFooter(1, 2), QStringLiteral("Page 1 of 2"));
}

void TestProposal::writeProposalPdf_writesAReadablePdf()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("proposal.pdf"));
    bool finished = false;
    QString error = QStringLiteral("not called");
    writeProposalPdf(*m_saved, m_issuer, m_offer, path, this, [&](bool, const QString &why) {
        finished = true;
        error = why;
    });
    QTRY_VERIFY(finished);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QVERIFY(pdfPages(bytes) >= 1);

    // A folder that cannot be written to is said, not swallowed.
    finished = false;
    writeProposalPdf(*m_saved, m_issuer, m_offer, dir.filePath(QStringLiteral("no/such.pdf")), this,
                     [&](bool ok, const QString &why) {
                         finished = true;
                         error = ok ? QString() : why;
                     });
    QTRY_VERIFY(finished);
    QVERIFY(!error.isEmpty());
}

void TestProposal::demoSettings_issueProposalsAsTheDemoBrokerage()
{
    DeskSettings demo;
    demo.useSandbox = true;
    QCOMPARE(demo.issuerName(), demoBrokerageName);
    QCOMPARE(demo.issuerSusep(), demoBrokerageSusep);
    demo.brokerageName = QStringLiteral("Minha Corretora");
    demo.brokerageSusep = QStringLiteral("987654");
    QCOMPARE(demo.issuerName(), QStringLiteral("Minha Corretora"));
    QCOMPARE(demo.issuerSusep(), QStringLiteral("987654"));
    DeskSettings real; // a real service never prints the demo's brokerage
    real.useSandbox = false;
    QVERIFY(real.issuerName().isEmpty());
    QVERIFY(real.issuerSusep().isEmpty());
    const QString html = proposalHtml(*m_saved, {}, m_offer);
    QVERIFY(html.contains(QStringLiteral("Brokerage not configured")));
}

// Last: the Portuguese catalogue stays installed for the rest of the process.
void TestProposal::proposal_inPortuguese_isWordedInPortuguese()
{
    QVERIFY(installTranslations(QStringLiteral("pt_BR")));
    const QString html = proposalHtml(*m_saved, m_issuer, m_offer);
    for (const QString &words :
         {QStringLiteral("Proposta de seguro"), QStringLiteral("Coberturas"),
          QStringLiteral("Importância segurada"), QStringLiteral("Assistências"),
          QStringLiteral("Cartão de crédito"), QStringLiteral("À vista"),
          QStringLiteral("SUSEP da corretora"), QStringLiteral("Proposta válida até")})
        QVERIFY2(html.contains(words.toHtmlEscaped()), qPrintable(words));
    for (const QString &english : {QStringLiteral("Insured amount"), QStringLiteral("Coverages"),
                                   QStringLiteral("Credit card"), QStringLiteral("Valid until")})
        QVERIFY2(!html.contains(english), qPrintable(english));
    static const QRegularExpression brl(
        QStringLiteral("R\\$[\\s\\x{00A0}][0-9]{1,3}(\\.[0-9]{3})*,[0-9]{2}"));
    QVERIFY2(brl.match(html).hasMatch(),
             qPrintable(html.mid(html.indexOf(QStringLiteral("R$")) - 20, 60)));
    QVERIFY(html.contains(validity(*m_saved)));
    QCOMPARE(pageFooter(1, 2), QStringLiteral("Página 1 de 2"));

    // The demo proposal a broker would send, and one long enough for two pages, kept to be
    // looked at (rendered to PNG by hand).
    const std::pair<QString, cache::SavedQuote> demos[] = {
        {QStringLiteral("brokerdesk-proposal.pdf"), *m_saved},
        {QStringLiteral("brokerdesk-proposal-long.pdf"), withManyInstallments(*m_saved)}};
    for (const auto &[name, saved] : demos) {
        bool finished = false;
        bool ok = false;
        writeProposalPdf(saved, {demoBrokerageName, demoBrokerageSusep, {}, {}}, m_offer,
                         QDir::temp().filePath(name), this, [&](bool success, const QString &) {
                             finished = true;
                             ok = success;
                         });
        QTRY_VERIFY(finished);
        QVERIFY(ok);
    }
}

void TestProposal::brokeragesLogoAndFooter_areOnTheProposalAndInItsPdf()
{
    QTemporaryDir dir;
    QImage logo(300, 100, QImage::Format_RGB32);
    for (int y = 0; y < logo.height(); ++y) // not one colour: a picture that does not shrink away
        for (int x = 0; x < logo.width(); ++x)
            logo.setPixel(x, y, qRgb((x * 7) % 256, (y * 13) % 256, (x * y) % 256));
    const QString logoFile = dir.filePath(QStringLiteral("logo.png"));
    QVERIFY(logo.save(logoFile));
    ProposalIssuer issuer = m_issuer;
    issuer.logoFile = logoFile;
    issuer.footer = QStringLiteral("Rua das Flores, 10 <centro>\n(11) 3333-4444");
    const QString html = proposalHtml(*m_saved, issuer, m_offer);
    QVERIFY2(html.contains(QUrl::fromLocalFile(logoFile).toString()), qPrintable(html.left(2000)));
    QVERIFY(html.contains(QStringLiteral("Rua das Flores, 10 &lt;centro&gt;<br/>(11) 3333-4444")));
    // A logo that is not a picture is left out: the name alone, as with none.
    ProposalIssuer broken = issuer;
    broken.logoFile = dir.filePath(QStringLiteral("missing.png"));
    QVERIFY(!proposalHtml(*m_saved, broken, m_offer).contains(QStringLiteral("<img")));

    // The PDF carries the picture: it is larger than the same proposal without it.
    const auto pdfSize = [this, &dir](const ProposalIssuer &who, const QString &name) {
        const QString path = dir.filePath(name);
        bool finished = false;
        writeProposalPdf(*m_saved, who, m_offer, path, this,
                         [&finished](bool, const QString &) { finished = true; });
        if (!QTest::qWaitFor([&finished] { return finished; }, 20000))
            return qint64(-1);
        return QFileInfo(path).size();
    };
    const qint64 with = pdfSize(issuer, QStringLiteral("with.pdf"));
    const qint64 without = pdfSize(m_issuer, QStringLiteral("without.pdf"));
    QVERIFY(without > 0);
    QVERIFY2(with > without + 1000, qPrintable(QStringLiteral("%1 vs %2").arg(with).arg(without)));
}

QTEST_MAIN(TestProposal)
#include "tst_proposal.moc"
