#pragma once

#include "offline/saleslog.h"

#include <QAbstractTableModel>
#include <QHash>

#include <functional>

namespace brokerdesk::ui {

// The desk's sales, newest first: when, then the sale as a broker names it (product, holder,
// cover) and its status, then how it is paid and by which method.
class SalesListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Date, Product, Holder, Cover, Status, Total, Method, ColumnCount };
    enum Role { SaleIdRole = Qt::UserRole + 1, StatusRole, CentsRole };

    // A sale's cover from its quote ("01/12/2026 a 01/12/2027"), read where the desk keeps
    // quotes; empty when unknown (a sale of another desk). Asked once per quote shown.
    using CoverLookup = std::function<QString(const QString &quoteId)>;

    explicit SalesListModel(QObject *parent = nullptr);
    void setCoverLookup(CoverLookup lookup) { m_coverOf = std::move(lookup); }
    void setSales(const QList<cache::SaleRecord> &sales);
    // The newest page asked again: rows already shown change in place, new sales go on top.
    void mergeNewest(const QList<cache::SaleRecord> &sales);
    // A further page of older sales, after the last row (rows already shown are skipped).
    void appendOlder(const QList<cache::SaleRecord> &sales);
    // Whether the service has older sales than the last row; scrolling to the end asks for them.
    void setMoreAvailable(bool more) { m_moreAvailable = more; }
    // Applies one sale's new status in place (no reset, the selection stays).
    void updateSale(const cache::SaleRecord &sale);
    int rowOf(const QString &saleId) const;
    const cache::SaleRecord &sale(int row) const { return m_sales.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

signals:
    void moreRequested();

private:
    QString coverOf(const QString &quoteId) const;

    QList<cache::SaleRecord> m_sales;
    bool m_moreAvailable = false;
    CoverLookup m_coverOf;
    mutable QHash<QString, QString> m_covers; // by quote id
};

} // namespace brokerdesk::ui
