#pragma once

#include "domain/catalog.h"

#include <QAbstractListModel>
#include <QSortFilterProxyModel>

namespace brokerdesk::ui {

// The store's broker products, one row each: name, with insurer and type as the second line
// and the product type icon.
class ProductListModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { IdRole = Qt::UserRole + 1, SearchTextRole, TypeRole };

    explicit ProductListModel(QObject *parent = nullptr);

    void setProducts(const QList<domain::BrokerProduct> &products);
    const domain::BrokerProduct *product(int row) const;
    int rowOf(const QString &brokerProductId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QList<domain::BrokerProduct> m_products;
    QStringList m_searchText; // folded once, matched on every keystroke
};

// Keeps the rows where every typed word appears (accents and case ignored).
class ProductFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setSearch(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_words;
};

} // namespace brokerdesk::ui
