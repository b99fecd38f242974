#include "lifetimestep.h"

#include "common/dateedit.h"

#include "common/errortext.h"
#include "common/fieldmarks.h"
#include "holderstep.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QDateEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace brokerdesk::ui {

LifetimeStep::LifetimeStep(QWidget *parent)
    : QuoteStep(parent), m_start(new QDateEdit(this)), m_end(new QDateEdit(this)),
      m_length(new QLabel(this)), m_error(new ErrorBanner(this))
{
    setTitle(tr("Lifetime"));
    setSubTitle(tr("When the insurance starts and ends. Next asks the insurer for prices."));
    for (auto *d : {m_start, m_end}) {
        d->setCalendarPopup(true);
        useFullYearFormat(d);
    }
    m_start->setObjectName(QStringLiteral("lifetime_start"));
    m_start->setAccessibleName(tr("Start date"));
    m_end->setObjectName(QStringLiteral("lifetime_end"));
    m_end->setAccessibleName(tr("End date"));
    auto *presets = new QHBoxLayout;
    const std::pair<QString, int> lengths[] = {
        {tr("15 days"), 15}, {tr("1 month"), -1}, {tr("1 year"), -12}, {tr("2 years"), -24}};
    for (const auto &[label, length] : lengths) {
        auto *button = new QPushButton(label, this);
        button->setAutoDefault(false);
        presets->addWidget(button);
        connect(button, &QPushButton::clicked, this, [this, length = length] {
            m_end->setDate(length > 0 ? m_start->date().addDays(length)
                                      : m_start->date().addMonths(-length));
        });
    }
    presets->addStretch();
    auto *form = new QFormLayout;
    form->addRow(tr("&Starts on:"), m_start);
    form->addRow(tr("&Ends on:"), m_end);
    form->addRow(tr("Length:"), presets);
    form->addRow(QString(), m_length);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addLayout(form);
    layout->addStretch();
    for (auto *d : {m_start, m_end})
        connect(d, &QDateEdit::dateChanged, this, [this] {
            m_ready = false;
            fieldmarks::clear(m_start);
            fieldmarks::clear(m_end);
            describe();
        });
    connect(m_error, &ErrorBanner::retryRequested, this, &LifetimeStep::requestQuote);
    setFocusProxy(m_start); // the step opens with the cursor in the start date
}

void LifetimeStep::initializePage()
{
    const QuoteDraft &draft = quoteWizard()->draft();
    const QDate tomorrow = QDate::currentDate().addDays(1);
    m_start->setMinimumDate(QDate::currentDate());
    const bool travel = draft.product.product.type == domain::ProductType::Travel;
    // A new quote's cover starts tomorrow; a re-quote's from today, or where the sold cover
    // ends (requoter.h). Back and forth in one quote keeps the dates chosen.
    if (m_datesFor != draft.openedRequestId && draft.requote) {
        m_start->setDate(draft.requote->lifetimeStart);
        m_end->setDate(draft.requote->lifetimeEnd);
    } else if (m_datesFor != draft.openedRequestId || m_start->date() < QDate::currentDate()) {
        m_start->setDate(tomorrow);
        m_end->setDate(travel ? tomorrow.addDays(15) : tomorrow.addYears(1));
    }
    m_datesFor = draft.openedRequestId;
    m_ready = false;
    disconnect(m_waitingForLead); // a quote asked before going back
    setBusy(false);
    m_error->clear();
    describe();
}

void LifetimeStep::describe()
{
    const qint64 days = m_start->date().daysTo(m_end->date());
    m_length->setText(days > 0 ? tr("%n day(s) of cover", nullptr, int(days))
                               : tr("The end must come after the start."));
    emit completeChanged();
}

bool LifetimeStep::isComplete() const
{
    return !m_busy && m_start->date() < m_end->date();
}

QList<QWidget *> LifetimeStep::missingFields() const
{
    if (m_start->date() < m_end->date())
        return {};
    return {m_end};
}

bool LifetimeStep::validatePage()
{
    if (m_ready)
        return true;
    requestQuote();
    return false; // continues in the answer
}

void LifetimeStep::requestQuote()
{
    // The holder's lead, linked since Next on the holder step, goes with the quote.
    HolderStep *holder = holderStep();
    if (holder->linkError())
        holder->linkAgain();
    if (holder->isLinking()) {
        setBusy(true);
        m_error->clear();
        emit quoteWizard()->workspace().status(tr("Recording the new customer…"));
        m_waitingForLead = connect(holder, &HolderStep::leadSettled, this, &LifetimeStep::afterLead,
                                   Qt::SingleShotConnection);
        return;
    }
    afterLead();
}

HolderStep *LifetimeStep::holderStep() const
{
    return qobject_cast<HolderStep *>(quoteWizard()->page(QuoteWizard::HolderStepId));
}

void LifetimeStep::afterLead()
{
    HolderStep *holder = holderStep();
    if (const auto &error = holder->linkError()) {
        setBusy(false);
        emit quoteWizard()->workspace().status(QString());
        m_error->showError(*error, tr("The new customer could not be recorded on the service."),
                           error->isTransient());
        return;
    }
    sendQuote();
}

void LifetimeStep::sendQuote()
{
    auto *w = quoteWizard();
    QuoteDraft &draft = w->draft();
    draft.lifetimeStart = m_start->date();
    draft.lifetimeEnd = m_end->date();
    const domain::NewQuote body = draft.toNewQuote();
    const QJsonObject json = domain::toJson(body);
    // Retry repeats the very same create; anything changed is a new quote.
    const QByteArray key = m_create.keyFor(json);
    setBusy(true);
    m_error->clear();
    emit w->workspace().status(tr("Asking the insurer for prices…"));
    w->workspace().api().createQuote(
        body, this,
        [this, json](const auto &result) {
            setBusy(false);
            auto *wiz = quoteWizard();
            emit wiz->workspace().status(QString());
            m_create.settle(result);
            if (!result.ok()) {
                if (!wiz->showFieldErrors(result.error()))
                    m_error->showError(result.error(), result.error().isTransient() ||
                                                           result.error().fields.isEmpty());
                else
                    m_error->showError(result.error(), false);
                return;
            }
            const QString notSaved = wiz->takeQuote(result.value(), json);
            if (!notSaved.isEmpty())
                m_error->showMessage(
                    tr("The quote could not be saved on this computer: %1").arg(notSaved));
            m_ready = true;
            wiz->next();
        },
        key);
}

void LifetimeStep::setBusy(bool busy)
{
    m_busy = busy;
    m_start->setEnabled(!busy);
    m_end->setEnabled(!busy);
    emit completeChanged();
    emit quoteWizard()->busyChanged(busy);
}

bool LifetimeStep::markFieldErrors(const api::ApiError &error)
{
    bool any = false;
    for (const auto &f : error.fields) {
        QDateEdit *d = f.field == QLatin1String("lifetime_start") ? m_start
                       : f.field == QLatin1String("lifetime_end") ? m_end
                                                                  : nullptr;
        if (d) {
            fieldmarks::markInvalid(d, errortext::fieldReason(f.reason));
            any = true;
        }
    }
    return any;
}

} // namespace brokerdesk::ui
