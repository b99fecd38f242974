#pragma once

#include "offline/offlinestore.h"

#include <QAbstractTableModel>

namespace brokerdesk::ui {

// Saved quotes side by side: one row per quote item, one column per number of monthly
// installments (and one, last, for a monthly premium); each cell the cheapest offer of that count
// (installment, total with its IOF, interest, the best total of its column in bold) and the
// payment methods that offer it. Cells with no such offer are empty and cannot be chosen.
// Installments a year or a day apart are another plan: the quote's own table shows them.
class InstallmentMatrixModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role {
        QuoteIdRole = Qt::UserRole + 1,
        ItemIndexRole,
        InstallmentIdRole,  // the cheapest offer's
        PaymentMethodsRole, // wire names of the methods offering this count, QStringList
        AmountCentsRole,
        TotalCentsRole,
        InterestPercentRole,
    };

    explicit InstallmentMatrixModel(QObject *parent = nullptr);

    // The column of a monthly premium ("R$ 95,40 por mês") in quantities().
    static constexpr int monthlyPremium = 0;

    void setQuotes(const QList<cache::SavedQuote> &quotes);
    QList<int> quantities() const { return m_quantities; }
    // The installment of `index`'s count paid with `method` (wire name); empty if not offered.
    QString installmentFor(const QModelIndex &index, const QString &method) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    struct Offer
    {
        QString installmentId;
        qint64 total = 0;
    };
    struct Cell
    {
        cache::SavedInstallment cheapest;
        QStringList methods;            // in the order the quote lists them
        QHash<QString, Offer> byMethod; // wire name → its cheapest offer of this count
    };
    struct Line
    {
        QString quoteId;
        QString label;    // product · holder
        QDateTime quoted; // what tells two quotes of one product and holder apart
        int itemIndex = 0;
        int items = 1; // of the quote
        qint64 lowestTotal = 0;
        QHash<int, Cell> byQuantity;
    };
    const Cell *cell(const QModelIndex &index) const;
    bool isBestOfColumn(const QModelIndex &index) const;

    QList<Line> m_lines;
    QList<int> m_quantities;
    QHash<int, qint64> m_bestTotal; // per column
};

} // namespace brokerdesk::ui
