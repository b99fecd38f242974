#include "datefield.h"

#include "fieldmarks.h"

#include <QFocusEvent>
#include <QTimer>

namespace brokerdesk::ui {

namespace {

const QString format = QStringLiteral("dd/MM/yyyy");

} // namespace

DateField::DateField(QWidget *parent) : QLineEdit(parent)
{
    setInputMask(QStringLiteral("00/00/0000;_"));
    setToolTip(tr("Day, month and year, as in 15/03/1985"));
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
    // A click lands anywhere in "__/__/____"; typing into an empty date starts at the day.
    if (isBlank())
        QTimer::singleShot(0, this, [this] { setCursorPosition(0); });
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
