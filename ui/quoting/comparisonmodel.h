#pragma once

#include "multiquote.h"

#include <QAbstractTableModel>

namespace brokerdesk::ui {

// The multicálculo's comparison of one risk: a column per product (its insurer under its name),
// a row per thing a broker compares. A product still asked, analysed by its insurer, refused,
// inactive or unreachable says so in its own column; of two or more priced products, the one
// with the lowest price is marked. The three price rows carry the installment they show, so a cell
// can be sold.
class ComparisonModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Row {
        StatusRow,
        PlanRow,
        CoveragesRow,
        DeductibleRow,
        AssistsRow,
        SingleRow,     // à vista
        NoInterestRow, // the most installments without interest (or the monthly premium)
        InterestRow,   // the most installments with interest, and its rate a month
        TaxesRow,      // IOF
        RowCount
    };
    enum Roles {
        QuoteIdRole = Qt::UserRole + 1,
        InstallmentIdRole, // empty where the cell is no installment that can be sold
        CheapestRole,      // bool, on every cell of the cheapest column
        PlansRole,         // on a plan cell: the product's plans, each {"id", "name"} (QVariantMap)
    };

    explicit ComparisonModel(QObject *parent = nullptr);

    // Follows `quotes` (kept by the caller) until setSource(nullptr). A plan cell is editable
    // where the product offers more than one: setData with a plan's id quotes that product
    // again on it (MultiQuote::changePlan), the other columns keep their prices.
    void setSource(MultiQuote *quotes);
    int cheapestColumn() const { return m_cheapest; } // -1 while no product is priced

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;

    // The text of a cell, and the installment a price cell shows (nullptr elsewhere).
    QString text(int row, int column) const;
    const domain::Installment *installment(int row, int column) const;

private:
    void productChanged(int column);
    void reset();
    void findCheapest();
    QString status(const ProductQuote &p) const;

    MultiQuote *m_quotes = nullptr;
    int m_columns = 0;
    int m_cheapest = -1;
};

} // namespace brokerdesk::ui
