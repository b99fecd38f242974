#include "datefield.h"

#include "fieldmarks.h"
#include "icons.h"

#include "domain/businessday.h"

#include <QAction>
#include <QCalendarWidget>
#include <QFocusEvent>
#include <QMouseEvent>

namespace brokerdesk::ui {

namespace {

const QString format = QStringLiteral("dd/MM/yyyy");

} // namespace

DateField::DateField(QWidget *parent) : QLineEdit(parent)
{
    setInputMask(QStringLiteral("00/00/0000;_"));
    setToolTip(tr("Day, month and year, as in 15/03/1985"));
    // As wide as a date and its calendar button: a date field never needs more.
    setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("00/00/00000")) + 48);
    connect(this, &QLineEdit::textChanged, this, [this] {
        check(false);
        emit dateChanged();
    });
    connect(this, &QLineEdit::editingFinished, this, [this] { check(true); });
}

void DateField::setRange(const QDate &first, const QDate &last, const QString &tooEarly,
                         const QString &tooLate)
{
    m_first = first;
    m_last = last;
    m_tooEarly = tooEarly;
    m_tooLate = tooLate;
}

QDate DateField::typed() const
{
    return hasAcceptableInput() ? QDate::fromString(text(), format) : QDate();
}

QDate DateField::date() const
{
    const QDate d = typed();
    if (!d.isValid() || (m_first.isValid() && d < m_first) || (m_last.isValid() && d > m_last))
        return {};
    return d;
}

void DateField::setDate(const QDate &date)
{
    setText(date.isValid() ? date.toString(format) : QString());
}

bool DateField::isBlank() const
{
    return text().remove(u'/').trimmed().isEmpty();
}

void DateField::focusInEvent(QFocusEvent *event)
{
    QLineEdit::focusInEvent(event);
    // A click is handled as the button comes up (the press has just placed the cursor).
    if (event->reason() != Qt::MouseFocusReason)
        placeForTyping();
}

void DateField::mouseReleaseEvent(QMouseEvent *event)
{
    QLineEdit::mouseReleaseEvent(event);
    // A click on a whole date (or none) readies it to be typed over; on one half typed, or a
    // drag over part of it, the cursor stays where the user put it.
    if (!hasSelectedText() && (isBlank() || hasAcceptableInput()))
        placeForTyping();
}

void DateField::placeForTyping()
{
    // Typing into an empty date starts at the day ("__/__/____" takes the click anywhere);
    // typed into a date, it replaces the whole of it.
    if (isBlank())
        setCursorPosition(0);
    else
        selectAll();
}

void DateField::setCalendarPopup(bool on)
{
    if (on && !m_calendar) {
        m_calendar = addAction(ui::icon(QStringLiteral("calendar")), QLineEdit::TrailingPosition);
        m_calendar->setObjectName(QStringLiteral("calendarButton"));
        m_calendar->setToolTip(tr("Choose on a calendar"));
        connect(m_calendar, &QAction::triggered, this, &DateField::showCalendar);
    }
    if (m_calendar)
        m_calendar->setVisible(on);
}

void DateField::showCalendar()
{
    auto *calendar = new QCalendarWidget(this);
    calendar->setObjectName(QStringLiteral("calendarPopup"));
    calendar->setWindowFlags(Qt::Popup);
    calendar->setAttribute(Qt::WA_DeleteOnClose);
    calendar->setGridVisible(true);
    if (m_first.isValid())
        calendar->setMinimumDate(m_first);
    if (m_last.isValid())
        calendar->setMaximumDate(m_last);
    const QDate shown = typed().isValid() ? typed() : domain::businessday::today();
    calendar->setSelectedDate(shown);
    connect(calendar, &QCalendarWidget::clicked, this, [this, calendar](QDate day) {
        setDate(day);
        calendar->close();
        setFocus(Qt::PopupFocusReason);
        check(true);
    });
    calendar->adjustSize();
    calendar->move(mapToGlobal(QPoint(width() - calendar->width(), height())));
    calendar->show();
    calendar->setFocus(Qt::PopupFocusReason);
}

void DateField::check(bool leaving)
{
    QString problem;
    const QDate d = typed();
    if (isBlank() || (!leaving && !hasAcceptableInput()))
        problem.clear();
    else if (!hasAcceptableInput())
        problem = tr("Type the whole date, as in 15/03/1985.");
    else if (!d.isValid())
        problem = tr("This day does not exist: check the day and the month.");
    else if (m_first.isValid() && d < m_first)
        problem = m_tooEarly;
    else if (m_last.isValid() && d > m_last)
        problem = m_tooLate;
    if (problem.isEmpty())
        fieldmarks::clear(this);
    else
        fieldmarks::markInvalid(this, problem);
}

} // namespace brokerdesk::ui
