#include "fipelistmodel.h"

namespace brokerdesk::ui {

int FipeListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant FipeListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const api::FipeEntry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return e.name;
    case CodeRole:
        return e.code;
    default:
        return {};
    }
}

void FipeListModel::setEntries(const QList<api::FipeEntry> &entries)
{
    beginResetModel();
    m_entries = entries;
    endResetModel();
}

std::optional<api::FipeEntry> FipeListModel::byName(const QString &name) const
{
    const QString wanted = name.trimmed();
    for (const api::FipeEntry &e : m_entries)
        if (e.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return e;
    return std::nullopt;
}

std::optional<api::FipeEntry> FipeListModel::byCode(const QString &code) const
{
    for (const api::FipeEntry &e : m_entries)
        if (e.code == code)
            return e;
    return std::nullopt;
}

} // namespace brokerdesk::ui
