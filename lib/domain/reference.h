#pragma once

#include <QString>

namespace brokerdesk::domain {

// "#1A2B3C4D": the first eight characters of an id. Not for people: screens and exports name
// a record by customer, product and vigência (ui/common/recordnames).
inline QString shortReference(const QString &id)
{
    QString n = id;
    n.remove(u'-');
    return n.isEmpty() ? QString() : u'#' + n.left(8).toUpper();
}

} // namespace brokerdesk::domain
