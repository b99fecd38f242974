#pragma once

#include "sqlite/sqlitefile.h"

#include <QByteArray>
#include <QDateTime>

#include <optional>

namespace brokerdesk::cache {

// The answers of the CEP and FIPE lookups, kept in a small SQLite file in the desk's data
// folder: a CEP or a FIPE list asked once answers again with the service down.
class LookupCache
{
    Q_DECLARE_TR_FUNCTIONS(LookupCache)
public:
    struct Entry
    {
        QByteArray body; // the answer as the service sent it (already checked)
        QDateTime fetchedAt;
    };

    LookupCache();

    OpenReport open(const QString &path);
    bool isOpen() const { return m_file.isOpen(); }

    // `key` is the URL's path ("/ws/01310100/json/"), the same on every service.
    std::optional<Entry> find(const QString &key) const;
    bool save(const QString &key, const QByteArray &body, const QDateTime &fetchedAt);

private:
    SqliteFile m_file;
};

} // namespace brokerdesk::cache
