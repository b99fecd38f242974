#include "installmentmatrixmodel.h"

#include "installmenttablemodel.h"

#include "common/formatting.h"
#include "domain/enums.h"
#include "domain/installmentplan.h"
#include "domain/money.h"

#include <QFont>
#include <QSet>

#include <algorithm>

namespace brokerdesk::ui {

using domain::Money;

namespace {

QString methodName(const QString &wire)
{
    const auto method = domain::fromWireName<domain::PaymentMethod>(wire);
    return method ? domain::displayName(*method) : wire;
}

} // namespace

InstallmentMatrixModel::InstallmentMatrixModel(QObject *parent) : QAbstractTableModel(parent) {}

void InstallmentMatrixModel::setQuotes(const QList<cache::SavedQuote> &quotes)
{
    beginResetModel();
    m_lines.clear();
    m_bestTotal.clear();
    QSet<int> quantities;
    for (const auto &q : quotes) {
        QMap<int, Line> lines; // by item
        for (const auto &in : q.installments) {
            const domain::InstallmentPlan plan = domain::planOf(cache::installmentOf(in));
            const bool monthly = plan.periodDays >= 28 && plan.periodDays <= 31;
            if (plan.kind == domain::PlanKind::Parcels && !monthly)
                continue;
            const int column =
                plan.kind == domain::PlanKind::Recurring ? monthlyPremium : plan.count;
            Line &line = lines[in.itemIndex];
            line.quoteId = q.summary.quoteId;
            line.label = tr("%1 · %2").arg(q.summary.productName, q.summary.holderName);
            line.quoted = q.summary.fetchedAt;
            line.itemIndex = in.itemIndex;
            line.lowestTotal = line.byQuantity.isEmpty()
                                   ? in.totalAmount
                                   : std::min(line.lowestTotal, in.totalAmount);
            quantities.insert(column);
            const bool first = !line.byQuantity.contains(column);
            Cell &cell = line.byQuantity[column];
            if (first || in.totalAmount < cell.cheapest.totalAmount)
                cell.cheapest = in;
            for (const QString &method : in.paymentMethods) {
                if (!cell.methods.contains(method))
                    cell.methods << method;
                if (!cell.byMethod.contains(method) ||
                    in.totalAmount < cell.byMethod.value(method).total)
                    cell.byMethod.insert(method, {in.id, in.totalAmount});
            }
        }
        for (Line line : lines) {
            line.items = int(lines.size());
            m_lines.append(line);
        }
    }
    m_quantities = quantities.values();
    std::sort(m_quantities.begin(), m_quantities.end());
    if (!m_quantities.isEmpty() && m_quantities.first() == monthlyPremium)
        m_quantities.append(m_quantities.takeFirst()); // a monthly premium comes last
    for (const Line &line : m_lines)
        for (auto it = line.byQuantity.cbegin(); it != line.byQuantity.cend(); ++it) {
            const qint64 total = it->cheapest.totalAmount;
            if (!m_bestTotal.contains(it.key()) || total < m_bestTotal.value(it.key()))
                m_bestTotal.insert(it.key(), total);
        }
    endResetModel();
}

QString InstallmentMatrixModel::installmentFor(const QModelIndex &index,
                                               const QString &method) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Cell *c = cell(index);
    return c ? c->byMethod.value(method).installmentId : QString();
}

int InstallmentMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int InstallmentMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_quantities.size());
}

const InstallmentMatrixModel::Cell *InstallmentMatrixModel::cell(const QModelIndex &index) const
{
    const auto &map = m_lines.at(index.row()).byQuantity;
    const auto it = map.constFind(m_quantities.at(index.column()));
    return it == map.cend() ? nullptr : &*it;
}

bool InstallmentMatrixModel::isBestOfColumn(const QModelIndex &index) const
{
    const Cell *c = cell(index);
    return c && m_lines.size() > 1 &&
           c->cheapest.totalAmount == m_bestTotal.value(m_quantities.at(index.column()));
}

QVariant InstallmentMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Line &line = m_lines.at(index.row());
    const Cell *c = cell(index);
    if (role == QuoteIdRole)
        return line.quoteId;
    if (role == ItemIndexRole)
        return line.itemIndex;
    if (!c)
        return role == Qt::AccessibleTextRole ? QVariant(tr("Not offered")) : QVariant();
    const cache::SavedInstallment &in = c->cheapest;
    const domain::Installment installment = cache::installmentOf(in);
    const domain::InstallmentPlan plan = domain::planOf(installment);
    const double interest = InstallmentTableModel::impliedInterest(
        Money::fromCents(in.totalAmount), Money::fromCents(line.lowestTotal));
    // The option's own rate when it says it; else what it costs over the cheapest.
    const QString interestText = plan.interestKnown && plan.kind != domain::PlanKind::Single
                                     ? domain::InstallmentText::interest(plan)
                                 : interest <= 0
                                     ? tr("no interest")
                                     : tr("+%1%").arg(QLocale().toString(interest, 'f', 1));
    const QString taxes = domain::InstallmentText::taxes(installment.taxes);
    const QString total = taxes.isEmpty() ? tr("Total %1").arg(plan.total.format())
                                          : tr("Total %1 (%2)").arg(plan.total.format(), taxes);
    QStringList methods;
    for (const QString &m : c->methods)
        methods << methodName(m);
    switch (role) {
    case Qt::DisplayRole:
        return QStringList{domain::InstallmentText::each(plan), total, interestText}.join(u'\n');
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole:
        return tr("%1. %2. Paid by: %3")
            .arg(domain::InstallmentText::describe(plan), total,
                 methods.join(QStringLiteral(", ")));
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (isBestOfColumn(index)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case InstallmentIdRole:
        return in.id;
    case PaymentMethodsRole:
        return c->methods;
    case AmountCentsRole:
        return in.amount;
    case TotalCentsRole:
        return in.totalAmount;
    case InterestPercentRole:
        return interest;
    default:
        return {};
    }
}

QVariant InstallmentMatrixModel::headerData(int section, Qt::Orientation orientation,
                                            int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < m_quantities.size()
                   ? QVariant(m_quantities.at(section) == monthlyPremium
                                  ? tr("Monthly premium")
                                  : tr("%1×").arg(m_quantities.at(section)))
                   : QVariant();
    if (section < 0 || section >= m_lines.size())
        return {};
    const Line &line = m_lines.at(section);
    // Named as a broker tells quotes apart, by when they were made (no reference on screen);
    // the date and time alone, so the heading fits its column.
    const QString quoted = format::dateTime(line.quoted);
    return line.items > 1 ? tr("%1\n%2 · item %3").arg(line.label, quoted).arg(line.itemIndex + 1)
                          : tr("%1\n%2").arg(line.label, quoted);
}

Qt::ItemFlags InstallmentMatrixModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return cell(index) ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

} // namespace brokerdesk::ui
