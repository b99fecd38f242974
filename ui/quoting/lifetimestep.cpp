#include "lifetimestep.h"

#include "domain/businessday.h"

#include "common/datefield.h"
#include "common/periodfields.h"

#include "common/errortext.h"
#include "common/fieldmarks.h"
#include "holderstep.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QVBoxLayout>

namespace brokerdesk::ui {

LifetimeStep::LifetimeStep(QWidget *parent)
    : QuoteStep(parent), m_period(new PeriodFields({{tr("15 days"), {0, 15}},
                                                    {tr("1 month"), {1, 0}},
                                                    {tr("1 year"), {12, 0}},
                                                    {tr("2 years"), {24, 0}}},
                                                   this)),
      m_error(new ErrorBanner(this))
{
    setTitle(tr("Lifetime"));
    setSubTitle(tr("When the insurance starts and ends. Next asks the insurer for prices."));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_error);
    layout->addWidget(m_period);
    layout->addStretch();
    // A field's own check (DateField) clears the service's mark on it as it is typed into.
    connect(m_period, &PeriodFields::changed, this, [this] {
        m_ready = false;
        emit completeChanged();
    });
    connect(m_error, &ErrorBanner::retryRequested, this, &LifetimeStep::requestQuote);
    setFocusProxy(m_period->start()); // the step opens with the cursor in the start date
}

void LifetimeStep::initializePage()
{
    const QuoteDraft &draft = quoteWizard()->draft();
    // The office's today: the service refuses a start before it (Brasília's day, not UTC's).
    const QDate today = domain::businessday::today();
    const bool travel = draft.product.product.type == domain::ProductType::Travel;
    const PeriodFields::Term longest =
        travel ? PeriodFields::Term{0, 366} : PeriodFields::Term{60, 0};
    m_period->setLimits(today, longest,
                        travel ? tr("A trip is covered for at most 366 days.")
                               : tr("A cover lasts at most five years."));
    // A new quote's cover starts tomorrow; a re-quote's from today, or where the sold cover
    // ends (requoter.h). Back and forth in one quote keeps the dates chosen.
    if (m_datesFor != draft.openedRequestId && draft.requote) {
        const QDate start = draft.requote->lifetimeStart;
        const QDate end = draft.requote->lifetimeEnd;
        const int months = (end.year() - start.year()) * 12 + end.month() - start.month();
        m_period->reset(start, start.addMonths(months) == end
                                   ? PeriodFields::Term{months, 0}
                                   : PeriodFields::Term{0, int(start.daysTo(end))});
    } else if (m_datesFor != draft.openedRequestId || !m_period->startDate().isValid()) {
        m_period->reset(today.addDays(1),
                        travel ? PeriodFields::Term{0, 15} : PeriodFields::Term{12, 0});
    }
    m_datesFor = draft.openedRequestId;
    m_ready = false;
    disconnect(m_waitingForLead); // a quote asked before going back
    setBusy(false);
    m_error->clear();
    emit completeChanged();
}

bool LifetimeStep::isComplete() const
{
    return !m_busy && m_period->isComplete();
}

QList<QWidget *> LifetimeStep::missingFields() const
{
    return m_period->missingFields();
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
    draft.lifetimeStart = m_period->startDate();
    draft.lifetimeEnd = m_period->endDate();
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
    m_period->setEnabled(!busy);
    emit completeChanged();
    emit quoteWizard()->busyChanged(busy);
}

bool LifetimeStep::markFieldErrors(const api::ApiError &error)
{
    bool any = false;
    for (const auto &f : error.fields) {
        QWidget *d = f.field == QLatin1String("lifetime_start") ? m_period->start()
                     : f.field == QLatin1String("lifetime_end") ? m_period->end()
                                                                : nullptr;
        if (d) {
            fieldmarks::markInvalid(d, errortext::fieldReason(f.reason));
            any = true;
        }
    }
    return any;
}

} // namespace brokerdesk::ui
