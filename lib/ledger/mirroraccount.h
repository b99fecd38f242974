#pragma once

#include <QString>
#include <QUrl>

namespace brokerdesk::cache {

// Whose ledger a mirror file holds. The key names the account by what stays the same between
// runs: the embedded sandbox's database identity, or a real service's origin, plus the client
// id. Never a path or a port picked at random, so a restart finds its own mirror again.
struct MirrorAccount
{
    QUrl baseUrl;
    QString clientId;
    QString serviceInstance; // the embedded sandbox's database identity; empty for a real service

    // "sandbox:<instance> <client id>" or "https://host[:port] <client id>"; empty when the
    // desk is not connected yet (nothing to tie a file to).
    QString key() const;
    // Whether a key written by an older desk (base URL + ' ' + client id) names this account,
    // so the file is taken over instead of refused.
    bool adopts(const QString &storedKey) const;
};

} // namespace brokerdesk::cache
