#pragma once

#include <QByteArray>

namespace brokerdesk::sandbox {

// The X-Request-Id every answer carries: the client's, when it is short printable ASCII,
// else a new one (docs/contract.md).
QByteArray responseRequestId(const QByteArray &given);

} // namespace brokerdesk::sandbox
