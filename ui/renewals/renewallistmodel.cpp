#include "renewallistmodel.h"

#include "common/formatting.h"
#include "domain/money.h"

#include <QDate>

namespace brokerdesk::ui {

void RenewalListModel::setPolicies(QList<domain::Policy> policies, const QDate &today)
{
    beginResetModel();
    m_policies = std::move(policies);
    m_today = today;
    endResetModel();
}

void RenewalListModel::setProductNames(QHash<QString, QString> names)
{
    m_productNames = std::move(names);
    if (!m_policies.isEmpty())
        emit dataChanged(index(0, Product), index(rowCount() - 1, Product));
}

std::optional<domain::Policy> RenewalListModel::policy(int row) const
{
    if (row < 0 || row >= m_policies.size())
        return std::nullopt;
    return m_policies.at(row);
}

int RenewalListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_policies.size());
}

int RenewalListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RenewalListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const domain::Policy &p = m_policies.at(index.row());
    if (role == PolicyIdRole)
        return p.id;
    const QDate end = p.lifetimeEnd;
    if (role == Qt::TextAlignmentRole && index.column() >= DaysLeft)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Holder:
        return domain::holderName(p.policyHolder);
    case Product: {
        const QString name = m_productNames.value(p.brokerProductId);
        return name.isEmpty() ? tr("Product not in the catalog") : name;
    }
    case Ends:
        return format::date(end);
    case DaysLeft: {
        const qint64 days = m_today.daysTo(end);
        return days == 0 ? tr("today") : tr("%n day(s)", nullptr, int(days));
    }
    case Premium:
        return p.totalAmount ? p.totalAmount->format() : QString();
    default:
        return {};
    }
}

QVariant RenewalListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Holder:
        return tr("Customer");
    case Product:
        return tr("Product");
    case Ends:
        return tr("Cover ends");
    case DaysLeft:
        return tr("Left");
    case Premium:
        return tr("Premium");
    default:
        return {};
    }
}

} // namespace brokerdesk::ui
