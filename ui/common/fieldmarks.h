#pragma once

#include <QString>

class QWidget;

// Marks a form field as wrong (red frame, the reason in a line under it in its form, as tooltip
// and accessible description), so the user sees which field to fix whether the check ran
// locally or on the server.
namespace brokerdesk::ui::fieldmarks {

void markInvalid(QWidget *field, const QString &reason);
void clear(QWidget *field);
void clearAll(QWidget *root); // every marked field inside root
bool isMarked(const QWidget *field);
// The reason shown under a marked field (empty when none is shown).
QString reason(const QWidget *field);

} // namespace brokerdesk::ui::fieldmarks
