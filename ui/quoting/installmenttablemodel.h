#pragma once

#include "domain/quoting.h"

#include <QAbstractTableModel>

namespace brokerdesk::ui {

// Every installment option of a quote, one row per option of each item: quantity, installment
// amount, total, implied interest, taxes and payment methods.
class InstallmentTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Item, Quantity, Amount, Total, Interest, Taxes, Methods, ColumnCount };
    enum Role {
        CentsRole = Qt::UserRole + 1, // qint64 cents for Amount, Total, Taxes
        InstallmentIdRole,
        ItemIndexRole,
        QuantityRole,
        InterestPercentRole, // double, against the item's cheapest total
        MethodsRole,         // QStringList of wire names
    };

    explicit InstallmentTableModel(QObject *parent = nullptr);

    void setQuote(const domain::Quote &quote);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The extra paid over the item's lowest total, in percent (0 for the cheapest option).
    static double impliedInterest(domain::Money total, domain::Money lowest);

private:
    struct Row
    {
        int itemIndex = 0;
        domain::Installment installment;
        domain::Money lowestTotal;
    };
    QList<Row> m_rows;
};

} // namespace brokerdesk::ui
