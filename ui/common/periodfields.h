#pragma once

#include <QDate>
#include <QList>
#include <QWidget>

class QLabel;

namespace brokerdesk::ui {

class DateField;

// A cover's start and end, each typed as dd/mm/aaaa digits (or picked on a calendar), with
// buttons for the usual lengths and a line that says how long it is. The end follows a new
// start by the term: the length last chosen with a button, or the one the user gave the end.
class PeriodFields final : public QWidget
{
    Q_OBJECT
public:
    struct Term
    {
        int months = 0;
        int days = 0;
        QDate after(const QDate &start) const { return start.addMonths(months).addDays(days); }
    };
    struct Preset
    {
        QString label;
        Term term;
    };

    explicit PeriodFields(const QList<Preset> &presets, QWidget *parent = nullptr);

    DateField *start() const { return m_start; }
    DateField *end() const { return m_end; }
    // The earliest start (the office's today) and the longest cover, with what the user reads
    // when the end goes past it.
    void setLimits(const QDate &earliestStart, const Term &longest, const QString &tooLong);
    // A start and the term from it (the end follows).
    void reset(const QDate &start, const Term &term);

    // Invalid until typed whole and within the limits.
    QDate startDate() const;
    QDate endDate() const;
    bool isComplete() const;
    QList<QWidget *> missingFields() const;

signals:
    void changed(); // either date, typed or chosen

private:
    void startChanged();
    void endChanged();
    void describe();

    DateField *m_start;
    DateField *m_end;
    QLabel *m_length;
    Term m_term{12, 0};
    Term m_longest{60, 0};
    QString m_tooLong;
    bool m_following = false; // the end is being set to follow the start
};

} // namespace brokerdesk::ui
