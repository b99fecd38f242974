#include "holderstep.h"

#include "forms/holderform.h"

#include <QScrollArea>
#include <QVBoxLayout>

namespace brokerdesk::ui {

HolderStep::HolderStep(QWidget *parent) : QuoteStep(parent), m_form(new HolderForm)
{
    setTitle(tr("Policy holder"));
    setSubTitle(tr("Who takes out the insurance. CPF and CNPJ are checked as you type."));
    auto *body = new QWidget;
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->addWidget(m_form);
    bodyLayout->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    connect(m_form, &HolderForm::changed, this, &QWizardPage::completeChanged);
    setFocusProxy(m_form); // the step opens with the cursor in "First name"
}

void HolderStep::initializePage()
{
    m_form->setCompanyAllowed(
        HolderForm::companyMayHold(quoteWizard()->draft().product.product.type));
}

bool HolderStep::isComplete() const
{
    return m_form->isComplete();
}

bool HolderStep::validatePage()
{
    clearMarks();
    quoteWizard()->draft().holder = domain::toJson(m_form->value());
    return true;
}

bool HolderStep::markFieldErrors(const api::ApiError &error)
{
    // A sale's complement carries the holder again; both paths point at this form.
    const bool quoted = m_form->markFieldErrors(error, QStringLiteral("policy_holder."));
    const bool sold = m_form->markFieldErrors(error, QStringLiteral("complement.policy_holder."));
    return quoted || sold;
}

} // namespace brokerdesk::ui
