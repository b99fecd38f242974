#pragma once

class QTableView;

namespace brokerdesk::ui {

// Keeps every amount of `view` whole: a column showing money ("R$ …") or right-aligned numbers
// widens to its widest loaded value each time rows arrive or change, measured by the column's
// own delegate; it never shrinks below the width the page gave it (docs/interface.md). Call it
// once the view has its model.
void fitAmountColumns(QTableView *view);

} // namespace brokerdesk::ui
