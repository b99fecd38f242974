#pragma once

#include <QString>

#include <functional>

class QMessageBox;
class QWidget;

namespace brokerdesk::ui {

// A question before something that cannot be undone. The safe answer is the default button,
// the Escape button and has the keyboard focus, so Enter, Space or a stray keystroke never
// destroys anything. `onConfirm` runs only when the destructive button was clicked. The box
// deletes itself when closed; the caller opens it (open(), never exec()).
QMessageBox *destructiveQuestion(QWidget *parent, const QString &question, const QString &details,
                                 const QString &destroyLabel, const QString &keepLabel,
                                 std::function<void()> onConfirm);

} // namespace brokerdesk::ui
