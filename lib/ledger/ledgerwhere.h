#pragma once

#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace brokerdesk::cache {
struct LedgerFilter;
}

// A LedgerFilter as SQL over the mirror's records table, for the queries and the CSV export.
namespace brokerdesk::cache::ledgersql {

struct Where
{
    QString sql;
    QVariantList binds;
};

// The filter's period on its basis ("due >= ? AND due < ?"), empty when it has none.
Where periodOf(const LedgerFilter &f);
// The whole filter as " WHERE ...", empty when it filters nothing.
Where whereOf(const LedgerFilter &f);
// Prepares `sql`, binds `w`'s values in order and runs it forward only.
bool run(QSqlQuery &q, const QString &sql, const Where &w);
// The list's order: by the day money moves for a period, else the service's newest first.
QString orderOf(const LedgerFilter &f);

} // namespace brokerdesk::cache::ledgersql
