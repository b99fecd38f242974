#pragma once

#include <QWidget>

#include <initializer_list>

namespace brokerdesk::ui {

// Tab moves through `chain` in this order (Qt 6.4 has no list overload of setTabOrder). Needed
// where widgets are created in another order than they are shown.
inline void setTabChain(std::initializer_list<QWidget *> chain)
{
    QWidget *previous = nullptr;
    for (QWidget *w : chain) {
        if (previous && w)
            QWidget::setTabOrder(previous, w);
        if (w)
            previous = w;
    }
}

} // namespace brokerdesk::ui
