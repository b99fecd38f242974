#pragma once

#include <QString>

namespace brokerdesk::domain {

// The short reference a broker reads and says on the phone ("#1A2B3C4D"): the first eight
// characters of an id (screens and exports show it; the whole id stays a "Copy id" away).
inline QString shortReference(const QString &id)
{
    QString n = id;
    n.remove(u'-');
    return n.isEmpty() ? QString() : u'#' + n.left(8).toUpper();
}

} // namespace brokerdesk::domain
