#pragma once

#include <QString>

class QWidget;

// The text a screenshot shows, one visible widget a line (labels, fields, buttons, the rows a
// list has on screen, a chart's titles and axes, tooltips and window titles), written beside each
// picture as NN-page.txt: pages rendered in two time zones are compared by what they say
// (scripts/compare-shot-dates.py).
QString visibleText(const QWidget *root);
