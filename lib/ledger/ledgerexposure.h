#pragma once

#include <QSqlDatabase>
#include <QStringList>

namespace brokerdesk::cache {

// The commission view's per-policy cancellation sums (table policy_exposure), kept in step with
// the records so the view reads ~40,000 finished rows instead of joining a million.
//
// Triggers on `records` note every policy whose reversal or commission rows are written,
// rewritten or deleted (exposure_dirty); refreshLedgerExposure() recomputes just those policies
// inside the writer's transaction. A first sync writes without triggers (as without indexes)
// and rebuildLedgerExposure() computes the whole table once its indexes exist.

// The summary table, the dirty list and the triggers (idempotent).
const QStringList &ledgerExposureStatements();
// The statements that drop the triggers and empty the tables (a first sync's bulk load).
const QStringList &ledgerExposureDropStatements();

// Recomputes the policies noted dirty and forgets them.
bool refreshLedgerExposure(QSqlDatabase &db, QString *error);
// Recomputes every policy from the records (after a bulk load or a migration).
bool rebuildLedgerExposure(QSqlDatabase &db, QString *error);

// One policy's row as the summary holds it, computed straight from the records, for
// `policyFilter` (an SQL condition on c.policy_id, or "1" for all).
QString ledgerExposureSelect(const QString &policyFilter);

} // namespace brokerdesk::cache
