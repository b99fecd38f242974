#include "itemstep.h"

#include "common/errortext.h"
#include "common/fieldmarks.h"
#include "forms/items/itemform.h"

#include <QVBoxLayout>

namespace brokerdesk::ui {

ItemStep::ItemStep(QWidget *parent) : QuoteStep(parent), m_layout(new QVBoxLayout(this))
{
    setTitle(tr("Insured item"));
}

void ItemStep::initializePage()
{
    const QuoteDraft &draft = quoteWizard()->draft();
    setSubTitle(
        tr("What the %1 insurance covers.").arg(domain::displayName(draft.product.product.type)));
    if (m_builtFor != draft.openedRequestId) {
        m_builtFor = draft.openedRequestId;
        delete m_form;
        m_form = makeItemForm(draft.product.product.type, this);
        m_form->setAccessibleName(tr("The insured item's details"));
        m_layout->addWidget(m_form);
        connect(m_form, &ItemForm::changed, this, &QWizardPage::completeChanged);
        setFocusProxy(m_form);
        // A re-quote shows the earlier quote's item, exactly.
        if (draft.requote)
            if (const auto item = domain::insuredItemFromJson(
                    domain::itemShape(draft.product.product.type), draft.requote->item))
                m_form->setValue(item.value());
    }
    const auto holder = domain::fromJson<domain::Holder>(draft.holder);
    m_form->prefill(holder ? holder.value() : domain::Holder());
    emit completeChanged();
}

QList<QWidget *> ItemStep::missingFields() const
{
    return m_form ? m_form->missingFields() : QList<QWidget *>();
}

bool ItemStep::isComplete() const
{
    return m_form && m_form->isComplete();
}

bool ItemStep::validatePage()
{
    clearMarks();
    quoteWizard()->draft().item = domain::toJson(m_form->value());
    return true;
}

bool ItemStep::markFieldErrors(const api::ApiError &error)
{
    bool any = false;
    for (const auto &f : error.fields) {
        for (const QLatin1String prefix :
             {QLatin1String("items[0]."), QLatin1String("complement.item.")}) {
            if (!m_form || !f.field.startsWith(prefix))
                continue;
            const QString path = f.field.mid(prefix.size());
            if (path.startsWith(QLatin1String("coverages")) ||
                path.startsWith(QLatin1String("assists")))
                continue; // the plan step owns those
            if (QWidget *w = m_form->field(path)) {
                fieldmarks::markInvalid(w, errortext::fieldReason(f.reason));
                any = true;
            }
        }
    }
    return any;
}

} // namespace brokerdesk::ui
