#pragma once

#include <QScrollArea>
#include <QWidget>

namespace brokerdesk::ui {

// The keyboard on to `next` as Tab takes it there: focused, and shown when the form scrolls
// (a field filled whole goes on by itself, and the broker sees where).
inline void moveOnTo(QWidget *next)
{
    next->setFocus(Qt::TabFocusReason);
    for (QWidget *p = next->parentWidget(); p; p = p->parentWidget())
        if (auto *area = qobject_cast<QScrollArea *>(p)) {
            area->ensureWidgetVisible(next);
            break;
        }
}

} // namespace brokerdesk::ui
