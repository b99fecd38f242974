#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace brokerdesk::ui {

// "Showing only: payments that failed  [Show all]": the filter a count of Início opened a list
// with, on the list's page, so a broker sees why the list is short and can clear it.
class FilterNote final : public QFrame
{
    Q_OBJECT
public:
    explicit FilterNote(QWidget *parent = nullptr);

    void setFilter(const QString &what); // shown; empty hides it
    QString filter() const { return m_what; }
    bool isActive() const { return !m_what.isEmpty(); }
    QPushButton *clearButton() const { return m_clear; }

signals:
    void cleared(); // the broker asked for the whole list again

private:
    QLabel *m_text;
    QPushButton *m_clear;
    QString m_what;
};

} // namespace brokerdesk::ui
