#pragma once

#include "sqlite/sqlitestatement.h"

#include <QJsonObject>

namespace brokerdesk::cache {

// How a cash-flow record of the service becomes a row of the mirror: its columns, its place in
// the list (seq) and the statements that write it.

// Local order: within a walk seq grows with the position (rows append at the table's end);
// each newer walk starts 2^32 lower, so ORDER BY seq is the service's newest-first order.
qint64 ledgerSeq(qint64 gen, qint64 position);

// Inserts seq and the record's columns; over an existing id it rewrites the row, unless `bulk`
// (a first sync writes without indexes, so nothing can conflict).
QString ledgerInsertSql(bool bulk);
// Rewrites the record's columns (binds 0..16) where id is bind 17 and, unless `force`, the
// stored document (bind 18) differs.
QString ledgerUpdateSql(bool force);

// Binds the record's columns from index `first`; returns its stored document (CBOR).
QByteArray bindLedgerRecord(SqliteStatement &q, const QJsonObject &record, int first);
// Runs an insert statement (ledgerInsertSql) for the record at `seq`.
bool writeLedgerRecord(SqliteStatement &q, const QJsonObject &record, qint64 seq);

} // namespace brokerdesk::cache
