#pragma once

#include <QAbstractTableModel>
#include <QDate>
#include <QStringList>

namespace brokerdesk::ui {

// One line of a customer's compact list: what it is, as a broker names it, never by an id.
struct RecordRow
{
    QStringList cells;
    QString id;             // the record it opens (a policy, sale, quote...); not shown
    QDate sortDay;          // newest first
    bool highlight = false; // needs the broker (a renewal soon, a failed payment, overdue money)
};

// A compact list of a customer's records of one kind (policies, quotes, sales...), under
// headers the view gives; an amount column is aligned right.
class RecordListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role { IdRole = Qt::UserRole + 1 };

    // `amountColumn`: the column holding money (aligned right), -1 for none.
    RecordListModel(QStringList headers, int amountColumn, QObject *parent = nullptr);

    void setRows(QList<RecordRow> rows); // sorted newest first here
    const QList<RecordRow> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QStringList m_headers;
    int m_amountColumn;
    QList<RecordRow> m_rows;
};

} // namespace brokerdesk::ui
