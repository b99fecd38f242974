#pragma once

#include "api/apierror.h"
#include "cache/customerdirectory.h"
#include "domain/affinity.h"

#include "common/formwizard.h"

namespace brokerdesk::ui {

class ErrorBanner;
class Workspace;

namespace affinities {

// What the new-affinity wizard has gathered so far.
struct AffinityDraft
{
    domain::AffinityProduct product;
    domain::AffinityRequest request; // the plans on offer for the product
    QString planId;
    QDate lifetimeStart;
    QDate lifetimeEnd;
    std::optional<cache::Customer> customer; // to fill the holder step with, once

    QString planName() const;
};

// A new affinity, one page per step: the partnership's product (opens an affinity request),
// the plan, the lifetime, then holder and item (Create sends it). A service error goes back to
// the step that owns the field at fault, highlights it and says what is wrong in plain words.
class AffinityWizard final : public FormWizard
{
    Q_OBJECT
public:
    enum PageId { ProductStepId, PlanStepId, LifetimeStepId, HolderStepId };

    AffinityWizard(Workspace &workspace, domain::AffinityPartnership partnership,
                   QWidget *parent = nullptr);

    Workspace &workspace() const { return m_workspace; }
    const domain::AffinityPartnership &partnership() const { return m_partnership; }
    AffinityDraft &draft() { return m_draft; }

    // Preselects a product of the partnership on the first step.
    void setProduct(const QString &productId);
    QString preselectedProduct() const { return m_preselected; }

    // Shows a failed call on the step that owns the first field at fault (else on `current`),
    // with the fields named as on screen.
    void showError(const api::ApiError &error, bool canRetry);

signals:
    void affinityCreated(const QString &affinityId); // the draft still says what was chosen
    void busyChanged(bool busy);

private:
    Workspace &m_workspace;
    domain::AffinityPartnership m_partnership;
    AffinityDraft m_draft;
    QString m_preselected;
};

// What every step adds to QWizardPage: the wizard, an error banner, and the widget that edits
// a field of the request body (for errors the service reports by JSON path).
class AffinityStep : public QWizardPage
{
    Q_OBJECT
public:
    explicit AffinityStep(QWidget *parent = nullptr);

    AffinityWizard *affinityWizard() const { return qobject_cast<AffinityWizard *>(wizard()); }
    ErrorBanner *errorBanner() const { return m_error; }
    virtual QWidget *fieldWidget(const QString &path) const
    {
        Q_UNUSED(path)
        return nullptr;
    }
    void clearMarks(); // before sending again: old complaints no longer apply

protected:
    void setBusy(bool busy);
    bool isBusy() const { return m_busy; }

    ErrorBanner *m_error;

private:
    bool m_busy = false;
};

} // namespace affinities
} // namespace brokerdesk::ui
