#include "installmentmatrixmodel.h"

#include "installmenttablemodel.h"

#include "domain/enums.h"
#include "domain/money.h"

#include <QSet>

#include <algorithm>

namespace brokerdesk::ui {

using domain::Money;

InstallmentMatrixModel::InstallmentMatrixModel(QObject *parent) : QAbstractTableModel(parent) {}

void InstallmentMatrixModel::setQuotes(const QList<cache::SavedQuote> &quotes)
{
    beginResetModel();
    m_lines.clear();
    QSet<int> quantities;
    for (const auto &q : quotes) {
        const QString label = tr("%1 · %2").arg(q.summary.productName, q.summary.holderName);
        QMap<std::pair<int, QString>, Line> lines; // ordered by item, then method
        QHash<int, qint64> lowest;
        for (const auto &in : q.installments) {
            // One installment a year (or a day) is another plan than the same count a month:
            // the matrix compares the monthly ones; the quote's own table shows the others.
            if (in.quantity > 1 && in.doc.value(QLatin1String("recurrence")).isObject())
                continue;
            lowest[in.itemIndex] = lowest.contains(in.itemIndex)
                                       ? std::min(lowest[in.itemIndex], in.totalAmount)
                                       : in.totalAmount;
            quantities.insert(in.quantity);
            for (const QString &method : in.paymentMethods) {
                Line &line = lines[{in.itemIndex, method}];
                line.quoteId = q.summary.quoteId;
                line.label = label;
                line.itemIndex = in.itemIndex;
                line.method = method;
                line.byQuantity.insert(in.quantity, in);
            }
        }
        for (Line line : lines) {
            line.lowestTotal = lowest.value(line.itemIndex);
            m_lines.append(line);
        }
    }
    m_quantities = quantities.values();
    std::sort(m_quantities.begin(), m_quantities.end());
    endResetModel();
}

int InstallmentMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int InstallmentMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_quantities.size());
}

const cache::SavedInstallment *InstallmentMatrixModel::cell(const QModelIndex &index) const
{
    const auto &map = m_lines.at(index.row()).byQuantity;
    const auto it = map.constFind(m_quantities.at(index.column()));
    return it == map.cend() ? nullptr : &*it;
}

QVariant InstallmentMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Line &line = m_lines.at(index.row());
    const cache::SavedInstallment *in = cell(index);
    if (role == QuoteIdRole)
        return line.quoteId;
    if (role == ItemIndexRole)
        return line.itemIndex;
    if (role == PaymentMethodRole)
        return line.method;
    if (!in)
        return role == Qt::AccessibleTextRole ? QVariant(tr("Not offered")) : QVariant();
    const double interest = InstallmentTableModel::impliedInterest(
        Money::fromCents(in->totalAmount), Money::fromCents(line.lowestTotal));
    const QString interestText =
        interest <= 0 ? tr("no interest") : tr("+%1%").arg(QLocale().toString(interest, 'f', 1));
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1\nTotal %2\n%3")
            .arg(Money::fromCents(in->amount).format(), Money::fromCents(in->totalAmount).format(),
                 interestText);
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole:
        return tr("%1 installments of %2, total %3, %4")
            .arg(in->quantity)
            .arg(Money::fromCents(in->amount).format(), Money::fromCents(in->totalAmount).format(),
                 interestText);
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case InstallmentIdRole:
        return in->id;
    case AmountCentsRole:
        return in->amount;
    case TotalCentsRole:
        return in->totalAmount;
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
                   ? QVariant(tr("%1×").arg(m_quantities.at(section)))
                   : QVariant();
    if (section < 0 || section >= m_lines.size())
        return {};
    const Line &line = m_lines.at(section);
    const auto method = domain::fromWireName<domain::PaymentMethod>(line.method);
    const QString methodName = method ? domain::displayName(*method) : line.method;
    return tr("%1 (%2)\nItem %3 · %4")
        .arg(line.label, line.quoteId.left(8))
        .arg(line.itemIndex + 1)
        .arg(methodName);
}

Qt::ItemFlags InstallmentMatrixModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return cell(index) ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

} // namespace brokerdesk::ui
