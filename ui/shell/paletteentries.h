#pragma once

#include "shell/commandpalette.h"

namespace brokerdesk::ui {

class MainWindow;
class Workspace;

// What the palette offers from local data: every page, the cached catalog's products and the
// saved quotes (all from the offline store, so the palette works with no network).
QList<PaletteEntry> localPaletteEntries(MainWindow &window, Workspace &workspace);

// "Open sale <text>" / "Open policy <text>" when the typed text can be an id.
QList<PaletteEntry> typedPaletteEntries(Workspace &workspace, const QString &text);

// The newest policies, fetched from the service and added when they arrive.
void fetchPolicyEntries(Workspace &workspace, CommandPalette *palette);

} // namespace brokerdesk::ui
