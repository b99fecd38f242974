#include "affinitywizard.h"

#include "affinitysteps.h"
#include "common/errortext.h"
#include "common/fieldmarks.h"
#include "holderitemstep.h"
#include "shell/errorbanner.h"
#include "workspace.h"

namespace brokerdesk::ui::affinities {

QString AffinityDraft::planName() const
{
    for (const auto &p : request.plans)
        if (p.id == planId)
            return p.name;
    return {};
}

AffinityWizard::AffinityWizard(Workspace &workspace, domain::AffinityPartnership partnership,
                               QWidget *parent)
    : FormWizard(parent), m_workspace(workspace), m_partnership(std::move(partnership))
{
    setObjectName(QStringLiteral("affinityWizard"));
    setWindowTitle(tr("New affinity"));
    setWizardStyle(QWizard::ClassicStyle);
    setOptions(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, tr("C&reate affinity"));
    setPage(ProductStepId, new AffinityProductStep(this));
    setPage(PlanStepId, new AffinityPlanStep(this));
    setPage(LifetimeStepId, new AffinityLifetimeStep(this));
    setPage(HolderStepId, new HolderItemStep(this));
    setStartId(ProductStepId);
    showSteps();
    resize(720, 640);
}

void AffinityWizard::setProduct(const QString &productId)
{
    m_preselected = productId;
    if (auto *step = qobject_cast<AffinityProductStep *>(page(ProductStepId)))
        step->select(productId);
}

void AffinityWizard::showError(const api::ApiError &error, bool canRetry)
{
    api::ApiError shown = error;
    int owner = currentId();
    bool marked = false;
    for (auto &f : shown.fields) {
        for (int id : pageIds()) {
            auto *step = qobject_cast<AffinityStep *>(page(id));
            QWidget *w = step ? step->fieldWidget(f.field) : nullptr;
            if (!w)
                continue;
            fieldmarks::markInvalid(w, errortext::fieldReason(f.reason));
            if (!w->accessibleName().isEmpty()) {
                // The service's sentence names the JSON path; the user knows the field's label.
                shown.message.replace(f.field, w->accessibleName());
                f.field = w->accessibleName(); // "Phone: must be a phone number…"
            }
            if (!marked || id < owner)
                owner = id;
            marked = true;
            break;
        }
    }
    while (currentId() > owner)
        back();
    auto *step = qobject_cast<AffinityStep *>(currentPage());
    if (!step)
        return;
    step->errorBanner()->showError(shown, canRetry);
    if (marked)
        for (auto *w : step->findChildren<QWidget *>())
            if (fieldmarks::isMarked(w)) {
                w->setFocus(Qt::OtherFocusReason);
                break;
            }
}

AffinityStep::AffinityStep(QWidget *parent) : QWizardPage(parent), m_error(new ErrorBanner(this)) {}

void AffinityStep::clearMarks()
{
    fieldmarks::clearAll(this);
}

void AffinityStep::setBusy(bool busy)
{
    m_busy = busy;
    emit completeChanged();
    if (auto *w = affinityWizard())
        emit w->busyChanged(busy);
}

} // namespace brokerdesk::ui::affinities
