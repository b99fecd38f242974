#pragma once

#include <QByteArray>

namespace brokerdesk::sandbox {

// The reason phrase of the status line for the statuses the sandbox answers with; "Error" for
// any other.
QByteArray reasonPhrase(int status);

} // namespace brokerdesk::sandbox
