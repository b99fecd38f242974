#pragma once

#include <QLineEdit>

namespace brokerdesk::ui {

// A line edit with the name screen readers announce and the hint shown while it is empty.
inline QLineEdit *namedLineEdit(QWidget *parent, const QString &accessibleName,
                                const QString &placeholder = {})
{
    auto *edit = new QLineEdit(parent);
    edit->setAccessibleName(accessibleName);
    edit->setPlaceholderText(placeholder);
    return edit;
}

} // namespace brokerdesk::ui
