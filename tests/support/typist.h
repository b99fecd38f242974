#pragma once

// Drives widgets as a person at a keyboard does: a click gives a field the keyboard, then every
// key goes to whatever has the focus now (QApplication::focusWidget()), Tab moves on, Enter
// presses the default button. Typing straight into a chosen widget would skip focus handling,
// tab order and default buttons, which is where a person gets stuck.

#include <QApplication>
#include <QTest>
#include <QWidget>

namespace typist {

// Shows the widget's window and waits until it is the active one, as the window manager does.
inline bool activate(QWidget *w)
{
    QWidget *window = w->window();
    window->show();
    window->raise();
    window->activateWindow();
    // qWaitForWindowActive() counts a dialog active while its parent is: wait for the real one.
    return QTest::qWaitFor([window] { return QApplication::activeWindow() == window; }, 5000);
}

inline bool hasKeyboard(const QWidget *w)
{
    const QWidget *f = QApplication::focusWidget();
    return f && (f == w || w->isAncestorOf(f) || f->focusProxy() == w);
}

// Clicks the middle of `w` and waits until it has the keyboard.
inline bool click(QWidget *w)
{
    if (!w || !activate(w))
        return false;
    QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, w->rect().center());
    return QTest::qWaitFor([w] { return hasKeyboard(w); }, 5000);
}

// A key to whatever has the focus now; false when nothing has it (the key would be lost).
inline bool key(Qt::Key k, Qt::KeyboardModifiers mods = Qt::NoModifier)
{
    QWidget *f = QApplication::focusWidget();
    if (!f)
        return false;
    QTest::keyClick(f, k, mods);
    return true;
}

// Types `text` one character at a time, each into the widget focused at that moment.
inline bool type(const QString &text)
{
    for (const QChar c : text) {
        QWidget *f = QApplication::focusWidget();
        if (!f)
            return false;
        if (c.unicode() < 128)
            QTest::keyClick(f, char(c.unicode()));
        else
            QTest::sendKeyEvent(QTest::Click, f, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
    return true;
}

inline bool tab()
{
    return key(Qt::Key_Tab);
}
inline bool enter()
{
    return key(Qt::Key_Return);
}

// Select all, then type: what a person does to replace a field's text.
inline bool retype(const QString &text)
{
    return key(Qt::Key_A, Qt::ControlModifier) && type(text);
}

} // namespace typist
