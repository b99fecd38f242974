#pragma once

#include <QDate>
#include <QLineEdit>

class QAction;

namespace brokerdesk::ui {

// A date typed as digits, day first ("15031985" reads 15/03/1985), in every language: every
// date field of the desk is one (a QDateEdit takes "01122026" section by section and reads
// 2/11/2026). It may start empty: a date the user never gave is not sent as a guess. Coming into
// a field with a date selects it, so typing replaces it whole. Outside the range, or not a day of
// the calendar, it is marked at the field when the user leaves it. A calendar button is optional.
class DateField final : public QLineEdit
{
    Q_OBJECT
public:
    explicit DateField(QWidget *parent = nullptr);

    // `tooEarly` and `tooLate` are what the user reads when the date falls outside.
    void setRange(const QDate &first, const QDate &last, const QString &tooEarly,
                  const QString &tooLate);
    // Invalid until a whole date within the range is typed.
    QDate date() const;
    void setDate(const QDate &date); // an invalid date empties the field
    bool isBlank() const;
    // A button at the field's end that opens a calendar to pick the date with the mouse.
    void setCalendarPopup(bool on);
    void showCalendar();

signals:
    void dateChanged();

protected:
    void focusInEvent(QFocusEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QDate typed() const;
    void check(bool leaving);
    void placeForTyping();

    QAction *m_calendar = nullptr;
    QDate m_first;
    QDate m_last;
    QString m_tooEarly;
    QString m_tooLate;
};

} // namespace brokerdesk::ui
