#include "resultsstep.h"

#include "api/quotelookup.h"
#include "common/errortext.h"
#include "common/formatting.h"
#include "common/look.h"
#include "domain/holder.h"
#include "installmenttablemodel.h"
#include "proposal.h"
#include "requoter.h"
#include "sales/soldquote.h"
#include "settings/desksettings.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QDesktopServices>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

// The first read of a quote still being analysed, and the longest wait between two.
constexpr int firstPollMs = 1000;
constexpr int longestPollMs = 5000;

bool isAnswered(domain::QuoteStatus status)
{
    return status != domain::QuoteStatus::Started && status != domain::QuoteStatus::Pending;
}

} // namespace

ResultsStep::ResultsStep(QWidget *parent)
    : QuoteStep(parent), m_summary(new QLabel(this)), m_changes(new QLabel(this)),
      m_table(new QTableView(this)), m_model(new InstallmentTableModel(this)),
      m_sell(new QPushButton(tr("&Sell…"), this)),
      m_pdf(new QPushButton(tr("Export &PDF proposal…"), this)), m_error(new ErrorBanner(this)),
      m_waiting(new QLabel(this)), m_progress(new QProgressBar(this)),
      m_again(new QPushButton(tr("&Quote again"), this))
{
    setTitle(tr("Prices"));
    setSubTitle(tr("Every way to pay, per item. Choose one and sell, or export the proposal."));
    setFinalPage(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_changes->setObjectName(QStringLiteral("requoteChanges"));
    m_changes->setAccessibleName(tr("What changed since the earlier quote"));
    m_changes->setWordWrap(true);
    m_changes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_changes->hide();
    m_table->setObjectName(QStringLiteral("installments"));
    m_table->setAccessibleName(tr("Installment options"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setTabKeyNavigation(false);
    m_sell->setObjectName(QStringLiteral("sell"));
    markPrimary(m_sell);
    m_sell->setAccessibleName(tr("Sell the chosen option"));
    m_pdf->setObjectName(QStringLiteral("exportPdf"));
    m_waiting->setObjectName(QStringLiteral("analysing"));
    m_waiting->setWordWrap(true);
    m_progress->setObjectName(QStringLiteral("analysingProgress"));
    m_progress->setRange(0, 0); // busy: how long the insurer takes is not known
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Waiting for the insurer"));
    m_again->setObjectName(QStringLiteral("quoteAgain"));
    m_again->setAccessibleName(tr("Quote the same data again"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_pdf);
    buttons->addStretch();
    buttons->addWidget(m_again);
    buttons->addWidget(m_sell);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_summary);
    layout->addWidget(m_changes);
    layout->addWidget(m_waiting);
    layout->addWidget(m_progress);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    connect(m_sell, &QPushButton::clicked, this, &ResultsStep::sell);
    connect(m_pdf, &QPushButton::clicked, this, &ResultsStep::exportPdf);
    connect(m_again, &QPushButton::clicked, this, &ResultsStep::quoteAgain);
    m_poll.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &ResultsStep::poll);
    connect(m_table, &QTableView::activated, this, &ResultsStep::sell);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_sell->setEnabled(m_table->selectionModel()->hasSelection()); });
    connect(m_summary, &QLabel::linkActivated, this, [this] {
        const auto &quote = quoteWizard()->draft().quote;
        if (const auto sale =
                quote ? saleOfQuote(quoteWizard()->workspace(), quote->id) : std::nullopt)
            emit quoteWizard()->workspace().saleOpened(sale->saleId);
    });
}

void ResultsStep::initializePage()
{
    // Sold from here (or anywhere): the step says so at once.
    connect(&quoteWizard()->workspace(), &Workspace::quoteSold, this, &ResultsStep::onQuoteSold,
            Qt::UniqueConnection);
    m_error->clear();
    showQuote();
    m_table->setFocus();
    const auto &quote = quoteWizard()->draft().quote;
    if (quote && !isAnswered(quote->status) && !cannotFollow()) {
        m_pollDelayMs = firstPollMs;
        schedulePoll();
    }
}

bool ResultsStep::cannotFollow() const
{
    const auto &quote = quoteWizard()->draft().quote;
    return quote && !isAnswered(quote->status) &&
           quoteWizard()->workspace().api().extensions().isMissing(api::Extension::QuoteList);
}

void ResultsStep::cleanupPage()
{
    stopPolling();
    QuoteStep::cleanupPage();
}

void ResultsStep::showQuote()
{
    const QuoteDraft &draft = quoteWizard()->draft();
    const bool waiting = draft.quote && !isAnswered(draft.quote->status);
    const bool unfollowed = cannotFollow();
    m_waiting->setText(
        unfollowed ? tr("The insurer is analysing this quote, and the operator does not tell the "
                        "desk when it is answered. Quote again in a few minutes to see the "
                        "prices; this quote stays saved on this computer.")
                   : tr("The insurer is analysing this quote. The prices appear here as soon "
                        "as it answers; you may leave this step meanwhile."));
    m_waiting->setVisible(waiting);
    m_progress->setVisible(waiting && !unfollowed);
    m_again->setVisible(draft.quote &&
                        (draft.quote->status == domain::QuoteStatus::Failed || unfollowed));
    if (!draft.quote) {
        m_model->clear();
        m_summary->clear();
        m_sell->setVisible(false);
        return;
    }
    const domain::Quote &quote = *draft.quote;
    m_model->setQuote(quote);
    m_table->resizeColumnsToContents(); // a quote has a dozen rows at most
    const QString product = draft.product.name.toHtmlEscaped();
    const QString holder = domain::holderName(draft.holder).toHtmlEscaped();
    // Only a priced quote has a validity: one still analysed, or failed, has none yet.
    QString text = quote.validUntil.isValid()
                       ? tr("<b>%1</b> for %2, valid until %3. Saved on this computer.")
                             .arg(product, holder, format::date(quote.validUntil))
                       : tr("<b>%1</b> for %2. Saved on this computer.").arg(product, holder);
    // The desk's sentence; the insurer's own words are there for whoever points at it.
    if (const QString refusal = errortext::quoteRefusal(quote.status); !refusal.isEmpty())
        text += u"<br/><span style=\"color:#a4281b\">" + refusal.toHtmlEscaped() + u"</span>";
    m_summary->setToolTip(quote.error.isEmpty() ? QString()
                                                : tr("The insurer said: %1").arg(quote.error));
    const auto sale = saleOfQuote(quoteWizard()->workspace(), quote.id);
    if (sale)
        text += u"<br/><span style=\"color:#1b5e20\"><b>" +
                tr("This quote was sold.").toHtmlEscaped() + u"</b> " +
                soldSentence(*sale).toHtmlEscaped() + u" · <a href=\"#sale\">" +
                tr("Open the sale").toHtmlEscaped() + u"</a></span>";
    m_summary->setText(text);
    showChanges();
    const bool sellable =
        quote.status == domain::QuoteStatus::Finished && m_model->rowCount() > 0 && !sale;
    m_sell->setVisible(sellable);
    m_sell->setEnabled(false);
    if (sellable)
        m_table->selectRow(0);
}

void ResultsStep::onQuoteSold(const QString &quoteId)
{
    const auto &quote = quoteWizard()->draft().quote;
    if (quote && quote->id == quoteId)
        showQuote();
}

void ResultsStep::showChanges()
{
    const QuoteDraft &draft = quoteWizard()->draft();
    const auto after = draft.requote && draft.quote
                           ? quoteWizard()->workspace().offline().quote(draft.quote->id)
                           : std::nullopt;
    m_changes->setVisible(after.has_value());
    if (!after)
        return;
    QString html = u"<b>" +
                   tr("Since the quote of %1:")
                       .arg(format::date(draft.requote->before.summary.fetchedAt))
                       .toHtmlEscaped() +
                   u"</b><ul style=\"margin-top:0\">";
    for (const QString &line : Requoter::changes(draft.requote->before, *after, draft.request))
        html += u"<li>" + line.toHtmlEscaped() + u"</li>";
    m_changes->setText(html + u"</ul>");
}

void ResultsStep::schedulePoll()
{
    m_poll.start(m_pollDelayMs);
}

void ResultsStep::stopPolling()
{
    m_poll.stop();
    m_call.cancel();
    if (m_lookup)
        m_lookup->cancel();
}

void ResultsStep::poll()
{
    const auto &quote = quoteWizard()->draft().quote;
    if (!quote || isAnswered(quote->status) || cannotFollow())
        return;
    const QString quoteId = quote->id;
    if (!m_lookup)
        m_lookup = new api::QuoteLookup(quoteWizard()->workspace().api(), this);
    // The client already waits and retries what is worth retrying (Retry-After included);
    // what still fails is shown, and a passing failure is tried again on the next round.
    m_lookup->find(quoteId, [this, quoteId](const api::ApiResult<domain::Quote> &result) {
        auto *wiz = quoteWizard();
        const auto &current = wiz->draft().quote;
        if (!current || current->id != quoteId)
            return; // another quote since
        m_pollDelayMs = std::min(m_pollDelayMs * 2, longestPollMs);
        if (!result.ok()) {
            if (cannotFollow()) { // the service has no list of quotes: said once, quietly
                showQuote();
                return;
            }
            m_error->showError(result.error(), false);
            if (result.error().isTransient())
                schedulePoll();
            return;
        }
        m_error->clear();
        if (result.value().status == current->status) {
            schedulePoll(); // still analysed: nothing new to show or save
            return;
        }
        const QString notSaved = wiz->takeQuote(result.value(), wiz->draft().requestJson);
        showQuote();
        if (!notSaved.isEmpty())
            m_error->showMessage(
                tr("The quote could not be saved on this computer: %1").arg(notSaved));
        if (!isAnswered(result.value().status))
            schedulePoll();
        else if (m_sell->isVisible())
            m_table->setFocus();
    });
}

void ResultsStep::quoteAgain()
{
    auto *wiz = quoteWizard();
    const domain::NewQuote body = wiz->draft().toNewQuote();
    const QJsonObject json = domain::toJson(body);
    m_again->setEnabled(false);
    m_error->clear();
    emit wiz->workspace().status(tr("Asking the insurer for prices…"));
    // A new quote of the same data: a fresh create, never a replay of the failed one.
    m_call = wiz->workspace().api().createQuote(
        body, this, [this, json](const api::ApiResult<domain::Quote> &result) {
            auto *w = quoteWizard();
            m_again->setEnabled(true);
            emit w->workspace().status(QString());
            if (!result.ok()) {
                m_error->showError(result.error(), false);
                return;
            }
            const QString notSaved = w->takeQuote(result.value(), json);
            showQuote();
            if (!notSaved.isEmpty())
                m_error->showMessage(
                    tr("The quote could not be saved on this computer: %1").arg(notSaved));
            if (!isAnswered(result.value().status)) {
                m_pollDelayMs = firstPollMs;
                schedulePoll();
            } else if (m_sell->isVisible()) {
                m_table->setFocus();
            }
        });
}

void ResultsStep::sell()
{
    const QModelIndex row = m_table->currentIndex();
    const auto &quote = quoteWizard()->draft().quote;
    if (!row.isValid() || !quote || quote->status != domain::QuoteStatus::Finished ||
        saleOfQuote(quoteWizard()->workspace(), quote->id))
        return; // a sold quote is sold once
    const QModelIndex first = m_model->index(row.row(), 0);
    emit quoteWizard()->workspace().checkoutRequested(
        quote->id, first.data(InstallmentTableModel::ItemIndexRole).toInt(),
        first.data(InstallmentTableModel::InstallmentIdRole).toString(), QString());
}

void ResultsStep::exportPdf()
{
    const auto &quote = quoteWizard()->draft().quote;
    if (!quote)
        return;
    const auto saved = quoteWizard()->workspace().offline().quote(quote->id);
    if (!saved) {
        m_error->showMessage(
            tr("This quote is not in the offline store, so it cannot be exported."));
        return;
    }
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
                              u'/' + tr("proposal-%1.pdf").arg(quote->id.left(8));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export proposal"), suggested,
                                                      tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    m_pdf->setEnabled(false);
    const DeskSettings settings = DeskSettings::load();
    const ProposalIssuer issuer{settings.issuerName(), settings.issuerSusep(),
                                settings.brokerageLogoFile, settings.proposalFooter};
    // The request on offer names the coverages and assists the saved quote holds by id.
    const domain::QuoteRequest &offer = quoteWizard()->draft().request;
    writeProposalPdf(
        *saved, issuer, offer, path, this, [this, path](bool ok, const QString &error) {
            m_pdf->setEnabled(true);
            if (!ok) {
                m_error->showMessage(tr("The proposal could not be written: %1").arg(error));
                return;
            }
            emit quoteWizard()->workspace().status(tr("Proposal saved to %1").arg(path));
            QDesktopServices::openUrl(QUrl::fromLocalFile(path));
        });
}

} // namespace brokerdesk::ui
