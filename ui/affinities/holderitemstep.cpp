#include "holderitemstep.h"

#include "forms/holderform.h"
#include "forms/items/itemform.h"
#include "partnershipview.h"
#include "shell/errorbanner.h"
#include "workspace.h"

#include <QGroupBox>
#include <QScrollArea>
#include <QVBoxLayout>

namespace brokerdesk::ui::affinities {

HolderItemStep::HolderItemStep(QWidget *parent)
    : AffinityStep(parent), m_holder(new HolderForm), m_itemBox(new QGroupBox(tr("Insured item"))),
      m_itemLayout(new QVBoxLayout(m_itemBox))
{
    setTitle(tr("Holder and item"));
    setSubTitle(tr("Who is insured and what. CPF and CNPJ are checked as you type."));
    auto *holderBox = new QGroupBox(tr("Holder"));
    auto *holderLayout = new QVBoxLayout(holderBox);
    holderLayout->addWidget(m_holder);
    auto *body = new QWidget;
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->addWidget(holderBox);
    bodyLayout->addWidget(m_itemBox);
    bodyLayout->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_error);
    layout->addWidget(scroll, 1);
    setFocusProxy(m_holder);
    connect(m_holder, &HolderForm::changed, this, &QWizardPage::completeChanged);
    connect(m_error, &ErrorBanner::retryRequested, this, &HolderItemStep::create);
}

void HolderItemStep::initializePage()
{
    const domain::AffinityProduct &product = affinityWizard()->draft().product;
    const domain::ProductType type = productType(product);
    m_holder->setCompanyAllowed(HolderForm::companyMayHold(type));
    m_holder->setDirectory(affinityWizard()->workspace().customers());
    if (api::Lookups *lookups = affinityWizard()->workspace().lookups())
        m_holder->setAddressLookup(&lookups->address());
    // An affinity started from the Customers page: that customer, as if picked here.
    if (auto &customer = affinityWizard()->draft().customer) {
        m_holder->fill(*customer);
        customer.reset();
    }
    if (m_builtFor != product.id) {
        m_builtFor = product.id;
        delete m_item;
        m_item = makeItemForm(type, m_itemBox);
        m_item->setLookups(affinityWizard()->workspace().lookups());
        m_itemLayout->addWidget(m_item);
        connect(m_item, &ItemForm::changed, this, &QWizardPage::completeChanged);
    }
    m_itemBox->setTitle(tr("Insured item (%1)").arg(domain::displayName(type)));
    m_holder->setFocus();
}

bool HolderItemStep::isComplete() const
{
    return !isBusy() && m_holder->isComplete() && m_item && m_item->isComplete();
}

bool HolderItemStep::validatePage()
{
    // QWizard::accept() validates again: by then the service has the affinity.
    if (m_created)
        return true;
    create();
    return false; // the wizard closes once the service has the affinity
}

void HolderItemStep::create()
{
    auto *w = affinityWizard();
    const AffinityDraft &draft = w->draft();
    domain::NewAffinity body;
    body.affinityRequestId = draft.request.id;
    body.planId = draft.planId;
    body.lifetimeStart = draft.lifetimeStart;
    body.lifetimeEnd = draft.lifetimeEnd;
    body.affinityHolder = domain::toJson(m_holder->value());
    body.item = m_item ? domain::toJson(m_item->value()) : QJsonObject();
    const QJsonObject json = domain::toJson(body);
    // Retry repeats the very same create; anything changed is a new affinity.
    const QByteArray key = m_create.keyFor(json);
    for (int id : w->pageIds())
        if (auto *step = qobject_cast<AffinityStep *>(w->page(id)))
            step->clearMarks();
    m_error->clear();
    setBusy(true);
    emit w->workspace().status(tr("Sending the affinity to the insurer…"));
    w->workspace().api().createAffinity(
        body, this,
        [this](const auto &result) {
            setBusy(false);
            auto *wiz = affinityWizard();
            emit wiz->workspace().status(QString());
            m_create.settle(result);
            if (!result.ok()) {
                const api::ApiError &e = result.error();
                wiz->showError(e, e.isTransient() || e.fields.isEmpty());
                return;
            }
            m_created = true;
            emit wiz->affinityCreated(result.value().id);
            wiz->accept();
        },
        key);
}

QWidget *HolderItemStep::fieldWidget(const QString &path) const
{
    const QLatin1String holder("affinity_holder."), item("item.");
    if (path.startsWith(holder))
        return m_holder->field(path.mid(holder.size()));
    if (path.startsWith(item) && m_item)
        return m_item->field(path.mid(item.size()));
    return nullptr;
}

} // namespace brokerdesk::ui::affinities
