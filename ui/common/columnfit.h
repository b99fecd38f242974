#pragma once

class QTableView;

namespace brokerdesk::ui {

// Keeps every amount of `view` whole: a column showing money ("R$ …") or right-aligned numbers
// widens to its widest value on screen each time rows arrive, change or scroll in, measured by
// the column's own delegate; text columns widen too, up to a readable width. A column never
// shrinks below the width the page gave it (docs/interface.md). Call it once the view has its
// model, and again whenever it gets another.
void fitColumns(QTableView *view);

} // namespace brokerdesk::ui
