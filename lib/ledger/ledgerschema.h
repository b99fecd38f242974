#pragma once

#include "sqlite/sqlitefile.h"

#include <QSqlDatabase>

namespace brokerdesk::cache {

// The mirror file's tables, indexes and triggers, and how each older version is brought up to
// date (SqliteFile runs the migrations in order).
constexpr quint32 ledgerApplicationId = 0x42444c4d; // "BDLM"
QList<Migration> ledgerMigrations();

// Empties the mirror but for the account it belongs to, and restores the indexes, triggers and
// sums a first sync may have dropped. In the caller's transaction.
bool emptyLedger(QSqlDatabase &db, QString *error);
// Drops the rows, the indexes, the count triggers and the policy sums: a first sync writes
// without them and builds them once at its end (LedgerIndexBuilder). In the caller's
// transaction.
bool prepareBulkLoad(QSqlDatabase &db, QString *error);

} // namespace brokerdesk::cache
