#pragma once

#include "cache/customerdirectory.h"

#include <QAbstractTableModel>

namespace brokerdesk::ui {

// The customers a search found: name, CPF/CNPJ masked (LGPD), e-mail, phone and plates.
class CustomerListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Document, Email, Phone, Plates, ColumnCount };

    explicit CustomerListModel(QObject *parent = nullptr);

    void setCustomers(QList<cache::CustomerSummary> customers);
    const cache::CustomerSummary *customer(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<cache::CustomerSummary> m_customers;
};

} // namespace brokerdesk::ui
