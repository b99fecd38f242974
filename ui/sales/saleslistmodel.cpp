#include "saleslistmodel.h"

#include "common/recordnames.h"

#include "domain/enums.h"
#include "domain/installmentplan.h"
#include "domain/money.h"

#include <QLocale>

namespace brokerdesk::ui {

SalesListModel::SalesListModel(QObject *parent) : QAbstractTableModel(parent) {}

void SalesListModel::setSales(const QList<cache::SaleRecord> &sales)
{
    beginResetModel();
    m_sales = sales;
    endResetModel();
}

void SalesListModel::updateSale(const cache::SaleRecord &sale)
{
    const int row = rowOf(sale.saleId);
    if (row < 0) {
        beginInsertRows({}, 0, 0);
        m_sales.prepend(sale);
        endInsertRows();
        return;
    }
    m_sales[row] = sale;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void SalesListModel::mergeNewest(const QList<cache::SaleRecord> &sales)
{
    QList<cache::SaleRecord> fresh;
    for (const cache::SaleRecord &sale : sales) {
        const int row = rowOf(sale.saleId);
        if (row < 0) {
            fresh.append(sale);
            continue;
        }
        m_sales[row] = sale;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
    if (fresh.isEmpty())
        return;
    beginInsertRows({}, 0, int(fresh.size()) - 1);
    m_sales = fresh + m_sales;
    endInsertRows();
}

void SalesListModel::appendOlder(const QList<cache::SaleRecord> &sales)
{
    QList<cache::SaleRecord> older;
    for (const cache::SaleRecord &sale : sales)
        if (rowOf(sale.saleId) < 0)
            older.append(sale);
    if (older.isEmpty())
        return;
    const int first = int(m_sales.size());
    beginInsertRows({}, first, first + int(older.size()) - 1);
    m_sales += older;
    endInsertRows();
}

bool SalesListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_moreAvailable;
}

void SalesListModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        emit moreRequested();
}

QString SalesListModel::coverOf(const QString &quoteId) const
{
    if (!m_coverOf || quoteId.isEmpty())
        return {};
    auto it = m_covers.constFind(quoteId);
    if (it == m_covers.cend())
        it = m_covers.insert(quoteId, m_coverOf(quoteId));
    return *it;
}

int SalesListModel::rowOf(const QString &saleId) const
{
    for (int i = 0; i < m_sales.size(); ++i)
        if (m_sales.at(i).saleId == saleId)
            return i;
    return -1;
}

int SalesListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sales.size());
}

int SalesListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SalesListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const cache::SaleRecord &s = m_sales.at(index.row());
    if (role == SaleIdRole)
        return s.saleId;
    if (role == StatusRole)
        return s.status;
    if (role == CentsRole)
        return s.totalAmount;
    if (role == Qt::TextAlignmentRole && index.column() == Total)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Date:
        return QLocale().toString(s.created.toLocalTime(), QLocale::ShortFormat);
    case Product:
        return s.productName;
    case Holder:
        return s.holderName;
    case Cover:
        return s.coverStart.isValid() ? vigencia(s.coverStart, s.coverEnd) : coverOf(s.quoteId);
    case Total:
        // How it is paid, as every page says it; a log of an older desk kept only the count.
        if (const auto plan = domain::planOf(s.installment))
            return domain::InstallmentText::describe(*plan);
        return tr("%1 in %2×")
            .arg(domain::Money::fromCents(s.totalAmount).format())
            .arg(s.installmentQuantity);
    case Method: {
        const auto method = domain::fromWireName<domain::PaymentMethod>(s.paymentMethod);
        return method ? domain::displayName(*method) : s.paymentMethod;
    }
    case Status:
        return domain::displayName(domain::SaleStatus(s.status));
    }
    return {};
}

QVariant SalesListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Date:
        return tr("Date");
    case Product:
        return tr("Product");
    case Holder:
        return tr("Holder");
    case Cover:
        return tr("Cover");
    case Total:
        return tr("Installments");
    case Method:
        return tr("Payment");
    case Status:
        return tr("Status");
    }
    return {};
}

} // namespace brokerdesk::ui
