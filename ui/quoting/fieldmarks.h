#pragma once

#include <QString>

class QWidget;

// Marks a form field as wrong (red frame, the reason as tooltip and accessible description), so
// the user sees which field to fix whether the check ran locally or on the server.
namespace brokerdesk::ui::fieldmarks {

void markInvalid(QWidget *field, const QString &reason);
void clear(QWidget *field);
bool isMarked(const QWidget *field);

} // namespace brokerdesk::ui::fieldmarks
