#pragma once

#include "page.h"

#include <QList>

namespace brokerdesk::ui {

class Workspace;

// The sidebar, in order (Ctrl+1..9): catalog, quote, sales, policies, cashflow, affinities,
// recommendations, offline, settings. Each page's objectName is that key (also its icon name).
// A page not built yet is a placeholder that says so.
QList<Page *> createPages(Workspace &workspace);

QStringList pageKeys();

} // namespace brokerdesk::ui
