#pragma once

#include "domain/policy.h"

#include <QAbstractTableModel>
#include <QHash>

namespace brokerdesk::ui {

// Renovações' work list: the policies ending soon, soonest first, named as a broker names them
// (holder, product, end of cover, days left, premium).
class RenewalListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Holder, Product, Ends, DaysLeft, Premium, ColumnCount };
    static constexpr int PolicyIdRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setPolicies(QList<domain::Policy> policies, const QDate &today);
    void setProductNames(QHash<QString, QString> names); // broker product id → name
    std::optional<domain::Policy> policy(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<domain::Policy> m_policies;
    QHash<QString, QString> m_productNames;
    QDate m_today;
};

} // namespace brokerdesk::ui
