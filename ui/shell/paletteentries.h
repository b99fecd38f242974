#pragma once

#include "shell/commandpalette.h"

namespace brokerdesk::ui {

class Page;
class Workspace;

// What the palette offers from local data: every page, and what each page offers itself (the
// cached catalog's products, the saved quotes: all local, so the palette works with no
// network). `show` brings a page, by its key, to the front.
QList<PaletteEntry> localPaletteEntries(const QList<Page *> &pages,
                                        const std::function<void(const QString &key)> &show);

// "Open sale <text>" / "Open policy <text>" when the typed text can be an id.
QList<PaletteEntry> typedPaletteEntries(Workspace &workspace, const QString &text);

// The newest policies, fetched from the service and added when they arrive.
void fetchPolicyEntries(Workspace &workspace, CommandPalette *palette);

} // namespace brokerdesk::ui
