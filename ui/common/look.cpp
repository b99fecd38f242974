#include "look.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QStyle>
#include <QTextEdit>

namespace brokerdesk::ui {

namespace {

void setRole(QPushButton *button, const char *role)
{
    button->setProperty("role", QString::fromLatin1(role));
    // A property set after the widget was polished needs the style to look again.
    button->style()->unpolish(button);
    button->style()->polish(button);
}

} // namespace

void markPrimary(QPushButton *button)
{
    setRole(button, "primary");
    // The line icons are dark: on the accent they are drawn white, as the text is.
    if (const QIcon icon = button->icon(); !icon.isNull()) {
        QPixmap white = icon.pixmap(button->iconSize(), button->devicePixelRatioF());
        QPainter painter(&white);
        painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
        painter.fillRect(white.rect(), Qt::white);
        painter.end();
        button->setIcon(QIcon(white));
    }
}

void markDestructive(QPushButton *button)
{
    setRole(button, "destructive");
}

void markKpi(QWidget *label)
{
    label->setProperty("role", QStringLiteral("kpi"));
    label->style()->unpolish(label);
    label->style()->polish(label);
}

bool isPrimary(const QWidget *widget)
{
    return widget->property("role").toString() == u"primary";
}

namespace {

// Sees the Enter a focused child left unused (a line edit or a list passes it on to its
// parents, as in a dialog) and clicks the button. A list with a chosen row already acted on it
// (its row opens), a text box takes Enter as a new line, a button focused by the user is the
// one Enter should press: those keep their Enter.
class EnterPresses final : public QObject
{
public:
    EnterPresses(QPushButton *button, QObject *parent) : QObject(parent), m_button(button) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress)
            return false;
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() != Qt::Key_Return && key->key() != Qt::Key_Enter) ||
            (key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
            return false;
        const QWidget *focus = QApplication::focusWidget();
        if (const auto *list = qobject_cast<const QAbstractItemView *>(focus);
            list && list->currentIndex().isValid())
            return false;
        if (qobject_cast<const QAbstractButton *>(focus) && focus != m_button.data())
            return false;
        if (qobject_cast<const QPlainTextEdit *>(focus) || qobject_cast<const QTextEdit *>(focus))
            return false;
        if (!m_button || !m_button->isVisible() || !m_button->isEnabled())
            return false;
        // A view inside with a primary action of its own (a checkout in the sales page) keeps
        // its Enter: one primary per view, the nearest one.
        for (const QWidget *w = focus; w && w != watched; w = w->parentWidget())
            for (const QPushButton *b : w->findChildren<QPushButton *>())
                if (b != m_button && b->isVisible() && isPrimary(b))
                    return false;
        m_button->click();
        return true;
    }

private:
    QPointer<QPushButton> m_button;
};

} // namespace

void enterPresses(QPushButton *button, QWidget *scope)
{
    scope->installEventFilter(new EnterPresses(button, scope));
}

QString styleSheet()
{
    const QString accent = QString::fromLatin1(accentColour);
    return QStringLiteral(
               "QPushButton[role=\"primary\"] { background: %1; color: white; font-weight: bold;"
               " border: 1px solid #0d47a1; border-radius: 4px; padding: 5px 14px; }"
               "QPushButton[role=\"primary\"]:hover { background: #1976d2; }"
               "QPushButton[role=\"primary\"]:pressed { background: #0d47a1; }"
               "QPushButton[role=\"primary\"]:focus { border: 2px solid #0a2f6b; }"
               "QPushButton[role=\"primary\"]:disabled { background: #b0bec5; color: #eceff1;"
               " border-color: #b0bec5; }"
               "QPushButton[role=\"destructive\"] { background: white; color: #b71c1c;"
               " border: 1px solid #c62828; border-radius: 4px; padding: 5px 14px; }"
               "QPushButton[role=\"destructive\"]:hover { background: #fdecea; }"
               "QPushButton[role=\"destructive\"]:pressed { background: #f9d3cf; }"
               "QPushButton[role=\"destructive\"]:focus { border: 2px solid #8e0000; }"
               "QPushButton[role=\"destructive\"]:disabled { color: #b0a0a0;"
               " border-color: #e0d0d0; }"
               "QLabel[role=\"kpi\"] { background: #f5f8fb; border: 1px solid #dde3e8;"
               " border-left: 4px solid %1; border-radius: 4px; padding: 8px 12px; }")
        .arg(accent);
}

void applyLook(QApplication &app)
{
    app.setStyleSheet(app.styleSheet() + styleSheet());
}

QFont moneyFont(const QFont &base)
{
    QFont font = base;
    font.setFamilies({QStringLiteral("DejaVu Sans"), base.family()});
    font.setBold(true);
    return font;
}

} // namespace brokerdesk::ui
