#include "holderstep.h"

#include "forms/holderform.h"
#include "workspace.h"

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
    layout->addWidget(scroll, 1);
    connect(m_form, &HolderForm::changed, this, &QWizardPage::completeChanged);
    setFocusProxy(m_form); // the step opens with the cursor in "First name"
}

void HolderStep::initializePage()
{
    m_form->setCompanyAllowed(
        HolderForm::companyMayHold(quoteWizard()->draft().product.product.type));
    m_form->setDirectory(quoteWizard()->workspace().customers());
    if (api::Lookups *lookups = quoteWizard()->workspace().lookups())
        m_form->setAddressLookup(&lookups->address());
    QuoteDraft &draft = quoteWizard()->draft();
    if (m_filledFor == draft.openedRequestId)
        return; // back and forth in one quote: the form keeps what was typed
    m_filledFor = draft.openedRequestId;
    // A new quote opens empty, or with exactly the customer asked for: nobody's data stays
    // from the quote before.
    if (draft.customer) // started from the Customers page: that customer, as if picked here
        m_form->fill(*draft.customer);
    else if (const auto holder = draft.requote
                                     ? domain::fromJson<domain::Holder>(draft.requote->holder)
                                     : domain::Decoded<domain::Holder>(domain::Holder());
             draft.requote && holder)
        m_form->setValue(holder.value());
    else
        m_form->clear();
    draft.customer.reset();
}

bool HolderStep::isComplete() const
{
    return m_form->isComplete();
}

QList<QWidget *> HolderStep::missingFields() const
{
    return m_form->missingFields();
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
    QuoteDraft &draft = quoteWizard()->draft();
    m_linkHolder = m_form->value();
    draft.holder = domain::toJson(m_linkHolder);
    const auto picked = m_form->pickedCustomer();
    m_pickedLead = picked ? picked->leadId() : knownLead(m_linkHolder);
    m_linkFor = draft.openedRequestId;
    m_linkError.reset();
    link();
    return true; // the lead is linked while the broker types the item
}

void HolderStep::linkAgain()
{
    m_linkError.reset();
    link();
}

void HolderStep::link()
{
    // An answer in flight calls again; a holder of an earlier draft is no longer wanted.
    if (m_linking || m_linkError || m_linkFor != quoteWizard()->draft().openedRequestId)
        return;
    QString lead = m_pickedLead;
    if (lead.isEmpty())
        lead = m_madeLeads.value(personKey(m_linkHolder));
    // A person the service does not know yet becomes a lead (it needs an e-mail); the request
    // is then opened again carrying it, or without one when the holder changed to nobody.
    const bool noLeads =
        quoteWizard()->workspace().api().extensions().isMissing(api::Extension::Leads);
    if (lead.isEmpty() && noLeads)
        keepLocally(m_linkHolder);
    if (lead.isEmpty() && !noLeads && !m_linkHolder.contact.email.isEmpty())
        makeLead(m_linkHolder);
    else if (lead != leadId())
        openRequestFor(lead);
    else
        emit leadSettled();
}

QString HolderStep::knownLead(const domain::Holder &holder) const
{
    // A holder typed or re-quoted who is already in the directory keeps their lead.
    const cache::CustomerDirectory *customers = quoteWizard()->workspace().customers();
    if (!customers || !customers->isOpen())
        return {};
    const QString document = holder.kind == domain::HolderKind::Company ? holder.cnpj : holder.cpf;
    const auto customer = customers->customerFor(document, holder.contact.email);
    return customer ? customer->leadId() : QString();
}

QString HolderStep::personKey(const domain::Holder &holder)
{
    const QString document = holder.kind == domain::HolderKind::Company ? holder.cnpj : holder.cpf;
    return document.isEmpty() ? holder.contact.email.toLower() : document;
}

void HolderStep::makeLead(const domain::Holder &holder)
{
    m_linking = true;
    const QString key = personKey(holder);
    quoteWizard()->workspace().api().createLead(
        domain::leadOf(holder), this,
        [this, key](const api::ApiResult<domain::Lead> &result) {
            m_linking = false;
            if (!result.ok()) {
                // A service without leads (404) quotes all the same; any other failure can be
                // tried again, as the same create.
                if (result.error().httpStatus != 404) {
                    m_failedLead = {key, result.idempotencyKey()};
                    failLink(result.error());
                    return;
                }
            } else {
                m_failedLead = {};
                m_madeLeads.insert(key, result.value().id);
                if (cache::CustomerDirectory *customers = quoteWizard()->workspace().customers())
                    customers->addLead(result.value());
            }
            link();
        },
        m_failedLead.first == key ? m_failedLead.second : QByteArray());
}

void HolderStep::keepLocally(const domain::Holder &holder)
{
    cache::CustomerDirectory *customers = quoteWizard()->workspace().customers();
    const QString key = personKey(holder);
    if (!customers || key.isEmpty() || m_keptLocally.contains(key))
        return;
    if (customers->addLead(domain::leadOf(holder)))
        m_keptLocally.insert(key);
}

void HolderStep::openRequestFor(const QString &leadId)
{
    auto *w = quoteWizard();
    domain::NewQuoteRequest request;
    request.brokerProductId = w->draft().product.id;
    request.brokerChannelId = w->workspace().brokerChannelId();
    request.leadId = leadId;
    m_linking = true;
    const QString draftOf = w->draft().openedRequestId;
    w->workspace().api().createQuoteRequest(request, this,
                                            [this, leadId, draftOf](const auto &result) {
                                                m_linking = false;
                                                QuoteDraft &draft = quoteWizard()->draft();
                                                if (draft.openedRequestId != draftOf) {
                                                    link(); // a new product was chosen meanwhile
                                                    return;
                                                }
                                                if (!result.ok()) {
                                                    failLink(result.error());
                                                    return;
                                                }
                                                // Same product, same plans: the choices made so far
                                                // still hold.
                                                draft.request = result.value();
                                                m_lead = leadId;
                                                m_leadRequest = result.value().id;
                                                link();
                                            });
}

void HolderStep::failLink(const api::ApiError &error)
{
    m_linkError = error;
    emit leadSettled();
}

bool HolderStep::markFieldErrors(const api::ApiError &error)
{
    // A sale's complement carries the holder again; both paths point at this form.
    const bool quoted = m_form->markFieldErrors(error, QStringLiteral("policy_holder."));
    const bool sold = m_form->markFieldErrors(error, QStringLiteral("complement.policy_holder."));
    return quoted || sold;
}

} // namespace brokerdesk::ui
