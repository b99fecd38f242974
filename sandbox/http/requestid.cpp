#include "requestid.h"

#include <QUuid>

namespace brokerdesk::sandbox {

QByteArray responseRequestId(const QByteArray &given)
{
    bool printable = !given.isEmpty() && given.size() <= 128;
    for (char c : given)
        printable = printable && c > 32 && c < 127;
    return printable ? given : QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
}

} // namespace brokerdesk::sandbox
