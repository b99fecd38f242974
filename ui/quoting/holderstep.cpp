#include "holderstep.h"

#include "forms/holderform.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QScrollArea>
#include <QVBoxLayout>

namespace brokerdesk::ui {

namespace {

QString leadIdOf(const cache::Customer &customer)
{
    for (const cache::CustomerLink &link : customer.links)
        if (link.source == cache::CustomerSource::Lead && !link.id.isEmpty())
            return link.id;
    return {};
}

} // namespace

HolderStep::HolderStep(QWidget *parent)
    : QuoteStep(parent), m_form(new HolderForm), m_error(new ErrorBanner(this))
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
    layout->addWidget(m_error);
    layout->addWidget(scroll, 1);
    connect(m_form, &HolderForm::changed, this, &QWizardPage::completeChanged);
    connect(m_error, &ErrorBanner::retryRequested, this, [this] { wizard()->next(); });
    setFocusProxy(m_form); // the step opens with the cursor in "First name"
}

void HolderStep::initializePage()
{
    m_form->setCompanyAllowed(
        HolderForm::companyMayHold(quoteWizard()->draft().product.product.type));
    m_form->setDirectory(quoteWizard()->workspace().customers());
    // A quote started from the Customers page: that customer, as if picked here.
    if (auto &customer = quoteWizard()->draft().customer) {
        m_form->fill(*customer);
        customer.reset();
    }
}

bool HolderStep::isComplete() const
{
    return !m_busy && m_form->isComplete();
}

QString HolderStep::leadId() const
{
    const bool current =
        !m_leadRequest.isEmpty() && m_leadRequest == quoteWizard()->draft().request.id;
    return current ? m_lead : QString();
}

bool HolderStep::validatePage()
{
    clearMarks();
    const domain::Holder holder = m_form->value();
    quoteWizard()->draft().holder = domain::toJson(holder);
    const auto picked = m_form->pickedCustomer();
    QString lead = picked ? leadIdOf(*picked) : QString();
    if (lead.isEmpty())
        lead = m_madeLeads.value(personKey(holder));
    // A person the service does not know yet becomes a lead (it needs an e-mail); the request
    // is then opened again carrying it.
    if (lead.isEmpty() && !m_serviceHasNoLeads && !holder.contact.email.isEmpty()) {
        makeLead(holder);
        return false; // continues in the answer
    }
    if (lead.isEmpty() || lead == leadId())
        return true;
    openRequestFor(lead);
    return false; // continues in the answer
}

QString HolderStep::personKey(const domain::Holder &holder)
{
    const QString document = holder.kind == domain::HolderKind::Company ? holder.cnpj : holder.cpf;
    return document.isEmpty() ? holder.contact.email.toLower() : document;
}

void HolderStep::makeLead(const domain::Holder &holder)
{
    auto *w = quoteWizard();
    m_error->clear();
    setBusy(true);
    emit w->workspace().status(tr("Recording the new customer…"));
    const QString key = personKey(holder);
    w->workspace().api().createLead(
        domain::leadOf(holder), this,
        [this, key](const api::ApiResult<domain::Lead> &result) {
            setBusy(false);
            Workspace &workspace = quoteWizard()->workspace();
            emit workspace.status(QString());
            if (!result.ok()) {
                // A service without leads (404) quotes all the same; any other failure can be
                // tried again, as the same create.
                if (result.error().httpStatus == 404) {
                    m_serviceHasNoLeads = true;
                    wizard()->next();
                    return;
                }
                m_failedLead = {key, result.idempotencyKey()};
                m_error->showError(result.error());
                return;
            }
            m_failedLead = {};
            m_madeLeads.insert(key, result.value().id);
            if (cache::CustomerDirectory *customers = workspace.customers())
                customers->addLead(result.value());
            openRequestFor(result.value().id);
        },
        m_failedLead.first == key ? m_failedLead.second : QByteArray());
}

void HolderStep::openRequestFor(const QString &leadId)
{
    auto *w = quoteWizard();
    domain::NewQuoteRequest request;
    request.brokerProductId = w->draft().product.id;
    request.brokerChannelId = w->workspace().brokerChannelId();
    request.leadId = leadId;
    m_error->clear();
    setBusy(true);
    emit w->workspace().status(tr("Opening the quote request for this customer…"));
    w->workspace().api().createQuoteRequest(request, this, [this, leadId](const auto &result) {
        setBusy(false);
        auto *wiz = quoteWizard();
        emit wiz->workspace().status(QString());
        if (!result.ok()) {
            m_error->showError(result.error());
            return;
        }
        // Same product, same plans: the choices made so far still hold.
        wiz->draft().request = result.value();
        m_lead = leadId;
        m_leadRequest = result.value().id;
        wiz->next();
    });
}

void HolderStep::setBusy(bool busy)
{
    m_busy = busy;
    emit completeChanged();
    emit quoteWizard()->busyChanged(busy);
}

bool HolderStep::markFieldErrors(const api::ApiError &error)
{
    // A sale's complement carries the holder again; both paths point at this form.
    const bool quoted = m_form->markFieldErrors(error, QStringLiteral("policy_holder."));
    const bool sold = m_form->markFieldErrors(error, QStringLiteral("complement.policy_holder."));
    return quoted || sold;
}

} // namespace brokerdesk::ui
