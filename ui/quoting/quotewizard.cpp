#include "quotewizard.h"

#include "common/fieldmarks.h"
#include "holderstep.h"
#include "itemstep.h"
#include "lifetimestep.h"
#include "planstep.h"
#include "productstep.h"
#include "resultsstep.h"
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
    m_draft = {};
    restart();
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
        emit m_workspace.status(error.message);
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
