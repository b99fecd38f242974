#include "recordlistmodel.h"

#include <QFont>

#include <algorithm>

namespace brokerdesk::ui {

RecordListModel::RecordListModel(QStringList headers, int amountColumn, QObject *parent)
    : QAbstractTableModel(parent), m_headers(std::move(headers)), m_amountColumn(amountColumn)
{
}

void RecordListModel::setRows(QList<RecordRow> rows)
{
    std::stable_sort(rows.begin(), rows.end(),
                     [](const RecordRow &a, const RecordRow &b) { return a.sortDay > b.sortDay; });
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int RecordListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RecordListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_headers.size());
}

QVariant RecordListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RecordRow &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return row.cells.value(index.column());
    case Qt::TextAlignmentRole:
        return index.column() == m_amountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (row.highlight) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case IdRole:
        return row.id;
    default:
        return {};
    }
}

QVariant RecordListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= m_headers.size())
        return {};
    return m_headers.at(section);
}

} // namespace brokerdesk::ui
