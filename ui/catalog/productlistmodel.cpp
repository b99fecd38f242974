#include "productlistmodel.h"

#include "common/formatting.h"
#include "icons.h"
#include "offline/offlinestore.h"

#include <algorithm>

namespace brokerdesk::ui {

ProductListModel::ProductListModel(QObject *parent) : QAbstractListModel(parent) {}

void ProductListModel::setProducts(const QList<domain::BrokerProduct> &products)
{
    beginResetModel();
    m_products = products;
    m_searchText.clear();
    for (const auto &p : std::as_const(m_products))
        m_searchText << cache::foldForSearch(QStringList{
            p.name, p.description, p.product.name, p.product.insurer.name, p.product.insurer.cnpj,
            p.product.susep, domain::displayName(p.product.type)}
                                                 .join(u' '));
    endResetModel();
}

const domain::BrokerProduct *ProductListModel::product(int row) const
{
    return row >= 0 && row < m_products.size() ? &m_products.at(row) : nullptr;
}

int ProductListModel::rowOf(const QString &brokerProductId) const
{
    for (int i = 0; i < m_products.size(); ++i)
        if (m_products.at(i).id == brokerProductId)
            return i;
    return -1;
}

int ProductListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_products.size());
}

QVariant ProductListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &p = m_products.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return QString(p.name + u'\n' + p.product.insurer.name);
    case Qt::ToolTipRole:
        return tr("%1 · %2 · SUSEP %3")
            .arg(domain::displayName(p.product.type), p.product.insurer.name, p.product.susep);
    case Qt::AccessibleTextRole:
        return tr("%1, %2, %3")
            .arg(p.name, domain::displayName(p.product.type), p.product.insurer.name);
    case Qt::DecorationRole:
        return productTypeIcon(p.product.type);
    case IdRole:
        return p.id;
    case SearchTextRole:
        return m_searchText.at(index.row());
    case TypeRole:
        return int(p.product.type);
    default:
        return {};
    }
}

void ProductFilterModel::setSearch(const QString &text)
{
    m_words = cache::foldForSearch(text).split(u' ', Qt::SkipEmptyParts);
    invalidateFilter();
}

bool ProductFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QString text = sourceModel()
                             ->index(sourceRow, 0, sourceParent)
                             .data(ProductListModel::SearchTextRole)
                             .toString();
    return std::all_of(m_words.begin(), m_words.end(),
                       [&](const QString &w) { return text.contains(w); });
}

} // namespace brokerdesk::ui
