#include "comparisonmodel.h"

#include "common/errortext.h"
#include "domain/installmentplan.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>
#include <optional>

namespace brokerdesk::ui {

namespace {

using domain::InstallmentPlan;
using domain::PlanKind;

const QList<domain::Installment> &optionsOf(const ProductQuote &p)
{
    static const QList<domain::Installment> none;
    return p.isPriced() ? p.quote->items.first().installments : none;
}

bool interestFree(const InstallmentPlan &plan)
{
    return !plan.interestKnown || plan.interestPercent <= 0;
}

// The option a price row shows: à vista; the most installments without interest (a monthly
// premium is one); the most installments with interest.
const domain::Installment *pick(const ProductQuote &p, int row)
{
    const domain::Installment *best = nullptr;
    int bestCount = 0;
    for (const domain::Installment &option : optionsOf(p)) {
        const InstallmentPlan plan = domain::planOf(option);
        bool fits = false;
        switch (row) {
        case ComparisonModel::SingleRow:
            fits = plan.kind == PlanKind::Single;
            break;
        case ComparisonModel::NoInterestRow:
            fits = plan.kind == PlanKind::Recurring ||
                   (plan.kind == PlanKind::Parcels && interestFree(plan));
            break;
        case ComparisonModel::InterestRow:
            fits = plan.kind == PlanKind::Parcels && !interestFree(plan);
            break;
        default:
            break;
        }
        if (fits && (!best || plan.count > bestCount)) {
            best = &option;
            bestCount = plan.count;
        }
    }
    return best;
}

std::optional<domain::Money> lowestTotal(const ProductQuote &p)
{
    std::optional<domain::Money> lowest;
    for (const domain::Installment &option : optionsOf(p))
        if (!lowest || option.totalAmount < *lowest)
            lowest = option.totalAmount;
    return lowest;
}

const domain::Coverage *offered(const ProductQuote &p, const QString &id)
{
    for (const domain::Coverage &c : p.request.coverages)
        if (c.id == id)
            return &c;
    return nullptr;
}

// A price cell of a product without prices: empty while they may still come, a dash once
// they never will (its situation says why).
QString noPrice(const ProductQuote &p)
{
    using State = ProductQuote::State;
    const bool waiting =
        p.state == State::Requesting || p.state == State::Quoting || p.state == State::Analysing;
    return waiting ? QString() : QStringLiteral("—");
}

} // namespace

ComparisonModel::ComparisonModel(QObject *parent) : QAbstractTableModel(parent) {}

void ComparisonModel::setSource(MultiQuote *quotes)
{
    if (m_quotes)
        disconnect(m_quotes, nullptr, this, nullptr);
    m_quotes = quotes;
    if (m_quotes) {
        connect(m_quotes, &MultiQuote::started, this, &ComparisonModel::reset);
        connect(m_quotes, &MultiQuote::productChanged, this, &ComparisonModel::productChanged);
        connect(m_quotes, &QObject::destroyed, this, [this] {
            m_quotes = nullptr;
            reset();
        });
    }
    reset();
}

void ComparisonModel::reset()
{
    beginResetModel();
    m_columns = m_quotes ? int(m_quotes->products().size()) : 0;
    findCheapest();
    endResetModel();
}

void ComparisonModel::productChanged(int column)
{
    if (column < 0 || column >= m_columns)
        return;
    const int before = m_cheapest;
    findCheapest();
    if (before != m_cheapest) { // the mark moves: every cell of both columns
        emit dataChanged(index(0, 0), index(RowCount - 1, m_columns - 1));
        emit headerDataChanged(Qt::Horizontal, 0, m_columns - 1);
        return;
    }
    emit dataChanged(index(0, column), index(RowCount - 1, column));
    emit headerDataChanged(Qt::Horizontal, column, column);
}

void ComparisonModel::findCheapest()
{
    // Cheapest of two or more priced products: one alone is cheaper than nothing.
    m_cheapest = -1;
    int priced = 0;
    std::optional<domain::Money> lowest;
    for (int c = 0; c < m_columns; ++c) {
        const auto total = lowestTotal(m_quotes->products().at(c));
        priced += total ? 1 : 0;
        if (total && (!lowest || *total < *lowest)) {
            lowest = total;
            m_cheapest = c;
        }
    }
    if (priced < 2)
        m_cheapest = -1;
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_columns == 0 ? 0 : RowCount;
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QString ComparisonModel::status(const ProductQuote &p) const
{
    using State = ProductQuote::State;
    switch (p.state) {
    case State::Requesting:
    case State::Quoting:
        return tr("Quoting…");
    case State::Analysing:
        return tr("The insurer is analysing this quote; its prices appear here when it answers.");
    case State::Inactive:
        return tr("Inactive: this product is not authorized for the brokerage.");
    case State::Refused: {
        // The service's reason for the first field it names, in the desk's words.
        QString why = p.error ? errortext::sentence(*p.error) : QString();
        if (p.error && !p.error->fields.isEmpty())
            why = tr("%1 %2").arg(errortext::fieldLabel(p.error->fields.first().field),
                                  errortext::fieldReason(p.error->fields.first().reason));
        return tr("Refused: %1").arg(why);
    }
    case State::Unreachable:
        return tr("No answer: %1").arg(p.error ? errortext::sentence(*p.error) : QString());
    case State::Answered:
        break;
    }
    if (p.isPriced())
        return tr("Priced");
    const QString refusal = p.quote ? errortext::quoteRefusal(p.quote->status) : QString();
    return refusal.isEmpty() ? tr("No prices for this risk.") : refusal;
}

const domain::Installment *ComparisonModel::installment(int row, int column) const
{
    if (column < 0 || column >= m_columns)
        return nullptr;
    return pick(m_quotes->products().at(column), row);
}

QString ComparisonModel::text(int row, int column) const
{
    if (column < 0 || column >= m_columns || row < 0 || row >= RowCount)
        return {};
    const ProductQuote &p = m_quotes->products().at(column);
    if (row == StatusRow) {
        const QString state = column == m_cheapest ? tr("Priced · the lowest price") : status(p);
        return p.notSaved.isEmpty()
                   ? state
                   : state + u'\n' + tr("Not saved on this computer: %1").arg(p.notSaved);
    }
    // What was asked is known once the request is open; prices only once priced.
    const bool asked = p.state != ProductQuote::State::Requesting && !p.planId.isEmpty();
    if (!asked)
        return {};
    switch (row) {
    case PlanRow:
        for (const domain::Plan &plan : p.request.plans)
            if (plan.id == p.planId)
                return plan.name;
        return {};
    case CoveragesRow: {
        QStringList lines;
        for (const domain::CoverageChoice &c : p.chosen.coverages) {
            const domain::Coverage *o = offered(p, c.id);
            lines << tr("%1: %2").arg(o ? o->name : tr("Coverage"), c.insuredAmount.format());
        }
        return lines.join(u'\n');
    }
    case DeductibleRow: {
        QStringList lines;
        for (const domain::CoverageChoice &c : p.chosen.coverages)
            if (const domain::Coverage *o = offered(p, c.id))
                for (const domain::Option &option : o->options)
                    if (option.id == c.coverageOptionId && isDeductible(option))
                        lines << option.name;
        return lines.isEmpty() ? tr("Not applicable") : lines.join(u'\n');
    }
    case AssistsRow: {
        QStringList lines;
        for (const domain::AssistChoice &a : p.chosen.assists)
            for (const domain::Assist &offer : p.request.assists)
                if (offer.id == a.id) {
                    QString option;
                    for (const domain::Option &o : offer.options)
                        if (o.id == a.assistanceOptionId && offer.options.size() > 1)
                            option = o.name;
                    lines << (option.isEmpty() ? offer.name
                                               : tr("%1 (%2)").arg(offer.name, option));
                }
        return lines.isEmpty() ? tr("None") : lines.join(u'\n');
    }
    case SingleRow:
    case NoInterestRow:
    case InterestRow: {
        if (!p.isPriced())
            return noPrice(p);
        const domain::Installment *option = pick(p, row);
        if (!option) {
            // A monthly premium is never paid à vista; say why the cell is empty.
            const bool monthly =
                row == SingleRow && pick(p, NoInterestRow) &&
                domain::planOf(*pick(p, NoInterestRow)).kind == PlanKind::Recurring;
            return monthly ? tr("Monthly premium only") : tr("Not offered");
        }
        return domain::InstallmentText::describe(domain::planOf(*option));
    }
    case TaxesRow: {
        if (!p.isPriced())
            return noPrice(p);
        const domain::Installment *option = pick(p, SingleRow);
        if (!option)
            option = pick(p, NoInterestRow);
        return option ? domain::InstallmentText::taxes(option->taxes) : QString();
    }
    default:
        return {};
    }
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const ProductQuote &p = m_quotes->products().at(column);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        if (role == Qt::ToolTipRole && row == StatusRow && p.quote && !p.quote->error.isEmpty())
            return tr("The insurer said: %1").arg(p.quote->error);
        if (role == Qt::ToolTipRole && (flags(index) & Qt::ItemIsEditable))
            return tr("Enter, F2 or a double click: quote this product on another of its plans");
        return text(row, column);
    case Qt::FontRole:
        if (column == m_cheapest && (row == StatusRow || row >= SingleRow)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        if (column == m_cheapest)
            return QBrush(QColor(0xe8, 0xf5, 0xe9));
        return {};
    case Qt::ForegroundRole:
        if (row == StatusRow &&
            (p.state == ProductQuote::State::Refused || p.state == ProductQuote::State::Inactive ||
             p.state == ProductQuote::State::Unreachable ||
             (p.state == ProductQuote::State::Answered && !p.isPriced())))
            return QBrush(QColor(0xa4, 0x28, 0x1b));
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignTop);
    case QuoteIdRole:
        return p.quote ? p.quote->id : QString();
    case InstallmentIdRole: {
        const domain::Installment *option =
            row >= SingleRow && row <= InterestRow ? pick(p, row) : nullptr;
        return option ? option->id : QString();
    }
    case CheapestRole:
        return column == m_cheapest;
    case PlansRole: {
        if (row != PlanRow)
            return {};
        QVariantList plans;
        for (const domain::Plan &plan : p.request.plans)
            plans << QVariantMap{{QStringLiteral("id"), plan.id},
                                 {QStringLiteral("name"), plan.name}};
        return plans;
    }
    case Qt::EditRole:
        return row == PlanRow ? QVariant(p.planId) : text(row, column);
    default:
        return {};
    }
}

Qt::ItemFlags ComparisonModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid() || index.row() != PlanRow || index.column() >= m_columns)
        return f;
    // Another plan can be chosen once the product has answered for one.
    using State = ProductQuote::State;
    const ProductQuote &p = m_quotes->products().at(index.column());
    const bool settled = p.state != State::Requesting && p.state != State::Quoting &&
                         p.state != State::Inactive && !p.planId.isEmpty();
    return settled && p.request.plans.size() > 1 ? f | Qt::ItemIsEditable : f;
}

bool ComparisonModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString planId = value.toString();
    if (planId == m_quotes->products().at(index.column()).planId)
        return false;                                    // the plan it has: nothing to quote
    return m_quotes->changePlan(index.column(), planId); // productChanged updates the column
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= RowCount)
            return {};
        static const char *const names[] = {
            QT_TR_NOOP("Situation"),     QT_TR_NOOP("Plan"),          QT_TR_NOOP("Coverages"),
            QT_TR_NOOP("Deductible"),    QT_TR_NOOP("Assistances"),   QT_TR_NOOP("One payment"),
            QT_TR_NOOP("Interest-free"), QT_TR_NOOP("With interest"), QT_TR_NOOP("Taxes (IOF)")};
        return tr(names[section]);
    }
    if (section < 0 || section >= m_columns)
        return {};
    const ProductQuote &p = m_quotes->products().at(section);
    QString name = tr("%1\n%2").arg(p.product.name, p.product.product.insurer.name);
    if (p.current) // the product of the policy being renewed
        name = tr("%1\nCurrent policy").arg(name);
    return section == m_cheapest ? tr("%1\n★ Lowest price").arg(name) : name;
}

} // namespace brokerdesk::ui
