#include "installmenttablemodel.h"

#include "domain/installmentplan.h"

#include <QLocale>

#include <algorithm>

namespace brokerdesk::ui {

using domain::Money;

InstallmentTableModel::InstallmentTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void InstallmentTableModel::setQuote(const domain::Quote &quote)
{
    beginResetModel();
    m_rows.clear();
    for (int i = 0; i < quote.items.size(); ++i) {
        const auto &installments = quote.items.at(i).installments;
        if (installments.isEmpty())
            continue;
        const Money lowest = std::min_element(installments.begin(), installments.end(),
                                              [](const auto &a, const auto &b) {
                                                  return a.totalAmount < b.totalAmount;
                                              })
                                 ->totalAmount;
        for (const auto &installment : installments)
            m_rows.append({i, installment, lowest});
    }
    endResetModel();
}

void InstallmentTableModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int InstallmentTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int InstallmentTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double InstallmentTableModel::impliedInterest(Money total, Money lowest)
{
    if (lowest.cents() <= 0)
        return 0;
    const double percent = double((total - lowest).cents()) * 100.0 / double(lowest.cents());
    // A total a few cents above the lowest is each installment's rounding, not interest.
    return percent < 0.05 ? 0 : percent;
}

QVariant InstallmentTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const domain::Installment &in = row.installment;
    const double interest = impliedInterest(in.totalAmount, row.lowestTotal);
    const domain::InstallmentPlan plan = domain::planOf(in);
    QStringList methods;
    QStringList wire;
    for (auto m : in.paymentMethods) {
        methods << domain::displayName(m);
        wire << domain::wireName(m);
    }
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Item:
            return tr("Item %1").arg(row.itemIndex + 1);
        case Quantity:
            return domain::InstallmentText::count(plan);
        case Amount:
            // A recurring premium is charged again and again: "R$ 95,40 por mês".
            return domain::InstallmentText::each(plan);
        case Total:
            return in.totalAmount.format();
        case Interest:
            // The option's own rate when it says it; else what it costs over the cheapest.
            if (plan.interestKnown)
                return plan.kind == domain::PlanKind::Single
                           ? tr("none")
                           : domain::InstallmentText::interest(plan);
            return interest <= 0 ? tr("none") : QLocale().toString(interest, 'f', 1) + u'%';
        case Taxes:
            return in.taxes.totalAmount.format();
        case Methods:
            return methods.join(QStringLiteral(", "));
        }
        break;
    case Qt::TextAlignmentRole:
        return index.column() >= Quantity && index.column() <= Taxes
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() >= Quantity && index.column() <= Interest)
            return domain::InstallmentText::describe(plan);
        if (index.column() == Taxes) {
            QStringList lines;
            for (const auto &t : in.taxes.items)
                lines << tr("%1 (%2%): %3")
                             .arg(t.name, QLocale().toString(t.tax, 'f', 2), t.amount.format());
            return lines.join(u'\n');
        }
        break;
    case CentsRole:
        if (index.column() == Amount)
            return in.amount.cents();
        if (index.column() == Total)
            return in.totalAmount.cents();
        if (index.column() == Taxes)
            return in.taxes.totalAmount.cents();
        break;
    case InstallmentIdRole:
        return in.id;
    case ItemIndexRole:
        return row.itemIndex;
    case QuantityRole:
        return in.installmentQuantity;
    case InterestPercentRole:
        return interest;
    case MethodsRole:
        return wire;
    default:
        break;
    }
    return {};
}

QVariant InstallmentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Item:
        return tr("Item");
    case Quantity:
        return tr("Installments");
    case Amount:
        return tr("Each");
    case Total:
        return tr("Total");
    case Interest:
        return tr("Interest");
    case Taxes:
        return tr("Taxes");
    case Methods:
        return tr("Payment methods");
    }
    return {};
}

} // namespace brokerdesk::ui
