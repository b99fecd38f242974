#pragma once

#include "cache/saleslog.h"

#include <QAbstractTableModel>

namespace brokerdesk::ui {

// The desk's sales, newest first: when, product, holder, total, payment and status.
class SalesListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Date, Product, Holder, Total, Method, Status, ColumnCount };
    enum Role { SaleIdRole = Qt::UserRole + 1, StatusRole, CentsRole };

    explicit SalesListModel(QObject *parent = nullptr);
    void setSales(const QList<cache::SaleRecord> &sales);
    // Applies one sale's new status in place (no reset, the selection stays).
    void updateSale(const cache::SaleRecord &sale);
    int rowOf(const QString &saleId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<cache::SaleRecord> m_sales;
};

} // namespace brokerdesk::ui
