#include "calllistmodel.h"

#include "common/formatting.h"
#include "domain/personfacts.h"

#include <algorithm>

namespace brokerdesk::ui {

namespace {

int group(const CallListEntry &e)
{
    if (e.estimate)
        return 0;
    return e.missing.isEmpty() ? 1 : 2;
}

void sortByRank(QList<CallListEntry> &entries)
{
    std::stable_sort(
        entries.begin(), entries.end(), [](const CallListEntry &a, const CallListEntry &b) {
            if (group(a) != group(b))
                return group(a) < group(b);
            return a.estimate && b.estimate && a.estimate->percentage > b.estimate->percentage;
        });
}

} // namespace

domain::RecommendationInput CallListModel::recommendationInput(const domain::Lead &person,
                                                               domain::ProductType type,
                                                               const QDate &today,
                                                               QStringList *missing)
{
    const domain::PersonFacts f = domain::personFactsOf(person, today);
    domain::RecommendationInput in;
    in.productType = type;
    QStringList lacks;
    if (f.age)
        in.policyHolderAge = *f.age;
    else
        lacks << tr("birth date");
    if (f.children)
        in.policyHolderChildren = *f.children;
    else
        lacks << tr("children");
    if ((in.policyHolderGender = f.gender).isEmpty())
        lacks << tr("gender");
    if ((in.policyHolderMaritalStatus = f.maritalStatus).isEmpty())
        lacks << tr("marital status");
    if (f.salary)
        in.policyHolderSalary = *f.salary;
    else
        lacks << tr("income");
    if (f.stateCode.isEmpty())
        lacks << tr("state");
    else if ((in.location = f.location).isEmpty())
        lacks << tr("a region the service estimates (not the North)");
    if (missing)
        *missing = lacks;
    return in;
}

CallListModel::CallListModel(QObject *parent) : QAbstractTableModel(parent) {}

void CallListModel::setEntries(QList<CallListEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    sortByRank(m_entries);
    endResetModel();
}

void CallListModel::rank()
{
    // Views keep their current customer across a re-ranking through persistent indexes.
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<qint64> ids;
    for (const QModelIndex &i : before)
        ids << m_entries.at(i.row()).customerId;
    sortByRank(m_entries);
    QModelIndexList after;
    for (int i = 0; i < before.size(); ++i)
        after << index(rowOf(ids.at(i)), before.at(i).column());
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void CallListModel::setEstimate(qint64 customerId, const cache::StoredEstimate &estimate)
{
    const int row = rowOf(customerId);
    if (row < 0)
        return;
    m_entries[row].estimate = estimate;
    m_entries[row].error.clear();
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    rank();
}

void CallListModel::setError(qint64 customerId, const QString &error)
{
    const int row = rowOf(customerId);
    if (row < 0)
        return;
    m_entries[row].error = error;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void CallListModel::setEvaluation(qint64 customerId, bool evaluation)
{
    const int row = rowOf(customerId);
    if (row < 0 || !m_entries[row].estimate)
        return;
    m_entries[row].estimate->evaluation = evaluation;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

const CallListEntry *CallListModel::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries.at(row) : nullptr;
}

int CallListModel::rowOf(qint64 customerId) const
{
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries.at(i).customerId == customerId)
            return i;
    return -1;
}

int CallListModel::estimatedCount() const
{
    return int(std::count_if(m_entries.cbegin(), m_entries.cend(),
                             [](const CallListEntry &e) { return e.estimate.has_value(); }));
}

int CallListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int CallListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CallListModel::statusText(const CallListEntry &e)
{
    if (!e.missing.isEmpty())
        return tr("Missing: %1").arg(e.missing.join(QStringLiteral(", ")));
    if (!e.error.isEmpty())
        return e.error;
    if (!e.estimate)
        return tr("Not scored yet");
    if (e.estimate->evaluation)
        return *e.estimate->evaluation ? tr("Bought") : tr("Did not buy");
    return tr("To call");
}

QVariant CallListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const CallListEntry &e = m_entries.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == Estimate ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                          : QVariant();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Name:
        return e.name;
    case Estimate:
        return e.estimate ? format::percent(e.estimate->percentage) : QString();
    case Phone:
        return e.phone.isEmpty() ? e.email : format::phone(e.phone);
    case Status:
        return statusText(e);
    default:
        return {};
    }
}

QVariant CallListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Estimate:
        return tr("Estimate");
    case Phone:
        return tr("Phone or e-mail");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace brokerdesk::ui
