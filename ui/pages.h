#pragma once

#include "page.h"

#include <QList>

namespace brokerdesk::ui {

class Workspace;

// The sidebar, in order (Ctrl+1..9): home, catalog, quote, sales, policies, cashflow,
// affinities, offline, settings, customers, renewals. Each page's objectName is that key (also
// its icon name).
QList<Page *> createPages(Workspace &workspace);

QStringList pageKeys();

} // namespace brokerdesk::ui
