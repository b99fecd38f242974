#include "customerlistmodel.h"

#include "common/formatting.h"

namespace brokerdesk::ui {

CustomerListModel::CustomerListModel(QObject *parent) : QAbstractTableModel(parent) {}

void CustomerListModel::setCustomers(QList<cache::CustomerSummary> customers)
{
    beginResetModel();
    m_customers = std::move(customers);
    endResetModel();
}

const cache::CustomerSummary *CustomerListModel::customer(int row) const
{
    return row >= 0 && row < m_customers.size() ? &m_customers.at(row) : nullptr;
}

int CustomerListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_customers.size());
}

int CustomerListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CustomerListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_customers.size() ||
        (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const cache::CustomerSummary &c = m_customers.at(index.row());
    switch (index.column()) {
    case Name:
        return c.name;
    case Document:
        return cache::maskedDocument(c.document);
    case Email:
        return c.email;
    case Phone:
        return format::phone(c.phone);
    case Plates:
        return c.plates.join(QStringLiteral(", "));
    default:
        return {};
    }
}

QVariant CustomerListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Document:
        return tr("CPF / CNPJ");
    case Email:
        return tr("E-mail");
    case Phone:
        return tr("Phone");
    case Plates:
        return tr("Plates");
    default:
        return {};
    }
}

} // namespace brokerdesk::ui
