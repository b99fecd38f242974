#pragma once

#include <QStringList>

class QWidget;

namespace brokerdesk::ui {

// What does not fit in a window as laid out now, read from the widgets' geometry (issue 35):
// each visible list that needs a horizontal scroll bar ("side scroll: <list>") and each cell on
// screen holding money or a date that its column cuts ("cut: <text> in <column>"), measured by
// the column's own delegate. Empty when everything fits.
QStringList layoutProblems(const QWidget *root);

} // namespace brokerdesk::ui
