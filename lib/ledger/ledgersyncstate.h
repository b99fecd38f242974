#pragma once

#include "sqlite/sqlitefile.h"

#include <QString>
#include <QVariant>

namespace brokerdesk::cache {

// A cursor walk in progress, as saved with each committed batch of its pages.
struct LedgerWalk
{
    qint64 gen = 0;      // 0: no walk in progress
    qint64 position = 0; // records written by this walk
    QString cursor;      // resume point: the cursor after the last page written
    QString topId;       // the walk's first record
    QString stopId;      // the newest record of the previous complete sync
};

// The mirror's notes beside its records (table sync_state): the account, the walk's resume
// point, the last complete sync, the list's total, the record count the triggers keep.
class LedgerSyncState
{
public:
    explicit LedgerSyncState(const SqliteFile *file) : m_file(file) {}

    QString value(const QString &key) const; // empty when not set
    bool setValue(const QString &key, const QVariant &value);
    LedgerWalk loadWalk() const;
    bool saveWalk(const LedgerWalk &walk);
    qint64 countRecords() const;

private:
    const SqliteFile *m_file;
};

} // namespace brokerdesk::cache
