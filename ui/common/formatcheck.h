#pragma once

#include "domain/formats.h"

#include <QList>

class QLineEdit;
class QWidget;

// Checks a typed field against the service's format rule as the user types: the problem is
// shown at the field (fieldmarks) once enough was typed to judge, or when the user leaves it, in
// the interface's language, so nothing malformed is ever sent.
namespace brokerdesk::ui::formatcheck {

void attach(QLineEdit *edit, formats::Format format, bool required);

// Valid, or empty where the field is optional.
bool acceptable(const QLineEdit *edit);

// Adds `field` to `missing` unless `ok`: a form's list of what it still needs.
inline void need(QList<QWidget *> &missing, bool ok, QWidget *field)
{
    if (!ok)
        missing << field;
}

// What the service receives for the typed text ("0053406" → "005340-6").
QString value(const QLineEdit *edit);

} // namespace brokerdesk::ui::formatcheck
