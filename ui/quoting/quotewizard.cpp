#include "quotewizard.h"

#include "domain/businessday.h"

#include "common/errortext.h"
#include "common/fieldmarks.h"
#include "holderstep.h"
#include "itemstep.h"
#include "lifetimestep.h"
#include "planstep.h"
#include "productstep.h"
#include "requoter.h"
#include "resultsstep.h"
#include "sales/soldquote.h"
#include "workspace.h"

namespace brokerdesk::ui {

QuoteWizard::QuoteWizard(Workspace &workspace, QWidget *parent)
    : FormWizard(parent), m_workspace(workspace)
{
    setWindowFlags(Qt::Widget); // lives inside the page, not as a dialog
    setWizardStyle(QWizard::ClassicStyle);
    setOptions(QWizard::NoCancelButton | QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, tr("&New quote"));
    setPage(ProductStepId, new ProductStep(this));
    setPage(PlanStepId, new PlanStep(this));
    setPage(HolderStepId, new HolderStep(this));
    setPage(ItemStepId, new ItemStep(this));
    setPage(LifetimeStepId, new LifetimeStep(this));
    setPage(ResultsStepId, new ResultsStep(this));
    setStartId(ProductStepId);

    for (const int id : pageIds())
        connect(page(id), &QWizardPage::completeChanged, this, &QuoteWizard::showMissing);
    connect(this, &QWizard::currentIdChanged, this, &QuoteWizard::showMissing);
    // Queued: a step is entered, filled and only then judged.
    connect(this, &QWizard::currentIdChanged, this, &QuoteWizard::advance, Qt::QueuedConnection);
    showMissing();
}

QString QuoteWizard::missingText() const
{
    const auto *step = qobject_cast<const QuoteStep *>(currentPage());
    if (!step || step->isComplete())
        return {};
    QStringList names;
    for (const QWidget *field : step->missingFields())
        if (!field->accessibleName().isEmpty() && !names.contains(field->accessibleName()))
            names << field->accessibleName();
    return names.isEmpty() ? QString() : tr("Missing: %1").arg(names.join(QStringLiteral(", ")));
}

void QuoteWizard::showMissing()
{
    const QString text = missingText();
    if (text == m_missing)
        return;
    m_missing = text;
    emit missingChanged(text);
}

void QuoteWizard::focusFirstMissing()
{
    if (auto *step = qobject_cast<QuoteStep *>(currentPage()))
        if (const auto fields = step->missingFields(); !fields.isEmpty())
            fields.first()->setFocus(Qt::OtherFocusReason);
}

void QuoteWizard::startWith(const QString &brokerProductId)
{
    m_pendingProduct = brokerProductId;
    m_openPending = !brokerProductId.isEmpty();
    m_advancing = false;
    m_draft = {};
    restart();
}

bool QuoteWizard::requote(const QString &savedQuoteId)
{
    const auto saved = m_workspace.offline().quote(savedQuoteId);
    QString why = tr("it is no longer saved on this computer");
    const auto r =
        saved ? Requoter::requoteOf(*saved, domain::businessday::today(),
                                    saleOfQuote(m_workspace, savedQuoteId).has_value(), &why)
              : std::nullopt;
    if (!r) {
        emit m_workspace.status(tr("This quote cannot be quoted again: %1").arg(why));
        return false;
    }
    startWith(saved->summary.brokerProductId);
    m_draft.requote = *r;
    m_advancing = true;
    return true;
}

void QuoteWizard::advance()
{
    auto *step = qobject_cast<QuoteStep *>(currentPage());
    if (!m_advancing || !step || currentId() == ProductStepId)
        return;             // the product step goes on by itself once its request is open
    if (!m_draft.requote) { // another product was chosen instead: nothing to fill in
        m_advancing = false;
        return;
    }
    // The new dates are the broker's to see: Next there asks for the prices.
    if (currentId() >= LifetimeStepId || !step->isComplete() || !step->requoteProblem().isEmpty()) {
        m_advancing = false;
        // The keyboard waits where the broker looks: the dates (Enter quotes), or the first
        // field to fix.
        if (isVisible()) {
            if (step->missingFields().isEmpty())
                step->setFocus(Qt::OtherFocusReason);
            else
                focusFirstMissing();
        }
        return;
    }
    next();
}

bool QuoteWizard::showFieldErrors(const api::ApiError &error)
{
    if (error.fields.isEmpty())
        return false;
    for (int id : {ProductStepId, PlanStepId, HolderStepId, ItemStepId, LifetimeStepId}) {
        auto *step = qobject_cast<QuoteStep *>(page(id));
        if (!step || !step->markFieldErrors(error))
            continue;
        while (currentId() > id)
            back();
        emit m_workspace.status(errortext::sentence(error));
        return true;
    }
    return false;
}

QString QuoteWizard::takeQuote(const domain::Quote &quote, const QJsonObject &requestJson)
{
    m_draft.quote = quote;
    m_draft.quoteJson = domain::toJson(quote);
    m_draft.requestJson = requestJson;
    // Every quote is kept, so it can be found, compared and sold with no network.
    const bool saved =
        m_workspace.offline().saveQuote(m_draft.productJson, requestJson, m_draft.quoteJson);
    emit quoteSaved(quote.id);
    return saved ? QString() : m_workspace.offline().lastError();
}

void QuoteWizard::done(int result)
{
    Q_UNUSED(result)
    // Embedded: never hide. Finish means "another quote": the same product chosen, another
    // one a click away.
    m_pendingProduct = m_draft.product.id;
    m_openPending = false;
    m_advancing = false;
    m_draft = {};
    restart();
}

} // namespace brokerdesk::ui

namespace brokerdesk::ui {

void QuoteStep::clearMarks()
{
    fieldmarks::clearAll(this);
}

} // namespace brokerdesk::ui
