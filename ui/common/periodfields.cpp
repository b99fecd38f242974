#include "periodfields.h"

#include "datefield.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace brokerdesk::ui {

PeriodFields::PeriodFields(const QList<Preset> &presets, QWidget *parent)
    : QWidget(parent), m_start(new DateField(this)), m_end(new DateField(this)),
      m_length(new QLabel(this))
{
    m_start->setObjectName(QStringLiteral("lifetime_start"));
    m_start->setAccessibleName(tr("Start date"));
    m_end->setObjectName(QStringLiteral("lifetime_end"));
    m_end->setAccessibleName(tr("End date"));
    m_length->setObjectName(QStringLiteral("lifetimeLength"));
    for (DateField *d : {m_start, m_end})
        d->setCalendarPopup(true);
    auto *lengths = new QHBoxLayout;
    for (const Preset &p : presets) {
        auto *button = new QPushButton(p.label, this);
        button->setAutoDefault(false);
        lengths->addWidget(button);
        connect(button, &QPushButton::clicked, this, [this, term = p.term] {
            m_term = term;
            if (startDate().isValid()) {
                m_following = true;
                m_end->setDate(m_term.after(startDate()));
                m_following = false;
            }
        });
    }
    lengths->addStretch();
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Starts on:"), m_start);
    form->addRow(tr("&Ends on:"), m_end);
    form->addRow(tr("Length:"), lengths);
    form->addRow(QString(), m_length);
    connect(m_start, &DateField::dateChanged, this, &PeriodFields::startChanged);
    connect(m_end, &DateField::dateChanged, this, &PeriodFields::endChanged);
}

void PeriodFields::setLimits(const QDate &earliestStart, const Term &longest,
                             const QString &tooLong)
{
    m_longest = longest;
    m_tooLong = tooLong;
    m_start->setRange(earliestStart, earliestStart.addYears(5),
                      tr("The cover cannot start before today (%1).")
                          .arg(QLocale().toString(earliestStart, QLocale::ShortFormat)),
                      tr("The cover must start within five years."));
    describe();
}

void PeriodFields::reset(const QDate &start, const Term &term)
{
    m_term = term;
    m_start->setDate(start); // the end follows
}

QDate PeriodFields::startDate() const
{
    return m_start->date();
}

QDate PeriodFields::endDate() const
{
    const QDate start = startDate();
    const QDate end = m_end->date();
    return start.isValid() && end.isValid() && end > start && end <= m_longest.after(start)
               ? end
               : QDate();
}

bool PeriodFields::isComplete() const
{
    return startDate().isValid() && endDate().isValid();
}

QList<QWidget *> PeriodFields::missingFields() const
{
    QList<QWidget *> missing;
    if (!startDate().isValid())
        missing << m_start;
    if (!endDate().isValid())
        missing << m_end;
    return missing;
}

void PeriodFields::startChanged()
{
    // A whole new start moves the end by the term; while it is half typed the end waits.
    const QDate start = startDate();
    if (start.isValid()) {
        m_end->setRange(start.addDays(1), m_longest.after(start),
                        tr("The end must come after the start."), m_tooLong);
        m_following = true;
        m_end->setDate(m_term.after(start));
        m_following = false;
    }
    describe();
    emit changed();
}

void PeriodFields::endChanged()
{
    // The length the user gives the end is the term a later start keeps: whole months when the
    // day of the month is the start's, else days.
    const QDate start = startDate();
    const QDate end = m_end->date();
    if (!m_following && start.isValid() && end.isValid()) {
        const int months = (end.year() - start.year()) * 12 + end.month() - start.month();
        m_term = start.addMonths(months) == end ? Term{months, 0} : Term{0, int(start.daysTo(end))};
    }
    describe();
    emit changed();
}

void PeriodFields::describe()
{
    const QDate start = startDate();
    const QDate end = m_end->date();
    if (!start.isValid() || !end.isValid())
        m_length->setText(tr("Type both dates as dd/mm/yyyy."));
    else if (end <= start)
        m_length->setText(tr("The end must come after the start."));
    else if (end > m_longest.after(start))
        m_length->setText(m_tooLong);
    else
        m_length->setText(tr("%n day(s) of cover", nullptr, int(start.daysTo(end))));
}

} // namespace brokerdesk::ui
