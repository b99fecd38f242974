#pragma once

#include <QList>
#include <QStringList>

namespace brokerdesk::sandbox {

// Schema versions in order: entry i brings a database from version i to i + 1.
// Append new versions; never edit one that has shipped.
const QList<QStringList> &schemaMigrations();

} // namespace brokerdesk::sandbox
