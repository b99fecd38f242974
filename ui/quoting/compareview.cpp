#include "compareview.h"

#include "common/look.h"
#include "installmentmatrixmodel.h"
#include "quoterisk.h"
#include "sales/soldquote.h"
#include "workspace.h"

#include "domain/enums.h"
#include "domain/money.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTransposeProxyModel>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {
constexpr int QuoteIdRole = Qt::UserRole + 1;

// The matrix on screen: one column per quote, one row per number of installments, so that the
// quotes a broker compares (a handful) fit side by side and the twelve counts scroll down
// rather than sideways (issue 35). Each quote's heading has a line per part.
class QuotesAcross final : public QTransposeProxyModel
{
public:
    using QTransposeProxyModel::QTransposeProxyModel;

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        QVariant header = QTransposeProxyModel::headerData(section, orientation, role);
        if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
            return header.toString().replace(QStringLiteral(" · "), QStringLiteral("\n"));
        return header;
    }
};

// A cell's long lines broken before their details in brackets ("(1ª de R$ …)", "(IOF R$ …)"),
// so that a column holds its amounts whole in a narrow width.
class CellLines final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        // The text as drawn, its lines already turned into line separators.
        option->text.replace(QStringLiteral(" ("), QChar(QChar::LineSeparator) + u'(');
    }
};

// The lowest price, or the quote's status where it has none (no "R$ 0,00" for a quote still
// with the insurer), named as the saved quotes page names it.
QString priceText(const cache::SavedQuoteSummary &q)
{
    return q.lowestTotal > 0
               ? CompareView::tr("from %1").arg(domain::Money::fromCents(q.lowestTotal).format())
               : domain::displayName(domain::QuoteStatus(q.status));
}

} // namespace

CompareView::CompareView(Workspace &workspace, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_search(new QLineEdit(this)),
      m_quotes(new QListWidget(this)), m_matrix(new QTableView(this)),
      m_model(new InstallmentMatrixModel(this)), m_shown(new QuotesAcross(this)),
      m_method(new QComboBox(this)), m_sell(new QPushButton(tr("&Sell chosen option"), this)),
      m_requote(new QPushButton(tr("&Re-quote"), this)), m_sold(new QLabel(this)),
      m_refused(new QLabel(this))
{
    m_search->setPlaceholderText(tr("Search saved quotes"));
    m_search->setAccessibleName(tr("Search saved quotes"));
    m_search->setClearButtonEnabled(true);
    m_quotes->setObjectName(QStringLiteral("savedQuotes"));
    m_quotes->setAccessibleName(tr("Saved quotes; tick the ones to compare"));
    // Narrow beside the matrix: a long name wraps onto another line instead of scrolling.
    m_quotes->setWordWrap(true);
    m_quotes->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_quotes->setResizeMode(QListView::Adjust);
    m_matrix->setObjectName(QStringLiteral("matrix"));
    m_matrix->setAccessibleName(tr("Installment matrix"));
    m_shown->setSourceModel(m_model);
    m_matrix->setModel(m_shown);
    m_matrix->setItemDelegate(new CellLines(m_matrix));
    m_matrix->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrix->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_matrix->setTabKeyNavigation(false);
    m_matrix->setWordWrap(true);
    // The quotes share the width; each count's row is as tall as its lines.
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_matrix->horizontalHeader()->setMinimumSectionSize(140);
    // A quote's heading in bold (its column current) would not fit its column.
    m_matrix->horizontalHeader()->setHighlightSections(false);
    m_matrix->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_method->setObjectName(QStringLiteral("paymentMethod"));
    m_method->setAccessibleName(tr("Payment method"));
    m_method->setEnabled(false);
    m_sell->setObjectName(QStringLiteral("sellCell"));
    m_sell->setEnabled(false);
    m_sell->setAutoDefault(true); // Enter presses it when it has the keyboard, as in a dialog
    markPrimary(m_sell);
    m_requote->setObjectName(QStringLiteral("requote"));
    m_requote->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_requote->setToolTip(tr("Quote the current saved quote again: the same customer, item, "
                             "coverages and amounts, with new cover dates (Ctrl+R)"));
    m_sold->setObjectName(QStringLiteral("soldQuote"));
    m_sold->setWordWrap(true);
    m_sold->setStyleSheet(QStringLiteral("color: #1b5e20;"));
    m_sold->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_sold->hide();

    m_refused->setObjectName(QStringLiteral("otherRisk"));
    m_refused->setWordWrap(true);
    m_refused->setStyleSheet(QStringLiteral("color: #8a4b00;"));
    m_refused->hide();

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_quotes, 1);
    leftLayout->addWidget(m_requote);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto *legend = new QLabel(tr("One column per quote, one row per number of installments; "
                                 "the lowest total of each row in bold. Arrows choose a cell, "
                                 "Enter sells it."),
                              right);
    legend->setWordWrap(true);
    rightLayout->addWidget(legend);
    rightLayout->addWidget(m_refused);
    rightLayout->addWidget(m_matrix, 3);
    auto *sellRow = new QHBoxLayout;
    sellRow->addStretch();
    auto *methodLabel = new QLabel(tr("Pa&yment method:"), right);
    methodLabel->setBuddy(m_method);
    sellRow->addWidget(methodLabel);
    sellRow->addWidget(m_method);
    sellRow->addWidget(m_sell);
    rightLayout->addWidget(m_sold);
    rightLayout->addLayout(sellRow);
    auto *split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(1, 3);
    split->setSizes({220, 1000});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
    setTabOrder(m_search, m_quotes);
    setTabOrder(m_quotes, m_requote);
    setTabOrder(m_requote, m_matrix);
    setTabOrder(m_matrix, m_method);
    setTabOrder(m_method, m_sell);

    connect(m_search, &QLineEdit::textChanged, this, &CompareView::reload);
    connect(m_quotes, &QListWidget::itemChanged, this, [this](QListWidgetItem *row) {
        keepOneRisk(row);
        updateMatrix();
    });
    connect(m_matrix, &QTableView::activated, this, &CompareView::chooseCell);
    connect(m_sell, &QPushButton::clicked, this, &CompareView::chooseCell);
    connect(m_requote, &QPushButton::clicked, this, &CompareView::requoteCurrent);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { showMethods({}); });
    connect(m_matrix->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CompareView::showMethods);
    connect(m_sold, &QLabel::linkActivated, this, [this] {
        if (const auto sale = saleOfQuote(
                m_workspace,
                m_matrix->currentIndex().data(InstallmentMatrixModel::QuoteIdRole).toString()))
            emit m_workspace.saleOpened(sale->saleId);
    });
    connect(&workspace, &Workspace::quoteSold, this,
            [this] { showMethods(m_matrix->currentIndex()); });
}

void CompareView::reload()
{
    const QStringList checked = checkedIds();
    const QString current =
        m_quotes->currentItem() ? m_quotes->currentItem()->data(QuoteIdRole).toString() : QString();
    QSignalBlocker block(m_quotes);
    m_quotes->clear();
    const cache::SalesLog *sales = m_workspace.sales();
    const QSet<QString> sold = sales && sales->isOpen() ? sales->soldQuotes() : QSet<QString>();
    for (const auto &q : m_workspace.offline().quotes(m_search->text())) {
        QString text =
            tr("%1 · %2\n%3 · %4")
                .arg(q.productName, q.holderName, priceText(q),
                     QLocale().toString(q.fetchedAt.toLocalTime(), QLocale::ShortFormat));
        if (sold.contains(q.quoteId)) // first on its line: the list is narrow
            text.replace(u'\n', u'\n' + tr("sold · "));
        auto *row = new QListWidgetItem(text, m_quotes);
        row->setData(QuoteIdRole, q.quoteId);
        row->setFlags(row->flags() | Qt::ItemIsUserCheckable);
        row->setCheckState(checked.contains(q.quoteId) ? Qt::Checked : Qt::Unchecked);
        if (q.quoteId == current)
            m_quotes->setCurrentItem(row);
    }
    if (!m_quotes->currentItem() && m_quotes->count() > 0)
        m_quotes->setCurrentRow(0);
    block.unblock();
    updateMatrix();
}

void CompareView::setChecked(const QStringList &quoteIds)
{
    // Of one customer's one risk: the first given decides.
    std::optional<QuoteRisk> risk;
    for (const QString &id : quoteIds)
        if (const auto q = risk ? std::nullopt : m_workspace.offline().quote(id))
            risk = QuoteRisk::of(*q);
    QSignalBlocker block(m_quotes);
    for (int i = 0; i < m_quotes->count(); ++i) {
        auto *row = m_quotes->item(i);
        const QString id = row->data(QuoteIdRole).toString();
        const auto q = quoteIds.contains(id) ? m_workspace.offline().quote(id) : std::nullopt;
        row->setCheckState(q && risk && QuoteRisk::of(*q).sameAs(*risk) ? Qt::Checked
                                                                        : Qt::Unchecked);
    }
    m_refused->hide();
    block.unblock();
    updateMatrix();
}

QStringList CompareView::checkedIds() const
{
    QStringList ids;
    for (int i = 0; i < m_quotes->count(); ++i)
        if (m_quotes->item(i)->checkState() == Qt::Checked)
            ids << m_quotes->item(i)->data(QuoteIdRole).toString();
    return ids;
}

void CompareView::keepOneRisk(QListWidgetItem *changed)
{
    m_refused->hide();
    if (!changed || changed->checkState() != Qt::Checked)
        return;
    const QString id = changed->data(QuoteIdRole).toString();
    const auto mine = m_workspace.offline().quote(id);
    if (!mine)
        return;
    const QuoteRisk risk = QuoteRisk::of(*mine);
    for (const QString &other : checkedIds()) {
        const auto theirs = other == id ? std::nullopt : m_workspace.offline().quote(other);
        if (!theirs || QuoteRisk::of(*theirs).sameAs(risk))
            continue;
        QSignalBlocker block(m_quotes);
        changed->setCheckState(Qt::Unchecked);
        m_refused->setText(tr("Only quotes of the same customer and risk are compared side by "
                              "side: this one is %1, the ones ticked are %2.")
                               .arg(risk.description, QuoteRisk::of(*theirs).description));
        m_refused->show();
        return;
    }
}

void CompareView::updateMatrix()
{
    // One customer's one risk: the first ticked decides (setChecked may be given any).
    QList<cache::SavedQuote> quotes;
    std::optional<QuoteRisk> risk;
    for (const QString &id : checkedIds())
        if (auto q = m_workspace.offline().quote(id)) {
            if (!risk)
                risk = QuoteRisk::of(*q);
            else if (!QuoteRisk::of(*q).sameAs(*risk))
                continue;
            quotes << *q;
        }
    m_model->setQuotes(quotes);
    // A cell is chosen from the start (the first quote's first offer), so are its methods.
    for (int row = 0; row < m_shown->rowCount(); ++row)
        if (const QModelIndex first = m_shown->index(row, 0); first.flags() & Qt::ItemIsEnabled) {
            m_matrix->setCurrentIndex(first);
            break;
        }
}

// The methods offering the current cell's count; the one chosen before stays when offered. A
// quote a sale took offers none, and says when it was sold.
void CompareView::showMethods(const QModelIndex &current)
{
    const auto sale =
        current.isValid()
            ? saleOfQuote(m_workspace, current.data(InstallmentMatrixModel::QuoteIdRole).toString())
            : std::nullopt;
    m_sold->setVisible(sale.has_value());
    if (sale)
        m_sold->setText(u"<b>" + tr("This quote was sold.").toHtmlEscaped() + u"</b> " +
                        soldSentence(*sale).toHtmlEscaped() + u" · <a href=\"#sale\">" +
                        tr("Open the sale").toHtmlEscaped() + u"</a>");
    const bool offered = current.isValid() && (current.flags() & Qt::ItemIsEnabled) && !sale;
    const QString before = m_method->currentData().toString();
    m_method->clear();
    if (offered)
        for (const QString &wire :
             current.data(InstallmentMatrixModel::PaymentMethodsRole).toStringList()) {
            const auto method = domain::fromWireName<domain::PaymentMethod>(wire);
            m_method->addItem(method ? domain::displayName(*method) : wire, wire);
        }
    if (const int keep = m_method->findData(before); keep >= 0)
        m_method->setCurrentIndex(keep);
    m_method->setEnabled(m_method->count() > 0);
    m_sell->setEnabled(m_method->count() > 0);
}

void CompareView::chooseCell()
{
    const QModelIndex cell = m_matrix->currentIndex();
    const QString method = m_method->currentData().toString();
    const QString installment = m_model->installmentFor(m_shown->mapToSource(cell), method);
    if (installment.isEmpty() || !m_sell->isEnabled())
        return;
    emit m_workspace.checkoutRequested(cell.data(InstallmentMatrixModel::QuoteIdRole).toString(),
                                       cell.data(InstallmentMatrixModel::ItemIndexRole).toInt(),
                                       installment, method);
}

void CompareView::requoteCurrent()
{
    if (const auto *row = m_quotes->currentItem())
        emit m_workspace.requoteRequested(row->data(QuoteIdRole).toString());
}

} // namespace brokerdesk::ui
