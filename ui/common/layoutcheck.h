#pragma once

#include <QStringList>

class QWidget;

namespace brokerdesk::ui {

// What does not fit in a window as laid out now, read from the widgets' geometry (issue 35):
// each visible list that needs a horizontal scroll bar ("side scroll: <list>") and each cell on
// screen that its column cuts, measured by the column's own delegate: money or a date ("cut:
// <text> in <column>"), a name, item or any other text ("cut name: …"). Empty when it all fits.
QStringList layoutProblems(const QWidget *root);

} // namespace brokerdesk::ui
