#include "resultsstep.h"

#include "common/formatting.h"
#include "domain/holder.h"
#include "installmenttablemodel.h"
#include "proposal.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QDesktopServices>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace brokerdesk::ui {

ResultsStep::ResultsStep(QWidget *parent)
    : QuoteStep(parent), m_summary(new QLabel(this)), m_table(new QTableView(this)),
      m_model(new InstallmentTableModel(this)), m_sell(new QPushButton(tr("&Sell…"), this)),
      m_pdf(new QPushButton(tr("Export &PDF proposal…"), this)), m_error(new ErrorBanner(this))
{
    setTitle(tr("Prices"));
    setSubTitle(tr("Every way to pay, per item. Choose one and sell, or export the proposal."));
    setFinalPage(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
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
    m_sell->setAccessibleName(tr("Sell the chosen option"));
    m_pdf->setObjectName(QStringLiteral("exportPdf"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_pdf);
    buttons->addStretch();
    buttons->addWidget(m_sell);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    connect(m_sell, &QPushButton::clicked, this, &ResultsStep::sell);
    connect(m_pdf, &QPushButton::clicked, this, &ResultsStep::exportPdf);
    connect(m_table, &QTableView::activated, this, &ResultsStep::sell);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_sell->setEnabled(m_table->selectionModel()->hasSelection()); });
}

void ResultsStep::initializePage()
{
    const QuoteDraft &draft = quoteWizard()->draft();
    m_error->clear();
    if (!draft.quote) {
        m_model->clear();
        return;
    }
    const domain::Quote &quote = *draft.quote;
    m_model->setQuote(quote);
    m_table->resizeColumnsToContents(); // a quote has a dozen rows at most
    QString text =
        tr("<b>%1</b> for %2 · quote %3, valid until %4. Saved on this computer.")
            .arg(draft.product.name.toHtmlEscaped(),
                 domain::holderName(draft.holder).toHtmlEscaped(),
                 format::shortReference(quote.id).toHtmlEscaped(), format::date(quote.validUntil));
    if (quote.status == domain::QuoteStatus::Rejected)
        text += u"<br/><span style=\"color:#a4281b\">" +
                tr("The insurer declined this risk: %1").arg(quote.error.toHtmlEscaped()) +
                u"</span>";
    m_summary->setText(text);
    const bool sellable = quote.status == domain::QuoteStatus::Finished && m_model->rowCount() > 0;
    m_sell->setVisible(sellable);
    m_sell->setEnabled(false);
    if (sellable)
        m_table->selectRow(0);
    m_table->setFocus();
}

void ResultsStep::sell()
{
    const QModelIndex row = m_table->currentIndex();
    const auto &quote = quoteWizard()->draft().quote;
    if (!row.isValid() || !quote || quote->status != domain::QuoteStatus::Finished)
        return;
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
    writeProposalPdf(*saved, path, this, [this, path](bool ok, const QString &error) {
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
