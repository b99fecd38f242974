#pragma once

#include "cache/offlinestore.h"

#include <QAbstractTableModel>

namespace brokerdesk::ui {

// Saved quotes side by side: one row per quote item and payment method, one column per number
// of installments; each cell the installment amount, the total and the implied interest.
// Cells with no such offer are empty and cannot be chosen.
class InstallmentMatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        QuoteIdRole = Qt::UserRole + 1,
        ItemIndexRole,
        InstallmentIdRole,
        PaymentMethodRole, // wire name
        AmountCentsRole,
        TotalCentsRole,
        InterestPercentRole,
    };

    explicit InstallmentMatrixModel(QObject *parent = nullptr);

    void setQuotes(const QList<cache::SavedQuote> &quotes);
    QList<int> quantities() const { return m_quantities; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Line
    {
        QString quoteId;
        QString label; // product · holder
        int itemIndex = 0;
        QString method;
        qint64 lowestTotal = 0;
        QHash<int, cache::SavedInstallment> byQuantity;
    };
    const cache::SavedInstallment *cell(const QModelIndex &index) const;

    QList<Line> m_lines;
    QList<int> m_quantities;
};

} // namespace brokerdesk::ui
