#pragma once

#include <QString>

class QPdfWriter;

namespace brokerdesk::ui {

// Lays `html` out on the writer's pages (its page size and margins) with `note` and "Page 1 of
// 2" at the foot of each, which QTextDocument::print cannot word; returns how many pages it
// wrote, 0 when the writer could not be painted on.
int writePagedHtml(const QString &html, const QString &note, QPdfWriter &pdf);

// The line at the foot of a page: "Page 1 of 2", in the interface's language.
QString pageFooter(int page, int pages);

} // namespace brokerdesk::ui
