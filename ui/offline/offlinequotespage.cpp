#include "offlinequotespage.h"

#include "common/columnfit.h"
#include "common/copyreference.h"
#include "common/formatting.h"
#include "common/look.h"

#include "icons.h"
#include "quotedetailsview.h"
#include "sales/soldquote.h"
#include "savedquotesmodel.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include "domain/enums.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace brokerdesk::ui {

OfflineQuotesPage::OfflineQuotesPage(Workspace &workspace, QWidget *parent)
    : Page(workspace, parent), m_search(new QLineEdit(this)), m_count(new QLabel(this)),
      m_error(new ErrorBanner(this)), m_table(new QTableView(this)),
      m_model(new SavedQuotesModel(this)), m_sorted(new QSortFilterProxyModel(this)),
      m_details(new QuoteDetailsView(this)),
      m_requote(new QPushButton(ui::icon(QStringLiteral("retry")), tr("&Re-quote"), this)),
      m_sell(new QPushButton(ui::icon(QStringLiteral("sales")), tr("&Sell"), this)),
      m_exportJson(new QPushButton(ui::icon(QStringLiteral("export")), tr("Export &JSON…"), this)),
      m_exportCsv(new QPushButton(ui::icon(QStringLiteral("export")), tr("Export &CSV…"), this)),
      m_remove(new QPushButton(tr("&Delete"), this)), m_reference(new CopyReference(this)),
      m_undo(new QWidget(this)), m_undoText(new QLabel(m_undo)), m_undoTimer(new QTimer(this))
{
    connect(&workspace, &Workspace::savedQuoteOpened, this, &OfflineQuotesPage::showQuote);
    connect(&workspace, &Workspace::quoteSold, this, &OfflineQuotesPage::refresh);
    connect(m_details, &QuoteDetailsView::saleLinkActivated, &workspace, &Workspace::saleOpened);
    auto *heading = new QLabel(title(), this); // named as in the sidebar
    heading->setObjectName(QStringLiteral("pageTitle"));
    heading->setStyleSheet(QStringLiteral("font-size: 18px; font-weight: 600;"));
    m_search->setPlaceholderText(tr("Search by product, holder, CPF/CNPJ, plate… (Ctrl+F)"));
    m_search->setAccessibleName(tr("Search saved quotes"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(ui::icon(QStringLiteral("search")), QLineEdit::LeadingPosition);
    auto *find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, m_search, [this] { m_search->setFocus(); });
    m_count->setStyleSheet(QStringLiteral("color: #607d8b;"));

    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(SavedQuotesModel::SortRole);
    m_table->setModel(m_sorted);
    fitColumns(m_table);
    m_table->setAccessibleName(tr("Saved quotes"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(SavedQuotesModel::SavedOn, Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Narrow to start with: fitColumns widens each to what its rows need.
    m_table->horizontalHeader()->resizeSection(SavedQuotesModel::Product, 150);
    m_table->horizontalHeader()->resizeSection(SavedQuotesModel::Holder, 100);
    m_table->horizontalHeader()->resizeSection(SavedQuotesModel::ValidUntil, 110);
    // The status is in the details beside, whose table of installments needs the width more.
    m_table->hideColumn(SavedQuotesModel::Status);

    m_requote->setToolTip(tr("Quote again: the same customer, item, coverages and amounts, with "
                             "new cover dates"));
    m_remove->setToolTip(tr("Remove this quote from the saved quotes"));
    m_remove->setObjectName(QStringLiteral("deleteQuote"));
    markPrimary(m_sell); // Enter in the search goes to the list, where Enter opens a quote
    // The quote's actions, then on a line of their own the files and the removal: one line of
    // all would keep the list beside narrow.
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_requote);
    buttons->addWidget(m_sell);
    buttons->addStretch();
    auto *files = new QHBoxLayout;
    files->addStretch();
    files->addWidget(m_exportJson);
    files->addWidget(m_exportCsv);
    files->addWidget(m_remove);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    // With nothing saved yet, the page says what fills it and offers to start.
    m_empty = new QWidget(right);
    m_empty->setObjectName(QStringLiteral("emptyState"));
    auto *emptyLayout = new QVBoxLayout(m_empty);
    auto *emptyText = new QLabel(tr("No saved quotes yet. Every quote you make is kept here, "
                                    "to compare, re-quote or sell even without the network."),
                                 m_empty);
    emptyText->setWordWrap(true);
    auto *start = new QPushButton(ui::icon(QStringLiteral("quote")), tr("&New quote"), m_empty);
    start->setObjectName(QStringLiteral("newQuote"));
    connect(start, &QPushButton::clicked, this,
            [this] { emit this->workspace().quoteRequested(QString()); });
    emptyLayout->addWidget(emptyText);
    emptyLayout->addWidget(start, 0, Qt::AlignLeft);
    emptyLayout->addStretch();
    m_empty->hide();
    rightLayout->addWidget(m_empty, 1);
    m_details->setMinimumWidth(440); // the installments' table with its amounts whole
    rightLayout->addWidget(m_details, 1);
    rightLayout->addWidget(m_reference, 0, Qt::AlignRight);
    rightLayout->addLayout(buttons);
    rightLayout->addLayout(files);
    auto *split = new QSplitter(this);
    split->addWidget(m_table);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);

    auto *top = new QHBoxLayout;
    top->addWidget(heading);
    top->addWidget(m_count);
    top->addStretch();
    top->addWidget(m_search, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addLayout(top);
    layout->addWidget(m_error);
    layout->addWidget(m_undo);
    layout->addWidget(split, 1);

    setTabOrder(m_search, m_table);
    setTabOrder(m_table, m_details);
    setTabOrder(m_details, m_requote);

    connect(m_search, &QLineEdit::textChanged, this, &OfflineQuotesPage::refresh);
    connect(m_search, &QLineEdit::returnPressed, m_table, [this] { m_table->setFocus(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &OfflineQuotesPage::onCurrentChanged);
    connect(m_table, &QTableView::activated, m_sell, &QPushButton::click);
    connect(m_requote, &QPushButton::clicked, this, [this] {
        if (const QString id = currentQuoteId(); !id.isEmpty())
            emit Page::workspace().requoteRequested(id);
    });
    connect(m_sell, &QPushButton::clicked, this, [this] {
        const QString id = currentQuoteId();
        if (!id.isEmpty())
            emit Page::workspace().checkoutRequested(id, 0, QString(), QString());
    });
    connect(m_exportJson, &QPushButton::clicked, this, [this] { exportCurrent(Format::Json); });
    connect(m_exportCsv, &QPushButton::clicked, this, [this] { exportCurrent(Format::Csv); });
    connect(m_remove, &QPushButton::clicked, this, &OfflineQuotesPage::removeCurrent);

    // A deleted quote can be brought back for a while (the bar's button or Ctrl+Z), instead
    // of a question before every delete.
    m_undo->setObjectName(QStringLiteral("undoBar"));
    auto *undo = new QPushButton(tr("&Undo"), m_undo);
    undo->setObjectName(QStringLiteral("undoDelete"));
    undo->setToolTip(tr("Bring the deleted quote back (Ctrl+Z)"));
    auto *undoRow = new QHBoxLayout(m_undo);
    undoRow->setContentsMargins(0, 4, 0, 4);
    undoRow->addWidget(m_undoText);
    undoRow->addWidget(undo);
    undoRow->addStretch();
    m_undo->hide();
    m_undoTimer->setSingleShot(true);
    m_undoTimer->setInterval(std::chrono::seconds(20));
    connect(m_undoTimer, &QTimer::timeout, this, [this] {
        m_deleted.reset();
        m_undo->hide();
    });
    connect(undo, &QPushButton::clicked, this, &OfflineQuotesPage::undoRemove);
    auto *undoKey = new QShortcut(QKeySequence::Undo, this);
    connect(undoKey, &QShortcut::activated, this, &OfflineQuotesPage::undoRemove);

    m_chooser = [this](Format format, const QString &name) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        return QFileDialog::getSaveFileName(this, tr("Export quote"), dir + u'/' + name,
                                            format == Format::Json ? tr("JSON files (*.json)")
                                                                   : tr("CSV files (*.csv)"));
    };
    onCurrentChanged();
}

QString OfflineQuotesPage::title() const
{
    return tr("Offline quotes");
}

QIcon OfflineQuotesPage::icon() const
{
    return ui::icon(QStringLiteral("offline"));
}

QList<PaletteEntry> OfflineQuotesPage::paletteEntries()
{
    QList<PaletteEntry> out;
    cache::OfflineStore &store = workspace().offline();
    if (!store.isOpen())
        return out;
    QPointer<OfflineQuotesPage> self(this);
    for (const auto &q : store.quotes({}, 200)) {
        const QString id = q.quoteId;
        out << PaletteEntry{tr("Quote %1 · %2").arg(q.productName, q.holderName),
                            tr("Saved quote, valid until %1").arg(format::date(q.validUntil)),
                            ui::icon(QStringLiteral("quote")),
                            [self, id] {
                                if (self)
                                    self->showQuote(id);
                            },
                            id};
    }
    return out;
}

void OfflineQuotesPage::activate()
{
    refresh();
}

void OfflineQuotesPage::refresh()
{
    const QString keep = currentQuoteId();
    cache::OfflineStore &store = workspace().offline();
    if (!store.isOpen()) {
        m_model->setQuotes({});
        m_error->showMessage(
            tr("The offline store could not be opened: %1").arg(store.lastError()));
        return;
    }
    // A local SQLite query over a few hundred rows: quick enough to run as the user types.
    const cache::SalesLog *sales = workspace().sales();
    m_model->setQuotes(store.quotes(m_search->text()),
                       sales && sales->isOpen() ? sales->soldQuotes() : QSet<QString>());
    m_count->setText(m_model->rowCount() == 0 && m_search->text().isEmpty()
                         ? tr("none yet")
                         : tr("%n quote(s)", nullptr, m_model->rowCount()));
    const bool nothingSaved = m_model->rowCount() == 0 && m_search->text().isEmpty();
    m_empty->setVisible(nothingSaved);
    m_details->setVisible(!nothingSaved);
    const int row = m_model->rowOf(keep);
    const QModelIndex index = m_sorted->mapFromSource(m_model->index(row < 0 ? 0 : row, 0));
    if (index.isValid())
        m_table->setCurrentIndex(index);
    onCurrentChanged();
}

void OfflineQuotesPage::showQuote(const QString &quoteId)
{
    if (m_model->rowOf(quoteId) < 0) {
        m_search->clear(); // refreshes
    }
    const int row = m_model->rowOf(quoteId);
    if (row >= 0)
        m_table->setCurrentIndex(m_sorted->mapFromSource(m_model->index(row, 0)));
}

QString OfflineQuotesPage::currentQuoteId() const
{
    const auto *q = m_model->quote(m_sorted->mapToSource(m_table->currentIndex()).row());
    return q ? q->quoteId : QString();
}

void OfflineQuotesPage::onCurrentChanged()
{
    const QString id = currentQuoteId();
    const auto *summary = m_model->quote(m_sorted->mapToSource(m_table->currentIndex()).row());
    const auto sale = saleOfQuote(workspace(), id);
    m_details->showQuote(id.isEmpty() ? std::nullopt : workspace().offline().quote(id), sale);
    m_reference->setReference(id);
    m_reference->setVisible(!id.isEmpty());
    for (QPushButton *b : {m_requote, m_exportJson, m_exportCsv, m_remove})
        b->setEnabled(!id.isEmpty());
    // Only a finished quote that has not expired, and that no sale took, can still be sold.
    m_sell->setEnabled(summary && summary->status == int(domain::QuoteStatus::Finished) &&
                       !SavedQuotesModel::isExpired(*summary) && !sale);
    m_sell->setToolTip(sale ? tr("This quote was sold already: re-quote it for a new sale")
                            : tr("Go to checkout with this quote"));
}

bool OfflineQuotesPage::exportCurrent(Format format)
{
    const QString id = currentQuoteId();
    if (id.isEmpty())
        return false;
    const bool json = format == Format::Json;
    // Named as the broker names the quote (the JSON inside keeps its id).
    const auto saved = workspace().offline().quote(id);
    static const QRegularExpression refused(QStringLiteral("[\\/:*?\"<>|]+"));
    const QString name =
        tr("Quote - %1")
            .arg(saved ? QStringList{saved->summary.holderName, saved->summary.productName}.join(
                             QStringLiteral(" - "))
                       : QString())
            .replace(refused, QStringLiteral("-"))
            .simplified();
    const QString path =
        m_chooser(format, name + (json ? QStringLiteral(".json") : QStringLiteral(".csv")));
    if (path.isEmpty())
        return false;
    const QByteArray bytes = json ? workspace().offline().exportQuoteJson(id)
                                  : workspace().offline().exportQuoteCsv(id, QLocale());
    QSaveFile file(path);
    if (bytes.isEmpty() || !file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() ||
        !file.commit()) {
        m_error->showMessage(tr("The quote could not be saved to %1: %2")
                                 .arg(path, bytes.isEmpty() ? workspace().offline().lastError()
                                                            : file.errorString()));
        return false;
    }
    m_error->clear();
    emit workspace().status(tr("Quote exported to %1").arg(path));
    return true;
}

void OfflineQuotesPage::removeCurrent()
{
    const QString id = currentQuoteId();
    auto saved = id.isEmpty() ? std::nullopt : workspace().offline().quote(id);
    if (!saved)
        return;
    if (!workspace().offline().removeQuote(id)) {
        m_error->showMessage(
            tr("The quote could not be removed: %1").arg(workspace().offline().lastError()));
        return;
    }
    m_undoText->setText(
        tr("The saved quote of %1 was deleted from this computer.").arg(saved->summary.holderName));
    m_deleted = std::move(saved);
    m_undo->show();
    m_undoTimer->start();
    refresh();
}

void OfflineQuotesPage::undoRemove()
{
    if (!m_deleted)
        return;
    const cache::SavedQuote &q = *m_deleted;
    if (!workspace().offline().saveQuote(q.brokerProduct, q.request, q.answer,
                                         q.summary.fetchedAt)) {
        m_error->showMessage(
            tr("The quote could not be brought back: %1").arg(workspace().offline().lastError()));
        return;
    }
    const QString id = q.summary.quoteId;
    m_deleted.reset();
    m_undoTimer->stop();
    m_undo->hide();
    refresh();
    showQuote(id);
}

} // namespace brokerdesk::ui
