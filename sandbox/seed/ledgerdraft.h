#pragma once

#include <QByteArray>
#include <QString>
#include <QUuid>

namespace brokerdesk::sandbox {

// One generated cash-flow record, ready to insert.
struct LedgerDraft
{
    QByteArray id;
    const char *category = "";
    QByteArray policyId; // empty: none
    QByteArray doc;      // the record as the API answers it, compact UTF-8 JSON
};

// Makes record number n (0-based, oldest first) of a seeded ledger of `count` records from
// n alone: a PRNG seeded from n and the broker's key, so the same inputs give the same
// record on every machine. A realistic mix of every category, with valid CPF/CNPJ.
// draft() is const and keeps no state, so batches can be drafted on another thread.
class LedgerDrafter
{
public:
    LedgerDrafter(const QString &seedKey, qint64 count);

    LedgerDraft draft(qint64 n) const;

    // The newest seeded record is dated here; older ones step back from it.
    static qint64 anchorSecs();

private:
    QUuid uuid(const char *kind, qint64 number) const;

    QByteArray m_key;
    quint64 m_salt = 0;
    qint64 m_count = 0;
    qint64 m_stepSecs = 0;
};

} // namespace brokerdesk::sandbox
