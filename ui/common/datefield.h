#pragma once

#include <QDate>
#include <QLineEdit>

namespace brokerdesk::ui {

// A date typed as digits, day first ("15031985" reads 15/03/1985), that starts empty: a date
// the user never gave is not sent as a guess (a QDateEdit always holds one). Outside the range,
// or not a day of the calendar, it is marked at the field when the user leaves it.
class DateField : public QLineEdit
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

signals:
    void dateChanged();

protected:
    void focusInEvent(QFocusEvent *event) override;

private:
    QDate typed() const;
    void check(bool leaving);

    QDate m_first;
    QDate m_last;
    QString m_tooEarly;
    QString m_tooLate;
};

} // namespace brokerdesk::ui
