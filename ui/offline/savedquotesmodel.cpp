#include "savedquotesmodel.h"

#include "common/formatting.h"
#include "domain/enums.h"
#include "domain/money.h"

namespace brokerdesk::ui {

SavedQuotesModel::SavedQuotesModel(QObject *parent) : QAbstractTableModel(parent) {}

void SavedQuotesModel::setQuotes(const QList<cache::SavedQuoteSummary> &quotes,
                                 const QSet<QString> &sold)
{
    beginResetModel();
    m_quotes = quotes;
    m_sold = sold;
    endResetModel();
}

const cache::SavedQuoteSummary *SavedQuotesModel::quote(int row) const
{
    return row >= 0 && row < m_quotes.size() ? &m_quotes.at(row) : nullptr;
}

int SavedQuotesModel::rowOf(const QString &quoteId) const
{
    for (int i = 0; i < m_quotes.size(); ++i)
        if (m_quotes.at(i).quoteId == quoteId)
            return i;
    return -1;
}

int SavedQuotesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_quotes.size());
}

int SavedQuotesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool SavedQuotesModel::isExpired(const cache::SavedQuoteSummary &quote)
{
    return quote.validUntil.isValid() && quote.validUntil < QDateTime::currentDateTimeUtc();
}

QVariant SavedQuotesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &q = m_quotes.at(index.row());
    if (role == QuoteIdRole)
        return q.quoteId;
    if (role == Qt::TextAlignmentRole && index.column() == LowestTotal)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == SortRole) {
        switch (index.column()) {
        case LowestTotal:
            return q.lowestTotal;
        case ValidUntil:
            return q.validUntil;
        case SavedOn:
            return q.fetchedAt;
        default:
            break;
        }
    }
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Product:
        return q.productName;
    case Holder:
        return q.holderName;
    case LowestTotal:
        return domain::Money::fromCents(q.lowestTotal).format();
    case ValidUntil:
        return format::dateTime(q.validUntil);
    case Status:
        if (m_sold.contains(q.quoteId))
            return tr("Sold");
        if (q.status == int(domain::QuoteStatus::Finished) && isExpired(q))
            return tr("Expired");
        return domain::displayName(domain::QuoteStatus(q.status));
    case SavedOn:
        return format::dateTime(q.fetchedAt);
    default:
        return {};
    }
}

QVariant SavedQuotesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Product:
        return tr("Product");
    case Holder:
        return tr("Policy holder");
    case LowestTotal:
        return tr("From");
    case ValidUntil:
        return tr("Valid until");
    case Status:
        return tr("Status");
    case SavedOn:
        return tr("Saved on");
    default:
        return {};
    }
}

} // namespace brokerdesk::ui
