#include "itemstep.h"

#include "common/errortext.h"
#include "common/fieldmarks.h"
#include "domain/fipeamount.h"
#include "forms/items/itemform.h"
#include "workspace.h"

#include <QCheckBox>
#include <QVBoxLayout>

namespace brokerdesk::ui {

ItemStep::ItemStep(QWidget *parent)
    : QuoteStep(parent), m_layout(new QVBoxLayout(this)), m_useTableValue(new QCheckBox(this))
{
    setTitle(tr("Insured item"));
    m_useTableValue->setObjectName(QStringLiteral("useTableValue"));
    m_useTableValue->setChecked(true);
    m_useTableValue->hide();
    m_layout->addWidget(m_useTableValue);
}

QList<QPair<QString, domain::Money>> ItemStep::proposedAmounts() const
{
    QList<QPair<QString, domain::Money>> out;
    const auto value = m_form ? m_form->tableValue() : std::nullopt;
    if (!value)
        return out;
    const QuoteDraft &draft = quoteWizard()->draft();
    for (const domain::CoverageChoice &c : draft.coverages)
        for (const domain::Coverage &offer : draft.request.coverages)
            if (offer.id == c.id)
                if (const auto amount =
                        domain::fipeInsuredAmount(offer, c.coverageOptionId, *value))
                    out.append({c.id, *amount});
    return out;
}

// "100 % da FIPE": the value the table gives proposes the amount of the coverages that insure
// the vehicle at it; the broker may keep the amounts of the plan step instead.
void ItemStep::showProposal()
{
    const auto proposed = proposedAmounts();
    QStringList parts;
    const QuoteDraft &draft = quoteWizard()->draft();
    for (const auto &[id, amount] : proposed)
        for (const domain::Coverage &offer : draft.request.coverages)
            if (offer.id == id)
                parts << tr("%1: %2").arg(offer.name, amount.format());
    m_useTableValue->setText(
        tr("Insured amount by the FIPE value — %1").arg(parts.join(QStringLiteral("; "))));
    m_useTableValue->setVisible(!proposed.isEmpty());
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
        m_layout->insertWidget(0, m_form);
        m_form->setLookups(quoteWizard()->workspace().lookups());
        connect(m_form, &ItemForm::changed, this, &QWizardPage::completeChanged);
        connect(m_form, &ItemForm::changed, this, &ItemStep::showProposal);
        setFocusProxy(m_form);
        // A re-quote shows the earlier quote's item, exactly.
        if (draft.requote)
            if (const auto item = domain::insuredItemFromJson(
                    domain::itemShape(draft.product.product.type), draft.requote->item))
                m_form->setValue(item.value());
    }
    const auto holder = domain::fromJson<domain::Holder>(draft.holder);
    m_form->prefill(holder ? holder.value() : domain::Holder());
    showProposal();
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
    QuoteDraft &draft = quoteWizard()->draft();
    draft.item = domain::toJson(m_form->value());
    if (!m_useTableValue->isHidden() && m_useTableValue->isChecked())
        for (const auto &[id, amount] : proposedAmounts())
            for (domain::CoverageChoice &c : draft.coverages)
                if (c.id == id)
                    c.insuredAmount = amount;
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
