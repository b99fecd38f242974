#pragma once

#include "offline/offlinestore.h"

#include <QAbstractTableModel>

namespace brokerdesk::ui {

// The saved quotes of the offline store, one row each (newest first).
class SavedQuotesModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Product, Holder, LowestTotal, ValidUntil, Status, SavedOn, ColumnCount };
    enum Role { QuoteIdRole = Qt::UserRole + 1, SortRole };

    explicit SavedQuotesModel(QObject *parent = nullptr);

    // `sold`: the ids of the quotes a sale took (their status reads "Sold").
    void setQuotes(const QList<cache::SavedQuoteSummary> &quotes, const QSet<QString> &sold = {});
    const cache::SavedQuoteSummary *quote(int row) const;
    int rowOf(const QString &quoteId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static bool isExpired(const cache::SavedQuoteSummary &quote);

private:
    QList<cache::SavedQuoteSummary> m_quotes;
    QSet<QString> m_sold;
};

} // namespace brokerdesk::ui
